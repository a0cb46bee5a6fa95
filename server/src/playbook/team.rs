//! The acceleration team (coach, super admin): the entrepreneurs and advisors to pair, pairing
//! them, and assigning playbooks to a pair or taking them back. One transaction each with its
//! audit row.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use portal_core::playbook::route::PLAYBOOK_NOT_FOUND;
use portal_core::roles::Role;

use super::access::{pair_not_found, ENTREPRENEURS, TEAM};
use super::error::{PlaybookError, PlaybookResult};
use super::model::{Answer, AssignBody, PairBody, PairSaved, PeopleResponse, PersonView};
use super::store::content;
use super::store::pairs::{self, Person};
use super::views::pair_view;
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{ApiJson, ErrorBody};
use crate::ids::new_id;
use crate::state::AppState;
use crate::users::store as users;

pub const PAIRED: &str = "Paired";
pub const ALREADY_PAIRED: &str = "These two are paired already";
pub const NOT_AN_ENTREPRENEUR: &str = "Choose an entrepreneur (client, applicant or digiprime)";
pub const NOT_AN_ADVISOR: &str = "Choose an advisor";
pub const ASSIGNED: &str = "Playbook assigned";
pub const ALREADY_ASSIGNED: &str = "This playbook is assigned to the pair already";
pub const UNASSIGNED: &str = "Playbook taken back";
pub const NOT_ASSIGNED: &str = "This playbook is not assigned to the pair";

fn view(person: Person) -> PersonView {
    PersonView {
        user_id: person.id,
        name: person.name,
        email: person.email,
        role: person.role,
    }
}

#[utoipa::path(
    get,
    path = "/playbook/people",
    tag = "playbook",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The active entrepreneurs (client, applicant, digiprime) and advisors, by name", body = PeopleResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
    )
)]
pub async fn people(
    State(state): State<AppState>,
    user: AuthUser,
) -> PlaybookResult<Json<PeopleResponse>> {
    user.require(&TEAM)?;
    let entrepreneurs = pairs::people(&state.pool, &["client", "applicant", "digiprime"]).await?;
    let advisors = pairs::people(&state.pool, &[Role::Advisor.as_str()]).await?;
    Ok(Json(PeopleResponse {
        entrepreneurs: entrepreneurs.into_iter().map(view).collect(),
        advisors: advisors.into_iter().map(view).collect(),
    }))
}

#[utoipa::path(
    post,
    path = "/playbook/pairs",
    tag = "playbook",
    security(("bearer" = [])),
    request_body = PairBody,
    responses(
        (status = 200, description = "Paired (the pair, with no playbooks yet)", body = PairSaved),
        (status = 400, description = "Not an entrepreneur, not an advisor", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 409, description = "'These two are paired already'", body = Answer),
    )
)]
pub async fn make_pair(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    ApiJson(body): ApiJson<PairBody>,
) -> PlaybookResult<Json<PairSaved>> {
    user.require(&TEAM)?;
    let entrepreneur = users::find_by_id(&state.pool, body.entrepreneur_id.trim()).await?;
    if !entrepreneur
        .as_ref()
        .is_some_and(|u| u.active && ENTREPRENEURS.contains(&u.role))
    {
        return Err(PlaybookError::bad(NOT_AN_ENTREPRENEUR));
    }
    let advisor = users::find_by_id(&state.pool, body.advisor_id.trim()).await?;
    if !advisor
        .as_ref()
        .is_some_and(|u| u.active && u.role == Role::Advisor)
    {
        return Err(PlaybookError::bad(NOT_AN_ADVISOR));
    }
    let (entrepreneur, advisor) = (body.entrepreneur_id.trim(), body.advisor_id.trim());
    let now = state.now();
    let id = new_id(now);
    let mut tx = state.begin().await?;
    if !pairs::insert(&mut tx, &id, entrepreneur, advisor, &user.user_id, now).await? {
        return Err(PlaybookError::refused(StatusCode::CONFLICT, ALREADY_PAIRED));
    }
    let detail = [id.as_str(), " ", entrepreneur, " ", advisor].concat();
    let event = Event {
        user_id: Some(&user.user_id),
        kind: audit::PLAYBOOK_PAIRED,
        detail: &detail,
        ip: ip.as_deref(),
    };
    audit::record(&mut *tx, now, event).await?;
    tx.commit().await?;
    let pair = pairs::find(&state.pool, &id)
        .await?
        .ok_or_else(pair_not_found)?;
    Ok(Json(PairSaved {
        error: false,
        msg: PAIRED.to_owned(),
        data: pair_view(&state, &pair).await?,
    }))
}

