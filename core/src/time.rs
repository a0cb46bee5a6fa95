//! Times are epoch seconds everywhere; they are shown in East Africa Time (Africa/Nairobi).
//! Nairobi and Dar es Salaam keep UTC+3 all year with no daylight saving, so a fixed offset is exact
//! and spares the phones a time-zone database.

use chrono::{DateTime, Datelike, FixedOffset, TimeZone, Timelike};

use crate::money::padded;

const EAT_OFFSET_SECONDS: i32 = 3 * 3600;

fn eat() -> FixedOffset {
    FixedOffset::east_opt(EAT_OFFSET_SECONDS).expect("UTC+3 is a valid offset")
}

/// The moment in Nairobi, or None for a time out of range.
pub fn in_nairobi(epoch_seconds: i64) -> Option<DateTime<FixedOffset>> {
    eat().timestamp_opt(epoch_seconds, 0).single()
}

/// `2026-11-22` (a date input's value), as `format!("{year:04}-{month:02}-{day:02}")` writes it,
/// without `core::fmt` (less code to download).
pub fn iso_date(year: i32, month: u32, day: u32) -> String {
    [
        padded(year.into(), 4),
        padded(month.into(), 2),
        padded(day.into(), 2),
    ]
    .join("-")
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

/// Epoch seconds of midnight at the start of that day in Nairobi; None for a day that does not exist
/// or lies beyond chrono's calendar.
pub fn nairobi_midnight(year: i32, month: u32, day: u32) -> Option<i64> {
    let ok = (MIN_YEAR..=MAX_YEAR).contains(&year)
        && (1..=12).contains(&month)
        && day >= 1
        && day <= days_in_month(year, month);
    ok.then(|| {
        days_from_civil(i64::from(year), month, day) * 86_400 - i64::from(EAT_OFFSET_SECONDS)
    })
    .filter(|t| (MIN_SECONDS..=MAX_SECONDS).contains(t))
}

/// The day (year, month, day) that `epoch_seconds` falls on in Nairobi, as `in_nairobi` gives it,
/// without chrono's tables (which would weigh on the phones' download). None where `in_nairobi` is.
pub fn nairobi_day(epoch_seconds: i64) -> Option<(i32, u32, u32)> {
    if !(MIN_SECONDS..=MAX_SECONDS).contains(&epoch_seconds) {
        return None;
    }
    let local = epoch_seconds + i64::from(EAT_OFFSET_SECONDS);
    let (year, month, day) = civil_from_days(local.div_euclid(86_400));
    Some((i32::try_from(year).ok()?, month, day))
}

/// The number of the day `epoch_seconds` falls on in Nairobi, counted from 1970-01-01 (day 0):
/// two moments are on the same Nairobi day when their numbers are equal, and `b - a` counts the
/// days between them.
pub fn nairobi_day_number(epoch_seconds: i64) -> i64 {
    epoch_seconds
        .saturating_add(i64::from(EAT_OFFSET_SECONDS))
        .div_euclid(86_400)
}

/// chrono's calendar: years from -262143 to 262142.
const MIN_YEAR: i32 = -262_143;
const MAX_YEAR: i32 = 262_142;
/// The first and last second chrono holds: from its first day to its last, in UTC.
const MIN_SECONDS: i64 = -8_334_601_228_800;
const MAX_SECONDS: i64 = 8_210_266_876_799;

fn is_leap(year: i32) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

fn days_in_month(year: i32, month: u32) -> u32 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days from 1970-01-01 to a day of the proleptic Gregorian calendar (H. Hinnant's algorithm).
fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year.rem_euclid(400);
    let month = i64::from(month);
    let day_of_year =
        (153 * (if month > 2 { month - 3 } else { month + 9 }) + 2) / 5 + i64::from(day) - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

/// The day of the proleptic Gregorian calendar `days` after 1970-01-01 (H. Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * mp + 2) / 5 + 1) as u32;
    let month = (if mp < 10 { mp + 3 } else { mp - 9 }) as u32;
    let year = year_of_era + era * 400;
    (if month <= 2 { year + 1 } else { year }, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    proptest::proptest! {
        #[test]
        fn iso_date_is_the_format(year in proptest::prelude::any::<i32>(), month in 0u32..100, day in 0u32..100) {
            proptest::prop_assert_eq!(iso_date(year, month, day), format!("{year:04}-{month:02}-{day:02}"));
        }
    }

    #[test]
    fn shows_nairobi_dates() {
        // 2026-11-21T21:30:00Z is already the 22nd in Nairobi.
        assert_eq!(format_date(1_795_296_600), "22/11/2026");
        assert_eq!(format_date_time(1_795_296_600), "22/11/2026 00:30");
        assert_eq!(nairobi_date_parts(1_795_296_600), Some((2026, 11, 22, 6)));
    }

    #[test]
    fn nairobi_day_numbers_turn_at_nairobi_midnight() {
        let midnight = nairobi_midnight(2026, 11, 22).expect("a day");
        assert_eq!(
            nairobi_day_number(midnight),
            nairobi_day_number(midnight - 1) + 1
        );
        assert_eq!(
            nairobi_day_number(midnight),
            nairobi_day_number(midnight + 86_399)
        );
        // 1970-01-01 03:00 UTC is the start of day 1 in Nairobi.
        assert_eq!(nairobi_day_number(0), 0);
        assert_eq!(nairobi_day_number(21 * 3600), 1);
        assert_eq!(nairobi_day_number(-3 * 3600 - 1), -1);
        assert_eq!(nairobi_day_number(i64::MAX), i64::MAX / 86_400);
    }

    /// chrono's midnight and day, for the calendar written out above.
    fn chrono_midnight(year: i32, month: u32, day: u32) -> Option<i64> {
        let local = NaiveDate::from_ymd_opt(year, month, day)?.and_hms_opt(0, 0, 0)?;
        eat()
            .from_local_datetime(&local)
            .single()
            .map(|t| t.timestamp())
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(20_000))]

        #[test]
        fn the_calendar_is_chronos(
            year in prop_oneof_years(),
            month in 0u32..14,
            day in 0u32..33,
            seconds in prop_oneof_seconds(),
        ) {
            proptest::prop_assert_eq!(nairobi_midnight(year, month, day), chrono_midnight(year, month, day));
            let chrono_day = in_nairobi(seconds).map(|t| (t.year(), t.month(), t.day()));
            proptest::prop_assert_eq!(nairobi_day(seconds), chrono_day);
        }
    }

    fn prop_oneof_years() -> impl proptest::strategy::Strategy<Value = i32> {
        use proptest::prelude::*;
        prop_oneof![
            1890i32..2200,
            -300_000i32..300_000,
            -262_144i32..-262_142,
            262_141i32..262_144,
            any::<i32>()
        ]
    }

    fn prop_oneof_seconds() -> impl proptest::strategy::Strategy<Value = i64> {
        use proptest::prelude::*;
        let edge = MAX_SECONDS;
        prop_oneof![
            -5_000_000_000i64..10_000_000_000,
            -9_000_000_000_000i64..9_000_000_000_000,
            (edge - 200_000)..(edge + 200_000),
            (MIN_SECONDS - 200_000)..(MIN_SECONDS + 200_000),
            any::<i64>(),
        ]
    }

    #[test]
    fn midnight_round_trips() {
        let midnight = nairobi_midnight(2026, 11, 22).expect("valid date");
        assert_eq!(format_date_time(midnight), "22/11/2026 00:00");
        assert_eq!(nairobi_midnight(2026, 2, 30), None);
    }
}
