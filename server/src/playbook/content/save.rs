//! A playbook, a chapter or a session created or saved again by the team, checked by core
//! (`check_name`, `check_info`, `check_session`), in one transaction with its audit row.

use axum::extract::{Path, State};
use axum::Json;
use portal_core::playbook::checks::{check_info, check_name, check_session, Problem};
use portal_core::playbook::content::{CHAPTER_SAVED, PLAYBOOK_SAVED, SESSION_SAVED};
use portal_core::playbook::model::{Chapter, Playbook, Session};
use portal_core::playbook::route::{CHAPTER_NOT_FOUND, LINK_ERROR, PLAYBOOK_NOT_FOUND};
use sqlx::AnyConnection;

use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{ApiJson, ErrorBody};
use crate::ids::new_id;
use crate::playbook::access::TEAM;
use crate::playbook::error::{PlaybookError, PlaybookResult};
use crate::playbook::model::{
    Answer, ChapterBody, ChapterSaved, PlaybookBody, PlaybookSaved, SessionBody, SessionSaved,
    SessionView,
};
use crate::playbook::store::content;
use crate::state::AppState;

fn refused(problem: Problem) -> PlaybookError {
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

fn chapter_saved(chapter: Chapter) -> Json<ChapterSaved> {
    Json(ChapterSaved {
        error: false,
        msg: CHAPTER_SAVED.to_owned(),
        data: chapter,
    })
}

#[utoipa::path(
    post,
    path = "/playbook/content/playbooks/{id}/chapters",
    tag = "playbook",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The playbook")),
    request_body = ChapterBody,
    responses(
        (status = 200, description = "'Chapter saved' (left without a position: after the last)", body = ChapterSaved),
        (status = 400, description = "Core's name message", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "'Selected Playbook detail not found. Select a playbook to proceed'", body = Answer),
    )
)]
pub async fn create_chapter(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(playbook_id): Path<String>,
    ApiJson(body): ApiJson<ChapterBody>,
) -> PlaybookResult<Json<ChapterSaved>> {
    user.require(&TEAM)?;
    let name = body.name.text();
    check_name(&name).map_err(refused)?;
    let playbook_id = playbook_id.trim();
    let mut tx = state.begin().await?;
    if content::find_playbook(&mut *tx, playbook_id)
        .await?
        .is_none()
    {
        return Err(PlaybookError::not_found(PLAYBOOK_NOT_FOUND));
    }
    let position = match body.position {
        Some(position) => position,
        None => content::next_chapter_position(&mut tx, playbook_id).await?,
    };
    let chapter = Chapter {
        id: new_id(state.now()),
        playbook_id: playbook_id.to_owned(),
        name,
        position,
    };
    content::insert_chapter(&mut tx, &chapter).await?;
    let kind = audit::PLAYBOOK_CONTENT_SAVED;
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        kind,
        "chapter",
        &chapter.id,
    )
    .await?;
    tx.commit().await?;
    Ok(chapter_saved(chapter))
}

#[utoipa::path(
    put,
    path = "/playbook/content/chapters/{id}",
    tag = "playbook",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The chapter")),
    request_body = ChapterBody,
    responses(
        (status = 200, description = "'Chapter saved' (left without a position: where it is)", body = ChapterSaved),
        (status = 400, description = "Core's name message", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "'Selected Chapter detail not found'", body = Answer),
    )
)]
pub async fn update_chapter(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<ChapterBody>,
) -> PlaybookResult<Json<ChapterSaved>> {
    user.require(&TEAM)?;
    let name = body.name.text();
    check_name(&name).map_err(refused)?;
    let mut tx = state.begin().await?;
    let Some(stored) = content::find_chapter(&mut *tx, id.trim()).await? else {
        return Err(PlaybookError::not_found(CHAPTER_NOT_FOUND));
    };
    let chapter = Chapter {
        name,
        position: body.position.unwrap_or(stored.position),
        ..stored
    };
    content::update_chapter(&mut tx, &chapter).await?;
    let kind = audit::PLAYBOOK_CONTENT_SAVED;
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        kind,
        "chapter",
        &chapter.id,
    )
    .await?;
    tx.commit().await?;
    Ok(chapter_saved(chapter))
}

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
