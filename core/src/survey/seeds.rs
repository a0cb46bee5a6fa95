//! The three surveys the portal starts with (spec 001 section 7.3), in English and Swahili: the
//! quarterly survey (the figures the impact scorecard reads), the short post-quarterly follow-up, and
//! the unified survey that holds both. Coaches may replace any of them with an XLSForm.
//!
//! The scorecards read these names: `revenue`, `employees_total`, `women_employed`,
//! `youth_employed`, `full_time_employees`, `direct_jobs_created`, `indirect_jobs_created`,
//! `average_salary`, `has_insurance`, `insurance_types`, `has_contracts`, `has_hr_system`.

use super::codes::SurveyCode;
use super::model::{Choice, Dependent, Question, QuestionType, Survey};
pub(super) use super::seeds_post::POST_QUARTERLY;
pub(super) use super::seeds_quarterly::QUARTERLY;

/// One seeded question, written as a table row; `when` is skip logic by the other question's name.
pub(super) struct Seed {
    pub name: &'static str,
    pub kind: QuestionType,
    pub en: &'static str,
    pub sw: &'static str,
    /// (value, English, Swahili).
    pub options: &'static [(&'static str, &'static str, &'static str)],
    pub required: bool,
    pub when: Option<(&'static str, &'static str)>,
}

pub(super) const YES_NO: &[(&str, &str, &str)] = &[("yes", "Yes", "Ndiyo"), ("no", "No", "Hapana")];

/// The seeded survey of a code.
pub fn seed(code: SurveyCode) -> Survey {
    match code {
        SurveyCode::Quarterly => build(code, &[QUARTERLY]),
        SurveyCode::PostQuarterly => build(code, &[POST_QUARTERLY]),
        SurveyCode::Unified => build(code, &[QUARTERLY, POST_QUARTERLY]),
    }
}

/// The three seeded surveys.
pub fn seeds() -> Vec<Survey> {
    SurveyCode::ALL.into_iter().map(seed).collect()
}

fn build(code: SurveyCode, parts: &[&[Seed]]) -> Survey {
    let rows: Vec<&Seed> = parts.iter().flat_map(|p| p.iter()).collect();
    let code_of = |name: &str| {
        rows.iter()
            .position(|s| s.name == name)
            .map(|i| Survey::question_code(code, i))
            .unwrap_or_default()
    };
    let questions = rows
        .iter()
        .enumerate()
        .map(|(i, s)| Question {
            name: s.name.to_owned(),
            code: Survey::question_code(code, i),
            text: super::model::Text::new(s.en, s.sw),
            kind: s.kind,
            options: s
                .options
                .iter()
                .map(|(value, en, sw)| Choice::new(value, en, sw))
                .collect(),
            options_link: None,
            active: true,
            dependent: s.when.map(|(name, input)| Dependent {
                code: code_of(name),
                input: input.to_owned(),
            }),
            required: s.required && s.kind != QuestionType::Note,
        })
        .collect();
    Survey {
        code,
        title: code.default_title(),
        questions,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::survey::answer::Answer;
    use crate::survey::submission::check_submission;
    use crate::survey::visibility::{visible_questions, Answers};
    use crate::survey::xlsform::from_sheets;
    use crate::survey::xlsform_write::to_sheets;

    const SCORECARD_NAMES: [&str; 12] = [
        "revenue",
        "employees_total",
        "women_employed",
        "youth_employed",
        "full_time_employees",
        "direct_jobs_created",
        "indirect_jobs_created",
        "average_salary",
        "has_insurance",
        "insurance_types",
        "has_contracts",
        "has_hr_system",
    ];

    #[test]
    fn each_seed_is_well_formed() {
        for survey in seeds() {
            for (i, q) in survey.questions.iter().enumerate() {
                assert_eq!(q.code, Survey::question_code(survey.code, i));
                assert!(
                    !q.text.en.trim().is_empty() && !q.text.sw.trim().is_empty(),
                    "{}",
                    q.name
                );
                assert_ne!(q.text.en, q.text.sw, "{} is translated", q.name);
                assert_eq!(q.kind.has_options(), !q.options.is_empty(), "{}", q.name);
                for c in &q.options {
                    assert!(
                        !c.label.sw.is_empty() && c.label.en != c.label.sw,
                        "{}",
                        c.value
                    );
                }
                assert!(
                    survey.questions[..i]
                        .iter()
                        .all(|other| other.name != q.name),
                    "{} twice",
                    q.name
                );
                if let Some(d) = &q.dependent {
                    let at = survey.questions.iter().position(|o| o.code == d.code);
                    let at =
                        at.unwrap_or_else(|| panic!("{} depends on a missing question", q.name));
                    assert!(at < i, "{} depends on a later question", q.name);
                    let controller = &survey.questions[at];
                    assert!(
                        controller.option(&d.input).is_some(),
                        "{}: {}",
                        q.name,
                        d.input
                    );
                }
            }
        }
        let quarterly = seed(SurveyCode::Quarterly);
        let unified = seed(SurveyCode::Unified);
        for name in SCORECARD_NAMES {
            assert!(quarterly.question(name).is_some(), "{name}");
            assert!(unified.question(name).is_some(), "{name}");
        }
        assert_eq!(
            unified.questions.len(),
            quarterly.questions.len() + seed(SurveyCode::PostQuarterly).questions.len()
        );
        assert_eq!(
            unified.question("has_insurance").map(|q| q.required),
            Some(true)
        );
    }

    #[test]
    fn each_seed_round_trips_through_json_and_xlsform() {
        for survey in seeds() {
            let json = serde_json::to_string(&survey).expect("serialises");
            let back: Survey = serde_json::from_str(&json).expect("reads");
            assert_eq!(back, survey);
            assert_eq!(from_sheets(&to_sheets(&survey)), Ok(survey));
        }
    }

    #[test]
    fn insurance_types_show_only_with_insurance() {
        let survey = seed(SurveyCode::Quarterly);
        let shown = |answers: &Answers| {
            visible_questions(&survey, answers)
                .iter()
                .any(|q| q.name == "insurance_types")
        };
        let mut answers = Answers::new();
        assert!(!shown(&answers));
        answers.insert("has_insurance".into(), Answer::one("no"));
        assert!(!shown(&answers));
        answers.insert("has_insurance".into(), Answer::one("yes"));
        assert!(shown(&answers));
    }

    #[test]
    fn a_typical_quarterly_answer_passes() {
        let survey = seed(SurveyCode::Quarterly);
        let answers: Answers = [
            ("revenue", Answer::one("450,000.50")),
            ("employees_total", Answer::one("8")),
            ("women_employed", Answer::one("5")),
            ("youth_employed", Answer::one("4")),
            ("full_time_employees", Answer::one("6")),
            ("direct_jobs_created", Answer::one("2")),
            ("indirect_jobs_created", Answer::one("10")),
            ("average_salary", Answer::one("18000")),
            ("has_insurance", Answer::one("yes")),
            ("insurance_types", Answer::many(&["health", "pension"])),
            ("has_contracts", Answer::one("no")),
            ("has_hr_system", Answer::one("no")),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v))
        .collect();
        let stored = check_submission(&survey, &answers, crate::places::Country::Kenya)
            .expect("a complete answer");
        assert_eq!(stored["revenue"], Answer::one("450000.5"));
        assert_eq!(
            stored["insurance_types"],
            Answer::many(&["health", "pension"])
        );
        assert!(!stored.contains_key("contracts_share"));
    }
}
