//! The quarter a moment falls in, in Nairobi (spec 001 section 9: the ceiling of month / 3), and the
//! once-a-quarter rule (section 4.4: the survey is filled once per quarter).

use super::catalogue::INVALID_DATA;
use crate::time::{nairobi_day, nairobi_midnight};

pub const SURVEY_NOT_OPEN: &str =
    "Error Occured Survey is not open. Check back at the end of the quarter";
pub const ALREADY_SUBMITTED: &str =
    "You have already filled in this survey this quarter. Check back next quarter";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Quarter {
    pub year: i32,
    /// 1 to 4.
    pub quarter: u32,
}

impl Quarter {
    /// The quarter of a month (1 to 12): the ceiling of month / 3.
    pub fn of_month(year: i32, month: u32) -> Option<Quarter> {
        (1..=12).contains(&month).then_some(Quarter {
            year,
            quarter: month.div_ceil(3),
        })
    }

    /// The quarter of a moment in Nairobi; None for a time out of range.
    pub fn of(epoch_seconds: i64) -> Option<Quarter> {
        let (year, month, _) = nairobi_day(epoch_seconds)?;
        Quarter::of_month(year, month)
    }

    /// Epoch seconds of its first midnight in Nairobi.
    pub fn start(self) -> Option<i64> {
        nairobi_midnight(self.year, self.quarter * 3 - 2, 1)
    }

    pub fn next(self) -> Quarter {
        if self.quarter >= 4 {
            Quarter {
                year: self.year + 1,
                quarter: 1,
            }
        } else {
            Quarter {
                year: self.year,
                quarter: self.quarter + 1,
            }
        }
    }

    /// `2026 Q2`.
    pub fn label(self) -> String {
        [self.year.to_string(), " Q".into(), self.quarter.to_string()].concat()
    }
}

/// Whether a person may submit a survey `now`: it must be open, and none of their earlier
/// submissions of it (`earlier`, epoch seconds) may fall in the same quarter. The quarter the
/// submission counts for; or the message.
pub fn may_submit(now: i64, open: bool, earlier: &[i64]) -> Result<Quarter, &'static str> {
    let quarter = Quarter::of(now).ok_or(INVALID_DATA)?;
    if !open {
        return Err(SURVEY_NOT_OPEN);
    }
    if earlier.iter().any(|&t| Quarter::of(t) == Some(quarter)) {
        return Err(ALREADY_SUBMITTED);
    }
    Ok(quarter)
}

/// How far before its arrival a submission filled in offline may have been made (a quarter and a
/// day), and how far the phone's clock may run ahead of the server's.
pub const OFFLINE_MAX_SECONDS: i64 = 92 * 86_400;
pub const CLOCK_SKEW_SECONDS: i64 = 5 * 60;

