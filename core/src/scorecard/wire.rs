//! The JSON the calls answer (docs/scorecards.md): the scorecard record and the risk record,
//! with the notes written in the reader's language; and the stored form, language-neutral, that
//! the server keeps for each computed quarter.

use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use super::inputs::QuarterInputs;
use super::model::Scorecard;
use super::risk::{risk, Report, RiskCard, RiskMetric};
use super::risk_model::shown_percent;
use super::thresholds::Thresholds;
use crate::bookkeeping::wire::decimal_to_wire;
use crate::language::Language;

/// A decimal as a JSON number (a whole one without a point).
pub fn number(value: Decimal) -> Value {
    match value.fract().is_zero().then(|| value.to_i64()).flatten() {
        Some(whole) => Value::from(whole),
        None => Value::from(decimal_to_wire(value)),
    }
}

fn opt_number(value: Option<Decimal>) -> Value {
    value.map_or(Value::Null, number)
}

/// What the record says about the business and where it stands, beside the scorecard itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placing<'a> {
    pub business_id: &'a str,
    pub business_name: &'a str,
    /// When the scorecard was computed (epoch seconds).
    pub date_added: i64,
    /// Its position in its rank group for the quarter, and the group's size.
    pub rank: u32,
    pub group_size: u32,
}

/// The scorecard record (`POST /api/scorecard/read`'s `data[]`), notes in `language`.
pub fn render(card: &Scorecard, language: Language, placing: &Placing) -> Value {
    let mut record = Map::new();
    record.insert(
        "business".into(),
        json!({"id": placing.business_id, "name": placing.business_name, "months": card.months}),
    );
    record.insert("year".into(), json!(card.year));
    record.insert("quarter".into(), json!(card.quarter));
    record.insert("dateAdded".into(), json!(placing.date_added));
    record.insert("averageScore".into(), opt_number(card.average_score));
    record.insert("band".into(), json!(card.band.map(|b| b.wire())));
    record.insert(
        "rankGroup".into(),
        json!({"id": card.rank_group.id(), "stops": card.rank_group.stops()}),
    );
    record.insert("rank".into(), json!(placing.rank));
    record.insert("groupSize".into(), json!(placing.group_size));
    for group in &card.groups {
        let mut block = Map::new();
        block.insert("score".into(), opt_number(group.score));
        for measure in &group.measures {
            block.insert(
                measure.measure.key().into(),
                json!({"score": opt_number(measure.score), "notes": measure.note.text(language)}),
            );
        }
        record.insert(group.group.key().into(), Value::Object(block));
    }
    Value::Object(record)
}

fn percent_block(percent: Option<Decimal>) -> Value {
    json!({
        "percent": opt_number(percent),
        "shownPercent": opt_number(percent.map(shown_percent)),
    })
}

fn report(report: &Report) -> Value {
    match report {
        Report::Months { months } => Value::Object(
            months
                .iter()
                .map(|m| {
                    let figures = json!({
                        "revenue": number(m.revenue),
                        "operatingProfit": number(m.operating_profit),
                        "netProfit": number(m.net_profit),
                        "installments": number(m.installments),
                    });
                    (m.key(), figures)
                })
                .collect(),
        ),
        Report::Checklist { rows } => json!(rows),
        Report::Rating { rating } => json!({"rating": opt_number(*rating)}),
    }
}

fn metric(metric: &RiskMetric, language: Language) -> Value {
    let mut block = Map::new();
    if super::risk_model::shows_percent(metric.measure) {
        block.insert("percent".into(), opt_number(metric.percent));
    }
    block.insert("score".into(), opt_number(metric.score));
    block.insert("notes".into(), json!(metric.note.text(language)));
    if let Some(found) = &metric.report {
        block.insert("report".into(), report(found));
    }
    Value::Object(block)
}

/// The risk record (`GET /api/scorecard/risk/{businessId}`'s `data[]`), notes in `language`.
/// Each `data` block carries `percent` and `shownPercent` (spec 4.5: below 1 shows 0).
pub fn render_risk(card: &RiskCard, language: Language, business_id: &str, name: &str) -> Value {
    let mut record = Map::new();
    record.insert("business".into(), json!({"id": business_id, "name": name}));
    record.insert("year".into(), json!(card.year));
    record.insert("quarter".into(), json!(card.quarter));
    record.insert("data".into(), percent_block(card.percent));
    for section in &card.sections {
        let mut block = Map::new();
        block.insert("data".into(), percent_block(section.percent));
        for found in &section.metrics {
            block.insert(found.measure.wire().into(), metric(found, language));
        }
        record.insert(section.category.key().into(), Value::Object(block));
    }
    Value::Object(record)
}

/// Everything computed for a quarter, as the server stores it (language-neutral JSON).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Computed {
    pub scorecard: Scorecard,
    pub risk: RiskCard,
}

/// The scorecard and the risk scorecard of `inputs`' quarter.
pub fn compute_all(inputs: &QuarterInputs, thresholds: &Thresholds) -> Computed {
    Computed {
        scorecard: super::card::compute(inputs, thresholds),
        risk: risk(inputs, thresholds),
    }
}

pub fn to_stored_json(computed: &Computed) -> String {
    // Plain data with string keys only: serialising it cannot fail.
    serde_json::to_string(computed).unwrap_or_default()
}

pub fn from_stored_json(text: &str) -> Result<Computed, serde_json::Error> {
    serde_json::from_str(text)
}

/// The thresholds table as `GET /api/scorecard/thresholds` answers it: `{data: [{measure, better,
/// unit, steps: [{bound, score}], name, reason}]}`, each rule with the measure's name and its
/// default's reason in `language` (the two extra fields are ignored when the table is sent back).
pub fn render_thresholds(table: &Thresholds, language: Language) -> Value {
    let rules: Vec<Value> = table
        .rules
        .iter()
        .map(|rule| {
            let mut value = serde_json::to_value(rule).unwrap_or(Value::Null);
            if let Value::Object(fields) = &mut value {
                fields.insert(
                    "name".into(),
                    json!(super::labels::name_in(rule.measure, language)),
                );
                fields.insert(
                    "reason".into(),
                    json!(super::labels::reason_in(rule.measure, language)),
                );
            }
            value
        })
        .collect();
    json!({ "data": rules })
}
