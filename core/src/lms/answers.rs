//! An assignment's tasks and the check of a trainee's answers (spec 002 section 3.5): every task
//! answered ('Answer all questions'), a choice one of the options, checkboxes a list of options, a link
//! an https address, a file a finished upload's id, a text at most 5000 characters; a key that is no
//! task is refused. Options are named by their English text, the same whatever language the trainee
//! reads, so a mentor reads the answer as given.

use super::messages::*;
use crate::survey::model::Text;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub const MAX_ANSWER_CHARS: usize = 5000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TaskType {
    Text,
    Link,
    /// One of the options.
    Choice,
    /// Any of the options (the answer is a list).
    Checkbox,
    /// An uploaded file (the answer names the upload).
    File,
}

impl TaskType {
    pub const ALL: [TaskType; 5] = [
        TaskType::Text,
        TaskType::Link,
        TaskType::Choice,
        TaskType::Checkbox,
        TaskType::File,
    ];

    pub fn name(self) -> &'static str {
        match self {
            TaskType::Text => "text",
            TaskType::Link => "link",
            TaskType::Choice => "choice",
            TaskType::Checkbox => "checkbox",
            TaskType::File => "file",
        }
    }

    pub fn parse(name: &str) -> Option<TaskType> {
        TaskType::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(name.trim()))
    }

    pub fn has_options(self) -> bool {
        matches!(self, TaskType::Choice | TaskType::Checkbox)
    }
}

/// One task (question) of an assignment.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Task {
    pub text: Text,
    #[serde(rename = "type")]
    pub kind: TaskType,
    /// A choice's or checkboxes' options, in order; empty for the other types.
    #[serde(default)]
    pub options: Vec<Text>,
}

/// The tasks keyed by question number ("1", "2"…).
pub type Tasks = BTreeMap<String, Task>;

/// One answer: a value, or a checkbox task's list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum TaskAnswer {
    One(String),
    Many(Vec<String>),
}

/// The answers keyed as the tasks.
pub type Answers = BTreeMap<String, TaskAnswer>;

/// An answer's problem: the task's key and the message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnswerProblem {
    pub key: String,
    pub message: &'static str,
}

/// The answers cleaned (trimmed, checkboxes in the options' order without repeats), or every problem
/// in the tasks' order, then the keys that are no task.
pub fn check_answers(tasks: &Tasks, answers: &Answers) -> Result<Answers, Vec<AnswerProblem>> {
    let mut clean = Answers::new();
    let mut problems = Vec::new();
    for (key, task) in tasks {
        match check_answer(task, answers.get(key)) {
            Ok(answer) => {
                clean.insert(key.clone(), answer);
            }
            Err(message) => problems.push(AnswerProblem {
                key: key.clone(),
                message,
            }),
        }
    }
    for key in answers.keys().filter(|key| !tasks.contains_key(*key)) {
        problems.push(AnswerProblem {
            key: key.clone(),
            message: UNKNOWN_QUESTION,
        });
    }
    if problems.is_empty() {
        Ok(clean)
    } else {
        Err(problems)
    }
}

fn offered<'a>(task: &'a Task, value: &str) -> Option<&'a str> {
    task.options
        .iter()
        .map(|option| option.en.as_str())
        .find(|option| option.trim() == value.trim())
}

