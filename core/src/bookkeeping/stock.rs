//! Stock levels, computed from events and never stored (spec 002 section 3.1 and the design's sync
//! rule): remaining stock = starting quantity + stocked − units sold. Two phones recording sales of
//! the same variant offline both count, whatever order they sync in.

use rust_decimal::Decimal;

use super::wire::decimal_from_wire;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct StockLevel {
    pub starting: Decimal,
    pub stocked: Decimal,
    pub sold: Decimal,
    /// May be negative: sales recorded before their stock was.
    pub remaining: Decimal,
}

/// The level of one variant from its starting quantity, its stockings and the quantities sold.
pub fn stock_level(
    starting: Decimal,
    stocked: impl IntoIterator<Item = Decimal>,
    sold: impl IntoIterator<Item = Decimal>,
) -> StockLevel {
    let stocked: Decimal = stocked.into_iter().sum();
    let sold: Decimal = sold.into_iter().sum();
    StockLevel {
        starting,
        stocked,
        sold,
        remaining: starting + stocked - sold,
    }
}

/// The same from quantities as sent on the wire (the phone's numbers).
pub fn stock_level_from_wire(starting: f64, stocked: &[f64], sold: &[f64]) -> StockLevel {
    let read = |q: &f64| decimal_from_wire(*q).unwrap_or_default();
    stock_level(
        read(&starting),
        stocked.iter().map(read),
        sold.iter().map(read),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remaining_is_starting_plus_stocked_minus_sold() {
        let level = stock_level_from_wire(10.0, &[5.0, 2.5], &[3.0, 0.1, 0.2]);
        assert_eq!(level.stocked, Decimal::new(75, 1));
        assert_eq!(level.sold, Decimal::new(33, 1));
        assert_eq!(level.remaining, Decimal::new(142, 1));
        let oversold = stock_level(Decimal::ZERO, [], [Decimal::ONE]);
        assert_eq!(oversold.remaining, Decimal::NEGATIVE_ONE);
    }
}
