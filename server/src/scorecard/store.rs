//! The scorecards' SQL (migration 0028): the kept cards with their rank read at read time, the
//! coach's sheets, the thresholds' versions and the quarters the closing job took.

use sqlx::any::AnyRow;
use sqlx::{Any, AnyConnection, AnyPool, Executor, Row};

/// A kept scorecard with what the screens add: the business, its owner and hub, its place in its
/// rank group.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kept {
    pub business_id: String,
    pub business_name: String,
    pub owner_user_id: String,
    pub owner_name: String,
    pub hub: Option<String>,
    pub year: i32,
    pub quarter: u32,
    /// Core's stored card (JSON).
    pub card: String,
    pub average_hundredths: Option<i64>,
    pub band: Option<String>,
    pub rank_group: String,
    pub months: i64,
    pub computed_at: i64,
    pub rank: i64,
    pub group_size: i64,
}

/// A card to keep.
#[derive(Debug, Clone)]
pub struct ToKeep<'a> {
    pub business_id: &'a str,
    pub year: i32,
    pub quarter: u32,
    pub card: String,
    pub average_hundredths: Option<i64>,
    pub band: Option<&'a str>,
    pub rank_group: &'a str,
    pub months: i64,
    pub computed_at: i64,
    pub computed_by: Option<&'a str>,
}

/// Writes (or replaces) a business's card of a quarter.
pub async fn keep<'e>(
    db: impl Executor<'e, Database = Any>,
    card: &ToKeep<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO scorecards (business_id, year, quarter, card, average_hundredths, band, \
         rank_group, months, computed_at, computed_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) \
         ON CONFLICT (business_id, year, quarter) DO UPDATE SET card = $4, average_hundredths = $5, \
         band = $6, rank_group = $7, months = $8, computed_at = $9, computed_by = $10",
    )
    .bind(card.business_id)
    .bind(i64::from(card.year))
    .bind(i64::from(card.quarter))
    .bind(card.card.as_str())
    .bind(card.average_hundredths)
    .bind(card.band)
    .bind(card.rank_group)
    .bind(card.months)
    .bind(card.computed_at)
    .bind(card.computed_by)
    .execute(db)
    .await?;
    Ok(())
}

/// Which kept cards of a quarter to read.
#[derive(Debug, Clone, Default)]
pub struct Filter<'a> {
    pub business_id: Option<&'a str>,
    /// Only businesses whose owner this staff member registered (a sales agent's sight).
    pub registered_by: Option<&'a str>,
    pub hub: Option<&'a str>,
}

fn kept(row: &AnyRow) -> Result<Kept, sqlx::Error> {
    let first: String = row.try_get("first_name")?;
    let last: String = row.try_get("last_name")?;
    Ok(Kept {
        business_id: row.try_get("business_id")?,
        business_name: row.try_get("business_name")?,
        owner_user_id: row.try_get("owner_user_id")?,
        owner_name: format!("{first} {last}").trim().to_owned(),
        hub: row.try_get("hub")?,
        year: i32::try_from(row.try_get::<i64, _>("year")?).unwrap_or(0),
        quarter: u32::try_from(row.try_get::<i64, _>("quarter")?).unwrap_or(0),
        card: row.try_get("card")?,
        average_hundredths: row.try_get("average_hundredths")?,
        band: row.try_get("band")?,
        rank_group: row.try_get("rank_group")?,
        months: row.try_get("months")?,
        computed_at: row.try_get("computed_at")?,
        rank: row.try_get("place")?,
        group_size: row.try_get("group_size")?,
    })
}

