//! The learning alerts (docs/lms.md, "Alerts"): a trainee is told when their submission or pitch
//! deck is graded and when a mentor writes to them, in their language (core's `lms::alerts`
//! texts), by the channel they chose for their alerts (the playbook's setting, read by
//! `playbook::store::settings` and sent by `playbook::notify::by_channel`: nothing for `app`).
//! A message alert is made at most once an hour per chat while the trainee has unread messages
//! in it (core's `message_alert_due`, the last one kept in lms_message_alerts). Each is queued in
//! the transaction of the grade or the message.

use portal_core::lms::alerts::{graded_text, message_alert_due, message_text, AlertText, Graded};
use sqlx::{AnyConnection, AnyPool};

use super::store::people::Trainee;
use super::store::{course, team};
use crate::outbox::store as outbox;
use crate::playbook::notify::by_channel;
use crate::playbook::store::settings;
use crate::users::store as users;

/// What was graded: a submission (by id) or a pitch deck (its number).
pub enum Work<'a> {
    Submission { id: &'a str, assignment_id: &'a str },
    Pitch { id: &'a str, number: i64 },
}

async fn queue(
    pool: &AnyPool,
    conn: &mut AnyConnection,
    user_id: &str,
    dedupe_key: String,
    text: impl FnOnce(portal_core::language::Language) -> AlertText,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let Some(person) = users::find_by_id(pool, user_id).await? else {
        return Ok(false);
    };
    let channel = settings::channel_of(&mut *conn, &person.id).await?;
    let said = text(person.language);
    match by_channel(
        channel, &person, dedupe_key, said.title, said.sms, said.body,
    ) {
        Some(message) => {
            outbox::enqueue(conn, &message, now).await?;
            Ok(true)
        }
        None => Ok(false),
    }
}

/// Tells the trainee their work is graded; whether a message was queued.
pub async fn graded(
    pool: &AnyPool,
    conn: &mut AnyConnection,
    trainee: &Trainee,
    work: Work<'_>,
    score: i64,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let (what, key) = match work {
        Work::Submission { id, assignment_id } => {
            let title = course::find_assignment(&mut *conn, assignment_id)
                .await?
                .map(|a| a.title)
                .unwrap_or_default();
            (Ok(title), format!("lms:graded:submission:{id}:{now}"))
        }
        Work::Pitch { id, number } => (Err(number), format!("lms:graded:pitch:{id}:{now}")),
    };
    queue(
        pool,
        conn,
        &trainee.user_id,
        key,
        |language| {
            let graded = match what {
                Ok(title) => Graded::Assignment(title.get(language).to_owned()),
                Err(number) => Graded::Pitch(number),
            };
            graded_text(&graded, score, language)
        },
        now,
    )
    .await
}

/// Tells the trainee a mentor wrote to them, unless told of this chat within the hour while
/// they have not read it; whether a message was queued.
pub async fn mentor_wrote(
    pool: &AnyPool,
    conn: &mut AnyConnection,
    trainee: &Trainee,
    mentor_id: &str,
    message_id: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let unread_before =
        team::unread_by_trainee(&mut *conn, &trainee.id, mentor_id, message_id).await?;
    let last = team::last_message_alert(&mut *conn, &trainee.id, mentor_id).await?;
    if !message_alert_due(unread_before, last, now) {
        return Ok(false);
    }
    team::mark_message_alert(&mut *conn, &trainee.id, mentor_id, now).await?;
    let name = users::find_by_id(pool, mentor_id)
        .await?
        .map(|m| {
            [m.first_name.trim(), m.last_name.trim()]
                .join(" ")
                .trim()
                .to_owned()
        })
        .unwrap_or_default();
    queue(
        pool,
        conn,
        &trainee.user_id,
        format!("lms:message:{message_id}"),
        |language| message_text(&name, language),
        now,
    )
    .await
}