/// The moment a submission counts for: the phone's submit time (`updatedAt`) when it is plausible
/// (not after its arrival beyond the clock skew, not older than `OFFLINE_MAX_SECONDS`), so a survey
/// filled in offline on 31 March counts for Q1 even when it arrives in April; otherwise the arrival.
pub fn counted_at(submitted_at: Option<i64>, received_at: i64) -> i64 {
    match submitted_at {
        Some(t)
            if t <= received_at.saturating_add(CLOCK_SKEW_SECONDS)
                && t >= received_at.saturating_sub(OFFLINE_MAX_SECONDS) =>
        {
            t.min(received_at)
        }
        _ => received_at,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Epoch seconds of a UTC moment.
    fn utc(year: i32, month: u32, day: u32, hour: i64) -> i64 {
        nairobi_midnight(year, month, day).expect("a day") + 3 * 3600 + hour * 3600
    }

    fn q(year: i32, quarter: u32) -> Option<Quarter> {
        Some(Quarter { year, quarter })
    }

    #[test]
    fn months_by_ceiling_of_a_third() {
        let quarters: Vec<u32> = (1..=12)
            .map(|m| Quarter::of_month(2026, m).expect("a month").quarter)
            .collect();
        assert_eq!(quarters, [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4]);
        assert_eq!(Quarter::of_month(2026, 0), None);
        assert_eq!(Quarter::of_month(2026, 13), None);
    }

    #[test]
    fn quarter_boundaries_are_in_nairobi_time() {
        // 31 March 20:59 UTC is 23:59 in Nairobi; 21:00 UTC is already 1 April.
        assert_eq!(Quarter::of(utc(2026, 3, 31, 20) + 59 * 60), q(2026, 1));
        assert_eq!(Quarter::of(utc(2026, 3, 31, 21)), q(2026, 2));
        assert_eq!(Quarter::of(utc(2026, 3, 31, 22)), q(2026, 2));
        // New Year: 31 December 21:00 UTC is 2027 Q1 in Nairobi.
        assert_eq!(Quarter::of(utc(2026, 12, 31, 20)), q(2026, 4));
        assert_eq!(Quarter::of(utc(2026, 12, 31, 21)), q(2027, 1));
        assert_eq!(Quarter::of(utc(2026, 6, 30, 21)), q(2026, 3));
        assert_eq!(Quarter::of(utc(2026, 9, 30, 21) - 1), q(2026, 3));
        assert_eq!(Quarter::of(i64::MAX), None);
    }

    #[test]
    fn starts_and_next() {
        let q2 = Quarter {
            year: 2026,
            quarter: 2,
        };
        assert_eq!(q2.start(), Some(utc(2026, 3, 31, 21)));
        assert_eq!(
            q2.next(),
            Quarter {
                year: 2026,
                quarter: 3
            }
        );
        assert_eq!(
            Quarter {
                year: 2026,
                quarter: 4
            }
            .next(),
            Quarter {
                year: 2027,
                quarter: 1
            }
        );
        assert_eq!(q2.label(), "2026 Q2");
    }

    #[test]
    fn once_a_quarter() {
        let now = utc(2026, 6, 15, 9);
        assert_eq!(
            may_submit(now, true, &[]),
            Ok(Quarter {
                year: 2026,
                quarter: 2
            })
        );
        assert_eq!(may_submit(now, false, &[]), Err(SURVEY_NOT_OPEN));
        // Filled on 1 April at 00:30 in Nairobi (31 March UTC): the same quarter.
        assert_eq!(
            may_submit(now, true, &[utc(2026, 3, 31, 21) + 1800]),
            Err(ALREADY_SUBMITTED)
        );
        // Filled on 31 March at 23:30 in Nairobi: the quarter before.
        let last_quarter = utc(2026, 3, 31, 20) + 1800;
        assert_eq!(
            may_submit(now, true, &[last_quarter]),
            Ok(Quarter {
                year: 2026,
                quarter: 2
            })
        );
        // The same quarter a year earlier is another quarter.
        assert!(may_submit(now, true, &[utc(2025, 5, 1, 9)]).is_ok());
        assert_eq!(may_submit(i64::MAX, true, &[]), Err(INVALID_DATA));
    }

    #[test]
    fn an_offline_submission_counts_when_it_was_made() {
        let march_31 = utc(2026, 3, 31, 17);
        let april_2 = utc(2026, 4, 2, 9);
        assert_eq!(counted_at(Some(march_31), april_2), march_31);
        assert_eq!(Quarter::of(counted_at(Some(march_31), april_2)), q(2026, 1));
        assert_eq!(counted_at(None, april_2), april_2);
        // A phone clock a little ahead counts as the arrival; far ahead or far behind, it is ignored.
        assert_eq!(counted_at(Some(april_2 + 60), april_2), april_2);
        assert_eq!(counted_at(Some(april_2 + 3600), april_2), april_2);
        assert_eq!(
            counted_at(Some(april_2 - OFFLINE_MAX_SECONDS - 1), april_2),
            april_2
        );
        assert_eq!(counted_at(Some(i64::MIN), i64::MIN + 5), i64::MIN);
    }

    proptest! {
        #[test]
        fn a_quarter_holds_its_moments(seconds in 0i64..5_000_000_000) {
            let quarter = Quarter::of(seconds).expect("in range");
            let start = quarter.start().expect("starts");
            let end = quarter.next().start().expect("ends");
            prop_assert!(start <= seconds && seconds < end);
            prop_assert!((1..=4).contains(&quarter.quarter));
        }
    }
}