/// The quarter's kept cards that pass the filter, each with its rank among all the quarter's cards
/// of its rank group (equal averages share the better place; a card without an average comes
/// last), best first.
pub async fn quarter(
    pool: &AnyPool,
    year: i32,
    quarter: u32,
    filter: &Filter<'_>,
) -> Result<Vec<Kept>, sqlx::Error> {
    let mut conditions = String::new();
    let mut binds: Vec<&str> = Vec::new();
    for (column, value) in [
        ("b.id", filter.business_id),
        ("u.registered_by", filter.registered_by),
        ("e.hub", filter.hub),
    ] {
        if let Some(value) = value {
            binds.push(value);
            conditions.push_str(&format!(" AND {column} = ${}", binds.len() + 2));
        }
    }
    let sql = format!(
        "SELECT r.*, b.name AS business_name, b.owner_user_id, u.first_name, u.last_name, e.hub \
         FROM (SELECT s.business_id, s.year, s.quarter, s.card, s.average_hundredths, s.band, \
           s.rank_group, s.months, s.computed_at, \
           CAST(RANK() OVER (PARTITION BY s.rank_group ORDER BY COALESCE(s.average_hundredths, -1) DESC) AS BIGINT) AS place, \
           CAST(COUNT(*) OVER (PARTITION BY s.rank_group) AS BIGINT) AS group_size \
           FROM scorecards s WHERE s.year = $1 AND s.quarter = $2) r \
         JOIN businesses b ON b.id = r.business_id JOIN users u ON u.id = b.owner_user_id \
         LEFT JOIN onboarding_enrolments e ON e.user_id = b.owner_user_id \
         WHERE 1 = 1{conditions} \
         ORDER BY COALESCE(r.average_hundredths, -1) DESC, b.name, b.id"
    );
    let mut query = sqlx::query(&sql)
        .bind(i64::from(year))
        .bind(i64::from(quarter));
    for value in binds {
        query = query.bind(value);
    }
    query.fetch_all(pool).await?.iter().map(kept).collect()
}

/// The latest quarter a business has a card for.
pub async fn latest_quarter(
    pool: &AnyPool,
    business_id: &str,
) -> Result<Option<(i32, u32)>, sqlx::Error> {
    let row = sqlx::query(
        "SELECT year, quarter FROM scorecards WHERE business_id = $1 \
         ORDER BY year DESC, quarter DESC LIMIT 1",
    )
    .bind(business_id)
    .fetch_optional(pool)
    .await?;
    row.map(|row| {
        Ok((
            i32::try_from(row.try_get::<i64, _>("year")?).unwrap_or(0),
            u32::try_from(row.try_get::<i64, _>("quarter")?).unwrap_or(0),
        ))
    })
    .transpose()
}

/// The businesses staff may pick: by name, owner's name or e-mail containing `q` (any when empty),
/// at most `limit`, only those registered by `registered_by` when given.
pub async fn search_businesses(
    pool: &AnyPool,
    q: &str,
    registered_by: Option<&str>,
    limit: i64,
) -> Result<Vec<(String, String)>, sqlx::Error> {
    let pattern = format!("%{}%", q.to_lowercase());
    // Placeholders are numbered in the order they first appear (SQLite numbers them so).
    let mut sql = String::from(
        "SELECT b.id, b.name FROM businesses b JOIN users u ON u.id = b.owner_user_id \
         WHERE u.role = $1 AND (LOWER(b.name) LIKE $2 OR LOWER(u.email) LIKE $2 \
         OR LOWER(u.first_name || ' ' || u.last_name) LIKE $2)",
    );
    if registered_by.is_some() {
        sql.push_str(" AND u.registered_by = $3 ORDER BY b.name, b.id LIMIT $4");
    } else {
        sql.push_str(" ORDER BY b.name, b.id LIMIT $3");
    }
    let mut query = sqlx::query(&sql)
        .bind(portal_core::roles::Role::Client.as_str())
        .bind(pattern);
    if let Some(by) = registered_by {
        query = query.bind(by);
    }
    query
        .bind(limit)
        .fetch_all(pool)
        .await?
        .iter()
        .map(|row| Ok((row.try_get("id")?, row.try_get("name")?)))
        .collect()
}

