//! The quarterly survey rules for the PWA: a survey (built from the menu call's answer, or a seed), its
//! questions in either language, which show given the answers so far and the marker of each hidden
//! one, each answer's check, the whole submission's check with the answers to post, the quarter of a
//! moment in Nairobi and the once-a-quarter rule. Times are epoch seconds. A package of its own,
//! loaded with the survey screens only.

use portal_core::language::Language;
use portal_core::places::Country;
use portal_core::survey::answer::{check_answer, Answer};
use portal_core::survey::codes::SurveyCode;
use portal_core::survey::model::{Choice, Dependent, Question, QuestionType, Survey, Text};
use portal_core::survey::quarter::{may_submit, Quarter};
use portal_core::survey::submission::check_submission;
use portal_core::survey::visibility::{visibility, Answers};
use portal_core::survey::{messages, seeds};
use wasm_bindgen::prelude::*;

fn language(code: &str) -> Language {
    Language::parse(code).unwrap_or_default()
}

/// `KE`, `TZ`, a name or a dial code; Kenya otherwise.
fn country(code: &str) -> Country {
    Country::parse(code).unwrap_or(Country::Kenya)
}

/// The answers so far, by question name.
#[wasm_bindgen]
#[derive(Default)]
pub struct SurveyAnswers {
    answers: Answers,
}

#[wasm_bindgen]
impl SurveyAnswers {
    #[wasm_bindgen(constructor)]
    pub fn new() -> SurveyAnswers {
        SurveyAnswers::default()
    }
    /// One value (a select-many question's may be space-separated).
    pub fn set(&mut self, name: &str, value: &str) {
        self.answers
            .insert(name.to_owned(), Answer::One(value.to_owned()));
    }
    /// A select-many question's choices.
    #[wasm_bindgen(js_name = setMany)]
    pub fn set_many(&mut self, name: &str, values: Vec<String>) {
        self.answers.insert(name.to_owned(), Answer::Many(values));
    }
    pub fn remove(&mut self, name: &str) {
        self.answers.remove(name);
    }
}

/// One question as the screen shows it.
#[wasm_bindgen]
pub struct SurveyQuestion {
    question: Question,
}

#[wasm_bindgen]
impl SurveyQuestion {
    /// The answer's key (`revenue`).
    #[wasm_bindgen(getter)]
    pub fn name(&self) -> String {
        self.question.name.clone()
    }
    #[wasm_bindgen(getter)]
    pub fn code(&self) -> String {
        self.question.code.clone()
    }
    /// `text`, `integer`, `decimal`, `selectOne`, `selectMany`, `date`, `phone` or `note`.
    #[wasm_bindgen(getter)]
    pub fn kind(&self) -> String {
        self.question.kind.name().to_owned()
    }
    pub fn text(&self, language_code: &str) -> String {
        self.question.text.get(language(language_code)).to_owned()
    }
    #[wasm_bindgen(getter)]
    pub fn required(&self) -> bool {
        self.question.required
    }
    #[wasm_bindgen(getter)]
    pub fn active(&self) -> bool {
        self.question.active
    }
    /// The options' values, in order.
    #[wasm_bindgen(getter, js_name = optionValues)]
    pub fn option_values(&self) -> Vec<String> {
        self.question
            .options
            .iter()
            .map(|c| c.value.clone())
            .collect()
    }
    /// The options' labels in a language, in the same order.
    #[wasm_bindgen(js_name = optionLabels)]
    pub fn option_labels(&self, language_code: &str) -> Vec<String> {
        let language = language(language_code);
        self.question
            .options
            .iter()
            .map(|c| c.label.get(language).to_owned())
            .collect()
    }
    #[wasm_bindgen(getter, js_name = optionsLink)]
    pub fn options_link(&self) -> Option<String> {
        self.question.options_link.clone()
    }
}

/// The check of a whole submission.
#[wasm_bindgen]
pub struct SubmissionCheck {
    stored: Option<Answers>,
    problems: Vec<(String, &'static str)>,
}

#[wasm_bindgen]
impl SubmissionCheck {
    #[wasm_bindgen(getter)]
    pub fn ok(&self) -> bool {
        self.stored.is_some()
    }
    /// The names of the answers to post (checked, markers and hidden questions left out), when ok.
    #[wasm_bindgen(getter, js_name = storedNames)]
    pub fn stored_names(&self) -> Vec<String> {
        self.stored.iter().flat_map(|a| a.keys().cloned()).collect()
    }
    /// The value to post for a name: one value, or a select-many question's choices.
    pub fn stored(&self, name: &str) -> Option<Vec<String>> {
        match self.stored.as_ref()?.get(name)? {
            Answer::One(value) => Some(vec![value.clone()]),
            Answer::Many(values) => Some(values.clone()),
        }
    }
    /// The names of the questions with a problem, in the survey's order.
    #[wasm_bindgen(getter, js_name = problemNames)]
    pub fn problem_names(&self) -> Vec<String> {
        self.problems.iter().map(|(n, _)| n.clone()).collect()
    }
    /// The message of a question's problem (English), if it has one.
    pub fn problem(&self, name: &str) -> Option<String> {
        self.problems
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, m)| (*m).to_owned())
    }
}

/// A survey.
#[wasm_bindgen]
pub struct SurveyForm {
    survey: Survey,
}

