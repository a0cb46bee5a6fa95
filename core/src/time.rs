//! Times are epoch seconds everywhere; they are shown in East Africa Time (Africa/Nairobi).
//! Nairobi and Dar es Salaam keep UTC+3 all year with no daylight saving, so a fixed offset is exact
//! and spares the phones a time-zone database.

use chrono::{DateTime, Datelike, FixedOffset, NaiveDate, TimeZone, Timelike};

const EAT_OFFSET_SECONDS: i32 = 3 * 3600;

fn eat() -> FixedOffset {
    FixedOffset::east_opt(EAT_OFFSET_SECONDS).expect("UTC+3 is a valid offset")
}

/// The moment in Nairobi, or None for a time out of range.
pub fn in_nairobi(epoch_seconds: i64) -> Option<DateTime<FixedOffset>> {
    eat().timestamp_opt(epoch_seconds, 0).single()
}

/// `22/11/2026`: the spec's dd/MM/yyyy (written out rather than through chrono's format strings,
/// whose parser would weigh on the phones' download).
pub fn format_date(epoch_seconds: i64) -> String {
    in_nairobi(epoch_seconds)
        .map(|t| format!("{:02}/{:02}/{:04}", t.day(), t.month(), t.year()))
        .unwrap_or_default()
}

/// `22/11/2026 09:05`.
pub fn format_date_time(epoch_seconds: i64) -> String {
    in_nairobi(epoch_seconds)
        .map(|t| {
            format!(
                "{} {:02}:{:02}",
                format_date(epoch_seconds),
                t.hour(),
                t.minute()
            )
        })
        .unwrap_or_default()
}

/// The calendar date in Nairobi as (year, month, day), for screens that name the date in words.
pub fn nairobi_date_parts(epoch_seconds: i64) -> Option<(i32, u32, u32, u32)> {
    in_nairobi(epoch_seconds).map(|t| {
        (
            t.year(),
            t.month(),
            t.day(),
            t.weekday().num_days_from_monday(),
        )
    })
}

/// Epoch seconds of midnight at the start of that day in Nairobi.
pub fn nairobi_midnight(year: i32, month: u32, day: u32) -> Option<i64> {
    let date = NaiveDate::from_ymd_opt(year, month, day)?;
    let local = date.and_hms_opt(0, 0, 0)?;
    eat()
        .from_local_datetime(&local)
        .single()
        .map(|t| t.timestamp())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shows_nairobi_dates() {
        // 2026-11-21T21:30:00Z is already the 22nd in Nairobi.
        assert_eq!(format_date(1_795_296_600), "22/11/2026");
        assert_eq!(format_date_time(1_795_296_600), "22/11/2026 00:30");
        assert_eq!(nairobi_date_parts(1_795_296_600), Some((2026, 11, 22, 6)));
    }

    #[test]
    fn midnight_round_trips() {
        let midnight = nairobi_midnight(2026, 11, 22).expect("valid date");
        assert_eq!(format_date_time(midnight), "22/11/2026 00:00");
        assert_eq!(nairobi_midnight(2026, 2, 30), None);
    }
}
