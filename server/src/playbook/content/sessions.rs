//! A session added to a chapter (after the last when no position is given) or saved again with
//! its tools, checked by core's `check_session`, in one transaction with its audit row. A pair's
//! tick follows a tool by its English name: a tool renamed in English starts unticked.

use axum::extract::{Path, State};
use axum::Json;
use portal_core::playbook::checks::check_session;
use portal_core::playbook::content::SESSION_SAVED;
use portal_core::playbook::model::Session;
use portal_core::playbook::route::{CHAPTER_NOT_FOUND, LINK_ERROR};

use super::save::{record, refused};
use crate::audit;
use crate::auth::{AuthUser, ClientIp};
use crate::error::{ApiJson, ErrorBody};
use crate::ids::new_id;
use crate::playbook::access::TEAM;
use crate::playbook::error::{PlaybookError, PlaybookResult};
use crate::playbook::model::{Answer, SessionBody, SessionSaved, SessionView};
use crate::playbook::store::content;
use crate::state::AppState;

/// The session the body describes (its id, chapter and position given), checked by core.
fn session_of(
    id: String,
    chapter_id: String,
    position: u32,
    body: &SessionBody,
) -> PlaybookResult<Session> {
    let session = Session {
        id,
        chapter_id,
        name: body.name.text(),
        position,
        info: body.info.markdown(),
        tools: body.tools.iter().map(|tool| tool.tool()).collect(),
    };
    check_session(&session).map_err(refused)?;
    Ok(session)
}

fn session_saved(session: Session) -> Json<SessionSaved> {
    Json(SessionSaved {
        error: false,
        msg: SESSION_SAVED.to_owned(),
        data: SessionView::of(session),
    })
}

#[utoipa::path(
    post,
    path = "/playbook/content/chapters/{id}/sessions",
    tag = "playbook",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The chapter")),
    request_body = SessionBody,
    responses(
        (status = 200, description = "'Session saved', with infoHtml (left without a position: after the last)", body = SessionSaved),
        (status = 400, description = "Core's name, information, Markdown, icon or link message", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "'Selected Chapter detail not found'", body = Answer),
    )
)]
pub async fn create_session(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(chapter_id): Path<String>,
    ApiJson(body): ApiJson<SessionBody>,
) -> PlaybookResult<Json<SessionSaved>> {
    user.require(&TEAM)?;
    let chapter_id = chapter_id.trim().to_owned();
    let id = new_id(state.now());
    // Checked before anything is read, with a stand-in position.
    session_of(id.clone(), chapter_id.clone(), 1, &body)?;
    let mut tx = state.begin().await?;
    if content::find_chapter(&mut *tx, &chapter_id)
        .await?
        .is_none()
    {
        return Err(PlaybookError::not_found(CHAPTER_NOT_FOUND));
    }
    let position = match body.position {
        Some(position) => position,
        None => content::next_session_position(&mut tx, &chapter_id).await?,
    };
    let session = session_of(id, chapter_id, position, &body)?;
    content::insert_session(&mut tx, &session).await?;
    let kind = audit::PLAYBOOK_CONTENT_SAVED;
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        kind,
        "session",
        &session.id,
    )
    .await?;
    tx.commit().await?;
    Ok(session_saved(session))
}

#[utoipa::path(
    put,
    path = "/playbook/content/sessions/{id}",
    tag = "playbook",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The session")),
    request_body = SessionBody,
    responses(
        (status = 200, description = "'Session saved', with infoHtml (left without a position: where it is). A tool renamed in English starts unticked", body = SessionSaved),
        (status = 400, description = "Core's name, information, Markdown, icon or link message", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "'Link error occured' (no such session)", body = Answer),
    )
)]
pub async fn update_session(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<SessionBody>,
) -> PlaybookResult<Json<SessionSaved>> {
    user.require(&TEAM)?;
    let id = id.trim().to_owned();
    session_of(id.clone(), String::new(), 1, &body)?;
    let mut tx = state.begin().await?;
    let Some((stored, _)) = content::find_session(&mut *tx, &id).await? else {
        return Err(PlaybookError::not_found(LINK_ERROR));
    };
    let position = body.position.unwrap_or(stored.position);
    let session = session_of(id, stored.chapter_id, position, &body)?;
    content::update_session(&mut tx, &session).await?;
    let kind = audit::PLAYBOOK_CONTENT_SAVED;
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        kind,
        "session",
        &session.id,
    )
    .await?;
    tx.commit().await?;
    Ok(session_saved(session))
}
