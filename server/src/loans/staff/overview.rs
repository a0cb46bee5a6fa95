//! `GET /staff/overview`: the overview's counts of loans by status and its money by currency, and the
//! arrears of every active loan (also used by the reports).

use std::collections::{BTreeMap, HashSet};

use axum::extract::State;
use axum::Json;
use portal_core::loans::lifecycle::LoanStatus;
use portal_core::loans::repayment::arrears_amount;
use portal_core::money::from_minor;
use rust_decimal::Decimal;
use serde::Serialize;
use sqlx::Row;
use utoipa::ToSchema;

use crate::auth::AuthUser;
use crate::clock::nairobi_today;
use crate::error::{AppResult, ErrorBody};
use crate::loans::lifecycle::installments::{self, InstallmentRow};
use crate::loans::store::{self, Loan};
use crate::numbers::{minor, Num};
use crate::state::AppState;

use super::lists::loans_sight;
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CurrencyTotals {
    /// KES or TZS.
    pub currency: String,
    /// Lent out (the principal of every disbursed loan).
    #[schema(value_type = f64)]
    pub disbursed: Num,
    /// Repayments received.
    #[schema(value_type = f64)]
    pub collected: Num,
    /// Overdue today on active loans.
    #[schema(value_type = f64)]
    pub arrears: Num,
    /// Still owed on active loans.
    #[schema(value_type = f64)]
    pub outstanding: Num,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Overview {
    /// Loans by status (every status, zeros included).
    pub counts: BTreeMap<String, i64>,
    pub totals: Vec<CurrencyTotals>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct OverviewResponse {
    pub data: Overview,
}

/// Which loans an overview counts: every loan, or those of the clients a staff member registered.
struct Scope<'a>(Option<&'a str>);

impl Scope<'_> {
    /// `sql` with `{scope}` replaced by a condition on `column` (a loan's user id), and its value.
    fn query(&self, sql: &str, column: &str) -> (String, Option<String>) {
        match self.0 {
            None => (sql.replace("{scope}", "1 = 1"), None),
            Some(agent) => (
                sql.replace(
                    "{scope}",
                    &format!("{column} IN (SELECT id FROM users WHERE registered_by = $1)"),
                ),
                Some(agent.to_owned()),
            ),
        }
    }

    async fn rows(
        &self,
        state: &AppState,
        sql: &str,
        column: &str,
    ) -> AppResult<Vec<sqlx::any::AnyRow>> {
        let (sql, bind) = self.query(sql, column);
        let mut query = sqlx::query(&sql);
        if let Some(value) = bind {
            query = query.bind(value);
        }
        Ok(query.fetch_all(&state.pool).await?)
    }
}

/// Sums of `sql`'s (currency, amount) rows into `pick` of each currency's totals.
async fn add_sums(
    state: &AppState,
    scope: &Scope<'_>,
    (sql, column): (&str, &str),
    totals: &mut BTreeMap<String, [i64; 4]>,
    pick: usize,
) -> AppResult<()> {
    for row in scope.rows(state, sql, column).await? {
        let currency: String = row.try_get(0)?;
        let amount: i64 = row.try_get(1)?;
        totals.entry(currency).or_default()[pick] += amount;
    }
    Ok(())
}

/// What is overdue today on each active loan, by currency (core's `arrears_amount`).
pub async fn arrears_by_loan(state: &AppState) -> AppResult<Vec<(Loan, Vec<InstallmentRow>)>> {
    let loans = store::with_status(&state.pool, LoanStatus::Active).await?;
    let mut schedules = installments::of_active_loans(&state.pool).await?;
    Ok(loans
        .into_iter()
        .map(|loan| {
            let rows = schedules.remove(&loan.id).unwrap_or_default();
            (loan, rows)
        })
        .collect())
}

/// Counts by status and the money of each currency, over the loans of the clients the caller's role
/// sees.
#[utoipa::path(
    get,
    path = "/staff/overview",
    tag = "loans",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The overview", body = OverviewResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a staff role", body = ErrorBody),
    )
)]
pub async fn staff_overview(
    State(state): State<AppState>,
    user: AuthUser,
) -> AppResult<Json<OverviewResponse>> {
    let sight = loans_sight(&user)?;
    let scope = Scope(sight.registered_by());
    let mut counts: BTreeMap<String, i64> = LoanStatus::ALL
        .iter()
        .map(|s| (s.as_str().to_owned(), 0))
        .collect();
    let by_status = "SELECT status, COUNT(*) FROM loans WHERE {scope} GROUP BY status";
    for row in scope.rows(&state, by_status, "user_id").await? {
        counts.insert(row.try_get(0)?, row.try_get(1)?);
    }
    let mut totals: BTreeMap<String, [i64; 4]> = BTreeMap::new();
    let sums = [
        (
            "SELECT currency, CAST(COALESCE(SUM(approved_amount_minor), 0) AS BIGINT) FROM loans \
             WHERE status IN ('active', 'closed', 'written_off') AND {scope} GROUP BY currency",
            "user_id",
        ),
        (
            "SELECT l.currency, CAST(COALESCE(SUM(r.amount_minor), 0) AS BIGINT) FROM loan_repayments r \
             JOIN loans l ON l.id = r.loan_id WHERE {scope} GROUP BY l.currency",
            "l.user_id",
        ),
        (
            "SELECT currency, CAST(COALESCE(SUM(balance_minor), 0) AS BIGINT) FROM loans \
             WHERE status = 'active' AND {scope} GROUP BY currency",
            "user_id",
        ),
    ];
    for (query, pick) in sums.into_iter().zip([0, 1, 3]) {
        add_sums(&state, &scope, query, &mut totals, pick).await?;
    }
    let seen: Option<HashSet<String>> = match sight.registered_by() {
        None => None,
        Some(agent) => Some(
            sqlx::query_scalar("SELECT id FROM users WHERE registered_by = $1")
                .bind(agent)
                .fetch_all(&state.pool)
                .await?
                .into_iter()
                .collect(),
        ),
    };
    let today = nairobi_today(state.now())?;
    let counted = |loan: &Loan| seen.as_ref().is_none_or(|ids| ids.contains(&loan.user_id));
    for (loan, rows) in arrears_by_loan(&state)
        .await?
        .into_iter()
        .filter(|(loan, _)| counted(loan))
    {
        let scheduled: Vec<_> = rows.iter().map(InstallmentRow::scheduled).collect();
        let overdue: Decimal = arrears_amount(&scheduled, today);
        totals.entry(loan.currency.clone()).or_default()[2] += minor(overdue)?;
    }
    Ok(Json(OverviewResponse {
        data: Overview {
            counts,
            totals: totals
                .into_iter()
                .map(
                    |(currency, [disbursed, collected, arrears, outstanding])| CurrencyTotals {
                        currency,
                        disbursed: Num(from_minor(disbursed)),
                        collected: Num(from_minor(collected)),
                        arrears: Num(from_minor(arrears)),
                        outstanding: Num(from_minor(outstanding)),
                    },
                )
                .collect(),
        },
    }))
}
