//! The search's lists of spec 4.5 (core's `search_options` on today's Nairobi day) and the reading
//! of a year and quarter sent (core's `check_search`, in the spec's order).

use portal_core::scorecard::search::{check_search, search_options, SearchOptions};
use portal_core::scorecard::Problem;
use portal_core::survey::quarter::Quarter;

use crate::clock::nairobi_today;
use crate::error::{AppError, AppResult};

/// The lists offered at `now`.
pub fn offered(now: i64) -> AppResult<SearchOptions> {
    Ok(search_options(nairobi_today(now)?))
}

/// The default choice at `now`: the latest past quarter.
pub fn default_quarter(now: i64) -> AppResult<Quarter> {
    let options = offered(now)?;
    Ok(Quarter {
        year: options.year,
        quarter: options.quarter,
    })
}

/// A business, year and quarter as sent, checked by core: a year or quarter that is not a number
/// counts as one the search does not offer.
pub fn read_search(
    business: Option<&str>,
    year: Option<&str>,
    quarter: Option<&str>,
    now: i64,
) -> AppResult<Result<Quarter, Problem>> {
    let today = nairobi_today(now)?;
    let year = year.map(|y| y.trim().parse::<i32>().unwrap_or(i32::MIN));
    let quarter = quarter.map(|q| q.trim().parse::<u32>().unwrap_or(u32::MAX));
    Ok(check_search(business, year, quarter, today)
        .map(|(year, quarter)| Quarter { year, quarter }))
}

/// A business, year and quarter for the coach's work (a sheet, a recompute): the search's checks,
/// except that the quarter running now is allowed too (its sheet is filled before it closes).
pub fn read_work_quarter(
    business: Option<&str>,
    year: Option<&str>,
    quarter: Option<&str>,
    now: i64,
) -> AppResult<Result<Quarter, Problem>> {
    let current =
        Quarter::of(now).ok_or_else(|| AppError::internal("the clock is out of range"))?;
    let asked = (
        year.and_then(|y| y.trim().parse::<i32>().ok()),
        quarter.and_then(|q| q.trim().parse::<u32>().ok()),
    );
    if business.is_some_and(|b| !b.trim().is_empty())
        && asked == (Some(current.year), Some(current.quarter))
    {
        return Ok(Ok(current));
    }
    read_search(business, year, quarter, now)
}

/// A year and quarter in a path or query (no business): the same checks.
pub fn read_quarter(year: &str, quarter: &str, now: i64) -> AppResult<Result<Quarter, Problem>> {
    read_search(Some("-"), Some(year), Some(quarter), now)
}
