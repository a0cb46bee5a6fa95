//! `POST /api/business/readByEmailOrId` and `POST /api/user/readByIdOrPhoneOrEmail`.

use axum::extract::State;
use axum::Json;

use super::find;
use super::model::*;
use crate::auth::AuthUser;
use crate::body::JsonOrForm;
use crate::bookkeeping::access::Caller;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::numbers::Text;
use crate::state::AppState;

fn identifier(value: &Option<Text>) -> AppResult<String> {
    value
        .as_ref()
        .map(|text| text.as_str().to_owned())
        .filter(|text| !text.is_empty())
        .ok_or_else(|| AppError::bad_request(ENTER_AN_IDENTIFIER))
}

/// The business of an e-mail, a phone or an id (a business's or its owner's): the caller's own, or
/// anyone's for staff. None found, or another person's: the same empty list.
#[utoipa::path(
    post,
    path = "/business/readByEmailOrId",
    tag = "bookkeeping",
    security(("bearer" = [])),
    request_body(content(
        (ReadBusinessRequest = "application/json"),
        (ReadBusinessRequest = "application/x-www-form-urlencoded"),
    )),
    responses(
        (status = 200, description = "The business, or an empty list (none found, or not the caller's to see)", body = BusinessAnswer),
        (status = 400, description = "No e-mail, phone or id", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
    )
)]
pub async fn read_business(
    State(state): State<AppState>,
    auth: AuthUser,
    JsonOrForm(body): JsonOrForm<ReadBusinessRequest>,
) -> AppResult<Json<BusinessAnswer>> {
    let wanted = identifier(&body.read_by_email_or_id)?;
    let caller = Caller::of(&state, &auth).await?;
    let found = find::business(&state, &caller, &wanted).await?;
    let message = if found.is_some() {
        BUSINESS_FOUND
    } else {
        NO_BUSINESS_FOUND
    };
    Ok(Json(BusinessAnswer {
        message: message.to_owned(),
        business: found.into_iter().collect(),
    }))
}

/// A user by id, phone or e-mail (the `email` field holds any of them) with their business: the
/// caller themself, or anyone for staff. None found, or another person: the same empty list.
#[utoipa::path(
    post,
    path = "/user/readByIdOrPhoneOrEmail",
    tag = "bookkeeping",
    security(("bearer" = [])),
    request_body(content(
        (ReadUserRequest = "application/json"),
        (ReadUserRequest = "application/x-www-form-urlencoded"),
    )),
    responses(
        (status = 200, description = "The user, or an empty list (none found, or not the caller's to see)", body = UserAnswer),
        (status = 400, description = "No e-mail, phone or id", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
    )
)]
pub async fn read_user(
    State(state): State<AppState>,
    auth: AuthUser,
    JsonOrForm(body): JsonOrForm<ReadUserRequest>,
) -> AppResult<Json<UserAnswer>> {
    let wanted = identifier(&body.email)?;
    let caller = Caller::of(&state, &auth).await?;
    let Some(user) = find::visible_user(&state, &caller, &wanted).await? else {
        return Ok(Json(UserAnswer {
            message: NO_USER_FOUND.to_owned(),
            data: Vec::new(),
        }));
    };
    let business = find::business_of(&state, &caller, &user).await?;
    Ok(Json(UserAnswer {
        message: USER_FOUND.to_owned(),
        data: vec![FoundUser {
            id: user.id.clone(),
            name: user.first_name.clone(),
            first_name: user.first_name,
            last_name: user.last_name,
            email: user.email,
            businesses: business.iter().map(UserBusiness::from).collect(),
        }],
    }))
}
