//! The advisor's work on a pair's session: tick a tool of its checklist done (or untick it) and set
//! a task with a due day. Only the pair's own advisor; one transaction with its audit row (a new
//! task also makes the entrepreneur's alert, by SMS or e-mail).

use axum::extract::{Path, State};
use axum::Json;
use portal_core::playbook::checks::{check_submission_id, check_task, SUBMISSION_INVALID};
use portal_core::playbook::empty::NO_TOOLS;
use portal_core::playbook::model::{Side, Task};
use portal_core::time::nairobi_midnight;

use super::access::pair_as;
use super::error::{PlaybookError, PlaybookResult};
use super::model::{Answer, TaskBody, TaskSet, TickBody};
use super::notify;
use super::reach;
use super::store::work;
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{ApiJson, ErrorBody};
use crate::ids::new_id;
use crate::state::AppState;

pub const TICKED: &str = "Tool marked completed";
pub const UNTICKED: &str = "Tool marked pending";
pub const TASK_SET: &str = "Task set";
pub const BAD_DUE_DATE: &str = "Give the due date as a day (yyyy-mm-dd)";

#[utoipa::path(
    post,
    path = "/playbook/tools/{sessId}/{pairId}",
    tag = "playbook",
    security(("bearer" = [])),
    params(
        ("sessId" = String, Path, description = "A session of one of the pair's playbooks"),
        ("pairId" = String, Path, description = "One of the advisor's pairs"),
    ),
    request_body = TickBody,
    responses(
        (status = 200, description = "Ticked done or pending (doing it twice changes nothing); the pair's progress follows", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not an advisor", body = ErrorBody),
        (status = 404, description = "'Error Occured. Pair not found', 'Link error occured', or 'No data available' for a tool the session does not have", body = Answer),
    )
)]
pub async fn tick_tool(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path((sess_id, pair_id)): Path<(String, String)>,
    ApiJson(body): ApiJson<TickBody>,
) -> PlaybookResult<Json<Answer>> {
    let pair = pair_as(&state, &user, &pair_id, Side::Advisor).await?;
    let session = reach::pair_session(&state, &pair, &sess_id).await?;
    let tool = body.tool.trim();
    if !session.tools.iter().any(|t| t.name.en == tool) {
        return Err(PlaybookError::not_found(NO_TOOLS));
    }
    let now = state.now();
    let mut tx = state.begin().await?;
    let changed = work::set_tick(
        &mut tx,
        &pair.id,
        &session.id,
        tool,
        body.done,
        &user.user_id,
        now,
    )
    .await?;
    if changed {
        let detail = [
            pair.id.as_str(),
            " ",
            &session.id,
            if body.done { " done " } else { " pending " },
            tool,
        ]
        .concat();
        let event = Event {
            user_id: Some(&user.user_id),
            kind: audit::PLAYBOOK_TOOL_TICKED,
            detail: &detail,
            ip: ip.as_deref(),
        };
        audit::record(&mut *tx, now, event).await?;
    }
    tx.commit().await?;
    Ok(Json(Answer::done(if body.done {
        TICKED
    } else {
        UNTICKED
    })))
}

/// `yyyy-mm-dd` → that day's 00:00 in Nairobi; empty → none.
fn due_of(text: Option<&str>) -> PlaybookResult<Option<i64>> {
    let Some(text) = text.map(str::trim).filter(|t| !t.is_empty()) else {
        return Ok(None);
    };
    let bad = || PlaybookError::bad(BAD_DUE_DATE);
    let mut parts = text.splitn(3, '-');
    let mut next = || {
        parts
            .next()
            .and_then(|p| p.parse::<u32>().ok())
            .ok_or_else(bad)
    };
    let (year, month, day) = (next()?, next()?, next()?);
    let year = i32::try_from(year).map_err(|_| bad())?;
    nairobi_midnight(year, month, day).map(Some).ok_or_else(bad)
}

#[utoipa::path(
    post,
    path = "/playbook/tasks",
    tag = "playbook",
    security(("bearer" = [])),
    request_body = TaskBody,
    responses(
        (status = 200, description = "The task as stored; the entrepreneur is alerted (with the due date)", body = TaskSet),
        (status = 400, description = "'Give the task a topic', 'Describe the task', a text too long, 'The due date cannot be in the past. Choose today or a later day', or a date that is not a day", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not an advisor", body = ErrorBody),
        (status = 404, description = "'Error Occured. Pair not found' or 'Link error occured'", body = Answer),
    )
)]
pub async fn set_task(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    ApiJson(body): ApiJson<TaskBody>,
) -> PlaybookResult<Json<TaskSet>> {
    let pair = pair_as(&state, &user, &body.pairing_id, Side::Advisor).await?;
    let session = reach::pair_session(&state, &pair, &body.session_id).await?;
    let submission = body.submission_id.as_deref();
    if let Some(id) = submission {
        check_submission_id(id).map_err(|p| PlaybookError::bad(p.message))?;
        if let Some(stored) = set_before(&state, id, &user).await? {
            return Ok(Json(task_set(stored)));
        }
    }
    let now = state.now();
    let due_date = due_of(body.due_date.as_deref())?;
    let topic = body.topic.trim().to_owned();
    let text = body.task.trim().to_owned();
    check_task(&topic, &text, due_date, now).map_err(|p| PlaybookError::bad(p.message))?;
    let task = Task {
        id: new_id(now),
        session_id: session.id.clone(),
        pair_id: pair.id.clone(),
        topic,
        task: text,
        due_date,
        created_by: user.user_id.clone(),
        created_at: now,
        reply: None,
    };
    let mut tx = state.begin().await?;
    if !work::insert_task(&mut tx, &task, submission).await? {
        // The same task arrived twice at the same moment: the other one stands.
        drop(tx);
        let stored = match submission {
            Some(id) => set_before(&state, id, &user).await?,
            None => None,
        };
        return stored
            .map(|task| Json(task_set(task)))
            .ok_or_else(|| PlaybookError::bad(SUBMISSION_INVALID));
    }
    let detail = [pair.id.as_str(), " ", &session.id, " ", &task.id].concat();
    let event = Event {
        user_id: Some(&user.user_id),
        kind: audit::PLAYBOOK_TASK_SET,
        detail: &detail,
        ip: ip.as_deref(),
    };
    audit::record(&mut *tx, now, event).await?;
    notify::make(&state.pool, &mut tx, std::slice::from_ref(&task), &[], now).await?;
    tx.commit().await?;
    state.wake_outbox();
    Ok(Json(task_set(task)))
}

fn task_set(task: Task) -> TaskSet {
    TaskSet {
        error: false,
        msg: TASK_SET.to_owned(),
        data: task,
    }
}

/// The task this advisor set under `submission` before, if any; another's id is refused.
async fn set_before(
    state: &AppState,
    submission: &str,
    user: &AuthUser,
) -> PlaybookResult<Option<Task>> {
    match work::task_by_submission(&state.pool, submission).await? {
        None => Ok(None),
        Some(task) if task.created_by == user.user_id => Ok(Some(task)),
        Some(_) => Err(PlaybookError::bad(SUBMISSION_INVALID)),
    }
}
