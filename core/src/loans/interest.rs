//! The interest rate a loan gets: the fund's own yearly rate, or for a banded fund the rate of the
//! amount's band (spec 000 section 9), which differs between shilling currencies.

use rust_decimal::Decimal;

use crate::money::Currency;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FundRate {
    /// The fund's `annualInterest`, percent (0 works).
    Fixed(Decimal),
    /// The amount bands of the loan interest guide.
    Banded,
}

/// (lowest amount of the band, yearly percent), highest band first.
const KSH_BANDS: [(i64, i64); 4] = [(1_500_000, 12), (1_000_000, 10), (300_000, 7), (0, 5)];
const TSH_BANDS: [(i64, i64); 4] = [(31_000_000, 12), (21_000_000, 10), (6_000_000, 7), (0, 5)];

/// The band's rate for the amount asked.
pub fn banded_rate(amount: Decimal, currency: Currency) -> Decimal {
    let bands = match currency {
        Currency::Kes => &KSH_BANDS,
        Currency::Tzs => &TSH_BANDS,
    };
    bands
        .iter()
        .find(|(floor, _)| amount >= Decimal::from(*floor))
        .map_or(Decimal::from(5), |(_, rate)| Decimal::from(*rate))
}

pub fn interest_rate(rate: FundRate, amount: Decimal, currency: Currency) -> Decimal {
    match rate {
        FundRate::Fixed(rate) => rate,
        FundRate::Banded => banded_rate(amount, currency),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_band_edge() {
        let cases = [
            (Currency::Kes, 0, 5),
            (Currency::Kes, 299_999, 5),
            (Currency::Kes, 300_000, 7),
            (Currency::Kes, 999_999, 7),
            (Currency::Kes, 1_000_000, 10),
            (Currency::Kes, 1_499_999, 10),
            (Currency::Kes, 1_500_000, 12),
            (Currency::Tzs, 5_999_999, 5),
            (Currency::Tzs, 6_000_000, 7),
            (Currency::Tzs, 20_999_999, 7),
            (Currency::Tzs, 21_000_000, 10),
            (Currency::Tzs, 30_999_999, 10),
            (Currency::Tzs, 31_000_000, 12),
        ];
        for (currency, amount, rate) in cases {
            assert_eq!(
                banded_rate(Decimal::from(amount), currency),
                Decimal::from(rate),
                "{currency:?} {amount}"
            );
        }
    }

    #[test]
    fn a_fixed_rate_ignores_the_amount_and_zero_works() {
        let zero = FundRate::Fixed(Decimal::ZERO);
        assert_eq!(
            interest_rate(zero, Decimal::from(2_000_000), Currency::Kes),
            Decimal::ZERO
        );
        assert_eq!(
            interest_rate(FundRate::Banded, Decimal::from(400_000), Currency::Kes),
            Decimal::from(7)
        );
    }
}
