//! The fund flow's last step, 'Loan Amount & Additional Details' (spec 000 section 7): the amount is
//! checked and the figures recomputed by core from the fund's own terms, compared with what the
//! client was shown, then the application is submitted.

use std::collections::BTreeMap;

use axum::extract::{Path, State};
use axum::Json;
use portal_core::loans::application::{
    amount_step, AmountForm, AmountLimits, AMOUNT_AND_PERIOD_REQUIRED, SELECT_FUND, SELECT_PROPOSAL,
};
use portal_core::loans::lifecycle::LoanAction;
use portal_core::loans::quote::{LoanQuote, LoanTerms};
use rust_decimal::Decimal;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::auth::{AuthUser, ClientIp};
use crate::error::{ApiJson, AppError, AppResult, ErrorBody};
use crate::funds::store as funds;
use crate::loans::apply::resume::{
    draft_of, other_open, reload, statuses, ApplyError, ApplyResult, ResumeBody,
};
use crate::loans::lifecycle::transition;
use crate::loans::model::{text, LoanResponse};
use crate::loans::store::{self, DraftChange, Figures};
use crate::numbers::{minor, to_hundredths, to_quarters, Text};
use crate::profile::access::require_owner;
use crate::state::AppState;
use portal_core::loans::decisions::LOAN_CHANGED;
use portal_core::loans::fund_flow::{differs, is_first_time, FIGURES_MISMATCH, FUND_STAGE_AMOUNT};

use super::fund_flow::{respond, FLOW_FUND};

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
