//! Who fills surveys in (the entrepreneurs, each only as themself) and who runs them (the
//! acceleration team, whose reads of the answers go through the staff visibility table).

use axum::http::StatusCode;
use portal_core::roles::Role;
use portal_core::survey::codes::SurveyCode;

use super::model::{SurveyError, SurveyResult};
use crate::auth::AuthUser;
use crate::error::{AppError, AppResult};
use crate::staff::visibility::{Group, Sight};

/// The roles with a survey base path (spec 001 section 6).
pub const FILLERS: [Role; 3] = [Role::Client, Role::Applicant, Role::Digiprime];

/// Authoring, windows, responses and exports.
pub const TEAM: [Role; 2] = [Role::Coach, Role::Super];

/// A team member who may read the people's survey answers.
pub fn require_team(user: &AuthUser) -> AppResult<()> {
    user.require(&TEAM)?;
    match Sight::of_auth(user) {
        Some(sight) if sight.sees(Group::Survey) => Ok(()),
        _ => Err(AppError::no_access()),
    }
}

/// An entrepreneur acting as themself: another's id answers as an id that names nobody would
/// (403 either way, as the onboarding's calls).
pub fn require_self(user: &AuthUser, user_id: &str) -> AppResult<()> {
    user.require(&FILLERS)?;
    if user.user_id == user_id.trim() {
        Ok(())
    } else {
        Err(AppError::no_access())
    }
}

/// The survey a path names by code or name; 404 'Error Occured Unmapped survey' otherwise.
pub fn survey_code(text: &str) -> SurveyResult<SurveyCode> {
    SurveyCode::parse(text).map_err(|message| SurveyError::refused(StatusCode::NOT_FOUND, message))
}
