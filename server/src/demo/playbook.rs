//! The advisory playbook in the demo: `advisor@demo.test` paired with `client@demo.test` by
//! `coach@demo.test`, with the first two playbooks assigned, a task set in the first session and
//! one of its tools ticked done, so the flows can be tried at once. Put back at every start: the
//! pair, the two playbooks, the tick; the task when the session has none. The client's alerts come
//! by SMS and the advisor's by e-mail (so the demo shows the outbox), unless they chose otherwise.

use portal_core::playbook::channel::AlertChannel;
use portal_core::playbook::model::Task;
use portal_core::playbook::seeds::seeds;
use portal_core::time::{nairobi_day, nairobi_midnight};

use super::accounts::ADVISOR;
use crate::error::{AppError, AppResult};
use crate::ids::new_id;
use crate::playbook::store::{pairs, settings, work};
use crate::state::AppState;
use crate::users::store as users;

pub const CLIENT: &str = "client@demo.test";
pub const COACH: &str = "coach@demo.test";
pub const TASK_TOPIC: &str = "Write down last month's sales";

pub async fn seed(state: &AppState, now: i64) -> AppResult<()> {
    let find = |email: &'static str| async move {
        users::find_by_email(&state.pool, email)
            .await?
            .ok_or_else(|| AppError::internal(format!("the demo account {email} is missing")))
    };
    let (client, advisor, coach) = (
        find(CLIENT).await?,
        find(ADVISOR).await?,
        find(COACH).await?,
    );
    let content = seeds();
    let mut tx = state.begin().await?;
    pairs::insert(
        &mut tx,
        &new_id(now),
        &client.id,
        &advisor.id,
        &coach.id,
        now,
    )
    .await?;
    tx.commit().await?;
    let pair = pairs::find_by_people(&state.pool, &client.id, &advisor.id)
        .await?
        .ok_or_else(|| AppError::internal("the demo pair is missing"))?;
    let mut tx = state.begin().await?;
    settings::set_channel_if_unchosen(&mut tx, &client.id, AlertChannel::Sms, now).await?;
    settings::set_channel_if_unchosen(&mut tx, &advisor.id, AlertChannel::Email, now).await?;
    for seed in content.iter().take(2) {
        pairs::assign(
            &mut tx,
            &new_id(now),
            &pair.id,
            &seed.playbook.id,
            &coach.id,
            now,
        )
        .await?;
    }
    let first = content
        .first()
        .and_then(|seed| seed.sessions.first())
        .ok_or_else(|| AppError::internal("the seeded playbooks have no session"))?;
    if let Some(tool) = first.tools.first() {
        work::set_tick(
            &mut tx,
            &pair.id,
            &first.id,
            &tool.name.en,
            true,
            &advisor.id,
            now,
        )
        .await?;
    }
    if work::tasks(&mut *tx, &pair.id, &first.id).await?.is_empty() {
        let due = nairobi_day(now + 5 * 86_400).and_then(|(y, m, d)| nairobi_midnight(y, m, d));
        let task = Task {
            id: new_id(now),
            session_id: first.id.clone(),
            pair_id: pair.id.clone(),
            topic: TASK_TOPIC.to_owned(),
            task: "List each day's sales of last month from your receipts or M-Pesa statement, and the total. Bring it to our next session.".to_owned(),
            due_date: due,
            created_by: advisor.id.clone(),
            created_at: now,
            reply: None,
        };
        work::insert_task(&mut tx, &task, None).await?;
    }
    tx.commit().await?;
    Ok(())
}
