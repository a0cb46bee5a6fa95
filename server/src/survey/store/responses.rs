//! The survey_responses table: what people sent (stored once per submission id, once per survey
//! and quarter), and the team's reads of it with the onboarding's cohorts and hubs.

use portal_core::survey::codes::SurveyCode;
use portal_core::survey::quarter::Quarter;
use sqlx::any::AnyRow;
use sqlx::{Any, Executor, Row};

/// A response to store, or as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Response {
    pub id: String,
    pub user_id: String,
    pub submission_id: String,
    pub survey_code: String,
    pub survey_version: i64,
    pub quarter: Quarter,
    /// JSON object by question name.
    pub answers: String,
    pub submitted_at: Option<i64>,
    pub received_at: i64,
    pub counted_at: i64,
    pub session_phone: Option<String>,
    pub phone: Option<String>,
}

const COLUMNS: &str = "r.id, r.user_id, r.submission_id, r.survey_code, r.survey_version, r.year, \
    r.quarter, r.answers, r.submitted_at, r.received_at, r.counted_at, r.session_phone, r.phone";

fn quarter_of(row: &AnyRow) -> Result<Quarter, sqlx::Error> {
    let year: i64 = row.try_get("year")?;
    let quarter: i64 = row.try_get("quarter")?;
    Ok(Quarter {
        year: i32::try_from(year).unwrap_or_default(),
        quarter: u32::try_from(quarter).unwrap_or_default(),
    })
}

fn response(row: &AnyRow) -> Result<Response, sqlx::Error> {
    Ok(Response {
        id: row.try_get("id")?,
        user_id: row.try_get("user_id")?,
        submission_id: row.try_get("submission_id")?,
        survey_code: row.try_get("survey_code")?,
        survey_version: row.try_get("survey_version")?,
        quarter: quarter_of(row)?,
        answers: row.try_get("answers")?,
        submitted_at: row.try_get("submitted_at")?,
        received_at: row.try_get("received_at")?,
        counted_at: row.try_get("counted_at")?,
        session_phone: row.try_get("session_phone")?,
        phone: row.try_get("phone")?,
    })
}

/// The response `user_id` sent under `submission_id`, if it was stored.
pub async fn by_submission<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
    submission_id: &str,
) -> Result<Option<Response>, sqlx::Error> {
    let sql = format!(
        "SELECT {COLUMNS} FROM survey_responses r WHERE r.user_id = $1 AND r.submission_id = $2"
    );
    sqlx::query(&sql)
        .bind(user_id)
        .bind(submission_id)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(response)
        .transpose()
}

/// When each of `user_id`'s earlier responses to `code` counts for.
pub async fn counted_times<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
    code: SurveyCode,
) -> Result<Vec<i64>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT counted_at FROM survey_responses WHERE user_id = $1 AND survey_code = $2",
    )
    .bind(user_id)
    .bind(code.code())
    .fetch_all(db)
    .await
}

/// Stores a response; false when the person has one under this submission id or for this survey
/// and quarter already (the unique keys decide, so two at the same moment store one).
pub async fn insert<'e>(
    db: impl Executor<'e, Database = Any>,
    r: &Response,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO survey_responses (id, user_id, submission_id, survey_code, survey_version, \
         year, quarter, answers, submitted_at, received_at, counted_at, session_phone, phone) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT DO NOTHING",
    )
    .bind(&r.id)
    .bind(&r.user_id)
    .bind(&r.submission_id)
    .bind(&r.survey_code)
    .bind(r.survey_version)
    .bind(i64::from(r.quarter.year))
    .bind(i64::from(r.quarter.quarter))
    .bind(&r.answers)
    .bind(r.submitted_at)
    .bind(r.received_at)
    .bind(r.counted_at)
    .bind(&r.session_phone)
    .bind(&r.phone)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// A response with who sent it and where they are enrolled, for the team.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listed {
    pub response: Response,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub cohort: Option<String>,
    pub hub: Option<String>,
}

const FROM_JOINED: &str = "FROM survey_responses r JOIN users u ON u.id = r.user_id \
    LEFT JOIN onboarding_enrolments e ON e.user_id = r.user_id \
    LEFT JOIN cohorts c ON c.id = e.cohort_id \
    WHERE r.survey_code = $1 AND r.year = $2 AND r.quarter = $3";

/// The responses to `code` for `quarter`, the latest first; `limit` and `offset` page them.
pub async fn of_quarter<'e>(
    db: impl Executor<'e, Database = Any>,
    code: SurveyCode,
    quarter: Quarter,
    limit: i64,
    offset: i64,
) -> Result<Vec<Listed>, sqlx::Error> {
    let sql = format!(
        "SELECT {COLUMNS}, u.first_name, u.last_name, u.email, c.name AS cohort_name, e.hub \
         {FROM_JOINED} ORDER BY r.counted_at DESC, r.id DESC LIMIT $4 OFFSET $5"
    );
    let rows = sqlx::query(&sql)
        .bind(code.code())
        .bind(i64::from(quarter.year))
        .bind(i64::from(quarter.quarter))
        .bind(limit)
        .bind(offset)
        .fetch_all(db)
        .await?;
    rows.iter()
        .map(|row| {
            Ok(Listed {
                response: response(row)?,
                first_name: row.try_get("first_name")?,
                last_name: row.try_get("last_name")?,
                email: row.try_get("email")?,
                cohort: row.try_get("cohort_name")?,
                hub: row.try_get("hub")?,
            })
        })
        .collect()
}

pub async fn count_of_quarter<'e>(
    db: impl Executor<'e, Database = Any>,
    code: SurveyCode,
    quarter: Quarter,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT COUNT(*) FROM survey_responses WHERE survey_code = $1 AND year = $2 AND quarter = $3",
    )
    .bind(code.code())
    .bind(i64::from(quarter.year))
    .bind(i64::from(quarter.quarter))
    .fetch_one(db)
    .await
}

/// Per cohort and hub: how many people are enrolled and how many of them responded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupCount {
    pub cohort_id: String,
    pub cohort: String,
    pub cohort_year: i64,
    pub hub: Option<String>,
    pub enrolled: i64,
    pub responded: i64,
}

pub async fn counts_by_group<'e>(
    db: impl Executor<'e, Database = Any>,
    code: SurveyCode,
    quarter: Quarter,
) -> Result<Vec<GroupCount>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT c.id AS cohort_id, c.name AS cohort, c.year AS cohort_year, e.hub, \
         COUNT(*) AS enrolled, COUNT(r.id) AS responded \
         FROM onboarding_enrolments e JOIN cohorts c ON c.id = e.cohort_id \
         LEFT JOIN survey_responses r ON r.user_id = e.user_id AND r.survey_code = $1 \
         AND r.year = $2 AND r.quarter = $3 \
         GROUP BY c.id, c.name, c.year, e.hub ORDER BY c.year DESC, c.name, e.hub",
    )
    .bind(code.code())
    .bind(i64::from(quarter.year))
    .bind(i64::from(quarter.quarter))
    .fetch_all(db)
    .await?;
    rows.iter()
        .map(|row| {
            Ok(GroupCount {
                cohort_id: row.try_get("cohort_id")?,
                cohort: row.try_get("cohort")?,
                cohort_year: row.try_get("cohort_year")?,
                hub: row.try_get("hub")?,
                enrolled: row.try_get("enrolled")?,
                responded: row.try_get("responded")?,
            })
        })
        .collect()
}
