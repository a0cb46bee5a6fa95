//! Every argon2 hash and verification of the server goes through the one `Hasher` in `AppState`.
//! Each takes about 19 MiB and a core for tens of milliseconds, so at most one per core runs at once
//! and the others wait their turn: no pattern of requests can make the server hold more than
//! `permits` of them in memory. It counts what it does, so tests can see it without timing.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;

use argon2::password_hash::{PasswordHash, PasswordVerifier};
use argon2::Argon2;
use tokio::sync::Semaphore;

use super::password::hash_now;
use crate::error::{AppError, AppResult};

/// Verified against when there is no account, so an unknown e-mail costs the same as a wrong
/// password (argon2id with the default parameters, as every stored hash).
pub const DUMMY_HASH: &str =
    "$argon2id$v=19$m=19456,t=2,p=1$3mVmG4lYvVw5ZyHbHJqYhw$BcRYA5Q0yh8d0qS0HW7+8nDu6pe3HyP/l5Cn8uW0Cf0";

#[derive(Clone)]
pub struct Hasher {
    permits: Arc<Semaphore>,
    size: usize,
    stats: Arc<Stats>,
}

#[derive(Default)]
struct Stats {
    /// Argon2 computations run (hashes and verifications).
    operations: AtomicU64,
    running: AtomicUsize,
    peak: AtomicUsize,
}

/// One computation in progress: counted in `running` (and `peak`) until dropped.
struct Running<'a>(&'a Stats);

impl<'a> Running<'a> {
    fn start(stats: &'a Stats) -> Running<'a> {
        let now = stats.running.fetch_add(1, Ordering::SeqCst) + 1;
        stats.peak.fetch_max(now, Ordering::SeqCst);
        Running(stats)
    }
}

impl Drop for Running<'_> {
    fn drop(&mut self) {
        self.0.running.fetch_sub(1, Ordering::SeqCst);
    }
}

impl Stats {
    fn argon2<T>(&self, work: impl FnOnce() -> T) -> T {
        self.operations.fetch_add(1, Ordering::SeqCst);
        work()
    }
}

impl Hasher {
    /// At most `permits` computations at once (at least one).
    pub fn new(permits: usize) -> Hasher {
        let size = permits.max(1);
        Hasher {
            permits: Arc::new(Semaphore::new(size)),
            size,
            stats: Arc::new(Stats::default()),
        }
    }

    /// One permit per core.
    pub fn per_core() -> Hasher {
        Hasher::new(std::thread::available_parallelism().map_or(1, usize::from))
    }

    pub fn permits(&self) -> usize {
        self.size
    }

    /// How many argon2 computations this process has run.
    pub fn operations(&self) -> u64 {
        self.stats.operations.load(Ordering::SeqCst)
    }

    /// The most that ever ran at once.
    pub fn peak(&self) -> usize {
        self.stats.peak.load(Ordering::SeqCst)
    }

    /// The PHC string of an argon2id hash of `password` with a fresh salt.
    pub async fn hash(&self, password: String) -> AppResult<String> {
        self.run(move |stats| stats.argon2(|| hash_now(&password)))
            .await?
    }

    /// Checks `password` against `stored`, or against a dummy hash when there is no account.
    pub async fn verify(&self, password: String, stored: Option<String>) -> AppResult<bool> {
        self.run(move |stats| {
            let known = stored.is_some();
            let phc = stored.unwrap_or_else(|| DUMMY_HASH.to_owned());
            let parsed = PasswordHash::new(&phc)
                .map_err(|e| AppError::internal(format!("stored hash: {e}")))?;
            // Computed whether or not there is an account, so both answers cost the same.
            let matches = stats.argon2(|| {
                Argon2::default()
                    .verify_password(password.as_bytes(), &parsed)
                    .is_ok()
            });
            Ok(known && matches)
        })
        .await?
    }

    /// Runs `work` on the blocking pool. The permit goes with the work, so a request given up
    /// half-way does not free its place before the computation ends.
    async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce(&Stats) -> T + Send + 'static,
    ) -> AppResult<T> {
        let permit = self
            .permits
            .clone()
            .acquire_owned()
            .await
            .map_err(|_| AppError::internal("the password hasher is closed"))?;
        let stats = self.stats.clone();
        let done = tokio::task::spawn_blocking(move || {
            let running = Running::start(&stats);
            let done = work(&stats);
            drop(running);
            drop(permit);
            done
        })
        .await?;
        Ok(done)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hashes_and_verifies() {
        let hasher = Hasher::new(2);
        let stored = hasher.hash("Demo-2026!".to_owned()).await.expect("hash");
        assert!(stored.starts_with("$argon2id$"));
        assert!(hasher
            .verify("Demo-2026!".to_owned(), Some(stored.clone()))
            .await
            .expect("verify"));
        assert!(!hasher
            .verify("demo-2026!".to_owned(), Some(stored))
            .await
            .expect("verify"));
        assert!(!hasher
            .verify("Demo-2026!".to_owned(), None)
            .await
            .expect("verify dummy"));
        assert_eq!(hasher.peak(), 1);
    }

    #[tokio::test]
    async fn a_request_given_up_keeps_its_permit_until_its_work_ends() {
        let hasher = Hasher::new(1);
        for _ in 0..8 {
            let work = hasher.hash("given up".to_owned());
            // Given up at once, or while its hash runs: either way no second one starts beside it.
            let _ = tokio::time::timeout(std::time::Duration::from_millis(1), work).await;
        }
        hasher.hash("kept".to_owned()).await.expect("hash");
        assert_eq!(hasher.peak(), 1);
    }

    #[test]
    fn the_dummy_hash_costs_what_a_stored_one_does() {
        let dummy = PasswordHash::new(DUMMY_HASH).expect("dummy parses");
        let stored_text = hash_now("any password").expect("hash");
        let stored = PasswordHash::new(&stored_text).expect("stored parses");
        assert_eq!(dummy.algorithm, stored.algorithm);
        assert_eq!(dummy.version, stored.version);
        assert_eq!(dummy.params, stored.params);
        assert_eq!(dummy.hash.map(|h| h.len()), stored.hash.map(|h| h.len()));
    }
}
