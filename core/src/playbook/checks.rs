//! The checks on what is sent (spec 001 section 5): a feedback's 1 to 5 stars, a task's reply, a
//! task an advisor sets (a topic, what to do, a due date not in the past), and the names and texts
//! of authored content. Each check gives the field and the message.

use super::markdown::check_markdown;
use super::model::{Session, Side, Text, Tool};
use crate::time::nairobi_day;

pub const RATE_ADVISER: &str = "Rate the adviser by clicking any of the stars to continue";
/// The advisor's own feedback rates the session's work, not an adviser.
pub const RATE_SESSION: &str = "Rate this session by clicking any of the stars to continue";
/// A feedback whose `from` names the other side of the pair than the sender's.
pub const WRONG_SIDE: &str = "Feedback is given from your own side of the pair";
pub const RESPONSE_NEEDED: &str = "Response is needed to submit";
pub const RESPONSE_TOO_LONG: &str = "Keep the response under 2000 characters";
pub const FEEDBACK_TOO_LONG: &str = "Keep the feedback under 2000 characters";
pub const TOO_MANY_FILES: &str = "Attach at most 5 files";
pub const ALREADY_ANSWERED: &str = "This task already has a response";
pub const TOPIC_REQUIRED: &str = "Give the task a topic";
pub const TOPIC_TOO_LONG: &str = "Keep the topic under 120 characters";
pub const TASK_REQUIRED: &str = "Describe the task";
pub const TASK_TOO_LONG: &str = "Keep the task under 2000 characters";
pub const DUE_DATE_PAST: &str = "The due date cannot be in the past. Choose today or a later day";
pub const NAME_REQUIRED: &str = "Enter the name in English and Swahili";
pub const NAME_TOO_LONG: &str = "Keep the name under 120 characters";
pub const INFO_REQUIRED: &str = "Write the information in English and Swahili";
pub const ICON_REQUIRED: &str = "Choose an icon for the tool";
pub const SUBMISSION_INVALID: &str = "This submission has no valid id; send it again from the app";
pub use super::markdown::LINK_INVALID;

/// Section 9: the rating scale.
pub const RATING_MIN: u8 = 1;
pub const RATING_MAX: u8 = 5;
pub const MAX_TEXT_CHARS: usize = 2000;
pub const MAX_NAME_CHARS: usize = 120;
/// Files attached to one reply or one feedback.
pub const MAX_FILES: usize = 5;

/// A check's verdict: the field sent back and its message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Problem {
    pub field: &'static str,
    pub message: &'static str,
}

fn problem(field: &'static str, message: &'static str) -> Problem {
    Problem { field, message }
}

fn chars(text: &str) -> usize {
    text.trim().chars().count()
}

/// The stars: 1 to 5, required; the message speaks to the side that rates (the spec's for the
/// entrepreneur, who rates the adviser).
pub fn check_rating(side: Side, rated: Option<i64>) -> Result<u8, Problem> {
    let missing = match side {
        Side::Entrepreneur => RATE_ADVISER,
        Side::Advisor => RATE_SESSION,
    };
    rated
        .and_then(|r| u8::try_from(r).ok())
        .filter(|r| (RATING_MIN..=RATING_MAX).contains(r))
        .ok_or(problem("rated", missing))
}

/// A feedback post from `side`: the stars required; the text and the files optional (at most 2000
/// characters, at most 5 files). The stars on success.
pub fn check_feedback(
    side: Side,
    rated: Option<i64>,
    feedback: &str,
    files: usize,
) -> Result<u8, Problem> {
    let rated = check_rating(side, rated)?;
    if chars(feedback) > MAX_TEXT_CHARS {
        return Err(problem("feedback", FEEDBACK_TOO_LONG));
    }
    if files > MAX_FILES {
        return Err(problem("file", TOO_MANY_FILES));
    }
    Ok(rated)
}

/// A task's reply: the response required, files optional (several allowed, at most 5); a task that
/// already has a response takes no second one.
pub fn check_reply(already_answered: bool, response: &str, files: usize) -> Result<(), Problem> {
    if already_answered {
        return Err(problem("id", ALREADY_ANSWERED));
    }
    if response.trim().is_empty() {
        return Err(problem("response", RESPONSE_NEEDED));
    }
    if chars(response) > MAX_TEXT_CHARS {
        return Err(problem("response", RESPONSE_TOO_LONG));
    }
    if files > MAX_FILES {
        return Err(problem("file", TOO_MANY_FILES));
    }
    Ok(())
}

