//! The fund flow (spec 000 sections 4, 5 and 7): proposal → fund → 'Loan Amount & Additional
//! Details' (`amount_step`), resumed from the saved stage.

use axum::extract::{Path, Query, State};
use axum::Json;
use portal_core::loans::application::{SELECT_FUND, SELECT_PROPOSAL};
use portal_core::loans::fund::is_offered_to;
use portal_core::profile::DETAILS_UPDATED;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::AuthUser;
use crate::error::{ApiJson, AppError, ErrorBody};
use crate::funds::store as funds;
use crate::ids::new_id;
use crate::loans::apply::proposal::PURPOSE_PROPOSAL;
use crate::loans::apply::resume::{
    draft_of, other_open, reload, ApplyError, ApplyResult, ResumeBody,
};
use crate::loans::lifecycle::installments::InstallmentRow;
use crate::loans::model::{loan_view, LoanResponse, LoanView};
use crate::loans::store::{self, DraftChange, Loan, NewLoan};
use crate::media::store as files;
use crate::profile::access::require_owner;
use crate::state::AppState;
use crate::users::store as users;
use portal_core::loans::decisions::LOAN_CHANGED;
use portal_core::loans::fund_flow::{fund_flow_path, FUND_STAGE_FUND, FUND_STAGE_PROPOSAL};

pub const FLOW_FUND: &str = "fund";

