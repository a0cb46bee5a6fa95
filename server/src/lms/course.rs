//! The course reads (spec 002 section 7.5): a chapter's topics, a topic (its description also as
//! HTML by core's Markdown subset), a topic's resources and objectives, a class's FAQs. Each
//! piece opens only within a cohort the caller may read.

use axum::extract::{Path, Query, State};
use axum::Json;
use portal_core::lms::model::AssignmentState;
use portal_core::playbook::markdown::to_html;
use portal_core::playbook::model::Text;

use super::access::{self, Caller};
use super::error::{LmsError, LmsResult};
use super::model::{
    Answer, ByQuery, ChapterAssignment, ChapterView, FaqView, Found, Listed, ObjectiveView,
    ResourceView, TopicItem, TopicView,
};
use super::standing;
use super::store::course::{self, Owner, Piece};
use crate::auth::AuthUser;
use crate::error::ErrorBody;
use crate::state::AppState;

fn html_of(text: &Text) -> Text {
    Text {
        en: to_html(&text.en),
        sw: to_html(&text.sw),
    }
}

/// The piece named by a query field, when the caller may read it.
async fn named(
    state: &AppState,
    who: &Caller,
    kind: Piece,
    id: &Option<String>,
) -> LmsResult<(String, Owner)> {
    let id = ByQuery::get(id).ok_or_else(LmsError::not_found)?;
    let owner = access::piece(state, who, kind, id).await?;
    Ok((id.to_owned(), owner))
}

#[utoipa::path(
    get,
    path = "/lms/topics",
    tag = "lms",
    security(("bearer" = [])),
    params(ByQuery),
    responses(
        (status = 200, description = "`chapter_id`'s topics by position", body = Listed<TopicItem>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "No such chapter, or not of a cohort the caller may read", body = Answer),
    )
)]
pub async fn topics(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<ByQuery>,
) -> LmsResult<Json<Listed<TopicItem>>> {
    let who = access::caller(&state, &user).await?;
    let (chapter_id, _) = named(&state, &who, Piece::Chapter, &query.chapter_id).await?;
    let data = course::topics_of(&state.pool, &chapter_id)
        .await?
        .into_iter()
        .map(|t| TopicItem {
            id: t.id,
            chapter_id: t.chapter_id,
            name: t.name,
            position: t.position,
        })
        .collect();
    Ok(Json(Listed { data }))
}

#[utoipa::path(
    get,
    path = "/lms/topics/{id}",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "A topic of a cohort the caller may read")),
    responses(
        (status = 200, description = "The topic, its description in Markdown and as HTML (both languages)", body = Listed<TopicView>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "No such topic, or not the caller's", body = Answer),
    )
)]
pub async fn topic(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> LmsResult<Json<Listed<TopicView>>> {
    let who = access::caller(&state, &user).await?;
    access::piece(&state, &who, Piece::Topic, &id).await?;
    let t = course::find_topic(&state.pool, id.trim())
        .await?
        .ok_or_else(LmsError::not_found)?;
    Ok(Json(Listed {
        data: vec![TopicView {
            description_html: html_of(&t.description),
            id: t.id,
            chapter_id: t.chapter_id,
            name: t.name,
            description: t.description,
        }],
    }))
}

#[utoipa::path(
    get,
    path = "/lms/topic-resources",
    tag = "lms",
    security(("bearer" = [])),
    params(ByQuery),
    responses(
        (status = 200, description = "`topic_id`'s resources by position (type 2 audio, 3 video id, 4 hosted file; size in bytes)", body = Listed<ResourceView>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "No such topic, or not the caller's", body = Answer),
    )
)]
pub async fn resources(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<ByQuery>,
) -> LmsResult<Json<Listed<ResourceView>>> {
    let who = access::caller(&state, &user).await?;
    let (topic_id, _) = named(&state, &who, Piece::Topic, &query.topic_id).await?;
    let data = course::resources_of(&state.pool, &topic_id)
        .await?
        .into_iter()
        .map(|r| ResourceView {
            id: r.id,
            topic_id: r.topic_id,
            name: r.name,
            description: r.description,
            link: r.link,
            position: r.position,
            resource_type_id: r.resource_type_id,
            size_bytes: r.size_bytes,
        })
        .collect();
    Ok(Json(Listed { data }))
}

