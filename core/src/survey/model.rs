//! A survey as data (spec 001 section 3, "Survey menu" and "Survey question"): its questions with
//! their texts in English and Swahili, type, options, skip logic (`dependent`) and whether they are
//! active and required. Stored and sent as JSON in this shape (camelCase field names).

use serde::{Deserialize, Serialize};

use super::codes::SurveyCode;
use crate::language::Language;
use crate::money::whole_text;

/// A text a person reads, in both languages.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Text {
    pub en: String,
    pub sw: String,
}

impl Text {
    pub fn new(en: &str, sw: &str) -> Text {
        Text {
            en: en.to_owned(),
            sw: sw.to_owned(),
        }
    }

    pub fn get(&self, language: Language) -> &str {
        match language {
            Language::English => &self.en,
            Language::Swahili => &self.sw,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum QuestionType {
    Text,
    /// A whole number, 0 or more (counts: employees, jobs).
    Integer,
    /// A number, 0 or more, with at most two decimals (amounts: revenue, salary); never a float.
    Decimal,
    /// One of the options.
    SelectOne,
    /// Several of the options.
    SelectMany,
    /// A day, `YYYY-MM-DD`.
    Date,
    /// A Kenyan or Tanzanian phone number.
    Phone,
    /// Text to read; takes no answer.
    Note,
}

impl QuestionType {
    pub const ALL: [QuestionType; 8] = [
        QuestionType::Text,
        QuestionType::Integer,
        QuestionType::Decimal,
        QuestionType::SelectOne,
        QuestionType::SelectMany,
        QuestionType::Date,
        QuestionType::Phone,
        QuestionType::Note,
    ];

    /// The stored name (`selectOne`), as the JSON shape writes it.
    pub fn name(self) -> &'static str {
        match self {
            QuestionType::Text => "text",
            QuestionType::Integer => "integer",
            QuestionType::Decimal => "decimal",
            QuestionType::SelectOne => "selectOne",
            QuestionType::SelectMany => "selectMany",
            QuestionType::Date => "date",
            QuestionType::Phone => "phone",
            QuestionType::Note => "note",
        }
    }

    pub fn parse(name: &str) -> Option<QuestionType> {
        QuestionType::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(name.trim()))
    }

    /// Answered by choosing among options.
    pub fn has_options(self) -> bool {
        matches!(self, QuestionType::SelectOne | QuestionType::SelectMany)
    }
}

/// One option of a select question: the value stored and its label in both languages.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub value: String,
    pub label: Text,
}

impl Choice {
    pub fn new(value: &str, en: &str, sw: &str) -> Choice {
        Choice {
            value: value.to_owned(),
            label: Text::new(en, sw),
        }
    }
}

/// Skip logic: the question shows only when the question with this `code` was answered `input`
/// (for a select-many question: when `input` is among its choices).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dependent {
    pub code: String,
    pub input: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Question {
    /// The answer's key when stored and posted (`revenue`); scorecards read answers by it.
    pub name: String,
    /// The menu code: the survey's code and the question's place, `2*14*1*3`.
    pub code: String,
    pub text: Text,
    #[serde(rename = "type")]
    pub kind: QuestionType,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<Choice>,
    /// Where the options are read from when they are not listed (spec 7.3: a map of id to name);
    /// the caller checks a choice against what it returns.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub options_link: Option<String>,
    pub active: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dependent: Option<Dependent>,
    pub required: bool,
}

impl Question {
    /// The option with this value.
    pub fn option(&self, value: &str) -> Option<&Choice> {
        self.options.iter().find(|c| c.value == value)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Survey {
    pub code: SurveyCode,
    pub title: Text,
    pub questions: Vec<Question>,
}

impl Survey {
    pub fn question(&self, name: &str) -> Option<&Question> {
        self.questions.iter().find(|q| q.name == name)
    }

    pub fn question_by_code(&self, code: &str) -> Option<&Question> {
        self.questions.iter().find(|q| q.code == code)
    }

    /// The code of the question at `index` (0-based): the survey's code, `*`, its place from 1.
    pub fn question_code(code: SurveyCode, index: usize) -> String {
        // Written without `core::fmt`: less code for the phones to download.
        [code.code(), "*", &whole_text(index as u64 + 1)].concat()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_by_name() {
        for t in QuestionType::ALL {
            assert_eq!(QuestionType::parse(t.name()), Some(t));
        }
        assert_eq!(
            QuestionType::parse("SELECTMANY"),
            Some(QuestionType::SelectMany)
        );
        assert_eq!(QuestionType::parse("geopoint"), None);
        assert!(QuestionType::SelectOne.has_options());
        assert!(!QuestionType::Phone.has_options());
    }

    #[test]
    fn texts_by_language_and_codes_by_place() {
        let text = Text::new("Revenue", "Mapato");
        assert_eq!(text.get(Language::English), "Revenue");
        assert_eq!(text.get(Language::Swahili), "Mapato");
        assert_eq!(Survey::question_code(SurveyCode::Quarterly, 0), "2*14*1*1");
        assert_eq!(Survey::question_code(SurveyCode::Unified, 11), "2*13*12");
    }

    #[test]
    fn a_question_is_written_in_the_wire_shape() {
        let question = Question {
            name: "has_insurance".into(),
            code: "2*14*1*9".into(),
            text: Text::new("Insurance?", "Bima?"),
            kind: QuestionType::SelectOne,
            options: vec![Choice::new("yes", "Yes", "Ndiyo")],
            options_link: None,
            active: true,
            dependent: Some(Dependent {
                code: "2*14*1*2".into(),
                input: "yes".into(),
            }),
            required: true,
        };
        let json = serde_json::to_value(&question).expect("serialises");
        assert_eq!(json["type"], "selectOne");
        assert_eq!(json["text"]["sw"], "Bima?");
        assert_eq!(json["dependent"]["input"], "yes");
        assert!(json.get("optionsLink").is_none());
        let back: Question = serde_json::from_value(json).expect("reads back");
        assert_eq!(back, question);
    }
}
