//! The checks on one record of a course: the same rules whether the record comes from a file of
//! the course folder (`read_course` calls these) or from the course editor (the server calls them
//! one record at a time), so a course typed in the editor and one imported read the same. Each
//! gives the cleaned record or the first problem's message (English; `messages::in_language`).
//!
//! Every text a person reads is a pair, English and Kiswahili, both written, on one line without
//! `|` (the folder format writes each pair as one `English | Kiswahili` line, so what the editor
//! stores can be exported and imported again); names and titles at most 120 characters, other
//! texts 2000, a topic's description 20 000 in the playbook's Markdown subset.

use std::collections::btree_map::Entry;
use std::collections::BTreeMap;

use super::messages::*;
use super::model::{
    Faq, Meeting, Objective, ObjectiveList, Resource, Task, TaskType, Text, RESOURCE_AUDIO,
    RESOURCE_FILE, RESOURCE_VIDEO,
};
use crate::lms::checks::{MAX_TEXT_CHARS, MAX_TITLE_CHARS};
use crate::onboarding::cohort::read_day;
use crate::playbook::markdown::check_markdown;
use crate::time::{iso_date, nairobi_day};

/// The most characters a topic's text holds in each language.
pub const DESCRIPTION_MAX_CHARS: usize = 20_000;
/// The most days an assignment may give.
pub const PERIOD_MAX_DAYS: u32 = 365;
/// The largest resource download (10 GB).
pub const SIZE_MAX_BYTES: u64 = 10_000_000_000;
/// A file the team uploaded as course media is linked under this path.
pub const MEDIA_LINK_PREFIX: &str = "/api/lms/media/";
/// The most characters of a meeting's place.
pub const PLACE_MAX_CHARS: usize = 120;

fn one_line(text: &str) -> bool {
    !text.contains(['|', '\n', '\r'])
}

fn pair(text: &Text, max: usize, too_long: &'static str) -> Result<Text, &'static str> {
    let (en, sw) = (text.en.trim(), text.sw.trim());
    if en.is_empty() || sw.is_empty() {
        return Err(PAIR_BLANK);
    }
    if !one_line(en) || !one_line(sw) {
        return Err(PAIR_ONE_LINE);
    }
    if en.chars().count() > max || sw.chars().count() > max {
        return Err(too_long);
    }
    Ok(Text::new(en, sw))
}

/// A name or a title (course, chapter, topic, assignment, resource, objective, meeting): both
/// languages, one line each, at most 120 characters. Trimmed.
pub fn check_name(text: &Text) -> Result<Text, &'static str> {
    pair(text, MAX_TITLE_CHARS, NAME_TOO_LONG)
}

/// Any other text a person reads (a FAQ, an objective's point, a task and its options, a
/// resource's description): both languages, one line each, at most 2000 characters. Trimmed.
pub fn check_text(text: &Text) -> Result<Text, &'static str> {
    pair(text, MAX_TEXT_CHARS, TEXT_TOO_LONG)
}

/// A text that may be left out (a resource's description): both languages blank, or as
/// `check_text`.
pub fn check_optional_text(text: &Text) -> Result<Text, &'static str> {
    if text.en.trim().is_empty() && text.sw.trim().is_empty() {
        return Ok(Text::default());
    }
    check_text(text)
}

/// A meeting as the editor sends it (the file's meeting line, cut in its parts).
#[derive(Debug, Clone, Copy)]
pub struct MeetingDraft<'a> {
    pub title: &'a Text,
    /// `YYYY-MM-DD`, a day in Nairobi.
    pub day: &'a str,
    /// `HH:MM` in Nairobi.
    pub starts: &'a str,
    pub ends: &'a str,
    pub place: &'a str,
}

/// The day and times, then that it ends after it starts, the place, the title.
pub fn check_meeting(draft: MeetingDraft) -> Result<Meeting, &'static str> {
    let midnight = read_day(draft.day).ok_or(MEETING_TIME_INVALID)?;
    let (starts, ends) = match (clock(draft.starts), clock(draft.ends)) {
        (Some(starts), Some(ends)) => (starts, ends),
        _ => return Err(MEETING_TIME_INVALID),
    };
    if ends <= starts {
        return Err(MEETING_ENDS_BEFORE_START);
    }
    let place = draft.place.trim();
    if place.is_empty() {
        return Err(PLACE_REQUIRED);
    }
    if !one_line(place) {
        return Err(PLACE_ONE_LINE);
    }
    if place.chars().count() > PLACE_MAX_CHARS {
        return Err(PLACE_TOO_LONG);
    }
    Ok(Meeting {
        title: check_name(draft.title)?,
        starts_at: midnight + starts,
        ends_at: midnight + ends,
        place: place.to_owned(),
    })
}

