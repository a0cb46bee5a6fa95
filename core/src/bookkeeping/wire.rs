//! Amounts, quantities and times as JSON numbers on the wire, exact in the rules.
//!
//! A JSON number reaches Rust as an `f64`; its shortest decimal text ("1234.56") is the number the
//! sender meant, so it is read through that text, never through binary arithmetic.

use rust_decimal::Decimal;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::messages::NOT_A_NUMBER;
use crate::money::{read_number, NumberError};

/// An `f64` from the wire as the decimal it was written as; None for NaN, infinities and numbers
/// beyond what a decimal holds.
pub fn decimal_from_wire(value: f64) -> Option<Decimal> {
    if !value.is_finite() {
        return None;
    }
    read_number(&format!("{value}")).ok().map(|d| d.normalize())
}

/// A record's number as sent. One beyond what a decimal holds reads as the largest decimal of its
/// sign, and one finer than a decimal holds as its first 28 decimals: no field takes either, so the
/// record's checks refuse it with that field's own message ("Amounts can be at most …") and it is
/// never stored.
fn record_number(text: &str) -> Result<Decimal, NumberError> {
    match read_number(text) {
        Err(NumberError::TooLarge { negative: true }) => Ok(Decimal::MIN),
        Err(NumberError::TooLarge { negative: false }) => Ok(Decimal::MAX),
        Err(NumberError::TooPrecise { negative }) => {
            let tiny = Decimal::new(1, 28);
            Ok(if negative { -tiny } else { tiny })
        }
        read => read.map(|d| d.normalize()),
    }
}

/// A decimal as a JSON number (exact for amounts of at most 2 and quantities of at most 3 decimals).
pub fn decimal_to_wire(value: Decimal) -> f64 {
    use rust_decimal::prelude::ToPrimitive;
    value.to_f64().unwrap_or(0.0)
}

/// Below this many shillings, scaling by 100 and rounding gives exactly the cents a number with
/// at most 2 decimals was written with (the scaling's error stays far below half a cent).
const EXACT_SCALING_LIMIT: f64 = 1e12;

/// Integer minor units of an amount sent as a JSON number (the cashflow columns of the phone):
/// 0.29 is 29 cents, not 28. Fast for every real amount; huge ones go through their decimal text.
/// Inlined into the summary's loop over the columns (100,000 rows on a phone).
#[inline]
pub fn minor_from_wire(value: f64) -> i64 {
    if value.abs() < EXACT_SCALING_LIMIT {
        return round_small(value * 100.0);
    }
    minor_from_text(value)
}

/// `x.round() as i64` (halves away from zero) for |x| < 2^53, without a call to `round`, which
/// neither WebAssembly nor baseline x86-64 has an instruction for: the conversion to an integer
/// truncates, and `x - whole` is exact.
#[inline]
fn round_small(x: f64) -> i64 {
    let whole = x as i64;
    let rest = x - whole as f64;
    if rest >= 0.5 {
        whole + 1
    } else if rest <= -0.5 {
        whole - 1
    } else {
        whole
    }
}

#[cold]
#[inline(never)]
fn minor_from_text(value: f64) -> i64 {
    decimal_from_wire(value)
        .map(|d| (d * Decimal::ONE_HUNDRED).round())
        .and_then(|c| {
            use rust_decimal::prelude::ToPrimitive;
            c.to_i64()
        })
        .unwrap_or(0)
}

#[derive(Deserialize)]
#[serde(untagged)]
enum NumberOrText {
    Number(f64),
    Text(String),
}

/// `Option<Decimal>` as a JSON number; null, absent or "" read as None (a blank field), and a
/// number sent as text ("1,500", a number box's "1.5e3") is read too (core's `read_number`).
pub mod opt_decimal {
    use super::*;

