//! `course.md` (the class's name and its meetings) and `faqs.md` (questions and answers).
//!
//! ```text
//! name: Grow your business | Kuza biashara yako
//!
//! ## Meetings
//! - 2026-12-03 09:00 to 11:00 | Nairobi hub | Welcome | Karibu
//! ```
//!
//! ```text
//! Q: How long is the course? | Kozi inachukua muda gani?
//! A: Six weeks. | Wiki sita.
//! ```

use super::edit::{check_meeting, MeetingDraft};
use super::lines::{dash, fields, items, pair, pair_field, sections, Report};
use super::messages::*;
use super::model::{Faq, Meeting, Text};

/// The class's name and meetings.
pub(super) fn read_course_file(text: &str, report: &mut Report) -> (Option<Text>, Vec<Meeting>) {
    let cut = sections(text, &["Meetings"], report);
    let found = fields(&cut.head, &["name"], report);
    let name = pair_field(&found, "name", NAME_MISSING, report);
    let lines = cut
        .get("Meetings")
        .map(|s| s.lines.clone())
        .unwrap_or_default();
    let meetings = items(&lines, dash, report)
        .into_iter()
        .filter_map(|item| {
            if let Some((number, _)) = item.below.first() {
                report.at(*number, MEETING_INVALID);
            }
            report.take(item.line, meeting(item.text))
        })
        .collect();
    (name, meetings)
}

/// `2026-12-03 09:00 to 11:00 | Place | English title | Kiswahili title`, checked by
/// `edit::check_meeting`.
fn meeting(text: &str) -> Result<Meeting, &'static str> {
    let parts: Vec<&str> = text.split('|').map(str::trim).collect();
    let [when, place, en, sw] = parts[..] else {
        return Err(MEETING_INVALID);
    };
    let words: Vec<&str> = when.split_whitespace().collect();
    let [day, starts, "to", ends] = words[..] else {
        return Err(MEETING_TIME_INVALID);
    };
    check_meeting(MeetingDraft {
        title: &Text::new(en, sw),
        day,
        starts,
        ends,
        place,
    })
}

/// The questions and their answers, in the order written.
pub(super) fn read_faqs(text: &str, report: &mut Report) -> Vec<Faq> {
    let mut faqs = Vec::new();
    let mut open: Option<(usize, Option<Text>)> = None;
    for (i, line) in text.lines().enumerate() {
        let number = i + 1;
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        if let Some(question) = line.strip_prefix("Q:") {
            if let Some((at, _)) = open.take() {
                report.at(at, FAQ_ANSWER_MISSING);
            }
            open = Some((number, report.take(number, pair(question))));
        } else if let (Some(answer), Some((_, question))) = (line.strip_prefix("A:"), open.take()) {
            let solution = report.take(number, pair(answer));
            if let (Some(question), Some(solution)) = (question, solution) {
                faqs.push(Faq { question, solution });
            }
        } else {
            report.at(number, FAQ_QUESTION_EXPECTED);
        }
    }
    if let Some((at, _)) = open {
        report.at(at, FAQ_ANSWER_MISSING);
    }
    faqs
}
