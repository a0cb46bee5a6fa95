//! A chapter for offline reading (issue 15, docs/lms.md "Offline"): in one answer, everything the
//! trainee's screens read about it, each part in exactly the shape its own read answers, so the
//! phone files each under the key that screen reads. The parts come from those reads' handlers
//! themselves: a chapter is a few topics, and one shape for each read is worth a few more queries.
//! A chapter the trainee may not open yet (core's walk) is refused as the spec refuses it.

use std::collections::BTreeMap;

use axum::extract::{Path, Query, State};
use axum::Json;
use portal_core::lms::messages::PREVIOUS_CHAPTERS_FIRST;
use portal_core::lms::walk::may_open_chapter;
use portal_core::playbook::model::Text;
use serde::Serialize;
use utoipa::ToSchema;

use super::access::{self, Caller};
use super::course::{self as reads, wire_name};
use super::error::{LmsError, LmsResult};
use super::model::{
    Answer, AssignmentItem, AssignmentView, ByQuery, FaqView, ObjectiveView, ResourceView,
    ReviewView, SubmitView, TopicView,
};
use super::reviews;
use super::standing;
use super::store::course::Piece;
use super::work;
use crate::auth::AuthUser;
use crate::error::ErrorBody;
use crate::state::AppState;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct BundleChapter {
    pub id: String,
    #[schema(value_type = Object)]
    pub name: Text,
    pub position: i64,
    /// `completed`, `current` or `locked`: core's walk for the trainee.
    pub status: String,
}

/// A topic as `GET /topics/{id}` answers it, with its place, objectives and resources.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct BundleTopic {
    #[serde(flatten)]
    pub topic: TopicView,
    pub position: i64,
    pub objectives: Vec<ObjectiveView>,
    pub resources: Vec<ResourceView>,
    /// The caller's reviews of it, as `GET /topics/{id}/reviews` lists them.
    pub reviews: Vec<ReviewView>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChapterBundle {
    pub chapter: BundleChapter,
    /// By position.
    pub topics: Vec<BundleTopic>,
    /// The class's FAQs, as `GET /faqs` lists them.
    pub faqs: Vec<FaqView>,
    /// The chapter's assignments, as `GET /assignments?chapter_id=` answers them.
    pub assignments: Vec<AssignmentItem>,
    /// Each assignment with its tasks, as `GET /assignments/{id}` answers it.
    pub assignment_details: Vec<AssignmentView>,
    /// The caller's submits of each assignment, as `GET /assignments/{id}/submits` lists them.
    pub submits: BTreeMap<String, Vec<SubmitView>>,
    /// When the server answered (epoch seconds).
    pub kept_at: i64,
}

fn by(field: impl FnOnce(&mut ByQuery) -> &mut Option<String>, id: &str) -> Query<ByQuery> {
    let mut query = ByQuery::default();
    *field(&mut query) = Some(id.to_owned());
    Query(query)
}

#[utoipa::path(
    get,
    path = "/lms/chapters/{id}/offline",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "A chapter of a cohort the caller may read")),
    responses(
        (status = 200, description = "The chapter, its topics (each with objectives, resources and the caller's reviews), the class's FAQs and the chapter's assignments with their tasks and the caller's submits, each in its own read's shape", body = ChapterBundle),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role with no learning, or a chapter the trainee may not open yet: 'Please complete all previous chapters before accessing this one.'", body = Answer),
        (status = 404, description = "No such chapter, or not the caller's", body = Answer),
    )
)]
pub async fn offline(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> LmsResult<Json<ChapterBundle>> {
    let id = id.trim().to_owned();
    let who = access::caller(&state, &user).await?;
    let owner = access::piece(&state, &who, Piece::Chapter, &id).await?;
    let trainee = who.trainee().map(|t| t.id.as_str());
    let standing = standing::in_class(&state.pool, &owner.class_id, trainee).await?;
    if let Caller::Trainee(_) = who {
        match may_open_chapter(&standing.statuses, &id) {
            Ok(()) => {}
            Err(PREVIOUS_CHAPTERS_FIRST) => {
                return Err(LmsError::forbidden(PREVIOUS_CHAPTERS_FIRST))
            }
            Err(_) => return Err(LmsError::not_found()),
        }
    }
    let chapter = standing
        .chapters
        .iter()
        .find(|c| c.id == id)
        .ok_or_else(LmsError::not_found)?;
    let chapter = BundleChapter {
        id: chapter.id.clone(),
        name: chapter.name.clone(),
        position: chapter.position,
        status: standing
            .status_of(&id)
            .map(|s| wire_name(&s))
            .unwrap_or_default(),
    };

    let at = |s: &AppState| State(s.clone());
    let mut topics = Vec::new();
    let items = reads::topics(at(&state), user.clone(), by(|q| &mut q.chapter_id, &id)).await?;
    for item in items.0.data {
        let topic = reads::topic(at(&state), user.clone(), Path(item.id.clone())).await?;
        let objectives =
            reads::objectives(at(&state), user.clone(), by(|q| &mut q.topic_id, &item.id)).await?;
        let resources =
            reads::resources(at(&state), user.clone(), by(|q| &mut q.topic_id, &item.id)).await?;
        let reviews = reviews::list(
            at(&state),
            user.clone(),
            Path(item.id.clone()),
            Query(ByQuery::default()),
        )
        .await?;
        for found in topic.0.data {
            topics.push(BundleTopic {
                topic: found,
                position: item.position,
                objectives: objectives.0.data.clone(),
                resources: resources.0.data.clone(),
                reviews: reviews.0.data.clone(),
            });
        }
    }
    let faqs = reads::faqs(
        at(&state),
        user.clone(),
        by(|q| &mut q.class_id, &owner.class_id),
    )
    .await?
    .0
    .data;
    let assignments = work::assignments(at(&state), user.clone(), by(|q| &mut q.chapter_id, &id))
        .await?
        .0
        .data;
    let mut assignment_details = Vec::new();
    let mut submits = BTreeMap::new();
    for a in &assignments {
        let detail = work::assignment(at(&state), user.clone(), Path(a.id.clone())).await?;
        assignment_details.extend(detail.0.data);
        let theirs = work::submits(
            at(&state),
            user.clone(),
            Path(a.id.clone()),
            Query(ByQuery::default()),
        )
        .await?;
        submits.insert(a.id.clone(), theirs.0.data);
    }
    Ok(Json(ChapterBundle {
        chapter,
        topics,
        faqs,
        assignments,
        assignment_details,
        submits,
        kept_at: state.now(),
    }))
}
