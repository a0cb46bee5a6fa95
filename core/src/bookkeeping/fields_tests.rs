//! The records are read and written exactly as serde's derived code read and wrote them: the
//! derived code is kept here (`derived`, as the records were declared before) and both are given
//! the same JSON, from hand-picked cases and generated ones. One difference is allowed: when a text
//! or whole-number field holds an array or an object, the message is the same but its position is
//! the one after the `[` or `{` rather than at it (serde_json reads it before the visitor can refuse
//! it).

use super::super::records::{Entity, Record};
use proptest::prelude::*;

mod derived {
    //! The record structs and their number fields as serde derived them.
    #![allow(dead_code)]
    use rust_decimal::Decimal;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use crate::bookkeeping::messages::NOT_A_NUMBER;
    use crate::bookkeeping::wire::{decimal_to_wire, plain_text, record_number};

    #[derive(Deserialize)]
    #[serde(untagged)]
    enum NumberOrText {
        Number(f64),
        Text(String),
    }

    pub mod opt_decimal {
        use super::*;

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
            }
        }
    }

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
                Some(NumberOrText::Number(_)) => {
                    Err(serde::de::Error::custom("not a whole number"))
                }
            }
        }
    }

    #[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase", default)]
    pub struct Item {
        pub id: String,
        pub business_id: String,
        pub name: String,
        pub category_id: String,
        pub measurement_id: String,
        #[serde(with = "opt_decimal")]
        pub price: Option<Decimal>,
        #[serde(with = "opt_decimal")]
        pub provider_price: Option<Decimal>,
        pub status: String,
        pub last_edited: i64,
    }

    #[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase", default)]
    pub struct ProductVariant {
        pub id: String,
        pub business_id: String,
        pub name: String,
        pub main_product_id: String,
        #[serde(with = "opt_decimal")]
        pub unit_price: Option<Decimal>,
        #[serde(with = "opt_decimal")]
        pub starting_quantity: Option<Decimal>,
        pub date_added: i64,
        pub last_edited: i64,
    }

    #[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase", default)]
    pub struct ServiceVariant {
        pub id: String,
        pub business_id: String,
        pub name: String,
        pub main_service_id: String,
        #[serde(with = "opt_decimal")]
        pub unit_price: Option<Decimal>,
        pub date_added: i64,
        pub last_edited: i64,
    }

    #[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase", default)]
    pub struct Sale {
        pub id: String,
        pub business_id: String,
        pub nature: String,
        pub variant_id: String,
        #[serde(with = "opt_decimal")]
        pub quantity: Option<Decimal>,
        #[serde(with = "opt_decimal")]
        pub revenue: Option<Decimal>,
        #[serde(with = "opt_seconds")]
        pub date_sold: Option<i64>,
        pub type_of_sale: String,
        pub client_phone: String,
        pub date_added: i64,
        pub last_edited: i64,
    }

    #[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase", default)]
    pub struct Expense {
        pub id: String,
        pub business_id: String,
        pub nature: String,
        pub name: String,
        #[serde(with = "opt_decimal")]
        pub amount_spent: Option<Decimal>,
        #[serde(with = "opt_seconds")]
        pub transaction_date: Option<i64>,
        pub type_of_expense: String,
        pub supplier_phone: String,
        pub product_variant_id: String,
        #[serde(with = "opt_decimal")]
        pub lifespan_in_years: Option<Decimal>,
        pub date_added: i64,
        pub last_edited: i64,
    }

    #[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase", default)]
    pub struct Investment {
        pub id: String,
        pub business_id: String,
        pub investment_narration: String,
        pub type_of_investment: String,
        #[serde(with = "opt_decimal")]
        pub investment_amount: Option<Decimal>,
        #[serde(with = "opt_seconds")]
        pub investment_date: Option<i64>,
        pub date_added: i64,
        pub last_edited: i64,
    }

    #[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase", default)]
    pub struct Inventory {
        pub id: String,
        pub business_id: String,
        pub product_variant_id: String,
        #[serde(with = "opt_decimal")]
        pub stocked: Option<Decimal>,
        #[serde(with = "opt_decimal")]
        pub stock_value: Option<Decimal>,
        #[serde(with = "opt_seconds")]
        pub date_stocked: Option<i64>,
        pub date_added: i64,
        pub last_edited: i64,
    }
}

type Read = Result<(String, String, String), String>;

