//! The learning surveys' messages in Swahili beside their English (`in_language`).

use super::{ANSWER_ALL_QUESTIONS, SURVEY_NOT_FOUND};
use crate::language::Language;

pub const MESSAGES: &[(&str, &str)] = &[
    (ANSWER_ALL_QUESTIONS, "Jibu maswali yote"),
    (SURVEY_NOT_FOUND, "Utafiti haukupatikana"),
];

/// A learning-survey message in `language`; the engine's messages (a number's, a choice's) are in
/// `survey::messages::in_language`, which this falls back to.
pub fn in_language(english: &str, language: Language) -> &str {
    match crate::language::translated(MESSAGES, english, language) {
        same if same == english => crate::survey::messages::in_language(english, language),
        translated => translated,
    }
}