/// A business's sheet of a quarter (core's JSON), with who saved it and when.
pub async fn sheet<'e>(
    db: impl Executor<'e, Database = Any>,
    business_id: &str,
    year: i32,
    quarter: u32,
) -> Result<Option<(String, String, i64)>, sqlx::Error> {
    let row = sqlx::query(
        "SELECT sheet, updated_by, updated_at FROM scorecard_sheets \
         WHERE business_id = $1 AND year = $2 AND quarter = $3",
    )
    .bind(business_id)
    .bind(i64::from(year))
    .bind(i64::from(quarter))
    .fetch_optional(db)
    .await?;
    row.map(|row| {
        Ok((
            row.try_get("sheet")?,
            row.try_get("updated_by")?,
            row.try_get("updated_at")?,
        ))
    })
    .transpose()
}

pub async fn save_sheet(
    conn: &mut AnyConnection,
    business_id: &str,
    (year, quarter): (i32, u32),
    sheet: &str,
    by: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO scorecard_sheets (business_id, year, quarter, sheet, updated_by, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (business_id, year, quarter) \
         DO UPDATE SET sheet = $4, updated_by = $5, updated_at = $6",
    )
    .bind(business_id)
    .bind(i64::from(year))
    .bind(i64::from(quarter))
    .bind(sheet)
    .bind(by)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}

/// The current thresholds (core's JSON) and their version; None: core's defaults.
pub async fn thresholds<'e>(
    db: impl Executor<'e, Database = Any>,
) -> Result<Option<(i64, String)>, sqlx::Error> {
    let row =
        sqlx::query("SELECT version, body FROM scorecard_thresholds ORDER BY version DESC LIMIT 1")
            .fetch_optional(db)
            .await?;
    row.map(|row| Ok((row.try_get("version")?, row.try_get("body")?)))
        .transpose()
}

/// Keeps a new version of the thresholds; returns its number.
pub async fn save_thresholds(
    conn: &mut AnyConnection,
    body: &str,
    by: &str,
    now: i64,
) -> Result<i64, sqlx::Error> {
    let current: Option<i64> =
        sqlx::query("SELECT CAST(MAX(version) AS BIGINT) FROM scorecard_thresholds")
            .fetch_one(&mut *conn)
            .await?
            .try_get(0)?;
    let version = current.unwrap_or(0) + 1;
    sqlx::query(
        "INSERT INTO scorecard_thresholds (version, body, saved_by, saved_at) VALUES ($1, $2, $3, $4)",
    )
    .bind(version)
    .bind(body)
    .bind(by)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(version)
}

/// Takes a closed quarter for the job: true for the one caller whose row went in.
pub async fn claim_quarter(
    pool: &AnyPool,
    year: i32,
    quarter: u32,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO scorecard_quarters_closed (year, quarter, closed_at) VALUES ($1, $2, $3) \
         ON CONFLICT (year, quarter) DO NOTHING",
    )
    .bind(i64::from(year))
    .bind(i64::from(quarter))
    .bind(now)
    .execute(pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Takes over a quarter whose pass was cut off (taken before `stale_before` and never finished):
/// true for the one caller that moved its mark.
pub async fn reclaim_quarter(
    pool: &AnyPool,
    year: i32,
    quarter: u32,
    stale_before: i64,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE scorecard_quarters_closed SET closed_at = $1 \
         WHERE year = $2 AND quarter = $3 AND finished_at IS NULL AND closed_at < $4",
    )
    .bind(now)
    .bind(i64::from(year))
    .bind(i64::from(quarter))
    .bind(stale_before)
    .execute(pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn finish_quarter(
    pool: &AnyPool,
    year: i32,
    quarter: u32,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE scorecard_quarters_closed SET finished_at = $1 WHERE year = $2 AND quarter = $3",
    )
    .bind(now)
    .bind(i64::from(year))
    .bind(i64::from(quarter))
    .execute(pool)
    .await?;
    Ok(())
}
