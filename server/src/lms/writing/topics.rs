//! A chapter's topics: read whole for the editor (objectives and resources with it), made at a
//! position, saved again (objectives and resources replaced whole, in order), removed (its
//! reviews go with it). Every piece checked by core's `edit` rules, as the import checks them.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::Json;
use portal_core::lms::course::edit::{
    check_objective, check_resource, check_topic, reorder, resource_type_name, ResourceDraft,
};
use portal_core::lms::course::messages::{TOPIC_REMOVED, TOPIC_SAVED};
use portal_core::lms::course::{Objective, ObjectiveList, Resource};
use portal_core::playbook::model::Text;

use super::model::{
    Data, ObjectiveDetail, ResourceDetail, SavedId, TopicBody, TopicDetail, Written,
};
use super::writer::{self, done, postgres, record, refused, team};
use crate::auth::{AuthUser, ClientIp};
use crate::error::ErrorBody;
use crate::ids::sent_or_new;
use crate::lms::body::parse;
use crate::lms::error::{LmsError, LmsResult};
use crate::lms::model::Answer;
use crate::lms::store::course::{self, Topic};
use crate::lms::store::writing::{self as store, Ordered, Removed};
use crate::lms::written::made_before;
use crate::state::AppState;

/// The topic as checked: name, description, objectives, resources.
struct Checked {
    name: Text,
    description: Text,
    objectives: Vec<Objective>,
    resources: Vec<Resource>,
}

fn checked(body: &TopicBody) -> Result<Checked, &'static str> {
    let (name, description) = check_topic(&body.name.text(), &body.description.text())?;
    let objectives = body
        .objectives
        .iter()
        .map(|o| check_objective(&o.title.text(), &o.list))
        .collect::<Result<Vec<_>, _>>()?;
    let resources = body
        .resources
        .iter()
        .zip(1..)
        .map(|(r, position)| {
            let (name, description) = (r.name.text(), r.description.text());
            let draft = ResourceDraft {
                kind: &r.kind,
                link: &r.link,
                size_bytes: r.size_bytes,
                name: &name,
                description: &description,
            };
            check_resource(draft, position)
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Checked {
        name,
        description,
        objectives,
        resources,
    })
}

#[utoipa::path(
    get,
    path = "/lms/team/topics/{id}",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The topic")),
    responses(
        (status = 200, description = "The topic with its objectives and resources, by position", body = Data<TopicDetail>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such topic", body = Answer),
    )
)]
pub async fn topic(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> LmsResult<Json<Data<TopicDetail>>> {
    team(&state, &user).await?;
    let topic = course::find_topic(&state.pool, id.trim())
        .await?
        .ok_or_else(LmsError::not_found)?;
    let objectives = course::objectives_of(&state.pool, &topic.id)
        .await?
        .into_iter()
        .map(|o| ObjectiveDetail {
            title: o.title,
            list: o.list,
        })
        .collect();
    let resources = course::resources_of(&state.pool, &topic.id)
        .await?
        .into_iter()
        .map(|r| ResourceDetail {
            kind: resource_type_name(u8::try_from(r.resource_type_id).unwrap_or_default())
                .to_owned(),
            name: r.name,
            description: r.description,
            link: r.link,
            size_bytes: r.size_bytes,
        })
        .collect();
    Ok(Json(Data {
        data: TopicDetail {
            id: topic.id,
            chapter_id: topic.chapter_id,
            name: topic.name,
            description: topic.description,
            position: topic.position,
            objectives,
            resources,
        },
    }))
}

#[utoipa::path(
    post,
    path = "/lms/team/chapters/{id}/topics",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The chapter")),
    request_body = TopicBody,
    responses(
        (status = 200, description = "'Topic saved', with the new topic's id", body = Written<SavedId>),
        (status = 400, description = "Core's message on the first problem", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such chapter", body = Answer),
    )
)]
pub async fn create(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(chapter_id): Path<String>,
    body: Bytes,
) -> LmsResult<Json<Written<SavedId>>> {
    let language = team(&state, &user).await?;
    let body: TopicBody = parse(&body)?;
    let topic = checked(&body).map_err(refused(language))?;
    let chapter_id = chapter_id.trim();
    let now = state.now();
    let mut tx = state.begin().await?;
    if store::parent_of(&mut tx, Ordered::Chapters, chapter_id)
        .await?
        .is_none()
    {
        return Err(LmsError::not_found());
    }
    let id = sent_or_new(body.id.as_deref(), now);
    if let Some(parent) = store::parent_of(&mut tx, Ordered::Topics, &id).await? {
        made_before(language, &parent, chapter_id)?;
        return Ok(done(language, TOPIC_SAVED, Some(SavedId { id })));
    }
    let row = Topic {
        id,
        chapter_id: chapter_id.to_owned(),
        name: topic.name,
        description: topic.description,
        position: 0,
    };
    store::lock_parent(&mut tx, postgres(&state), Ordered::Topics, chapter_id).await?;
    let order = store::ids_in_order(&mut tx, Ordered::Topics, chapter_id).await?;
    course::insert_topic(&mut tx, &row).await?;
    store::insert_topic_parts(&mut tx, &row.id, &topic.objectives, &topic.resources, now).await?;
    let order = reorder(&order, row.id.clone(), body.position);
    store::set_positions(&mut tx, Ordered::Topics, &order).await?;
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        writer::SAVED,
        "topic",
        &row.id,
    )
    .await?;
    tx.commit().await?;
    Ok(done(language, TOPIC_SAVED, Some(SavedId { id: row.id })))
}

