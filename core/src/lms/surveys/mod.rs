//! The seven learning surveys (spec 002 sections 2.6, 3.5, 5.5, 7.5) on the quarterly survey's
//! engine: questions in core's `Question` shape, checked by `survey::submission::check_questions`.
//! What this adds to the engine's rules (section 5.5): a missing answer is 'Answer all questions';
//! an option `_` ('other') reveals the required text question `{name}_other`, and the `_` itself is
//! not stored in a list of choices. The scores the score aggregates read are in `score.rs`.

mod acumen;
mod ask;
mod baseline;
mod computer;
mod confidence;
mod impact;
pub mod messages;
mod post_training;
pub mod score;
#[cfg(test)]
mod tests;

use serde::Serialize;

use crate::places::Country;
use crate::survey::answer::{Answer, ANSWER_REQUIRED};
use crate::survey::model::{Choice, Dependent, Question, QuestionType, Text};
use crate::survey::submission::{check_questions, Problem};
use crate::survey::visibility::Answers;
pub use ask::OTHER;
use ask::{Ask, Options};

pub use crate::lms::messages::ANSWER_ALL_QUESTIONS;
pub use crate::lms::messages::SURVEY_NOT_FOUND;

/// Where a survey's answers are posted (spec 7.5), under `/api/lms/`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SubmitPath {
    /// `surveys/{slug}/submits`: business-acumen entry and exit, the post-training survey.
    BySlug,
    /// `surveys/trainees/training-impact-report/submits`.
    ImpactReport,
    /// `surveys/{slug}/{round}/submits`, round 1 unless given.
    ByRound,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LmsSurvey {
    pub slug: &'static str,
    pub title: Text,
    pub questions: Vec<Question>,
    /// Its key in the survey-done status (`GET surveys/verify-done/1`): `confidence`, `training`,
    /// `computerLiteracy`, `businessAcumen`, `baseline`; none for the exit questions and the
    /// post-training survey, which the gate does not wait for.
    #[serde(skip)]
    pub key: Option<&'static str>,
    #[serde(skip)]
    pub submit_path: SubmitPath,
}

/// The round a survey is taken in when none is named (spec section 9).
pub const DEFAULT_ROUND: u32 = 1;

/// The keys of the survey-done status, in the spec's order.
pub const DONE_KEYS: [&str; 5] = [
    "training",
    "confidence",
    "computerLiteracy",
    "businessAcumen",
    "baseline",
];

impl LmsSurvey {
    pub fn question(&self, name: &str) -> Option<&Question> {
        self.questions.iter().find(|q| q.name == name)
    }

    /// Where the survey is read, under `/api/lms/`: `surveys/{slug}`, the impact report at
    /// `surveys/trainees/training-impact-report`.
    pub fn read_path(&self) -> String {
        match self.submit_path {
            SubmitPath::ImpactReport => ["surveys/trainees/", self.slug].concat(),
            _ => ["surveys/", self.slug].concat(),
        }
    }

    /// Where its answers are posted, under `/api/lms/`.
    pub fn path_to_submit(&self, round: u32) -> String {
        match self.submit_path {
            SubmitPath::BySlug => ["surveys/", self.slug, "/submits"].concat(),
            SubmitPath::ImpactReport => ["surveys/trainees/", self.slug, "/submits"].concat(),
            SubmitPath::ByRound => {
                ["surveys/", self.slug, "/", &round.to_string(), "/submits"].concat()
            }
        }
    }
}

struct Definition {
    slug: &'static str,
    title: (&'static str, &'static str),
    asks: &'static [Ask],
    key: Option<&'static str>,
    submit_path: SubmitPath,
}

const DEFINITIONS: &[Definition] = &[
    Definition {
        slug: "confidence-level",
        title: ("Confidence Survey", "Utafiti wa Kujiamini"),
        asks: confidence::CONFIDENCE,
        key: Some("confidence"),
        submit_path: SubmitPath::ByRound,
    },
    Definition {
        slug: "training-impact-report",
        title: ("Training Impact Report", "Ripoti ya Matokeo ya Mafunzo"),
        asks: impact::IMPACT,
        key: Some("training"),
        submit_path: SubmitPath::ImpactReport,
    },
    Definition {
        slug: "computer-literacy",
        title: ("Computer Literacy", "Ujuzi wa Kompyuta"),
        asks: computer::COMPUTER_LITERACY,
        key: Some("computerLiteracy"),
        submit_path: SubmitPath::ByRound,
    },
    Definition {
        slug: "business-acumen/entry",
        title: ("Entry Questions", "Maswali ya Kuanza"),
        asks: acumen::ACUMEN,
        key: Some("businessAcumen"),
        submit_path: SubmitPath::BySlug,
    },
    Definition {
        slug: "business-acumen/exit",
        title: ("Exit Questions", "Maswali ya Kumaliza"),
        asks: acumen::ACUMEN,
        key: None,
        submit_path: SubmitPath::BySlug,
    },
    Definition {
        slug: "baseline",
        title: ("Baseline Survey", "Utafiti wa Awali"),
        asks: baseline::BASELINE,
        key: Some("baseline"),
        submit_path: SubmitPath::ByRound,
    },
    Definition {
        slug: "buruka-post-training",
        title: ("Post-training survey", "Utafiti baada ya mafunzo"),
        asks: post_training::POST_TRAINING,
        key: None,
        submit_path: SubmitPath::BySlug,
    },
];

