//! The hub set-up of a first attempt (spec 001 section 4.1: "Saving the location starts a setup"):
//! the hub saved, the person's DigiKua business made if they have none, the activation step done.
//! The old system took minutes; this is a few writes, answered at once.

use portal_core::onboarding::hubs::{check_hub, Hub};

use super::load::{load, Loaded};
use crate::audit::{self, Event};
use crate::bookkeeping::business;
use crate::error::{AppError, AppResult};
use crate::onboarding::store::enrolments;
use crate::state::AppState;
use crate::users::model::User;

/// Runs the set-up once; a second call (two taps, two tabs) changes nothing.
pub async fn set_up(state: &AppState, user: &User, hub: Hub, ip: Option<&str>) -> AppResult<()> {
    let now = state.now();
    // Their books' business first: the set-up is done only once everything it makes exists.
    business::ensure_for(&state.pool, user, now).await?;
    let mut tx = state.begin().await?;
    if enrolments::set_up(&mut *tx, &user.id, hub.name(), now).await? {
        let event = Event {
            user_id: Some(&user.id),
            kind: audit::ONBOARDING_SET_UP,
            detail: hub.name(),
            ip,
        };
        audit::record(&mut *tx, now, event).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// The person's onboarding, after the set-up when `location` names a hub on a first attempt (a bad
/// hub is refused with the spec's message before anything is read); None when they are not on the
/// new onboarding.
pub async fn load_after_set_up(
    state: &AppState,
    user_id: &str,
    location: Option<&str>,
    ip: Option<&str>,
) -> AppResult<Option<Loaded>> {
    let hub = match location {
        Some(text) => Some(check_hub(text).map_err(AppError::bad_request)?),
        None => None,
    };
    let Some(loaded) = load(state, user_id).await? else {
        return Ok(None);
    };
    match hub {
        Some(hub) if !loaded.activated() => {
            set_up(state, &loaded.user, hub, ip).await?;
            load(state, user_id).await
        }
        _ => Ok(Some(loaded)),
    }
}
