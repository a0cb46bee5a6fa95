//! The fund flow (spec 000 sections 4, 5 and 7): proposal → fund → 'Loan Amount & Additional
//! Details', resumed from the saved stage; the amount is checked and the figures recomputed by core
//! from the fund's own terms, then the application is submitted.

use std::collections::BTreeMap;

use axum::extract::{Path, Query, State};
use axum::Json;
use portal_core::loans::application::{
    amount_step, AmountForm, AmountLimits, AMOUNT_AND_PERIOD_REQUIRED, SELECT_FUND, SELECT_PROPOSAL,
};
use portal_core::loans::fund::is_offered_to;
use portal_core::loans::lifecycle::LoanAction;
use portal_core::loans::quote::{LoanQuote, LoanTerms};
use portal_core::profile::DETAILS_UPDATED;
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::{AuthUser, ClientIp};
use crate::error::{ApiJson, AppError, AppResult, ErrorBody};
use crate::funds::store as funds;
use crate::ids::new_id;
use crate::loans::apply::proposal::PURPOSE_PROPOSAL;
use crate::loans::apply::resume::{
    draft_of, other_open, reload, statuses, ApplyError, ApplyResult, ResumeBody,
};
use crate::loans::lifecycle::installments::InstallmentRow;
use crate::loans::lifecycle::transition;
use crate::loans::model::{loan_view, text, LoanResponse, LoanView};
use crate::loans::store::{self, DraftChange, Figures, Loan, NewLoan};
use crate::media::store as files;
use crate::numbers::{minor, to_hundredths, to_quarters, Text};
use crate::profile::access::require_owner;
use crate::state::AppState;
use crate::users::store as users;
use portal_core::loans::decisions::LOAN_CHANGED;
use portal_core::loans::fund_flow::{
    differs, fund_flow_path, is_first_time, FIGURES_MISMATCH, FUND_STAGE_AMOUNT, FUND_STAGE_FUND,
    FUND_STAGE_PROPOSAL,
};

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

fn respond(loan: &Loan) -> Json<LoanResponse> {
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

/// The loan-add payload; numbers may come as numbers or text.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct AmountBody {
    /// The amount lent (after the contribution) or the amount asked.
    #[schema(value_type = Option<f64>)]
    pub amount: Option<Text>,
    #[schema(value_type = Option<f64>)]
    pub years: Option<Text>,
    #[schema(value_type = Option<i64>)]
    pub full_periods: Option<Text>,
    #[schema(value_type = Option<f64>)]
    pub installment: Option<Text>,
    #[schema(value_type = Option<f64>)]
    pub overflow_amount: Option<Text>,
    #[schema(value_type = Option<f64>)]
    pub payable_interest: Option<Text>,
    #[serde(rename = "totalToPay")]
    #[schema(value_type = Option<f64>)]
    pub total_to_pay: Option<Text>,
    #[serde(rename = "noOfInstallments")]
    #[schema(value_type = Option<i64>)]
    pub no_of_installments: Option<Text>,
    #[schema(value_type = Option<f64>)]
    pub interest_rate: Option<Text>,
    #[schema(value_type = Option<f64>)]
    pub contribution: Option<Text>,
    /// The amount asked, digits only.
    #[schema(value_type = Option<f64>)]
    pub amount_b4_contrib: Option<Text>,
    #[schema(value_type = Option<String>)]
    pub name1: Option<Text>,
    #[schema(value_type = Option<String>)]
    pub name2: Option<Text>,
    #[schema(value_type = Option<String>)]
    pub idno: Option<Text>,
}

/// The figures the client sent that differ from core's (a figure left out is not compared).
fn mismatches(body: &AmountBody, q: &LoanQuote, rate: Decimal) -> Vec<&'static str> {
    let differs = |sent: &Option<Text>, allowed: &[Decimal]| {
        differs(sent.as_ref().map(Text::as_str), allowed)
    };
    let whole = |n: u32| Decimal::from(n);
    [
        (
            "amount",
            differs(&body.amount, &[q.principal, q.amount_b4_contrib]),
        ),
        (
            "full_periods",
            differs(&body.full_periods, &[whole(q.full_periods)]),
        ),
        ("installment", differs(&body.installment, &[q.installment])),
        (
            "overflow_amount",
            differs(&body.overflow_amount, &[q.overflow_amount]),
        ),
        (
            "payable_interest",
            differs(&body.payable_interest, &[q.payable_interest]),
        ),
        ("totalToPay", differs(&body.total_to_pay, &[q.total_to_pay])),
        (
            "noOfInstallments",
            differs(&body.no_of_installments, &[whole(q.no_of_installments)]),
        ),
        ("interest_rate", differs(&body.interest_rate, &[rate])),
    ]
    .into_iter()
    .filter_map(|(field, wrong)| wrong.then_some(field))
    .collect()
}

fn fields_error(message: String, fields: BTreeMap<String, String>) -> ApplyError {
    AppError::Fields { message, fields }.into()
}

