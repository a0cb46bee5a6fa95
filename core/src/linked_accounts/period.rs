//! The days a transaction history or a statement covers, in Nairobi: a history is asked `from` and
//! `to` (`yyyy-mm-dd`, both included; the last 90 days by default, at most 12 months, never after
//! today), a statement a number of months ending today (`6` or `last6months`, 1 to 12).

use chrono::{Datelike, Days, Months, NaiveDate};

use super::messages::{
    DATE_UNREADABLE, FROM_AFTER_TO, RANGE_TOO_LONG, STATEMENT_PERIOD, TO_AFTER_TODAY,
};
use crate::time::{iso_date, nairobi_midnight};

/// The history's days when none are asked.
pub const DEFAULT_HISTORY_DAYS: u64 = 90;
/// The longest history or statement, in months.
pub const MAX_MONTHS: u32 = 12;

const MONTH_NAMES: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// From the first day to the last, both included.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    pub from: NaiveDate,
    pub to: NaiveDate,
}

fn midnight(day: NaiveDate) -> i64 {
    nairobi_midnight(day.year(), day.month(), day.day()).unwrap_or(0)
}

impl Period {
    /// Epoch seconds of the first day's start and of the day after the last (excluded).
    pub fn bounds(&self) -> (i64, i64) {
        (midnight(self.from), midnight(self.to) + 86_400)
    }

    /// Whether the moment `at` falls on one of the days.
    pub fn contains(&self, at: i64) -> bool {
        let (start, end) = self.bounds();
        (start..end).contains(&at)
    }

    /// `2026-03-14`.
    pub fn from_text(&self) -> String {
        iso(self.from)
    }

    pub fn to_text(&self) -> String {
        iso(self.to)
    }

    /// As a statement's header writes it: `01 Jan 2026 - 31 Dec 2026`.
    pub fn label(&self) -> String {
        format!("{} - {}", written(self.from), written(self.to))
    }
}

fn iso(day: NaiveDate) -> String {
    iso_date(day.year(), day.month(), day.day())
}

fn written(day: NaiveDate) -> String {
    let month = MONTH_NAMES[day.month0() as usize];
    format!("{:02} {month} {}", day.day(), day.year())
}

/// A day written `yyyy-mm-dd` (four, two and two digits), or None.
pub fn read_day(text: &str) -> Option<NaiveDate> {
    let text = text.trim();
    let parts: Vec<&str> = text.split('-').collect();
    let shaped = parts.len() == 3
        && [4, 2, 2]
            .iter()
            .zip(&parts)
            .all(|(width, part)| part.len() == *width && part.bytes().all(|b| b.is_ascii_digit()));
    if !shaped {
        return None;
    }
    NaiveDate::from_ymd_opt(
        parts[0].parse().ok()?,
        parts[1].parse().ok()?,
        parts[2].parse().ok()?,
    )
}

fn asked(text: Option<&str>) -> Result<Option<NaiveDate>, &'static str> {
    match text.map(str::trim).filter(|t| !t.is_empty()) {
        None => Ok(None),
        Some(text) => read_day(text).map(Some).ok_or(DATE_UNREADABLE),
    }
}

/// The history's period: `to` today unless asked, `from` 90 days before it (both included) unless
/// asked; refused when unreadable, backwards, after today or longer than 12 months (the start
/// earlier than the same day 12 months before the end).
pub fn history_period(
    from: Option<&str>,
    to: Option<&str>,
    today: NaiveDate,
) -> Result<Period, &'static str> {
    let (from, to) = (asked(from)?, asked(to)?);
    let to = to.unwrap_or(today);
    let from = match from {
        Some(from) => from,
        None => to
            .checked_sub_days(Days::new(DEFAULT_HISTORY_DAYS - 1))
            .ok_or(DATE_UNREADABLE)?,
    };
    if to > today {
        return Err(TO_AFTER_TODAY);
    }
    if from > to {
        return Err(FROM_AFTER_TO);
    }
    let earliest = to
        .checked_sub_months(Months::new(MAX_MONTHS))
        .ok_or(RANGE_TOO_LONG)?;
    if from < earliest {
        return Err(RANGE_TOO_LONG);
    }
    Ok(Period { from, to })
}

