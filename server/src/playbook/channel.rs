//! `/playbook/alerts/settings`: the channel a person chose for their alerts besides the portal
//! (core's `AlertChannel`: `app`, the portal only and everyone's until they choose; `sms`; `email`).
//! Everyone who can have playbook alerts (the entrepreneurs and the advisors) reads and sets their
//! own; SMS needs a phone on the account and e-mail an address, refused otherwise in the caller's
//! language.

use axum::body::Bytes;
use axum::extract::State;
use axum::Json;
use portal_core::playbook::channel::check_channel;
use portal_core::playbook::messages::in_language;
use portal_core::roles::Role;

use super::access::ENTREPRENEURS;
use super::error::{PlaybookError, PlaybookResult};
use super::model::AlertSettings;
use super::store::settings;
use crate::auth::AuthUser;
use crate::error::{AppError, ErrorBody};
use crate::state::AppState;

/// Everyone who can have playbook alerts.
const WITH_ALERTS: [Role; 4] = [
    ENTREPRENEURS[0],
    ENTREPRENEURS[1],
    ENTREPRENEURS[2],
    Role::Advisor,
];

#[utoipa::path(
    get,
    path = "/playbook/alerts/settings",
    tag = "playbook",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The caller's channel: `app` (the portal only; anyone who has not chosen), `sms` or `email`", body = AlertSettings),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not an entrepreneur or an advisor", body = ErrorBody),
    )
)]
pub async fn read_settings(
    State(state): State<AppState>,
    user: AuthUser,
) -> PlaybookResult<Json<AlertSettings>> {
    user.require(&WITH_ALERTS)?;
    let channel = settings::channel_of(&state.pool, &user.user_id).await?;
    Ok(Json(AlertSettings {
        channel: channel.name().to_owned(),
    }))
}

#[utoipa::path(
    put,
    path = "/playbook/alerts/settings",
    tag = "playbook",
    security(("bearer" = [])),
    request_body = AlertSettings,
    responses(
        (status = 200, description = "Saved: the caller's channel now", body = AlertSettings),
        (status = 400, description = "`{error: true, msg}` in the caller's language: 'Choose how to get alerts: in the portal, by SMS or by e-mail', 'Add a phone number to your account to get alerts by SMS', 'Add an e-mail address to your account to get alerts by e-mail'", body = super::model::Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not an entrepreneur or an advisor", body = ErrorBody),
    )
)]
pub async fn save_settings(
    State(state): State<AppState>,
    user: AuthUser,
    body: Bytes,
) -> PlaybookResult<Json<AlertSettings>> {
    user.require(&WITH_ALERTS)?;
    let person = crate::users::store::find_by_id(&state.pool, &user.user_id)
        .await?
        .ok_or_else(AppError::sign_in)?;
    let wanted: AlertSettings = serde_json::from_slice(&body).unwrap_or_default();
    let has_phone = person
        .phone_number
        .as_deref()
        .is_some_and(|p| !p.trim().is_empty());
    let has_email = !person.email.trim().is_empty();
    let channel = check_channel(&wanted.channel, has_phone, has_email)
        .map_err(|message| PlaybookError::bad(in_language(message, person.language)))?;
    let mut tx = state.begin().await?;
    settings::set_channel(&mut tx, &user.user_id, channel, state.now()).await?;
    tx.commit().await?;
    Ok(Json(AlertSettings {
        channel: channel.name().to_owned(),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use portal_core::playbook::channel::CHANNEL_UNKNOWN;

    #[test]
    fn an_unreadable_choice_is_no_channel() {
        let wanted: AlertSettings = serde_json::from_slice(b"{").unwrap_or_default();
        assert_eq!(
            check_channel(&wanted.channel, true, true),
            Err(CHANNEL_UNKNOWN)
        );
    }
}
