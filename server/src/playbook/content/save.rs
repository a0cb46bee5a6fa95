//! A playbook created or saved again by the team (checked by core's `check_name` and
//! `check_info`), in one transaction with its audit row; what the chapters' and sessions' saves
//! share (`refused`, `record`).

use axum::extract::{Path, State};
use axum::Json;
use portal_core::playbook::checks::{check_info, check_name, Problem};
use portal_core::playbook::content::PLAYBOOK_SAVED;
use portal_core::playbook::model::Playbook;
use portal_core::playbook::route::PLAYBOOK_NOT_FOUND;
use sqlx::AnyConnection;

use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{ApiJson, ErrorBody};
use crate::ids::new_id;
use crate::playbook::access::TEAM;
use crate::playbook::error::{PlaybookError, PlaybookResult};
use crate::playbook::model::{Answer, PlaybookBody, PlaybookSaved};
use crate::playbook::store::content;
use crate::state::AppState;

pub(super) fn refused(problem: Problem) -> PlaybookError {
    PlaybookError::bad(problem.message)
}

/// The audit row of a change to the content: `what` (playbook, chapter, session) and its id.
pub(super) async fn record(
    conn: &mut AnyConnection,
    state: &AppState,
    user: &AuthUser,
    ip: Option<&str>,
    kind: &str,
    what: &str,
    id: &str,
) -> Result<(), crate::error::AppError> {
    let detail = [what, " ", id].concat();
    let event = Event {
        user_id: Some(&user.user_id),
        kind,
        detail: &detail,
        ip,
    };
    audit::record(conn, state.now(), event).await?;
    Ok(())
}

fn playbook_of(id: String, body: &PlaybookBody) -> PlaybookResult<Playbook> {
    let playbook = Playbook {
        id,
        name: body.name.text(),
        summary: body.summary.markdown(),
    };
    check_name(&playbook.name).map_err(refused)?;
    check_info(&playbook.summary).map_err(refused)?;
    Ok(playbook)
}

fn playbook_saved(playbook: Playbook) -> Json<PlaybookSaved> {
    Json(PlaybookSaved {
        error: false,
        msg: PLAYBOOK_SAVED.to_owned(),
        data: playbook,
    })
}

#[utoipa::path(
    post,
    path = "/playbook/content/playbooks",
    tag = "playbook",
    security(("bearer" = [])),
    request_body = PlaybookBody,
    responses(
        (status = 200, description = "'Playbook saved', placed after the others", body = PlaybookSaved),
        (status = 400, description = "Core's name, information or Markdown message", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
    )
)]
pub async fn create_playbook(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    ApiJson(body): ApiJson<PlaybookBody>,
) -> PlaybookResult<Json<PlaybookSaved>> {
    user.require(&TEAM)?;
    let now = state.now();
    let playbook = playbook_of(new_id(now), &body)?;
    let mut tx = state.begin().await?;
    let position = content::next_playbook_position(&mut tx).await?;
    content::insert_playbook(&mut tx, &playbook, i64::from(position), now).await?;
    let kind = audit::PLAYBOOK_CONTENT_SAVED;
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        kind,
        "playbook",
        &playbook.id,
    )
    .await?;
    tx.commit().await?;
    Ok(playbook_saved(playbook))
}

#[utoipa::path(
    put,
    path = "/playbook/content/playbooks/{id}",
    tag = "playbook",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The playbook")),
    request_body = PlaybookBody,
    responses(
        (status = 200, description = "'Playbook saved'", body = PlaybookSaved),
        (status = 400, description = "Core's name, information or Markdown message", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "'Selected Playbook detail not found. Select a playbook to proceed'", body = Answer),
    )
)]
pub async fn update_playbook(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<PlaybookBody>,
) -> PlaybookResult<Json<PlaybookSaved>> {
    user.require(&TEAM)?;
    let playbook = playbook_of(id.trim().to_owned(), &body)?;
    let mut tx = state.begin().await?;
    if !content::update_playbook(&mut tx, &playbook).await? {
        return Err(PlaybookError::not_found(PLAYBOOK_NOT_FOUND));
    }
    let kind = audit::PLAYBOOK_CONTENT_SAVED;
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        kind,
        "playbook",
        &playbook.id,
    )
    .await?;
    tx.commit().await?;
    Ok(playbook_saved(playbook))
}
