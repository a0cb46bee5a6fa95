//! A trainee's figures (spec 002 sections 3.5, 4.5 and 9): the share of assignments submitted (2
//! decimals), the score card's total and percentage (14 items of weight 5: the sum over 70, times
//! 100, rounded half away from zero; a missing item counts 0) and each item's status.

use super::messages::{PENDING, SUBMITTED};
use super::model::{Progress, ScoreItems};
use rust_decimal::prelude::ToPrimitive;
use rust_decimal::{Decimal, RoundingStrategy};

/// The most an item scores.
pub const ITEM_MAX: Decimal = Decimal::from_parts(5, 0, 0, false, 0);
/// 14 items of weight 5.
pub const SCORE_MAX: Decimal = Decimal::from_parts(70, 0, 0, false, 0);

fn two_decimals(value: Decimal) -> Decimal {
    value.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero)
}

/// `submitted` of `total` (more submitted than exist counts as all); percent 0 when there is none.
pub fn progress(submitted: u32, total: u32) -> Progress {
    let submitted = submitted.min(total);
    let percent = if total == 0 {
        Decimal::ZERO
    } else {
        two_decimals(Decimal::from(submitted) * Decimal::ONE_HUNDRED / Decimal::from(total))
    };
    Progress {
        submitted,
        total,
        percent,
    }
}

/// An item within its scale (0 to 5).
pub fn clamp_item(score: Decimal) -> Decimal {
    score.clamp(Decimal::ZERO, ITEM_MAX)
}

/// The sum of the items, each kept within 0 to 5.
pub fn score_total(items: &ScoreItems) -> Decimal {
    items.values().into_iter().flatten().map(clamp_item).sum()
}

/// The total as a whole percentage of 70.
pub fn score_percentage(items: &ScoreItems) -> u32 {
    (score_total(items) * Decimal::ONE_HUNDRED / SCORE_MAX)
        .round_dp_with_strategy(0, RoundingStrategy::MidpointAwayFromZero)
        .to_u32()
        .unwrap_or(0)
}

/// A score item as the score page shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ItemStatus {
    Submitted,
    Pending,
}

impl ItemStatus {
    pub fn label(self) -> &'static str {
        match self {
            ItemStatus::Submitted => SUBMITTED,
            ItemStatus::Pending => PENDING,
        }
    }
}

pub fn item_status(score: Option<Decimal>) -> ItemStatus {
    if score.is_some() {
        ItemStatus::Submitted
    } else {
        ItemStatus::Pending
    }
}

/// A 0 to 100 grade (a pitch's, the business plan's) as an item of 0 to 5: grade / 20, 2 decimals.
pub fn grade_to_item(grade: u32) -> Decimal {
    two_decimals(Decimal::from(grade.min(100)) / Decimal::from(20))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn progress_to_two_decimals() {
        let p = progress(1, 3);
        assert_eq!(
            (p.submitted, p.total, p.percent),
            (1, 3, Decimal::new(3333, 2))
        );
        assert_eq!(progress(2, 3).percent, Decimal::new(6667, 2));
        assert_eq!(progress(0, 0).percent, Decimal::ZERO);
        assert_eq!(progress(5, 4).percent, Decimal::ONE_HUNDRED);
        assert_eq!(progress(5, 4).submitted, 4);
    }

    #[test]
    fn the_score_card() {
        let mut items = ScoreItems::default();
        assert_eq!(score_total(&items), Decimal::ZERO);
        assert_eq!(score_percentage(&items), 0);
        items.pitch1 = Some(Decimal::from(5));
        items.mentor = Some(Decimal::new(25, 1));
        assert_eq!(score_total(&items), Decimal::new(75, 1));
        // 7.5 / 70 = 10.71…%
        assert_eq!(score_percentage(&items), 11);
        // 0.35 / 70 = 0.5% exactly: half away from zero.
        let half = ScoreItems {
            trainer: Some(Decimal::new(35, 2)),
            ..ScoreItems::default()
        };
        assert_eq!(score_percentage(&half), 1);
        let out_of_scale = ScoreItems {
            trainer: Some(Decimal::from(9)),
            mentor: Some(Decimal::from(-2)),
            ..ScoreItems::default()
        };
        assert_eq!(score_total(&out_of_scale), Decimal::from(5));
    }

    #[test]
    fn item_statuses_and_grades() {
        assert_eq!(item_status(Some(Decimal::ZERO)), ItemStatus::Submitted);
        assert_eq!(item_status(None).label(), "Pending");
        assert_eq!(grade_to_item(100), Decimal::from(5));
        assert_eq!(grade_to_item(73), Decimal::new(365, 2));
        assert_eq!(grade_to_item(250), Decimal::from(5));
    }

    fn item() -> impl Strategy<Value = Option<Decimal>> {
        proptest::option::of((-100i64..700).prop_map(|n| Decimal::new(n, 2)))
    }

    proptest! {
        #[test]
        fn progress_stays_within_a_hundred(submitted in any::<u32>(), total in any::<u32>()) {
            let p = progress(submitted, total);
            prop_assert!(p.submitted <= p.total);
            prop_assert!(p.percent >= Decimal::ZERO && p.percent <= Decimal::ONE_HUNDRED);
            prop_assert!(p.percent.scale() <= 2);
        }

        #[test]
        fn the_percentage_stays_within_a_hundred(values in proptest::collection::vec(item(), 14)) {
            let items = ScoreItems {
                pitch1: values[0], pitch2: values[1], pitch_growth: values[2],
                confidence1: values[3], confidence2: values[4], confidence_growth: values[5],
                computer_literacy_growth: values[6], business_acumen_growth: values[7],
                business_plan: values[8], trainer: values[9], mentor: values[10],
                baseline_survey: values[11], post_training_survey: values[12],
                average_growth: values[13],
            };
            let total = score_total(&items);
            prop_assert!(total >= Decimal::ZERO && total <= SCORE_MAX);
            prop_assert!(score_percentage(&items) <= 100);
        }

        #[test]
        fn grades_become_items_of_at_most_five(grade in any::<u32>()) {
            let item = grade_to_item(grade);
            prop_assert!(item >= Decimal::ZERO && item <= ITEM_MAX);
        }
    }
}
