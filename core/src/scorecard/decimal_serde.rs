//! Decimals as JSON numbers (scores and money carry at most two decimals, exact as numbers), read
//! back exactly through the bookkeeping's reader.

use rust_decimal::Decimal;
use serde::{Deserializer, Serializer};

use crate::bookkeeping::wire::opt_decimal;

/// A `Decimal` as a JSON number; null reads as 0.
pub mod decimal {
    use super::*;

    pub fn serialize<S: Serializer>(value: &Decimal, s: S) -> Result<S::Ok, S::Error> {
        opt_decimal::serialize(&Some(*value), s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Decimal, D::Error> {
        Ok(opt_decimal::deserialize(d)?.unwrap_or_default())
    }
}

/// An `Option<Decimal>` as a JSON number or null (absent reads as None with `#[serde(default)]`).
pub mod opt {
    use super::*;

    pub fn serialize<S: Serializer>(value: &Option<Decimal>, s: S) -> Result<S::Ok, S::Error> {
        opt_decimal::serialize(value, s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Decimal>, D::Error> {
        opt_decimal::deserialize(d)
    }
}
