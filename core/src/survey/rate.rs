//! The response rate the acceleration team reads per cohort and hub: of the people expected to fill
//! a survey in a quarter (those enrolled in the cohort and hub), the share who did. A person who
//! answered but is not among the expected is not counted, so the rate never passes 100%.

use rust_decimal::Decimal;

/// Responded and expected people of one group, and the rate as a percentage to 2 decimals (None
/// when nobody is expected).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResponseRate {
    pub responded: u64,
    pub expected: u64,
    pub percent: Option<Decimal>,
}

/// The rate of `responded` out of `expected` (`responded` is capped at `expected`).
pub fn response_rate(responded: u64, expected: u64) -> ResponseRate {
    let responded = responded.min(expected);
    let percent = (expected > 0).then(|| {
        (Decimal::from(responded) * Decimal::ONE_HUNDRED / Decimal::from(expected))
            .round_dp(2)
            .normalize()
    });
    ResponseRate {
        responded,
        expected,
        percent,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn shares_to_two_decimals() {
        assert_eq!(response_rate(1, 3).percent, Some(Decimal::new(3333, 2)));
        assert_eq!(response_rate(2, 3).percent, Some(Decimal::new(6667, 2)));
        assert_eq!(response_rate(4, 4).percent, Some(Decimal::ONE_HUNDRED));
        assert_eq!(response_rate(0, 5).percent, Some(Decimal::ZERO));
        assert_eq!(response_rate(0, 0).percent, None);
        assert_eq!(response_rate(3, 0).responded, 0);
    }

    proptest! {
        #[test]
        fn never_above_a_hundred(responded in 0u64..10_000, expected in 0u64..10_000) {
            let rate = response_rate(responded, expected);
            prop_assert!(rate.responded <= rate.expected);
            if let Some(p) = rate.percent {
                prop_assert!(p >= Decimal::ZERO && p <= Decimal::ONE_HUNDRED);
            }
        }
    }
}
