//! Which questions show given the answers so far (spec 001 section 4.4): an inactive question never
//! shows and carries `---inactive---`; a question with a dependency shows only while the question it
//! depends on shows and was answered with its `input`, and otherwise carries `---skipped---`. So a
//! chain collapses from the top: hiding a question hides every question that depends on it.

use std::collections::BTreeMap;

use super::answer::{Answer, INACTIVE, SKIPPED};
use super::model::{Question, Survey};

/// The answers so far, by question name.
pub type Answers = BTreeMap<String, Answer>;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Visibility {
    Shown,
    /// Hidden by skip logic.
    Skipped,
    Inactive,
}

impl Visibility {
    /// The value a hidden question carries in the form: `---skipped---` or `---inactive---`.
    pub fn marker(self) -> Option<&'static str> {
        match self {
            Visibility::Shown => None,
            Visibility::Skipped => Some(SKIPPED),
            Visibility::Inactive => Some(INACTIVE),
        }
    }
}

/// Each question's visibility, in the survey's order. A dependency on a question that is not in the
/// survey, or that comes later, hides the question (the XLSForm import refuses both).
pub fn visibility(survey: &Survey, answers: &Answers) -> Vec<Visibility> {
    questions_visibility(&survey.questions, answers)
}

/// `visibility` over a list of questions that is not one of the quarterly surveys (the learning
/// surveys use the same skip logic).
pub fn questions_visibility(questions: &[Question], answers: &Answers) -> Vec<Visibility> {
    let mut seen: Vec<Visibility> = Vec::with_capacity(questions.len());
    for question in questions {
        let shown = if !question.active {
            Visibility::Inactive
        } else if shows(questions, question, answers, &seen) {
            Visibility::Shown
        } else {
            Visibility::Skipped
        };
        seen.push(shown);
    }
    seen
}

fn shows(
    questions: &[Question],
    question: &Question,
    answers: &Answers,
    above: &[Visibility],
) -> bool {
    let Some(dependent) = &question.dependent else {
        return true;
    };
    let controller = questions[..above.len()]
        .iter()
        .position(|q| q.code == dependent.code);
    match controller {
        Some(at) => {
            above[at] == Visibility::Shown
                && answers
                    .get(&questions[at].name)
                    .is_some_and(|a| a.matches(&dependent.input))
        }
        None => false,
    }
}

/// The questions to show, in order.
pub fn visible_questions<'a>(survey: &'a Survey, answers: &Answers) -> Vec<&'a Question> {
    survey
        .questions
        .iter()
        .zip(visibility(survey, answers))
        .filter(|(_, v)| *v == Visibility::Shown)
        .map(|(q, _)| q)
        .collect()
}