/// Checks the amount screen with core, recomputes the figures from the fund's terms, refuses figures
/// that differ, and submits the application (draft → pending).
#[utoipa::path(
    post,
    path = "/client/loan/amount/{user_id}",
    tag = "loans",
    security(("bearer" = [])),
    params(("user_id" = String, Path, description = "The client's own id")),
    request_body = AmountBody,
    responses(
        (status = 200, description = "Details updated: the submitted application", body = LoanResponse),
        (status = 400, description = "The amount screen's first problem in `error`, every one in `fields`; or figures that differ from the fund's terms", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the client themself", body = ErrorBody),
        (status = 409, description = "Another request is open", body = ResumeBody),
    )
)]
pub async fn submit_amount(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(user_id): Path<String>,
    ApiJson(body): ApiJson<AmountBody>,
) -> ApplyResult<Json<LoanResponse>> {
    require_owner(&user, &user_id)?;
    let now = state.now();
    let mut tx = state.begin().await?;
    store::lock_client(&mut *tx, &user_id).await?;
    let loans = store::of_user(&mut *tx, &user_id).await?;
    let draft = draft_of(&loans, FLOW_FUND)
        .filter(|d| d.proposal_file_id.is_some())
        .ok_or_else(|| AppError::bad_request(SELECT_PROPOSAL))?;
    let fund = match draft.loan_fund_id.as_deref() {
        Some(id) => funds::find(&state.pool, id).await?,
        None => None,
    }
    .filter(|f| f.active)
    .ok_or_else(|| AppError::bad_request(SELECT_FUND))?;
    if let Some(open) = other_open(&loans, Some(&draft.id)) {
        return Err(ApplyError::resume(open));
    }

    let asked = if body
        .amount_b4_contrib
        .as_ref()
        .is_some_and(|t| !t.is_empty())
    {
        text(&body.amount_b4_contrib)
    } else {
        text(&body.amount)
    };
    let form = AmountForm {
        amount: asked,
        years: text(&body.years),
        name1: text(&body.name1),
        name2: text(&body.name2),
        idno: text(&body.idno),
        contribution: text(&body.contribution),
    };
    let limits = AmountLimits {
        max_loan: fund.max_loan(),
        max_years: fund.max_years(),
        currency: fund.currency,
        rate: fund.rate(),
        interval_days: fund.interval_days(),
        first_time: is_first_time(&statuses(&loans)),
    };
    let step = amount_step(&form, &limits);
    let Some(valid) = step.valid else {
        let errors = step.errors;
        return Err(fields_error(
            errors
                .first()
                .unwrap_or(AMOUNT_AND_PERIOD_REQUIRED)
                .to_owned(),
            errors
                .all()
                .into_iter()
                .filter_map(|(f, m)| m.map(|m| (f.to_owned(), m.to_owned())))
                .collect(),
        ));
    };
    let (terms, q) = (valid.quoted.terms, valid.quoted.quote);
    let rate = terms.interest_rate;
    let wrong = mismatches(&body, &q, rate);
    if !wrong.is_empty() {
        let fields = wrong
            .into_iter()
            .map(|f| (f.to_owned(), FIGURES_MISMATCH.to_owned()))
            .collect();
        return Err(fields_error(FIGURES_MISMATCH.to_owned(), fields));
    }

    let figures = figures_of(&q, &terms, fund.repayment_interval_days)?;
    let names = (
        valid.name1.as_str(),
        valid.name2.as_str(),
        valid.idno.as_str(),
    );
    if !store::set_figures(&mut *tx, &draft.id, &figures, names, now).await? {
        return Err(AppError::Conflict(LOAN_CHANGED.to_owned()).into());
    }
    let change = DraftChange {
        loan_id: &draft.id,
        from_stage: &draft.stage,
        to_stage: FUND_STAGE_AMOUNT,
        proposal_file_id: draft.proposal_file_id.as_deref(),
        loan_fund_id: Some(&fund.id),
        currency: fund.currency.code(),
        details: &draft.details,
        now,
    };
    if !store::change_draft(&mut *tx, &change).await? {
        return Err(AppError::Conflict(LOAN_CHANGED.to_owned()).into());
    }
    let ready = store::find(&mut *tx, &draft.id)
        .await?
        .ok_or_else(|| AppError::internal("the draft vanished"))?;
    transition::apply(
        &mut tx,
        &ready,
        LoanAction::Submit,
        &user,
        "",
        ip.as_deref(),
        now,
    )
    .await?;
    tx.commit().await?;
    Ok(respond(&reload(&state, &draft.id).await?))
}

/// The quote's figures in storage units.
pub fn figures_of(q: &LoanQuote, terms: &LoanTerms, interval_days: i64) -> AppResult<Figures> {
    let bad = |what: &str| AppError::internal(format!("a quote's {what} does not fit"));
    Ok(Figures {
        amount_minor: minor(q.amount_b4_contrib)?,
        contribution_hundredths: to_hundredths(terms.contribution)
            .ok_or_else(|| bad("contribution"))?,
        principal_minor: minor(q.principal)?,
        interest_rate_hundredths: to_hundredths(terms.interest_rate).ok_or_else(|| bad("rate"))?,
        payable_interest_minor: minor(q.payable_interest)?,
        total_minor: minor(q.total_to_pay)?,
        installment_minor: minor(q.installment)?,
        full_periods: i64::from(q.full_periods),
        overflow_minor: minor(q.overflow_amount)?,
        no_of_installments: i64::from(q.no_of_installments),
        years_quarters: to_quarters(terms.years).ok_or_else(|| bad("period"))?,
        interval_days,
    })
}
