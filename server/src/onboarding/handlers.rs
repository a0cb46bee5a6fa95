//! `GET /onboarding/forms/{form}`: a form to sign, made out to the signed-in entrepreneur.

use axum::extract::{Path, Query, State};
use axum::response::Response;
use portal_core::language::{Language, UNKNOWN_LANGUAGE};
use portal_core::onboarding_forms::{file_name, form_pdf, Form, Signer};
use portal_core::roles::Role;

use super::forms::download::pdf_download;
use super::model::FormQuery;
use crate::auth::AuthUser;
use crate::error::{AppError, AppResult, ErrorBody, NOT_FOUND};
use crate::state::AppState;
use crate::users::store as users;

/// One of the three forms of the welcome page (code of conduct, photography consent, agreement
/// letter) as a PDF with the caller's name, contacts and today's date, in English or Swahili.
#[utoipa::path(
    get,
    path = "/onboarding/forms/{form}",
    tag = "onboarding",
    security(("bearer" = [])),
    params(
        ("form" = String, Path, description = "code-of-conduct, photography-consent or agreement-letter"),
        FormQuery,
    ),
    responses(
        (status = 200, description = "The form, to download", content_type = "application/pdf"),
        (status = 400, description = "A language other than en or sw", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a client or an applicant", body = ErrorBody),
        (status = 404, description = "No such form", body = ErrorBody),
    )
)]
pub async fn form_to_sign(
    State(state): State<AppState>,
    user: AuthUser,
    Path(slug): Path<String>,
    Query(query): Query<FormQuery>,
) -> AppResult<Response> {
    user.require(&[Role::Client, Role::Applicant])?;
    let form = Form::parse(&slug).ok_or_else(|| AppError::NotFound(NOT_FOUND.to_owned()))?;
    let person = users::find_by_id(&state.pool, &user.user_id)
        .await?
        .ok_or_else(AppError::sign_in)?;
    let language = match query.lang.as_deref() {
        Some(code) => {
            Language::parse(code).ok_or_else(|| AppError::bad_request(UNKNOWN_LANGUAGE))?
        }
        None => person.language,
    };
    let name = [person.first_name.trim(), person.last_name.trim()]
        .into_iter()
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    let signer = Signer {
        name: &name,
        email: Some(person.email.as_str()),
        phone: person
            .phone_number
            .as_deref()
            .or(person.mpesa_phone.as_deref()),
    };
    let lender = &state.config.product_name;
    let bytes = form_pdf(form, &signer, language, lender, state.now());
    pdf_download(bytes, &file_name(form, language, &name))
}
