//! The budget's two kinds of the offline engine (`crate::sync`), so an entrepreneur adds periods
//! and lines in airplane mode: `budgetPeriod` and `budgetLine` (core's `budget::wire`),
//! business-scoped, the last write in the server's order wins. Each pushed record is checked by core
//! against the budget as the server has it at that moment (earlier mutations of the same push
//! included); a refusal is core's message, kept on the phone with what was typed.

use std::sync::Arc;

use portal_core::budget::checks::{check_line, check_period, with_line, with_period};
use portal_core::budget::may_write;
use portal_core::budget::messages::{RECORD_OF_ANOTHER_BUSINESS, RECORD_UNREADABLE};
use portal_core::budget::model::Budget;
use portal_core::budget::wire::{
    is_removal, line_draft, line_record, period_draft, period_record, LINE_ENTITY, PERIOD_ENTITY,
};
use portal_core::sync::{ConflictRule, Scope};
use sqlx::{AnyConnection, AnyPool};

use super::store::{self, Table, Writing};
use crate::sync::model::Change;
use crate::sync::registry::{EntityKind, EntityStore, Incoming, Outcome, Place, Registry, Rights};

const RIGHTS: Rights = Rights {
    write: may_write,
    read: may_write,
};

pub struct BudgetStore;

pub fn register(registry: &mut Registry) {
    let store: Arc<dyn EntityStore> = Arc::new(BudgetStore);
    for name in [PERIOD_ENTITY, LINE_ENTITY] {
        registry.register(EntityKind {
            name,
            scope: Scope::Business,
            conflict: ConflictRule::ServerOrder,
            rights: RIGHTS,
            check: None,
            store: store.clone(),
        });
    }
}

async fn apply_one(
    conn: &mut AnyConnection,
    budget: &mut Budget,
    writing: Writing<'_>,
    incoming: &Incoming<'_>,
) -> Result<(Outcome, bool), sqlx::Error> {
    let refused = |message: &str| Ok((Err(message.to_owned()), false));
    let record = &incoming.record;
    let id = incoming.id.as_str();
    if incoming.op != "put" || id.is_empty() || record["id"].as_str() != Some(id) {
        return refused(RECORD_UNREADABLE);
    }
    if record["businessId"].as_str() != Some(writing.business_id) {
        return refused(RECORD_OF_ANOTHER_BUSINESS);
    }
    let table = if incoming.kind.name == PERIOD_ENTITY {
        Table::Periods
    } else {
        Table::Lines
    };
    let owner = store::business_of(conn, table, id).await?;
    if owner.is_some_and(|owner| owner != writing.business_id) {
        return refused(RECORD_OF_ANOTHER_BUSINESS);
    }
    let removed = is_removal(record);
    match table {
        Table::Periods if removed => {
            let kept = budget.periods.iter().find(|p| p.id == id).cloned();
            // Already out (another phone took it out first): nothing to do.
            let Some(period) = kept else {
                return Ok((Ok(()), false));
            };
            store::put_period(conn, writing, &period, true).await?;
            budget.periods.retain(|p| p.id != id);
        }
        Table::Periods => {
            let period = match check_period(&period_draft(id, record), budget) {
                Ok(period) => period,
                Err(message) => return refused(message),
            };
            store::put_period(conn, writing, &period, false).await?;
            with_period(budget, period);
        }
        Table::Lines if removed => {
            let kept = budget.lines.iter().find(|l| l.id == id).cloned();
            let Some(line) = kept else {
                return Ok((Ok(()), false));
            };
            store::put_line(conn, writing, &line, true).await?;
            budget.lines.retain(|l| l.id != id);
        }
        Table::Lines => {
            let line = match check_line(&line_draft(id, record), budget) {
                Ok(line) => line,
                Err(message) => return refused(message),
            };
            store::put_line(conn, writing, &line, false).await?;
            with_line(budget, line);
        }
    }
    Ok((Ok(()), true))
}

#[async_trait::async_trait]
impl EntityStore for BudgetStore {
    async fn apply(
        &self,
        conn: &mut AnyConnection,
        place: Place<'_>,
        mutations: Vec<Incoming<'_>>,
        counter: &mut i64,
        now: i64,
    ) -> Result<Vec<Outcome>, sqlx::Error> {
        let mut budget = store::budget(conn, place.scope_id).await?;
        let mut outcomes = Vec::with_capacity(mutations.len());
        for incoming in &mutations {
            let writing = Writing {
                business_id: place.scope_id,
                user_id: place.user_id,
                now,
                change_seq: *counter + 1,
            };
            let (outcome, wrote) = apply_one(conn, &mut budget, writing, incoming).await?;
            if wrote {
                *counter += 1;
            }
            outcomes.push(outcome);
        }
        Ok(outcomes)
    }

    async fn changes_after(
        &self,
        pool: &AnyPool,
        _scope: Scope,
        business_id: &str,
        cursor: i64,
        limit: i64,
    ) -> Result<Vec<Change>, sqlx::Error> {
        let mut conn = pool.acquire().await?;
        let periods = store::changed_periods(&mut conn, business_id, cursor, limit).await?;
        let lines = store::changed_lines(&mut conn, business_id, cursor, limit).await?;
        let mut changes: Vec<Change> = periods
            .into_iter()
            .map(|p| Change {
                entity: PERIOD_ENTITY.to_owned(),
                id: p.record.id.clone(),
                record: period_record(business_id, &p.record, p.removed),
                date: None,
                change_seq: p.change_seq,
            })
            .chain(lines.into_iter().map(|l| Change {
                entity: LINE_ENTITY.to_owned(),
                id: l.record.id.clone(),
                record: line_record(business_id, &l.record, l.removed),
                date: None,
                change_seq: l.change_seq,
            }))
            .collect();
        changes.sort_by_key(|c| c.change_seq);
        changes.truncate(usize::try_from(limit).unwrap_or(0));
        Ok(changes)
    }
}