#[wasm_bindgen]
impl SurveyForm {
    /// An empty survey of a code (`2*14*1`) or name; undefined for an unmapped one. The wrapper
    /// reads the menu call's JSON and adds its questions (no JSON reader in the package).
    pub fn empty(code: &str, title_en: &str, title_sw: &str) -> Option<SurveyForm> {
        SurveyCode::parse(code).ok().map(|code| SurveyForm {
            survey: Survey {
                code,
                title: Text::new(title_en, title_sw),
                questions: Vec::new(),
            },
        })
    }
    /// The seeded survey of a code (`2*14*1`) or name (`quarterly_survey`).
    pub fn seed(code: &str) -> Option<SurveyForm> {
        SurveyCode::parse(code).ok().map(|code| SurveyForm {
            survey: seeds::seed(code),
        })
    }
    /// Adds a question at the end; false (and nothing added) for an unknown `kind`. `dependent_code`
    /// and `dependent_input` are its skip logic, both or neither.
    #[allow(clippy::too_many_arguments)]
    #[wasm_bindgen(js_name = addQuestion)]
    pub fn add_question(
        &mut self,
        name: &str,
        code: &str,
        kind: &str,
        text_en: &str,
        text_sw: &str,
        required: bool,
        active: bool,
        options_link: Option<String>,
        dependent_code: Option<String>,
        dependent_input: Option<String>,
    ) -> bool {
        let Some(kind) = QuestionType::parse(kind) else {
            return false;
        };
        self.survey.questions.push(Question {
            name: name.to_owned(),
            code: code.to_owned(),
            text: Text::new(text_en, text_sw),
            kind,
            options: Vec::new(),
            options_link,
            active,
            dependent: dependent_code
                .zip(dependent_input)
                .map(|(code, input)| Dependent { code, input }),
            required,
        });
        true
    }
    /// Adds an option to the last question added.
    #[wasm_bindgen(js_name = addOption)]
    pub fn add_option(&mut self, value: &str, label_en: &str, label_sw: &str) {
        if let Some(question) = self.survey.questions.last_mut() {
            question
                .options
                .push(Choice::new(value, label_en, label_sw));
        }
    }
    #[wasm_bindgen(getter)]
    pub fn code(&self) -> String {
        self.survey.code.code().to_owned()
    }
    pub fn title(&self, language_code: &str) -> String {
        self.survey.title.get(language(language_code)).to_owned()
    }
    #[wasm_bindgen(getter, js_name = questionCount)]
    pub fn question_count(&self) -> u32 {
        self.survey.questions.len() as u32
    }
    pub fn question(&self, index: u32) -> Option<SurveyQuestion> {
        self.survey
            .questions
            .get(index as usize)
            .map(|q| SurveyQuestion {
                question: q.clone(),
            })
    }
    /// Each question's value marker given the answers so far: empty for a question shown,
    /// `---skipped---` or `---inactive---` for one hidden.
    pub fn markers(&self, answers: &SurveyAnswers) -> Vec<String> {
        visibility(&self.survey, &answers.answers)
            .into_iter()
            .map(|v| v.marker().unwrap_or_default().to_owned())
            .collect()
    }
    /// The names of the questions shown given the answers so far, in order.
    #[wasm_bindgen(js_name = visibleNames)]
    pub fn visible_names(&self, answers: &SurveyAnswers) -> Vec<String> {
        portal_core::survey::visibility::visible_questions(&self.survey, &answers.answers)
            .into_iter()
            .map(|q| q.name.clone())
            .collect()
    }
    /// The message for one question's answer among `answers` (English), or undefined when it is
    /// fine. `country_code`: the person's (`KE`, `TZ`), for a local phone number.
    #[wasm_bindgen(js_name = checkAnswer)]
    pub fn check_answer(
        &self,
        name: &str,
        answers: &SurveyAnswers,
        country_code: &str,
    ) -> Option<String> {
        let question = self.survey.question(name)?;
        check_answer(question, answers.answers.get(name), country(country_code))
            .err()
            .map(str::to_owned)
    }
    /// The whole submission's check.
    #[wasm_bindgen(js_name = checkSubmission)]
    pub fn check_submission(&self, answers: &SurveyAnswers, country_code: &str) -> SubmissionCheck {
        match check_submission(&self.survey, &answers.answers, country(country_code)) {
            Ok(stored) => SubmissionCheck {
                stored: Some(stored),
                problems: Vec::new(),
            },
            Err(problems) => SubmissionCheck {
                stored: None,
                problems: problems.into_iter().map(|p| (p.name, p.message)).collect(),
            },
        }
    }
}

/// The seeded surveys' codes, in order (`2*14*1`, `2*14*2`, `2*13`).
#[wasm_bindgen(js_name = surveyCodes)]
pub fn survey_codes() -> Vec<String> {
    SurveyCode::ALL
        .into_iter()
        .map(|c| c.code().to_owned())
        .collect()
}

/// `[year, quarter]` of a moment in Nairobi (the quarter from 1 to 4), or undefined.
#[wasm_bindgen(js_name = quarterOf)]
pub fn quarter_of(epoch_seconds: f64) -> Option<Vec<f64>> {
    Quarter::of(epoch_seconds as i64).map(|q| vec![f64::from(q.year), f64::from(q.quarter)])
}

/// Whether the survey may be filled in `now`: the message (English), or undefined when it may.
/// `earlier`: the person's earlier submissions of this survey, epoch seconds.
#[wasm_bindgen(js_name = mayFillIn)]
pub fn may_fill_in(now: f64, open: bool, earlier: Vec<f64>) -> Option<String> {
    let earlier: Vec<i64> = earlier.into_iter().map(|t| t as i64).collect();
    may_submit(now as i64, open, &earlier)
        .err()
        .map(str::to_owned)
}

/// A survey message in a language (`en`, `sw`); a text it does not know stays as given.
#[wasm_bindgen(js_name = surveyMessage)]
pub fn survey_message(english: &str, language_code: &str) -> String {
    messages::in_language(english, language(language_code)).to_owned()
}
