//! The figures a scorecard is computed from, gathered for one business or every business of a
//! quarter with a handful of set-based queries (one per source, grouped by business), never a query
//! per business: one file per source.
//!
//! - `books.rs`: DigiKua's cashflow per month (`bk_records`), the quarter and the one before;
//! - `validation.rs`: the financial validation's stored quarter (`validation_quarters`);
//! - `survey.rs`: the quarterly survey's answers and how many of the last four quarters answered;
//! - `playbook.rs`: the owner's pairs' playbook progress and the advisors' feedback days;
//! - `lms.rs`: the owner's learning cohort's class meetings in the quarter;
//! - `loans.rs`: the owner's loans with their installments and repayments;
//! - `onboarding.rs`: the owner's enrolment (hub, when);
//! - `sheet.rs`: the coach's scoring sheet.

pub mod books;
pub mod businesses;
pub mod lms;
pub mod loans;
pub mod onboarding;
pub mod playbook;
pub mod sheet;
pub mod survey;
pub mod validation;

use portal_core::survey::quarter::Quarter;
use portal_core::time::nairobi_midnight;

/// Which businesses a gathering reads: one, or those whose ids lie from `first` to `last` (a batch
/// of the job, in id order).
#[derive(Debug, Clone, Copy)]
pub enum Target<'a> {
    One(&'a str),
    Range { first: &'a str, last: &'a str },
}

impl Target<'_> {
    /// The SQL condition on `column` with the next placeholder `$n` (and `$n+1`), and the values
    /// to bind in order.
    pub fn condition(&self, column: &str, n: usize) -> (String, Vec<String>) {
        match self {
            Target::One(id) => (format!(" AND {column} = ${n}"), vec![(*id).to_owned()]),
            Target::Range { first, last } => (
                format!(" AND {column} >= ${n} AND {column} <= ${}", n + 1),
                vec![(*first).to_owned(), (*last).to_owned()],
            ),
        }
    }
}

/// The first midnight (Nairobi) of the month `back` months before the first month of `quarter`
/// (0 its own first month, negative to go back).
pub fn month_start(quarter: Quarter, offset: i32) -> Option<i64> {
    let first = quarter.year * 12 + (quarter.quarter as i32 * 3 - 3) + offset;
    let year = first.div_euclid(12);
    let month = u32::try_from(first.rem_euclid(12) + 1).ok()?;
    nairobi_midnight(year, month, 1)
}

/// The quarter `back` quarters before `quarter`.
pub fn quarter_before(quarter: Quarter, back: u32) -> Quarter {
    let index = quarter.year * 4 + quarter.quarter as i32 - 1 - back as i32;
    Quarter {
        year: index.div_euclid(4),
        quarter: (index.rem_euclid(4) + 1) as u32,
    }
}

/// The quarter's first second and the next quarter's first second (Nairobi).
pub fn quarter_bounds(quarter: Quarter) -> Option<(i64, i64)> {
    Some((month_start(quarter, 0)?, month_start(quarter, 3)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quarters_and_months_step_over_years() {
        let q1 = Quarter {
            year: 2026,
            quarter: 1,
        };
        assert_eq!(
            quarter_before(q1, 1),
            Quarter {
                year: 2025,
                quarter: 4
            }
        );
        assert_eq!(
            quarter_before(q1, 4),
            Quarter {
                year: 2025,
                quarter: 1
            }
        );
        assert_eq!(month_start(q1, -3), nairobi_midnight(2025, 10, 1));
        assert_eq!(month_start(q1, 3), nairobi_midnight(2026, 4, 1));
        let q4 = Quarter {
            year: 2026,
            quarter: 4,
        };
        assert_eq!(month_start(q4, 3), nairobi_midnight(2027, 1, 1));
    }
}
