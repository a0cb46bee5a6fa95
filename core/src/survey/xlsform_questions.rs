//! The `survey` sheet of an XLSForm: one question a row, its type, name, labels, `required`,
//! `relevant` (skip logic), `appearance` and `active`.

use super::codes::SurveyCode;
use super::model::{Dependent, Question, QuestionType, Survey, Text};
use super::xlsform::{XlsFormError, MISSING_COLUMN};
use super::xlsform_choices::{label_columns, Lists};
use super::xlsform_table::{column_letter, Table};

pub const UNKNOWN_TYPE: &str =
    "Use one of the types text, integer, decimal, select_one, select_multiple, date or note";
pub const GROUPS_UNSUPPORTED: &str =
    "Groups and repeats are not supported: list the questions one after another";
pub const LIST_NAME_MISSING: &str = "Name the choice list after the type, like select_one yes_no";
pub const LIST_MISSING: &str = "This list is not on the choices sheet";
pub const NAME_REQUIRED: &str = "Write the name";
pub const NAME_INVALID: &str =
    "A name starts with a letter and holds only letters, digits and _, like has_insurance";
pub const NAME_TWICE: &str = "Another question above has this name";
pub const LABEL_REQUIRED: &str = "Write the label in this language";
pub const YES_OR_NO: &str = "Write yes or no";
pub const RELEVANT_UNSUPPORTED: &str =
    "Only a condition like ${has_insurance} = 'yes' is supported";
pub const RELEVANT_UNKNOWN: &str = "This names no question above this one that takes an answer";
pub const RELEVANT_NOT_A_CHOICE: &str = "This value is not one of that question's choices";
pub const COLUMN_UNSUPPORTED: &str = "This column is not supported: leave it empty";

/// Columns whose rules the engine does not run; a value in one is refused rather than ignored.
const UNSUPPORTED_COLUMNS: [&str; 5] = [
    "constraint",
    "calculation",
    "choice_filter",
    "default",
    "repeat_count",
];
/// Metadata rows, passed over.
const METADATA: [&str; 4] = ["start", "end", "today", "deviceid"];

/// The type of a `type` cell: Ok(None) for a metadata row, and the list name of a select.
fn read_type<'a>(
    cell: &'a str,
    appearance: &str,
) -> Result<Option<(QuestionType, Option<&'a str>)>, &'static str> {
    let words: Vec<&str> = cell.split_whitespace().collect();
    let word = |i: usize| {
        words
            .get(i)
            .map(|w| w.to_ascii_lowercase())
            .unwrap_or_default()
    };
    let (first, second) = (word(0), word(1));
    let select = match (first.as_str(), second.as_str()) {
        ("select_one", _) => Some((QuestionType::SelectOne, 1)),
        ("select_multiple", _) => Some((QuestionType::SelectMany, 1)),
        ("select", "one") => Some((QuestionType::SelectOne, 2)),
        ("select", "multiple") => Some((QuestionType::SelectMany, 2)),
        _ => None,
    };
    if let Some((kind, at)) = select {
        return match &words[at.min(words.len())..] {
            [list] => Ok(Some((kind, Some(*list)))),
            _ => Err(LIST_NAME_MISSING),
        };
    }
    let group = first.starts_with("begin") || first.starts_with("end_");
    if group || (first == "end" && !second.is_empty()) {
        return Err(GROUPS_UNSUPPORTED);
    }
    if words.len() != 1 {
        return Err(UNKNOWN_TYPE);
    }
    let kind = match first.as_str() {
        "text" if appearance.eq_ignore_ascii_case("phone") => QuestionType::Phone,
        "text" => QuestionType::Text,
        "integer" | "int" => QuestionType::Integer,
        "decimal" => QuestionType::Decimal,
        "date" => QuestionType::Date,
        "note" => QuestionType::Note,
        t if METADATA.contains(&t) => return Ok(None),
        _ => return Err(UNKNOWN_TYPE),
    };
    Ok(Some((kind, None)))
}

/// `yes`/`true`/`true()`/`1` and `no`/`false`/`false()`/`0`; empty is `default`.
fn read_yes_no(cell: &str, default: bool) -> Result<bool, &'static str> {
    match cell.to_ascii_lowercase().as_str() {
        "" => Ok(default),
        "yes" | "true" | "true()" | "1" => Ok(true),
        "no" | "false" | "false()" | "0" => Ok(false),
        _ => Err(YES_OR_NO),
    }
}

