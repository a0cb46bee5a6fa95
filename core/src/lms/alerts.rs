//! The learning alerts (docs/lms.md, "Alerts"): a trainee is told when their work is graded and
//! when a mentor writes to them, by the channel they chose, in their language. A message alert is
//! made at most once an hour per chat while the trainee has unread messages in it.

use crate::language::{translated, Language};

/// A message alert waits this long after the last one of the same chat while it is unread.
pub const MESSAGE_ALERT_SECONDS: i64 = 3600;
/// An SMS is cut to one message.
pub const SMS_CHARS: usize = 160;

pub const GRADED_TITLE: &str = "Your work is graded";
pub const ASSIGNMENT_GRADED: &str = "Your assignment {title} is graded: {score} of 100.";
pub const PITCH_GRADED: &str = "Your pitch deck {number} is graded: {score} of 100.";
pub const MESSAGE_TITLE: &str = "New message from your mentor";
pub const NEW_MESSAGE: &str = "{name} sent you a message in the learning area.";
pub const OPEN_LEARNING: &str = "Open the learning area to read it.";

pub const MESSAGES: &[(&str, &str)] = &[
    (GRADED_TITLE, "Kazi yako imepimwa"),
    (
        ASSIGNMENT_GRADED,
        "Zoezi lako {title} limepimwa: {score} kati ya 100.",
    ),
    (
        PITCH_GRADED,
        "Wasilisho lako la biashara {number} limepimwa: {score} kati ya 100.",
    ),
    (MESSAGE_TITLE, "Ujumbe mpya kutoka kwa mlezi wako"),
    (
        NEW_MESSAGE,
        "{name} amekutumia ujumbe katika eneo la mafunzo.",
    ),
    (OPEN_LEARNING, "Fungua eneo la mafunzo kuusoma."),
];

/// What is graded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Graded {
    /// An assignment, by its title in the trainee's language.
    Assignment(String),
    /// Pitch deck 1 or 2.
    Pitch(i64),
}

/// An alert's title, its e-mail body and its SMS.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AlertText {
    pub title: String,
    pub body: String,
    pub sms: String,
}

fn tr(english: &str, language: Language) -> &str {
    translated(MESSAGES, english, language)
}

fn cut(text: &str, n: usize) -> String {
    if text.chars().count() <= n {
        return text.to_owned();
    }
    let mut kept: String = text.chars().take(n - 1).collect();
    kept.push('…');
    kept
}

fn text(title: &str, line: String, language: Language) -> AlertText {
    let body = [line.as_str(), " ", tr(OPEN_LEARNING, language)].concat();
    AlertText {
        title: tr(title, language).to_owned(),
        sms: cut(&line, SMS_CHARS),
        body,
    }
}

pub fn graded_text(what: &Graded, score: i64, language: Language) -> AlertText {
    let line = match what {
        Graded::Assignment(title) => tr(ASSIGNMENT_GRADED, language).replace("{title}", title),
        Graded::Pitch(n) => tr(PITCH_GRADED, language).replace("{number}", &n.to_string()),
    }
    .replace("{score}", &score.to_string());
    text(GRADED_TITLE, line, language)
}

pub fn message_text(mentor_name: &str, language: Language) -> AlertText {
    let line = tr(NEW_MESSAGE, language).replace("{name}", mentor_name.trim());
    text(MESSAGE_TITLE, line, language)
}

/// Whether a mentor's new message is alerted: when the trainee had read everything before it (a
/// new unread spell), or the chat's last alert is an hour old or more.
pub fn message_alert_due(unread_before: i64, last_alert: Option<i64>, now: i64) -> bool {
    unread_before == 0 || last_alert.is_none_or(|at| now - at >= MESSAGE_ALERT_SECONDS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn texts_in_both_languages() {
        let en = graded_text(&Graded::Assignment("Sales".into()), 80, Language::English);
        assert_eq!(en.title, "Your work is graded");
        assert_eq!(en.sms, "Your assignment Sales is graded: 80 of 100.");
        assert!(en.body.ends_with("Open the learning area to read it."));
        let sw = graded_text(&Graded::Pitch(2), 75, Language::Swahili);
        assert_eq!(
            sw.sms,
            "Wasilisho lako la biashara 2 limepimwa: 75 kati ya 100."
        );
        assert_eq!(sw.title, "Kazi yako imepimwa");
        let m = message_text("Neema Otieno", Language::Swahili);
        assert_eq!(
            m.sms,
            "Neema Otieno amekutumia ujumbe katika eneo la mafunzo."
        );
        for (en, sw) in MESSAGES {
            assert_ne!(en, sw);
            for p in ["{title}", "{score}", "{number}", "{name}"] {
                assert_eq!(en.contains(p), sw.contains(p), "{en}");
            }
        }
    }

    #[test]
    fn an_sms_is_one_message() {
        let long = "x".repeat(400);
        let t = graded_text(&Graded::Assignment(long), 1, Language::English);
        assert_eq!(t.sms.chars().count(), SMS_CHARS);
        assert!(t.sms.ends_with('…'));
    }

    #[test]
    fn a_message_alert_at_most_hourly_while_unread() {
        assert!(message_alert_due(0, None, 100));
        assert!(message_alert_due(0, Some(90), 100));
        assert!(message_alert_due(3, None, 100));
        assert!(!message_alert_due(
            1,
            Some(100),
            100 + MESSAGE_ALERT_SECONDS - 1
        ));
        assert!(message_alert_due(1, Some(100), 100 + MESSAGE_ALERT_SECONDS));
    }

    proptest! {
        #[test]
        fn never_twice_within_the_hour_while_unread(unread in 1i64..50, last in 0i64..10_000, gap in 0i64..MESSAGE_ALERT_SECONDS) {
            prop_assert!(!message_alert_due(unread, Some(last), last + gap));
        }
    }
}
