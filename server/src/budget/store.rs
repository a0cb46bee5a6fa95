//! The SQL of the milestone budget: periods, lines and their amounts (cents), each written with the
//! business's next change number; removed ones are kept, marked.

use std::collections::BTreeMap;

use portal_core::budget::model::{Budget, Line, Nature, Period};
use portal_core::money::{from_minor, to_minor};
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, Row};

/// A period or line as stored: the record, whether it was removed, and its change number.
#[derive(Debug, Clone)]
pub struct Stored<T> {
    pub record: T,
    pub removed: bool,
    pub change_seq: i64,
}

/// Who writes a record, when, and with which change number.
#[derive(Debug, Clone, Copy)]
pub struct Writing<'a> {
    pub business_id: &'a str,
    pub user_id: &'a str,
    pub now: i64,
    pub change_seq: i64,
}

fn period_of(row: &AnyRow) -> Result<Stored<Period>, sqlx::Error> {
    let number: i64 = row.try_get("number")?;
    Ok(Stored {
        record: Period {
            id: row.try_get("id")?,
            number: u32::try_from(number).unwrap_or(0),
            from: row.try_get("from_day")?,
            to: row.try_get("to_day")?,
        },
        removed: row.try_get::<i64, _>("removed")? != 0,
        change_seq: row.try_get("change_seq")?,
    })
}

fn line_of(row: &AnyRow) -> Result<Stored<Line>, sqlx::Error> {
    let types: String = row.try_get("expense_types")?;
    let nature: String = row.try_get("nature")?;
    Ok(Stored {
        record: Line {
            id: row.try_get("id")?,
            name: row.try_get("name")?,
            nature: Nature::parse(&nature).unwrap_or(Nature::Operating),
            expense_types: serde_json::from_str(&types)
                .map_err(|e| sqlx::Error::Decode(e.into()))?,
            amounts: BTreeMap::new(),
        },
        removed: row.try_get::<i64, _>("removed")? != 0,
        change_seq: row.try_get("change_seq")?,
    })
}

async fn with_amounts(
    conn: &mut AnyConnection,
    business_id: &str,
    mut lines: Vec<Stored<Line>>,
) -> Result<Vec<Stored<Line>>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT line_id, period_id, amount_minor FROM budget_amounts WHERE business_id = $1",
    )
    .bind(business_id)
    .fetch_all(&mut *conn)
    .await?;
    for row in rows {
        let line_id: String = row.try_get("line_id")?;
        if let Some(line) = lines.iter_mut().find(|l| l.record.id == line_id) {
            let amount = from_minor(row.try_get("amount_minor")?);
            line.record
                .amounts
                .insert(row.try_get("period_id")?, amount);
        }
    }
    Ok(lines)
}

const PERIOD_COLUMNS: &str = "id, number, from_day, to_day, removed, change_seq";
const LINE_COLUMNS: &str = "id, name, nature, expense_types, removed, change_seq";

/// The business's budget: the periods and lines not removed.
pub async fn budget(conn: &mut AnyConnection, business_id: &str) -> Result<Budget, sqlx::Error> {
    let sql = format!(
        "SELECT {PERIOD_COLUMNS} FROM budget_periods WHERE business_id = $1 AND removed = 0 \
         ORDER BY number"
    );
    let periods = sqlx::query(&sql)
        .bind(business_id)
        .fetch_all(&mut *conn)
        .await?
        .iter()
        .map(|row| period_of(row).map(|s| s.record))
        .collect::<Result<Vec<_>, _>>()?;
    let sql =
        format!("SELECT {LINE_COLUMNS} FROM budget_lines WHERE business_id = $1 AND removed = 0");
    let lines = sqlx::query(&sql)
        .bind(business_id)
        .fetch_all(&mut *conn)
        .await?
        .iter()
        .map(line_of)
        .collect::<Result<Vec<_>, _>>()?;
    let mut lines: Vec<Line> = with_amounts(conn, business_id, lines)
        .await?
        .into_iter()
        .map(|l| l.record)
        .collect();
    // By name, as the tables show them (the same on every database).
    lines.sort_by_cached_key(|l| (l.name.to_lowercase(), l.id.clone()));
    Ok(Budget { periods, lines })
}