/// What the derived code made of `json`: the record's Debug text, its JSON in declared order and
/// its JSON as a `serde_json::Value` writes it; or the message.
fn derived_read(entity: Entity, json: &str) -> Read {
    fn read<T>(json: &str) -> Read
    where
        T: serde::de::DeserializeOwned + serde::Serialize + std::fmt::Debug,
    {
        let r: T = serde_json::from_str(json)
            .map_err(|e| format!("This record could not be read: {e}"))?;
        let declared = serde_json::to_string(&r).expect("written");
        let value = serde_json::to_value(&r).expect("a value").to_string();
        Ok((format!("{r:?}"), declared, value))
    }
    match entity {
        Entity::Product | Entity::Service => read::<derived::Item>(json),
        Entity::ProductVariant => read::<derived::ProductVariant>(json),
        Entity::ServiceVariant => read::<derived::ServiceVariant>(json),
        Entity::Sale => read::<derived::Sale>(json),
        Entity::Expense => read::<derived::Expense>(json),
        Entity::Investment => read::<derived::Investment>(json),
        Entity::Inventory => read::<derived::Inventory>(json),
    }
}

fn derived_from_value(entity: Entity, value: serde_json::Value) -> Result<String, String> {
    fn read<T>(value: serde_json::Value) -> Result<String, String>
    where
        T: serde::de::DeserializeOwned + std::fmt::Debug,
    {
        serde_json::from_value::<T>(value)
            .map(|r| format!("{r:?}"))
            .map_err(|e| format!("This record could not be read: {e}"))
    }
    match entity {
        Entity::Product | Entity::Service => read::<derived::Item>(value),
        Entity::ProductVariant => read::<derived::ProductVariant>(value),
        Entity::ServiceVariant => read::<derived::ServiceVariant>(value),
        Entity::Sale => read::<derived::Sale>(value),
        Entity::Expense => read::<derived::Expense>(value),
        Entity::Investment => read::<derived::Investment>(value),
        Entity::Inventory => read::<derived::Inventory>(value),
    }
}

fn debug(record: &Record) -> String {
    match record {
        Record::Product(r) | Record::Service(r) => format!("{r:?}"),
        Record::ProductVariant(r) => format!("{r:?}"),
        Record::ServiceVariant(r) => format!("{r:?}"),
        Record::Sale(r) => format!("{r:?}"),
        Record::Expense(r) => format!("{r:?}"),
        Record::Investment(r) => format!("{r:?}"),
        Record::Inventory(r) => format!("{r:?}"),
    }
}

fn read(entity: Entity, json: &str) -> Read {
    let record = Record::from_json(entity, json)?;
    let declared = serde_json::to_string(&super::Declared(record.fields())).expect("written");
    let sorted = record.to_json();
    assert_eq!(sorted, record.to_value().to_string());
    Ok((debug(&record), declared, sorted))
}

/// The message without its position, where the position may differ (see above).
fn comparable(read: Read) -> Read {
    read.map_err(|message| {
        let container = ["sequence", "map"].iter().any(|found| {
            ["a string", "i64"]
                .iter()
                .any(|kind| message.contains(&format!("invalid type: {found}, expected {kind} at")))
        });
        match message.rsplit_once(" at line ") {
            Some((text, _)) if container => text.to_owned(),
            _ => message,
        }
    })
}

/// Whether `json` holds a float of more than 15 significant digits or a power of ten beyond 22,
/// where the reader's float may be one binary digit from serde_json's (see `json`).
fn has_inexact_float(json: &str) -> bool {
    let bytes = json.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let inside_text = bytes[..i].iter().filter(|&&b| b == b'"').count() % 2 == 1;
        if inside_text || !bytes[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && matches!(bytes[i], b'0'..=b'9' | b'.' | b'e' | b'E' | b'+' | b'-')
        {
            i += 1;
        }
        let token = &json[start..i];
        let (mantissa, exponent) = match token.split_once(['e', 'E']) {
            Some((m, e)) => (m, e.parse::<i64>().unwrap_or(i64::MAX)),
            None if !token.contains('.') => continue,
            None => (token, 0),
        };
        let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
        let digits = format!("{whole}{fraction}");
        let significant = digits.trim_start_matches('0').len();
        let power = exponent.saturating_sub(fraction.len() as i64);
        if significant > 15 || !(-22..=22).contains(&power) {
            return true;
        }
    }
    false
}