/// A reply or feedback sent by the phone's queue names itself with an id made on the phone (24
/// lowercase hex characters, `crate::id`), so the server stores it once however often it arrives.
pub fn check_submission_id(id: &str) -> Result<(), Problem> {
    if crate::id::is_valid_id(id) {
        Ok(())
    } else {
        Err(problem("submissionId", SUBMISSION_INVALID))
    }
}

/// Whether a due date (epoch seconds) falls on a day before `now`'s, in Nairobi: a task may be due
/// today, whatever the hour.
pub fn is_past_day(due: i64, now: i64) -> bool {
    match (nairobi_day(due), nairobi_day(now)) {
        (Some(due), Some(today)) => due < today,
        _ => true,
    }
}

/// A task an advisor sets: a topic and what to do are required; a due date, when set, is today or
/// later in Nairobi.
pub fn check_task(topic: &str, task: &str, due_date: Option<i64>, now: i64) -> Result<(), Problem> {
    if topic.trim().is_empty() {
        return Err(problem("topic", TOPIC_REQUIRED));
    }
    if chars(topic) > MAX_NAME_CHARS {
        return Err(problem("topic", TOPIC_TOO_LONG));
    }
    if task.trim().is_empty() {
        return Err(problem("task", TASK_REQUIRED));
    }
    if chars(task) > MAX_TEXT_CHARS {
        return Err(problem("task", TASK_TOO_LONG));
    }
    if due_date.is_some_and(|due| is_past_day(due, now)) {
        return Err(problem("dueDate", DUE_DATE_PAST));
    }
    Ok(())
}

/// A name (playbook, chapter, session, tool): not blank in either language, at most 120 characters.
pub fn check_name(name: &Text) -> Result<(), Problem> {
    if name.en.trim().is_empty() || name.sw.trim().is_empty() {
        return Err(problem("name", NAME_REQUIRED));
    }
    if chars(&name.en) > MAX_NAME_CHARS || chars(&name.sw) > MAX_NAME_CHARS {
        return Err(problem("name", NAME_TOO_LONG));
    }
    Ok(())
}

/// A text in both languages, in the Markdown subset.
pub fn check_info(info: &Text) -> Result<(), Problem> {
    if info.en.trim().is_empty() || info.sw.trim().is_empty() {
        return Err(problem("info", INFO_REQUIRED));
    }
    check_markdown(&info.en)
        .and_then(|()| check_markdown(&info.sw))
        .map_err(|message| problem("info", message))
}

pub fn check_tool(tool: &Tool) -> Result<(), Problem> {
    check_name(&tool.name)?;
    check_info(&tool.info)?;
    if tool.icon.trim().is_empty() {
        return Err(problem("icon", ICON_REQUIRED));
    }
    if tool
        .link
        .as_deref()
        .is_some_and(|l| !l.starts_with("https://") || l.contains(|c: char| c.is_whitespace()))
    {
        return Err(problem("value", LINK_INVALID));
    }
    Ok(())
}