/// `HH:MM` (two digits each, 00:00 to 23:59) as seconds after midnight.
fn clock(text: &str) -> Option<i64> {
    let (h, m) = text.trim().split_once(':')?;
    let digits = |s: &str| s.len() == 2 && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(h) || !digits(m) {
        return None;
    }
    let (h, m): (i64, i64) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60).then_some(h * 3600 + m * 60)
}

/// A meeting's day and times in Nairobi, as the editor shows them and the file writes them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeetingTimes {
    /// `YYYY-MM-DD`.
    pub day: String,
    /// `HH:MM`.
    pub starts: String,
    pub ends: String,
}

/// The reverse of `check_meeting`'s times: the day the meeting starts on and both times of day.
pub fn meeting_times(starts_at: i64, ends_at: i64) -> MeetingTimes {
    let day = nairobi_day(starts_at)
        .map(|(y, m, d)| iso_date(y, m, d))
        .unwrap_or_default();
    MeetingTimes {
        day,
        starts: time_of_day(starts_at),
        ends: time_of_day(ends_at),
    }
}

fn time_of_day(epoch_seconds: i64) -> String {
    let seconds = (epoch_seconds + 3 * 3600).rem_euclid(86_400);
    format!("{:02}:{:02}", seconds / 3600, seconds % 3600 / 60)
}

/// `audio`, `video`, `file` as the spec's type (2, 3, 4).
pub fn resource_type(name: &str) -> Result<u8, &'static str> {
    match name.trim() {
        "audio" => Ok(RESOURCE_AUDIO),
        "video" => Ok(RESOURCE_VIDEO),
        "file" => Ok(RESOURCE_FILE),
        _ => Err(RESOURCE_TYPE_UNKNOWN),
    }
}

/// The type's name (`audio`, `video`, `file`); `file` for any other.
pub fn resource_type_name(type_id: u8) -> &'static str {
    match type_id {
        RESOURCE_AUDIO => "audio",
        RESOURCE_VIDEO => "video",
        _ => "file",
    }
}

/// A video is its YouTube id (11 letters, digits, `-` or `_`); audio and files an `https://`
/// address or a course media link (`/api/lms/media/…`), without spaces or `|`.
pub fn check_link(type_id: u8, link: &str) -> Result<String, &'static str> {
    let link = link.trim();
    if type_id == RESOURCE_VIDEO {
        let ok = link.len() == 11
            && link
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        return ok.then(|| link.to_owned()).ok_or(VIDEO_ID_INVALID);
    }
    let rest = link
        .strip_prefix("https://")
        .or_else(|| link.strip_prefix(MEDIA_LINK_PREFIX));
    match rest {
        Some(rest) if !rest.is_empty() && !rest.contains(char::is_whitespace) && one_line(rest) => {
            Ok(link.to_owned())
        }
        _ => Err(RESOURCE_LINK_INVALID),
    }
}

/// Audio and files have their size (1 byte to 10 GB); a video has none (a size sent is dropped).
pub fn check_size(type_id: u8, size_bytes: Option<u64>) -> Result<Option<u64>, &'static str> {
    if type_id == RESOURCE_VIDEO {
        return Ok(None);
    }
    match size_bytes {
        None => Err(SIZE_MISSING),
        Some(size) if (1..=SIZE_MAX_BYTES).contains(&size) => Ok(Some(size)),
        Some(_) => Err(SIZE_INVALID),
    }
}

/// A resource as the editor sends it.
#[derive(Debug, Clone, Copy)]
pub struct ResourceDraft<'a> {
    /// `audio`, `video` or `file`.
    pub kind: &'a str,
    pub link: &'a str,
    pub size_bytes: Option<u64>,
    pub name: &'a Text,
    pub description: &'a Text,
}

/// The type, the link, the size, the name, the description; `position` is its place in the list.
pub fn check_resource(draft: ResourceDraft, position: u32) -> Result<Resource, &'static str> {
    let type_id = resource_type(draft.kind)?;
    Ok(Resource {
        link: check_link(type_id, draft.link)?,
        size_bytes: check_size(type_id, draft.size_bytes)?,
        name: check_name(draft.name)?,
        description: check_optional_text(draft.description)?,
        type_id,
        position,
    })
}

/// An objective: its title, and its points in both languages (as many in each; there may be none).
pub fn check_objective(title: &Text, list: &ObjectiveList) -> Result<Objective, &'static str> {
    let title = check_name(title)?;
    if list.en.len() != list.sw.len() {
        return Err(POINTS_UNEVEN);
    }
    let mut points = ObjectiveList::default();
    for (en, sw) in list.en.iter().zip(&list.sw) {
        let point = check_text(&Text::new(en, sw))?;
        points.en.push(point.en);
        points.sw.push(point.sw);
    }
    Ok(Objective {
        title,
        list: points,
    })
}

