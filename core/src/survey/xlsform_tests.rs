//! The XLSForm import: a good workbook, and each kind of error with its sheet, row and column.

use super::codes::SurveyCode;
use super::model::{Dependent, QuestionType};
use super::xlsform::*;
use super::xlsform_choices::*;
use super::xlsform_questions::*;
use crate::language::Language;

const EN: &str = "label::English (en)";
const SW: &str = "label::Kiswahili (sw)";

fn survey_sheet(rows: &[&[&str]]) -> Sheet {
    let mut all: Vec<&[&str]> = vec![&[
        "type",
        "name",
        EN,
        SW,
        "required",
        "relevant",
        "appearance",
        "hint",
    ]];
    all.extend_from_slice(rows);
    Sheet::new("survey", &all)
}

fn choices() -> Sheet {
    Sheet::new(
        "choices",
        &[
            &["list_name", "name", EN, SW],
            &["yes_no", "yes", "Yes", "Ndiyo"],
            &["yes_no", "no", "No", "Hapana"],
            &[],
            &["insurance", "health", "Health", "Afya"],
            &["insurance", "life", "Life", "Maisha"],
        ],
    )
}

fn settings(form_id: &str) -> Sheet {
    Sheet::new(
        "settings",
        &[
            &["form_title", "form_id", "version"],
            &["Quarter check-in", form_id, "3"],
        ],
    )
}

fn good_rows() -> Vec<&'static [&'static str]> {
    vec![
        &["start", "start", "", "", "", "", "", ""],
        &["note", "intro", "Welcome", "Karibu", "yes", "", "", ""],
        &[
            "decimal", "revenue", "Revenue", "Mapato", "yes", "", "", "In Ksh",
        ],
        &[
            "select_one yes_no",
            "has_insurance",
            "Insurance?",
            "Bima?",
            "TRUE",
            "",
            "",
            "",
        ],
        &[
            "select_multiple insurance",
            "insurance_types",
            "Which?",
            "Zipi?",
            "yes",
            "${has_insurance} = 'yes'",
            "",
            "",
        ],
        &[],
        &["text", "phone", "Phone", "Simu", "", "", "phone", ""],
        &[
            "date",
            "visit",
            "Visit day",
            "Siku ya ziara",
            "no",
            "",
            "",
            "",
        ],
        &["integer", "staff", "Staff", "Wafanyakazi", "1", "", "", ""],
        &["text", "notes", "Notes", "Maelezo", "", "", "multiline", ""],
    ]
}

fn workbook(rows: &[&[&str]], form_id: &str) -> Vec<Sheet> {
    vec![survey_sheet(rows), choices(), settings(form_id)]
}

#[test]
fn a_good_workbook_becomes_a_survey() {
    let survey = from_sheets(&workbook(&good_rows(), "2*14*1")).expect("a good form");
    assert_eq!(survey.code, SurveyCode::Quarterly);
    assert_eq!(survey.title.en, "Quarter check-in");
    assert_eq!(
        survey.title.sw, "Utafiti wa robo mwaka",
        "the code's title without a Swahili one"
    );
    let kinds: Vec<(&str, QuestionType, bool)> = survey
        .questions
        .iter()
        .map(|q| (q.name.as_str(), q.kind, q.required))
        .collect();
    assert_eq!(
        kinds,
        [
            ("intro", QuestionType::Note, false),
            ("revenue", QuestionType::Decimal, true),
            ("has_insurance", QuestionType::SelectOne, true),
            ("insurance_types", QuestionType::SelectMany, true),
            ("phone", QuestionType::Phone, false),
            ("visit", QuestionType::Date, false),
            ("staff", QuestionType::Integer, true),
            ("notes", QuestionType::Text, false),
        ]
    );
    let types = &survey.questions[3];
    assert_eq!(types.code, "2*14*1*4");
    assert_eq!(
        types.dependent,
        Some(Dependent {
            code: "2*14*1*3".into(),
            input: "yes".into()
        })
    );
    assert_eq!(types.options.len(), 2);
    assert_eq!(types.options[1].label.sw, "Maisha");
    assert_eq!(survey.questions[1].text.sw, "Mapato");
    assert!(survey.questions.iter().all(|q| q.active));
    // The code's name works as form_id too.
    let by_name = from_sheets(&workbook(&good_rows(), "post_quarterly_survey")).expect("good");
    assert_eq!(by_name.code, SurveyCode::PostQuarterly);
    assert_eq!(by_name.questions[0].code, "2*14*2*1");
}

