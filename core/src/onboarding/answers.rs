//! An applicant's answer to one question, checked by the question's type (spec 001 section 5), and
//! the required note shown under the question.

use super::accept::file_notes;
use super::questions::{Question, QuestionType};
use crate::language::Language;
use crate::money::read_number;

pub const FIELD_REQUIRED: &str = "*This field is required";
pub const FIELD_REQUIRED_SW: &str = "*Sehemu hii inahitajika";
pub const SELECT_FILE: &str = "Select your file to continue";
pub const NOT_A_NUMBER: &str = "Enter a number, like 25 or 1,500.50";
pub const NOT_AN_OPTION: &str = "Choose from the options given";
pub const ONE_OPTION_ONLY: &str = "Choose only one option";
pub const TEXT_MAX_CHARS: usize = 500;
pub const TEXTAREA_MAX_CHARS: usize = 5000;
pub const TEXT_TOO_LONG: &str = "Keep the answer to 500 characters or fewer";
pub const TEXTAREA_TOO_LONG: &str = "Keep the answer to 5000 characters or fewer";

/// The answer as sent, one value per choice for a checkbox question and one value otherwise (a file
/// question's value is the uploaded file's id). The values to store (trimmed; the choices in the
/// options' order, each once), empty when an optional question is left blank; or the message.
pub fn check_answer(question: &Question, values: &[&str]) -> Result<Vec<String>, &'static str> {
    let given: Vec<&str> = values
        .iter()
        .map(|v| v.trim())
        .filter(|v| !v.is_empty())
        .collect();
    if given.is_empty() {
        return match (question.required, question.kind) {
            (false, _) => Ok(Vec::new()),
            (true, QuestionType::File) => Err(SELECT_FILE),
            (true, _) => Err(FIELD_REQUIRED),
        };
    }
    let one = || match given[..] {
        [value] => Ok(value),
        _ => Err(ONE_OPTION_ONLY),
    };
    let within = |limit: usize, message: &'static str| {
        let value = one()?;
        if value.chars().count() > limit {
            Err(message)
        } else {
            Ok(vec![value.to_owned()])
        }
    };
    match question.kind {
        QuestionType::File => Ok(vec![one()?.to_owned()]),
        QuestionType::Number => {
            let value = one()?;
            read_number(value).map_err(|_| NOT_A_NUMBER)?;
            Ok(vec![value.to_owned()])
        }
        QuestionType::Text => within(TEXT_MAX_CHARS, TEXT_TOO_LONG),
        QuestionType::Textarea => within(TEXTAREA_MAX_CHARS, TEXTAREA_TOO_LONG),
        QuestionType::Select => {
            let value = one()?;
            let option = question.options.iter().find(|o| o.trim() == value);
            Ok(vec![option.ok_or(NOT_AN_OPTION)?.trim().to_owned()])
        }
        QuestionType::Checkbox => {
            if !given
                .iter()
                .all(|v| question.options.iter().any(|o| o.trim() == *v))
            {
                return Err(NOT_AN_OPTION);
            }
            Ok(question
                .options
                .iter()
                .map(|o| o.trim())
                .filter(|o| given.contains(o))
                .map(str::to_owned)
                .collect())
        }
    }
}

/// The note under a required question: '*This field is required', and for a file question the kinds
/// of file its pattern names ('*This field is required (PDF, Word document)'). None when optional.
pub fn required_note(question: &Question, language: Language) -> Option<String> {
    if !question.required {
        return None;
    }
    let mut note = match language {
        Language::English => FIELD_REQUIRED,
        Language::Swahili => FIELD_REQUIRED_SW,
    }
    .to_owned();
    if question.kind == QuestionType::File {
        let kinds: Vec<&str> = file_notes(&question.file_type)
            .into_iter()
            .map(|k| k.label(language))
            .collect();
        if !kinds.is_empty() {
            note.push_str(" (");
            note.push_str(&kinds.join(", "));
            note.push(')');
        }
    }
    Some(note)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn question(kind: QuestionType) -> Question {
        Question {
            id: "q1".into(),
            text: "Your turnover".into(),
            order: 1,
            kind,
            options: vec!["Retail".into(), " Farming ".into(), "Services".into()],
            file_type: String::new(),
            required: true,
        }
    }

    #[test]
    fn required_answers_by_type() {
        assert_eq!(
            check_answer(&question(QuestionType::File), &[]),
            Err(SELECT_FILE)
        );
        assert_eq!(
            check_answer(&question(QuestionType::Text), &["  "]),
            Err(FIELD_REQUIRED)
        );
        assert_eq!(
            check_answer(&question(QuestionType::Checkbox), &[]),
            Err(FIELD_REQUIRED)
        );
        let mut optional = question(QuestionType::Number);
        optional.required = false;
        assert_eq!(check_answer(&optional, &[""]), Ok(vec![]));
    }

    #[test]
    fn numbers_texts_and_files() {
        let number = question(QuestionType::Number);
        assert_eq!(
            check_answer(&number, &[" 1,500.50 "]),
            Ok(vec!["1,500.50".into()])
        );
        assert_eq!(check_answer(&number, &["12a"]), Err(NOT_A_NUMBER));
        assert_eq!(check_answer(&number, &["1", "2"]), Err(ONE_OPTION_ONLY));
        let text = question(QuestionType::Text);
        assert_eq!(
            check_answer(&text, &[&"x".repeat(TEXT_MAX_CHARS)]).map(|v| v.len()),
            Ok(1)
        );
        assert_eq!(
            check_answer(&text, &[&"x".repeat(TEXT_MAX_CHARS + 1)]),
            Err(TEXT_TOO_LONG)
        );
        let area = question(QuestionType::Textarea);
        assert!(check_answer(&area, &[&"x".repeat(TEXT_MAX_CHARS + 1)]).is_ok());
        assert_eq!(
            check_answer(&area, &[&"x".repeat(TEXTAREA_MAX_CHARS + 1)]),
            Err(TEXTAREA_TOO_LONG)
        );
        assert_eq!(
            check_answer(&question(QuestionType::File), &["f9"]),
            Ok(vec!["f9".into()])
        );
    }

    #[test]
    fn choices_come_from_the_options() {
        let select = question(QuestionType::Select);
        assert_eq!(
            check_answer(&select, &["Farming"]),
            Ok(vec!["Farming".into()])
        );
        assert_eq!(check_answer(&select, &["Mining"]), Err(NOT_AN_OPTION));
        assert_eq!(
            check_answer(&select, &["Retail", "Farming"]),
            Err(ONE_OPTION_ONLY)
        );
        let many = question(QuestionType::Checkbox);
        assert_eq!(
            check_answer(&many, &["Services", "Retail", "Services"]),
            Ok(vec!["Retail".into(), "Services".into()])
        );
        assert_eq!(
            check_answer(&many, &["Retail", "Mining"]),
            Err(NOT_AN_OPTION)
        );
    }

    #[test]
    fn the_required_note_names_the_file_kinds() {
        let mut file = question(QuestionType::File);
        assert_eq!(
            required_note(&file, Language::English).as_deref(),
            Some(FIELD_REQUIRED)
        );
        file.file_type = ".pdf,.docx".into();
        assert_eq!(
            required_note(&file, Language::English).as_deref(),
            Some("*This field is required (PDF, Word document)")
        );
        assert_eq!(
            required_note(&file, Language::Swahili).as_deref(),
            Some("*Sehemu hii inahitajika (PDF, hati ya Word)")
        );
        file.required = false;
        assert_eq!(required_note(&file, Language::English), None);
    }
}
