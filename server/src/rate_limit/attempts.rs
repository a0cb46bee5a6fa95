//! An attempt counted before the work it asks for, under its address, its (account, address) pair
//! and its account, in that order. A key that refuses stops the count, so attempts refused for
//! their address never reach the account's count: one address cannot lock an account out for
//! everyone, and the account's own ceiling is reached only from many addresses.

use sqlx::AnyPool;

use super::model::Limit;
use super::store::{clear, give_back, hit, within};

/// The limits of one kind of attempt; keys are `{scope}:ip:…`, `{scope}:pair:…` and `{scope}:acct:…`.
#[derive(Debug, Clone, Copy)]
pub struct AttemptLimits {
    pub scope: &'static str,
    pub per_address: Limit,
    pub per_account_and_address: Option<Limit>,
    pub per_account: Limit,
}

pub struct Attempt {
    /// The counters this attempt was counted in.
    counted: Vec<Counter>,
    pub allowed: bool,
}

struct Counter {
    key: String,
    limit: Limit,
    /// The (account, address) pair's count starts again after a success; the others keep theirs.
    cleared_by_success: bool,
}

impl AttemptLimits {
    fn counters(&self, account: &str, ip: Option<&str>) -> Vec<Counter> {
        let scope = self.scope;
        let counter = |key: String, limit: Limit, cleared_by_success: bool| Counter {
            key,
            limit,
            cleared_by_success,
        };
        let mut counters = Vec::with_capacity(3);
        if let Some(ip) = ip {
            counters.push(counter(format!("{scope}:ip:{ip}"), self.per_address, false));
        }
        if let Some(limit) = self.per_account_and_address {
            let ip = ip.unwrap_or("unknown");
            counters.push(counter(format!("{scope}:pair:{account} {ip}"), limit, true));
        }
        counters.push(counter(
            format!("{scope}:acct:{account}"),
            self.per_account,
            false,
        ));
        counters
    }
}

impl Attempt {
    /// Counts an attempt on `account` from `ip` (None when the address is unknown).
    pub async fn count(
        pool: &AnyPool,
        limits: &AttemptLimits,
        account: &str,
        ip: Option<&str>,
        now: i64,
    ) -> Result<Attempt, sqlx::Error> {
        let mut counted = Vec::with_capacity(3);
        for counter in limits.counters(account, ip) {
            let count = hit(pool, &counter.key, counter.limit, now).await?;
            let limit = counter.limit;
            counted.push(counter);
            if !within(limit, count) {
                return Ok(Attempt {
                    counted,
                    allowed: false,
                });
            }
        }
        Ok(Attempt {
            counted,
            allowed: true,
        })
    }

    /// The attempt turned out right (the password was correct): it does not count as a failure.
    /// The pair's count is cleared; the address and the account get this one attempt back.
    pub async fn succeeded(&self, pool: &AnyPool, now: i64) -> Result<(), sqlx::Error> {
        for counter in &self.counted {
            if counter.cleared_by_success {
                clear(pool, &counter.key).await?;
            } else {
                give_back(pool, &counter.key, counter.limit, now).await?;
            }
        }
        Ok(())
    }
}
