//! The playbook's tables: the content (`store/content.rs`), the pairs and their playbooks
//! (`store/pairs.rs`), what a pair did: ticks, tasks, replies, feedback (`store/work.rs`), the
//! alerts (`store/alerts.rs`) and the channel each person chose for them (`store/settings.rs`).

pub mod alerts;
pub mod content;
pub mod pairs;
pub mod settings;
pub mod work;

use portal_core::playbook::model::Text;

/// A `{en, sw}` column.
pub(crate) fn text_of(json: &str) -> Text {
    serde_json::from_str(json).unwrap_or_default()
}

pub(crate) fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|_| "null".to_owned())
}