/// The seven surveys, in the spec's order.
pub fn all() -> Vec<LmsSurvey> {
    DEFINITIONS.iter().map(build).collect()
}

pub fn by_slug(slug: &str) -> Option<LmsSurvey> {
    let slug = slug.trim().trim_matches('/');
    DEFINITIONS.iter().find(|d| d.slug == slug).map(build)
}

/// The survey and round a submit path names (under `/api/lms/`, with or without the leading `/`):
/// `surveys/business-acumen/entry/submits`, `surveys/trainees/training-impact-report/submits`,
/// `surveys/baseline/2/submits`; None for any other path or a round below 1.
pub fn by_submit_path(path: &str) -> Option<(LmsSurvey, u32)> {
    let middle = path
        .trim()
        .trim_start_matches('/')
        .strip_prefix("surveys/")?
        .strip_suffix("/submits")?;
    let fixed = DEFINITIONS.iter().find(|d| {
        d.submit_path != SubmitPath::ByRound
            && build_path(d, DEFAULT_ROUND) == ["surveys/", middle, "/submits"].concat()
    });
    if let Some(d) = fixed {
        return Some((build(d), DEFAULT_ROUND));
    }
    let (slug, round) = middle.rsplit_once('/')?;
    let round: u32 = round
        .bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| round.parse().ok())??;
    let d = DEFINITIONS
        .iter()
        .find(|d| d.submit_path == SubmitPath::ByRound && d.slug == slug)?;
    (round >= 1).then(|| (build(d), round))
}

fn build_path(d: &Definition, round: u32) -> String {
    LmsSurvey {
        slug: d.slug,
        title: Text::default(),
        questions: Vec::new(),
        key: d.key,
        submit_path: d.submit_path,
    }
    .path_to_submit(round)
}

/// The answers to store (the engine's clean form, `_` taken out of every list of choices), or
/// every problem; a missing answer is 'Answer all questions', an unknown survey 'Survey not found'
/// (under the name `slug`). `answers` holds the answers only: the caller takes out `cohortId`,
/// `traineeId` and `submissionId`.
pub fn check(slug: &str, answers: &Answers, country: Country) -> Result<Answers, Vec<Problem>> {
    let Some(survey) = by_slug(slug) else {
        return Err(vec![Problem {
            name: "slug".into(),
            message: SURVEY_NOT_FOUND,
        }]);
    };
    let cleaned = check_questions(&survey.questions, answers, country).map_err(|problems| {
        problems
            .into_iter()
            .map(|p| Problem {
                message: if p.message == ANSWER_REQUIRED {
                    ANSWER_ALL_QUESTIONS
                } else {
                    p.message
                },
                ..p
            })
            .collect::<Vec<_>>()
    })?;
    Ok(cleaned
        .into_iter()
        .map(|(name, answer)| match answer {
            Answer::Many(values) => (
                name,
                Answer::Many(values.into_iter().filter(|v| v != OTHER).collect()),
            ),
            one => (name, one),
        })
        .collect())
}

/// The text question an 'other' option reveals.
const OTHER_TEXT: (&str, &str) = (
    "You chose 'Other': please write it here.",
    "Umechagua 'Nyingine': tafadhali iandike hapa.",
);

fn build(d: &Definition) -> LmsSurvey {
    let mut questions: Vec<Question> = Vec::new();
    let code = |at: usize| [d.slug, "*", &(at + 1).to_string()].concat();
    for a in d.asks {
        let at = questions.len();
        questions.push(Question {
            name: a.name.to_owned(),
            code: code(at),
            text: Text::new(a.en, a.sw),
            kind: a.kind,
            options: choices(a.options),
            options_link: None,
            active: true,
            dependent: None,
            required: a.required,
        });
        if a.options.iter().any(|(value, _, _)| *value == OTHER) {
            questions.push(Question {
                name: [a.name, "_other"].concat(),
                code: code(at + 1),
                text: Text::new(OTHER_TEXT.0, OTHER_TEXT.1),
                kind: QuestionType::Text,
                options: Vec::new(),
                options_link: None,
                active: true,
                dependent: Some(Dependent {
                    code: code(at),
                    input: OTHER.to_owned(),
                }),
                required: true,
            });
        }
    }
    LmsSurvey {
        slug: d.slug,
        title: Text::new(d.title.0, d.title.1),
        questions,
        key: d.key,
        submit_path: d.submit_path,
    }
}

fn choices(options: Options) -> Vec<Choice> {
    options
        .iter()
        .map(|(value, en, sw)| Choice::new(value, en, sw))
        .collect()
}

/// The knowledge questions' right options (for `score::acumen_score`).
pub(crate) fn acumen_answers() -> impl Iterator<Item = (&'static str, &'static str)> {
    acumen::ACUMEN
        .iter()
        .filter_map(|a| a.correct.map(|c| (a.name, c)))
}
