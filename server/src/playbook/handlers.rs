//! The reads of spec 001 section 7.2 (all GET with the bearer token): the caller's pairs (with
//! each assigned playbook's progress), the playbooks, a playbook's chapters, a chapter's sessions,
//! a session, and by session and pair its tools checklist, tasks and feedback.

use axum::extract::{Path, Query, State};
use axum::Json;
use portal_core::playbook::empty::{NO_CHAPTERS, NO_FEEDBACK, NO_SESSIONS, NO_TASKS, NO_TOOLS};
use portal_core::playbook::model::PairTool;
use portal_core::playbook::pairs::the_one_pair;

use super::access::{pair_for, whose, READERS};
use super::error::{PlaybookError, PlaybookResult};
use super::model::{
    html_of, ChaptersResponse, FeedbackResponse, PairToolView, PairsQuery, PairsResponse,
    PlaybooksResponse, SessionItem, SessionResponse, SessionView, SessionsResponse, TasksResponse,
    ToolsResponse,
};
use super::reach;
use super::store::{content, pairs, work};
use super::views::pair_view;
use crate::auth::AuthUser;
use crate::error::ErrorBody;
use crate::state::AppState;

fn empty_then(empty: bool, message: &str) -> Option<String> {
    empty.then(|| message.to_owned())
}

#[utoipa::path(
    get,
    path = "/playbook/pairs",
    tag = "playbook",
    security(("bearer" = [])),
    params(("id" = Option<String>, Query, description = "One pair's id")),
    responses(
        (status = 200, description = "The caller's pairs (an entrepreneur's advisors, an advisor's entrepreneurs, every pair for the team), each with its assigned playbooks and their progress", body = PairsResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a role with a playbook", body = ErrorBody),
        (status = 404, description = "'Error Occured. Pair not found' (also for another's pair)", body = super::model::Answer),
    )
)]
pub async fn list_pairs(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<PairsQuery>,
) -> PlaybookResult<Json<PairsResponse>> {
    user.require(&READERS)?;
    let mut found = pairs::list(&state.pool, whose(&user)).await?;
    if let Some(id) = query
        .id
        .as_deref()
        .map(str::trim)
        .filter(|id| !id.is_empty())
    {
        found.retain(|pair| pair.id == id);
        let one = the_one_pair(&found)
            .map_err(PlaybookError::not_found)?
            .clone();
        found = vec![one];
    }
    let mut data = Vec::with_capacity(found.len());
    for pair in &found {
        data.push(pair_view(&state, pair).await?);
    }
    Ok(Json(PairsResponse { data }))
}

#[utoipa::path(
    get,
    path = "/playbook/playbooks",
    tag = "playbook",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Every playbook, in section 3's order (the team assigns from it)", body = PlaybooksResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a role with a playbook", body = ErrorBody),
    )
)]
pub async fn list_playbooks(
    State(state): State<AppState>,
    user: AuthUser,
) -> PlaybookResult<Json<PlaybooksResponse>> {
    user.require(&READERS)?;
    Ok(Json(PlaybooksResponse {
        data: content::playbooks(&state.pool).await?,
    }))
}

#[utoipa::path(
    get,
    path = "/playbook/chapters/{playbookId}",
    tag = "playbook",
    security(("bearer" = [])),
    params(("playbookId" = String, Path, description = "A playbook assigned to one of the caller's pairs")),
    responses(
        (status = 200, description = "Its chapters by position; none: `message` 'No Playbook chapters'", body = ChaptersResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a role with a playbook", body = ErrorBody),
        (status = 404, description = "'Selected Playbook detail not found. Select a playbook to proceed' (also when not assigned to the caller)", body = super::model::Answer),
    )
)]
pub async fn chapters(
    State(state): State<AppState>,
    user: AuthUser,
    Path(playbook_id): Path<String>,
) -> PlaybookResult<Json<ChaptersResponse>> {
    reach::playbook(&state, &user, playbook_id.trim()).await?;
    let data = content::chapters_of(&state.pool, playbook_id.trim()).await?;
    Ok(Json(ChaptersResponse {
        message: empty_then(data.is_empty(), NO_CHAPTERS),
        data,
    }))
}

#[utoipa::path(
    get,
    path = "/playbook/sessions/{chapterId}",
    tag = "playbook",
    security(("bearer" = [])),
    params(("chapterId" = String, Path, description = "A chapter of a playbook the caller may open")),
    responses(
        (status = 200, description = "Its sessions by position; none: `message` 'No Playbook sessions'", body = SessionsResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a role with a playbook", body = ErrorBody),
        (status = 404, description = "'Selected Chapter detail not found'", body = super::model::Answer),
    )
)]
pub async fn sessions(
    State(state): State<AppState>,
    user: AuthUser,
    Path(chapter_id): Path<String>,
) -> PlaybookResult<Json<SessionsResponse>> {
    reach::chapter(&state, &user, chapter_id.trim()).await?;
    let data: Vec<SessionItem> = content::sessions_of(&state.pool, chapter_id.trim())
        .await?
        .into_iter()
        .map(|s| SessionItem {
            id: s.id,
            chapter_id: s.chapter_id,
            name: s.name,
            position: s.position,
        })
        .collect();
    Ok(Json(SessionsResponse {
        message: empty_then(data.is_empty(), NO_SESSIONS),
        data,
    }))
}

