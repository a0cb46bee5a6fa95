//! The bounds of the bookkeeping date inputs and the day a date input names.
//!
//! A date picked in a form is kept as midnight at the start of that day in Nairobi. Sale, expense and
//! investment dates run from 1 January 2000 to today; the stocking date has a maximum only (spec 002
//! section 2.1).

use super::messages::DATE_NOT_A_DAY;
use crate::time::{iso_date, nairobi_day, nairobi_midnight};

/// 2000-01-01 00:00 in Nairobi.
pub const EARLIEST: i64 = 946_674_000;

/// Epoch seconds of the start of today in Nairobi.
pub fn start_of_today(now: i64) -> i64 {
    nairobi_day(now)
        .and_then(|(year, month, day)| nairobi_midnight(year, month, day))
        .unwrap_or(now)
}

/// The last second of today in Nairobi: the latest date a record may carry.
pub fn end_of_today(now: i64) -> i64 {
    start_of_today(now) + 86_400 - 1
}

/// `2026-11-22` (a date input's value) → midnight of that day in Nairobi.
/// Read by hand rather than through chrono's format parser, which would weigh on the phones' download.
pub fn day_from_input(text: &str) -> Option<i64> {
    let mut parts = text.trim().splitn(3, '-');
    let mut next = |len: usize| {
        parts
            .next()
            .filter(|p| p.len() == len && p.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|p| p.parse::<u32>().ok())
    };
    let (year, month, day) = (next(4)?, next(2)?, next(2)?);
    nairobi_midnight(i32::try_from(year).ok()?, month, day)
}

/// Epoch seconds → the value of a date input (`2026-11-22`), the day in Nairobi.
pub fn input_from_day(epoch_seconds: i64) -> String {
    nairobi_day(epoch_seconds)
        .map(|(year, month, day)| iso_date(year, month, day))
        .unwrap_or_default()
}

/// A day sent as its parts (the data gateway's `yearSold`, `monthSold` from 1 to 12, `dateSold`):
/// None when a part is missing (the form's "cannot be blank"), `DATE_NOT_A_DAY` when the parts name
/// no day (30 February), else midnight of that day in Nairobi.
pub fn day_from_parts(
    year: Option<i64>,
    month: Option<i64>,
    day: Option<i64>,
) -> Result<Option<i64>, &'static str> {
    let (Some(year), Some(month), Some(day)) = (year, month, day) else {
        return Ok(None);
    };
    let parts = (
        i32::try_from(year).ok(),
        u32::try_from(month).ok(),
        u32::try_from(day).ok(),
    );
    match parts {
        (Some(y), Some(m), Some(d)) => nairobi_midnight(y, m, d).map(Some).ok_or(DATE_NOT_A_DAY),
        _ => Err(DATE_NOT_A_DAY),
    }
}

/// The (year, month 1 to 12, day) of a kept date in Nairobi: what an edit form starts from.
pub fn parts_of_day(epoch_seconds: i64) -> Option<(i64, i64, i64)> {
    nairobi_day(epoch_seconds)
        .map(|(year, month, day)| (i64::from(year), i64::from(month), i64::from(day)))
}

/// A date sent as epoch seconds kept as its day: midnight at the start of that day in Nairobi.
pub fn day_of(epoch_seconds: i64) -> i64 {
    start_of_today(epoch_seconds)
}

/// The min and max of a date input: `2000-01-01` and today.
pub fn input_bounds(now: i64) -> (String, String) {
    (input_from_day(EARLIEST), input_from_day(now))
}

/// The summary's default range: from the start of the day 180 days ago to the end of today.
pub fn default_range(now: i64) -> (i64, i64) {
    let today = start_of_today(now);
    // Nairobi keeps one offset all year, so the day 180 days back starts 180 × 86,400 s earlier.
    let from = nairobi_day(today)
        .and_then(|_| nairobi_day(today - 180 * 86_400))
        .and_then(|(year, month, day)| nairobi_midnight(year, month, day))
        .unwrap_or(today);
    (from, end_of_today(now))
}

