//! A survey from the XLSForm a coach uploads (`.xlsx` with `survey`, `choices` and `settings`
//! sheets), given as grids of strings (the server reads the workbook with calamine). What is
//! supported, and how it maps:
//!
//! - `survey` sheet: `type`, `name`, `label::English (en)`, `label::Kiswahili (sw)` (both required
//!   for every question), `required` (yes/no, true/false, 1/0; empty is no), `relevant` of the form
//!   `${name} = 'value'` (the named question must be above; for a select question, the value one of
//!   its choices), `appearance` and an `active` column (yes/no; empty is yes).
//! - Types: `text`, `integer`, `decimal`, `select_one list`, `select_multiple list`, `date`, `note`,
//!   and a phone number as `text` with the appearance `phone`. The metadata rows `start`, `end`,
//!   `today` and `deviceid` are passed over (the submission carries its own times).
//! - `choices` sheet: `list_name`, `name` and the two label columns.
//! - `settings` sheet: `form_id` (the survey's code, `2*14*1`, or its name, `quarterly_survey`),
//!   `form_title` and optionally `form_title::Kiswahili (sw)` (the code's title when empty).
//! - Anything else (another type, a group, another `relevant`, a `constraint`, `calculation`,
//!   `choice_filter`, `default` or `repeat_count`) is refused. Every error names its sheet, its row
//!   as the spreadsheet numbers it (the grid's first row is row 1) and its column, and all of them
//!   are returned together.

use super::codes::SurveyCode;
use super::model::{Survey, Text};
use super::xlsform_choices::read_choices;
use super::xlsform_questions::read_questions;
use super::xlsform_table::{is_language_column, Table};
use crate::language::Language;

pub const MISSING_SHEET: &str = "The workbook needs this sheet";
pub const MISSING_COLUMN: &str = "The sheet needs this column";
pub const FORM_ID_UNKNOWN: &str = "Set form_id to a survey's code: 2*14*1, 2*14*2 or 2*13";
pub const NOT_A_WORKBOOK: &str = "Upload the form as an Excel workbook (.xlsx)";
pub const WORKBOOK_TOO_LARGE: &str = "The form is larger than 1 MB, choose a smaller one";
pub const SHEET_TOO_LARGE: &str = "This sheet has more rows or columns than a survey form takes";

/// The largest XLSForm a coach may upload, and the most rows and columns a sheet may span.
pub const XLSFORM_MAX_BYTES: usize = 1024 * 1024;
pub const SHEET_MAX_ROWS: u32 = 2000;
pub const SHEET_MAX_COLUMNS: u32 = 60;

/// One sheet of the workbook: its name and its cells as text, row by row from row 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sheet {
    pub name: String,
    pub rows: Vec<Vec<String>>,
}

impl Sheet {
    pub fn new(name: &str, rows: &[&[&str]]) -> Sheet {
        Sheet {
            name: name.to_owned(),
            rows: rows
                .iter()
                .map(|r| r.iter().map(|c| (*c).to_owned()).collect())
                .collect(),
        }
    }
}

/// What is wrong and where: the sheet, the row (from 1) and the column (its letter and header),
/// the cell's text, and the message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct XlsFormError {
    pub sheet: String,
    pub row: Option<usize>,
    pub column: Option<String>,
    pub header: Option<String>,
    pub value: String,
    pub message: &'static str,
}

impl XlsFormError {
    /// `Sheet survey, row 4, column A (type), "geopoint": <message>`, the message in `language`.
    pub fn describe(&self, language: Language) -> String {
        let (sheet, row, column) = match language {
            Language::English => ("Sheet", "row", "column"),
            Language::Swahili => ("Karatasi", "mstari", "safu"),
        };
        let mut out = [sheet, " ", &self.sheet].concat();
        if let Some(r) = self.row {
            out.push_str(&[", ", row, " ", &r.to_string()].concat());
        }
        if let Some(c) = &self.column {
            out.push_str(&[", ", column, " ", c].concat());
            if let Some(h) = &self.header {
                out.push_str(&[" (", h, ")"].concat());
            }
        }
        if !self.value.is_empty() {
            out.push_str(&[", \"", &self.value, "\""].concat());
        }
        [
            &out,
            ": ",
            super::messages::in_language(self.message, language),
        ]
        .concat()
    }
}

fn sheet<'a>(sheets: &'a [Sheet], name: &str, errors: &mut Vec<XlsFormError>) -> Option<Table<'a>> {
    let found = sheets
        .iter()
        .find(|s| s.name.trim().eq_ignore_ascii_case(name))
        .map(|sheet| Table { sheet });
    if found.is_none() {
        errors.push(XlsFormError {
            sheet: name.to_owned(),
            row: None,
            column: None,
            header: None,
            value: String::new(),
            message: MISSING_SHEET,
        });
    }
    found
}

/// The survey's code and title from the settings sheet (row 2 under its headers).
fn read_settings(table: &Table, errors: &mut Vec<XlsFormError>) -> Option<(SurveyCode, Text)> {
    let Some(id_column) = table.column("form_id") else {
        errors.push(table.missing_column("form_id", MISSING_COLUMN));
        return None;
    };
    let (index, row) = table.rows().next().unwrap_or((1, &[]));
    let form_id = Table::cell(row, Some(id_column));
    let Ok(code) = SurveyCode::parse(form_id) else {
        errors.push(table.error(index, id_column, form_id, FORM_ID_UNKNOWN));
        return None;
    };
    let default = code.default_title();
    let or_default = |text: &str, fallback: String| {
        if text.is_empty() {
            fallback
        } else {
            text.to_owned()
        }
    };
    let title_sw = table.column_where(|h| is_language_column(h, "form_title", "sw"));
    let title_en = table
        .column("form_title")
        .or_else(|| table.column_where(|h| is_language_column(h, "form_title", "en")));
    let title = Text {
        en: or_default(Table::cell(row, title_en), default.en),
        sw: or_default(Table::cell(row, title_sw), default.sw),
    };
    Some((code, title))
}

/// The survey of an XLSForm's sheets, or every error found.
pub fn from_sheets(sheets: &[Sheet]) -> Result<Survey, Vec<XlsFormError>> {
    let mut errors = Vec::new();
    let settings =
        sheet(sheets, "settings", &mut errors).and_then(|t| read_settings(&t, &mut errors));
    let survey_sheet = sheet(sheets, "survey", &mut errors);
    // Without a choices sheet, only the select questions need one (and say so).
    let choices = sheets
        .iter()
        .find(|s| s.name.trim().eq_ignore_ascii_case("choices"))
        .map(|sheet| read_choices(&Table { sheet }, &mut errors))
        .unwrap_or_default();
    let code = settings.as_ref().map_or(SurveyCode::Quarterly, |(c, _)| *c);
    let questions = survey_sheet
        .map(|t| read_questions(&t, code, &choices, &mut errors))
        .unwrap_or_default();
    match settings {
        Some((code, title)) if errors.is_empty() => Ok(Survey {
            code,
            title,
            questions,
        }),
        _ => Err(errors),
    }
}
