//! The `/alerts` notifications (spec 001 section 2.3; issue 14: new task, task due in two days, new
//! feedback, new reply), which of them are due, and their texts in English and Swahili for the
//! screen, an SMS and an e-mail.
//!
//! `alerts_due` is given a pair's tasks (with their replies) and feedback, `now`, and the keys of
//! the alerts already made; it answers the alerts to make now. Each alert has a stable `key`
//! (`newTask:{taskId}`, `taskDue:{taskId}`, `newFeedback:{feedbackId}`, `newReply:{taskId}`), so
//! the server stores it under a unique key and making the same alert twice is impossible. The rules:
//!
//! - **New task**, to the entrepreneur, when a task is set.
//! - **Task due soon**, to the entrepreneur, once, when a task without a reply is due within two
//!   Nairobi days (due today, tomorrow or the day after), unless it was set within those days
//!   (its new-task alert already gave the date).
//! - **New feedback**, to the other side of the pair than its writer.
//! - **New reply**, to the advisor, when the entrepreneur replies to a task.
//!
//! Something older than 7 days is not announced any more (a server that was down, or the first run
//! over old records, sends no flood of stale alerts).

use std::collections::HashSet;

use serde::{Deserialize, Serialize};

use super::messages::in_language;
use super::model::{Feedback, Side, Task};
use crate::language::Language;
use crate::time::{format_date, nairobi_day_number};

pub const NEW_TASK_TITLE: &str = "New task";
pub const TASK_DUE_TITLE: &str = "Task due soon";
pub const NEW_FEEDBACK_TITLE: &str = "New feedback";
pub const NEW_REPLY_TITLE: &str = "New reply";
pub const NEW_TASK: &str = "Your advisor set you a new task in {session}: {topic}";
pub const DUE_ON: &str = "Due on {date}";
pub const TASK_DUE: &str = "Reminder: the task {topic} in {session} is due on {date}";
pub const FEEDBACK_FROM_ADVISOR: &str =
    "Your advisor gave feedback on {session}: {stars} of 5 stars";
pub const FEEDBACK_FROM_ENTREPRENEUR: &str =
    "{name} gave feedback on {session}: {stars} of 5 stars";
pub const NEW_REPLY: &str = "{name} replied to the task {topic} in {session}";

/// A task due within this many Nairobi days gets its reminder.
pub const DUE_SOON_DAYS: i64 = 2;
/// Older events are not announced.
pub const ALERT_WINDOW_SECONDS: i64 = 7 * 86_400;
/// An SMS is cut to one message.
pub const SMS_CHARS: usize = 160;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum AlertKind {
    NewTask,
    TaskDue,
    NewFeedback,
    NewReply,
}