/// The business a period or line id belongs to, if it is stored (`table`: one of the two).
pub async fn business_of(
    conn: &mut AnyConnection,
    table: Table,
    id: &str,
) -> Result<Option<String>, sqlx::Error> {
    let sql = format!("SELECT business_id FROM {} WHERE id = $1", table.name());
    let row = sqlx::query(&sql).bind(id).fetch_optional(conn).await?;
    row.map(|r| r.try_get("business_id")).transpose()
}

#[derive(Debug, Clone, Copy)]
pub enum Table {
    Periods,
    Lines,
}

impl Table {
    fn name(self) -> &'static str {
        match self {
            Table::Periods => "budget_periods",
            Table::Lines => "budget_lines",
        }
    }
}

pub async fn put_period(
    conn: &mut AnyConnection,
    writing: Writing<'_>,
    period: &Period,
    removed: bool,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO budget_periods (id, business_id, number, from_day, to_day, removed, \
         change_seq, created_by, updated_by, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $9) \
         ON CONFLICT (id) DO UPDATE SET number = $3, from_day = $4, to_day = $5, removed = $6, \
         change_seq = $7, updated_by = $8, updated_at = $9",
    )
    .bind(&period.id)
    .bind(writing.business_id)
    .bind(i64::from(period.number))
    .bind(&period.from)
    .bind(&period.to)
    .bind(i64::from(removed))
    .bind(writing.change_seq)
    .bind(writing.user_id)
    .bind(writing.now)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn put_line(
    conn: &mut AnyConnection,
    writing: Writing<'_>,
    line: &Line,
    removed: bool,
) -> Result<(), sqlx::Error> {
    let types = serde_json::to_string(&line.expense_types).unwrap_or_else(|_| "[]".to_owned());
    sqlx::query(
        "INSERT INTO budget_lines (id, business_id, name, nature, expense_types, removed, \
         change_seq, created_by, updated_by, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $9) \
         ON CONFLICT (id) DO UPDATE SET name = $3, nature = $4, expense_types = $5, removed = $6, \
         change_seq = $7, updated_by = $8, updated_at = $9",
    )
    .bind(&line.id)
    .bind(writing.business_id)
    .bind(&line.name)
    .bind(line.nature.name())
    .bind(&types)
    .bind(i64::from(removed))
    .bind(writing.change_seq)
    .bind(writing.user_id)
    .bind(writing.now)
    .execute(&mut *conn)
    .await?;
    sqlx::query("DELETE FROM budget_amounts WHERE line_id = $1")
        .bind(&line.id)
        .execute(&mut *conn)
        .await?;
    for (period_id, amount) in &line.amounts {
        let cents = to_minor(*amount).map_err(|e| sqlx::Error::Encode(format!("{e:?}").into()))?;
        sqlx::query(
            "INSERT INTO budget_amounts (line_id, period_id, business_id, amount_minor) \
             VALUES ($1, $2, $3, $4)",
        )
        .bind(&line.id)
        .bind(period_id)
        .bind(writing.business_id)
        .bind(cents)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

/// Up to `limit` periods of the business changed after `cursor`, in change order.
pub async fn changed_periods(
    conn: &mut AnyConnection,
    business_id: &str,
    cursor: i64,
    limit: i64,
) -> Result<Vec<Stored<Period>>, sqlx::Error> {
    let sql = format!(
        "SELECT {PERIOD_COLUMNS} FROM budget_periods WHERE business_id = $1 AND change_seq > $2 \
         ORDER BY change_seq LIMIT $3"
    );
    let rows = sqlx::query(&sql)
        .bind(business_id)
        .bind(cursor)
        .bind(limit)
        .fetch_all(conn)
        .await?;
    rows.iter().map(period_of).collect()
}

/// Up to `limit` lines of the business changed after `cursor`, with their amounts.
pub async fn changed_lines(
    conn: &mut AnyConnection,
    business_id: &str,
    cursor: i64,
    limit: i64,
) -> Result<Vec<Stored<Line>>, sqlx::Error> {
    let sql = format!(
        "SELECT {LINE_COLUMNS} FROM budget_lines WHERE business_id = $1 AND change_seq > $2 \
         ORDER BY change_seq LIMIT $3"
    );
    let rows = sqlx::query(&sql)
        .bind(business_id)
        .bind(cursor)
        .bind(limit)
        .fetch_all(&mut *conn)
        .await?;
    let lines = rows.iter().map(line_of).collect::<Result<Vec<_>, _>>()?;
    with_amounts(conn, business_id, lines).await
}
