//! The advisory playbook: each assigned playbook's progress of the owner's pairs as it stood at the
//! quarter's end (core's `progress` over the ticks and replies made by then, on the content's
//! outlines), and the days in the quarter an advisor gave feedback on a session.

use std::collections::{HashMap, HashSet};

use portal_core::playbook::progress::{progress, Outline, Progress, TaskMark, ToolTick};
use portal_core::time::nairobi_day_number;
use sqlx::{AnyPool, Row};

use super::Target;
use crate::playbook::store::content;

/// A business owner's playbook figures of a quarter.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Advised {
    /// Each playbook assigned to one of the owner's pairs, its progress at the quarter's end.
    pub progress: Vec<Progress>,
    /// Days (Nairobi) in the quarter with an advisor's feedback on a session.
    pub feedback_days: u32,
}

#[derive(Default)]
struct Pair {
    business: String,
    playbooks: Vec<String>,
    ticks: Vec<ToolTick>,
    marks: Vec<TaskMark>,
}

const PAIRS: &str =
    "FROM playbook_pairs p JOIN businesses b ON b.owner_user_id = p.entrepreneur_id";

async fn rows(
    pool: &AnyPool,
    sql: &str,
    first: &[i64],
    binds: &[String],
) -> Result<Vec<sqlx::any::AnyRow>, sqlx::Error> {
    let mut query = sqlx::query(sql);
    for value in first {
        query = query.bind(*value);
    }
    for value in binds {
        query = query.bind(value.clone());
    }
    query.fetch_all(pool).await
}

/// The figures of the quarter from `from` to before `to` (epoch seconds).
pub async fn gather(
    pool: &AnyPool,
    (from, to): (i64, i64),
    target: Target<'_>,
) -> Result<HashMap<String, Advised>, sqlx::Error> {
    let mut pairs: HashMap<String, Pair> = HashMap::new();
    let (only, binds) = target.condition("b.id", 1);
    let sql = format!("SELECT p.id AS pair_id, b.id AS business_id {PAIRS} WHERE 1 = 1{only}");
    for row in rows(pool, &sql, &[], &binds).await? {
        pairs.insert(
            row.try_get("pair_id")?,
            Pair {
                business: row.try_get("business_id")?,
                ..Pair::default()
            },
        );
    }
    let mut found: HashMap<String, Advised> = HashMap::new();
    if pairs.is_empty() {
        return Ok(found);
    }
    let sql = format!(
        "SELECT a.pair_id, a.playbook_id FROM playbook_assignments a \
         JOIN playbook_pairs p ON p.id = a.pair_id JOIN businesses b ON b.owner_user_id = p.entrepreneur_id \
         JOIN playbooks k ON k.id = a.playbook_id WHERE 1 = 1{only} ORDER BY k.position, k.id"
    );
    for row in rows(pool, &sql, &[], &binds).await? {
        if let Some(pair) = pairs.get_mut(&row.try_get::<String, _>("pair_id")?) {
            pair.playbooks.push(row.try_get("playbook_id")?);
        }
    }
    let (only_after, binds_after) = target.condition("b.id", 2);
    let sql = format!(
        "SELECT t.pair_id, t.session_id, t.tool FROM playbook_tool_ticks t \
         JOIN playbook_pairs p ON p.id = t.pair_id JOIN businesses b ON b.owner_user_id = p.entrepreneur_id \
         WHERE t.ticked_at < $1{only_after}"
    );
    for row in rows(pool, &sql, &[to], &binds_after).await? {
        if let Some(pair) = pairs.get_mut(&row.try_get::<String, _>("pair_id")?) {
            pair.ticks.push(ToolTick {
                session_id: row.try_get("session_id")?,
                tool: row.try_get("tool")?,
            });
        }
    }
    let sql = format!(
        "SELECT t.pair_id, t.session_id, r.created_at AS replied_at FROM playbook_tasks t \
         LEFT JOIN playbook_replies r ON r.task_id = t.id \
         JOIN playbook_pairs p ON p.id = t.pair_id JOIN businesses b ON b.owner_user_id = p.entrepreneur_id \
         WHERE t.created_at < $1{only_after}"
    );
    for row in rows(pool, &sql, &[to], &binds_after).await? {
        if let Some(pair) = pairs.get_mut(&row.try_get::<String, _>("pair_id")?) {
            let replied: Option<i64> = row.try_get("replied_at")?;
            pair.marks.push(TaskMark {
                session_id: row.try_get("session_id")?,
                answered: replied.is_some_and(|at| at < to),
            });
        }
    }
    let chapters = content::all_chapters(pool).await?;
    let sessions = content::all_sessions(pool).await?;
    let mut outlines: HashMap<String, Outline> = HashMap::new();
    for pair in pairs.values() {
        let advised = found.entry(pair.business.clone()).or_default();
        for playbook in &pair.playbooks {
            let outline = outlines
                .entry(playbook.clone())
                .or_insert_with(|| Outline::of(playbook, &chapters, &sessions));
            advised
                .progress
                .push(progress(outline, &pair.ticks, &pair.marks));
        }
    }
    let (only_quarter, binds_quarter) = target.condition("b.id", 4);
    let sql = format!(
        "SELECT b.id AS business_id, f.created_at FROM playbook_feedback f \
         JOIN playbook_pairs p ON p.id = f.pair_id JOIN businesses b ON b.owner_user_id = p.entrepreneur_id \
         WHERE f.side = $1 AND f.created_at >= $2 AND f.created_at < $3{only_quarter}"
    );
    let mut query = sqlx::query(&sql).bind("Advisor").bind(from).bind(to);
    for value in binds_quarter {
        query = query.bind(value);
    }
    let mut days: HashMap<String, HashSet<i64>> = HashMap::new();
    for row in query.fetch_all(pool).await? {
        days.entry(row.try_get("business_id")?)
            .or_default()
            .insert(nairobi_day_number(row.try_get("created_at")?));
    }
    for (business, seen) in days {
        found.entry(business).or_default().feedback_days = u32::try_from(seen.len()).unwrap_or(0);
    }
    Ok(found)
}
