//! The entity kinds the offline engine syncs, each registered by its feature (see docs/sync.md):
//! its name on the wire, its scope, its conflict rule, who may write and read it, and the store that
//! checks and keeps its records. `sync/push` and `sync/pull` dispatch through here only, so a new
//! area adds its entities without touching the sync code.

use std::collections::BTreeMap;
use std::sync::Arc;

use portal_core::roles::Role;
use portal_core::sync::{ConflictRule, Scope};
use serde_json::Value;
use sqlx::{AnyConnection, AnyPool};

use super::model::Change;
use super::record_store::RecordStore;

/// What became of one mutation given to a store: written (or already saved), or the message core
/// refused it with.
pub type Outcome = Result<(), String>;

/// Who may change and who may read an entity's records in the scopes they have.
#[derive(Debug, Clone, Copy)]
pub struct Rights {
    pub write: fn(Role) -> bool,
    pub read: fn(Role) -> bool,
}

/// The core check of a record kept in the engine's own store (`RecordStore`): the record as it is to
/// be kept (tidied), or the message that refuses it. `now` is epoch seconds.
pub type Check = fn(Value, i64) -> Result<Value, String>;

/// One kind of record a feature keeps offline.
#[derive(Clone)]
pub struct EntityKind {
    /// The `entity` of mutations and changes on the wire.
    pub name: &'static str,
    pub scope: Scope,
    pub conflict: ConflictRule,
    pub rights: Rights,
    /// Core's check, for a kind kept in the engine's store; a store of the feature's own checks
    /// its records itself.
    pub check: Option<Check>,
    pub store: Arc<dyn EntityStore>,
}

/// Whose scope a batch is written into or read from, and who does it.
#[derive(Debug, Clone, Copy)]
pub struct Place<'a> {
    pub scope: Scope,
    /// The business's id or the user's id.
    pub scope_id: &'a str,
    pub user_id: &'a str,
}

/// One mutation handed to a store, in push order.
pub struct Incoming<'a> {
    pub kind: &'a EntityKind,
    pub id: String,
    pub op: String,
    pub record: Value,
}

/// Where the records of some entity kinds are kept. `apply` and `changes_after` see only kinds
/// registered with this store, and one scope at a time.
#[async_trait::async_trait]
pub trait EntityStore: Send + Sync {
    /// Checks and writes `mutations` into `place`, in order, at `now`: one outcome per mutation, in the
    /// same order. Each record written takes the next number of `counter` (the scope's last change
    /// number, locked by the caller until the transaction ends).
    async fn apply(
        &self,
        conn: &mut AnyConnection,
        place: Place<'_>,
        mutations: Vec<Incoming<'_>>,
        counter: &mut i64,
        now: i64,
    ) -> Result<Vec<Outcome>, sqlx::Error>;

    /// Up to `limit` records of the scope changed after `cursor`, in change order.
    async fn changes_after(
        &self,
        pool: &AnyPool,
        scope: Scope,
        scope_id: &str,
        cursor: i64,
        limit: i64,
    ) -> Result<Vec<Change>, sqlx::Error>;
}

/// Every registered kind, by name, and the engine's own store for kinds without a table of their own.
#[derive(Clone)]
pub struct Registry {
    kinds: BTreeMap<&'static str, EntityKind>,
    records: Arc<RecordStore>,
}

impl Default for Registry {
    fn default() -> Registry {
        Registry {
            kinds: BTreeMap::new(),
            records: Arc::new(RecordStore),
        }
    }
}

impl Registry {
    /// Adds a kind kept in a store of the feature's own.
    ///
    /// # Panics
    /// When the name is taken: two features claiming one name is a mistake to find at start-up.
    pub fn register(&mut self, kind: EntityKind) {
        let name = kind.name;
        assert!(
            self.kinds.insert(name, kind).is_none(),
            "the sync entity {name:?} is registered twice"
        );
    }

    /// Adds a kind kept in the engine's own store (`sync_records`), checked by core's `check`.
    pub fn register_record(
        &mut self,
        name: &'static str,
        scope: Scope,
        conflict: ConflictRule,
        rights: Rights,
        check: Check,
    ) {
        let store: Arc<dyn EntityStore> = self.records.clone();
        self.register(EntityKind {
            name,
            scope,
            conflict,
            rights,
            check: Some(check),
            store,
        });
    }

    pub fn kind(&self, name: &str) -> Option<&EntityKind> {
        self.kinds.get(name)
    }

    pub fn kinds(&self) -> impl Iterator<Item = &EntityKind> {
        self.kinds.values()
    }
}
