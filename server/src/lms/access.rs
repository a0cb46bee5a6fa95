//! Who reads and writes what in the learning area (docs/lms.md): a trainee only their own trainee
//! id and cohort, a mentor only the cohorts they mentor, the coach and the super admin every
//! cohort; any other role 403. A client or applicant who is no trainee may only ask whether they
//! are one. What is not the caller's answers exactly like what is not there.

use portal_core::roles::Role;

use super::error::{LmsError, LmsResult};
use super::store::course::{self, Owner, Piece};
use super::store::people::{self, Trainee};
use crate::auth::AuthUser;
use crate::state::AppState;

/// The roles that may be trainees.
pub const TRAINEE_ROLES: [Role; 2] = [Role::Client, Role::Applicant];
/// Who writes the course and sees every cohort.
pub const TEAM: [Role; 2] = [Role::Coach, Role::Super];
/// Everyone with a use for the learning area.
pub const USERS: [Role; 5] = [
    Role::Client,
    Role::Applicant,
    Role::Mentor,
    Role::Coach,
    Role::Super,
];
/// Those who grade and read a cohort's work.
pub const MENTORS: [Role; 3] = [Role::Mentor, Role::Coach, Role::Super];

/// The caller as the learning area sees them.
#[derive(Debug, Clone)]
pub enum Caller {
    Trainee(Trainee),
    /// A mentor: their user id.
    Mentor(String),
    Team,
}

impl Caller {
    pub fn trainee(&self) -> Option<&Trainee> {
        match self {
            Caller::Trainee(trainee) => Some(trainee),
            _ => None,
        }
    }
}

/// The caller; 403 for a role with no learning, 404 for a client or applicant who is no trainee.
pub async fn caller(state: &AppState, user: &AuthUser) -> LmsResult<Caller> {
    user.require(&USERS)?;
    if TRAINEE_ROLES.contains(&user.role) {
        return people::trainee_of_user(&state.pool, &user.user_id)
            .await?
            .map(Caller::Trainee)
            .ok_or_else(LmsError::not_found);
    }
    Ok(match user.role {
        Role::Mentor => Caller::Mentor(user.user_id.clone()),
        _ => Caller::Team,
    })
}

/// The caller when a trainee (404 otherwise, as for a client who is none; 403 for other roles).
pub async fn trainee_caller(state: &AppState, user: &AuthUser) -> LmsResult<Trainee> {
    user.require(&TRAINEE_ROLES)?;
    match caller(state, user).await? {
        Caller::Trainee(trainee) => Ok(trainee),
        _ => Err(LmsError::not_found()),
    }
}

/// Whether the caller may read the cohort.
pub async fn may_read_cohort(state: &AppState, who: &Caller, cohort_id: &str) -> LmsResult<bool> {
    Ok(match who {
        Caller::Trainee(trainee) => trainee.cohort_id == cohort_id,
        Caller::Mentor(mentor) => people::mentors_cohort(&state.pool, mentor, cohort_id).await?,
        Caller::Team => people::cohort_exists(&state.pool, cohort_id).await?,
    })
}

/// The cohort, when the caller may read it; 404 otherwise.
pub async fn cohort(state: &AppState, who: &Caller, cohort_id: &str) -> LmsResult<()> {
    match may_read_cohort(state, who, cohort_id.trim()).await? {
        true => Ok(()),
        false => Err(LmsError::not_found()),
    }
}

/// A trainee the caller may read: their own, one of their cohorts', any for the team.
pub async fn trainee(state: &AppState, who: &Caller, trainee_id: &str) -> LmsResult<Trainee> {
    let found = people::find_trainee(&state.pool, trainee_id.trim())
        .await?
        .ok_or_else(LmsError::not_found)?;
    let allowed = match who {
        Caller::Trainee(me) => me.id == found.id,
        _ => may_read_cohort(state, who, &found.cohort_id).await?,
    };
    match allowed {
        true => Ok(found),
        false => Err(LmsError::not_found()),
    }
}

/// The trainee a read is about: the caller when a trainee (a `trainee_id` sent must be theirs),
/// else the one named, if any.
pub async fn subject(
    state: &AppState,
    who: &Caller,
    trainee_id: Option<&str>,
) -> LmsResult<Option<Trainee>> {
    let named = trainee_id.map(str::trim).filter(|id| !id.is_empty());
    match (who, named) {
        (Caller::Trainee(me), None) => Ok(Some(me.clone())),
        (_, Some(id)) => Ok(Some(trainee(state, who, id).await?)),
        (_, None) => Ok(None),
    }
}

/// The class and cohort of a piece of the course the caller may read; 404 otherwise.
pub async fn piece(state: &AppState, who: &Caller, kind: Piece, id: &str) -> LmsResult<Owner> {
    let owner = course::owner_of(&state.pool, kind, id.trim())
        .await?
        .ok_or_else(LmsError::not_found)?;
    cohort(state, who, &owner.cohort_id).await?;
    Ok(owner)
}