/// `${name} = 'value'` (or with double quotes) as (name, value).
fn read_relevant(cell: &str) -> Option<(&str, &str)> {
    let (name, rest) = cell.trim().strip_prefix("${")?.split_once('}')?;
    let value = rest.trim_start().strip_prefix('=')?.trim();
    let quote = value.chars().next().filter(|c| *c == '\'' || *c == '"')?;
    let inner = value.strip_prefix(quote)?.strip_suffix(quote)?;
    // Not `contains(quote)`: see "WASM size" in lib.rs.
    (!inner.chars().any(|c| c == quote) && is_name(name.trim())).then_some((name.trim(), inner))
}

fn is_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

pub(super) fn read_questions(
    table: &Table,
    code: SurveyCode,
    lists: &Lists,
    errors: &mut Vec<XlsFormError>,
) -> Vec<Question> {
    let type_column = table.column("type");
    let name_column = table.column("name");
    for (column, header) in [(type_column, "type"), (name_column, "name")] {
        if column.is_none() {
            errors.push(table.missing_column(header, MISSING_COLUMN));
        }
    }
    let labels = label_columns(table, errors);
    let (Some(type_column), Some(name_column), Some((en, sw))) = (type_column, name_column, labels)
    else {
        return Vec::new();
    };
    let required_column = table.column("required");
    let relevant_column = table.column("relevant");
    let appearance_column = table.column("appearance");
    let active_column = table.column("active");
    let unsupported: Vec<usize> = UNSUPPORTED_COLUMNS
        .iter()
        .filter_map(|h| table.column(h))
        .collect();
    let mut questions: Vec<Question> = Vec::new();
    for (index, row) in table.rows() {
        let cell = |column: Option<usize>| Table::cell(row, column);
        let errors_before = errors.len();
        let mut fail = |column: usize, value: &str, message: &'static str| {
            errors.push(table.error(index, column, value, message));
        };
        let type_cell = cell(Some(type_column));
        let kind = match read_type(type_cell, cell(appearance_column)) {
            Ok(None) => continue,
            Ok(Some(kind)) => Some(kind),
            Err(message) => {
                fail(type_column, type_cell, message);
                None
            }
        };
        let options = match kind {
            Some((_, Some(list))) => match lists.get(list) {
                Some(options) => options.clone(),
                None => {
                    fail(type_column, type_cell, LIST_MISSING);
                    Vec::new()
                }
            },
            _ => Vec::new(),
        };
        let name = cell(Some(name_column));
        if name.is_empty() {
            fail(name_column, name, NAME_REQUIRED);
        } else if !is_name(name) {
            fail(name_column, name, NAME_INVALID);
        } else if questions.iter().any(|q| q.name == name) {
            fail(name_column, name, NAME_TWICE);
        }
        for column in [en, sw] {
            if cell(Some(column)).is_empty() {
                fail(column, "", LABEL_REQUIRED);
            }
        }
        let mut yes_no = |column: Option<usize>, default: bool| {
            read_yes_no(cell(column), default).unwrap_or_else(|message| {
                if let Some(c) = column {
                    fail(c, cell(column), message);
                }
                default
            })
        };
        let required = yes_no(required_column, false);
        let active = yes_no(active_column, true);
        for &column in &unsupported {
            if !cell(Some(column)).is_empty() {
                fail(column, cell(Some(column)), COLUMN_UNSUPPORTED);
            }
        }
        let dependent = relevant_column
            .filter(|c| !cell(Some(*c)).is_empty())
            .and_then(|column| {
                let text = cell(Some(column));
                let found = dependent(text, &questions);
                found.map_err(|message| fail(column, text, message)).ok()
            });
        // A question whose type and name are good is kept even with other errors (the result is
        // an error anyway), so the rows below that name it are not also told it is missing.
        let Some((kind, _)) = kind else { continue };
        let name_failed = errors[errors_before..]
            .iter()
            .any(|e| e.column.as_deref() == Some(&column_letter(name_column)));
        if name_failed {
            continue;
        }
        questions.push(Question {
            name: name.to_owned(),
            code: Survey::question_code(code, questions.len()),
            text: Text::new(cell(Some(en)), cell(Some(sw))),
            kind,
            options,
            options_link: None,
            active,
            dependent,
            required: required && kind != QuestionType::Note,
        });
    }
    if questions.is_empty() && errors.is_empty() {
        errors.push(XlsFormError {
            sheet: table.sheet.name.clone(),
            row: None,
            column: None,
            header: None,
            value: String::new(),
            message: super::catalogue::NO_QUESTIONS,
        });
    }
    questions
}

