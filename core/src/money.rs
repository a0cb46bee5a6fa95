//! Money: `Decimal` in the rules, integer minor units (cents) in storage, two decimals on the wire.

use rust_decimal::prelude::ToPrimitive;
use rust_decimal::{Decimal, RoundingStrategy};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Currency {
    /// Kenyan shilling.
    #[serde(rename = "KES", alias = "Ksh")]
    Kes,
    /// Tanzanian shilling.
    #[serde(rename = "TZS", alias = "Tsh")]
    Tzs,
}

impl Currency {
    /// The prefix shown before an amount, as the spec writes it.
    pub fn symbol(self) -> &'static str {
        match self {
            Currency::Kes => "Ksh",
            Currency::Tzs => "Tsh",
        }
    }

    /// Accepts the ISO code or the shown symbol, in any case.
    pub fn parse(text: &str) -> Option<Currency> {
        match text.trim().to_ascii_uppercase().as_str() {
            "KES" | "KSH" => Some(Currency::Kes),
            "TZS" | "TSH" => Some(Currency::Tzs),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoneyError {
    /// More than two decimals, or too large to store.
    NotRepresentable,
    /// Not a number at all.
    NotANumber,
}

/// Amount → integer cents. Refuses (rather than rounds) anything finer than a cent.
pub fn to_minor(amount: Decimal) -> Result<i64, MoneyError> {
    let cents = amount * Decimal::ONE_HUNDRED;
    if cents.fract() != Decimal::ZERO {
        return Err(MoneyError::NotRepresentable);
    }
    cents.to_i64().ok_or(MoneyError::NotRepresentable)
}

/// Integer cents → amount with two decimals.
pub fn from_minor(cents: i64) -> Decimal {
    Decimal::new(cents, 2)
}

/// Parses a decimal amount as typed or sent on the wire ("1234.5", "1,234.50").
pub fn parse_amount(text: &str) -> Result<Decimal, MoneyError> {
    let cleaned: String = text.trim().chars().filter(|c| *c != ',').collect();
    let value: Decimal = cleaned.parse().map_err(|_| MoneyError::NotANumber)?;
    to_minor(value)?;
    Ok(value)
}

/// Rounds to cents, half to even (the rounding used throughout the loan maths).
pub fn round_cents(amount: Decimal) -> Decimal {
    amount.round_dp_with_strategy(2, RoundingStrategy::MidpointNearestEven)
}

/// `Ksh 1,234.00`: symbol, thousands separators, always two decimals.
pub fn format_money(amount: Decimal, currency: Currency) -> String {
    format!("{} {}", currency.symbol(), format_amount(amount))
}

/// `1,234.00`: thousands separators and two decimals, a leading minus for negatives.
pub fn format_amount(amount: Decimal) -> String {
    let rounded = round_cents(amount);
    let negative = rounded.is_sign_negative() && !rounded.is_zero();
    let text = format!("{:.2}", rounded.abs());
    let (whole, cents) = text.split_once('.').unwrap_or((text.as_str(), "00"));
    let sign = if negative { "-" } else { "" };
    format!("{sign}{}.{cents}", group_thousands(whole))
}

/// Keeps only the ASCII digits of what was typed ("Ksh 70,000" → "70000").
pub fn digits_only(input: &str) -> String {
    input.chars().filter(char::is_ascii_digit).collect()
}

/// Puts commas between groups of three digits ("1234567" → "1,234,567"); leading zeros are dropped.
pub fn group_thousands(digits: &str) -> String {
    let trimmed = digits.trim_start_matches('0');
    let digits = if trimmed.is_empty() && !digits.is_empty() {
        "0"
    } else {
        trimmed
    };
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

impl Currency {
    /// ISO 4217 code, as payment providers and the payments table name a currency.
    pub fn code(self) -> &'static str {
        match self {
            Currency::Kes => "KES",
            Currency::Tzs => "TZS",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::str::FromStr;

    fn d(s: &str) -> Decimal {
        Decimal::from_str(s).expect("test decimal")
    }

    #[test]
    fn formats_with_symbol_separators_and_two_decimals() {
        assert_eq!(format_money(d("1234"), Currency::Kes), "Ksh 1,234.00");
        assert_eq!(
            format_money(d("1234567.5"), Currency::Tzs),
            "Tsh 1,234,567.50"
        );
        assert_eq!(format_money(d("0"), Currency::Kes), "Ksh 0.00");
        assert_eq!(format_money(d("999.995"), Currency::Kes), "Ksh 1,000.00");
        assert_eq!(format_money(d("-50.1"), Currency::Kes), "Ksh -50.10");
    }

    #[test]
    fn minor_units_refuse_fractions_of_a_cent() {
        assert_eq!(to_minor(d("12.34")), Ok(1234));
        assert_eq!(to_minor(d("12.345")), Err(MoneyError::NotRepresentable));
        assert_eq!(from_minor(1234), d("12.34"));
    }

    #[test]
    fn parses_typed_amounts() {
        assert_eq!(parse_amount("1,234.50"), Ok(d("1234.50")));
        assert_eq!(parse_amount("abc"), Err(MoneyError::NotANumber));
        assert_eq!(parse_amount("1.001"), Err(MoneyError::NotRepresentable));
    }

    #[test]
    fn digits_and_grouping() {
        assert_eq!(digits_only("Ksh 70,000.-"), "70000");
        assert_eq!(group_thousands("1234567"), "1,234,567");
        assert_eq!(group_thousands("123"), "123");
        assert_eq!(group_thousands("000"), "0");
        assert_eq!(group_thousands(""), "");
    }

    #[test]
    fn rounding_is_half_even() {
        assert_eq!(round_cents(d("0.125")), d("0.12"));
        assert_eq!(round_cents(d("0.135")), d("0.14"));
    }

    #[test]
    fn currency_parses_codes_and_symbols() {
        assert_eq!(Currency::parse("ksh"), Some(Currency::Kes));
        assert_eq!(Currency::parse("TZS"), Some(Currency::Tzs));
        assert_eq!(Currency::parse("usd"), None);
    }

    proptest! {
        #[test]
        fn minor_units_round_trip(cents in -1_000_000_000_000i64..1_000_000_000_000i64) {
            prop_assert_eq!(to_minor(from_minor(cents)), Ok(cents));
        }

        #[test]
        fn grouping_keeps_the_digits(n in 0u64..u64::MAX) {
            let grouped = group_thousands(&n.to_string());
            prop_assert_eq!(digits_only(&grouped), n.to_string());
        }
    }
}