/// The form's values: each answer as given for a question shown, the marker for one hidden, nothing
/// for a question shown and not answered yet.
pub fn form_values(survey: &Survey, answers: &Answers) -> Answers {
    survey
        .questions
        .iter()
        .zip(visibility(survey, answers))
        .filter_map(|(q, v)| match v.marker() {
            Some(marker) => Some((q.name.clone(), Answer::one(marker))),
            None => answers.get(&q.name).map(|a| (q.name.clone(), a.clone())),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::survey::codes::SurveyCode;
    use crate::survey::model::{Dependent, QuestionType, Text};

    fn q(index: usize, name: &str, depends_on: Option<(usize, &str)>) -> Question {
        Question {
            name: name.into(),
            code: Survey::question_code(SurveyCode::Quarterly, index),
            text: Text::new(name, name),
            kind: QuestionType::Text,
            options: Vec::new(),
            options_link: None,
            active: true,
            dependent: depends_on.map(|(at, input)| Dependent {
                code: Survey::question_code(SurveyCode::Quarterly, at),
                input: input.into(),
            }),
            required: true,
        }
    }

    /// has_insurance → insurance_types (when yes) → insurance_other (when other), and an inactive one.
    fn survey() -> Survey {
        let mut old = q(3, "old_question", None);
        old.active = false;
        Survey {
            code: SurveyCode::Quarterly,
            title: Text::new("t", "t"),
            questions: vec![
                q(0, "has_insurance", None),
                q(1, "insurance_types", Some((0, "yes"))),
                q(2, "insurance_other", Some((1, "other"))),
                old,
                q(4, "after_old", Some((3, "x"))),
            ],
        }
    }

    fn answers(pairs: &[(&str, Answer)]) -> Answers {
        pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), v.clone()))
            .collect()
    }

    use Visibility::{Inactive, Shown, Skipped};

    #[test]
    fn a_chain_opens_step_by_step() {
        let s = survey();
        assert_eq!(
            visibility(&s, &Answers::new()),
            [Shown, Skipped, Skipped, Inactive, Skipped]
        );
        let yes = answers(&[("has_insurance", Answer::one("yes"))]);
        assert_eq!(
            visibility(&s, &yes),
            [Shown, Shown, Skipped, Inactive, Skipped]
        );
        let other = answers(&[
            ("has_insurance", Answer::one("yes")),
            ("insurance_types", Answer::many(&["health", "other"])),
        ]);
        assert_eq!(
            visibility(&s, &other),
            [Shown, Shown, Shown, Inactive, Skipped]
        );
        let names: Vec<&str> = visible_questions(&s, &other)
            .iter()
            .map(|q| q.name.as_str())
            .collect();
        assert_eq!(
            names,
            ["has_insurance", "insurance_types", "insurance_other"]
        );
    }

    #[test]
    fn hiding_a_question_hides_the_ones_below_it_even_with_stale_answers() {
        let s = survey();
        let changed = answers(&[
            ("has_insurance", Answer::one("no")),
            ("insurance_types", Answer::one("other")),
            ("insurance_other", Answer::one("Funeral cover")),
        ]);
        assert_eq!(
            visibility(&s, &changed),
            [Shown, Skipped, Skipped, Inactive, Skipped]
        );
        let values = form_values(&s, &changed);
        assert_eq!(values["has_insurance"], Answer::one("no"));
        assert_eq!(values["insurance_types"], Answer::one(SKIPPED));
        assert_eq!(values["insurance_other"], Answer::one(SKIPPED));
        assert_eq!(values["old_question"], Answer::one(INACTIVE));
        assert_eq!(
            values["after_old"],
            Answer::one(SKIPPED),
            "depends on an inactive question"
        );
    }

    #[test]
    fn an_answer_must_match_exactly_and_a_marker_matches_nothing() {
        let s = survey();
        let yes_cased = answers(&[("has_insurance", Answer::one("Yes"))]);
        assert_eq!(visibility(&s, &yes_cased)[1], Skipped);
        let mut marker = survey();
        marker.questions[1]
            .dependent
            .as_mut()
            .expect("depends")
            .input = SKIPPED.into();
        let skipped = answers(&[("has_insurance", Answer::one(SKIPPED))]);
        assert_eq!(visibility(&marker, &skipped)[1], Skipped);
    }

    #[test]
    fn a_dependency_on_a_later_or_missing_question_hides() {
        let mut s = survey();
        s.questions[0].dependent = Some(Dependent {
            code: s.questions[1].code.clone(),
            input: "x".into(),
        });
        s.questions[1].dependent = Some(Dependent {
            code: "9*9".into(),
            input: "x".into(),
        });
        let all = answers(&[
            ("has_insurance", Answer::one("x")),
            ("insurance_types", Answer::one("x")),
        ]);
        assert_eq!(&visibility(&s, &all)[..2], [Skipped, Skipped]);
    }

    #[test]
    fn markers_are_the_specs() {
        assert_eq!(Shown.marker(), None);
        assert_eq!(Skipped.marker(), Some("---skipped---"));
        assert_eq!(Inactive.marker(), Some("---inactive---"));
    }
}
