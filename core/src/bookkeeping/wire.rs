//! Amounts, quantities and times as JSON numbers on the wire, exact in the rules.
//!
//! A JSON number reaches Rust as an `f64`; its shortest decimal text ("1234.56") is the number the
//! sender meant, so it is read through that text, never through binary arithmetic.

use rust_decimal::Decimal;
use std::fmt;

use serde::de::{MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::messages::NOT_A_NUMBER;
use crate::money::{read_number, NumberError};

/// An `f64` from the wire as the decimal it was written as; None for NaN, infinities and numbers
/// beyond what a decimal holds.
pub fn decimal_from_wire(value: f64) -> Option<Decimal> {
    if !value.is_finite() {
        return None;
    }
    read_number(&plain_text(value)).ok().map(|d| d.normalize())
}

/// A record's number as sent. One beyond what a decimal holds reads as the largest decimal of its
/// sign, and one finer than a decimal holds as its first 28 decimals: no field takes either, so the
/// record's checks refuse it with that field's own message ("Amounts can be at most …") and it is
/// never stored.
pub(crate) fn record_number(text: &str) -> Result<Decimal, NumberError> {
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

/// A finite `f64` as `format!("{value}")` writes it: the shortest digits that read back as the
/// same number, never in exponent form (beyond 15 significant digits, where two can be equally short,
/// either of them). Made from zmij's digits (which serde_json brings anyway)
/// rather than the standard library's float formatting, whose code and tables would weigh on the
/// phones' download.
pub(crate) fn plain_text(value: f64) -> String {
    let mut buffer = zmij::Buffer::new();
    let written = buffer.format_finite(value);
    let (negative, unsigned) = match written.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, written),
    };
    let (mantissa, exponent) = match unsigned.split_once(['e', 'E']) {
        Some((m, e)) => (m, e.parse::<i64>().unwrap_or(0)),
        None => (unsigned, 0),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let all: String = whole.chars().chain(fraction.chars()).collect();
    let significant = all.trim_start_matches('0');
    // Where the decimal point falls within `digits`.
    let point = whole.len() as i64 + exponent - (all.len() - significant.len()) as i64;
    let digits = significant.trim_end_matches('0');
    let mut text = String::with_capacity(digits.len() + 8);
    if negative {
        text.push('-');
    }
    if digits.is_empty() {
        text.push('0');
    } else if point <= 0 {
        text.push_str("0.");
        text.extend(std::iter::repeat_n('0', point.unsigned_abs() as usize));
        text.push_str(digits);
    } else {
        let point = point as usize;
        let (before, after) = digits.split_at_checked(point).unwrap_or((digits, ""));
        text.push_str(before);
        text.extend(std::iter::repeat_n('0', point.saturating_sub(digits.len())));
        if !after.is_empty() {
            text.push('.');
            text.push_str(after);
        }
    }
    text
}

/// A decimal as a JSON number (exact for amounts of at most 2 and quantities of at most 3 decimals).
/// Bit for bit what rust_decimal's `to_f64` gives, worked out the same way but without its 128-bit
/// division, whose code would weigh on the phones' download.
pub fn decimal_to_wire(value: Decimal) -> f64 {
    let scale = value.scale();
    if scale == 0 {
        return value.mantissa() as f64;
    }
    let mantissa = value.mantissa().unsigned_abs();
    // `trunc` has scale 0: its mantissa is the whole part.
    let integral_part = value.trunc().mantissa().unsigned_abs();
    let precision = 10_u128.pow(scale);
    let frac_part = mantissa - integral_part * precision;
    let frac = (frac_part as f64) / (precision as f64);
    let integral = integral_part as f64;
    let unsigned = if frac == 0.0 {
        integral
    } else {
        let round_to = 10f64.powi(scale as i32);
        ((integral + frac) * round_to).round() / round_to
    };
    if value.is_sign_negative() {
        -unsigned
    } else {
        unsigned
    }
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

/// What a number field holds on the wire: a number, text, or anything else (refused with the
/// message serde gives an untagged enum that matches no variant, as this was once written).
enum NumberOrText {
    Number(f64),
    Text(String),
    Neither,
}

pub(crate) const NEITHER: &str = "data did not match any variant of untagged enum NumberOrText";

/// The value is read whole before it is refused, so a message names the position after it.
impl<'de> Deserialize<'de> for NumberOrText {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(NumberOrTextVisitor)
    }
}

struct NumberOrTextVisitor;

impl<'de> Visitor<'de> for NumberOrTextVisitor {
    type Value = NumberOrText;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a number or text")
    }
    fn visit_bool<E>(self, _: bool) -> Result<NumberOrText, E> {
        Ok(NumberOrText::Neither)
    }
    fn visit_i64<E>(self, v: i64) -> Result<NumberOrText, E> {
        Ok(NumberOrText::Number(v as f64))
    }
    fn visit_u64<E>(self, v: u64) -> Result<NumberOrText, E> {
        Ok(NumberOrText::Number(v as f64))
    }
    fn visit_f64<E>(self, v: f64) -> Result<NumberOrText, E> {
        Ok(NumberOrText::Number(v))
    }
    fn visit_str<E>(self, v: &str) -> Result<NumberOrText, E> {
        Ok(NumberOrText::Text(v.to_owned()))
    }
    fn visit_string<E>(self, v: String) -> Result<NumberOrText, E> {
        Ok(NumberOrText::Text(v))
    }
    fn visit_unit<E>(self) -> Result<NumberOrText, E> {
        Ok(NumberOrText::Neither)
    }
    fn visit_none<E>(self) -> Result<NumberOrText, E> {
        Ok(NumberOrText::Neither)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<NumberOrText, A::Error> {
        while seq.next_element::<Skipped>()?.is_some() {}
        Ok(NumberOrText::Neither)
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<NumberOrText, A::Error> {
        while map.next_entry::<Skipped, Skipped>()?.is_some() {}
        Ok(NumberOrText::Neither)
    }
}

/// Any value, read through and dropped (nested values too, within the reader's depth limit).
struct Skipped;

impl<'de> Deserialize<'de> for Skipped {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(SkippedVisitor)
    }
}

struct SkippedVisitor;

impl<'de> Visitor<'de> for SkippedVisitor {
    type Value = Skipped;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any value")
    }
    fn visit_bool<E>(self, _: bool) -> Result<Skipped, E> {
        Ok(Skipped)
    }
    fn visit_i64<E>(self, _: i64) -> Result<Skipped, E> {
        Ok(Skipped)
    }
    fn visit_u64<E>(self, _: u64) -> Result<Skipped, E> {
        Ok(Skipped)
    }
    fn visit_f64<E>(self, _: f64) -> Result<Skipped, E> {
        Ok(Skipped)
    }
    fn visit_str<E>(self, _: &str) -> Result<Skipped, E> {
        Ok(Skipped)
    }
    fn visit_unit<E>(self) -> Result<Skipped, E> {
        Ok(Skipped)
    }
    fn visit_none<E>(self) -> Result<Skipped, E> {
        Ok(Skipped)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Skipped, D::Error> {
        Skipped::deserialize(d)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Skipped, A::Error> {
        while seq.next_element::<Skipped>()?.is_some() {}
        Ok(Skipped)
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Skipped, A::Error> {
        while map.next_entry::<Skipped, Skipped>()?.is_some() {}
        Ok(Skipped)
    }
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
            Some(NumberOrText::Number(n)) if n.is_finite() => record_number(&plain_text(n))
                .map(Some)
                .map_err(|_| serde::de::Error::custom(NOT_A_NUMBER)),
            Some(NumberOrText::Number(_)) => Err(serde::de::Error::custom(NOT_A_NUMBER)),
            Some(NumberOrText::Text(t)) if t.trim().is_empty() => Ok(None),
            Some(NumberOrText::Text(t)) => record_number(&t)
                .map(Some)
                .map_err(|_| serde::de::Error::custom(NOT_A_NUMBER)),
            Some(NumberOrText::Neither) => Err(serde::de::Error::custom(NEITHER)),
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
            Some(NumberOrText::Neither) => Err(serde::de::Error::custom(NEITHER)),
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
    fn floats_are_written_as_the_standard_library_writes_them() {
        for value in [
            0.0,
            -0.0,
            1.0,
            -1.0,
            0.29,
            20.0,
            1e21,
            1e22,
            1.5e16,
            123456789012345680.0,
            1e-7,
            5e-324,
            f64::MAX,
            f64::MIN_POSITIVE,
            0.1 + 0.2,
            100.0,
            1e15,
            1e16,
            9.99e-5,
        ] {
            assert_eq!(plain_text(value), format!("{value}"), "{value:e}");
        }
        // Beyond 15 significant digits two texts can be equally short: zmij and the standard
        // library pick differently here, and both read back as the same number.
        for value in [-1021307313178094.2, 917033059944578.2] {
            let ours = plain_text(value);
            assert_ne!(ours, format!("{value}"));
            assert_eq!(ours.parse::<f64>(), Ok(value));
            assert_eq!(ours.len(), format!("{value}").len());
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(20_000))]

        /// Up to 15 significant digits the shortest digits are unique and both write them; with
        /// more (beyond any amount or quantity the rules accept) two may be equally short and the
        /// formatters may pick either: both then read back as the same number.
        #[test]
        fn any_float_is_written_as_the_standard_library_writes_it(bits in proptest::prelude::any::<u64>()) {
            let value = f64::from_bits(bits);
            if value.is_finite() {
                let (ours, std) = (plain_text(value), format!("{value}"));
                let significant = |t: &str| t.trim_start_matches(['-', '0', '.']).replace('.', "").trim_end_matches('0').len();
                if significant(&std) <= 15 {
                    proptest::prop_assert_eq!(ours, std);
                } else {
                    proptest::prop_assert_eq!(ours.parse::<f64>().ok(), Some(value));
                    proptest::prop_assert_eq!(significant(&ours), significant(&std));
                }
            }
        }

        #[test]
        fn amounts_are_written_as_the_standard_library_writes_them(cents in -10_000_000_000_000i64..10_000_000_000_000i64, scale in 0u32..4) {
            let value = cents as f64 / 10f64.powi(scale as i32);
            proptest::prop_assert_eq!(plain_text(value), format!("{value}"));
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

    proptest::proptest! {
        #[test]
        fn decimal_to_wire_is_to_f64(
            lo in proptest::prelude::any::<u32>(), mid in proptest::prelude::any::<u32>(),
            hi in proptest::prelude::any::<u32>(), negative in proptest::prelude::any::<bool>(),
            scale in 0u32..=28, small in 0u32..100_000,
        ) {
            use rust_decimal::prelude::ToPrimitive;
            for d in [
                Decimal::from_parts(lo, mid, hi, negative, scale),
                Decimal::from_parts(lo, mid % 4, 0, negative, scale),
                Decimal::from_parts(small, 0, 0, negative, scale.min(4)),
                Decimal::from_parts(0, 0, 0, negative, scale),
                Decimal::from_parts(u32::MAX, u32::MAX, u32::MAX, negative, scale),
            ] {
                let ours = decimal_to_wire(d);
                let theirs = d.to_f64().expect("a float");
                proptest::prop_assert_eq!(ours.to_bits(), theirs.to_bits(), "{}", d);
            }
        }
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
