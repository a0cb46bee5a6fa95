//! The `choices` sheet of an XLSForm: the option lists by name, each option with its labels.

use std::collections::BTreeMap;

use super::model::Choice;
use super::xlsform::{XlsFormError, MISSING_COLUMN};
use super::xlsform_questions::{LABEL_REQUIRED, NAME_REQUIRED};
use super::xlsform_table::{is_language_column, Table};

pub const LIST_NAME_REQUIRED: &str = "Write the name of the list this choice belongs to";
pub const CHOICE_NAME_INVALID: &str = "A choice's name has no spaces, like very_good";
pub const CHOICE_TWICE: &str = "This list already has a choice with this name";

pub(super) type Lists = BTreeMap<String, Vec<Choice>>;

pub(super) const EN_LABEL: &str = "label::English (en)";
pub(super) const SW_LABEL: &str = "label::Kiswahili (sw)";

/// The label columns of a sheet, each error pushed when one is missing.
pub(super) fn label_columns(
    table: &Table,
    errors: &mut Vec<XlsFormError>,
) -> Option<(usize, usize)> {
    let en = table.column_where(|h| is_language_column(h, "label", "en"));
    let sw = table.column_where(|h| is_language_column(h, "label", "sw"));
    if en.is_none() {
        errors.push(table.missing_column(EN_LABEL, MISSING_COLUMN));
    }
    if sw.is_none() {
        errors.push(table.missing_column(SW_LABEL, MISSING_COLUMN));
    }
    Some((en?, sw?))
}

pub(super) fn read_choices(table: &Table, errors: &mut Vec<XlsFormError>) -> Lists {
    let mut lists = Lists::new();
    let list_column = table.column("list_name");
    let name_column = table.column("name");
    for (column, header) in [(list_column, "list_name"), (name_column, "name")] {
        if column.is_none() {
            errors.push(table.missing_column(header, MISSING_COLUMN));
        }
    }
    let labels = label_columns(table, errors);
    let (Some(list_column), Some(name_column), Some((en, sw))) = (list_column, name_column, labels)
    else {
        return lists;
    };
    for (index, row) in table.rows() {
        let list = Table::cell(row, Some(list_column));
        let name = Table::cell(row, Some(name_column));
        let label_en = Table::cell(row, Some(en));
        let label_sw = Table::cell(row, Some(sw));
        let mut fine = true;
        let mut fail = |column: usize, value: &str, message: &'static str| {
            errors.push(table.error(index, column, value, message));
            fine = false;
        };
        if list.is_empty() {
            fail(list_column, list, LIST_NAME_REQUIRED);
        }
        if name.is_empty() {
            fail(name_column, name, NAME_REQUIRED);
        } else if name.chars().any(|c| c.is_whitespace()) {
            fail(name_column, name, CHOICE_NAME_INVALID);
        } else if lists
            .get(list)
            .is_some_and(|choices| choices.iter().any(|c| c.value == name))
        {
            fail(name_column, name, CHOICE_TWICE);
        }
        if label_en.is_empty() {
            fail(en, label_en, LABEL_REQUIRED);
        }
        if label_sw.is_empty() {
            fail(sw, label_sw, LABEL_REQUIRED);
        }
        if fine {
            lists
                .entry(list.to_owned())
                .or_default()
                .push(Choice::new(name, label_en, label_sw));
        } else if !list.is_empty() {
            // The list exists, so the questions using it are not also told it is missing.
            lists.entry(list.to_owned()).or_default();
        }
    }
    lists
}
