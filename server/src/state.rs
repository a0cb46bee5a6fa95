//! What every handler shares: the database, the settings and the clock.

use std::sync::Arc;

use sqlx::AnyPool;

use crate::config::Config;

/// Epoch seconds now; tests swap it to move time.
pub type Clock = Arc<dyn Fn() -> i64 + Send + Sync>;

#[derive(Clone)]
pub struct AppState {
    pub pool: AnyPool,
    pub config: Arc<Config>,
    pub clock: Clock,
}

impl AppState {
    pub fn new(pool: AnyPool, config: Config, clock: Clock) -> AppState {
        AppState {
            pool,
            config: Arc::new(config),
            clock,
        }
    }

    pub fn now(&self) -> i64 {
        (self.clock)()
    }
}

pub fn system_clock() -> Clock {
    Arc::new(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
            .unwrap_or(0)
    })
}

/// A fresh record id from core: the creation second and 8 random bytes.
pub fn new_id(now: i64) -> String {
    let seconds = u32::try_from(now.max(0)).unwrap_or(u32::MAX);
    portal_core::id::new_id(seconds, rand::random())
}
