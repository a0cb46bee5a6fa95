//! Inviting (staff), listing invitations, and the two public steps of accepting one.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::accounts::DUPLICATE_EMAIL;
use portal_core::forms::{check_email, REQUIRED};
use portal_core::invite::{split_full_name, validate_invite, InviteForm};
use portal_core::phones::international;
use portal_core::places::Country;
use portal_core::roles::Role;
use portal_core::signup::may_create;

use super::model::{
    CreateInvitationRequest, Invitation, InvitationResponse, InvitationView, InvitationsResponse,
    InviteAnswer, InviteCheckRequest, InviteOnboardRequest, InviteRefusal,
};
use super::store;
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp, CREATORS};
use crate::error::{ApiJson, AppError, AppResult, ErrorBody};
use crate::ids::new_id;
use crate::otp::{self, CodeTo, Purpose};
use crate::outbox::model::Channel;
use crate::outbox::{store as outbox, texts};
use crate::rate_limit::model::ONBOARDING;
use crate::rate_limit::Attempt;
use crate::state::AppState;
use crate::users::create::{insert_account, refuse_duplicates};
use crate::users::model::{normalise_email, NewUser};
use crate::users::store as users;
use portal_core::invite::{
    INVITATION_FOUND, INVITATION_NOT_FOUND, INVITATION_TTL_SECONDS, INVITED_ACCOUNT_CREATED,
    INVITED_PATH, VERIFY_OTP_PATH,
};
use portal_core::limits::TOO_MANY_ONBOARDING_TRIES;

fn no_invitation() -> Response {
    let body = InviteRefusal {
        status: false,
        error: INVITATION_NOT_FOUND.to_owned(),
    };
    (StatusCode::NOT_FOUND, Json(body)).into_response()
}

/// Invites an e-mail to make an account with `role`, and e-mails the link. Super admins and sales
/// agents invite the roles they may create.
#[utoipa::path(
    post,
    path = "/invitations",
    tag = "invitations",
    security(("bearer" = [])),
    request_body = CreateInvitationRequest,
    responses(
        (status = 201, description = "Invited; the e-mail with the link is queued", body = InvitationResponse),
        (status = 400, description = "The e-mail or role is missing or wrong", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "The caller may not create this role", body = ErrorBody),
        (status = 409, description = "The e-mail already has an account", body = ErrorBody),
    )
)]
pub async fn create(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    ApiJson(body): ApiJson<CreateInvitationRequest>,
) -> AppResult<(StatusCode, Json<InvitationResponse>)> {
    user.require(&CREATORS)?;
    if let Some(message) = check_email(&body.email) {
        return Err(AppError::bad_request(message));
    }
    let role = Role::parse(body.role.trim()).ok_or_else(|| AppError::bad_request(REQUIRED))?;
    if !may_create(user.role, role) {
        return Err(AppError::no_access());
    }
    let email = normalise_email(&body.email);
    if users::find_by_email(&state.pool, &email).await?.is_some() {
        return Err(AppError::Conflict(DUPLICATE_EMAIL.to_owned()));
    }
    let inviter = users::find_by_id(&state.pool, &user.user_id)
        .await?
        .ok_or_else(AppError::sign_in)?;
    let now = state.now();
    let invitation = Invitation {
        id: new_id(now),
        email,
        role,
        first_name: body
            .first_name
            .map(|name| name.trim().to_owned())
            .filter(|name| !name.is_empty()),
        invited_by: Some(user.user_id.clone()),
        status: "open".to_owned(),
        created_at: now,
        expires_at: now.saturating_add(INVITATION_TTL_SECONDS),
    };
    let message = texts::invitation(
        &state.config,
        &texts::InvitationText {
            invitation_id: &invitation.id,
            email: &invitation.email,
            first_name: invitation.first_name.as_deref(),
            role,
            inviter: format!("{} {}", inviter.first_name, inviter.last_name).trim(),
            valid_days: INVITATION_TTL_SECONDS / (24 * 3600),
        },
    );
    let mut tx = state.begin().await?;
    store::insert(&mut tx, &invitation).await?;
    outbox::enqueue(&mut tx, &message, now).await?;
    let detail = format!("{} {} {}", invitation.id, role.as_str(), invitation.email);
    let event = Event {
        user_id: Some(&user.user_id),
        kind: audit::INVITATION_CREATED,
        detail: &detail,
        ip: ip.as_deref(),
    };
    audit::record(&mut *tx, now, event).await?;
    tx.commit().await?;
    state.wake_outbox();
    Ok((
        StatusCode::CREATED,
        Json(InvitationResponse {
            data: InvitationView::of(&invitation, now),
        }),
    ))
}

/// Invitations, newest first: a super admin sees every one, a sales agent its own.
#[utoipa::path(
    get,
    path = "/invitations",
    tag = "invitations",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Invitations, newest first", body = InvitationsResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "The caller may not invite", body = ErrorBody),
    )
)]
pub async fn list(
    State(state): State<AppState>,
    user: AuthUser,
) -> AppResult<Json<InvitationsResponse>> {
    user.require(&CREATORS)?;
    let inviter = (user.role != Role::Super).then_some(user.user_id.as_str());
    let now = state.now();
    let invitations = store::list(&state.pool, inviter).await?;
    Ok(Json(InvitationsResponse {
        data: invitations
            .iter()
            .map(|invitation| InvitationView::of(invitation, now))
            .collect(),
    }))
}

