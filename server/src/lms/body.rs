//! What the learning writes send: JSON read into the call's shape (a body that cannot be read is a
//! sentence, never serde's), or, for the topic review, the spec's form.

use axum::body::Bytes;
use serde::de::DeserializeOwned;

use super::error::{LmsError, LmsResult};
use portal_core::lms::checks::check_submission_id;

pub const UNREADABLE: &str = "The request could not be read";

pub fn parse<T: DeserializeOwned>(bytes: &Bytes) -> LmsResult<T> {
    serde_json::from_slice(bytes).map_err(|_| LmsError::bad(UNREADABLE))
}

/// The phone's id for what it queued (24 lowercase hex), checked by core.
pub fn submission(id: &str) -> LmsResult<String> {
    let id = id.trim();
    check_submission_id(id).map_err(|p| LmsError::bad(p.message))?;
    Ok(id.to_owned())
}

/// A trainee id or cohort id sent in a body must be the caller's own: another's answers as not there.
pub fn must_be(sent: &str, own: &str) -> LmsResult<()> {
    match sent.trim() {
        "" => Ok(()),
        id if id == own => Ok(()),
        _ => Err(LmsError::not_found()),
    }
}
