//! The checks on a question a coach adds to a cohort: its text, type, options, accepted files and
//! order.

use super::accept::check_accept_pattern;
use super::questions::QuestionType;

pub const QUESTION_REQUIRED: &str = "Write the question";
pub const QUESTION_MAX_CHARS: usize = 500;
pub const QUESTION_TOO_LONG: &str = "Keep the question to 500 characters or fewer";
pub const UNKNOWN_QUESTION_TYPE: &str =
    "Choose the type: file, number, textarea, text, checkbox or select";
pub const OPTIONS_REQUIRED: &str = "Add at least one option";
pub const OPTION_TWICE: &str = "Each option may appear only once";
pub const ORDER_INVALID: &str = "The order is a whole number from 1";
pub const ORDER_TAKEN: &str = "Another question of this cohort has this order";

/// A question as the coach's form sends it.
#[derive(Debug, Clone, Default)]
pub struct QuestionDraft<'a> {
    pub text: &'a str,
    pub kind: &'a str,
    pub options: Vec<&'a str>,
    pub file_type: &'a str,
    pub order: i64,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct QuestionErrors {
    pub question: Option<&'static str>,
    pub kind: Option<&'static str>,
    pub options: Option<&'static str>,
    pub file_type: Option<&'static str>,
    pub order: Option<&'static str>,
}

impl QuestionErrors {
    /// By the payload's field names, in the form's order.
    pub fn all(&self) -> [(&'static str, Option<&'static str>); 5] {
        [
            ("question", self.question),
            ("type", self.kind),
            ("options", self.options),
            ("fileType", self.file_type),
            ("order", self.order),
        ]
    }

    pub fn first(&self) -> Option<&'static str> {
        self.all().into_iter().find_map(|(_, m)| m)
    }
}

/// `other_orders`: the orders of the cohort's other questions (not this one's, when it is edited).
pub fn check_question(draft: &QuestionDraft, other_orders: &[i64]) -> QuestionErrors {
    let text = draft.text.trim();
    let kind = QuestionType::parse(draft.kind);
    let options: Vec<&str> = draft
        .options
        .iter()
        .map(|o| o.trim())
        .filter(|o| !o.is_empty())
        .collect();
    let twice = options
        .iter()
        .enumerate()
        .any(|(i, o)| options[..i].iter().any(|p| p.eq_ignore_ascii_case(o)));
    QuestionErrors {
        question: if text.is_empty() {
            Some(QUESTION_REQUIRED)
        } else if text.chars().count() > QUESTION_MAX_CHARS {
            Some(QUESTION_TOO_LONG)
        } else {
            None
        },
        kind: kind.is_none().then_some(UNKNOWN_QUESTION_TYPE),
        options: match kind {
            Some(k) if k.has_options() && options.is_empty() => Some(OPTIONS_REQUIRED),
            Some(k) if k.has_options() && twice => Some(OPTION_TWICE),
            _ => None,
        },
        file_type: match kind {
            Some(QuestionType::File) => check_accept_pattern(draft.file_type).err(),
            _ => None,
        },
        order: if draft.order < 1 {
            Some(ORDER_INVALID)
        } else if other_orders.contains(&draft.order) {
            Some(ORDER_TAKEN)
        } else {
            None
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::onboarding::accept::INVALID_FILE_TYPE;

    #[test]
    fn a_complete_question_passes() {
        let draft = QuestionDraft {
            text: "Your sector",
            kind: "select",
            options: vec!["Retail", "Farming"],
            order: 2,
            ..Default::default()
        };
        assert_eq!(check_question(&draft, &[1, 3]), QuestionErrors::default());
    }

    #[test]
    fn each_field_has_its_message() {
        let draft = QuestionDraft {
            text: "  ",
            kind: "radio",
            order: 0,
            ..Default::default()
        };
        let e = check_question(&draft, &[]);
        assert_eq!(e.question, Some(QUESTION_REQUIRED));
        assert_eq!(e.kind, Some(UNKNOWN_QUESTION_TYPE));
        assert_eq!(e.order, Some(ORDER_INVALID));
        assert_eq!(e.first(), Some(QUESTION_REQUIRED));

        let choices = QuestionDraft {
            text: "Sector",
            kind: "checkbox",
            options: vec![" ", ""],
            order: 1,
            ..Default::default()
        };
        assert_eq!(
            check_question(&choices, &[1]).options,
            Some(OPTIONS_REQUIRED)
        );
        assert_eq!(check_question(&choices, &[1]).order, Some(ORDER_TAKEN));
        let twice = QuestionDraft {
            options: vec!["Retail", "retail "],
            ..choices
        };
        assert_eq!(check_question(&twice, &[]).options, Some(OPTION_TWICE));

        let file = QuestionDraft {
            text: "Pitch deck",
            kind: "file",
            file_type: "pptx",
            order: 1,
            ..Default::default()
        };
        assert_eq!(
            check_question(&file, &[]).file_type,
            Some(INVALID_FILE_TYPE)
        );
        let file = QuestionDraft {
            file_type: "",
            ..file
        };
        assert_eq!(
            check_question(&file, &[]),
            QuestionErrors::default(),
            "images by default"
        );
    }
}
