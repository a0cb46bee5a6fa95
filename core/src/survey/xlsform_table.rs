//! A sheet of an XLSForm as a grid of strings, its header row and the errors that name a cell.

use super::xlsform::{Sheet, XlsFormError};

/// A, B, … Z, AA, AB, … for the 0-based column `index`, as a spreadsheet names it.
pub fn column_letter(index: usize) -> String {
    let mut name = Vec::new();
    let mut rest = index + 1;
    while rest > 0 {
        rest -= 1;
        name.push(b'A' + (rest % 26) as u8);
        rest /= 26;
    }
    name.iter().rev().map(|b| char::from(*b)).collect()
}

/// A header as compared: lower case, without spaces (`label::English (en)` → `label::english(en)`).
fn key(header: &str) -> String {
    header
        .chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_lowercase)
        .collect()
}

/// Whether a header is a column of this language: `label::English (en)`, `label::english`,
/// `label::Kiswahili (sw)`, `label::swahili`; `prefix` is `label` or `form_title`.
pub(super) fn is_language_column(header: &str, prefix: &str, code: &str) -> bool {
    let key = key(header);
    let Some(language) = key
        .strip_prefix(prefix)
        .and_then(|rest| rest.strip_prefix("::"))
    else {
        return false;
    };
    let names: &[&str] = match code {
        "en" => &["english"],
        _ => &["swahili", "kiswahili"],
    };
    language.ends_with(&["(", code, ")"].concat()) || names.contains(&language)
}

/// A sheet with its header row (row 1).
pub(super) struct Table<'a> {
    pub sheet: &'a Sheet,
}

impl<'a> Table<'a> {
    pub fn headers(&self) -> &'a [String] {
        self.sheet.rows.first().map_or(&[], Vec::as_slice)
    }

    /// The first column whose header is `name` (case and spaces aside).
    pub fn column(&self, name: &str) -> Option<usize> {
        let wanted = key(name);
        self.headers().iter().position(|h| key(h) == wanted)
    }

    pub fn column_where(&self, test: impl Fn(&str) -> bool) -> Option<usize> {
        self.headers().iter().position(|h| test(h))
    }

    /// The rows under the header that hold anything, with their index (0-based; row `index + 1`).
    pub fn rows(&self) -> impl Iterator<Item = (usize, &'a [String])> {
        self.sheet
            .rows
            .iter()
            .enumerate()
            .skip(1)
            .filter(|(_, r)| r.iter().any(|c| !c.trim().is_empty()))
            .map(|(i, r)| (i, r.as_slice()))
    }

    /// A cell's text, trimmed; empty when the row is shorter or there is no such column.
    pub fn cell(row: &'a [String], column: Option<usize>) -> &'a str {
        column.and_then(|c| row.get(c)).map_or("", |c| c.trim())
    }

    /// An error at a cell: row index 0-based as in `rows`, column 0-based.
    pub fn error(
        &self,
        row: usize,
        column: usize,
        value: &str,
        message: &'static str,
    ) -> XlsFormError {
        XlsFormError {
            sheet: self.sheet.name.clone(),
            row: Some(row + 1),
            column: Some(column_letter(column)),
            header: self.headers().get(column).map(|h| h.trim().to_owned()),
            value: value.to_owned(),
            message,
        }
    }

    /// A column the sheet lacks: row 1, the next free column, named by the header it needs.
    pub fn missing_column(&self, header: &str, message: &'static str) -> XlsFormError {
        XlsFormError {
            sheet: self.sheet.name.clone(),
            row: Some(1),
            column: Some(column_letter(self.headers().len())),
            header: Some(header.to_owned()),
            value: String::new(),
            message,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn column_letters_as_a_spreadsheet_shows_them() {
        let letters: Vec<String> = [0, 1, 25, 26, 27, 51, 52, 701, 702]
            .map(column_letter)
            .into();
        assert_eq!(
            letters,
            ["A", "B", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA"]
        );
    }

    #[test]
    fn language_columns() {
        assert!(is_language_column("label::English (en)", "label", "en"));
        assert!(is_language_column("Label::english", "label", "en"));
        assert!(is_language_column("label::Kiswahili (sw)", "label", "sw"));
        assert!(is_language_column("label::Swahili", "label", "sw"));
        assert!(is_language_column(
            "form_title::Kiswahili (sw)",
            "form_title",
            "sw"
        ));
        assert!(!is_language_column("label", "label", "en"));
        assert!(!is_language_column("label::French (fr)", "label", "sw"));
        assert!(!is_language_column("hint::English (en)", "label", "en"));
    }
}