/// The home screen's two ranges in Nairobi: today (its midnight to its last second) and this month
/// (midnight of its first day to the last second of today), as `(day_from, day_to, month_from,
/// month_to)`: records are never dated after today, so the month ends where today ends.
pub fn today_and_month(now: i64) -> (i64, i64, i64, i64) {
    let day_from = start_of_today(now);
    let day_to = end_of_today(now);
    let month_from = nairobi_day(now)
        .and_then(|(year, month, _)| nairobi_midnight(year, month, 1))
        .unwrap_or(day_from);
    (day_from, day_to, month_from, day_to)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn today_and_this_month_are_nairobi_ranges() {
        // 2026-11-21T21:30:00Z is already Sunday the 22nd in Nairobi.
        let (day_from, day_to, month_from, month_to) = today_and_month(1_795_296_600);
        assert_eq!(Some(day_from), day_from_input("2026-11-22"));
        assert_eq!(day_to, day_from + 86_400 - 1);
        assert_eq!(Some(month_from), day_from_input("2026-11-01"));
        assert_eq!(month_to, day_to);
        // 20:59:59Z on the last day of October is still October in Nairobi; a second later, November.
        let october = day_from_input("2026-10-31").expect("a day") + 86_400 - 1;
        assert_eq!(
            Some(today_and_month(october).2),
            day_from_input("2026-10-01")
        );
        let (first, _, november, _) = today_and_month(october + 1);
        assert_eq!(Some(first), day_from_input("2026-11-01"));
        assert_eq!(november, first);
    }

    #[test]
    fn bounds_are_nairobi_days() {
        assert_eq!(day_from_input("2000-01-01"), Some(EARLIEST));
        // 2026-11-21T21:30:00Z is already the 22nd in Nairobi.
        let now = 1_795_296_600;
        assert_eq!(input_from_day(now), "2026-11-22");
        assert_eq!(
            input_bounds(now),
            ("2000-01-01".into(), "2026-11-22".into())
        );
        assert_eq!(input_from_day(start_of_today(now)), "2026-11-22");
        assert_eq!(input_from_day(end_of_today(now)), "2026-11-22");
        assert_eq!(input_from_day(end_of_today(now) + 1), "2026-11-23");
        assert_eq!(day_from_input("2026-02-30"), None);
        assert_eq!(day_from_input(""), None);
    }

    #[test]
    fn a_day_from_its_parts() {
        assert_eq!(
            day_from_parts(Some(2000), Some(1), Some(1)),
            Ok(Some(EARLIEST))
        );
        assert_eq!(
            day_from_parts(Some(2026), Some(11), Some(22)),
            Ok(day_from_input("2026-11-22"))
        );
        assert_eq!(day_from_parts(None, Some(11), Some(22)), Ok(None));
        assert_eq!(day_from_parts(Some(2026), None, None), Ok(None));
        assert_eq!(
            day_from_parts(Some(2026), Some(2), Some(30)),
            Err(DATE_NOT_A_DAY)
        );
        assert_eq!(
            day_from_parts(Some(2026), Some(13), Some(1)),
            Err(DATE_NOT_A_DAY)
        );
        assert_eq!(
            day_from_parts(Some(2026), Some(-1), Some(1)),
            Err(DATE_NOT_A_DAY)
        );
        let day = day_from_input("2026-11-22").expect("a day");
        assert_eq!(parts_of_day(day), Some((2026, 11, 22)));
        // 2026-11-21T21:30:00Z is already the 22nd in Nairobi.
        assert_eq!(day_of(1_795_296_600), day);
        assert_eq!(day_of(day), day);
    }

    #[test]
    fn the_default_range_is_the_last_180_days() {
        let now = 1_795_296_600;
        let (from, to) = default_range(now);
        assert_eq!(input_from_day(from), "2026-05-26");
        assert_eq!(to, end_of_today(now));
    }
}