impl AlertKind {
    pub fn name(self) -> &'static str {
        match self {
            AlertKind::NewTask => "newTask",
            AlertKind::TaskDue => "taskDue",
            AlertKind::NewFeedback => "newFeedback",
            AlertKind::NewReply => "newReply",
        }
    }

    pub fn title(self) -> &'static str {
        match self {
            AlertKind::NewTask => NEW_TASK_TITLE,
            AlertKind::TaskDue => TASK_DUE_TITLE,
            AlertKind::NewFeedback => NEW_FEEDBACK_TITLE,
            AlertKind::NewReply => NEW_REPLY_TITLE,
        }
    }

    /// The alert's stable key for the record it is about.
    pub fn key(self, record_id: &str) -> String {
        [self.name(), ":", record_id].concat()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Alert {
    pub kind: AlertKind,
    pub key: String,
    pub pair_id: String,
    pub session_id: String,
    /// Who reads it.
    pub to: Side,
    /// The task (new task, due, reply) or the feedback it is about.
    pub record_id: String,
    /// When it became due: the record's time, or the due-soon day's start.
    pub at: i64,
}

fn recent(at: i64, now: i64) -> bool {
    now.saturating_sub(at) <= ALERT_WINDOW_SECONDS
}

/// Whether a task without a reply gets its reminder at `now` (the rule above).
pub fn is_due_soon(task: &Task, now: i64) -> bool {
    let Some(due) = task.due_date else {
        return false;
    };
    let due_day = nairobi_day_number(due);
    let days_left = due_day - nairobi_day_number(now);
    task.reply.is_none()
        && (0..=DUE_SOON_DAYS).contains(&days_left)
        && nairobi_day_number(task.created_at) < due_day - DUE_SOON_DAYS
}

/// The alerts to make now, in the order of the records given; none whose key is in `sent`.
pub fn alerts_due(
    tasks: &[Task],
    feedback: &[Feedback],
    now: i64,
    sent: &HashSet<String>,
) -> Vec<Alert> {
    let mut due = Vec::new();
    let mut push = |kind: AlertKind, pair: &str, session: &str, to: Side, id: &str, at: i64| {
        let key = kind.key(id);
        if !sent.contains(&key) {
            due.push(Alert {
                kind,
                key,
                pair_id: pair.to_owned(),
                session_id: session.to_owned(),
                to,
                record_id: id.to_owned(),
                at,
            });
        }
    };
    for t in tasks {
        if recent(t.created_at, now) {
            push(
                AlertKind::NewTask,
                &t.pair_id,
                &t.session_id,
                Side::Entrepreneur,
                &t.id,
                t.created_at,
            );
        }
        if is_due_soon(t, now) {
            push(
                AlertKind::TaskDue,
                &t.pair_id,
                &t.session_id,
                Side::Entrepreneur,
                &t.id,
                now,
            );
        }
        if let Some(reply) = t.reply.as_ref().filter(|r| recent(r.created_at, now)) {
            push(
                AlertKind::NewReply,
                &t.pair_id,
                &t.session_id,
                Side::Advisor,
                &t.id,
                reply.created_at,
            );
        }
    }
    for f in feedback.iter().filter(|f| recent(f.created_at, now)) {
        push(
            AlertKind::NewFeedback,
            &f.pair_id,
            &f.session_id,
            f.from.other(),
            &f.id,
            f.created_at,
        );
    }
    due
}

/// What fills an alert's text, in the reader's language.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct AlertDetails<'a> {
    /// The session's name.
    pub session: &'a str,
    /// The task's topic.
    pub topic: &'a str,
    pub due_date: Option<i64>,
    /// The entrepreneur's name (for the advisor's alerts).
    pub name: &'a str,
    pub stars: Option<u8>,
    /// Who wrote the feedback.
    pub from: Option<Side>,
}

/// An alert as read on the screen (title and body), in an e-mail (subject and body) and by SMS.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AlertText {
    pub title: String,
    pub body: String,
    pub sms: String,
}

fn fill(template: &str, details: &AlertDetails<'_>) -> String {
    let stars = details.stars.map(|s| s.to_string()).unwrap_or_default();
    let date = details.due_date.map(format_date).unwrap_or_default();
    template
        .replace("{session}", details.session)
        .replace("{topic}", details.topic)
        .replace("{name}", details.name)
        .replace("{stars}", &stars)
        .replace("{date}", &date)
}

