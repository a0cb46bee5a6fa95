//! A survey written as XLSForm sheets (the same columns `xlsform::from_sheets` reads), so a coach can
//! download a survey, edit it in a spreadsheet and upload it again. Each select question gets a list
//! named after it. A question whose options come from an `optionsLink` has no list to write.

use super::model::{QuestionType, Survey};
use super::xlsform::Sheet;
use super::xlsform_choices::{EN_LABEL, SW_LABEL};

fn row(cells: &[&str]) -> Vec<String> {
    cells.iter().map(|c| (*c).to_owned()).collect()
}

fn yes_no(value: bool) -> &'static str {
    if value {
        "yes"
    } else {
        "no"
    }
}

/// The `survey`, `choices` and `settings` sheets of a survey.
pub fn to_sheets(survey: &Survey) -> Vec<Sheet> {
    let mut questions = vec![row(&[
        "type",
        "name",
        EN_LABEL,
        SW_LABEL,
        "required",
        "relevant",
        "appearance",
        "active",
    ])];
    let mut choices = vec![row(&["list_name", "name", EN_LABEL, SW_LABEL])];
    for q in &survey.questions {
        let kind = match q.kind {
            QuestionType::Text | QuestionType::Phone => "text".to_owned(),
            QuestionType::Integer => "integer".to_owned(),
            QuestionType::Decimal => "decimal".to_owned(),
            QuestionType::Date => "date".to_owned(),
            QuestionType::Note => "note".to_owned(),
            QuestionType::SelectOne => ["select_one ", &q.name].concat(),
            QuestionType::SelectMany => ["select_multiple ", &q.name].concat(),
        };
        let relevant = q
            .dependent
            .as_ref()
            .and_then(|d| {
                let controller = survey.question_by_code(&d.code)?;
                Some(["${", &controller.name, "} = '", &d.input, "'"].concat())
            })
            .unwrap_or_default();
        let appearance = if q.kind == QuestionType::Phone {
            "phone"
        } else {
            ""
        };
        questions.push(row(&[
            &kind,
            &q.name,
            &q.text.en,
            &q.text.sw,
            yes_no(q.required),
            &relevant,
            appearance,
            yes_no(q.active),
        ]));
        for c in &q.options {
            choices.push(row(&[&q.name, &c.value, &c.label.en, &c.label.sw]));
        }
    }
    let settings = vec![
        row(&["form_id", "form_title", "form_title::Kiswahili (sw)"]),
        row(&[survey.code.code(), &survey.title.en, &survey.title.sw]),
    ];
    vec![
        Sheet {
            name: "survey".into(),
            rows: questions,
        },
        Sheet {
            name: "choices".into(),
            rows: choices,
        },
        Sheet {
            name: "settings".into(),
            rows: settings,
        },
    ]
}