#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
pub struct StateQuery {
    /// 1 when the client starts applying: another open request is then answered 409.
    pub start: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FlowState {
    /// The fund flow screen to resume at (the proposal screen for a new application).
    pub path: String,
    pub loan_info: Option<LoanView>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct FlowStateResponse {
    pub data: FlowState,
}

fn view(loan: &Loan) -> LoanView {
    loan_view(loan, &[] as &[InstallmentRow])
}

/// Where the client's fund flow application stands.
#[utoipa::path(
    get,
    path = "/client/loan/get_state/{user_id}",
    tag = "loans",
    security(("bearer" = [])),
    params(("user_id" = String, Path, description = "The client's own id"), StateQuery),
    responses(
        (status = 200, description = "The screen to resume at and the unfinished application", body = FlowStateResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the client themself", body = ErrorBody),
        (status = 409, description = "Starting while another request is open", body = ResumeBody),
    )
)]
pub async fn get_state(
    State(state): State<AppState>,
    user: AuthUser,
    Path(user_id): Path<String>,
    Query(query): Query<StateQuery>,
) -> ApplyResult<Json<FlowStateResponse>> {
    require_owner(&user, &user_id)?;
    let loans = store::of_user(&state.pool, &user_id).await?;
    let draft = draft_of(&loans, FLOW_FUND);
    let starting = matches!(query.start.as_deref().map(str::trim), Some("1" | "true"));
    if starting {
        if let Some(open) = other_open(&loans, draft.map(|d| d.id.as_str())) {
            return Err(ApplyError::resume(open));
        }
    }
    Ok(Json(FlowStateResponse {
        data: FlowState {
            path: fund_flow_path(draft.map(|d| d.stage.as_str())).to_owned(),
            loan_info: draft.map(view),
        },
    }))
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct ProposalBody {
    /// The link (or id) `/media/proposal/{user_id}` answered.
    pub proposal_link: String,
}

pub(super) fn respond(loan: &Loan) -> Json<LoanResponse> {
    Json(LoanResponse {
        message: Some(DETAILS_UPDATED.to_owned()),
        data: view(loan),
    })
}

/// Saves the proposal on the client's application, starting one when there is none.
#[utoipa::path(
    post,
    path = "/client/loan/proposal/{user_id}",
    tag = "loans",
    security(("bearer" = [])),
    params(("user_id" = String, Path, description = "The client's own id")),
    request_body = ProposalBody,
    responses(
        (status = 200, description = "Details updated", body = LoanResponse),
        (status = 400, description = "Select your loan proposal to continue", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the client themself", body = ErrorBody),
        (status = 409, description = "Another request is open", body = ResumeBody),
    )
)]
pub async fn save_proposal(
    State(state): State<AppState>,
    user: AuthUser,
    Path(user_id): Path<String>,
    ApiJson(body): ApiJson<ProposalBody>,
) -> ApplyResult<Json<LoanResponse>> {
    require_owner(&user, &user_id)?;
    let file_id = body
        .proposal_link
        .trim()
        .rsplit('/')
        .next()
        .unwrap_or_default();
    let file = match file_id {
        "" => None,
        id => files::find(&state.pool, id).await?,
    }
    .filter(|f| f.owner_id == user_id && f.purpose == PURPOSE_PROPOSAL)
    .ok_or_else(|| AppError::bad_request(SELECT_PROPOSAL))?;

    let now = state.now();
    let mut tx = state.begin().await?;
    store::lock_client(&mut *tx, &user_id).await?;
    let loans = store::of_user(&mut *tx, &user_id).await?;
    let draft = draft_of(&loans, FLOW_FUND);
    if let Some(open) = other_open(&loans, draft.map(|d| d.id.as_str())) {
        return Err(ApplyError::resume(open));
    }
    let loan_id = match draft {
        Some(draft) => {
            let change = DraftChange {
                loan_id: &draft.id,
                from_stage: &draft.stage,
                to_stage: &draft.stage,
                proposal_file_id: Some(&file.id),
                loan_fund_id: draft.loan_fund_id.as_deref(),
                currency: &draft.currency,
                details: &draft.details,
                now,
            };
            if !store::change_draft(&mut *tx, &change).await? {
                return Err(AppError::Conflict(LOAN_CHANGED.to_owned()).into());
            }
            draft.id.clone()
        }
        None => {
            let id = new_id(now);
            let new = NewLoan {
                id: &id,
                user_id: &user_id,
                flow: FLOW_FUND,
                stage: FUND_STAGE_PROPOSAL,
                currency: "KES",
                proposal_file_id: Some(&file.id),
                details: "{}",
                now,
            };
            store::insert(&mut *tx, &new).await?;
            id
        }
    };
    tx.commit().await?;
    Ok(respond(&reload(&state, &loan_id).await?))
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct FundChoice {
    /// The fund chosen; its own terms are used, whatever else is sent.
    pub loan_fund_id: String,
}

/// Chooses the fund of the client's application.
#[utoipa::path(
    post,
    path = "/client/loan/fund/{user_id}",
    tag = "loans",
    security(("bearer" = [])),
    params(("user_id" = String, Path, description = "The client's own id")),
    request_body = FundChoice,
    responses(
        (status = 200, description = "Details updated", body = LoanResponse),
        (status = 400, description = "No such active fund, or no proposal yet", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the client themself", body = ErrorBody),
    )
)]
pub async fn choose_fund(
    State(state): State<AppState>,
    user: AuthUser,
    Path(user_id): Path<String>,
    ApiJson(body): ApiJson<FundChoice>,
) -> ApplyResult<Json<LoanResponse>> {
    require_owner(&user, &user_id)?;
    let fund = match body.loan_fund_id.trim() {
        "" => None,
        id => funds::find(&state.pool, id).await?,
    }
    .filter(|f| f.active)
    .ok_or_else(|| AppError::bad_request(SELECT_FUND))?;
    let country = users::find_by_id(&state.pool, &user_id)
        .await?
        .and_then(|u| u.country);
    if !is_offered_to(fund.currency, country.as_deref()) {
        return Err(AppError::bad_request(SELECT_FUND).into());
    }
    let now = state.now();
    let mut tx = state.begin().await?;
    store::lock_client(&mut *tx, &user_id).await?;
    let loans = store::of_user(&mut *tx, &user_id).await?;
    let draft = draft_of(&loans, FLOW_FUND)
        .filter(|d| d.proposal_file_id.is_some())
        .ok_or_else(|| AppError::bad_request(SELECT_PROPOSAL))?;
    let change = DraftChange {
        loan_id: &draft.id,
        from_stage: &draft.stage,
        to_stage: FUND_STAGE_FUND,
        proposal_file_id: draft.proposal_file_id.as_deref(),
        loan_fund_id: Some(&fund.id),
        currency: fund.currency.code(),
        details: &draft.details,
        now,
    };
    if !store::change_draft(&mut *tx, &change).await? {
        return Err(AppError::Conflict(LOAN_CHANGED.to_owned()).into());
    }
    tx.commit().await?;
    Ok(respond(&reload(&state, &draft.id).await?))
}
