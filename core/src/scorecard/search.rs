//! The scorecard search (spec 4.5 and 5): the years and quarters offered, the default choice,
//! and the search's checks in the spec's order.
//!
//! The spec's "the year list is the last 5 years, or 6 when in Q1 (starting from the previous
//! year in Q1)" is read as: outside Q1, this year and the four before (5 years, this year first);
//! in Q1 this year has no past quarter, so the list starts from the previous year and holds six
//! (the previous year and the five before it). Quarters offered are past quarters only: this
//! year's quarters before the current one, all four for earlier years. The default is the latest
//! past quarter.

use std::collections::BTreeMap;

use chrono::{Datelike, NaiveDate};
use serde::Serialize;

use super::bands::quarter_of_month;
use super::messages::{
    QUARTER_NOT_OFFERED, SELECT_BUSINESS, SELECT_QUARTER, SELECT_YEAR, YEAR_NOT_OFFERED,
};
use super::Problem;

/// What the search offers on `today` (`GET /api/scorecard/options`' years, quarters, year and
/// quarter).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SearchOptions {
    /// Newest first.
    pub years: Vec<i32>,
    /// The quarters offered for each year, by the year as text (`"2026": [1, 2, 3]`).
    pub quarters: BTreeMap<String, Vec<u32>>,
    /// The default choice: the latest past quarter.
    pub year: i32,
    pub quarter: u32,
}

impl SearchOptions {
    pub fn quarters_of(&self, year: i32) -> &[u32] {
        self.quarters
            .get(&year.to_string())
            .map_or(&[], Vec::as_slice)
    }
}

pub fn search_options(today: NaiveDate) -> SearchOptions {
    let year = today.year();
    let current = quarter_of_month(today.month());
    let years: Vec<i32> = if current == 1 {
        (1..=6).map(|back| year - back).collect()
    } else {
        (0..5).map(|back| year - back).collect()
    };
    let quarters = years
        .iter()
        .map(|y| {
            let offered: Vec<u32> = if *y == year {
                (1..current).collect()
            } else {
                (1..=4).collect()
            };
            (y.to_string(), offered)
        })
        .collect();
    let (year, quarter) = if current == 1 {
        (year - 1, 4)
    } else {
        (year, current - 1)
    };
    SearchOptions {
        years,
        quarters,
        year,
        quarter,
    }
}

/// The search's checks in the spec's order (business, year, quarter), then a year or quarter
/// the search does not offer. The chosen (year, quarter).
pub fn check_search(
    business: Option<&str>,
    year: Option<i32>,
    quarter: Option<u32>,
    today: NaiveDate,
) -> Result<(i32, u32), Problem> {
    if business.is_none_or(|b| b.trim().is_empty()) {
        return Err(Problem::new("businessId", SELECT_BUSINESS));
    }
    let year = year.ok_or(Problem::new("year", SELECT_YEAR))?;
    let quarter = quarter.ok_or(Problem::new("quarter", SELECT_QUARTER))?;
    let options = search_options(today);
    if !options.years.contains(&year) {
        return Err(Problem::new("year", YEAR_NOT_OFFERED));
    }
    if !options.quarters_of(year).contains(&quarter) {
        return Err(Problem::new("quarter", QUARTER_NOT_OFFERED));
    }
    Ok((year, quarter))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").expect("a day")
    }

    #[test]
    fn in_q1_six_years_from_the_previous_year() {
        let options = search_options(day("2026-02-10"));
        assert_eq!(options.years, [2025, 2024, 2023, 2022, 2021, 2020]);
        assert!(options
            .years
            .iter()
            .all(|y| options.quarters_of(*y) == [1, 2, 3, 4]));
        assert_eq!(options.quarters_of(2026), [] as [u32; 0]);
        assert_eq!((options.year, options.quarter), (2025, 4));
    }

    #[test]
    fn in_q3_five_years_and_this_years_past_quarters() {
        let options = search_options(day("2026-08-15"));
        assert_eq!(options.years, [2026, 2025, 2024, 2023, 2022]);
        assert_eq!(options.quarters_of(2026), [1, 2]);
        assert_eq!(options.quarters_of(2025), [1, 2, 3, 4]);
        assert_eq!((options.year, options.quarter), (2026, 2));
        let json = serde_json::to_value(&options).expect("json");
        assert_eq!(json["quarters"]["2026"], serde_json::json!([1, 2]));
        assert_eq!(json["year"], 2026);
        // The last day of a quarter is still in it; the next day the quarter is past.
        assert_eq!(search_options(day("2026-09-30")).quarters_of(2026), [1, 2]);
        assert_eq!(
            search_options(day("2026-10-01")).quarters_of(2026),
            [1, 2, 3]
        );
    }

    #[test]
    fn the_checks_in_the_spec_order() {
        let today = day("2026-08-15");
        let check = |b: Option<&str>, y, q| check_search(b, y, q, today).map_err(|p| p.message);
        assert_eq!(check(None, None, None), Err(SELECT_BUSINESS));
        assert_eq!(check(Some(" "), Some(2026), Some(1)), Err(SELECT_BUSINESS));
        assert_eq!(check(Some("b1"), None, None), Err(SELECT_YEAR));
        assert_eq!(check(Some("b1"), Some(2026), None), Err(SELECT_QUARTER));
        assert_eq!(
            check(Some("b1"), Some(2019), Some(1)),
            Err(YEAR_NOT_OFFERED)
        );
        assert_eq!(
            check(Some("b1"), Some(2026), Some(3)),
            Err(QUARTER_NOT_OFFERED)
        );
        assert_eq!(
            check(Some("b1"), Some(2026), Some(5)),
            Err(QUARTER_NOT_OFFERED)
        );
        assert_eq!(check(Some("b1"), Some(2026), Some(2)), Ok((2026, 2)));
        assert_eq!(check(Some("b1"), Some(2022), Some(4)), Ok((2022, 4)));
    }
}
