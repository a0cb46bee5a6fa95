//! Making alerts: core's `alerts_due` decides which are due and their stable keys; each is stored
//! once (the key is unique) in the person's language, always (the portal's alert), and only when
//! stored now is it also queued for the outbox by the channel the person chose
//! (`store/settings.rs`, core's `AlertChannel`): nothing more for `app` (everyone who has not
//! chosen), an SMS to their phone for `sms` (an e-mail should the phone have gone since), an e-mail
//! for `email`. Used in the transaction of a new task, reply or feedback, and by the job.

use std::collections::HashSet;

use portal_core::playbook::alerts::{alert_text, alerts_due, Alert, AlertDetails};
use portal_core::playbook::channel::AlertChannel;
use portal_core::playbook::model::{Feedback, Side, Task};
use sqlx::{AnyConnection, AnyPool};

use super::store::alerts::{self, StoredAlert};
use super::store::{content, pairs, settings};
use crate::ids::new_id;
use crate::outbox::model::{Channel, NewMessage};
use crate::outbox::store as outbox;
use crate::users::model::User;
use crate::users::store as users;

/// Stores the alerts due for these records; the number made now.
pub async fn make(
    pool: &AnyPool,
    conn: &mut AnyConnection,
    tasks: &[Task],
    feedback: &[Feedback],
    now: i64,
) -> Result<usize, sqlx::Error> {
    let due = alerts_due(tasks, feedback, now, &HashSet::new());
    let mut made = 0;
    for alert in &due {
        if store_one(pool, conn, alert, tasks, feedback, now).await? {
            made += 1;
        }
    }
    Ok(made)
}

async fn store_one(
    pool: &AnyPool,
    conn: &mut AnyConnection,
    alert: &Alert,
    tasks: &[Task],
    feedback: &[Feedback],
    now: i64,
) -> Result<bool, sqlx::Error> {
    let Some(pair) = pairs::find(&mut *conn, &alert.pair_id).await? else {
        return Ok(false);
    };
    let to = match alert.to {
        Side::Entrepreneur => &pair.entrepreneur_id,
        Side::Advisor => &pair.advisor_id,
    };
    let Some(person) = users::find_by_id(pool, to).await? else {
        return Ok(false);
    };
    let session = content::find_session(&mut *conn, &alert.session_id)
        .await?
        .map(|(session, _)| session.name.get(person.language).to_owned())
        .unwrap_or_default();
    let task = tasks.iter().find(|t| t.id == alert.record_id);
    let given = feedback.iter().find(|f| f.id == alert.record_id);
    let details = AlertDetails {
        session: &session,
        topic: task.map_or("", |t| t.topic.as_str()),
        due_date: task.and_then(|t| t.due_date),
        name: &pair.entrepreneur_name,
        stars: given.map(|f| f.rated),
        from: given.map(|f| f.from),
    };
    let text = alert_text(alert.kind, &details, person.language);
    let stored = StoredAlert {
        id: new_id(now),
        user_id: person.id.clone(),
        key: alert.key.clone(),
        kind: alert.kind.name().to_owned(),
        title: text.title.clone(),
        body: text.body.clone(),
        pair_id: Some(pair.id.clone()),
        session_id: Some(alert.session_id.clone()),
        read: false,
        created_at: now,
    };
    if !alerts::insert(&mut *conn, &stored).await? {
        return Ok(false);
    }
    let channel = settings::channel_of(&mut *conn, &person.id).await?;
    let dedupe_key = ["playbook:", &alert.key].concat();
    let message = by_channel(
        channel, &person, dedupe_key, text.title, text.sms, text.body,
    );
    if let Some(message) = message {
        outbox::enqueue(conn, &message, now).await?;
    }
    Ok(true)
}

/// The outbox message of an alert by the person's channel: nothing for `app`, an SMS to their
/// phone for `sms` (an e-mail should the phone have gone since), an e-mail for `email`. The
/// learning alerts (`lms::notify`) send theirs the same way.
pub fn by_channel(
    channel: AlertChannel,
    person: &User,
    dedupe_key: String,
    subject: String,
    sms: String,
    body: String,
) -> Option<NewMessage> {
    let phone = person
        .phone_number
        .as_deref()
        .filter(|p| !p.trim().is_empty());
    let email = Some(person.email.as_str()).filter(|e| !e.trim().is_empty());
    match (channel, phone, email) {
        (AlertChannel::App, _, _) => None,
        (AlertChannel::Sms, Some(phone), _) => Some(NewMessage {
            dedupe_key,
            channel: Channel::Sms,
            recipient: phone.to_owned(),
            subject,
            body: sms,
        }),
        (AlertChannel::Sms | AlertChannel::Email, _, Some(email)) => Some(NewMessage {
            dedupe_key,
            channel: Channel::Email,
            recipient: email.to_owned(),
            subject,
            body,
        }),
        _ => None,
    }
}
