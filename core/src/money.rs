//! Money: `Decimal` in the rules, integer minor units (cents) in storage, two decimals on the wire;
//! the one reader of numbers as people type them and the wire sends them, and the bounds and
//! precision of each money, percentage and quantity field.

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
    let mut rounded = round_cents(amount);
    let negative = rounded.is_sign_negative() && !rounded.is_zero();
    rounded.set_sign_positive(true);
    // Rounded to cents: at most two decimals, so padding to two is exact.
    let mut text = decimal_text(rounded);
    if rounded.scale() == 0 {
        text.push('.');
    }
    for _ in rounded.scale()..2 {
        text.push('0');
    }
    let (whole, cents) = text.split_once('.').unwrap_or((text.as_str(), "00"));
    let mut out = String::from(if negative { "-" } else { "" });
    out.push_str(&group_thousands(whole));
    out.push('.');
    out.push_str(cents);
    out
}

/// A whole number as text, as its `Display` writes it, through `decimal_text` (no `core::fmt`).
pub fn whole_text(n: impl Into<Decimal>) -> String {
    decimal_text(n.into())
}

/// `n` zero-padded to `width` characters, sign included, as `format!("{n:0width$}")` writes it.
pub fn padded(n: i64, width: usize) -> String {
    let digits = whole_text(n.unsigned_abs());
    let sign = if n < 0 { "-" } else { "" };
    let zeros = width.saturating_sub(sign.len() + digits.len());
    [sign, &"0".repeat(zeros), &digits].concat()
}

/// A decimal as text, exactly as its `Display` writes it (`-12.50`, `0.05`, `7`): the one writer
/// of decimals the WASM packages use, without `core::fmt` and rust_decimal's formatting (less code
/// to download).
pub fn decimal_text(value: Decimal) -> String {
    let bytes = value.serialize();
    let word = |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    let mut words = [word(12), word(8), word(4)];
    let scale = value.scale() as usize;
    // Digits, the last first: the mantissa's, then zeros up to the scale, then the whole part's 0.
    let mut digits = Vec::with_capacity(32);
    while words != [0, 0, 0] || digits.len() < scale {
        let mut rest = 0u64;
        for w in &mut words {
            let current = (rest << 32) | u64::from(*w);
            *w = (current / 10) as u32;
            rest = current % 10;
        }
        digits.push(b'0' + rest as u8);
    }
    if digits.len() == scale {
        digits.push(b'0');
    }
    let mut out = String::with_capacity(digits.len() + 2);
    if value.is_sign_negative() {
        out.push('-');
    }
    for (i, d) in digits.iter().enumerate().rev() {
        out.push(char::from(*d));
        if i == scale && i > 0 {
            out.push('.');
        }
    }
    out
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

/// Why a number as typed or sent could not be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumberError {
    /// Letters, spaces inside, two points, or commas that do not group thousands.
    NotANumber,
    /// More decimals than a decimal holds.
    TooPrecise { negative: bool },
    /// More whole digits than a decimal holds.
    TooLarge { negative: bool },
}

/// Digits a decimal holds exactly; every field's bounds are far inside.
const MAX_DIGITS: usize = 28;

