//! The team's view of the whole content, and the Markdown preview of the editor.

use axum::extract::State;
use axum::Json;
use portal_core::playbook::markdown::{check_markdown, to_html};
use portal_core::playbook::seeds::ICONS;

use crate::auth::AuthUser;
use crate::error::{ApiJson, ErrorBody};
use crate::playbook::access::TEAM;
use crate::playbook::error::{PlaybookError, PlaybookResult};
use crate::playbook::model::{
    Answer, ChapterContent, ContentResponse, PlaybookContent, PreviewBody, PreviewResponse,
    SessionView,
};
use crate::playbook::store::content;
use crate::state::AppState;

#[utoipa::path(
    get,
    path = "/playbook/content",
    tag = "playbook",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Every playbook, its chapters and their sessions by position (sessions with infoHtml), and the icons a tool may use", body = ContentResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
    )
)]
pub async fn list_content(
    State(state): State<AppState>,
    user: AuthUser,
) -> PlaybookResult<Json<ContentResponse>> {
    user.require(&TEAM)?;
    let playbooks = content::playbooks(&state.pool).await?;
    let chapters = content::all_chapters(&state.pool).await?;
    let sessions = content::all_sessions(&state.pool).await?;
    let data = playbooks
        .into_iter()
        .map(|playbook| {
            let chapters = chapters
                .iter()
                .filter(|c| c.playbook_id == playbook.id)
                .map(|chapter| ChapterContent {
                    sessions: sessions
                        .iter()
                        .filter(|s| s.chapter_id == chapter.id)
                        .cloned()
                        .map(SessionView::of)
                        .collect(),
                    chapter: chapter.clone(),
                })
                .collect();
            PlaybookContent { playbook, chapters }
        })
        .collect();
    Ok(Json(ContentResponse {
        error: false,
        data,
        icons: ICONS.iter().map(|icon| (*icon).to_owned()).collect(),
    }))
}

#[utoipa::path(
    post,
    path = "/playbook/content/preview",
    tag = "playbook",
    security(("bearer" = [])),
    request_body = PreviewBody,
    responses(
        (status = 200, description = "The Markdown as the phone shows it (core's to_html)", body = PreviewResponse),
        (status = 400, description = "Core's Markdown message: HTML, an image, a link not https://, a heading too deep", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
    )
)]
pub async fn preview(
    user: AuthUser,
    ApiJson(body): ApiJson<PreviewBody>,
) -> PlaybookResult<Json<PreviewResponse>> {
    user.require(&TEAM)?;
    check_markdown(&body.text).map_err(PlaybookError::bad)?;
    Ok(Json(PreviewResponse {
        html: to_html(&body.text),
    }))
}