/// Both read `json` alike for every entity, from text and from an already parsed value.
fn assert_read_alike(json: &str) {
    for entity in Entity::ALL {
        if has_inexact_float(json) {
            break;
        }
        assert_eq!(
            comparable(read(entity, json)),
            comparable(derived_read(entity, json)),
            "{entity:?} {json}"
        );
        if let Ok(value) = serde_json::from_str::<serde_json::Value>(json) {
            assert_eq!(
                Record::from_value(entity, value.clone()).map(|r| debug(&r)),
                derived_from_value(entity, value),
                "{entity:?} {json}"
            );
        }
    }
}

const ID: &str = "6540a1b2aabbccddeeff0011";

#[test]
fn reads_and_writes_records_as_the_derived_code_did() {
    let cases = [
        format!(r#"{{"id":"{ID}","businessId":"{ID}","nature":"Product","variantId":"{ID}","quantity":"2","revenue":"1,500.50","dateSold":1767214800,"typeOfSale":"cash","clientPhone":" 0712345678 ","dateAdded":1767214800,"lastEdited":1767214800}}"#),
        format!(r#"{{"id":"{ID}","name":"Tea","price":20,"providerPrice":19.99,"status":"Active","lastEdited":5,"extra":[1,{{"a":null}}]}}"#),
        r#"{"amountSpent":0.29,"lifespanInYears":"3","transactionDate":"1767214800","nature":"CapEx"}"#.to_owned(),
        r#"{"quantity":null,"revenue":"","dateSold":"  ","stocked":"","startingQuantity":"0.001"}"#.to_owned(),
        r#"{"quantity":"lots"}"#.to_owned(),
        r#"{"quantity":true,"name":"x"}"#.to_owned(),
        r#"{"revenue" : [1, 2, [3]] , "name":"x"}"#.to_owned(),
        r#"{"price": {"a": 1, "b": "2"}  }"#.to_owned(),
        r#"{"dateSold":1.5}"#.to_owned(),
        r#"{"dateSold":"soon"}"#.to_owned(),
        r#"{"investmentDate":1e300,"dateStocked":-0}"#.to_owned(),
        r#"{"price":1e400}"#.to_owned(),
        r#"{"id":5}"#.to_owned(),
        r#"{"dateAdded":"5"}"#.to_owned(),
        r#"{"lastEdited":1.0}"#.to_owned(),
        r#"{"id":"a","id":"b"}"#.to_owned(),
        r#"{"price":1,"price":2}"#.to_owned(),
        r#"{"i\u0064":"escaped key","name":"tab\there"}"#.to_owned(),
        r#"{"name":"x",}"#.to_owned(),
        r#"{"name":"x"} trailing"#.to_owned(),
        r#"{"name":"x"}  "#.to_owned(),
        r#"{"name" "x"}"#.to_owned(),
        r#"{"name":"x""#.to_owned(),
        format!(r#"["{ID}","{ID}","Tea"]"#),
        r#"["a","b","c","d","e",1,"2",true]"#.to_owned(),
        r#"["a","b","c","d","e","f","g","h","i","j","k","l","m","n"]"#.to_owned(),
        r#"[]"#.to_owned(),
        r#"[1,]"#.to_owned(),
        r#"{}"#.to_owned(),
        r#"5"#.to_owned(),
        r#""text""#.to_owned(),
        r#"null"#.to_owned(),
        String::new(),
        format!("{}{}", "[".repeat(200), "]".repeat(200)),
        format!(r#"{{"price":{}1{}}}"#, "[".repeat(130), "]".repeat(130)),
    ];
    for json in &cases {
        assert_read_alike(json);
    }
}

/// Any JSON value, with text and numbers as number fields may carry them.
fn any_json() -> impl Strategy<Value = String> {
    let text = prop_oneof![
        "[a-z ]{0,6}",
        "[0-9,. -]{0,8}",
        "-?[0-9]{1,3}(,[0-9]{3}){0,2}(\\.[0-9]{1,4})?",
        "[0-9]{1,12}",
    ]
    .prop_map(|s| format!("\"{s}\""));
    let leaf = prop_oneof![
        Just("null".to_owned()),
        Just("true".to_owned()),
        any::<i64>().prop_map(|n| n.to_string()),
        any::<u64>().prop_map(|n| n.to_string()),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(|f| format!("{f:e}")),
        (-1e13f64..1e13).prop_map(|f| f.to_string()),
        (0u64..100_000_000, 0u32..4)
            .prop_map(|(n, s)| { rust_decimal::Decimal::new(n as i64, s).to_string() }),
        text,
    ];
    leaf.prop_recursive(2, 8, 3, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..3).prop_map(|v| format!("[{}]", v.join(","))),
            prop::collection::vec(("[a-z]{1,3}", inner), 0..3).prop_map(|v| {
                let entries: Vec<_> = v.iter().map(|(k, v)| format!("\"{k}\":{v}")).collect();
                format!("{{{}}}", entries.join(","))
            }),
        ]
    })
}

fn every_field_name() -> Vec<&'static str> {
    let mut names: Vec<&'static str> = Entity::ALL
        .iter()
        .flat_map(|e| Record::blank(*e).fields().shape().fields.iter().copied())
        .collect();
    names.sort_unstable();
    names.dedup();
    names
}

