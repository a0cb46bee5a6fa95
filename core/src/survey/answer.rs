//! One answer checked by its question's type (spec 001 sections 4.4 and 5): required unless skipped
//! or inactive, then the type's form. Numbers are read exactly (`money::read_number`), never as
//! floats; a phone is stored in its international form; choices in the options' order.

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use super::model::{Question, QuestionType};
use crate::money::{decimal_text, read_number, NumberError};
use crate::onboarding::cohort::read_day;
use crate::phones::international_any;
use crate::places::Country;

/// The value of a question hidden by skip logic (spec 4.4).
pub const SKIPPED: &str = "---skipped---";
/// The value of an inactive question (spec 4.4).
pub const INACTIVE: &str = "---inactive---";

pub const ANSWER_REQUIRED: &str = "Answer this question to continue";
pub const ONE_ANSWER_ONLY: &str = "Give only one answer";
pub const ANSWER_TOO_LONG: &str = "Keep the answer to 1000 characters or fewer";
pub const NOT_A_WHOLE_NUMBER: &str = "Enter a whole number, like 12";
pub const NOT_A_NUMBER: &str = "Enter a number, like 150000 or 1,500.50";
pub const TOO_MANY_DECIMALS: &str = "Use at most 2 decimals, like 1500.50";
pub const NEGATIVE_NUMBER: &str = "Enter 0 or more";
pub const NUMBER_TOO_LARGE: &str = "This number is too large";
pub const INVALID_DATE: &str = "Enter a date as YYYY-MM-DD, like 2026-03-31";
pub const INVALID_PHONE: &str = "Enter a Kenyan or Tanzanian phone number, like 0712 345 678";
pub const NOT_AN_OPTION: &str = "Choose from the options given";

pub const ANSWER_MAX_CHARS: usize = 1000;
/// The largest whole number and amount an answer may hold (an amount's cents still fit an i64).
pub const NUMBER_MAX: i64 = 1_000_000_000_000;

/// An answer as sent: one value, or a list (a select-many question's choices).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Answer {
    One(String),
    Many(Vec<String>),
}

impl Answer {
    pub fn one(value: &str) -> Answer {
        Answer::One(value.to_owned())
    }

    pub fn many(values: &[&str]) -> Answer {
        Answer::Many(values.iter().map(|v| (*v).to_owned()).collect())
    }

    /// The values given, trimmed, blanks and the two markers left out. A single value of a list
    /// question is split at spaces, as XLSForm tools store a select-many answer (`health pension`).
    pub fn values(&self, split_spaces: bool) -> Vec<&str> {
        let given: Vec<&str> = match self {
            Answer::One(v) if split_spaces => v.split_whitespace().collect(),
            Answer::One(v) => vec![v.trim()],
            Answer::Many(vs) => vs.iter().map(|v| v.trim()).collect(),
        };
        given
            .into_iter()
            .filter(|v| !v.is_empty() && *v != SKIPPED && *v != INACTIVE)
            .collect()
    }

    /// Whether the answer holds `value` (the skip logic's match).
    pub fn matches(&self, value: &str) -> bool {
        self.values(false).contains(&value.trim())
    }
}

/// The answer to store (trimmed and in a single form: `1200` for `1,200`, `254712345678` for
/// `0712 345 678`, choices in the options' order and each once), `None` when a question that is
/// not required is left blank and always for a note; or the message. `country` is the person's:
/// a local phone number (`07…`, `06…`) is taken as that country's.
pub fn check_answer(
    question: &Question,
    answer: Option<&Answer>,
    country: Country,
) -> Result<Option<Answer>, &'static str> {
    if question.kind == QuestionType::Note {
        return Ok(None);
    }
    let many = question.kind == QuestionType::SelectMany;
    let given = answer.map(|a| a.values(many)).unwrap_or_default();
    if given.is_empty() {
        return if question.required {
            Err(ANSWER_REQUIRED)
        } else {
            Ok(None)
        };
    }
    if many {
        return choices(question, &given).map(|c| Some(Answer::Many(c)));
    }
    let [value] = given[..] else {
        return Err(ONE_ANSWER_ONLY);
    };
    let stored = match question.kind {
        QuestionType::Text if value.chars().count() > ANSWER_MAX_CHARS => Err(ANSWER_TOO_LONG),
        QuestionType::Text => Ok(value.to_owned()),
        QuestionType::Integer => number(value, 0, NOT_A_WHOLE_NUMBER),
        QuestionType::Decimal => number(value, 2, NOT_A_NUMBER),
        QuestionType::Date => read_day(value)
            .map(|_| value.to_owned())
            .ok_or(INVALID_DATE),
        QuestionType::Phone => international_any(value, country).ok_or(INVALID_PHONE),
        QuestionType::SelectOne
            if question.options.is_empty() && question.options_link.is_some() =>
        {
            Ok(value.to_owned())
        }
        QuestionType::SelectOne => question
            .option(value)
            .map(|c| c.value.clone())
            .ok_or(NOT_AN_OPTION),
        QuestionType::SelectMany | QuestionType::Note => Ok(value.to_owned()),
    }?;
    Ok(Some(Answer::One(stored)))
}

/// A number with at most `decimals` decimals, from 0 to `NUMBER_MAX`, as its exact decimal text.
fn number(value: &str, decimals: u32, not_a_number: &'static str) -> Result<String, &'static str> {
    let read = read_number(value).map_err(|e| match e {
        NumberError::NotANumber => not_a_number,
        NumberError::TooPrecise { negative: true } | NumberError::TooLarge { negative: true } => {
            NEGATIVE_NUMBER
        }
        NumberError::TooPrecise { .. } if decimals == 0 => NOT_A_WHOLE_NUMBER,
        NumberError::TooPrecise { .. } => TOO_MANY_DECIMALS,
        NumberError::TooLarge { .. } => NUMBER_TOO_LARGE,
    })?;
    if read.is_sign_negative() && !read.is_zero() {
        return Err(NEGATIVE_NUMBER);
    }
    let exact = read.normalize();
    if exact.scale() > decimals {
        return Err(if decimals == 0 {
            NOT_A_WHOLE_NUMBER
        } else {
            TOO_MANY_DECIMALS
        });
    }
    if exact > Decimal::from(NUMBER_MAX) {
        return Err(NUMBER_TOO_LARGE);
    }
    Ok(decimal_text(exact.abs()))
}

/// The choices, each an option, in the options' order and each once.
fn choices(question: &Question, given: &[&str]) -> Result<Vec<String>, &'static str> {
    if question.options.is_empty() && question.options_link.is_some() {
        let mut unique: Vec<String> = Vec::new();
        for v in given {
            if !unique.iter().any(|u| u == v) {
                unique.push((*v).to_owned());
            }
        }
        return Ok(unique);
    }
    if !given.iter().all(|v| question.option(v).is_some()) {
        return Err(NOT_AN_OPTION);
    }
    Ok(question
        .options
        .iter()
        .filter(|c| given.contains(&c.value.as_str()))
        .map(|c| c.value.clone())
        .collect())
}

#[cfg(test)]
#[path = "answer_tests.rs"]
mod tests;
