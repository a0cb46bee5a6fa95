//! The onboarding deadline and the countdown to it. Times are epoch seconds; a duration is the same
//! in every time zone, so the countdown needs no Africa/Nairobi offset (the deadline's date is shown
//! in Nairobi time by `time::format_date`).

pub const DEADLINE_DAYS: i64 = 90;
const DAY: i64 = 86_400;

/// How long the welcome page waits for the hub set-up before reloading (spec 9: 180000 ms). Ours
/// answers in seconds; this stays only as the fallback.
pub const SETUP_FALLBACK_RELOAD_MS: u32 = 180_000;

/// The cohort's deadline when it sets one, else 90 days from the person's enrolment.
pub fn deadline(enrolled_at: i64, cohort_deadline: Option<i64>) -> i64 {
    cohort_deadline.unwrap_or_else(|| enrolled_at.saturating_add(DEADLINE_DAYS * DAY))
}

/// Past the deadline: from the deadline's own second on.
pub fn is_past(now: i64, deadline: i64) -> bool {
    now >= deadline
}

/// What the header counts down: whole days, then hours and minutes of the day that remains.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TimeLeft {
    pub days: i64,
    pub hours: i64,
    pub mins: i64,
}

/// The time from `now` to `deadline`, cut down to the minute; zero once it has passed.
pub fn time_left(now: i64, deadline: i64) -> TimeLeft {
    let left = deadline.saturating_sub(now).max(0);
    TimeLeft {
        days: left / DAY,
        hours: left % DAY / 3600,
        mins: left % 3600 / 60,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn ninety_days_unless_the_cohort_says() {
        assert_eq!(deadline(1_000, None), 1_000 + 90 * DAY);
        assert_eq!(deadline(1_000, Some(5_000)), 5_000);
        assert!(!is_past(4_999, 5_000));
        assert!(is_past(5_000, 5_000));
    }

    #[test]
    fn days_hours_and_minutes() {
        let left = 2 * DAY + 5 * 3600 + 7 * 60 + 59;
        assert_eq!(
            time_left(100, 100 + left),
            TimeLeft {
                days: 2,
                hours: 5,
                mins: 7
            }
        );
        assert_eq!(time_left(200, 100), TimeLeft::default());
        assert_eq!(time_left(i64::MIN, i64::MAX).days, i64::MAX / DAY);
    }

    proptest! {
        #[test]
        fn the_countdown_never_exceeds_the_time_left(now in -1i64 << 40..1i64 << 40, span in 0i64..1 << 32) {
            let t = time_left(now, now + span);
            prop_assert!((0..24).contains(&t.hours) && (0..60).contains(&t.mins));
            let counted = t.days * DAY + t.hours * 3600 + t.mins * 60;
            prop_assert!(counted <= span && span - counted < 60);
        }
    }
}