/// One task's answer, cleaned.
pub fn check_answer(task: &Task, answer: Option<&TaskAnswer>) -> Result<TaskAnswer, &'static str> {
    let answer = answer.ok_or(ANSWER_ALL_QUESTIONS)?;
    if task.kind == TaskType::Checkbox {
        let chosen: Vec<&str> = match answer {
            TaskAnswer::One(value) => vec![value.as_str()],
            TaskAnswer::Many(values) => values.iter().map(String::as_str).collect(),
        };
        let chosen: Vec<&str> = chosen
            .into_iter()
            .filter(|v| !v.trim().is_empty())
            .collect();
        if chosen.is_empty() {
            return Err(ANSWER_ALL_QUESTIONS);
        }
        if chosen.iter().any(|value| offered(task, value).is_none()) {
            return Err(CHOOSE_FROM_OPTIONS);
        }
        let in_order = task
            .options
            .iter()
            .map(|option| option.en.clone())
            .filter(|option| chosen.iter().any(|value| value.trim() == option.trim()))
            .fold(Vec::new(), |mut kept: Vec<String>, option| {
                if !kept.contains(&option) {
                    kept.push(option);
                }
                kept
            });
        return Ok(TaskAnswer::Many(in_order));
    }
    let value = match answer {
        TaskAnswer::One(value) => value.trim(),
        TaskAnswer::Many(values) if values.is_empty() => "",
        TaskAnswer::Many(_) => return Err(ONE_ANSWER_ONLY),
    };
    if value.is_empty() {
        return Err(ANSWER_ALL_QUESTIONS);
    }
    let value = match task.kind {
        TaskType::Text if value.chars().count() > MAX_ANSWER_CHARS => return Err(ANSWER_TOO_LONG),
        TaskType::Link if !is_https_link(value) => return Err(LINK_INVALID),
        TaskType::File if !crate::id::is_valid_id(value) => return Err(FILE_NOT_UPLOADED),
        TaskType::Choice => offered(task, value).ok_or(CHOOSE_AN_OPTION)?,
        _ => value,
    };
    Ok(TaskAnswer::One(value.to_owned()))
}