    /// A whole number is written without a decimal point (`20`, not `20.0`), as a phone's
    /// `JSON.stringify` writes it, so a record reads back as the same JSON text everywhere.
    pub fn serialize<S: Serializer>(value: &Option<Decimal>, s: S) -> Result<S::Ok, S::Error> {
        use rust_decimal::prelude::ToPrimitive;
        match value {
            Some(d) => match d.fract().is_zero().then(|| d.to_i64()).flatten() {
                Some(whole) => s.serialize_i64(whole),
                None => decimal_to_wire(*d).serialize(s),
            },
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Decimal>, D::Error> {
        match Option::<NumberOrText>::deserialize(d)? {
            None => Ok(None),
            Some(NumberOrText::Number(n)) if n.is_finite() => record_number(&format!("{n}"))
                .map(Some)
                .map_err(|_| serde::de::Error::custom(NOT_A_NUMBER)),
            Some(NumberOrText::Number(_)) => Err(serde::de::Error::custom(NOT_A_NUMBER)),
            Some(NumberOrText::Text(t)) if t.trim().is_empty() => Ok(None),
            Some(NumberOrText::Text(t)) => record_number(&t)
                .map(Some)
                .map_err(|_| serde::de::Error::custom(NOT_A_NUMBER)),
        }
    }
}

/// `Option<i64>` epoch seconds; null or absent read as None, a whole number sent as a float is read.
pub mod opt_seconds {
    use super::*;

    pub fn serialize<S: Serializer>(value: &Option<i64>, s: S) -> Result<S::Ok, S::Error> {
        value.serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<i64>, D::Error> {
        match Option::<NumberOrText>::deserialize(d)? {
            None => Ok(None),
            Some(NumberOrText::Number(n)) if n.is_finite() && n.fract() == 0.0 => {
                Ok(Some(n as i64))
            }
            Some(NumberOrText::Text(t)) if t.trim().is_empty() => Ok(None),
            Some(NumberOrText::Text(t)) => t
                .trim()
                .parse::<i64>()
                .map(Some)
                .map_err(|_| serde::de::Error::custom(format!("'{t}' is not a time"))),
            Some(NumberOrText::Number(_)) => Err(serde::de::Error::custom("not a whole number")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_number_that_was_written() {
        assert_eq!(decimal_from_wire(0.29), Some(Decimal::new(29, 2)));
        assert_eq!(decimal_from_wire(1234.56), Some(Decimal::new(123_456, 2)));
        assert_eq!(minor_from_wire(0.29), 29);
        assert_eq!(minor_from_wire(19.99), 1999);
        assert_eq!(minor_from_wire(1e10), 1_000_000_000_000);
        assert_eq!(decimal_from_wire(f64::NAN), None);
    }

    proptest::proptest! {
        #[test]
        fn scaling_gives_the_written_cents(cents in -99_999_999_999_999i64..99_999_999_999_999i64) {
            let written: f64 = Decimal::new(cents, 2).to_string().parse().expect("a number");
            proptest::prop_assert_eq!(minor_from_wire(written), cents);
            proptest::prop_assert_eq!(minor_from_text(written), cents);
        }
    }

    #[test]
    fn rounding_matches_the_standard_round() {
        for x in [
            0.0,
            -0.0,
            0.5,
            -0.5,
            1.5,
            2.5,
            -2.5,
            0.49999999999999994,
            -0.49999999999999994,
            1e14,
            -1e14 + 0.5,
            4503599627370495.5,
        ] {
            assert_eq!(round_small(x), x.round() as i64, "{x}");
        }
    }

    proptest::proptest! {
        #[test]
        fn rounding_matches_the_standard_round_below_the_limit(x in -1e14f64..1e14f64) {
            proptest::prop_assert_eq!(round_small(x), x.round() as i64);
        }

        #[test]
        fn rounding_matches_the_standard_round_near_halves(whole in -100_000_000_000_000i64..100_000_000_000_000i64, step in -3i64..=3) {
            // Values just around n + 0.5, where the two could part.
            let half = whole as f64 + 0.5;
            let x = half + step as f64 * f64::EPSILON * half.abs().max(1.0);
            proptest::prop_assert_eq!(round_small(x), x.round() as i64);
        }
    }

    #[test]
    fn numbers_beyond_a_decimal_read_as_values_no_field_takes() {
        #[derive(serde::Deserialize)]
        struct One {
            #[serde(with = "opt_decimal")]
            n: Option<Decimal>,
        }
        let read = |json: &str| {
            serde_json::from_str::<One>(json)
                .map(|o| o.n)
                .map_err(|e| e.to_string())
        };
        assert_eq!(read(r#"{"n": 1e308}"#), Ok(Some(Decimal::MAX)));
        assert_eq!(read(r#"{"n": "-1e308"}"#), Ok(Some(Decimal::MIN)));
        assert_eq!(read(r#"{"n": 1e-300}"#), Ok(Some(Decimal::new(1, 28))));
        assert_eq!(read(r#"{"n": "1.5e3"}"#), Ok(Some(Decimal::from(1500))));
        assert_eq!(
            read(r#"{"n": "1,500.5"}"#),
            Ok(Some(Decimal::new(15005, 1)))
        );
        assert_eq!(read(r#"{"n": " "}"#), Ok(None));
        assert!(read(r#"{"n": "1,50"}"#).is_err_and(|e| e.starts_with(NOT_A_NUMBER)));
        assert_eq!(decimal_from_wire(1e308), None);
    }

    #[test]
    fn whole_numbers_are_written_as_a_phone_writes_them() {
        #[derive(serde::Serialize)]
        struct Amounts {
            #[serde(with = "opt_decimal")]
            whole: Option<Decimal>,
            #[serde(with = "opt_decimal")]
            cents: Option<Decimal>,
            #[serde(with = "opt_decimal")]
            blank: Option<Decimal>,
        }
        let amounts = Amounts {
            whole: Some(Decimal::new(2000, 2)),
            cents: Some(Decimal::new(30050, 2)),
            blank: None,
        };
        assert_eq!(
            serde_json::to_string(&amounts).expect("json"),
            r#"{"whole":20,"cents":300.5,"blank":null}"#
        );
    }

    #[test]
    fn every_two_decimal_amount_round_trips() {
        for cents in (0..2_000_000i64).step_by(7) {
            let d = Decimal::new(cents, 2);
            assert_eq!(
                decimal_from_wire(decimal_to_wire(d)),
                Some(d.normalize()),
                "{d}"
            );
            assert_eq!(minor_from_wire(decimal_to_wire(d)), cents);
        }
    }
}