/// The skip logic of a `relevant` cell, against the questions above.
fn dependent(text: &str, above: &[Question]) -> Result<Dependent, &'static str> {
    let (name, input) = read_relevant(text).ok_or(RELEVANT_UNSUPPORTED)?;
    let controller = above
        .iter()
        .find(|q| q.name == name && q.kind != QuestionType::Note)
        .ok_or(RELEVANT_UNKNOWN)?;
    // A select whose list is missing has no options yet; that error is reported on its own row.
    if !controller.options.is_empty() && controller.option(input).is_none() {
        return Err(RELEVANT_NOT_A_CHOICE);
    }
    Ok(Dependent {
        code: controller.code.clone(),
        input: input.to_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_and_their_lists() {
        assert_eq!(read_type("text", ""), Ok(Some((QuestionType::Text, None))));
        assert_eq!(
            read_type("text", "Phone"),
            Ok(Some((QuestionType::Phone, None)))
        );
        assert_eq!(
            read_type("Integer", ""),
            Ok(Some((QuestionType::Integer, None)))
        );
        assert_eq!(
            read_type("select_one yes_no", ""),
            Ok(Some((QuestionType::SelectOne, Some("yes_no"))))
        );
        assert_eq!(
            read_type("select multiple  kinds", ""),
            Ok(Some((QuestionType::SelectMany, Some("kinds"))))
        );
        assert_eq!(read_type("select_one", ""), Err(LIST_NAME_MISSING));
        assert_eq!(read_type("select_one a b", ""), Err(LIST_NAME_MISSING));
        assert_eq!(read_type("start", ""), Ok(None));
        assert_eq!(read_type("geopoint", ""), Err(UNKNOWN_TYPE));
        assert_eq!(
            read_type("select_one_from_file x.csv", ""),
            Err(UNKNOWN_TYPE)
        );
        assert_eq!(read_type("begin_group", ""), Err(GROUPS_UNSUPPORTED));
        assert_eq!(read_type("begin repeat", ""), Err(GROUPS_UNSUPPORTED));
        assert_eq!(read_type("end group", ""), Err(GROUPS_UNSUPPORTED));
        assert_eq!(read_type("end", ""), Ok(None));
    }

    #[test]
    fn relevant_of_one_form_only() {
        assert_eq!(
            read_relevant("${has_insurance} = 'yes'"),
            Some(("has_insurance", "yes"))
        );
        assert_eq!(read_relevant(" ${ a }='x y' "), Some(("a", "x y")));
        assert_eq!(read_relevant("${a} = \"it's\""), Some(("a", "it's")));
        assert_eq!(read_relevant("${a} != 'yes'"), None);
        assert_eq!(read_relevant("${a} = 'yes' and ${b} = 'no'"), None);
        assert_eq!(read_relevant("selected(${a}, 'yes')"), None);
        assert_eq!(read_relevant("${a} = yes"), None);
        assert_eq!(read_relevant("${a} > '3'"), None);
        assert_eq!(read_relevant("${1a} = 'x'"), None);
    }

    #[test]
    fn yes_and_no() {
        assert_eq!(read_yes_no("TRUE()", false), Ok(true));
        assert_eq!(read_yes_no("No", true), Ok(false));
        assert_eq!(read_yes_no("", true), Ok(true));
        assert_eq!(read_yes_no("maybe", true), Err(YES_OR_NO));
    }
}