/// A session with its tools.
pub fn check_session(session: &Session) -> Result<(), Problem> {
    check_name(&session.name)?;
    check_info(&session.info)?;
    session.tools.iter().try_for_each(check_tool)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time::nairobi_midnight;

    #[test]
    fn ratings() {
        for r in 1..=5 {
            assert_eq!(check_rating(Side::Entrepreneur, Some(r)), Ok(r as u8));
        }
        for r in [None, Some(0), Some(6), Some(-1), Some(256 + 3)] {
            let refused = check_rating(Side::Entrepreneur, r).expect_err("refused");
            assert_eq!(refused.message, RATE_ADVISER);
            let refused = check_rating(Side::Advisor, r).expect_err("refused");
            assert_eq!(refused.message, RATE_SESSION);
        }
    }

    #[test]
    fn feedback() {
        use Side::Entrepreneur as E;
        assert_eq!(check_feedback(E, Some(4), "", 0), Ok(4));
        assert_eq!(
            check_feedback(E, None, "Great", 1)
                .expect_err("refused")
                .message,
            RATE_ADVISER
        );
        let long = "a".repeat(2001);
        assert_eq!(
            check_feedback(E, Some(4), &long, 0)
                .expect_err("refused")
                .message,
            FEEDBACK_TOO_LONG
        );
        assert_eq!(
            check_feedback(E, Some(4), "", 6)
                .expect_err("refused")
                .message,
            TOO_MANY_FILES
        );
        assert_eq!(check_feedback(E, Some(4), &"a".repeat(2000), 5), Ok(4));
    }

    #[test]
    fn replies() {
        assert_eq!(check_reply(false, "Done, see file", 2), Ok(()));
        assert_eq!(
            check_reply(false, "  \n", 1).expect_err("refused").message,
            RESPONSE_NEEDED
        );
        assert_eq!(
            check_reply(true, "Again", 0).expect_err("refused").message,
            ALREADY_ANSWERED
        );
        assert_eq!(
            check_reply(false, &"a".repeat(2001), 0)
                .expect_err("refused")
                .message,
            RESPONSE_TOO_LONG
        );
        assert_eq!(
            check_reply(false, "ok", 6).expect_err("refused").message,
            TOO_MANY_FILES
        );
    }

    #[test]
    fn tasks_and_due_dates_in_nairobi_days() {
        let today = nairobi_midnight(2026, 11, 26).expect("valid");
        let now = today + 23 * 3600; // 23:00 in Nairobi
        assert_eq!(check_task("Cash book", "Record sales", None, now), Ok(()));
        // Due at the first second of today: still today.
        assert_eq!(
            check_task("Cash book", "Record sales", Some(today), now),
            Ok(())
        );
        let err =
            check_task("Cash book", "Record sales", Some(today - 1), now).expect_err("refused");
        assert_eq!((err.field, err.message), ("dueDate", DUE_DATE_PAST));
        assert_eq!(
            check_task(" ", "x", None, now)
                .expect_err("refused")
                .message,
            TOPIC_REQUIRED
        );
        assert_eq!(
            check_task("x", "", None, now).expect_err("refused").message,
            TASK_REQUIRED
        );
        assert_eq!(
            check_task(&"t".repeat(121), "x", None, now)
                .expect_err("refused")
                .message,
            TOPIC_TOO_LONG
        );
        assert_eq!(
            check_task("t", &"x".repeat(2001), None, now)
                .expect_err("refused")
                .message,
            TASK_TOO_LONG
        );
        assert!(is_past_day(i64::MIN, now));
    }

    #[test]
    fn names_and_tools() {
        assert_eq!(check_name(&Text::new("Pricing", "Bei")), Ok(()));
        assert_eq!(
            check_name(&Text::new("Pricing", " "))
                .expect_err("refused")
                .message,
            NAME_REQUIRED
        );
        assert_eq!(
            check_name(&Text::new("", "Bei"))
                .expect_err("refused")
                .message,
            NAME_REQUIRED
        );
        assert_eq!(
            check_name(&Text::new(&"n".repeat(121), "Bei"))
                .expect_err("refused")
                .message,
            NAME_TOO_LONG
        );
        let mut tool = Tool {
            name: Text::new("Price list", "Orodha ya bei"),
            info: Text::new("Your prices", "Bei zako"),
            icon: "tag".into(),
            link: None,
        };
        assert_eq!(check_tool(&tool), Ok(()));
        tool.link = Some("http://x".into());
        assert_eq!(
            check_tool(&tool).expect_err("refused").message,
            LINK_INVALID
        );
        tool.link = Some("https://example.org/a".into());
        assert_eq!(check_tool(&tool), Ok(()));
        tool.icon = " ".into();
        assert_eq!(
            check_tool(&tool).expect_err("refused").message,
            ICON_REQUIRED
        );
        tool.icon = "tag".into();
        tool.info = Text::new("<b>x</b>", "x");
        assert_eq!(check_tool(&tool).expect_err("refused").field, "info");
        tool.info = Text::new("x", "");
        assert_eq!(
            check_tool(&tool).expect_err("refused").message,
            INFO_REQUIRED
        );
    }
}