/// Step A of `/invited`: is there an open invitation for this e-mail?
#[utoipa::path(
    post,
    path = "/client/invite",
    tag = "invitations",
    request_body = InviteCheckRequest,
    responses(
        (status = 200, description = "An open invitation exists; fill in the details", body = InviteAnswer),
        (status = 400, description = "The e-mail is missing or not an e-mail address", body = ErrorBody),
        (status = 404, description = "No open invitation for this e-mail", body = InviteRefusal),
    )
)]
pub async fn check(
    State(state): State<AppState>,
    ApiJson(body): ApiJson<InviteCheckRequest>,
) -> AppResult<Response> {
    if let Some(message) = check_email(&body.email) {
        return Err(AppError::bad_request(message));
    }
    let email = normalise_email(&body.email);
    if store::find_open(&state.pool, &email, state.now())
        .await?
        .is_none()
    {
        return Ok(no_invitation());
    }
    Ok(Json(InviteAnswer {
        status: true,
        message: INVITATION_FOUND.to_owned(),
        path: INVITED_PATH.to_owned(),
    })
    .into_response())
}

/// Step B of `/invited`: creates the unverified account with the invitation's role and e-mails a code.
/// Tries are limited per address and per e-mail, as each hashes a password.
#[utoipa::path(
    post,
    path = "/client/invite_onboard",
    tag = "invitations",
    request_body = InviteOnboardRequest,
    responses(
        (status = 201, description = "Account created; verify it with the e-mailed code", body = InviteAnswer),
        (status = 400, description = "A field is missing or wrong (the first problem)", body = ErrorBody),
        (status = 404, description = "No open invitation for this e-mail", body = InviteRefusal),
        (status = 409, description = "The e-mail or phone already has an account", body = ErrorBody),
        (status = 429, description = "Too many tries from this address or for this e-mail", body = ErrorBody),
    )
)]
pub async fn onboard(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<InviteOnboardRequest>,
) -> AppResult<Response> {
    let form = InviteForm {
        email: &body.email,
        name: &body.name,
        gender: &body.gender,
        country: &body.country,
        phone_no: &body.phone_no,
        password: &body.password,
        confirm_password: &body.confirm_password,
    };
    if let Some(message) = validate_invite(&form).first() {
        return Err(AppError::bad_request(message));
    }
    let email = normalise_email(&body.email);
    let attempt =
        Attempt::count(&state.pool, &ONBOARDING, &email, ip.as_deref(), state.now()).await?;
    if !attempt.allowed {
        return Err(AppError::Status {
            status: StatusCode::TOO_MANY_REQUESTS,
            message: TOO_MANY_ONBOARDING_TRIES.to_owned(),
        });
    }
    let Some(invitation) = store::find_open(&state.pool, &email, state.now()).await? else {
        return Ok(no_invitation());
    };
    // validate_invite accepted both, so both are known here.
    let country = Country::parse(&body.country).ok_or_else(|| AppError::bad_request(REQUIRED))?;
    let phone = international(&body.phone_no, country)
        .ok_or_else(|| AppError::bad_request(portal_core::forms::INVALID_PHONE))?;
    refuse_duplicates(&state.pool, &email, Some(&phone)).await?;

    let (first_name, last_name) = split_full_name(&body.name);
    let new_user = NewUser {
        first_name,
        last_name,
        email,
        phone_number: Some(phone),
        role: invitation.role,
        password_hash: state.hasher.hash(body.password).await?,
        // Enrolling someone in the acceleration onboarding is a staff decision that arrives with the
        // onboarding screens; until then a new account goes straight to profile setup.
        use_new_onboarding: false,
        onboarding_complete: false,
        mpesa_phone: None,
        active: true,
        verified: false,
        gender: Some(body.gender.trim().to_owned()),
        country: Some(country.iso_code().to_owned()),
        referral: None,
    };
    let now = state.now();
    let mut tx = state.begin().await?;
    let user_id = insert_account(&mut tx, &state.pool, &new_user, now).await?;
    if !store::accept(&mut tx, &invitation.id, &user_id, now).await? {
        tx.rollback().await?;
        return Ok(no_invitation());
    }
    if let Some(inviter) = invitation
        .invited_by
        .as_deref()
        .filter(|_| !invitation.role.is_staff())
    {
        users::set_registered_by(&mut *tx, &user_id, inviter).await?;
    }
    let to = CodeTo {
        user_id: &user_id,
        first_name: &new_user.first_name,
        channel: Channel::Email,
        recipient: &new_user.email,
        language: portal_core::language::Language::default_for_country(new_user.country.as_deref()),
    };
    otp::send_code(&mut tx, &state.config, Purpose::Verify, &to, now).await?;
    let detail = format!("{} {}", invitation.id, invitation.role.as_str());
    let event = Event {
        user_id: Some(&user_id),
        kind: audit::INVITATION_ACCEPTED,
        detail: &detail,
        ip: ip.as_deref(),
    };
    audit::record(&mut *tx, now, event).await?;
    tx.commit().await?;
    state.wake_outbox();
    let answer = InviteAnswer {
        status: true,
        message: INVITED_ACCOUNT_CREATED.to_owned(),
        path: VERIFY_OTP_PATH.to_owned(),
    };
    Ok((StatusCode::CREATED, Json(answer)).into_response())
}
