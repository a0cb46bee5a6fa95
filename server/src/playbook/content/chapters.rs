//! A chapter added to a playbook (after the last when no position is given) or saved again,
//! checked by core's `check_name`, in one transaction with its audit row.

use axum::extract::{Path, State};
use axum::Json;
use portal_core::playbook::checks::check_name;
use portal_core::playbook::content::CHAPTER_SAVED;
use portal_core::playbook::model::Chapter;
use portal_core::playbook::route::{CHAPTER_NOT_FOUND, PLAYBOOK_NOT_FOUND};

use super::save::{record, refused};
use crate::audit;
use crate::auth::{AuthUser, ClientIp};
use crate::error::{ApiJson, ErrorBody};
use crate::ids::new_id;
use crate::playbook::access::TEAM;
use crate::playbook::error::{PlaybookError, PlaybookResult};
use crate::playbook::model::{Answer, ChapterBody, ChapterSaved};
use crate::playbook::store::content;
use crate::state::AppState;

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
