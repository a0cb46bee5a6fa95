//! The entrepreneur's and the staff's calls (spec 002 section 7.3): `GET /business/read?id=`,
//! `GET|POST /businessCategory/read`, `POST /business/create` and `/business/update`.

use axum::body::Bytes;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::Json;
use portal_core::invest::messages::{
    in_language, CATEGORY_NOT_FOUND, CATEGORY_UNKNOWN, CHOOSE_A_BUSINESS, PROFILE_CREATED,
    PROFILE_EXISTS, PROFILE_FOUND, PROFILE_NOT_FOUND, PROFILE_UPDATED,
};
use portal_core::invest::{check, may_read_any, may_write, Profile, ProfileForm};
use serde_json::Value;

use super::access::{self, caller, may_read, must_be_own, not_found, own_business};
use super::error::{InvestError, InvestResult};
use super::model::*;
use super::store::Picture;
use super::{pictures, store, views};
use crate::audit::{self, Event, INVEST_PROFILE_CREATED, INVEST_PROFILE_UPDATED};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{AppError, ErrorBody};
use crate::media::save;
use crate::state::AppState;
use crate::users::model::User;

/// A business's profile: a client's own (the id left out, or their business's), any for the
/// coach, the super admin and the admin. Another's business, a business without a profile and an
/// id that names nothing all answer the same empty list.
#[utoipa::path(
    get,
    path = "/business/read",
    tag = "invest",
    security(("bearer" = [])),
    params(ReadQuery),
    responses(
        (status = 200, description = "`business`: the profile, or none with 'Profile not found' (none yet, not there, or not the caller's)", body = ReadAnswer),
        (status = 400, description = "'Choose a business': staff sent no id", body = Refusal),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role that keeps no profile and reads none", body = ErrorBody),
    )
)]
pub async fn read_profile(
    State(state): State<AppState>,
    auth: AuthUser,
    Query(query): Query<ReadQuery>,
) -> InvestResult<Json<ReadAnswer>> {
    let user = caller(&state, &auth, may_read).await?;
    let language = user.language;
    let wanted = query.id.as_deref().map(str::trim).unwrap_or("");
    let business_id = if may_read_any(user.role) {
        if wanted.is_empty() {
            return Err(InvestError::bad(language, CHOOSE_A_BUSINESS));
        }
        Some(wanted.to_owned())
    } else {
        let own = own_business(&state, &user).await?;
        (wanted.is_empty() || wanted == own.id).then_some(own.id)
    };
    let found = match business_id {
        Some(id) => store::find(&state.pool, &id).await?,
        None => None,
    };
    let message = if found.is_some() {
        PROFILE_FOUND
    } else {
        PROFILE_NOT_FOUND
    };
    Ok(Json(ReadAnswer {
        error: false,
        message: in_language(message, language).to_owned(),
        business: found
            .into_iter()
            .map(|s| views::profile(s, language))
            .collect(),
    }))
}

/// Every business category, in the list's order.
#[utoipa::path(
    get,
    path = "/businessCategory/read",
    tag = "invest",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "`data`: the categories (id, name in the reader's language, nameEn, nameSw)", body = CategoriesAnswer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role that keeps no profile and reads none", body = ErrorBody),
        (status = 404, description = "'Business Categories not found': the list is empty", body = Refusal),
    )
)]
pub async fn categories(
    State(state): State<AppState>,
    auth: AuthUser,
) -> InvestResult<Json<CategoriesAnswer>> {
    let user = caller(&state, &auth, may_read).await?;
    let all = store::categories(&state.pool).await?;
    if all.is_empty() {
        return Err(InvestError::refused(
            StatusCode::NOT_FOUND,
            user.language,
            portal_core::invest::messages::CATEGORIES_NOT_FOUND,
        ));
    }
    Ok(Json(CategoriesAnswer {
        error: false,
        data: all
            .into_iter()
            .map(|c| views::category(c, user.language))
            .collect(),
    }))
}

/// One category's name by its id.
#[utoipa::path(
    post,
    path = "/businessCategory/read",
    tag = "invest",
    security(("bearer" = [])),
    request_body = CategoryRequest,
    responses(
        (status = 200, description = "`data`: the category", body = CategoryAnswer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role that keeps no profile and reads none", body = ErrorBody),
        (status = 404, description = "'Business Category not found' (also for an id that is no number)", body = Refusal),
    )
)]
pub async fn category(
    State(state): State<AppState>,
    auth: AuthUser,
    bytes: Bytes,
) -> InvestResult<Json<CategoryAnswer>> {
    let user = caller(&state, &auth, may_read).await?;
    let body = access::object(&bytes, &user)?;
    let id = match body.get("id") {
        Some(Value::Number(n)) => n.as_i64(),
        Some(Value::String(text)) => text.trim().parse().ok(),
        _ => None,
    };
    let found = match id {
        Some(id) => store::category(&state.pool, id).await?,
        None => None,
    };
    let found = found.ok_or_else(|| {
        InvestError::refused(StatusCode::NOT_FOUND, user.language, CATEGORY_NOT_FOUND)
    })?;
    Ok(Json(CategoryAnswer {
        error: false,
        data: views::category(found, user.language),
    }))
}

/// The checked profile of a form, its category one of the list's.
async fn checked(state: &AppState, form: &ProfileForm, user: &User) -> InvestResult<Profile> {
    let profile = check(form).map_err(|problems| InvestError::fields(user.language, &problems))?;
    if store::category(&state.pool, profile.category)
        .await?
        .is_none()
    {
        return Err(InvestError::field(
            user.language,
            "businessCategory",
            CATEGORY_UNKNOWN,
        ));
    }
    Ok(profile)
}

