//! A topic's text shown as the trainee will read it: core's `to_html`, or 400 with the first
//! problem of `check_description` (the topic's own rules: written, at most 20 000 characters, the
//! playbook's Markdown subset).

use axum::body::Bytes;
use axum::extract::State;
use axum::Json;
use portal_core::lms::course::edit::check_description;
use portal_core::playbook::markdown::to_html;

use super::model::{Html, PreviewBody};
use super::writer::{refused, team};
use crate::auth::AuthUser;
use crate::error::ErrorBody;
use crate::lms::body::parse;
use crate::lms::error::LmsResult;
use crate::lms::model::Answer;
use crate::state::AppState;

#[utoipa::path(
    post,
    path = "/lms/team/preview",
    tag = "lms",
    security(("bearer" = [])),
    request_body = PreviewBody,
    responses(
        (status = 200, description = "The text as HTML", body = Html),
        (status = 400, description = "The first problem of the text (core's message)", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
    )
)]
pub async fn preview(
    State(state): State<AppState>,
    user: AuthUser,
    body: Bytes,
) -> LmsResult<Json<Html>> {
    let language = team(&state, &user).await?;
    let body: PreviewBody = parse(&body)?;
    let text = check_description(&body.text).map_err(refused(language))?;
    Ok(Json(Html {
        html: to_html(&text),
    }))
}