#[utoipa::path(
    get,
    path = "/lms/objectives",
    tag = "lms",
    security(("bearer" = [])),
    params(ByQuery),
    responses(
        (status = 200, description = "`topic_id`'s objectives", body = Listed<ObjectiveView>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "No such topic, or not the caller's", body = Answer),
    )
)]
pub async fn objectives(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<ByQuery>,
) -> LmsResult<Json<Listed<ObjectiveView>>> {
    let who = access::caller(&state, &user).await?;
    let (topic_id, _) = named(&state, &who, Piece::Topic, &query.topic_id).await?;
    let data = course::objectives_of(&state.pool, &topic_id)
        .await?
        .into_iter()
        .map(|o| ObjectiveView {
            id: o.id,
            title: o.title,
            list: o.list,
        })
        .collect();
    Ok(Json(Listed { data }))
}

#[utoipa::path(
    get,
    path = "/lms/faqs",
    tag = "lms",
    security(("bearer" = [])),
    params(ByQuery),
    responses(
        (status = 200, description = "`class_id`'s FAQs (the trainee's class without it); `Response` False when none", body = Found<FaqView>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "No such class, or not the caller's", body = Answer),
    )
)]
pub async fn faqs(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<ByQuery>,
) -> LmsResult<Json<Found<FaqView>>> {
    let who = access::caller(&state, &user).await?;
    let class_id = match (ByQuery::get(&query.class_id), who.trainee()) {
        (Some(id), _) => id.to_owned(),
        (None, Some(me)) => course::classes_of(&state.pool, &me.cohort_id)
            .await?
            .into_iter()
            .next()
            .map(|c| c.id)
            .ok_or_else(LmsError::not_found)?,
        (None, None) => return Err(LmsError::not_found()),
    };
    access::piece(&state, &who, Piece::Class, &class_id).await?;
    let data = course::faqs_of(&state.pool, &class_id)
        .await?
        .into_iter()
        .map(|f| FaqView {
            id: f.id,
            question: f.question,
            solution: f.solution,
        })
        .collect();
    Ok(Json(Found::of(data)))
}

/// A serde enum's wire name (`completed`, `notAttempted`…).
pub fn wire_name<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

#[utoipa::path(
    get,
    path = "/lms/chapters",
    tag = "lms",
    security(("bearer" = [])),
    params(ByQuery),
    responses(
        (status = 200, description = "`class_id`'s chapters in order (nameless ones left out), each with core's status for the trainee (the caller, or `trainee_id` for the others; none: as one who did nothing) and its assignments with the trainee's submissions and `is_marked` (graded)", body = Listed<ChapterView>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning", body = ErrorBody),
        (status = 404, description = "No such class or trainee, or not the caller's", body = Answer),
    )
)]
pub async fn chapters(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<ByQuery>,
) -> LmsResult<Json<Listed<ChapterView>>> {
    let who = access::caller(&state, &user).await?;
    let (class_id, owner) = named(&state, &who, Piece::Class, &query.class_id).await?;
    let trainee = access::subject(&state, &who, ByQuery::get(&query.trainee_id)).await?;
    if trainee
        .as_ref()
        .is_some_and(|t| t.cohort_id != owner.cohort_id)
    {
        return Err(LmsError::not_found());
    }
    let standing = standing::in_class(
        &state.pool,
        &class_id,
        trainee.as_ref().map(|t| t.id.as_str()),
    )
    .await?;
    let data = standing
        .chapters
        .iter()
        .filter_map(|chapter| {
            let status = standing.status_of(&chapter.id)?;
            let assignments = standing
                .assignments
                .iter()
                .zip(&standing.marks)
                .filter(|(a, _)| a.chapter_id == chapter.id)
                .map(|(a, m)| ChapterAssignment {
                    id: a.id.clone(),
                    title: a.title.clone(),
                    submissions: m.submissions,
                    is_marked: m.state == AssignmentState::Graded,
                })
                .collect();
            Some(ChapterView {
                id: chapter.id.clone(),
                name: chapter.name.clone(),
                position: chapter.position,
                status: wire_name(&status),
                assignments,
            })
        })
        .collect();
    Ok(Json(Listed { data }))
}
