//! One pull page, filled scope after scope: each scope's changes after its cursor from every store
//! that keeps a kind of it, merged in change order, up to the page's room.

use std::collections::BTreeMap;
use std::sync::Arc;

use portal_core::sync::Scope;
use sqlx::AnyPool;

use super::model::Change;
use super::registry::{EntityKind, EntityStore};

pub struct Page {
    room: usize,
    pub changes: Vec<Change>,
    /// Each scope read, at the last change number the page reached in it.
    pub cursors: BTreeMap<String, i64>,
    /// Some scope has changes past this page.
    pub more: bool,
}

impl Page {
    pub fn new(size: usize) -> Page {
        Page {
            room: size,
            changes: Vec::new(),
            cursors: BTreeMap::new(),
            more: false,
        }
    }

    /// Adds the changes of `scope` after `cursor` that fit, of the `readable` kinds only (a change
    /// of another kind still moves the cursor past it).
    pub async fn read(
        &mut self,
        pool: &AnyPool,
        readable: &[&EntityKind],
        scope: Scope,
        scope_id: &str,
        cursor: i64,
    ) -> Result<(), sqlx::Error> {
        let mut stores: Vec<&Arc<dyn EntityStore>> = Vec::new();
        for kind in readable.iter().filter(|k| k.scope == scope) {
            if !stores.iter().any(|s| Arc::ptr_eq(s, &kind.store)) {
                stores.push(&kind.store);
            }
        }
        let ask = i64::try_from(self.room).unwrap_or(i64::MAX - 1) + 1;
        let mut found = Vec::new();
        for store in stores {
            found.extend(
                store
                    .changes_after(pool, scope, scope_id, cursor, ask)
                    .await?,
            );
        }
        found.sort_by_key(|c| c.change_seq);
        if found.len() > self.room {
            self.more = true;
            found.truncate(self.room);
        }
        self.room -= found.len();
        let reached = found.last().map_or(cursor, |c| c.change_seq);
        self.cursors.insert(scope.name().to_owned(), reached);
        self.changes.extend(found.into_iter().filter(|c| {
            readable
                .iter()
                .any(|k| k.scope == scope && k.name == c.entity)
        }));
        Ok(())
    }
}
