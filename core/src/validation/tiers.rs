//! How far the books are from the statement: the discrepancy percentage and its tier.
//!
//! percentage = |statement − books| ÷ statement × 100, to 2 decimals. When the statement side is 0
//! there is nothing to divide by: books of 0 too are no difference (0%); books above 0 have no
//! percentage and take the highest tier (the books show money the statement never saw).
//!
//! The tiers: none (the amounts are equal to the cent), under 2%, 2% to 5%, over 5% (up to 9%) and
//! over 9%. The issue names none, under 2%, over 5% and over 9%; the gap from 2% to 5% is a tier of
//! its own so that every percentage has exactly one: 2.00% and 5.00% fall in it, "over" means
//! strictly above. The tier is taken from the percentage as shown (2 decimals), so what is shown
//! and its tier agree; an amount off by less than 0.005% shows 0.00% yet is "under 2%", not "none".

use rust_decimal::Decimal;

use super::messages;

/// Below this percentage a difference is "under 2%".
pub const UNDER_TWO_BELOW: Decimal = Decimal::from_parts(2, 0, 0, false, 0);
/// Above this percentage a difference is "over 5%"; from `UNDER_TWO_BELOW` up to it, "2% to 5%".
pub const OVER_FIVE_ABOVE: Decimal = Decimal::from_parts(5, 0, 0, false, 0);
/// Above this percentage a difference is "over 9%".
pub const OVER_NINE_ABOVE: Decimal = Decimal::from_parts(9, 0, 0, false, 0);

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Tier {
    None,
    UnderTwo,
    TwoToFive,
    OverFive,
    OverNine,
}

impl Tier {
    /// The tier of a percentage as shown (2 decimals), for amounts that differ.
    pub fn of_difference(percent: Decimal) -> Tier {
        if percent < UNDER_TWO_BELOW {
            Tier::UnderTwo
        } else if percent <= OVER_FIVE_ABOVE {
            Tier::TwoToFive
        } else if percent <= OVER_NINE_ABOVE {
            Tier::OverFive
        } else {
            Tier::OverNine
        }
    }

    /// Its name (English; `messages::in_language` gives the Swahili).
    /// Its name on the wire (the phone shows `label`, translated).
    pub fn wire(self) -> &'static str {
        match self {
            Tier::None => "none",
            Tier::UnderTwo => "under2",
            Tier::TwoToFive => "twoToFive",
            Tier::OverFive => "over5",
            Tier::OverNine => "over9",
        }
    }

    pub fn from_wire(name: &str) -> Option<Tier> {
        [
            Tier::None,
            Tier::UnderTwo,
            Tier::TwoToFive,
            Tier::OverFive,
            Tier::OverNine,
        ]
        .into_iter()
        .find(|tier| tier.wire() == name)
    }

    pub fn label(self) -> &'static str {
        match self {
            Tier::None => messages::TIER_NONE,
            Tier::UnderTwo => messages::TIER_UNDER_TWO,
            Tier::TwoToFive => messages::TIER_TWO_TO_FIVE,
            Tier::OverFive => messages::TIER_OVER_FIVE,
            Tier::OverNine => messages::TIER_OVER_NINE,
        }
    }
}

/// One side of a month compared: the statement's sum, the books' sum, the percentage (None when
/// the statement side is 0 and the books' is not) and the tier.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Discrepancy {
    pub statement: Decimal,
    pub books: Decimal,
    pub percent: Option<Decimal>,
    pub tier: Tier,
}

/// The statement's sum against the books'.
pub fn discrepancy(statement: Decimal, books: Decimal) -> Discrepancy {
    let (percent, tier) = if statement == books {
        (Some(Decimal::ZERO), Tier::None)
    } else if statement.is_zero() {
        (None, Tier::OverNine)
    } else {
        let percent =
            ((statement - books).abs() * Decimal::ONE_HUNDRED / statement.abs()).round_dp(2);
        (Some(percent), Tier::of_difference(percent))
    };
    Discrepancy {
        statement,
        books,
        percent,
        tier,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(text: &str) -> Decimal {
        text.parse().expect("a decimal")
    }

    fn tier(statement: &str, books: &str) -> (Option<Decimal>, Tier) {
        let found = discrepancy(d(statement), d(books));
        (found.percent, found.tier)
    }

    #[test]
    fn the_boundaries_fall_as_documented() {
        assert_eq!(tier("1000", "1000"), (Some(d("0")), Tier::None));
        assert_eq!(
            tier("100000", "99999.99"),
            (Some(d("0.00")), Tier::UnderTwo)
        );
        assert_eq!(tier("1000", "980.01"), (Some(d("2.00")), Tier::TwoToFive));
        assert_eq!(tier("1000", "1019.90"), (Some(d("1.99")), Tier::UnderTwo));
        assert_eq!(tier("1000", "1050"), (Some(d("5.00")), Tier::TwoToFive));
        assert_eq!(tier("1000", "1050.10"), (Some(d("5.01")), Tier::OverFive));
        assert_eq!(tier("1000", "910"), (Some(d("9.00")), Tier::OverFive));
        assert_eq!(tier("1000", "909.90"), (Some(d("9.01")), Tier::OverNine));
        assert_eq!(tier("1000", "0"), (Some(d("100.00")), Tier::OverNine));
    }

    #[test]
    fn each_tier_has_its_wire_name() {
        let all = [
            Tier::None,
            Tier::UnderTwo,
            Tier::TwoToFive,
            Tier::OverFive,
            Tier::OverNine,
        ];
        let names: Vec<&str> = all.iter().map(|t| t.wire()).collect();
        assert_eq!(names, ["none", "under2", "twoToFive", "over5", "over9"]);
        for tier in all {
            assert_eq!(Tier::from_wire(tier.wire()), Some(tier));
        }
        assert_eq!(Tier::from_wire("None"), None);
    }

    #[test]
    fn an_empty_statement_side_is_defined() {
        assert_eq!(tier("0", "0"), (Some(Decimal::ZERO), Tier::None));
        assert_eq!(tier("0", "10"), (None, Tier::OverNine));
    }
}
