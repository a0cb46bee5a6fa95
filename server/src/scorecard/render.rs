//! A kept card as the calls answer it: core's stored card (JSON) read back and its notes written
//! in the reader's language, with the business and its place in its rank group.

use std::collections::BTreeMap;

use portal_core::language::Language;
use portal_core::scorecard::{RankGroup, Scorecard};
use serde_json::{json, Map, Value};

use super::model::{RankGroupView, Record, RecordBusiness};
use super::store::Kept;
use crate::error::{AppError, AppResult};
use crate::numbers::Num;

/// The stored card of a kept row.
pub fn card_of(kept: &Kept) -> AppResult<Scorecard> {
    serde_json::from_str(&kept.card)
        .map_err(|e| AppError::internal(format!("a kept scorecard does not read: {e}")))
}

fn number(value: Option<rust_decimal::Decimal>) -> Value {
    value.map_or(Value::Null, |v| json!(Num(v)))
}

/// The four groups: `{score, <measure>: {score, notes}}` each.
pub fn groups(card: &Scorecard, language: Language) -> BTreeMap<String, Value> {
    card.groups
        .iter()
        .map(|group| {
            let mut object = Map::new();
            object.insert("score".to_owned(), number(group.score));
            for measure in &group.measures {
                object.insert(
                    measure.measure.key().to_owned(),
                    json!({ "score": number(measure.score), "notes": measure.note.text(language) }),
                );
            }
            (group.group.key().to_owned(), Value::Object(object))
        })
        .collect()
}

pub fn record(kept: &Kept, card: &Scorecard, language: Language) -> Record {
    let group = RankGroup::parse(&kept.rank_group).unwrap_or(card.rank_group);
    Record {
        business: RecordBusiness {
            id: kept.business_id.clone(),
            name: kept.business_name.clone(),
            months: card.months,
        },
        year: kept.year,
        quarter: kept.quarter,
        date_added: kept.computed_at,
        average_score: card.average_score.map(Num),
        band: card.band.map(|band| band.wire().to_owned()),
        rank_group: RankGroupView {
            id: group.id().to_owned(),
            stops: group.stops().to_vec(),
        },
        rank: kept.rank,
        group_size: kept.group_size,
        groups: groups(card, language),
    }
}

/// The reader's language, or `?lang=` when it names one.
pub fn language(stored: Language, asked: Option<&str>) -> Language {
    asked.and_then(Language::parse).unwrap_or(stored)
}