/// The months a statement covers, from `6` or `last6months` (any case; `last1month` too).
pub fn statement_months(param: &str) -> Result<u32, &'static str> {
    let text = param.trim().to_ascii_lowercase();
    let number = text
        .strip_prefix("last")
        .and_then(|rest| {
            rest.strip_suffix("months")
                .or_else(|| rest.strip_suffix("month"))
        })
        .unwrap_or(&text);
    let plain =
        !number.is_empty() && number.len() <= 2 && number.bytes().all(|b| b.is_ascii_digit());
    match number.parse::<u32>() {
        Ok(months) if plain && (1..=MAX_MONTHS).contains(&months) => Ok(months),
        _ => Err(STATEMENT_PERIOD),
    }
}

/// The last `months` months up to today: from the day after the same day `months` months before.
pub fn statement_period(months: u32, today: NaiveDate) -> Period {
    let from = today
        .checked_sub_months(Months::new(months))
        .and_then(|day| day.checked_add_days(Days::new(1)))
        .unwrap_or(today);
    Period { from, to: today }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        read_day(text).expect("a day")
    }

    #[test]
    fn the_history_defaults_to_the_last_90_days() {
        let today = day("2026-11-27");
        let period = history_period(None, None, today).expect("default");
        assert_eq!(period.from_text(), "2026-08-30");
        assert_eq!(period.to_text(), "2026-11-27");
        assert_eq!((period.to - period.from).num_days() + 1, 90);
        let only_to = history_period(Some(""), Some("2026-06-30"), today).expect("to only");
        assert_eq!(only_to.from_text(), "2026-04-02");
        let only_from = history_period(Some("2026-11-01"), None, today).expect("from only");
        assert_eq!(only_from.to, today);
    }

    #[test]
    fn the_history_is_refused_with_its_message() {
        let today = day("2026-11-27");
        let refused = |from, to| history_period(Some(from), Some(to), today).err();
        assert_eq!(refused("2026/01/01", "2026-02-01"), Some(DATE_UNREADABLE));
        assert_eq!(refused("2026-02-30", "2026-03-01"), Some(DATE_UNREADABLE));
        assert_eq!(refused("2026-3-1", "2026-03-10"), Some(DATE_UNREADABLE));
        assert_eq!(refused("2026-03-10", "2026-03-01"), Some(FROM_AFTER_TO));
        assert_eq!(refused("2026-11-01", "2026-11-28"), Some(TO_AFTER_TODAY));
        assert_eq!(refused("2025-11-26", "2026-11-27"), Some(RANGE_TOO_LONG));
        assert!(refused("2025-11-27", "2026-11-27").is_none());
        assert!(refused("2026-11-27", "2026-11-27").is_none());
    }

    #[test]
    fn statement_periods_are_months_up_to_today() {
        for (param, months) in [
            ("6", 6),
            ("last6months", 6),
            ("LAST12MONTHS", 12),
            ("last1month", 1),
            ("01", 1),
        ] {
            assert_eq!(statement_months(param), Ok(months), "{param}");
        }
        for param in [
            "0",
            "13",
            "last0months",
            "six",
            "",
            "last6",
            "-1",
            "+6",
            "100",
        ] {
            assert_eq!(statement_months(param), Err(STATEMENT_PERIOD), "{param}");
        }
        let period = statement_period(6, day("2026-11-27"));
        assert_eq!(period.from_text(), "2026-05-28");
        assert_eq!(period.label(), "28 May 2026 - 27 Nov 2026");
        let end_of_month = statement_period(1, day("2026-03-31"));
        assert_eq!(end_of_month.from_text(), "2026-03-01");
        // A 12-month statement is a history the rules accept.
        let year = statement_period(12, day("2026-11-27"));
        assert!(history_period(
            Some(&year.from_text()),
            Some(&year.to_text()),
            day("2026-11-27")
        )
        .is_ok());
    }

    #[test]
    fn bounds_are_nairobi_days() {
        let period = Period {
            from: day("2026-01-01"),
            to: day("2026-01-01"),
        };
        let (start, end) = period.bounds();
        assert_eq!(end - start, 86_400);
        assert_eq!(start, nairobi_midnight(2026, 1, 1).expect("midnight"));
        assert!(period.contains(start) && !period.contains(end) && period.contains(end - 1));
    }
}
