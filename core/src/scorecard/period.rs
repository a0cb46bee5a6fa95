//! The days and moments the server needs to gather a quarter's figures, so that no rule about
//! them is written again in SQL: the quarter's last day, its `as_of` day, the 12 months the books
//! are read for, the deadline of a month's records and the quarter that last closed.

use chrono::{Datelike, NaiveDate};

use super::inputs::YearMonth;
use super::measures::{previous_month, quarter_months};
use crate::time::nairobi_midnight;

/// The last day of a quarter (1 to 4); None for another quarter number or a year out of range.
pub fn quarter_end(year: i32, quarter: u32) -> Option<NaiveDate> {
    if !(1..=4).contains(&quarter) {
        return None;
    }
    let (next_year, next_month) = if quarter == 4 {
        (year.checked_add(1)?, 1)
    } else {
        (year, quarter * 3 + 1)
    };
    NaiveDate::from_ymd_opt(next_year, next_month, 1)?.pred_opt()
}

/// The day a quarter's figures are counted up to: its last day, or `today` when it is not over.
pub fn as_of(year: i32, quarter: u32, today: NaiveDate) -> Option<NaiveDate> {
    quarter_end(year, quarter).map(|end| end.min(today))
}

/// The 12 months whose books the scorecard reads, oldest first: those ending with the quarter's
/// last month.
pub fn book_months(year: i32, quarter: u32) -> Vec<YearMonth> {
    let mut month = quarter_months(year, quarter)[2];
    let mut months = vec![month];
    for _ in 1..12 {
        month = previous_month(month);
        months.push(month);
    }
    months.reverse();
    months
}

/// The moment a month's records stop being on time (epoch seconds): midnight in Nairobi at the
/// start of the 11th of the next month. A record is on time when it was created before it.
pub fn on_time_until((year, month): YearMonth) -> Option<i64> {
    let (year, month) = if month >= 12 {
        (year.checked_add(1)?, 1)
    } else {
        (year, month + 1)
    };
    nairobi_midnight(year, month, 11)
}

/// The quarter that closed last on `today`: the one the background job computes.
pub fn last_closed_quarter(today: NaiveDate) -> (i32, u32) {
    let current = super::bands::quarter_of_month(today.month());
    if current == 1 {
        (today.year() - 1, 4)
    } else {
        (today.year(), current - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time::nairobi_day;

    fn day(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").expect("a day")
    }

    #[test]
    fn quarter_days() {
        assert_eq!(quarter_end(2026, 1), Some(day("2026-03-31")));
        assert_eq!(quarter_end(2026, 2), Some(day("2026-06-30")));
        assert_eq!(quarter_end(2026, 3), Some(day("2026-09-30")));
        assert_eq!(quarter_end(2026, 4), Some(day("2026-12-31")));
        assert_eq!(quarter_end(2026, 5), None);
        assert_eq!(as_of(2026, 3, day("2026-08-15")), Some(day("2026-08-15")));
        assert_eq!(as_of(2026, 2, day("2026-08-15")), Some(day("2026-06-30")));
        assert_eq!(last_closed_quarter(day("2026-01-01")), (2025, 4));
        assert_eq!(last_closed_quarter(day("2026-08-15")), (2026, 2));
    }

    #[test]
    fn twelve_months_of_books() {
        let months = book_months(2026, 1);
        assert_eq!(months.len(), 12);
        assert_eq!(months.first(), Some(&(2025, 4)));
        assert_eq!(months.last(), Some(&(2026, 3)));
    }

    #[test]
    fn records_are_on_time_until_the_11th_in_nairobi() {
        let until = on_time_until((2026, 12)).expect("a moment");
        assert_eq!(nairobi_day(until), Some((2027, 1, 11)));
        assert_eq!(nairobi_day(until - 1), Some((2027, 1, 10)));
        let july = on_time_until((2026, 7)).expect("a moment");
        assert_eq!(nairobi_day(july), Some((2026, 8, 11)));
    }
}
