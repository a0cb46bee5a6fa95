//! The learning tables: cohorts, their mentors and trainees (`store/people.rs`), the course
//! (`store/course.rs`), a trainee's submissions and pitches (`store/work.rs`), messages
//! (`store/talk.rs`), notes (`store/notes.rs`), topic reviews (`store/reviews.rs`), survey answers
//! and the entered score items (`store/surveys.rs`), the course as the team writes it
//! (`store/writing.rs`), what the team changes in cohorts, people and score entries
//! (`store/team.rs`), course media (`store/media.rs`).

pub mod course;
pub mod media;
pub mod notes;
pub mod people;
pub mod reviews;
pub mod surveys;
pub mod talk;
pub mod team;
pub mod work;
pub mod writing;

use portal_core::playbook::model::Text;

/// A `{en, sw}` column.
pub(crate) fn text_of(json: &str) -> Text {
    serde_json::from_str(json).unwrap_or_default()
}

/// A JSON column read as a value (null when unreadable).
pub(crate) fn value_of(json: &str) -> serde_json::Value {
    serde_json::from_str(json).unwrap_or(serde_json::Value::Null)
}

pub(crate) fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|_| "null".to_owned())
}
