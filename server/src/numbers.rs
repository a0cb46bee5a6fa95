//! Numbers on the wire: amounts leave as JSON numbers with at most two decimals (whole ones as
//! integers), and numbers arrive as JSON numbers or text, kept as text for core to read.
//! Stored forms: money in minor units, percentages in hundredths, periods in quarter years.

use std::fmt;

use portal_core::money::{from_minor, round_cents, to_minor};
use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;
use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize, Serializer};

/// A decimal sent as a JSON number: an integer when whole, else rounded to the cent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Num(pub Decimal);

impl Num {
    pub fn minor(cents: i64) -> Num {
        Num(from_minor(cents))
    }

    pub fn hundredths(value: i64) -> Num {
        Num(from_minor(value))
    }
}

impl Serialize for Num {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let value = round_cents(self.0);
        match value.fract().is_zero().then(|| value.to_i64()).flatten() {
            Some(whole) => serializer.serialize_i64(whole),
            None => serializer.serialize_f64(value.to_f64().unwrap_or_default()),
        }
    }
}

/// A number as typed: a JSON number, a string, or nothing (empty text).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Text(pub String);

impl Text {
    pub fn as_str(&self) -> &str {
        self.0.trim()
    }

    pub fn is_empty(&self) -> bool {
        self.as_str().is_empty()
    }
}

impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Text, D::Error> {
        struct TextVisitor;
        impl Visitor<'_> for TextVisitor {
            type Value = Text;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a number or a string")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Text, E> {
                Ok(Text(v.to_owned()))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Text, E> {
                Ok(Text(v.to_string()))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Text, E> {
                Ok(Text(v.to_string()))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<Text, E> {
                Ok(Text(v.to_string()))
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<Text, E> {
                Ok(Text(v.to_string()))
            }
            fn visit_unit<E: de::Error>(self) -> Result<Text, E> {
                Ok(Text::default())
            }
            fn visit_none<E: de::Error>(self) -> Result<Text, E> {
                Ok(Text::default())
            }
        }
        deserializer.deserialize_any(TextVisitor)
    }
}

impl Serialize for Text {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}

impl utoipa::PartialSchema for Text {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        <String as utoipa::PartialSchema>::schema()
    }
}

impl utoipa::ToSchema for Text {}

impl utoipa::PartialSchema for Num {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        <f64 as utoipa::PartialSchema>::schema()
    }
}

impl utoipa::ToSchema for Num {}

/// Percent → hundredths (12.5 → 1250); None when finer than a hundredth.
pub fn to_hundredths(percent: Decimal) -> Option<i64> {
    to_minor(percent).ok()
}

pub fn from_hundredths(hundredths: i64) -> Decimal {
    from_minor(hundredths).normalize()
}

/// Years → quarter years (1.5 → 6); None when not a whole number of quarters.
pub fn to_quarters(years: Decimal) -> Option<i64> {
    let quarters = years * Decimal::from(4);
    quarters
        .fract()
        .is_zero()
        .then(|| quarters.to_i64())
        .flatten()
}

pub fn from_quarters(quarters: i64) -> Decimal {
    (Decimal::from(quarters) / Decimal::from(4)).normalize()
}

/// Money to minor units, or an internal error for an amount core should never produce.
pub fn minor(amount: Decimal) -> Result<i64, crate::error::AppError> {
    to_minor(round_cents(amount))
        .map_err(|_| crate::error::AppError::internal(format!("amount {amount} does not fit")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_amounts_leave_as_integers_and_others_with_cents() {
        assert_eq!(
            serde_json::to_string(&Num::minor(500_000)).ok(),
            Some("5000".into())
        );
        assert_eq!(
            serde_json::to_string(&Num::minor(32_450)).ok(),
            Some("324.5".into())
        );
        assert_eq!(
            serde_json::to_string(&Num::minor(5_003)).ok(),
            Some("50.03".into())
        );
    }

    #[test]
    fn numbers_and_strings_read_as_text() {
        let read = |json: &str| serde_json::from_str::<Text>(json).ok();
        assert_eq!(read("6250"), Some(Text("6250".into())));
        assert_eq!(read("1.5"), Some(Text("1.5".into())));
        assert_eq!(read("\"70,000\""), Some(Text("70,000".into())));
        assert_eq!(read("null"), Some(Text::default()));
        assert_eq!(to_quarters(Decimal::new(15, 1)), Some(6));
        assert_eq!(to_quarters(Decimal::new(13, 1)), None);
        assert_eq!(from_quarters(6).to_string(), "1.5");
        assert_eq!(to_hundredths(Decimal::new(125, 1)), Some(1250));
    }
}
