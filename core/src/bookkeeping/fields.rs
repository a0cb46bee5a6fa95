//! Records read from and written to JSON through one table of field names per record type.
//!
//! serde's derived code is written out again for every record type and every field, and the
//! phone downloads each copy: the records are read and written here by one routine that goes
//! through a table instead. It reads and writes exactly what the derived code did (the same
//! defaults, the same fields ignored, the same messages at the same positions), as the tests
//! compare.

use std::fmt;

use rust_decimal::Decimal;
use serde::de::{
    DeserializeSeed, Deserializer, Error as _, IgnoredAny, MapAccess, SeqAccess, Visitor,
};
use serde::ser::{SerializeMap, SerializeStruct, Serializer};
use serde::{Deserialize, Serialize};

use super::wire::{opt_decimal, opt_seconds};

/// A record type's name (as messages name it) and its fields' names on the wire, in order.
pub struct Shape {
    pub name: &'static str,
    pub fields: &'static [&'static str],
}

/// Where a field's value is kept, by kind.
pub enum Slot<'a> {
    Text(&'a mut String),
    Whole(&'a mut i64),
    /// An amount or quantity: a JSON number (see `wire::opt_decimal`).
    Number(&'a mut Option<Decimal>),
    /// A date: epoch seconds (see `wire::opt_seconds`).
    Time(&'a mut Option<i64>),
}

/// A field's value, by kind.
#[derive(Clone, Copy)]
pub enum FieldValue<'a> {
    Text(&'a str),
    Whole(i64),
    Number(Option<Decimal>),
    Time(Option<i64>),
}

/// A record type whose fields are listed in a `Shape`.
pub trait Fields {
    fn shape(&self) -> &'static Shape;
    /// The field at `index` in `shape().fields`.
    fn slot(&mut self, index: usize) -> Option<Slot<'_>>;
    fn value(&self, index: usize) -> Option<FieldValue<'_>>;
}

impl<'a> From<&'a mut String> for Slot<'a> {
    fn from(v: &'a mut String) -> Self {
        Slot::Text(v)
    }
}
impl<'a> From<&'a mut i64> for Slot<'a> {
    fn from(v: &'a mut i64) -> Self {
        Slot::Whole(v)
    }
}
impl<'a> From<&'a mut Option<Decimal>> for Slot<'a> {
    fn from(v: &'a mut Option<Decimal>) -> Self {
        Slot::Number(v)
    }
}
impl<'a> From<&'a mut Option<i64>> for Slot<'a> {
    fn from(v: &'a mut Option<i64>) -> Self {
        Slot::Time(v)
    }
}
impl<'a> From<&'a String> for FieldValue<'a> {
    fn from(v: &'a String) -> Self {
        FieldValue::Text(v)
    }
}
impl From<&i64> for FieldValue<'_> {
    fn from(v: &i64) -> Self {
        FieldValue::Whole(*v)
    }
}
impl From<&Option<Decimal>> for FieldValue<'_> {
    fn from(v: &Option<Decimal>) -> Self {
        FieldValue::Number(*v)
    }
}
impl From<&Option<i64>> for FieldValue<'_> {
    fn from(v: &Option<i64>) -> Self {
        FieldValue::Time(*v)
    }
}

/// Lists a record struct's fields with their names on the wire, and reads and writes it through
/// them: `record_fields!(Sale { id: "id", business_id: "businessId", … })`.
macro_rules! record_fields {
    ($type:ident { $($field:ident: $name:literal),* $(,)? }) => {
        impl $crate::bookkeeping::fields::Fields for $type {
            fn shape(&self) -> &'static $crate::bookkeeping::fields::Shape {
                static SHAPE: $crate::bookkeeping::fields::Shape = $crate::bookkeeping::fields::Shape {
                    name: stringify!($type),
                    fields: &[$($name),*],
                };
                &SHAPE
            }
            fn slot(&mut self, index: usize) -> Option<$crate::bookkeeping::fields::Slot<'_>> {
                let mut at = 0;
                $(
                    if index == at {
                        return Some((&mut self.$field).into());
                    }
                    at += 1;
                )*
                let _ = at;
                None
            }
            fn value(&self, index: usize) -> Option<$crate::bookkeeping::fields::FieldValue<'_>> {
                let mut at = 0;
                $(
                    if index == at {
                        return Some((&self.$field).into());
                    }
                    at += 1;
                )*
                let _ = at;
                None
            }
        }

        impl serde::Serialize for $type {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                $crate::bookkeeping::fields::serialize(self, s)
            }
        }

        impl<'de> serde::Deserialize<'de> for $type {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let mut record = Self::default();
                $crate::bookkeeping::fields::deserialize(d, &mut record)?;
                Ok(record)
            }
        }
    };
}
pub(crate) use record_fields;

