//! The two budget records on the sync wire, business-scoped: `budgetPeriod {id, businessId, number,
//! from, to, removed?}` and `budgetLine {id, businessId, name, nature, expenseTypes[], amounts
//! {periodId: amount}, removed?}`. Numbers may come as JSON numbers or their text; amounts go back
//! as text with two decimals. A record with `removed: true` takes the period or line out of the
//! budget (the engine only puts).

use std::collections::BTreeMap;

use serde_json::{json, Map, Value};

use super::checks::{LineDraft, PeriodDraft};
use super::model::{Line, Period};
use crate::money::decimal_text;

pub const PERIOD_ENTITY: &str = "budgetPeriod";
pub const LINE_ENTITY: &str = "budgetLine";

/// A field as the text a form would hold: a string as it is, a number as its JSON text.
pub fn text_of(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        Value::Number(n) => n.to_string(),
        _ => String::new(),
    }
}

/// Whether the record takes its period or line out.
pub fn is_removal(record: &Value) -> bool {
    record["removed"].as_bool() == Some(true)
}

pub fn period_draft(id: &str, record: &Value) -> PeriodDraft {
    PeriodDraft {
        id: id.to_owned(),
        number: text_of(&record["number"]),
        from: text_of(&record["from"]),
        to: text_of(&record["to"]),
    }
}

pub fn line_draft(id: &str, record: &Value) -> LineDraft {
    let expense_types = match &record["expenseTypes"] {
        Value::Array(types) => types.iter().map(text_of).collect(),
        Value::String(one) => vec![one.clone()],
        _ => Vec::new(),
    };
    let amounts: BTreeMap<String, String> = record["amounts"]
        .as_object()
        .map(|amounts| {
            amounts
                .iter()
                .map(|(period, amount)| (period.clone(), text_of(amount)))
                .collect()
        })
        .unwrap_or_default();
    LineDraft {
        id: id.to_owned(),
        name: text_of(&record["name"]),
        nature: text_of(&record["nature"]),
        expense_types,
        amounts,
    }
}

/// An amount as the wire writes it: two decimals.
pub fn money_text(amount: rust_decimal::Decimal) -> String {
    let mut cents = amount.round_dp(2);
    cents.rescale(2);
    decimal_text(cents)
}

pub fn period_record(business_id: &str, period: &Period, removed: bool) -> Value {
    json!({
        "id": period.id, "businessId": business_id, "number": period.number,
        "from": period.from, "to": period.to, "removed": removed,
    })
}

pub fn line_record(business_id: &str, line: &Line, removed: bool) -> Value {
    let amounts: Map<String, Value> = line
        .amounts
        .iter()
        .map(|(period, amount)| (period.clone(), Value::String(money_text(*amount))))
        .collect();
    json!({
        "id": line.id, "businessId": business_id, "name": line.name,
        "nature": line.nature.name(), "expenseTypes": line.expense_types,
        "amounts": amounts, "removed": removed,
    })
}