#[utoipa::path(
    put,
    path = "/lms/team/topics/{id}",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The topic")),
    request_body = TopicBody,
    responses(
        (status = 200, description = "'Topic saved'; objectives and resources replaced whole", body = Written<SavedId>),
        (status = 400, description = "Core's message on the first problem", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such topic", body = Answer),
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
    let body: TopicBody = parse(&body)?;
    let topic = checked(&body).map_err(refused(language))?;
    let id = id.trim().to_owned();
    let mut tx = state.begin().await?;
    let chapter_id = store::parent_of(&mut tx, Ordered::Topics, &id)
        .await?
        .ok_or_else(LmsError::not_found)?;
    store::lock_parent(&mut tx, postgres(&state), Ordered::Topics, &chapter_id).await?;
    store::update_topic(&mut tx, &id, &topic.name, &topic.description).await?;
    let now = state.now();
    store::insert_topic_parts(&mut tx, &id, &topic.objectives, &topic.resources, now).await?;
    let order = store::ids_in_order(&mut tx, Ordered::Topics, &chapter_id).await?;
    let order = reorder(&order, id.clone(), body.position);
    store::set_positions(&mut tx, Ordered::Topics, &order).await?;
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        writer::SAVED,
        "topic",
        &id,
    )
    .await?;
    tx.commit().await?;
    Ok(done(language, TOPIC_SAVED, Some(SavedId { id })))
}

#[utoipa::path(
    delete,
    path = "/lms/team/topics/{id}",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The topic")),
    responses(
        (status = 200, description = "'Topic removed' with its objectives, resources and reviews", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such topic", body = Answer),
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
    let chapter_id = store::parent_of(&mut tx, Ordered::Topics, id)
        .await?
        .ok_or_else(LmsError::not_found)?;
    store::lock_parent(&mut tx, postgres(&state), Ordered::Topics, &chapter_id).await?;
    store::remove(&mut tx, Removed::Topic, id).await?;
    let order = store::ids_in_order(&mut tx, Ordered::Topics, &chapter_id).await?;
    store::set_positions(&mut tx, Ordered::Topics, &order).await?;
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        writer::REMOVED,
        "topic",
        id,
    )
    .await?;
    tx.commit().await?;
    Ok(done(language, TOPIC_REMOVED, None))
}

/// An objective's list as stored (`{en: [...], sw: [...]}`), for the export.
pub fn list_of(value: &serde_json::Value) -> ObjectiveList {
    serde_json::from_value(value.clone()).unwrap_or_default()
}
