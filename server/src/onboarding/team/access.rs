//! Who works on cohorts and reviews: the acceleration team.

use portal_core::roles::Role;

use crate::auth::AuthUser;
use crate::error::AppResult;

pub const TEAM: [Role; 2] = [Role::Coach, Role::Super];

pub fn require_team(user: &AuthUser) -> AppResult<()> {
    user.require(&TEAM)
}
