//! The server's one source of time: epoch seconds from a clock passed in, so tests can move it.

use std::sync::Arc;

use chrono::NaiveDate;
use portal_core::time::nairobi_date_parts;

use crate::error::{AppError, AppResult};

/// Epoch seconds now; tests swap it to move time.
pub type Clock = Arc<dyn Fn() -> i64 + Send + Sync>;

pub fn system_clock() -> Clock {
    Arc::new(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
            .unwrap_or(0)
    })
}

/// Today's date in Nairobi, where the portal's days are cut.
pub fn nairobi_today(now: i64) -> AppResult<NaiveDate> {
    nairobi_date_parts(now)
        .and_then(|(y, m, d, _)| NaiveDate::from_ymd_opt(y, m, d))
        .ok_or_else(|| AppError::internal("the clock is out of range"))
}
