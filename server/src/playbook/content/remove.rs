//! A session removed when no pair has work in it (no tick, task or feedback names it); a chapter
//! removed when it has no sessions. A playbook is never removed (it may be assigned).

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use portal_core::playbook::content::{
    CHAPTER_HAS_SESSIONS, CHAPTER_REMOVED, SESSION_HAS_WORK, SESSION_REMOVED,
};
use portal_core::playbook::route::{CHAPTER_NOT_FOUND, LINK_ERROR};

use super::save::record;
use crate::audit;
use crate::auth::{AuthUser, ClientIp};
use crate::db::Backend;
use crate::error::ErrorBody;
use crate::playbook::access::TEAM;
use crate::playbook::error::{PlaybookError, PlaybookResult};
use crate::playbook::model::Answer;
use crate::playbook::store::content::{self, ContentTable};
use crate::state::AppState;

#[utoipa::path(
    delete,
    path = "/playbook/content/sessions/{id}",
    tag = "playbook",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The session")),
    responses(
        (status = 200, description = "'Session removed'", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "'Link error occured' (no such session)", body = Answer),
        (status = 409, description = "'Pairs have work in this session; it cannot be removed'", body = Answer),
    )
)]
pub async fn remove_session(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
) -> PlaybookResult<Json<Answer>> {
    user.require(&TEAM)?;
    let id = id.trim();
    let postgres = state.backend == Backend::Postgres;
    let mut tx = state.begin().await?;
    content::lock_row(&mut tx, postgres, ContentTable::Sessions, id).await?;
    if content::find_session(&mut *tx, id).await?.is_none() {
        return Err(PlaybookError::not_found(LINK_ERROR));
    }
    if content::session_has_work(&mut tx, id).await? {
        return Err(PlaybookError::refused(
            StatusCode::CONFLICT,
            SESSION_HAS_WORK,
        ));
    }
    content::delete_session(&mut tx, id).await?;
    let kind = audit::PLAYBOOK_CONTENT_REMOVED;
    record(&mut tx, &state, &user, ip.as_deref(), kind, "session", id).await?;
    tx.commit().await?;
    Ok(Json(Answer::done(SESSION_REMOVED)))
}

#[utoipa::path(
    delete,
    path = "/playbook/content/chapters/{id}",
    tag = "playbook",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The chapter")),
    responses(
        (status = 200, description = "'Chapter removed'", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "'Selected Chapter detail not found'", body = Answer),
        (status = 409, description = "'Remove the chapter's sessions first'", body = Answer),
    )
)]
pub async fn remove_chapter(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
) -> PlaybookResult<Json<Answer>> {
    user.require(&TEAM)?;
    let id = id.trim();
    let postgres = state.backend == Backend::Postgres;
    let mut tx = state.begin().await?;
    content::lock_row(&mut tx, postgres, ContentTable::Chapters, id).await?;
    if content::find_chapter(&mut *tx, id).await?.is_none() {
        return Err(PlaybookError::not_found(CHAPTER_NOT_FOUND));
    }
    if content::chapter_has_sessions(&mut tx, id).await? {
        return Err(PlaybookError::refused(
            StatusCode::CONFLICT,
            CHAPTER_HAS_SESSIONS,
        ));
    }
    content::delete_chapter(&mut tx, id).await?;
    let kind = audit::PLAYBOOK_CONTENT_REMOVED;
    record(&mut tx, &state, &user, ip.as_deref(), kind, "chapter", id).await?;
    tx.commit().await?;
    Ok(Json(Answer::done(CHAPTER_REMOVED)))
}