/// The first `n` characters, with `…` when cut.
fn cut(text: &str, n: usize) -> String {
    if text.chars().count() <= n {
        return text.to_owned();
    }
    let mut out: String = text.chars().take(n.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// The alert's texts in `language`, placeholders filled.
pub fn alert_text(kind: AlertKind, details: &AlertDetails<'_>, language: Language) -> AlertText {
    let tr = |english| in_language(english, language);
    let body = match kind {
        AlertKind::NewTask => {
            let mut body = fill(tr(NEW_TASK), details);
            if details.due_date.is_some() {
                body = [body.as_str(), ". ", fill(tr(DUE_ON), details).as_str()].concat();
            }
            body
        }
        AlertKind::TaskDue => fill(tr(TASK_DUE), details),
        AlertKind::NewFeedback => match details.from {
            Some(Side::Entrepreneur) => fill(tr(FEEDBACK_FROM_ENTREPRENEUR), details),
            _ => fill(tr(FEEDBACK_FROM_ADVISOR), details),
        },
        AlertKind::NewReply => fill(tr(NEW_REPLY), details),
    };
    AlertText {
        title: tr(kind.title()).to_owned(),
        sms: cut(&["Tujenge: ", body.as_str()].concat(), SMS_CHARS),
        body,
    }
}

#[cfg(test)]
mod tests {
    use super::super::model::Reply;
    use super::*;
    use crate::time::nairobi_midnight;

    fn day(d: u32) -> i64 {
        nairobi_midnight(2026, 11, d).expect("valid")
    }

    fn task(id: &str, created_at: i64, due: Option<i64>) -> Task {
        Task {
            id: id.into(),
            session_id: "s".into(),
            pair_id: "p".into(),
            topic: "Cash book".into(),
            task: "Record a week of sales".into(),
            due_date: due,
            created_by: "adv".into(),
            created_at,
            reply: None,
        }
    }

    fn none() -> HashSet<String> {
        HashSet::new()
    }

    fn kinds(alerts: &[Alert]) -> Vec<(AlertKind, Side)> {
        alerts.iter().map(|a| (a.kind, a.to)).collect()
    }

    #[test]
    fn a_new_task_once() {
        let t = task("t1", day(10), None);
        let due = alerts_due(std::slice::from_ref(&t), &[], day(10) + 60, &none());
        assert_eq!(kinds(&due), vec![(AlertKind::NewTask, Side::Entrepreneur)]);
        assert_eq!(due[0].key, "newTask:t1");
        let sent: HashSet<String> = due.iter().map(|a| a.key.clone()).collect();
        assert!(alerts_due(std::slice::from_ref(&t), &[], day(10) + 120, &sent).is_empty());
        // Too old to announce.
        assert!(alerts_due(&[t], &[], day(18), &none()).is_empty());
    }

    #[test]
    fn due_in_two_days_at_nairobi_day_boundaries() {
        // Set on the 1st, due at 09:00 on the 20th.
        let t = task("t1", day(1), Some(day(20) + 9 * 3600));
        let sent: HashSet<String> = ["newTask:t1".to_owned()].into();
        // 17th at 23:59:59 in Nairobi: three days left.
        assert!(alerts_due(std::slice::from_ref(&t), &[], day(18) - 1, &sent).is_empty());
        // 18th at 00:00 in Nairobi (21:00 UTC the day before): two days left.
        let due = alerts_due(std::slice::from_ref(&t), &[], day(18), &sent);
        assert_eq!(kinds(&due), vec![(AlertKind::TaskDue, Side::Entrepreneur)]);
        assert_eq!(due[0].key, "taskDue:t1");
        // Still due on the day itself if the 18th was missed; not after.
        assert!(is_due_soon(&t, day(20) + 23 * 3600));
        assert!(!is_due_soon(&t, day(21)));
        // Answered: no reminder.
        let mut answered = t.clone();
        answered.reply = Some(Reply {
            response: "Done".into(),
            files: vec![],
            added_by_id: "ent".into(),
            created_at: day(2),
        });
        assert!(!is_due_soon(&answered, day(18)));
        // No due date: no reminder.
        assert!(!is_due_soon(&task("t2", day(1), None), day(18)));
    }

    #[test]
    fn no_reminder_for_a_task_set_within_the_two_days() {
        // Set on the 18th for the 20th: the new-task alert gave the date.
        let t = task("t1", day(18), Some(day(20)));
        assert!(!is_due_soon(&t, day(18) + 3600));
        let due = alerts_due(&[t], &[], day(18) + 3600, &none());
        assert_eq!(kinds(&due), vec![(AlertKind::NewTask, Side::Entrepreneur)]);
        // Set on the 17th for the 20th: reminded on the 18th.
        assert!(is_due_soon(
            &task("t2", day(17) + 3600, Some(day(20))),
            day(18)
        ));
    }

    #[test]
    fn replies_and_feedback_go_to_the_other_side() {
        let mut t = task("t1", day(1), None);
        t.reply = Some(Reply {
            response: "Done".into(),
            files: vec![],
            added_by_id: "ent".into(),
            created_at: day(10),
        });
        let feedback = |id: &str, from| Feedback {
            id: id.into(),
            session_id: "s".into(),
            pair_id: "p".into(),
            rated: 5,
            feedback: String::new(),
            files: vec![],
            from,
            added_by_id: "u".into(),
            created_at: day(10),
        };
        let due = alerts_due(
            &[t],
            &[
                feedback("f1", Side::Entrepreneur),
                feedback("f2", Side::Advisor),
            ],
            day(10) + 60,
            &none(),
        );
        assert_eq!(
            kinds(&due),
            vec![
                (AlertKind::NewReply, Side::Advisor),
                (AlertKind::NewFeedback, Side::Advisor),
                (AlertKind::NewFeedback, Side::Entrepreneur),
            ]
        );
        assert_eq!(due[0].key, "newReply:t1");
        assert_eq!(due[2].key, "newFeedback:f2");
    }

    #[test]
    fn texts_in_both_languages() {
        let details = AlertDetails {
            session: "Know your costs",
            topic: "Cash book",
            due_date: Some(day(20) + 9 * 3600),
            name: "Amina Otieno",
            stars: Some(4),
            from: Some(Side::Entrepreneur),
        };
        let en = alert_text(AlertKind::NewTask, &details, Language::English);
        assert_eq!(en.title, "New task");
        assert_eq!(
            en.body,
            "Your advisor set you a new task in Know your costs: Cash book. Due on 20/11/2026"
        );
        assert_eq!(en.sms, ["Tujenge: ", en.body.as_str()].concat());
        let sw = alert_text(AlertKind::NewTask, &details, Language::Swahili);
        assert_eq!(sw.title, "Kazi mpya");
        assert!(sw.body.contains("Know your costs") && sw.body.contains("20/11/2026"));
        let due = alert_text(AlertKind::TaskDue, &details, Language::English);
        assert_eq!(
            due.body,
            "Reminder: the task Cash book in Know your costs is due on 20/11/2026"
        );
        let fb = alert_text(AlertKind::NewFeedback, &details, Language::English);
        assert_eq!(
            fb.body,
            "Amina Otieno gave feedback on Know your costs: 4 of 5 stars"
        );
        let fb = alert_text(
            AlertKind::NewFeedback,
            &AlertDetails {
                from: Some(Side::Advisor),
                ..details
            },
            Language::Swahili,
        );
        assert!(fb.body.contains("4") && !fb.body.contains('{'));
        let reply = alert_text(AlertKind::NewReply, &details, Language::Swahili);
        assert!(reply.body.contains("Amina Otieno") && !reply.body.contains('{'));
        for kind in [
            AlertKind::NewTask,
            AlertKind::TaskDue,
            AlertKind::NewFeedback,
            AlertKind::NewReply,
        ] {
            for language in Language::ALL {
                let text = alert_text(kind, &details, language);
                assert!(!text.body.contains('{'), "{text:?}");
                assert!(text.sms.chars().count() <= SMS_CHARS);
            }
        }
    }

    #[test]
    fn sms_is_cut_to_one_message() {
        let long = "x".repeat(300);
        let details = AlertDetails {
            session: "S",
            topic: &long,
            ..AlertDetails::default()
        };
        let text = alert_text(AlertKind::NewTask, &details, Language::English);
        assert_eq!(text.sms.chars().count(), SMS_CHARS);
        assert!(text.sms.ends_with('…'));
    }

    fn any_tasks() -> impl proptest::strategy::Strategy<Value = (Vec<Task>, Vec<Feedback>, i64)> {
        use proptest::prelude::*;
        let base = day(1);
        (
            proptest::collection::vec(
                (
                    0i64..30 * 86_400,
                    proptest::option::of(0i64..30 * 86_400),
                    proptest::option::of(0i64..30 * 86_400),
                ),
                0..8,
            ),
            proptest::collection::vec((0i64..30 * 86_400, any::<bool>()), 0..5),
            0i64..30 * 86_400,
        )
            .prop_map(move |(tasks, feedback, now)| {
                let tasks = tasks
                    .into_iter()
                    .enumerate()
                    .map(|(i, (created, due, replied))| {
                        let mut t = task(&format!("t{i}"), base + created, due.map(|d| base + d));
                        t.reply = replied.map(|r| Reply {
                            response: "ok".into(),
                            files: vec![],
                            added_by_id: "ent".into(),
                            created_at: base + r,
                        });
                        t
                    })
                    .collect();
                let feedback = feedback
                    .into_iter()
                    .enumerate()
                    .map(|(i, (at, advisor))| Feedback {
                        id: format!("f{i}"),
                        session_id: "s".into(),
                        pair_id: "p".into(),
                        rated: 3,
                        feedback: String::new(),
                        files: vec![],
                        from: if advisor {
                            Side::Advisor
                        } else {
                            Side::Entrepreneur
                        },
                        added_by_id: "u".into(),
                        created_at: base + at,
                    })
                    .collect();
                (tasks, feedback, base + now)
            })
    }

    proptest::proptest! {
        #[test]
        fn alerts_are_made_once((tasks, feedback, now) in any_tasks()) {
            let first = alerts_due(&tasks, &feedback, now, &none());
            let keys: HashSet<String> = first.iter().map(|a| a.key.clone()).collect();
            proptest::prop_assert_eq!(keys.len(), first.len());
            proptest::prop_assert!(alerts_due(&tasks, &feedback, now, &keys).is_empty());
            for alert in &first {
                let to = match alert.kind {
                    AlertKind::NewReply => Side::Advisor,
                    AlertKind::NewTask | AlertKind::TaskDue => Side::Entrepreneur,
                    AlertKind::NewFeedback => alert.to,
                };
                proptest::prop_assert_eq!(alert.to, to);
            }
        }
    }
}
