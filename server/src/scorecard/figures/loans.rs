//! The owner's loans (every one: core's rules pick which count), each with its schedule and the
//! money received, and the fund's grace days: what the loan repayment measures, the risk
//! scorecard's tenure and own contribution, and the credit report read.

use std::collections::HashMap;

use sqlx::{AnyPool, Row};

use super::Target;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Installment {
    pub number: i64,
    /// yyyy-mm-dd (Nairobi).
    pub due_on: String,
    /// Cents, penalties left out.
    pub amount: i64,
    pub penalty: i64,
    pub paid: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Repayment {
    pub amount: i64,
    pub paid_at: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loan {
    pub id: String,
    pub status: String,
    pub currency: String,
    /// Cents: the amount lent (approved, else applied for), what is owed in all, still owed.
    pub amount: i64,
    pub total: i64,
    pub balance: i64,
    /// The owner's contribution in hundredths of a percent, if the application gave one.
    pub contribution_hundredths: Option<i64>,
    /// The repayment period in quarter years.
    pub quarters: Option<i64>,
    pub grace_days: i64,
    pub disbursed_at: Option<i64>,
    pub closed_at: Option<i64>,
    pub installments: Vec<Installment>,
    pub repayments: Vec<Repayment>,
}

const LOANS: &str = "FROM loans l JOIN businesses b ON b.owner_user_id = l.user_id \
     LEFT JOIN loan_funds f ON f.id = l.loan_fund_id WHERE 1 = 1";

fn bound<'q>(
    sql: &'q str,
    binds: &'q [String],
) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
    let mut query = sqlx::query(sql);
    for value in binds {
        query = query.bind(value.as_str());
    }
    query
}

/// Per business, its owner's loans, oldest first.
pub async fn gather(
    pool: &AnyPool,
    target: Target<'_>,
) -> Result<HashMap<String, Vec<Loan>>, sqlx::Error> {
    let (only, binds) = target.condition("b.id", 1);
    let sql = format!(
        "SELECT b.id AS business_id, l.id, l.status, l.currency, l.amount_minor, \
         l.approved_amount_minor, l.total_minor, l.balance_minor, l.contribution_hundredths, \
         l.years_quarters, l.disbursed_at, COALESCE(f.grace_days, 0) AS grace_days, \
         (SELECT MAX(h.at) FROM loan_history h WHERE h.loan_id = l.id AND h.to_status = 'closed') AS closed_at \
         {LOANS}{only} ORDER BY l.created_at, l.id"
    );
    let mut found: HashMap<String, Vec<Loan>> = HashMap::new();
    let mut owner: HashMap<String, (String, usize)> = HashMap::new();
    for row in bound(&sql, &binds).fetch_all(pool).await? {
        let business: String = row.try_get("business_id")?;
        let approved: Option<i64> = row.try_get("approved_amount_minor")?;
        let applied: Option<i64> = row.try_get("amount_minor")?;
        let loan = Loan {
            id: row.try_get("id")?,
            status: row.try_get("status")?,
            currency: row.try_get("currency")?,
            amount: approved.or(applied).unwrap_or(0),
            total: row.try_get::<Option<i64>, _>("total_minor")?.unwrap_or(0),
            balance: row.try_get("balance_minor")?,
            contribution_hundredths: row.try_get("contribution_hundredths")?,
            quarters: row.try_get("years_quarters")?,
            grace_days: row.try_get("grace_days")?,
            disbursed_at: row.try_get("disbursed_at")?,
            closed_at: row.try_get("closed_at")?,
            installments: Vec::new(),
            repayments: Vec::new(),
        };
        let loans = found.entry(business.clone()).or_default();
        owner.insert(loan.id.clone(), (business, loans.len()));
        loans.push(loan);
    }
    if owner.is_empty() {
        return Ok(found);
    }
    let sql = format!(
        "SELECT i.loan_id, i.number, i.due_on, i.amount_minor, i.penalty_minor, i.paid_minor \
         FROM loan_installments i JOIN loans l ON l.id = i.loan_id \
         JOIN businesses b ON b.owner_user_id = l.user_id \
         WHERE 1 = 1{only} ORDER BY i.loan_id, i.number"
    );
    for row in bound(&sql, &binds).fetch_all(pool).await? {
        let Some((business, at)) = owner.get(&row.try_get::<String, _>("loan_id")?) else {
            continue;
        };
        let amount: i64 = row.try_get("amount_minor")?;
        let penalty: i64 = row.try_get("penalty_minor")?;
        if let Some(loan) = found.get_mut(business).and_then(|loans| loans.get_mut(*at)) {
            loan.installments.push(Installment {
                number: row.try_get("number")?,
                due_on: row.try_get("due_on")?,
                amount,
                penalty,
                paid: row.try_get("paid_minor")?,
            });
        }
    }
    let sql = format!(
        "SELECT r.loan_id, r.amount_minor, r.credit_minor, r.paid_at FROM loan_repayments r \
         JOIN loans l ON l.id = r.loan_id JOIN businesses b ON b.owner_user_id = l.user_id \
         WHERE 1 = 1{only} ORDER BY r.paid_at"
    );
    for row in bound(&sql, &binds).fetch_all(pool).await? {
        let Some((business, at)) = owner.get(&row.try_get::<String, _>("loan_id")?) else {
            continue;
        };
        let amount: i64 = row.try_get("amount_minor")?;
        let credit: i64 = row.try_get("credit_minor")?;
        if let Some(loan) = found.get_mut(business).and_then(|loans| loans.get_mut(*at)) {
            loan.repayments.push(Repayment {
                amount: amount - credit,
                paid_at: row.try_get("paid_at")?,
            });
        }
    }
    Ok(found)
}
