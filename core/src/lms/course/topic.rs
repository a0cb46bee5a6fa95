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

use super::lines::{block, dash, fields, items, pair, pair_field, sections, Item, Line, Report};
use super::messages::*;
use super::model::{
    Objective, ObjectiveList, Resource, Text, Topic, RESOURCE_AUDIO, RESOURCE_FILE, RESOURCE_VIDEO,
};
use crate::playbook::markdown::check_markdown;

/// The most characters a topic's text holds in each language.
pub const DESCRIPTION_MAX_CHARS: usize = 20_000;

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
    let title = report.take(item.line, pair(item.text));
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
            Some(("name", value)) => name = report.take(number, pair(value)),
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

/// `audio | https://… | size`, `video | id`, `file | https://… | size`.
fn link(text: &str) -> Result<(u8, String, Option<u64>), &'static str> {
    let parts: Vec<&str> = text.split('|').map(str::trim).collect();
    match parts[..] {
        ["video", id] => video_id(id).map(|id| (RESOURCE_VIDEO, id, None)),
        [kind @ ("audio" | "file"), address, size] => {
            if !address.starts_with("https://") || address.contains(char::is_whitespace) {
                return Err(RESOURCE_LINK_INVALID);
            }
            let type_id = if kind == "audio" {
                RESOURCE_AUDIO
            } else {
                RESOURCE_FILE
            };
            Ok((type_id, address.to_owned(), Some(bytes(size)?)))
        }
        [kind, ..] if !matches!(kind, "audio" | "video" | "file") => Err(RESOURCE_TYPE_UNKNOWN),
        _ => Err(RESOURCE_INVALID),
    }
}

/// A YouTube video id: 11 letters, digits, `-` or `_`.
fn video_id(id: &str) -> Result<String, &'static str> {
    let ok = id.len() == 11
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    ok.then(|| id.to_owned()).ok_or(VIDEO_ID_INVALID)
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

/// One language's text: written, not too long, in the Markdown subset (the problem on its line).
fn description(section: Option<(usize, &Vec<Line>)>, report: &mut Report) -> Option<String> {
    let Some((heading, lines)) = section else {
        report.at(1, DESCRIPTION_MISSING);
        return None;
    };
    let text = block(lines);
    if text.trim().is_empty() {
        report.at(heading, DESCRIPTION_MISSING);
        return None;
    }
    if text.chars().count() > DESCRIPTION_MAX_CHARS {
        report.at(heading, DESCRIPTION_TOO_LONG);
        return None;
    }
    if let Err(message) = check_markdown(&text) {
        let at = lines
            .iter()
            .find(|(_, line)| check_markdown(line).is_err())
            .map_or(heading, |(number, _)| *number);
        report.at(at, message);
        return None;
    }
    Some(text)
}
