//! What every handler shares: the database, the settings, the clock, and the outside services
//! (`crate::providers` builds them from the settings: the outbox's e-mail and SMS, payments, bank
//! verification, linked financial accounts, file storage).

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::{Arc, OnceLock};

use sqlx::{Any, AnyPool, Transaction};
use tokio::sync::Notify;

use crate::auth::hasher::Hasher;
use crate::banks::verifier::BankVerifier;
use crate::clock::Clock;
use crate::config::Config;
use crate::db::Backend;
use crate::linked_accounts::provider::LinkedAccountProvider;
use crate::outbox::provider::Providers;
use crate::payments::PaymentsProvider;
use crate::providers::Services;
use crate::storage::Storage;
use crate::sync::registry::Registry;

#[derive(Clone)]
pub struct AppState {
    pub pool: AnyPool,
    pub backend: Backend,
    pub config: Arc<Config>,
    pub clock: Clock,
    pub providers: Arc<Providers>,
    /// Rung after a change queued a message, so the worker delivers it without waiting for its next round.
    pub outbox_wake: Arc<Notify>,
    pub payments: Arc<dyn PaymentsProvider>,
    pub bank_verifier: Arc<dyn BankVerifier>,
    /// Links clients' financial accounts and reads them (simulator or Mono).
    pub linked_accounts: Arc<dyn LinkedAccountProvider>,
    pub storage: Arc<dyn Storage>,
    /// The kinds of records the offline engine syncs, as the features registered them.
    pub entities: Arc<Registry>,
    /// Every password hash and verification, one per core at a time.
    pub hasher: Hasher,
    /// `http://host:port` this process listens on, once it does (the payments simulator calls back
    /// there).
    pub local_url: Arc<OnceLock<String>>,
}

impl AppState {
    pub fn new(
        pool: AnyPool,
        backend: Backend,
        config: Config,
        clock: Clock,
        services: Services,
    ) -> AppState {
        AppState {
            pool,
            backend,
            payments: services.payments,
            bank_verifier: services.bank_verifier,
            linked_accounts: services.linked_accounts,
            storage: services.storage,
            entities: Arc::new(crate::sync_entities()),
            hasher: Hasher::per_core(),
            config: Arc::new(config),
            clock,
            providers: Arc::new(services.messages),
            outbox_wake: Arc::new(Notify::new()),
            local_url: Arc::new(OnceLock::new()),
        }
    }

    /// Records where this process listens; an unspecified address (0.0.0.0) is reached on loopback.
    pub fn set_local_addr(&self, addr: SocketAddr) {
        let ip = match addr.ip() {
            IpAddr::V4(ip) if ip.is_unspecified() => IpAddr::V4(Ipv4Addr::LOCALHOST),
            IpAddr::V6(ip) if ip.is_unspecified() => IpAddr::V6(Ipv6Addr::LOCALHOST),
            ip => ip,
        };
        let url = format!("http://{}", SocketAddr::new(ip, addr.port()));
        if self.local_url.set(url).is_err() {
            tracing::debug!("the local address was already set");
        }
    }

    pub fn now(&self) -> i64 {
        (self.clock)()
    }

    /// A transaction that will write. SQLite takes its write lock at once (`BEGIN IMMEDIATE`), so a
    /// read followed by a write cannot fail half-way when another connection wrote in between.
    pub async fn begin(&self) -> Result<Transaction<'static, Any>, sqlx::Error> {
        let statement = match self.backend {
            Backend::Sqlite => Some("BEGIN IMMEDIATE"),
            Backend::Postgres => None,
        };
        crate::db::begin_safely(&self.pool, statement).await
    }

    pub fn wake_outbox(&self) {
        self.outbox_wake.notify_one();
    }
}
