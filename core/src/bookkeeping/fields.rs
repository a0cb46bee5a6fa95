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
    self, DeserializeSeed, Deserializer, Error as _, IgnoredAny, MapAccess, SeqAccess, Visitor,
};
use serde::ser::{SerializeStruct, Serializer};
use serde::Serialize;

use super::wire::{opt_decimal, opt_seconds};
use crate::money::whole_text;

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

/// Reads a JSON object (or array, in field order) into `record`: absent fields keep its values,
/// unknown ones are skipped, a field given twice is refused.
pub fn deserialize<'de, D: Deserializer<'de>>(
    d: D,
    record: &mut dyn Fields,
) -> Result<(), D::Error> {
    d.deserialize_any(RecordVisitor(record))
}

struct RecordVisitor<'a>(&'a mut dyn Fields);

impl RecordVisitor<'_> {
    fn refuse<E: de::Error>(&self, found: Found) -> Result<(), E> {
        Err(invalid_type(
            found,
            format_args!("struct {}", self.0.shape().name),
        ))
    }
}

impl<'de> Visitor<'de> for RecordVisitor<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "struct {}", self.0.shape().name)
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<(), E> {
        self.refuse(Found::Bool(v))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<(), E> {
        self.refuse(Found::Signed(v))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<(), E> {
        self.refuse(Found::Unsigned(v))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<(), E> {
        self.refuse(Found::Float(v))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<(), E> {
        self.refuse(Found::Str(v))
    }
    fn visit_unit<E: de::Error>(self) -> Result<(), E> {
        self.refuse(Found::Null)
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
            Slot::Text(v) => *v = d.deserialize_any(TextVisitor)?,
            Slot::Whole(v) => *v = d.deserialize_any(WholeVisitor)?,
            Slot::Number(v) => *v = opt_decimal::deserialize(d)?,
            Slot::Time(v) => *v = opt_seconds::deserialize(d)?,
        }
        Ok(())
    }
}

// Text and whole numbers are read with `deserialize_any` and visitors that write serde's own
// messages for a value of the wrong kind: serde's generic wording of a found value formats floats
// with the standard library's formatter, whose code and tables would double the float formatting
// on the phone (serde_json already brings zmij's).

/// A value of the wrong kind, as serde_json words it in its messages.
#[derive(Clone, Copy)]
pub(crate) enum Found<'a> {
    Bool(bool),
    Signed(i64),
    Unsigned(u64),
    Float(f64),
    Str(&'a str),
    Null,
    Sequence,
    Map,
}

impl Found<'_> {
    /// The wording, written without `core::fmt` (less code to download).
    pub(crate) fn text(&self) -> String {
        match self {
            Found::Bool(v) => ["boolean `", if *v { "true" } else { "false" }, "`"].concat(),
            Found::Signed(v) => ["integer `", &whole_text(*v), "`"].concat(),
            Found::Unsigned(v) => ["integer `", &whole_text(*v), "`"].concat(),
            Found::Float(v) => ["floating point `", zmij::Buffer::new().format(*v), "`"].concat(),
            Found::Str(v) => ["string \"", &escape_debug(v), "\""].concat(),
            Found::Null => "null".to_owned(),
            Found::Sequence => "sequence".to_owned(),
            Found::Map => "map".to_owned(),
        }
    }
}

impl fmt::Display for Found<'_> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&self.text())
    }
}

/// `v` as the standard library's `Debug` quotes it, without its Unicode tables (which would weigh
/// on the phones' download): the same escapes for every ASCII character; other characters are
/// written as they are, where `Debug` would escape the few it deems unprintable.
fn escape_debug(v: &str) -> String {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(v.len());
    for c in v.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            '\n' => out.push_str("\\n"),
            '\0' => out.push_str("\\0"),
            c if c.is_ascii_control() => {
                // `\u{1b}`: lower-case hex without leading zeros (ASCII: at most two digits).
                let n = c as usize;
                out.push_str("\\u{");
                if n >= 16 {
                    out.push(char::from(HEX[(n >> 4) & 15]));
                }
                out.push(char::from(HEX[n & 15]));
                out.push('}');
            }
            c => out.push(c),
        }
    }
    out
}

/// serde's "invalid type" message.
pub(crate) fn invalid_type<E: de::Error>(found: Found, expected: impl fmt::Display) -> E {
    E::custom(format_args!("invalid type: {found}, expected {expected}"))
}

struct TextVisitor;

impl<'de> Visitor<'de> for TextVisitor {
    type Value = String;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a string")
    }
    fn visit_str<E>(self, v: &str) -> Result<String, E> {
        Ok(v.to_owned())
    }
    fn visit_string<E>(self, v: String) -> Result<String, E> {
        Ok(v)
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<String, E> {
        Err(invalid_type(Found::Bool(v), "a string"))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<String, E> {
        Err(invalid_type(Found::Signed(v), "a string"))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<String, E> {
        Err(invalid_type(Found::Unsigned(v), "a string"))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<String, E> {
        Err(invalid_type(Found::Float(v), "a string"))
    }
    fn visit_unit<E: de::Error>(self) -> Result<String, E> {
        Err(invalid_type(Found::Null, "a string"))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, _: A) -> Result<String, A::Error> {
        Err(invalid_type(Found::Sequence, "a string"))
    }
    fn visit_map<A: MapAccess<'de>>(self, _: A) -> Result<String, A::Error> {
        Err(invalid_type(Found::Map, "a string"))
    }
}

struct WholeVisitor;

impl<'de> Visitor<'de> for WholeVisitor {
    type Value = i64;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("i64")
    }
    fn visit_i64<E>(self, v: i64) -> Result<i64, E> {
        Ok(v)
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<i64, E> {
        i64::try_from(v)
            .map_err(|_| E::custom(format_args!("invalid value: integer `{v}`, expected i64")))
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<i64, E> {
        Err(invalid_type(Found::Bool(v), "i64"))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<i64, E> {
        Err(invalid_type(Found::Float(v), "i64"))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<i64, E> {
        Err(invalid_type(Found::Str(v), "i64"))
    }
    fn visit_unit<E: de::Error>(self) -> Result<i64, E> {
        Err(invalid_type(Found::Null, "i64"))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, _: A) -> Result<i64, A::Error> {
        Err(invalid_type(Found::Sequence, "i64"))
    }
    fn visit_map<A: MapAccess<'de>>(self, _: A) -> Result<i64, A::Error> {
        Err(invalid_type(Found::Map, "i64"))
    }
}

#[cfg(test)]
#[path = "fields_tests.rs"]
mod tests;