/// The profile as saved, for the answer.
async fn saved(
    state: &AppState,
    business_id: &str,
    user: &User,
    message: &str,
) -> InvestResult<Json<SavedAnswer>> {
    let stored = store::find(&state.pool, business_id)
        .await?
        .ok_or_else(|| AppError::internal(format!("profile {business_id} vanished")))?;
    Ok(Json(SavedAnswer {
        error: false,
        message: in_language(message, user.language).to_owned(),
        data: views::profile(stored, user.language),
    }))
}

/// Creates the caller's profile (spec 002 section 7.3's body; the defaults enabled 1,
/// readyForGrowth 0, showPerformance 0). The client's business is made if it has none yet.
#[utoipa::path(
    post,
    path = "/business/create",
    tag = "invest",
    security(("bearer" = [])),
    request_body = ProfileBody,
    responses(
        (status = 200, description = "'Profile created successfully' with the profile", body = SavedAnswer),
        (status = 400, description = "The checks of spec 002 section 5.3 and core's limits, with `fields`; an image or logo that is not the caller's finished upload of its kind; a body that cannot be read", body = Refusal),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a client", body = ErrorBody),
        (status = 404, description = "'Profile not found': an `id` that is not the caller's business", body = Refusal),
        (status = 409, description = "'You have an invest profile already: edit it instead'", body = Refusal),
        (status = 413, description = "The pictures would pass the account's upload quota", body = Refusal),
    )
)]
pub async fn create(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    auth: AuthUser,
    bytes: Bytes,
) -> InvestResult<Json<SavedAnswer>> {
    let user = caller(&state, &auth, may_write).await?;
    let body = access::object(&bytes, &user)?;
    let business = own_business(&state, &user).await?;
    must_be_own(&body, &business, &user)?;
    let exists = || InvestError::refused(StatusCode::CONFLICT, user.language, PROFILE_EXISTS);
    if store::find(&state.pool, &business.id).await?.is_some() {
        return Err(exists());
    }
    let profile = checked(
        &state,
        &ProfileForm::read(&body, &ProfileForm::default()),
        &user,
    )
    .await?;
    let now = state.now();
    let mut tx = state.begin().await?;
    // Two creates at once: the second adds nothing and is told so.
    if !store::insert(&mut tx, &business.id, &profile, &user.id, now).await? {
        return Err(exists());
    }
    let quota = state.config.upload_quota_bytes;
    let current = [Picture::default(), Picture::default()];
    let applied = pictures::apply(
        &mut tx,
        quota,
        &user.id,
        &business.id,
        current,
        &body,
        user.language,
        now,
    )
    .await?;
    audit::record(
        &mut *tx,
        now,
        Event {
            user_id: Some(&user.id),
            kind: INVEST_PROFILE_CREATED,
            detail: &business.id,
            ip: ip.as_deref(),
        },
    )
    .await?;
    tx.commit().await?;
    save::forget(&state, &applied.replaced.iter().collect::<Vec<_>>()).await;
    saved(&state, &business.id, &user, PROFILE_CREATED).await
}

/// Changes the caller's profile: the fields sent (the whole form, as the phone sends it, or
/// some); the others keep their values. Another's business answers like a missing profile.
#[utoipa::path(
    post,
    path = "/business/update",
    tag = "invest",
    security(("bearer" = [])),
    request_body = ProfileBody,
    responses(
        (status = 200, description = "'Profile updated successfully' with the profile", body = SavedAnswer),
        (status = 400, description = "The checks of spec 002 section 5.3 and core's limits, with `fields`; an image or logo that is not the caller's finished upload of its kind; a body that cannot be read", body = Refusal),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a client", body = ErrorBody),
        (status = 404, description = "'Profile not found': none yet, or an `id` that is not the caller's business", body = Refusal),
        (status = 413, description = "The pictures would pass the account's upload quota", body = Refusal),
    )
)]
pub async fn update(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    auth: AuthUser,
    bytes: Bytes,
) -> InvestResult<Json<SavedAnswer>> {
    let user = caller(&state, &auth, may_write).await?;
    let body = access::object(&bytes, &user)?;
    let business = own_business(&state, &user).await?;
    must_be_own(&body, &business, &user)?;
    let stored = store::find(&state.pool, &business.id)
        .await?
        .ok_or_else(|| not_found(&user))?;
    let base = ProfileForm::from(&stored.profile);
    let profile = checked(&state, &ProfileForm::read(&body, &base), &user).await?;
    let now = state.now();
    let mut tx = state.begin().await?;
    if !store::update(&mut tx, &business.id, &profile, &user.id, now).await? {
        return Err(not_found(&user));
    }
    // The pictures as they are now, read in the change's transaction.
    let current = store::find(&mut *tx, &business.id)
        .await?
        .ok_or_else(|| not_found(&user))?;
    let quota = state.config.upload_quota_bytes;
    let applied = pictures::apply(
        &mut tx,
        quota,
        &user.id,
        &business.id,
        current.pictures(),
        &body,
        user.language,
        now,
    )
    .await?;
    audit::record(
        &mut *tx,
        now,
        Event {
            user_id: Some(&user.id),
            kind: INVEST_PROFILE_UPDATED,
            detail: &business.id,
            ip: ip.as_deref(),
        },
    )
    .await?;
    tx.commit().await?;
    save::forget(&state, &applied.replaced.iter().collect::<Vec<_>>()).await;
    saved(&state, &business.id, &user, PROFILE_UPDATED).await
}