/// (sheet, row, column letter, message) of each error.
fn places(errors: &[XlsFormError]) -> Vec<(&str, Option<usize>, Option<&str>, &'static str)> {
    errors
        .iter()
        .map(|e| (e.sheet.as_str(), e.row, e.column.as_deref(), e.message))
        .collect()
}

#[test]
fn every_error_of_the_survey_sheet_at_once() {
    let rows: Vec<&[&str]> = vec![
        &[
            "integer",
            "staff",
            "Staff",
            "Wafanyakazi",
            "yes",
            "",
            "",
            "",
        ],
        &["geopoint", "where", "Where", "Wapi", "", "", "", ""],
        &[
            "select_one colours",
            "colour",
            "Colour",
            "Rangi",
            "",
            "",
            "",
            "",
        ],
        &["integer", "staff", "Staff again", "Tena", "", "", "", ""],
        &["text", "", "Nameless", "Bila jina", "", "", "", ""],
        &["text", "2nd", "Bad name", "Jina baya", "", "", "", ""],
        &["text", "no_swahili", "English only", "", "", "", "", ""],
        &[
            "text",
            "loose",
            "Loose",
            "Legevu",
            "",
            "${staff} > '3'",
            "",
            "",
        ],
        &[
            "text",
            "ahead",
            "Ahead",
            "Mbele",
            "",
            "${later} = 'x'",
            "",
            "",
        ],
        &[
            "select_one yes_no",
            "insured",
            "Insured",
            "Bima",
            "perhaps",
            "",
            "",
            "",
        ],
        &[
            "text",
            "wrong_value",
            "W",
            "W sw",
            "",
            "${insured} = 'maybe'",
            "",
            "",
        ],
        &["begin_group", "g", "Group", "Kundi", "", "", "", ""],
        &["select_one", "listless", "L", "L sw", "", "", "", ""],
        &["text", "later", "Later", "Baadaye", "", "", "", ""],
    ];
    let errors = from_sheets(&workbook(&rows, "2*13")).expect_err("a bad form");
    assert_eq!(
        places(&errors),
        [
            ("survey", Some(3), Some("A"), UNKNOWN_TYPE),
            ("survey", Some(4), Some("A"), LIST_MISSING),
            ("survey", Some(5), Some("B"), NAME_TWICE),
            ("survey", Some(6), Some("B"), NAME_REQUIRED),
            ("survey", Some(7), Some("B"), NAME_INVALID),
            ("survey", Some(8), Some("D"), LABEL_REQUIRED),
            ("survey", Some(9), Some("F"), RELEVANT_UNSUPPORTED),
            ("survey", Some(10), Some("F"), RELEVANT_UNKNOWN),
            ("survey", Some(11), Some("E"), YES_OR_NO),
            ("survey", Some(12), Some("F"), RELEVANT_NOT_A_CHOICE),
            ("survey", Some(13), Some("A"), GROUPS_UNSUPPORTED),
            ("survey", Some(14), Some("A"), LIST_MISSING_OR_NAMELESS),
        ]
    );
    let first = &errors[0];
    assert_eq!(first.header.as_deref(), Some("type"));
    assert_eq!(first.value, "geopoint");
    assert_eq!(
        first.describe(Language::English),
        format!("Sheet survey, row 3, column A (type), \"geopoint\": {UNKNOWN_TYPE}")
    );
    assert!(first
        .describe(Language::Swahili)
        .starts_with("Karatasi survey, mstari 3, safu A (type), \"geopoint\": Tumia mojawapo"));
    assert_eq!(errors[5].header.as_deref(), Some(SW));
}

const LIST_MISSING_OR_NAMELESS: &str = LIST_NAME_MISSING;

#[test]
fn unsupported_columns_are_refused_not_ignored() {
    let sheet = Sheet::new(
        "survey",
        &[
            &["type", "name", EN, SW, "constraint", "hint"],
            &[
                "integer",
                "staff",
                "Staff",
                "Wafanyakazi",
                ". > 0",
                "any hint",
            ],
            &["integer", "sales", "Sales", "Mauzo", "", ""],
        ],
    );
    let errors = from_sheets(&[sheet, choices(), settings("2*14*1")]).expect_err("refused");
    assert_eq!(
        places(&errors),
        [("survey", Some(2), Some("E"), COLUMN_UNSUPPORTED)]
    );
    assert_eq!(errors[0].header.as_deref(), Some("constraint"));
}