/// A description as the file keeps it: lines without trailing spaces, no blank lines at the start
/// or the end, `\n` between lines.
pub fn description_text(text: &str) -> String {
    let lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    lines.join("\n").trim_matches('\n').to_owned()
}

/// One language's description: written, at most 20 000 characters, in the playbook's Markdown
/// subset, with no `## Kiswahili` heading (in the file it starts the Swahili text). Cleaned by
/// `description_text`.
pub fn check_description(text: &str) -> Result<String, &'static str> {
    let text = description_text(text);
    if text.trim().is_empty() {
        return Err(DESCRIPTION_MISSING);
    }
    if text.chars().count() > DESCRIPTION_MAX_CHARS {
        return Err(DESCRIPTION_TOO_LONG);
    }
    check_markdown(&text)?;
    let takes_heading = |line: &str| {
        line.strip_prefix("## ")
            .is_some_and(|h| h.trim().eq_ignore_ascii_case("Kiswahili"))
    };
    if text.lines().any(takes_heading) {
        return Err(DESCRIPTION_HEADING);
    }
    Ok(text)
}

/// A topic's name and its description in both languages.
pub fn check_topic(name: &Text, description: &Text) -> Result<(Text, Text), &'static str> {
    let name = check_name(name)?;
    let description = Text {
        en: check_description(&description.en)?,
        sw: check_description(&description.sw)?,
    };
    Ok((name, description))
}

pub fn check_faq(question: &Text, solution: &Text) -> Result<Faq, &'static str> {
    Ok(Faq {
        question: check_text(question)?,
        solution: check_text(solution)?,
    })
}

/// The days a trainee has for an assignment: 1 to 365.
pub fn check_days(days: i64) -> Result<u32, &'static str> {
    u32::try_from(days)
        .ok()
        .filter(|d| (1..=PERIOD_MAX_DAYS).contains(d))
        .ok_or(DAYS_INVALID)
}

/// A task's number as its key: digits, leading zeros dropped (`"01"` is `"1"`).
pub fn task_key(number: &str) -> Result<String, &'static str> {
    let number = number.trim();
    if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
        return Err(TASK_KEY_INVALID);
    }
    let key = number.trim_start_matches('0');
    Ok(if key.is_empty() { "0" } else { key }.to_owned())
}

/// A choice or checkbox has two options or more; the other types none.
pub fn check_option_count(kind: TaskType, options: usize) -> Result<(), &'static str> {
    match (kind.has_options(), options) {
        (true, n) if n < 2 => Err(OPTIONS_NEEDED),
        (false, n) if n > 0 => Err(OPTIONS_NOT_TAKEN),
        _ => Ok(()),
    }
}

/// A task as the editor sends it.
#[derive(Debug, Clone, Copy)]
pub struct TaskDraft<'a> {
    pub text: &'a Text,
    /// `text`, `link`, `choice`, `checkbox` or `file`.
    pub kind: &'a str,
    pub options: &'a [Text],
}

/// The type, the text, the options.
pub fn check_task(draft: TaskDraft) -> Result<Task, &'static str> {
    let kind = TaskType::parse(draft.kind).ok_or(TASK_TYPE_UNKNOWN)?;
    let text = check_text(draft.text)?;
    let options = draft
        .options
        .iter()
        .map(check_text)
        .collect::<Result<Vec<Text>, _>>()?;
    check_option_count(kind, options.len())?;
    Ok(Task {
        text,
        kind,
        options,
    })
}

/// The tasks by their number: at least one, each number once.
pub fn check_tasks(tasks: &[(&str, TaskDraft)]) -> Result<BTreeMap<String, Task>, &'static str> {
    if tasks.is_empty() {
        return Err(TASKS_MISSING);
    }
    let mut checked = BTreeMap::new();
    for (number, draft) in tasks {
        let key = task_key(number)?;
        let task = check_task(*draft)?;
        match checked.entry(key) {
            Entry::Occupied(_) => return Err(TASK_NUMBER_TWICE),
            Entry::Vacant(slot) => {
                slot.insert(task);
            }
        }
    }
    Ok(checked)
}

/// The order after `item` is placed at `position` (1 is first; below 1 is first, past the end is
/// last): a new item without a position goes last, a moved one keeps its place; the others keep
/// their order, pushed down past it. The positions stored are then 1..n in this order.
pub fn reorder<T: PartialEq + Clone>(list: &[T], item: T, position: Option<i64>) -> Vec<T> {
    let kept = list.iter().position(|x| *x == item);
    let mut order: Vec<T> = list.iter().filter(|x| **x != item).cloned().collect();
    let at = match (position, kept) {
        (Some(p), _) => usize::try_from(p.saturating_sub(1).max(0)).unwrap_or(usize::MAX),
        (None, Some(index)) => index,
        (None, None) => order.len(),
    };
    order.insert(at.min(order.len()), item);
    order
}

#[cfg(test)]
#[path = "edit_tests.rs"]
mod tests;
