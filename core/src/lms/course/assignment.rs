//! An assignment file (`assignment-1.md` in a chapter folder):
//!
//! ```text
//! title: Your customer profile | Wasifu wa mteja wako
//! days: 7
//!
//! ## Tasks
//! 1. text | Describe your main customer. | Mweleze mteja wako mkuu.
//! 2. choice | Where do most customers find you? | Wateja wengi hukupata wapi?
//!    - Walking past | Wakipita
//!    - On WhatsApp | Kwenye WhatsApp
//! 3. file | Upload a photo of your price list. | Pakia picha ya orodha yako ya bei.
//! ```

use std::collections::btree_map::Entry;
use std::collections::BTreeMap;

use super::edit::{check_days, check_option_count, task_key};
use super::lines::{dash, fields, items, pair, pair_field, sections, Item, Report};
use super::messages::*;
use super::model::{Assignment, Task, TaskType};

pub(super) fn read_assignment(text: &str, number: u32, report: &mut Report) -> Option<Assignment> {
    let cut = sections(text, &["Tasks"], report);
    let found = fields(&cut.head, &["title", "days"], report);
    let title = pair_field(&found, "title", TITLE_MISSING, report);
    let period = match found.iter().find(|(k, _, _)| *k == "days") {
        Some((_, line, value)) => report.take(*line, days(value)),
        None => {
            report.at(1, DAYS_INVALID);
            None
        }
    };
    let lines = cut
        .get("Tasks")
        .map(|s| s.lines.clone())
        .unwrap_or_default();
    let mut tasks = BTreeMap::new();
    for item in items(&lines, numbered, report) {
        let Some((key, task)) = task(&item, report) else {
            continue;
        };
        match tasks.entry(key) {
            Entry::Occupied(_) => report.at(item.line, TASK_NUMBER_TWICE),
            Entry::Vacant(slot) => {
                slot.insert(task);
            }
        }
    }
    if tasks.is_empty() {
        report.at(cut.get("Tasks").map_or(1, |s| s.line), TASKS_MISSING);
        return None;
    }
    Some(Assignment {
        number,
        title: title?,
        period_in_days: period?,
        tasks,
    })
}

/// `days: 7`: digits, then `edit::check_days`.
fn days(text: &str) -> Result<u32, &'static str> {
    let text = text.trim();
    let days: i64 = text
        .bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| text.parse().ok())
        .flatten()
        .ok_or(DAYS_INVALID)?;
    check_days(days)
}

/// `12. …`: the whole line, number included (the task reads its number).
fn numbered(line: &str) -> Option<&str> {
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    (digits > 0 && line[digits..].starts_with(". ")).then_some(line)
}

fn task(item: &Item, report: &mut Report) -> Option<(String, Task)> {
    let (number, rest) = item.text.split_once(". ")?;
    let key = task_key(number).ok()?;
    let Some((kind, text)) = rest.split_once('|') else {
        report.at(item.line, TASK_INVALID);
        return None;
    };
    let Some(kind) = TaskType::parse(kind) else {
        report.at(item.line, TASK_TYPE_UNKNOWN);
        return None;
    };
    let text = report.take(item.line, pair(text));
    let mut options = Vec::new();
    for &(line, below) in &item.below {
        match dash(below) {
            Some(option) => options.extend(report.take(line, pair(option))),
            None => report.at(line, TASK_INVALID),
        }
    }
    let written = match kind.has_options() {
        true => options.len(),
        false => item.below.len(),
    };
    if let Err(message) = check_option_count(kind, written) {
        report.at(item.line, message);
        return None;
    }
    Some((
        key,
        Task {
            text: text?,
            kind,
            options,
        },
    ))
}
