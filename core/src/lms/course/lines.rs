//! The pieces every course file is written with: `English | Kiswahili` pairs, `key: value` fields
//! at the top, `## Section` headings, and `- item` lines with indented lines below them.

use super::edit::{check_name, check_text};
use super::messages::*;
use super::model::{CourseError, Text};

/// A line's number (from 1) and its text.
pub(super) type Line<'a> = (usize, &'a str);

/// Collects one file's problems.
pub(super) struct Report<'a> {
    pub file: &'a str,
    pub errors: &'a mut Vec<CourseError>,
}

impl Report<'_> {
    pub fn at(&mut self, line: usize, message: &'static str) {
        self.errors.push(CourseError {
            file: self.file.to_owned(),
            line,
            message,
        });
    }

    /// The value, or the problem recorded at `line`.
    pub fn take<T>(&mut self, line: usize, read: Result<T, &'static str>) -> Option<T> {
        read.map_err(|message| self.at(line, message)).ok()
    }
}

/// `English | Kiswahili`, cut at the `|` and checked as a text (`edit::check_text`).
pub(super) fn pair(text: &str) -> Result<Text, &'static str> {
    check_text(&split(text)?)
}

/// `English | Kiswahili` for a name or a title (`edit::check_name`).
pub(super) fn name_pair(text: &str) -> Result<Text, &'static str> {
    check_name(&split(text)?)
}

fn split(text: &str) -> Result<Text, &'static str> {
    let mut parts = text.split('|');
    let (Some(en), Some(sw), None) = (parts.next(), parts.next(), parts.next()) else {
        return Err(PAIR_EXPECTED);
    };
    Ok(Text::new(en, sw))
}

/// `key: value` with a key of lowercase letters; None for any other line.
pub(super) fn field(line: &str) -> Option<(&str, &str)> {
    let (key, value) = line.trim().split_once(':')?;
    let key = key.trim_end();
    (!key.is_empty() && key.bytes().all(|b| b.is_ascii_lowercase())).then_some((key, value.trim()))
}

/// A file cut at its `## ` headings: the lines above the first one, then each section.
pub(super) struct Sections<'a> {
    pub head: Vec<Line<'a>>,
    pub sections: Vec<Section<'a>>,
}

pub(super) struct Section<'a> {
    /// As written in `known`.
    pub name: &'static str,
    pub line: usize,
    pub lines: Vec<Line<'a>>,
}

impl<'a> Sections<'a> {
    pub fn get(&self, name: &str) -> Option<&Section<'a>> {
        self.sections.iter().find(|s| s.name == name)
    }
}

/// The section headings a text in Markdown may use freely: once `## English` starts, only
/// `## Kiswahili` ends it, and `## Kiswahili` runs to the end of the file.
const ENGLISH: &str = "English";
const KISWAHILI: &str = "Kiswahili";

/// Cuts `text` at the `## ` headings named in `known` (case does not matter); another `## ` heading
/// above the descriptions is a problem, a section written twice too.
pub(super) fn sections<'a>(
    text: &'a str,
    known: &[&'static str],
    report: &mut Report,
) -> Sections<'a> {
    let mut head = Vec::new();
    let mut found: Vec<Section<'a>> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let number = i + 1;
        let in_description = found
            .last()
            .is_some_and(|s| s.name == ENGLISH || s.name == KISWAHILI);
        let heading = line
            .strip_prefix("## ")
            .map(str::trim)
            .filter(|h| !in_description || h.eq_ignore_ascii_case(KISWAHILI));
        let heading = heading.filter(|_| found.last().is_none_or(|s| s.name != KISWAHILI));
        match heading {
            Some(h) => match known.iter().find(|k| k.eq_ignore_ascii_case(h)) {
                Some(name) if found.iter().any(|s| s.name == *name) => {
                    report.at(number, SECTION_TWICE)
                }
                Some(name) => found.push(Section {
                    name,
                    line: number,
                    lines: Vec::new(),
                }),
                None => report.at(number, SECTION_UNKNOWN),
            },
            None => match found.last_mut() {
                Some(section) => section.lines.push((number, line)),
                None => head.push((number, line)),
            },
        }
    }
    Sections {
        head,
        sections: found,
    }
}

/// The `key: value` fields of a file's top lines, each of `allowed` at most once, by key.
pub(super) fn fields<'a>(
    head: &[Line<'a>],
    allowed: &[&str],
    report: &mut Report,
) -> Vec<(&'a str, usize, &'a str)> {
    let mut found: Vec<(&'a str, usize, &'a str)> = Vec::new();
    for &(number, line) in head {
        if line.trim().is_empty() {
            continue;
        }
        match field(line).filter(|(key, _)| allowed.contains(key)) {
            Some((key, _)) if found.iter().any(|(k, _, _)| *k == key) => {
                report.at(number, FIELD_TWICE)
            }
            Some((key, value)) => found.push((key, number, value)),
            None => report.at(number, FIELD_UNKNOWN),
        }
    }
    found
}

/// A name or title field's text; the problem `missing` at line 1 when the field is not written.
pub(super) fn pair_field(
    fields: &[(&str, usize, &str)],
    key: &str,
    missing: &'static str,
    report: &mut Report,
) -> Option<Text> {
    match fields.iter().find(|(k, _, _)| *k == key) {
        Some((_, line, value)) => report.take(*line, name_pair(value)),
        None => {
            report.at(1, missing);
            None
        }
    }
}

/// A list section's items: each line starting with `start` opens one, the indented lines below it
/// belong to it; blank lines are passed over, any other line is a problem.
pub(super) fn items<'a>(
    lines: &[Line<'a>],
    start: fn(&'a str) -> Option<&'a str>,
    report: &mut Report,
) -> Vec<Item<'a>> {
    let mut found: Vec<Item<'a>> = Vec::new();
    for &(number, line) in lines {
        if line.trim().is_empty() {
            continue;
        }
        let indented = line.starts_with([' ', '\t']);
        match (indented, start(line)) {
            (false, Some(rest)) => found.push(Item {
                line: number,
                text: rest.trim(),
                below: Vec::new(),
            }),
            (true, _) if !found.is_empty() => {
                if let Some(item) = found.last_mut() {
                    item.below.push((number, line.trim()));
                }
            }
            _ => report.at(number, ITEM_EXPECTED),
        }
    }
    found
}

pub(super) struct Item<'a> {
    pub line: usize,
    /// The line after its marker, trimmed.
    pub text: &'a str,
    /// The indented lines below it, trimmed.
    pub below: Vec<Line<'a>>,
}

/// `- text`.
pub(super) fn dash(line: &str) -> Option<&str> {
    line.strip_prefix("- ").or_else(|| line.strip_prefix("* "))
}

/// A section's text: its lines joined, blank lines at the start and end left out.
pub(super) fn block(lines: &[Line]) -> String {
    let text: Vec<&str> = lines.iter().map(|(_, l)| l.trim_end()).collect();
    text.join("\n").trim_matches('\n').to_owned()
}
