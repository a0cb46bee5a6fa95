use axum::extract::State;
use axum::Json;
use portal_core::language::{Language, UNKNOWN_LANGUAGE};

use super::model::LanguageRequest;
use crate::auth::extract::AuthUser;
use crate::auth::model::MessageResponse;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::state::AppState;
use crate::users::store as users;

/// The language the portal writes this user's messages (codes, receipts, reminders) in; the app
/// sends it when the user switches language.
#[utoipa::path(
    put,
    path = "/user/language",
    tag = "auth",
    security(("bearer" = [])),
    request_body = LanguageRequest,
    responses(
        (status = 200, description = "Saved", body = MessageResponse),
        (status = 400, description = "Not en or sw", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
    )
)]
pub async fn set_language(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<LanguageRequest>,
) -> AppResult<Json<MessageResponse>> {
    let language =
        Language::parse(&body.language).ok_or_else(|| AppError::bad_request(UNKNOWN_LANGUAGE))?;
    users::set_language(&state.pool, &user.user_id, language, state.now()).await?;
    Ok(Json(MessageResponse {
        message: "Details updated".to_owned(),
    }))
}