impl Serialize for FieldValue<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            FieldValue::Text(v) => s.serialize_str(v),
            FieldValue::Whole(v) => s.serialize_i64(*v),
            FieldValue::Number(v) => opt_decimal::serialize(v, s),
            FieldValue::Time(v) => opt_seconds::serialize(v, s),
        }
    }
}

/// The record as a JSON object, its fields in the order of its shape.
pub fn serialize<S: Serializer>(record: &dyn Fields, s: S) -> Result<S::Ok, S::Error> {
    let shape = record.shape();
    let mut out = s.serialize_struct(shape.name, shape.fields.len())?;
    for (index, name) in shape.fields.iter().enumerate() {
        if let Some(value) = record.value(index) {
            out.serialize_field(name, &value)?;
        }
    }
    out.end()
}

/// The record as a JSON object, its fields in the order of its shape.
pub struct Declared<'a>(pub &'a dyn Fields);

impl Serialize for Declared<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        serialize(self.0, s)
    }
}

/// The record as a JSON object with its fields in the order of their names, as
/// `serde_json::Value` keeps them.
pub struct SortedByName<'a>(pub &'a dyn Fields);

impl Serialize for SortedByName<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let names = self.0.shape().fields;
        // An insertion sort: a dozen fields, and less code on the phone than the library's sort.
        let mut order: Vec<usize> = (0..names.len()).collect();
        for i in 1..order.len() {
            let mut j = i;
            while j > 0 && names[order[j - 1]] > names[order[j]] {
                order.swap(j - 1, j);
                j -= 1;
            }
        }
        let mut out = s.serialize_map(Some(names.len()))?;
        for index in order {
            if let Some(value) = self.0.value(index) {
                out.serialize_entry(names[index], &value)?;
            }
        }
        out.end()
    }
}

/// Reads a JSON object (or array, in field order) into `record`: absent fields keep its values,
/// unknown ones are skipped, a field given twice is refused.
pub fn deserialize<'de, D: Deserializer<'de>>(
    d: D,
    record: &mut dyn Fields,
) -> Result<(), D::Error> {
    let shape = record.shape();
    d.deserialize_struct(shape.name, shape.fields, RecordVisitor(record))
}

struct RecordVisitor<'a>(&'a mut dyn Fields);

impl<'de> Visitor<'de> for RecordVisitor<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "struct {}", self.0.shape().name)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        for index in 0..self.0.shape().fields.len() {
            if let Some(slot) = self.0.slot(index) {
                seq.next_element_seed(Into(slot))?;
            }
        }
        Ok(())
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let names = self.0.shape().fields;
        let mut seen = 0u64;
        while let Some(key) = map.next_key_seed(FieldName(names))? {
            match key.and_then(|index| Some((index, self.0.slot(index)?))) {
                Some((index, slot)) => {
                    if seen & (1 << index) != 0 {
                        return Err(A::Error::duplicate_field(names[index]));
                    }
                    seen |= 1 << index;
                    map.next_value_seed(Into(slot))?;
                }
                None => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(())
    }
}

/// A key of the object: the index of the field it names, None for a field the record does not have.
struct FieldName(&'static [&'static str]);

impl<'de> DeserializeSeed<'de> for FieldName {
    type Value = Option<usize>;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Option<usize>, D::Error> {
        d.deserialize_identifier(self)
    }
}

impl<'de> Visitor<'de> for FieldName {
    type Value = Option<usize>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("field identifier")
    }
    fn visit_u64<E>(self, v: u64) -> Result<Option<usize>, E> {
        Ok(usize::try_from(v).ok().filter(|&i| i < self.0.len()))
    }
    fn visit_str<E>(self, v: &str) -> Result<Option<usize>, E> {
        Ok(self.0.iter().position(|name| *name == v))
    }
    fn visit_bytes<E>(self, v: &[u8]) -> Result<Option<usize>, E> {
        Ok(self.0.iter().position(|name| name.as_bytes() == v))
    }
}

/// Reads one value into its slot, as the slot's kind is read.
struct Into<'a>(Slot<'a>);

impl<'de> DeserializeSeed<'de> for Into<'_> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        match self.0 {
            Slot::Text(v) => *v = String::deserialize(d)?,
            Slot::Whole(v) => *v = i64::deserialize(d)?,
            Slot::Number(v) => *v = opt_decimal::deserialize(d)?,
            Slot::Time(v) => *v = opt_seconds::deserialize(d)?,
        }
        Ok(())
    }
}

#[cfg(test)]
#[path = "fields_tests.rs"]
mod tests;
