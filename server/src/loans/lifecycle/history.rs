//! The append-only loan_history table (one row per status change) and the audit event beside it.

use portal_core::loans::lifecycle::LoanStatus;
use sqlx::{Any, AnyPool, Executor, Row};

use crate::audit::{self, Event};
use crate::ids::new_id;

/// The audit kinds of loan changes.
pub const AUDIT_LOAN_ACTION: &str = "loan_action";
pub const AUDIT_LOAN_DISBURSED: &str = "loan_disbursed";

pub struct Change<'a> {
    pub loan_id: &'a str,
    pub action: &'a str,
    pub from: LoanStatus,
    pub to: LoanStatus,
    /// None for the system (closing a repaid loan).
    pub actor_id: Option<&'a str>,
    pub actor_role: &'a str,
    pub reason: &'a str,
    pub ip: Option<&'a str>,
    pub at: i64,
}

/// Writes the history row and its audit event; call inside the change's transaction.
pub async fn record(
    tx: &mut sqlx::Transaction<'static, Any>,
    change: &Change<'_>,
    audit_kind: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO loan_history (id, loan_id, action, from_status, to_status, actor_id, actor_role, reason, at, seq) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, \
         (SELECT COALESCE(MAX(h.seq), 0) + 1 FROM loan_history h WHERE h.loan_id = $2))",
    )
    .bind(new_id(change.at))
    .bind(change.loan_id)
    .bind(change.action)
    .bind(change.from.as_str())
    .bind(change.to.as_str())
    .bind(change.actor_id)
    .bind(change.actor_role)
    .bind(change.reason)
    .bind(change.at)
    .execute(&mut **tx)
    .await?;
    let detail = format!(
        "{} {} {}→{}",
        change.loan_id,
        change.action,
        change.from.as_str(),
        change.to.as_str()
    );
    let event = Event {
        user_id: change.actor_id,
        kind: audit_kind,
        detail: &detail,
        ip: change.ip,
    };
    audit::record(&mut **tx, change.at, event).await
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HistoryRow {
    pub action: String,
    pub from_status: String,
    pub to_status: String,
    pub actor_name: Option<String>,
    pub actor_role: String,
    pub reason: String,
    pub at: i64,
}

/// A loan's history, oldest first.
pub async fn of_loan<'e>(
    db: impl Executor<'e, Database = Any>,
    loan_id: &str,
) -> Result<Vec<HistoryRow>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT h.action, h.from_status, h.to_status, h.actor_role, h.reason, h.at, \
         u.first_name, u.last_name FROM loan_history h LEFT JOIN users u ON u.id = h.actor_id \
         WHERE h.loan_id = $1 ORDER BY h.at, h.seq, h.id",
    )
    .bind(loan_id)
    .fetch_all(db)
    .await?;
    rows.iter()
        .map(|row| {
            let first: Option<String> = row.try_get("first_name")?;
            let last: Option<String> = row.try_get("last_name")?;
            Ok(HistoryRow {
                action: row.try_get("action")?,
                from_status: row.try_get("from_status")?,
                to_status: row.try_get("to_status")?,
                actor_name: first.map(|f| format!("{f} {}", last.unwrap_or_default())),
                actor_role: row.try_get("actor_role")?,
                reason: row.try_get("reason")?,
                at: row.try_get("at")?,
            })
        })
        .collect()
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RepaymentRow {
    pub receipt: String,
    pub amount_minor: i64,
    pub channel: String,
    pub msisdn: Option<String>,
    pub paid_at: i64,
}

/// Money received for a loan, oldest first.
pub async fn repayments(pool: &AnyPool, loan_id: &str) -> Result<Vec<RepaymentRow>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT receipt, amount_minor, channel, msisdn, paid_at FROM loan_repayments WHERE loan_id = $1 \
         ORDER BY paid_at, id",
    )
    .bind(loan_id)
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|row| {
            Ok(RepaymentRow {
                receipt: row.try_get("receipt")?,
                amount_minor: row.try_get("amount_minor")?,
                channel: row.try_get("channel")?,
                msisdn: row.try_get("msisdn")?,
                paid_at: row.try_get("paid_at")?,
            })
        })
        .collect()
}
