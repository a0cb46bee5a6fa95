//! A topic file (`01-know-your-customer.md` in a chapter folder):
//!
//! ```text
//! name: Know your customer | Mjue mteja wako
//!
//! ## Objectives
//! - Understand who buys from you | Elewa nani ananunua kwako
//!   - Name your three main customer groups | Taja makundi yako matatu makuu ya wateja
//!
//! ## Resources
//! - audio | https://media.example.org/customers.mp3 | 4.2 MB
//!   name: Three traders talk about their customers | Wafanyabiashara watatu wanazungumza
//!   about: 12 minutes | Dakika 12
//! - video | dQw4w9WgXcQ
//!   name: …
//! - file | https://media.example.org/worksheet.pdf | 120 KB
//!   name: …
//!
//! ## English
//! The text, in the playbook's Markdown.
//!
//! ## Kiswahili
//! Maandishi, kwa Markdown hiyo hiyo.
//! ```

use super::edit::{check_description, check_link, check_size, resource_type};
use super::lines::{
    block, dash, fields, items, name_pair, pair, pair_field, sections, Item, Line, Report,
};
use super::messages::*;
use super::model::{Objective, ObjectiveList, Resource, Text, Topic, RESOURCE_VIDEO};
use crate::playbook::markdown::check_markdown;

const SECTIONS: &[&str] = &["Objectives", "Resources", "English", "Kiswahili"];

pub(super) fn read_topic(text: &str, position: u32, report: &mut Report) -> Option<Topic> {
    let cut = sections(text, SECTIONS, report);
    let found = fields(&cut.head, &["name"], report);
    let name = pair_field(&found, "name", NAME_MISSING, report);
    let lines_of = |name: &str| cut.get(name).map(|s| s.lines.clone()).unwrap_or_default();
    let objectives = items(&lines_of("Objectives"), dash, report)
        .iter()
        .filter_map(|item| objective(item, report))
        .collect();
    let resources = items(&lines_of("Resources"), dash, report)
        .iter()
        .zip(1..)
        .filter_map(|(item, position)| resource(item, position, report))
        .collect();
    let en = description(cut.get("English").map(|s| (s.line, &s.lines)), report);
    let sw = description(cut.get("Kiswahili").map(|s| (s.line, &s.lines)), report);
    Some(Topic {
        name: name?,
        position,
        description: Text { en: en?, sw: sw? },
        objectives,
        resources,
    })
}

fn objective(item: &Item, report: &mut Report) -> Option<Objective> {
    let title = report.take(item.line, name_pair(item.text));
    let mut list = ObjectiveList::default();
    for &(number, line) in &item.below {
        let Some(point) = dash(line) else {
            report.at(number, OBJECTIVE_POINT_ORPHAN);
            continue;
        };
        if let Some(text) = report.take(number, pair(point)) {
            list.en.push(text.en);
            list.sw.push(text.sw);
        }
    }
    Some(Objective {
        title: title?,
        list,
    })
}

fn resource(item: &Item, position: u32, report: &mut Report) -> Option<Resource> {
    let read = link(item.text);
    let (type_id, link, size_bytes) = report.take(item.line, read)?;
    let mut name = None;
    let mut description = Text::default();
    for &(number, line) in &item.below {
        match super::lines::field(line) {
            Some(("name", value)) => name = report.take(number, name_pair(value)),
            Some(("about", value)) => {
                description = report.take(number, pair(value)).unwrap_or_default()
            }
            _ => report.at(number, RESOURCE_LINE_UNKNOWN),
        }
    }
    if name.is_none() && !item.below.iter().any(|(_, l)| l.starts_with("name:")) {
        report.at(item.line, RESOURCE_NAME_MISSING);
    }
    Some(Resource {
        name: name?,
        description,
        link,
        type_id,
        size_bytes,
        position,
    })
}

/// `audio | https://… | size`, `video | id`, `file | https://… | size` (the link and size checked
/// by `edit::check_link` and `edit::check_size`).
fn link(text: &str) -> Result<(u8, String, Option<u64>), &'static str> {
    let parts: Vec<&str> = text.split('|').map(str::trim).collect();
    let type_id = resource_type(parts[0])?;
    match (type_id, &parts[1..]) {
        (RESOURCE_VIDEO, [id]) => Ok((type_id, check_link(type_id, id)?, None)),
        (RESOURCE_VIDEO, _) => Err(RESOURCE_INVALID),
        (_, [address, size]) => {
            let link = check_link(type_id, address)?;
            Ok((type_id, link, check_size(type_id, Some(bytes(size)?))?))
        }
        _ => Err(RESOURCE_INVALID),
    }
}

/// `4200000`, `120 KB`, `4.2 MB` (1 KB = 1000 bytes) as bytes, at least 1.
pub(crate) fn bytes(text: &str) -> Result<u64, &'static str> {
    let text = text.trim();
    let (number, unit) = match text.find(|c: char| c.is_ascii_alphabetic()) {
        Some(at) => text.split_at(at),
        None => (text, ""),
    };
    let factor: u64 = match unit.trim().to_ascii_uppercase().as_str() {
        "" | "B" => 1,
        "KB" => 1_000,
        "MB" => 1_000_000,
        "GB" => 1_000_000_000,
        _ => return Err(SIZE_INVALID),
    };
    let number = number.trim();
    let (whole, fraction) = number.split_once('.').unwrap_or((number, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || !digits(whole) || !digits(fraction) || fraction.len() > 3 {
        return Err(SIZE_INVALID);
    }
    let whole: u64 = whole.parse().map_err(|_| SIZE_INVALID)?;
    let thousandths: u64 = format!("{fraction:0<3}")
        .parse()
        .map_err(|_| SIZE_INVALID)?;
    let size = whole
        .checked_mul(factor)
        .and_then(|b| b.checked_add(thousandths * factor / 1000))
        .ok_or(SIZE_INVALID)?;
    (size > 0).then_some(size).ok_or(SIZE_INVALID)
}

/// One language's text, checked by `edit::check_description` (a Markdown problem on its line).
fn description(section: Option<(usize, &Vec<Line>)>, report: &mut Report) -> Option<String> {
    let Some((heading, lines)) = section else {
        report.at(1, DESCRIPTION_MISSING);
        return None;
    };
    match check_description(&block(lines)) {
        Ok(text) => Some(text),
        Err(message) => {
            let at = lines
                .iter()
                .find(|(_, line)| check_markdown(line) == Err(message))
                .map_or(heading, |(number, _)| *number);
            report.at(at, message);
            None
        }
    }
}