async fn change(
    state: &AppState,
    ip: Option<&str>,
    user: &AuthUser,
    pair_id: &str,
    playbook_id: &str,
    assign: bool,
) -> PlaybookResult<Json<PairSaved>> {
    user.require(&TEAM)?;
    let pair = pairs::find(&state.pool, pair_id.trim())
        .await?
        .ok_or_else(pair_not_found)?;
    let playbook_id = playbook_id.trim();
    if content::find_playbook(&state.pool, playbook_id)
        .await?
        .is_none()
    {
        return Err(PlaybookError::not_found(PLAYBOOK_NOT_FOUND));
    }
    let now = state.now();
    let mut tx = state.begin().await?;
    let (changed, kind, done, refused) = if assign {
        let id = new_id(now);
        let changed =
            pairs::assign(&mut tx, &id, &pair.id, playbook_id, &user.user_id, now).await?;
        (
            changed,
            audit::PLAYBOOK_ASSIGNED,
            ASSIGNED,
            ALREADY_ASSIGNED,
        )
    } else {
        let changed = pairs::unassign(&mut tx, &pair.id, playbook_id).await?;
        (
            changed,
            audit::PLAYBOOK_UNASSIGNED,
            UNASSIGNED,
            NOT_ASSIGNED,
        )
    };
    if !changed {
        return Err(PlaybookError::refused(StatusCode::CONFLICT, refused));
    }
    let detail = [pair.id.as_str(), " ", playbook_id].concat();
    let event = Event {
        user_id: Some(&user.user_id),
        kind,
        detail: &detail,
        ip,
    };
    audit::record(&mut *tx, now, event).await?;
    tx.commit().await?;
    Ok(Json(PairSaved {
        error: false,
        msg: done.to_owned(),
        data: pair_view(state, &pair).await?,
    }))
}

#[utoipa::path(
    post,
    path = "/playbook/pairs/{pairId}/playbooks",
    tag = "playbook",
    security(("bearer" = [])),
    params(("pairId" = String, Path, description = "The pair")),
    request_body = AssignBody,
    responses(
        (status = 200, description = "Assigned; the pair with its playbooks and progress", body = PairSaved),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "'Error Occured. Pair not found' or 'Selected Playbook detail not found. Select a playbook to proceed'", body = Answer),
        (status = 409, description = "Assigned already", body = Answer),
    )
)]
pub async fn assign(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(pair_id): Path<String>,
    ApiJson(body): ApiJson<AssignBody>,
) -> PlaybookResult<Json<PairSaved>> {
    change(
        &state,
        ip.as_deref(),
        &user,
        &pair_id,
        &body.playbook_id,
        true,
    )
    .await
}

#[utoipa::path(
    delete,
    path = "/playbook/pairs/{pairId}/playbooks/{playbookId}",
    tag = "playbook",
    security(("bearer" = [])),
    params(
        ("pairId" = String, Path, description = "The pair"),
        ("playbookId" = String, Path, description = "An assigned playbook"),
    ),
    responses(
        (status = 200, description = "Taken back (what the pair did in it is kept)", body = PairSaved),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "'Error Occured. Pair not found' or no such playbook", body = Answer),
        (status = 409, description = "Not assigned to the pair", body = Answer),
    )
)]
pub async fn unassign(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path((pair_id, playbook_id)): Path<(String, String)>,
) -> PlaybookResult<Json<PairSaved>> {
    change(&state, ip.as_deref(), &user, &pair_id, &playbook_id, false).await
}