/// A JSON object of known and unknown fields (sometimes repeated), or an array, with or without
/// spaces.
fn any_record_json() -> impl Strategy<Value = String> {
    let key = prop_oneof![
        6 => prop::sample::select(every_field_name()).prop_map(str::to_owned),
        1 => "[a-zA-Z]{1,8}",
    ];
    (
        prop::collection::vec((key, any_json()), 0..14),
        any::<bool>(),
        prop::sample::select(vec![0u8, 0, 0, 1]),
    )
        .prop_map(|(entries, spaced, array)| {
            let (sep, colon) = if spaced { (" ,\n ", " : ") } else { (",", ":") };
            if array == 1 {
                let values: Vec<_> = entries.into_iter().map(|(_, v)| v).collect();
                return format!("[{}]", values.join(sep));
            }
            let entries: Vec<_> = entries
                .into_iter()
                .map(|(k, v)| format!("\"{k}\"{colon}{v}"))
                .collect();
            format!("{{{}}}", entries.join(sep))
        })
}

/// A JSON object whose every field has a value of its kind: most of these are records.
fn well_typed_json(entity: Entity) -> impl Strategy<Value = String> {
    use super::FieldValue;
    let record = Record::blank(entity);
    let fields = record.fields();
    let names = fields.shape().fields;
    let values: Vec<BoxedStrategy<String>> = (0..names.len())
        .map(|i| match fields.value(i).expect("a field") {
            FieldValue::Text(_) => "[a-zA-Z0-9 ]{0,10}"
                .prop_map(|s| format!("\"{s}\""))
                .boxed(),
            FieldValue::Whole(_) => any::<i64>().prop_map(|n| n.to_string()).boxed(),
            FieldValue::Number(_) => prop_oneof![
                Just("null".to_owned()),
                Just("\"\"".to_owned()),
                (0u64..10_000_000_000, 0u32..4)
                    .prop_map(|(n, s)| { rust_decimal::Decimal::new(n as i64, s).to_string() }),
                (0u64..10_000_000_000, 0u32..4).prop_map(|(n, s)| {
                    format!("\"{}\"", rust_decimal::Decimal::new(n as i64, s))
                }),
                any::<f64>()
                    .prop_map(|f| format!("{f}"))
                    .prop_filter("json", |s| s.parse::<f64>().is_ok_and(f64::is_finite)),
            ]
            .boxed(),
            FieldValue::Time(_) => prop_oneof![
                Just("null".to_owned()),
                (0i64..4_000_000_000).prop_map(|n| n.to_string()),
                (0i64..4_000_000_000).prop_map(|n| format!("\"{n}\"")),
                (0i64..4_000_000_000).prop_map(|n| format!("{n}.0")),
            ]
            .boxed(),
        })
        .collect();
    values.prop_map(move |values| {
        let entries: Vec<_> = names
            .iter()
            .zip(values)
            .map(|(k, v)| format!("\"{k}\":{v}"))
            .collect();
        format!("{{{}}}", entries.join(","))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_json_is_read_as_the_derived_code_read_it(json in any_record_json()) {
        assert_read_alike(&json);
    }

    #[test]
    fn records_are_read_and_written_as_the_derived_code_did(
        (entity, json) in prop::sample::select(Entity::ALL.to_vec())
            .prop_flat_map(|entity| (Just(entity), well_typed_json(entity))),
    ) {
        prop_assume!(!has_inexact_float(&json));
        prop_assert_eq!(read(entity, &json), derived_read(entity, &json), "{}", json);
    }
}

#[test]
fn text_in_messages_is_quoted_as_debug_quotes_it() {
    let mut every_ascii: String = (0u8..128).map(char::from).collect();
    every_ascii.push_str("Jambo, dunia! é ü ñ ß 日本 😀 '");
    let ours = super::Found::Str(&every_ascii).to_string();
    assert_eq!(ours, format!("string {every_ascii:?}"));
}
