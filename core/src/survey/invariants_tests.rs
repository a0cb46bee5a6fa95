//! Invariants over random answers and random changes of the seeded surveys.

use proptest::prelude::*;

use super::answer::{Answer, INACTIVE, SKIPPED};
use super::codes::SurveyCode;
use super::seeds::seed;
use super::submission::check_submission;
use super::visibility::{form_values, visibility, Answers, Visibility};
use super::xlsform::from_sheets;
use super::xlsform_write::to_sheets;

/// Values an answer may take: the options' values, numbers, markers, blanks and junk.
fn value() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("yes".to_owned()),
        Just("no".to_owned()),
        Just("other".to_owned()),
        Just("health".to_owned()),
        Just(SKIPPED.to_owned()),
        Just(INACTIVE.to_owned()),
        Just(String::new()),
        "[0-9]{1,6}",
        "[a-z ]{0,8}",
    ]
}

fn code() -> impl Strategy<Value = SurveyCode> {
    prop_oneof![
        Just(SurveyCode::Quarterly),
        Just(SurveyCode::PostQuarterly),
        Just(SurveyCode::Unified)
    ]
}

proptest! {
    #[test]
    fn hidden_questions_never_reach_the_store(
        code in code(),
        given in proptest::collection::vec((0usize..30, value()), 0..30),
        inactive in proptest::collection::vec(any::<bool>(), 30),
    ) {
        let mut survey = seed(code);
        for (q, off) in survey.questions.iter_mut().zip(&inactive) {
            q.active = !off;
        }
        let answers: Answers = given
            .into_iter()
            .filter_map(|(i, v)| survey.questions.get(i).map(|q| (q.name.clone(), Answer::One(v))))
            .collect();
        let shown = visibility(&survey, &answers);
        for (q, v) in survey.questions.iter().zip(&shown) {
            if !q.active {
                prop_assert_eq!(*v, Visibility::Inactive);
            }
            if let (Some(d), Visibility::Shown) = (&q.dependent, v) {
                let at = survey.questions.iter().position(|o| o.code == d.code).expect("seeded");
                prop_assert_eq!(shown[at], Visibility::Shown);
                prop_assert!(answers[&survey.questions[at].name].matches(&d.input));
            }
        }
        let form = form_values(&survey, &answers);
        for (q, v) in survey.questions.iter().zip(&shown) {
            if let Some(marker) = v.marker() {
                prop_assert_eq!(&form[&q.name], &Answer::one(marker));
            }
        }
        if let Ok(stored) = check_submission(&survey, &answers, crate::places::Country::Kenya) {
            for (name, answer) in &stored {
                let at = survey.questions.iter().position(|q| &q.name == name).expect("known");
                prop_assert_eq!(shown[at], Visibility::Shown);
                prop_assert!(answer.values(false).len() == match answer {
                    Answer::One(_) => 1,
                    Answer::Many(vs) => vs.len(),
                }, "no marker or blank is stored");
            }
        }
    }

    #[test]
    fn an_edited_survey_round_trips_through_xlsform(
        code in code(),
        flags in proptest::collection::vec((any::<bool>(), any::<bool>()), 30),
    ) {
        let mut survey = seed(code);
        for (q, (active, required)) in survey.questions.iter_mut().zip(flags) {
            q.active = active;
            q.required = required && q.kind != super::model::QuestionType::Note;
        }
        prop_assert_eq!(from_sheets(&to_sheets(&survey)), Ok(survey));
    }
}

/// Cells a coach's workbook may hold, good and bad.
fn cell() -> impl Strategy<Value = String> {
    prop_oneof![
        Just(String::new()),
        Just("text".to_owned()),
        Just("integer".to_owned()),
        Just("select_one yes_no".to_owned()),
        Just("select_multiple yes_no".to_owned()),
        Just("note".to_owned()),
        Just("begin_group".to_owned()),
        Just("yes".to_owned()),
        Just("no".to_owned()),
        Just("phone".to_owned()),
        Just("${a} = 'yes'".to_owned()),
        Just("${b} = 'x'".to_owned()),
        Just("a".to_owned()),
        Just("b".to_owned()),
        "[a-z_]{1,6}",
        "\\PC{0,6}",
    ]
}

fn grid(width: usize) -> impl Strategy<Value = Vec<Vec<String>>> {
    proptest::collection::vec(proptest::collection::vec(cell(), 0..=width), 0..8)
}

proptest! {
    #[test]
    fn any_workbook_is_read_or_refused_with_cells_that_exist(
        survey_rows in grid(7),
        choice_rows in grid(4),
        form_id in prop_oneof![Just("2*14*1".to_owned()), Just("quarterly_survey".to_owned()), "\\PC{0,6}"],
    ) {
        let mut survey_sheet = vec![
            ["type", "name", "label::English (en)", "label::Kiswahili (sw)", "required", "relevant", "appearance"]
                .map(str::to_owned)
                .to_vec(),
        ];
        survey_sheet.extend(survey_rows);
        let mut choices = vec![["list_name", "name", "label::English (en)", "label::Kiswahili (sw)"].map(str::to_owned).to_vec()];
        choices.extend(choice_rows);
        let sheets = [
            super::xlsform::Sheet { name: "survey".into(), rows: survey_sheet },
            super::xlsform::Sheet { name: "choices".into(), rows: choices },
            super::xlsform::Sheet::new("settings", &[&["form_id"], &[&form_id]]),
        ];
        match from_sheets(&sheets) {
            Ok(survey) => {
                prop_assert!(!survey.questions.is_empty());
                prop_assert_eq!(from_sheets(&to_sheets(&survey)), Ok(survey));
            }
            Err(errors) => {
                prop_assert!(!errors.is_empty());
                for e in errors {
                    let sheet = sheets.iter().find(|s| s.name == e.sheet).expect("a sheet of the workbook");
                    if let Some(row) = e.row {
                        prop_assert!(row >= 1 && row <= sheet.rows.len().max(2));
                    }
                    prop_assert!(e.column.is_some() == e.row.is_some());
                }
            }
        }
    }
}
