//! A whole submission checked as the server receives it (spec 001 sections 4.4, 7.3): every question
//! shown is checked; a question hidden by skip logic or inactive is not required and is left out,
//! whatever value it carries; a note is left out; a name not in the survey is a problem.

use super::answer::check_answer;
use super::model::{Question, Survey};
use super::visibility::{questions_visibility, Answers, Visibility};
use crate::places::Country;

pub const UNKNOWN_QUESTION: &str = "This question is not in the survey";

/// One problem with a submission: the question's name and the message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub name: String,
    pub message: &'static str,
}

/// The answers to store, by name (checked, in their single stored form, markers and hidden
/// questions left out); or every problem, in the survey's order, then the unknown names. `answers`
/// holds the answers only (the caller takes out `phone`, `createdAt` and the other fields);
/// `country` is the person's (see `check_answer`).
pub fn check_submission(
    survey: &Survey,
    answers: &Answers,
    country: Country,
) -> Result<Answers, Vec<Problem>> {
    check_questions(&survey.questions, answers, country)
}

/// `check_submission` over a list of questions that is not one of the quarterly surveys (the
/// learning surveys are checked by the same rules).
pub fn check_questions(
    questions: &[Question],
    answers: &Answers,
    country: Country,
) -> Result<Answers, Vec<Problem>> {
    let mut cleaned = Answers::new();
    let mut problems = Vec::new();
    for (question, shown) in questions
        .iter()
        .zip(questions_visibility(questions, answers))
    {
        if shown != Visibility::Shown {
            continue;
        }
        match check_answer(question, answers.get(&question.name), country) {
            Ok(Some(answer)) => {
                cleaned.insert(question.name.clone(), answer);
            }
            Ok(None) => {}
            Err(message) => problems.push(Problem {
                name: question.name.clone(),
                message,
            }),
        }
    }
    for name in answers.keys() {
        if !questions.iter().any(|q| q.name == *name) {
            problems.push(Problem {
                name: name.clone(),
                message: UNKNOWN_QUESTION,
            });
        }
    }
    if problems.is_empty() {
        Ok(cleaned)
    } else {
        Err(problems)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::survey::answer::{Answer, ANSWER_REQUIRED, INACTIVE, NOT_A_WHOLE_NUMBER, SKIPPED};
    use crate::survey::codes::SurveyCode;
    use crate::survey::model::{Choice, Dependent, Question, QuestionType, Text};

    fn q(index: usize, name: &str, kind: QuestionType) -> Question {
        Question {
            name: name.into(),
            code: Survey::question_code(SurveyCode::Quarterly, index),
            text: Text::new(name, name),
            kind,
            options: if kind.has_options() {
                vec![
                    Choice::new("yes", "Yes", "Ndiyo"),
                    Choice::new("no", "No", "Hapana"),
                ]
            } else {
                Vec::new()
            },
            options_link: None,
            active: true,
            dependent: None,
            required: true,
        }
    }

    fn survey() -> Survey {
        let mut types = q(3, "insurance_detail", QuestionType::Text);
        types.dependent = Some(Dependent {
            code: Survey::question_code(SurveyCode::Quarterly, 2),
            input: "yes".into(),
        });
        let mut old = q(4, "old", QuestionType::Integer);
        old.active = false;
        let mut comment = q(5, "comment", QuestionType::Text);
        comment.required = false;
        Survey {
            code: SurveyCode::Quarterly,
            title: Text::new("t", "t"),
            questions: vec![
                q(0, "intro", QuestionType::Note),
                q(1, "employees_total", QuestionType::Integer),
                q(2, "has_insurance", QuestionType::SelectOne),
                types,
                old,
                comment,
            ],
        }
    }

    fn answers(pairs: &[(&str, &str)]) -> Answers {
        pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), Answer::one(v)))
            .collect()
    }

    #[test]
    fn markers_and_hidden_questions_are_left_out() {
        let given = answers(&[
            ("employees_total", "1,200"),
            ("has_insurance", "no"),
            ("insurance_detail", SKIPPED),
            ("old", INACTIVE),
            ("comment", ""),
        ]);
        assert_eq!(
            check_submission(&survey(), &given, Country::Kenya),
            Ok(answers(&[
                ("employees_total", "1200"),
                ("has_insurance", "no")
            ]))
        );
        let stale = answers(&[
            ("employees_total", "3"),
            ("has_insurance", "no"),
            ("insurance_detail", "left from before"),
            ("old", "not a number"),
        ]);
        assert_eq!(
            check_submission(&survey(), &stale, Country::Kenya),
            Ok(answers(&[
                ("employees_total", "3"),
                ("has_insurance", "no")
            ]))
        );
    }

    #[test]
    fn a_question_shown_by_skip_logic_is_required() {
        let given = answers(&[("employees_total", "3"), ("has_insurance", "yes")]);
        assert_eq!(
            check_submission(&survey(), &given, Country::Kenya),
            Err(vec![Problem {
                name: "insurance_detail".into(),
                message: ANSWER_REQUIRED
            }])
        );
        let marked = answers(&[
            ("employees_total", "3"),
            ("has_insurance", "yes"),
            ("insurance_detail", SKIPPED),
        ]);
        assert!(
            check_submission(&survey(), &marked, Country::Kenya).is_err(),
            "a marker is no answer"
        );
        let full = answers(&[
            ("employees_total", "3"),
            ("has_insurance", "yes"),
            ("insurance_detail", "NHIF"),
            ("comment", "Fine"),
        ]);
        assert_eq!(
            check_submission(&survey(), &full, Country::Kenya).map(|a| a.len()),
            Ok(4)
        );
    }

    #[test]
    fn every_problem_by_name_in_the_surveys_order() {
        let given = answers(&[
            ("employees_total", "many"),
            ("payment", "x"),
            ("intro", "x"),
        ]);
        assert_eq!(
            check_submission(&survey(), &given, Country::Kenya),
            Err(vec![
                Problem {
                    name: "employees_total".into(),
                    message: NOT_A_WHOLE_NUMBER
                },
                Problem {
                    name: "has_insurance".into(),
                    message: ANSWER_REQUIRED
                },
                Problem {
                    name: "payment".into(),
                    message: UNKNOWN_QUESTION
                },
            ])
        );
    }
}
