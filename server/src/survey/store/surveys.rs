//! The surveys table (every version of every survey) and the survey_windows table (the quarters a
//! survey is open for).

use portal_core::survey::codes::SurveyCode;
use portal_core::survey::model::Survey;
use portal_core::survey::quarter::Quarter;
use sqlx::any::AnyRow;
use sqlx::{Any, Executor, Row};

/// A survey as stored: its current version and when it was saved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredSurvey {
    pub survey: Survey,
    pub version: i64,
    pub created_at: i64,
}

fn stored(row: &AnyRow) -> Result<StoredSurvey, sqlx::Error> {
    let body: String = row.try_get("body")?;
    let survey: Survey =
        serde_json::from_str(&body).map_err(|error| sqlx::Error::Decode(Box::new(error)))?;
    Ok(StoredSurvey {
        survey,
        version: row.try_get("version")?,
        created_at: row.try_get("created_at")?,
    })
}

/// The current version of the survey `code`.
pub async fn current<'e>(
    db: impl Executor<'e, Database = Any>,
    code: SurveyCode,
) -> Result<Option<StoredSurvey>, sqlx::Error> {
    sqlx::query(
        "SELECT body, version, created_at FROM surveys WHERE code = $1 ORDER BY version DESC LIMIT 1",
    )
    .bind(code.code())
    .fetch_optional(db)
    .await?
    .as_ref()
    .map(stored)
    .transpose()
}

/// Adds `survey` as `version` of its code; false when that version exists already.
pub async fn insert<'e>(
    db: impl Executor<'e, Database = Any>,
    survey: &Survey,
    version: i64,
    created_by: Option<&str>,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let body =
        serde_json::to_string(survey).map_err(|error| sqlx::Error::Encode(Box::new(error)))?;
    let done = sqlx::query(
        "INSERT INTO surveys (code, version, name, title_en, title_sw, body, created_by, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (code, version) DO NOTHING",
    )
    .bind(survey.code.code())
    .bind(version)
    .bind(survey.code.name())
    .bind(&survey.title.en)
    .bind(&survey.title.sw)
    .bind(body)
    .bind(created_by)
    .bind(now)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// One quarter a survey was opened or closed for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Window {
    pub code: String,
    pub quarter: Quarter,
    pub open: bool,
    pub changed_at: i64,
}

fn window(row: &AnyRow) -> Result<Window, sqlx::Error> {
    let year: i64 = row.try_get("year")?;
    let quarter: i64 = row.try_get("quarter")?;
    Ok(Window {
        code: row.try_get("code")?,
        quarter: Quarter {
            year: i32::try_from(year).unwrap_or_default(),
            quarter: u32::try_from(quarter).unwrap_or_default(),
        },
        open: row.try_get::<i64, _>("is_open")? == 1,
        changed_at: row.try_get("changed_at")?,
    })
}

/// Every window, the latest quarter first.
pub async fn windows<'e>(
    db: impl Executor<'e, Database = Any>,
) -> Result<Vec<Window>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT code, year, quarter, is_open, changed_at FROM survey_windows \
         ORDER BY year DESC, quarter DESC, code",
    )
    .fetch_all(db)
    .await?;
    rows.iter().map(window).collect()
}

/// Whether `code` is open for `quarter` (no row: closed).
pub async fn is_open<'e>(
    db: impl Executor<'e, Database = Any>,
    code: SurveyCode,
    quarter: Quarter,
) -> Result<bool, sqlx::Error> {
    let open: Option<i64> = sqlx::query_scalar(
        "SELECT is_open FROM survey_windows WHERE code = $1 AND year = $2 AND quarter = $3",
    )
    .bind(code.code())
    .bind(i64::from(quarter.year))
    .bind(i64::from(quarter.quarter))
    .fetch_optional(db)
    .await?;
    Ok(open == Some(1))
}

/// Opens or closes `code` for `quarter`.
pub async fn set_window<'e>(
    db: impl Executor<'e, Database = Any>,
    code: SurveyCode,
    quarter: Quarter,
    open: bool,
    changed_by: Option<&str>,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO survey_windows (code, year, quarter, is_open, changed_by, changed_at) \
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (code, year, quarter) DO UPDATE SET \
         is_open = excluded.is_open, changed_by = excluded.changed_by, changed_at = excluded.changed_at",
    )
    .bind(code.code())
    .bind(i64::from(quarter.year))
    .bind(i64::from(quarter.quarter))
    .bind(i64::from(open))
    .bind(changed_by)
    .bind(now)
    .execute(db)
    .await?;
    Ok(())
}
