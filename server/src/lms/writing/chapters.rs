//! A class's chapters: made at a position (last when none), saved again (renamed, moved), removed
//! once empty. Positions stay 1..n (core's `reorder`).

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::Json;
use portal_core::lms::course::edit::{check_name, reorder};
use portal_core::lms::course::messages::{CHAPTER_NOT_EMPTY, CHAPTER_REMOVED, CHAPTER_SAVED};

use super::model::{ChapterBody, SavedId, Written};
use super::writer::{self, conflict, done, postgres, record, refused, team};
use crate::auth::{AuthUser, ClientIp};
use crate::error::ErrorBody;
use crate::ids::sent_or_new;
use crate::lms::body::parse;
use crate::lms::error::{LmsError, LmsResult};
use crate::lms::model::Answer;
use crate::lms::store::course::{self, Chapter};
use crate::lms::store::writing::{self as store, Ordered, Removed};
use crate::lms::written::made_before;
use crate::state::AppState;

#[utoipa::path(
    post,
    path = "/lms/team/classes/{id}/chapters",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The class")),
    request_body = ChapterBody,
    responses(
        (status = 200, description = "'Chapter saved', with the new chapter's id", body = Written<SavedId>),
        (status = 400, description = "Core's message on the name", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such class", body = Answer),
    )
)]
pub async fn create(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(class_id): Path<String>,
    body: Bytes,
) -> LmsResult<Json<Written<SavedId>>> {
    let language = team(&state, &user).await?;
    let body: ChapterBody = parse(&body)?;
    let name = check_name(&body.name.text()).map_err(refused(language))?;
    let class_id = class_id.trim();
    let now = state.now();
    let mut tx = state.begin().await?;
    if store::find_class(&mut *tx, class_id).await?.is_none() {
        return Err(LmsError::not_found());
    }
    let id = sent_or_new(body.id.as_deref(), now);
    if let Some(parent) = store::parent_of(&mut tx, Ordered::Chapters, &id).await? {
        made_before(language, &parent, class_id)?;
        return Ok(done(language, CHAPTER_SAVED, Some(SavedId { id })));
    }
    let chapter = Chapter {
        id,
        class_id: class_id.to_owned(),
        name,
        position: 0,
    };
    store::lock_parent(&mut tx, postgres(&state), Ordered::Chapters, class_id).await?;
    // The order before the new one joins it (stored at 0 until numbered).
    let order = store::ids_in_order(&mut tx, Ordered::Chapters, class_id).await?;
    course::insert_chapter(&mut tx, &chapter).await?;
    let order = reorder(&order, chapter.id.clone(), body.position);
    store::set_positions(&mut tx, Ordered::Chapters, &order).await?;
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        writer::SAVED,
        "chapter",
        &chapter.id,
    )
    .await?;
    tx.commit().await?;
    Ok(done(
        language,
        CHAPTER_SAVED,
        Some(SavedId { id: chapter.id }),
    ))
}

#[utoipa::path(
    put,
    path = "/lms/team/chapters/{id}",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The chapter")),
    request_body = ChapterBody,
    responses(
        (status = 200, description = "'Chapter saved'; moved when a position is sent", body = Written<SavedId>),
        (status = 400, description = "Core's message on the name", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such chapter", body = Answer),
    )
)]
pub async fn save(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
    body: Bytes,
) -> LmsResult<Json<Written<SavedId>>> {
    let language = team(&state, &user).await?;
    let body: ChapterBody = parse(&body)?;
    let name = check_name(&body.name.text()).map_err(refused(language))?;
    let id = id.trim().to_owned();
    let mut tx = state.begin().await?;
    let class_id = store::parent_of(&mut tx, Ordered::Chapters, &id)
        .await?
        .ok_or_else(LmsError::not_found)?;
    store::lock_parent(&mut tx, postgres(&state), Ordered::Chapters, &class_id).await?;
    store::update_chapter(&mut tx, &id, &name).await?;
    let order = store::ids_in_order(&mut tx, Ordered::Chapters, &class_id).await?;
    let order = reorder(&order, id.clone(), body.position);
    store::set_positions(&mut tx, Ordered::Chapters, &order).await?;
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        writer::SAVED,
        "chapter",
        &id,
    )
    .await?;
    tx.commit().await?;
    Ok(done(language, CHAPTER_SAVED, Some(SavedId { id })))
}

#[utoipa::path(
    delete,
    path = "/lms/team/chapters/{id}",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The chapter")),
    responses(
        (status = 200, description = "'Chapter removed'; the others numbered 1..n again", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such chapter", body = Answer),
        (status = 409, description = "'Remove the chapter's topics and assignments first'", body = Answer),
    )
)]
pub async fn remove(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
) -> LmsResult<Json<Written<SavedId>>> {
    let language = team(&state, &user).await?;
    let id = id.trim();
    let mut tx = state.begin().await?;
    let class_id = store::parent_of(&mut tx, Ordered::Chapters, id)
        .await?
        .ok_or_else(LmsError::not_found)?;
    store::lock_parent(&mut tx, postgres(&state), Ordered::Chapters, &class_id).await?;
    if store::chapter_contents(&mut tx, id).await? > 0 {
        return Err(conflict(language, CHAPTER_NOT_EMPTY));
    }
    store::remove(&mut tx, Removed::Chapter, id).await?;
    let order = store::ids_in_order(&mut tx, Ordered::Chapters, &class_id).await?;
    store::set_positions(&mut tx, Ordered::Chapters, &order).await?;
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        writer::REMOVED,
        "chapter",
        id,
    )
    .await?;
    tx.commit().await?;
    Ok(done(language, CHAPTER_REMOVED, None))
}