/// `https://` and at least a host, no spaces, at most 2000 characters.
fn is_https_link(value: &str) -> bool {
    value.len() <= 2000
        && value
            .strip_prefix("https://")
            .is_some_and(|rest| !rest.is_empty() && !rest.starts_with('/'))
        && !value.chars().any(char::is_whitespace)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn task(kind: TaskType, options: &[&str]) -> Task {
        Task {
            text: Text::new("Question", "Swali"),
            kind,
            options: options
                .iter()
                .map(|o| Text::new(o, &format!("{o} (sw)")))
                .collect(),
        }
    }

    fn one(value: &str) -> TaskAnswer {
        TaskAnswer::One(value.to_owned())
    }

    fn many(values: &[&str]) -> TaskAnswer {
        TaskAnswer::Many(values.iter().map(|v| (*v).to_owned()).collect())
    }

    fn tasks() -> Tasks {
        [
            ("1", task(TaskType::Text, &[])),
            ("2", task(TaskType::Link, &[])),
            ("3", task(TaskType::Choice, &["Yes", "No"])),
            ("4", task(TaskType::Checkbox, &["Rent", "Stock", "Wages"])),
            ("5", task(TaskType::File, &[])),
        ]
        .into_iter()
        .map(|(k, t)| (k.to_owned(), t))
        .collect()
    }

    fn answers(pairs: &[(&str, TaskAnswer)]) -> Answers {
        pairs
            .iter()
            .map(|(k, a)| ((*k).to_owned(), a.clone()))
            .collect()
    }

    #[test]
    fn a_full_answer_is_cleaned() {
        let given = answers(&[
            ("1", one("  My plan ")),
            ("2", one("https://drive.example.org/x")),
            ("3", one("No")),
            ("4", many(&["Wages", "Rent", "Wages"])),
            ("5", one("6955b9000000000000000001")),
        ]);
        let clean = check_answers(&tasks(), &given).expect("passes");
        assert_eq!(clean["1"], one("My plan"));
        assert_eq!(clean["4"], many(&["Rent", "Wages"]));
    }

    #[test]
    fn every_problem_by_task() {
        let given = answers(&[
            ("1", one(" ")),
            ("2", one("http://x.org")),
            ("3", one("Maybe")),
            ("4", many(&["Rent", "Cars"])),
            ("9", one("extra")),
        ]);
        let problems = check_answers(&tasks(), &given).expect_err("refused");
        let found: Vec<(&str, &str)> = problems
            .iter()
            .map(|p| (p.key.as_str(), p.message))
            .collect();
        assert_eq!(
            found,
            [
                ("1", ANSWER_ALL_QUESTIONS),
                ("2", LINK_INVALID),
                ("3", CHOOSE_AN_OPTION),
                ("4", CHOOSE_FROM_OPTIONS),
                ("5", ANSWER_ALL_QUESTIONS),
                ("9", UNKNOWN_QUESTION),
            ]
        );
    }

    #[test]
    fn each_type_refuses_what_it_cannot_hold() {
        let check =
            |kind, answer: TaskAnswer| check_answer(&task(kind, &["A"]), Some(&answer)).map(|_| ());
        assert_eq!(
            check(TaskType::Text, one(&"é".repeat(5001))),
            Err(ANSWER_TOO_LONG)
        );
        assert_eq!(check(TaskType::Text, one(&"é".repeat(5000))), Ok(()));
        assert_eq!(
            check(TaskType::Text, many(&["a", "b"])),
            Err(ONE_ANSWER_ONLY)
        );
        assert_eq!(check(TaskType::Text, many(&[])), Err(ANSWER_ALL_QUESTIONS));
        assert_eq!(check(TaskType::Link, one("https://")), Err(LINK_INVALID));
        assert_eq!(check(TaskType::Link, one("https://a b")), Err(LINK_INVALID));
        assert_eq!(
            check(TaskType::File, one("6955B9000000000000000001")),
            Err(FILE_NOT_UPLOADED)
        );
        assert_eq!(
            check(TaskType::Checkbox, many(&[])),
            Err(ANSWER_ALL_QUESTIONS)
        );
        assert_eq!(check(TaskType::Checkbox, one("A")), Ok(()));
        assert_eq!(check(TaskType::Choice, many(&["A"])), Err(ONE_ANSWER_ONLY));
    }

    #[test]
    fn tasks_and_answers_read_the_json_shapes() {
        let tasks: Tasks = serde_json::from_str(
            r#"{"1": {"text": {"en": "Pick", "sw": "Chagua"}, "type": "checkbox",
                      "options": [{"en": "A", "sw": "A"}]},
                "2": {"text": {"en": "Why", "sw": "Kwa nini"}, "type": "text"}}"#,
        )
        .expect("reads");
        let answers: Answers =
            serde_json::from_str(r#"{"1": ["A"], "2": "Because"}"#).expect("reads");
        assert!(check_answers(&tasks, &answers).is_ok());
        assert_eq!(TaskType::parse("file"), Some(TaskType::File));
        assert_eq!(TaskType::parse("video"), None);
    }

    proptest! {
        /// Answers that pass hold one entry per task and only offered options.
        #[test]
        fn what_passes_keeps_to_the_tasks(
            text in "\\PC{0,8}",
            choice in 0usize..3,
            boxes in proptest::collection::vec(0usize..4, 0..5),
            extra in proptest::bool::ANY,
        ) {
            let options = ["Yes", "No"];
            let box_options = ["Rent", "Stock", "Wages"];
            let mut given = answers(&[
                ("1", one(&text)),
                ("2", one("https://x.org")),
                ("3", one(options.get(choice).copied().unwrap_or("Other"))),
                ("4", TaskAnswer::Many(boxes.iter().map(|&b| box_options.get(b).copied().unwrap_or("Car").to_owned()).collect())),
                ("5", one("6955b9000000000000000001")),
            ]);
            if extra {
                given.insert("6".into(), one("x"));
            }
            match check_answers(&tasks(), &given) {
                Ok(clean) => {
                    prop_assert_eq!(clean.len(), 5);
                    let TaskAnswer::Many(chosen) = &clean["4"] else { panic!("a list") };
                    prop_assert!(!chosen.is_empty());
                    prop_assert!(chosen.iter().all(|c| box_options.contains(&c.as_str())));
                    prop_assert!(!extra && choice < 2 && !text.trim().is_empty());
                }
                Err(problems) => prop_assert!(!problems.is_empty()),
            }
        }
    }
}