/// A number as people type it and the wire sends it: an optional sign, digits (grouped by commas
/// in threes, or not grouped at all), an optional decimal part and an optional exponent (`1.5e3`,
/// as a number box may hold it). Exact: never rounded; a value beyond what a decimal holds is an
/// error that says which way.
pub fn read_number(text: &str) -> Result<Decimal, NumberError> {
    let text = text.trim();
    let (negative, unsigned) = split_sign(text);
    // No slicing by index: it would bring panic formatting into every WASM package.
    let (mantissa, exponent) = match unsigned.split_once(['e', 'E']) {
        Some((mantissa, exponent)) => (mantissa, read_exponent(exponent)?),
        None => (unsigned, 0),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    if !is_grouped(whole)
        || (whole.is_empty() && fraction.is_empty())
        || !fraction.bytes().all(|b| b.is_ascii_digit())
    {
        return Err(NumberError::NotANumber);
    }
    // Positions in the digits of whole and fraction together (commas left out).
    let digits = || {
        whole
            .bytes()
            .chain(fraction.bytes())
            .filter(u8::is_ascii_digit)
    };
    let Some(first) = digits().position(|d| d != b'0') else {
        return Ok(Decimal::ZERO);
    };
    let last = digits()
        .enumerate()
        .filter(|(_, d)| *d != b'0')
        .map(|(i, _)| i)
        .last()
        .unwrap_or(first);
    let count = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
    // The point sits after `point` digits (negative: zeros come first).
    let point = count(whole.bytes().filter(u8::is_ascii_digit).count()).saturating_add(exponent);
    let end = count(last + 1);
    let whole_digits = (point - count(first)).max(0);
    let decimals = (end - point).max(0);
    let limit = MAX_DIGITS as i64;
    if decimals > limit || (decimals > 0 && whole_digits + decimals > limit) {
        return Err(NumberError::TooPrecise { negative });
    }
    if whole_digits > limit {
        return Err(NumberError::TooLarge { negative });
    }
    let mut mantissa = digits()
        .skip(first)
        .take(last + 1 - first)
        .fold(0i128, |m, d| m * 10 + i128::from(d - b'0'));
    for _ in end..point {
        mantissa *= 10;
    }
    let scale = u32::try_from(decimals).unwrap_or(u32::MAX);
    let value = Decimal::try_from_i128_with_scale(mantissa, scale)
        .map_err(|_| NumberError::TooLarge { negative })?;
    Ok(if negative { -value } else { value })
}

fn split_sign(text: &str) -> (bool, &str) {
    match (text.strip_prefix('-'), text.strip_prefix('+')) {
        (Some(rest), _) => (true, rest),
        (None, Some(rest)) => (false, rest),
        _ => (false, text),
    }
}

/// The exponent's value; beyond a million it only matters that it is huge.
fn read_exponent(text: &str) -> Result<i64, NumberError> {
    let (negative, digits) = split_sign(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(NumberError::NotANumber);
    }
    let value = digits
        .bytes()
        .fold(0i64, |v, d| (v * 10 + i64::from(d - b'0')).min(10_000_000));
    Ok(if negative { -value } else { value })
}

/// Plain digits, or groups of three after a first group of one to three (`1,234,567`).
fn is_grouped(whole: &str) -> bool {
    let digits = |g: &str| g.bytes().all(|b| b.is_ascii_digit());
    if !whole.contains(',') {
        return digits(whole);
    }
    let mut groups = whole.split(',');
    let first = groups.next().unwrap_or_default();
    (1..=3).contains(&first.len()) && digits(first) && groups.all(|g| g.len() == 3 && digits(g))
}

/// An amount as `format_money` writes it (`Ksh 1,200.50`, `Tsh -5.00`): its currency and value.
pub fn read_money(text: &str) -> Option<(Currency, Decimal)> {
    let (symbol, amount) = text.trim().split_once(' ')?;
    let currency = Currency::parse(symbol)?;
    read_number(amount).ok().map(|value| (currency, value))
}

/// One money, percentage or quantity field: the decimals it takes, its bounds, and the message for
/// each way a value can be wrong. Every such field of the portal is one of these (see `amounts`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AmountField {
    pub name: &'static str,
    pub decimals: u32,
    /// The smallest and largest value, in units of the last decimal (cents for two decimals).
    pub min: i64,
    pub max: i64,
    pub not_a_number: &'static str,
    pub too_precise: &'static str,
    pub too_small: &'static str,
    pub too_large: &'static str,
}

impl AmountField {
    pub fn min_value(&self) -> Decimal {
        Decimal::new(self.min, self.decimals)
    }

    pub fn max_value(&self) -> Decimal {
        Decimal::new(self.max, self.decimals)
    }

