//! DigiKua's figures: per business and month, the cashflow sums of `bk_records` by core's
//! `CashKind` (the columns the cashflow summary reads), how many records the month holds and how
//! many of them were entered by the 10th of the next month (Nairobi). The twelve months ending with
//! the quarter's last, in one grouped query; and the month of each business's first record.

use std::collections::HashMap;

use portal_core::bookkeeping::cashflow::CashKind;
use portal_core::survey::quarter::Quarter;
use sqlx::{AnyPool, Row};

use super::{month_start, Target};

/// The months read: the twelve ending with the quarter's last.
pub const MONTHS: usize = 12;
/// The first month read, counted from the quarter's first.
const FIRST: i32 = 3 - MONTHS as i32;
/// A month's records count as on time when entered before the next month's 11th begins (Nairobi
/// has no daylight saving: ten days are ten times 86,400 seconds).
const DAYS_TO_THE_ELEVENTH: i64 = 10 * 86_400;

/// `CashKind` codes run from 1 to `KINDS - 1`.
const KINDS: usize = 7;

/// One month of a business's books, in cents by `CashKind` code (index 1 to 6).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Month {
    pub year: i32,
    pub month: u32,
    pub by_kind: [i64; KINDS],
    pub records: i64,
    pub on_time: i64,
}

impl Month {
    pub fn of(&self, kind: CashKind) -> i64 {
        self.by_kind[kind as usize]
    }
}

/// The months read, as (year, month).
type Labels = Vec<(i32, u32)>;

/// The months' (year, month) and their first seconds, plus the end of the last.
fn months(quarter: Quarter) -> Option<(Labels, Vec<i64>)> {
    let mut labels = Vec::with_capacity(MONTHS);
    let mut starts = Vec::with_capacity(MONTHS + 2);
    for offset in FIRST..=3 {
        starts.push(month_start(quarter, offset)?);
    }
    for offset in FIRST..3 {
        let index = quarter.year * 12 + (quarter.quarter as i32 * 3 - 3) + offset;
        labels.push((index.div_euclid(12), (index.rem_euclid(12) + 1) as u32));
    }
    Some((labels, starts))
}

/// Every business's twelve months, oldest first (businesses without a record in them are left out).
pub async fn gather(
    pool: &AnyPool,
    quarter: Quarter,
    target: Target<'_>,
) -> Result<HashMap<String, Vec<Month>>, sqlx::Error> {
    let Some((labels, starts)) = months(quarter) else {
        return Ok(HashMap::new());
    };
    // The month of a record by its date, and the moment its records count as late from.
    let mut bucket = String::from("CASE");
    let mut deadline = String::from("CASE");
    for index in 0..MONTHS {
        let end = starts[index + 1];
        bucket.push_str(&format!(" WHEN record_date < {end} THEN {index}"));
        deadline.push_str(&format!(
            " WHEN record_date < {end} THEN {}",
            end + DAYS_TO_THE_ELEVENTH
        ));
    }
    bucket.push_str(" END");
    deadline.push_str(" END");
    let (only, binds) = target.condition("business_id", 3);
    // One row per business and month, the kinds summed side by side (fewer rows to group and read).
    let kinds: String = (1..KINDS)
        .map(|kind| {
            format!(
                ", CAST(SUM(CASE WHEN cash_kind = {kind} THEN amount_minor ELSE 0 END) AS BIGINT) AS k{kind}"
            )
        })
        .collect();
    let sql = format!(
        "SELECT business_id, CAST({bucket} AS BIGINT) AS month_index{kinds}, COUNT(*) AS records, \
         CAST(SUM(CASE WHEN created_at < {deadline} THEN 1 ELSE 0 END) AS BIGINT) AS on_time \
         FROM bk_records WHERE cash_kind IS NOT NULL AND record_date >= $1 AND record_date < $2{only} \
         GROUP BY business_id, month_index"
    );
    let mut query = sqlx::query(&sql).bind(starts[0]).bind(starts[MONTHS]);
    for value in binds {
        query = query.bind(value);
    }
    let rows = query.fetch_all(pool).await?;
    let empty: Vec<Month> = labels
        .iter()
        .map(|&(year, month)| Month {
            year,
            month,
            ..Month::default()
        })
        .collect();
    let mut found: HashMap<String, Vec<Month>> = HashMap::new();
    for row in rows {
        let business: String = row.try_get("business_id")?;
        let index = usize::try_from(row.try_get::<i64, _>("month_index")?).unwrap_or(MONTHS);
        if index >= MONTHS {
            continue;
        }
        let month = &mut found.entry(business).or_insert_with(|| empty.clone())[index];
        for kind in 1..KINDS {
            month.by_kind[kind] += row.try_get::<Option<i64>, _>(kind + 1)?.unwrap_or(0);
        }
        month.records += row.try_get::<i64, _>("records")?;
        month.on_time += row.try_get::<Option<i64>, _>("on_time")?.unwrap_or(0);
    }
    Ok(found)
}

/// The month (Nairobi) of each business's first sale, expense or investment: one index lookup per
/// business (the smallest date of its cashflow records).
pub async fn first_records(
    pool: &AnyPool,
    target: Target<'_>,
) -> Result<HashMap<String, i64>, sqlx::Error> {
    let (only, binds) = target.condition("b.id", 1);
    let sql = format!(
        "SELECT b.id AS business_id, (SELECT MIN(r.record_date) FROM bk_records r \
         WHERE r.business_id = b.id AND r.cash_kind IS NOT NULL) AS first_date \
         FROM businesses b WHERE 1 = 1{only}"
    );
    let mut query = sqlx::query(&sql);
    for value in binds {
        query = query.bind(value);
    }
    let mut found = HashMap::new();
    for row in query.fetch_all(pool).await? {
        if let Some(first) = row.try_get::<Option<i64>, _>("first_date")? {
            found.insert(row.try_get("business_id")?, first);
        }
    }
    Ok(found)
}