#[test]
fn choices_errors_name_their_cells() {
    let bad = Sheet::new(
        "choices",
        &[
            &["list_name", "name", EN, SW],
            &["yes_no", "yes", "Yes", "Ndiyo"],
            &["yes_no", "yes", "Yes again", "Ndiyo tena"],
            &["", "maybe", "Maybe", "Labda"],
            &["yes_no", "not sure", "Not sure", "Sina uhakika"],
            &["yes_no", "no", "", "Hapana"],
        ],
    );
    let rows: Vec<&[&str]> = vec![&[
        "select_one yes_no",
        "insured",
        "Insured",
        "Bima",
        "",
        "",
        "",
        "",
    ]];
    let errors = from_sheets(&[survey_sheet(&rows), bad, settings("2*14*1")]).expect_err("bad");
    assert_eq!(
        places(&errors),
        [
            ("choices", Some(3), Some("B"), CHOICE_TWICE),
            ("choices", Some(4), Some("A"), LIST_NAME_REQUIRED),
            ("choices", Some(5), Some("B"), CHOICE_NAME_INVALID),
            ("choices", Some(6), Some("C"), LABEL_REQUIRED),
        ]
    );
}

#[test]
fn missing_sheets_columns_and_settings() {
    let errors = from_sheets(&[choices()]).expect_err("nothing to read");
    assert_eq!(
        places(&errors),
        [
            ("settings", None, None, MISSING_SHEET),
            ("survey", None, None, MISSING_SHEET)
        ]
    );
    let no_labels = Sheet::new("survey", &[&["type", "name", "label"], &["text", "a", "A"]]);
    let errors = from_sheets(&[no_labels, settings("2*14*1")]).expect_err("no label columns");
    assert_eq!(
        places(&errors),
        [
            ("survey", Some(1), Some("D"), MISSING_COLUMN),
            ("survey", Some(1), Some("D"), MISSING_COLUMN),
        ]
    );
    assert_eq!(errors[0].header.as_deref(), Some("label::English (en)"));
    assert_eq!(errors[1].header.as_deref(), Some("label::Kiswahili (sw)"));
    let errors = from_sheets(&workbook(&good_rows(), "2*14*9")).expect_err("unmapped");
    assert_eq!(
        places(&errors),
        [("settings", Some(2), Some("B"), FORM_ID_UNKNOWN)]
    );
    let no_id = Sheet::new("settings", &[&["form_title"], &["T"]]);
    let errors = from_sheets(&[survey_sheet(&good_rows()), choices(), no_id]).expect_err("no id");
    assert_eq!(
        places(&errors),
        [("settings", Some(1), Some("B"), MISSING_COLUMN)]
    );
    // Without a choices sheet, a select question's list is missing.
    let errors =
        from_sheets(&[survey_sheet(&good_rows()), settings("2*13")]).expect_err("no choices");
    assert_eq!(
        places(&errors),
        [
            ("survey", Some(5), Some("A"), LIST_MISSING),
            ("survey", Some(6), Some("A"), LIST_MISSING),
        ]
    );
}

#[test]
fn a_survey_needs_a_question() {
    let only_metadata: Vec<&[&str]> = vec![&["start", "start", "", "", "", "", "", ""]];
    let errors = from_sheets(&workbook(&only_metadata, "2*14*1")).expect_err("empty");
    assert_eq!(
        places(&errors),
        [("survey", None, None, super::catalogue::NO_QUESTIONS)]
    );
}

#[test]
fn swahili_titles_and_inactive_questions() {
    let survey = Sheet::new(
        "survey",
        &[
            &["type", "name", "label::english", "label::swahili", "active"],
            &["text", "a", "A", "A sw", "no"],
        ],
    );
    let settings = Sheet::new(
        "Settings",
        &[
            &["form_id", "form_title", "form_title::Kiswahili (sw)"],
            &["2*14*2", "Follow-up", "Ufuatiliaji"],
        ],
    );
    let parsed = from_sheets(&[survey, settings]).expect("good");
    assert_eq!(parsed.title.sw, "Ufuatiliaji");
    assert!(!parsed.questions[0].active);
}
