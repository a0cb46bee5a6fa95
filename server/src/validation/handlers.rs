//! The validation's calls (spec 002 section 7.4).

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::validation::institutions::may_list;
use portal_core::validation::messages::{in_language, INSTITUTIONS_FOUND, INSTITUTIONS_NOT_FOUND};

use super::model::{InstitutionsAnswer, Refusal};
use super::store;
use crate::auth::AuthUser;
use crate::error::{AppError, ErrorBody};
use crate::state::AppState;
use crate::users::store as users;

/// The financial institutions a statement may come from (the body, `{}`, is not read), in the
/// caller's language.
#[utoipa::path(
    post,
    path = "/validation/institutions",
    tag = "validation",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "`data`: every institution (id, name), `count` of them, 'Financial institutions found'", body = InstitutionsAnswer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role that starts and reviews no validation", body = ErrorBody),
        (status = 404, description = "'Could not get financial institutions': the list is empty", body = Refusal),
    )
)]
pub async fn institutions(
    State(state): State<AppState>,
    auth: AuthUser,
) -> Result<Response, AppError> {
    if !may_list(auth.role) {
        return Err(AppError::no_access());
    }
    let user = users::find_by_id(&state.pool, &auth.user_id)
        .await?
        .ok_or_else(AppError::sign_in)?;
    let data = store::institutions(&state.pool).await?;
    if data.is_empty() {
        let message = in_language(INSTITUTIONS_NOT_FOUND, user.language).to_owned();
        return Ok((
            StatusCode::NOT_FOUND,
            Json(Refusal {
                error: true,
                message,
                needs_password: None,
            }),
        )
            .into_response());
    }
    Ok(Json(InstitutionsAnswer {
        error: false,
        message: in_language(INSTITUTIONS_FOUND, user.language).to_owned(),
        count: data.len(),
        data,
    })
    .into_response())
}