    /// A value checked against the field: below its minimum, then finer than its decimals, then
    /// above its maximum. Never rounded.
    pub fn check(&self, value: Decimal) -> Result<Decimal, &'static str> {
        if value < self.min_value() {
            Err(self.too_small)
        } else if value.normalize().scale() > self.decimals {
            Err(self.too_precise)
        } else if value > self.max_value() {
            Err(self.too_large)
        } else {
            Ok(value)
        }
    }

    /// Text as typed or sent (`read_number`), checked; `None` when blank.
    pub fn read(&self, text: &str) -> Result<Option<Decimal>, &'static str> {
        if text.trim().is_empty() {
            return Ok(None);
        }
        let below = |negative: bool| negative && self.min >= 0;
        match read_number(text) {
            Ok(value) => self.check(value).map(Some),
            Err(NumberError::NotANumber) => Err(self.not_a_number),
            Err(NumberError::TooPrecise { negative }) if below(negative) => Err(self.too_small),
            Err(NumberError::TooPrecise { .. }) => Err(self.too_precise),
            Err(NumberError::TooLarge { negative: true }) => Err(self.too_small),
            Err(NumberError::TooLarge { negative: false }) => Err(self.too_large),
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
    fn decimal_text_edge_cases() {
        for value in [
            Decimal::ZERO,
            -Decimal::ZERO,
            Decimal::new(0, 5),
            Decimal::new(-5, 2),
            Decimal::new(1, 28),
            Decimal::MAX,
            Decimal::MIN,
            d("1250.50"),
            d("-0.000"),
        ] {
            assert_eq!(decimal_text(value), value.to_string());
        }
    }

    #[test]
    fn minor_units_refuse_fractions_of_a_cent() {
        assert_eq!(to_minor(d("12.34")), Ok(1234));
        assert_eq!(to_minor(d("12.345")), Err(MoneyError::NotRepresentable));
        assert_eq!(from_minor(1234), d("12.34"));
    }

    #[test]
    fn reads_numbers_as_typed_and_sent() {
        for (text, value) in [
            ("1,234.50", "1234.5"),
            ("1234.5", "1234.5"),
            (" 70000 ", "70000"),
            ("-695.75", "-695.75"),
            ("+5", "5"),
            (".5", "0.5"),
            ("5.", "5"),
            ("0.000", "0"),
            ("-0", "0"),
            ("1.5e3", "1500"),
            ("15E-1", "1.5"),
            ("1e-7", "0.0000001"),
            ("007", "7"),
            ("1,000,000", "1000000"),
            (
                "9999999999999999999999999999",
                "9999999999999999999999999999",
            ),
        ] {
            assert_eq!(read_number(text), Ok(d(value)), "{text}");
        }
        for text in [
            "", "abc", "1,50", "1,2,3", ",100", "100,", "1 000", "1.2.3", "Ksh 5", "--5", "5-",
            "e5", "1e", "1e+", "1.5e3.2", "0x10", "NaN", "inf", "1_000",
        ] {
            assert_eq!(read_number(text), Err(NumberError::NotANumber), "{text:?}");
        }
    }

    #[test]
    fn numbers_beyond_a_decimal_say_which_way() {
        let huge = format!("1{}", "0".repeat(308));
        assert_eq!(
            read_number(&huge),
            Err(NumberError::TooLarge { negative: false })
        );
        assert_eq!(
            read_number("-1e308"),
            Err(NumberError::TooLarge { negative: true })
        );
        assert_eq!(
            read_number("1e99999999999999999999"),
            Err(NumberError::TooLarge { negative: false })
        );
        assert_eq!(
            read_number("1e-300"),
            Err(NumberError::TooPrecise { negative: false })
        );
        assert_eq!(
            read_number("123456789012345.12345678901234"),
            Err(NumberError::TooPrecise { negative: false })
        );
        assert_eq!(read_number("0e999999999"), Ok(Decimal::ZERO));
    }

    #[test]
    fn money_as_it_is_shown() {
        assert_eq!(
            read_money("Ksh 1,200.50"),
            Some((Currency::Kes, d("1200.5")))
        );
        assert_eq!(
            read_money("Tsh -695.75"),
            Some((Currency::Tzs, d("-695.75")))
        );
        assert_eq!(read_money("1,200.50"), None);
        assert_eq!(read_money("Usd 5"), None);
        assert_eq!(read_money("Ksh 1,20"), None);
    }

    const CENTS: AmountField = AmountField {
        name: "test",
        decimals: 2,
        min: 0,
        max: 100_000,
        not_a_number: "nan",
        too_precise: "precise",
        too_small: "small",
        too_large: "large",
    };

    #[test]
    fn a_field_refuses_rather_than_rounds() {
        assert_eq!(CENTS.read(" "), Ok(None));
        assert_eq!(CENTS.read("1,000.00"), Ok(Some(d("1000"))));
        assert_eq!(CENTS.read("0"), Ok(Some(Decimal::ZERO)));
        assert_eq!(CENTS.read("99.999"), Err("precise"));
        assert_eq!(CENTS.read("99.990"), Ok(Some(d("99.99"))));
        assert_eq!(CENTS.read("1000.01"), Err("large"));
        assert_eq!(CENTS.read("-0.01"), Err("small"));
        assert_eq!(CENTS.read("-0.001"), Err("small"));
        assert_eq!(CENTS.read("1e308"), Err("large"));
        assert_eq!(CENTS.read("-1e308"), Err("small"));
        assert_eq!(CENTS.read("1e-300"), Err("precise"));
        assert_eq!(CENTS.read("1,00"), Err("nan"));
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
        fn what_format_money_writes_reads_back(cents in -1_000_000_000_000_000i64..1_000_000_000_000_000i64) {
            let amount = from_minor(cents);
            prop_assert_eq!(read_money(&format_money(amount, Currency::Kes)), Some((Currency::Kes, amount)));
            prop_assert_eq!(read_number(&amount.to_string()), Ok(amount));
        }

        #[test]
        fn a_field_takes_exactly_its_values(units in -2_000_000i64..2_000_000i64, extra in 0u32..4) {
            // `units` cents, with `extra` more decimals ending in a 1 (so finer than a cent).
            let mantissa = units * 10i64.pow(extra) + i64::from(extra > 0);
            let value = Decimal::new(mantissa, 2 + extra);
            let text = value.to_string();
            let read = CENTS.read(&text);
            prop_assert_eq!(read_number(&text), Ok(value));
            if value < Decimal::ZERO {
                prop_assert_eq!(read, Err("small"));
            } else if extra > 0 {
                prop_assert_eq!(read, Err("precise"));
            } else if value > Decimal::from(1_000) {
                prop_assert_eq!(read, Err("large"));
            } else {
                prop_assert_eq!(read, Ok(Some(value)));
            }
        }

        #[test]
        fn decimal_text_writes_what_display_writes(
            lo in any::<u32>(), mid in any::<u32>(), hi in any::<u32>(),
            negative in any::<bool>(), scale in 0u32..=28,
        ) {
            let value = Decimal::from_parts(lo, mid, hi, negative, scale);
            prop_assert_eq!(decimal_text(value), value.to_string());
            let small = Decimal::from_parts(lo % 1000, 0, 0, negative, scale);
            prop_assert_eq!(decimal_text(small), small.to_string());
            prop_assert_eq!(decimal_text(value.normalize()), value.normalize().to_string());
        }

        #[test]
        fn format_amount_writes_what_display_with_two_decimals_writes(
            lo in any::<u32>(), mid in any::<u32>(), hi in 0u32..1000,
            negative in any::<bool>(), scale in 0u32..=6,
        ) {
            let value = Decimal::from_parts(lo, mid, hi, negative, scale);
            let rounded = round_cents(value);
            let text = format!("{:.2}", rounded.abs());
            let (whole, cents) = text.split_once('.').expect("two decimals");
            let sign = if rounded.is_sign_negative() && !rounded.is_zero() { "-" } else { "" };
            prop_assert_eq!(format_amount(value), format!("{sign}{}.{cents}", group_thousands(whole)));
        }

        #[test]
        fn whole_and_padded_text_are_displays(n in any::<i64>(), u in any::<u64>(), small in -99_999i64..99_999, width in 0usize..6) {
            prop_assert_eq!(whole_text(n), n.to_string());
            prop_assert_eq!(whole_text(u), u.to_string());
            prop_assert_eq!(padded(small, width), format!("{small:0width$}"));
            prop_assert_eq!(padded(n, width), format!("{n:0width$}"));
        }

        #[test]
        fn grouping_keeps_the_digits(n in 0u64..u64::MAX) {
            let grouped = group_thousands(&n.to_string());
            prop_assert_eq!(digits_only(&grouped), n.to_string());
        }
    }
}
