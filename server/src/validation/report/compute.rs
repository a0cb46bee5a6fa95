//! The report computed from what is stored now: the business's read and reviewed statements (as
//! core's `quarter::Source`) against its current DigiKua sales and expenses, through core's
//! `quarter_report`; each computed quarter's result written to `validation_quarters`.

use portal_core::bookkeeping::cashflow::CashEntry;
use portal_core::bookkeeping::Entity;
use portal_core::money::from_minor;
use portal_core::validation::checks::read_month;
use portal_core::validation::quarter::{
    period_months, quarter_report, quarters, QuarterReport, Source,
};
use portal_core::validation::reconcile::MonthTotals;

use super::store;
use crate::bookkeeping::records::list_by_entity;
use crate::error::AppResult;
use crate::state::AppState;
use crate::validation::statements::store::{self as statements, RECONCILED, REVIEWED};

/// The statements the report counts: read ones with their transactions, reviewed ones with the
/// coach's months (those awaiting review count for nothing yet).
pub async fn sources(state: &AppState, business_id: &str) -> AppResult<Vec<Source>> {
    let mut sources = Vec::new();
    for row in statements::list_for_business(&state.pool, business_id).await? {
        let mut source = Source {
            id: row.id.clone(),
            institution: row.institution_name.clone(),
            uploaded_at: row.uploaded_at,
            covers: Vec::new(),
            transactions: Vec::new(),
            months: Vec::new(),
        };
        if row.status == RECONCILED {
            source.covers = period_months(
                row.period_from.as_deref().unwrap_or(""),
                row.period_to.as_deref().unwrap_or(""),
            );
            source.transactions = statements::transactions(&state.pool, &row.id).await?;
        } else if row.status == REVIEWED {
            for (month, money_in, money_out) in statements::months(&state.pool, &row.id).await? {
                if let Some((year, month)) = read_month(&month) {
                    source.covers.push((year, month));
                    source.months.push(MonthTotals {
                        year,
                        month,
                        money_in: from_minor(money_in),
                        money_out: from_minor(money_out),
                    });
                }
            }
        } else {
            continue;
        }
        sources.push(source);
    }
    Ok(sources)
}

/// The business's sales and expenses as they stand.
pub async fn book_entries(state: &AppState, business_id: &str) -> AppResult<Vec<CashEntry>> {
    let mut entries = Vec::new();
    for entity in [Entity::Sale, Entity::Expense] {
        entries.extend(
            list_by_entity(&state.pool, business_id, entity)
                .await?
                .iter()
                .filter_map(|record| record.cash_entry()),
        );
    }
    Ok(entries)
}

/// A quarter's report and every quarter with a statement.
pub struct Computed {
    pub report: QuarterReport,
    pub quarters: Vec<(i32, u32)>,
    pub computed_at: i64,
}

/// The report of `wanted` (the latest quarter a statement covers when None), its result written;
/// None when no statement counts yet.
pub async fn compute(
    state: &AppState,
    business_id: &str,
    wanted: Option<(i32, u32)>,
) -> AppResult<Option<Computed>> {
    let sources = sources(state, business_id).await?;
    let quarters = quarters(&sources);
    let Some(&latest) = quarters.last() else {
        return Ok(None);
    };
    let (year, quarter) = wanted.unwrap_or(latest);
    let entries = book_entries(state, business_id).await?;
    let report = quarter_report(&sources, &entries, year, quarter);
    let now = state.now();
    if !report.months.is_empty() {
        store::upsert(&state.pool, business_id, &report, now).await?;
    }
    Ok(Some(Computed {
        report,
        quarters,
        computed_at: now,
    }))
}

/// Rewrites the result of every quarter a statement covers (after a statement is kept or reviewed).
pub async fn refresh(state: &AppState, business_id: &str) -> AppResult<()> {
    let sources = sources(state, business_id).await?;
    let entries = book_entries(state, business_id).await?;
    let now = state.now();
    for (year, quarter) in quarters(&sources) {
        let report = quarter_report(&sources, &entries, year, quarter);
        store::upsert(&state.pool, business_id, &report, now).await?;
    }
    Ok(())
}
