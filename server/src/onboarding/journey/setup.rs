//! The hub set-up of a first attempt (spec 001 section 4.1: "Saving the location starts a setup"):
//! the hub saved, the person's DigiKua business made if they have none, the activation step done.
//! The old system took minutes; this is a few writes, answered at once.

use portal_core::onboarding::hubs::Hub;

use crate::audit::{self, Event};
use crate::bookkeeping::business;
use crate::error::AppResult;
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