#[utoipa::path(
    get,
    path = "/playbook/session/{id}",
    tag = "playbook",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "A session of a playbook the caller may open")),
    responses(
        (status = 200, description = "The session: name, position, info (Markdown, both languages) with `infoHtml` (the same rendered safely as HTML) and its tools (each with `infoHtml`)", body = SessionResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a role with a playbook", body = ErrorBody),
        (status = 404, description = "'Link error occured'", body = super::model::Answer),
    )
)]
pub async fn session_info(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> PlaybookResult<Json<SessionResponse>> {
    let (session, playbook_id) = reach::session(&state, &user, id.trim()).await?;
    Ok(Json(SessionResponse {
        data: SessionView::of(session),
        playbook_id,
    }))
}

#[utoipa::path(
    get,
    path = "/playbook/tools/{sessId}/{pairId}",
    tag = "playbook",
    security(("bearer" = [])),
    params(
        ("sessId" = String, Path, description = "A session of one of the pair's playbooks"),
        ("pairId" = String, Path, description = "One of the caller's pairs"),
    ),
    responses(
        (status = 200, description = "The session's tools checklist, each `_isDone` for the pair and with `infoHtml`; none: `message` 'No data available'", body = ToolsResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a role with a playbook", body = ErrorBody),
        (status = 404, description = "'Error Occured. Pair not found' or 'Link error occured'", body = super::model::Answer),
    )
)]
pub async fn tools(
    State(state): State<AppState>,
    user: AuthUser,
    Path((sess_id, pair_id)): Path<(String, String)>,
) -> PlaybookResult<Json<ToolsResponse>> {
    let pair = pair_for(&state, &user, &pair_id).await?;
    let session = reach::pair_session(&state, &pair, &sess_id).await?;
    let ticks = work::ticks(&state.pool, &pair.id).await?;
    let data: Vec<PairToolView> = session
        .tools
        .into_iter()
        .map(|tool| PairToolView {
            info_html: html_of(&tool.info),
            tool: PairTool {
                is_done: ticks
                    .iter()
                    .any(|t| t.session_id == session.id && t.tool == tool.name.en),
                tool,
            },
        })
        .collect();
    Ok(Json(ToolsResponse {
        message: empty_then(data.is_empty(), NO_TOOLS),
        data,
    }))
}

#[utoipa::path(
    get,
    path = "/playbook/tasks/{sessId}/{pairId}",
    tag = "playbook",
    security(("bearer" = [])),
    params(
        ("sessId" = String, Path, description = "A session of one of the pair's playbooks"),
        ("pairId" = String, Path, description = "One of the caller's pairs"),
    ),
    responses(
        (status = 200, description = "The pair's tasks in the session, oldest first, each with its reply once given; none: `message` 'Nothing yet: No assignment available'", body = TasksResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a role with a playbook", body = ErrorBody),
        (status = 404, description = "'Error Occured. Pair not found' or 'Link error occured'", body = super::model::Answer),
    )
)]
pub async fn tasks(
    State(state): State<AppState>,
    user: AuthUser,
    Path((sess_id, pair_id)): Path<(String, String)>,
) -> PlaybookResult<Json<TasksResponse>> {
    let pair = pair_for(&state, &user, &pair_id).await?;
    let session = reach::pair_session(&state, &pair, &sess_id).await?;
    let data = work::tasks(&state.pool, &pair.id, &session.id).await?;
    Ok(Json(TasksResponse {
        message: empty_then(data.is_empty(), NO_TASKS),
        data,
    }))
}

#[utoipa::path(
    get,
    path = "/playbook/feedback/{sessId}/{pairId}",
    tag = "playbook",
    security(("bearer" = [])),
    params(
        ("sessId" = String, Path, description = "A session of one of the pair's playbooks"),
        ("pairId" = String, Path, description = "One of the caller's pairs"),
    ),
    responses(
        (status = 200, description = "The feedback both sides gave in the session, newest first; none: `message` 'No feedback for this session is given yet'", body = FeedbackResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a role with a playbook", body = ErrorBody),
        (status = 404, description = "'Error Occured. Pair not found' or 'Link error occured'", body = super::model::Answer),
    )
)]
pub async fn feedback(
    State(state): State<AppState>,
    user: AuthUser,
    Path((sess_id, pair_id)): Path<(String, String)>,
) -> PlaybookResult<Json<FeedbackResponse>> {
    let pair = pair_for(&state, &user, &pair_id).await?;
    let session = reach::pair_session(&state, &pair, &sess_id).await?;
    let data = work::feedback_of(&state.pool, &pair.id, &session.id).await?;
    Ok(Json(FeedbackResponse {
        message: empty_then(data.is_empty(), NO_FEEDBACK),
        data,
    }))
}
