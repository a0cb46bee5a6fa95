//! `POST /client/signup`: a staff member or sales agent creates an account for someone else.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portal_core::accounts::SELF_REGISTRATION_DISABLED;
use portal_core::forms::{INVALID_PHONE, REQUIRED};
use portal_core::phones::country_of;
use portal_core::places::Country;
use portal_core::roles::Role;
use portal_core::signup::{may_create, signup_phone, validate_signup, SignupForm};

use super::model::{CreatedAccount, SignupRequest, SignupResponse};
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{ApiJson, AppError, AppResult, ErrorBody};
use crate::outbox::{store as outbox, texts};
use crate::state::AppState;
use crate::users::create::{insert_account, refuse_duplicates};
use crate::users::model::{normalise_email, NewUser};
use crate::users::store as users;
use portal_core::signup::ACCOUNT_CREATED;

/// Creates an unverified account (it verifies by code at its first sign-in) and e-mails a welcome.
/// Without a token self-registration is refused; the caller's role must be allowed to create `role`.
#[utoipa::path(
    post,
    path = "/client/signup",
    tag = "accounts",
    security(("bearer" = [])),
    request_body = SignupRequest,
    responses(
        (status = 201, description = "Account created", body = SignupResponse),
        (status = 400, description = "A field is missing or wrong (the first problem)", body = ErrorBody),
        (status = 401, description = "The token sent is not valid", body = ErrorBody),
        (status = 403, description = "Self-registration is disabled, or the caller may not create this role", body = ErrorBody),
        (status = 409, description = "The e-mail or phone already has an account", body = ErrorBody),
    )
)]
pub async fn signup(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    creator: Option<AuthUser>,
    ApiJson(body): ApiJson<SignupRequest>,
) -> AppResult<(StatusCode, Json<SignupResponse>)> {
    let Some(creator) = creator else {
        return Err(AppError::Forbidden(SELF_REGISTRATION_DISABLED.to_owned()));
    };
    let role = match body.role.as_deref().map(str::trim) {
        None | Some("") => Role::Client,
        Some(text) => Role::parse(text).ok_or_else(|| AppError::bad_request(REQUIRED))?,
    };
    if !may_create(creator.role, role) {
        return Err(AppError::no_access());
    }
    let form = SignupForm {
        first_name: &body.first_name,
        last_name: &body.last_name,
        email: &body.email,
        mobile_number: &body.mobile_number,
        password: &body.password,
        confirm_password: &body.confirm_password,
        referral_choice: &body.referral_choice,
        country: body.country.as_deref().unwrap_or(Country::Kenya.name()),
    };
    if let Some(message) = validate_signup(&form, role).first() {
        return Err(AppError::bad_request(message));
    }
    let phone = signup_phone(&form).ok_or_else(|| AppError::bad_request(INVALID_PHONE))?;
    let email = normalise_email(&body.email);
    refuse_duplicates(&state.pool, &email, Some(&phone)).await?;

    let referral = body.referral_choice.trim();
    let new_user = NewUser {
        first_name: body.first_name.trim().to_owned(),
        last_name: body.last_name.trim().to_owned(),
        email,
        country: country_of(&phone).map(|c| c.iso_code().to_owned()),
        phone_number: Some(phone),
        role,
        password_hash: state.hasher.hash(body.password).await?,
        // Enrolling someone in the acceleration onboarding is a staff decision that arrives with the
        // onboarding screens; until then a new account goes straight to profile setup.
        use_new_onboarding: false,
        onboarding_complete: false,
        mpesa_phone: None,
        active: true,
        verified: false,
        gender: None,
        referral: (!referral.is_empty()).then(|| referral.to_owned()),
    };
    let now = state.now();
    let mut tx = state.begin().await?;
    let user_id = insert_account(&mut tx, &state.pool, &new_user, now).await?;
    if !role.is_staff() {
        users::set_registered_by(&mut *tx, &user_id, &creator.user_id).await?;
    }
    let welcome = texts::welcome(
        &state.config,
        &texts::WelcomeText {
            user_id: &user_id,
            first_name: &new_user.first_name,
            email: &new_user.email,
            role,
            language: portal_core::language::Language::default_for_country(
                new_user.country.as_deref(),
            ),
        },
    );
    outbox::enqueue(&mut tx, &welcome, now).await?;
    let kind = if role.is_staff() {
        audit::STAFF_CREATED
    } else {
        audit::ACCOUNT_CREATED
    };
    let detail = format!("{user_id} {}", role.as_str());
    let event = Event {
        user_id: Some(&creator.user_id),
        kind,
        detail: &detail,
        ip: ip.as_deref(),
    };
    audit::record(&mut *tx, now, event).await?;
    tx.commit().await?;
    state.wake_outbox();

    let created = users::find_by_id(&state.pool, &user_id)
        .await?
        .ok_or_else(|| AppError::internal("the new account could not be read back"))?;
    Ok((
        StatusCode::CREATED,
        Json(SignupResponse {
            message: ACCOUNT_CREATED.to_owned(),
            data: CreatedAccount::from(&created),
        }),
    ))
}
