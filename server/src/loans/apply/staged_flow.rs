//! The staged flow (spec 000 sections 2, 4 and 5): calculator → contact info → employer info → bank
//! info, each step saved on the loan and moving its stage on; the bank step submits it. An
//! unfinished request is answered 'complete your previuos loan request' with its id and stage.

use std::collections::BTreeMap;

use axum::extract::{Path, State};
use axum::Json;
use portal_core::calculator::{evaluate, read_months, CalculatorInput};
use portal_core::loans::application::{validate_step, ApplicationStage, ApplicationStep};
use portal_core::loans::interest::{interest_rate, FundRate};
use portal_core::loans::lifecycle::{LoanAction, LoanStatus};
use portal_core::loans::quote::{payments_per_year, quote, LoanTerms};
use portal_core::money::Currency;
use rust_decimal::Decimal;
use serde::Deserialize;
use serde_json::{Map, Value};
use utoipa::ToSchema;

use crate::auth::{AuthUser, ClientIp};
use crate::error::{ApiJson, AppError, ErrorBody};
use crate::ids::new_id;
use crate::loans::access::not_found;
use crate::loans::apply::amount_step::figures_of;
use crate::loans::apply::resume::{other_open, reload, ApplyError, ApplyResult, ResumeBody};
use crate::loans::lifecycle::installments::InstallmentRow;
use crate::loans::lifecycle::transition;
use crate::loans::model::{loan_view, text, LoanResponse};
use crate::loans::store::{self, DraftChange, Loan, NewLoan};
use crate::numbers::Text;
use crate::profile::access::require_owner;
use crate::state::AppState;
use portal_core::loans::decisions::LOAN_CHANGED;
use portal_core::loans::fund_flow::STAGED_INTERVAL_DAYS;

pub const FLOW_STAGED: &str = "staged";

/// The calculator page's fields (spelt as the spec spells them).
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct ApplyBody {
    #[schema(value_type = Option<f64>)]
    pub proposed_amount: Option<Text>,
    /// Months: 6, 12, 24, 36, 48 or 60.
    #[schema(value_type = Option<i64>)]
    pub proposed_duration: Option<Text>,
    #[schema(value_type = Option<f64>)]
    pub monthly_income: Option<Text>,
    /// The loan purpose; only Capital Expenses proceeds.
    #[schema(value_type = Option<String>)]
    pub employment_status: Option<Text>,
    /// The estimate the calculator showed.
    #[serde(rename = "proposedMonthyRepayment")]
    #[schema(value_type = Option<f64>)]
    pub proposed_monthy_repayment: Option<Text>,
}

fn fields_error(problems: Vec<(&str, &str)>) -> AppError {
    AppError::Fields {
        message: problems.first().map_or("", |(_, m)| *m).to_owned(),
        fields: problems
            .iter()
            .map(|(f, m)| ((*f).to_owned(), (*m).to_owned()))
            .collect::<BTreeMap<_, _>>(),
    }
}

fn respond(loan: &Loan) -> Json<LoanResponse> {
    Json(LoanResponse {
        message: None,
        data: loan_view(loan, &[] as &[InstallmentRow]),
    })
}

/// Starts a staged application from the calculator (core's calculator rules); its stage is
/// `calculated`.
#[utoipa::path(
    post,
    path = "/client/loan/apply/{userId}",
    tag = "loans",
    security(("bearer" = [])),
    params(("userId" = String, Path, description = "The client's own id")),
    request_body = ApplyBody,
    responses(
        (status = 200, description = "The new application", body = LoanResponse),
        (status = 400, description = "The calculator's first problem in `error`, every one in `fields`", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the client themself", body = ErrorBody),
        (status = 409, description = "An unfinished or open request: its id and stage", body = ResumeBody),
    )
)]
pub async fn apply(
    State(state): State<AppState>,
    user: AuthUser,
    Path(user_id): Path<String>,
    ApiJson(body): ApiJson<ApplyBody>,
) -> ApplyResult<Json<LoanResponse>> {
    require_owner(&user, &user_id)?;
    let months = read_months(text(&body.proposed_duration));
    let input = CalculatorInput {
        proposed_amount: text(&body.proposed_amount),
        proposed_duration_months: months,
        monthly_income: text(&body.monthly_income),
        employment_status: text(&body.employment_status),
    };
    let now = state.now();
    let mut tx = state.begin().await?;
    store::lock_client(&mut *tx, &user_id).await?;
    let loans = store::of_user(&mut *tx, &user_id).await?;
    if let Some(open) = other_open(&loans, None) {
        return Err(ApplyError::resume(open));
    }
    let outcome = evaluate(&input);
    let problems: Vec<(&str, &str)> = [
        ("proposedAmount", outcome.amount_error),
        ("proposedDuration", outcome.duration_error),
        ("monthlyIncome", outcome.income_error),
        ("employmentStatus", outcome.purpose_error),
        ("proposedMonthyRepayment", outcome.eligibility_error),
    ]
    .into_iter()
    .filter_map(|(f, m)| m.map(|m| (f, m)))
    .collect();
    let (Some(proposed), Some(income)) = (outcome.amount, outcome.monthly_income) else {
        return Err(fields_error(problems).into());
    };
    if !problems.is_empty() || !outcome.can_continue() {
        return Err(fields_error(problems).into());
    }
    let amount = Decimal::from(proposed);
    let terms = LoanTerms {
        amount,
        contribution: Decimal::ZERO,
        years: Decimal::from(months) / Decimal::from(12),
        payments_per_year: payments_per_year(STAGED_INTERVAL_DAYS)
            .ok_or_else(|| AppError::internal("no interval"))?,
        interest_rate: interest_rate(FundRate::Banded, amount, Currency::Kes),
    };
    let q = quote(&terms).map_err(AppError::bad_request)?;
    let figures = figures_of(&q, &terms, i64::from(STAGED_INTERVAL_DAYS))?;
    let mut details = Map::new();
    details.insert(
        "calculator".to_owned(),
        serde_json::json!({
            "proposedAmount": proposed,
            "proposedDuration": months,
            "monthlyIncome": income,
            "employmentStatus": input.employment_status,
            "proposedMonthyRepayment": outcome.estimate,
        }),
    );
    let details = Value::Object(details).to_string();
    let id = new_id(now);
    let new = NewLoan {
        id: &id,
        user_id: &user_id,
        flow: FLOW_STAGED,
        stage: ApplicationStage::Calculated.as_str(),
        currency: Currency::Kes.code(),
        proposal_file_id: None,
        details: &details,
        now,
    };
    store::insert(&mut *tx, &new).await?;
    store::set_figures(&mut *tx, &id, &figures, ("", "", ""), now).await?;
    tx.commit().await?;
    Ok(respond(&reload(&state, &id).await?))
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct AddressBody {
    pub street: Option<Text>,
    pub city: Option<Text>,
    pub state: Option<Text>,
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct WorkBody {
    pub business_name: Option<Text>,
    pub business_type: Option<Text>,
    pub business_address: Option<Text>,
    #[schema(value_type = Option<i64>)]
    pub years_in_business: Option<Text>,
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct BankBody {
    pub bank_name: Option<Text>,
    pub account_number: Option<Text>,
    pub account_name: Option<Text>,
    /// 1 to 31.
    #[schema(value_type = Option<i64>)]
    pub pay_day: Option<Text>,
}

/// Saves one step: core's checks of its fields, the loan at the step's starting stage, the answers
/// kept under the step's name, and the stage moved on. The bank step submits the application.
#[allow(clippy::too_many_arguments)]
async fn save_step(
    state: &AppState,
    user: &AuthUser,
    ip: Option<&str>,
    loan_id: &str,
    step: ApplicationStep,
    key: &str,
    values: &[&str],
) -> ApplyResult<Json<LoanResponse>> {
    let loan = store::find(&state.pool, loan_id)
        .await?
        .filter(|l| l.user_id == user.user_id && l.flow == FLOW_STAGED)
        .ok_or_else(not_found)?;
    let problems = validate_step(step, values);
    if !problems.is_empty() {
        return Err(fields_error(problems).into());
    }
    let (from, to) = ApplicationStage::after(step);
    if loan.status != LoanStatus::Draft || loan.stage != from.as_str() {
        return Err(ApplyError::resume(&loan));
    }
    let mut details: Map<String, Value> = serde_json::from_str(&loan.details).unwrap_or_default();
    let answers: Map<String, Value> = portal_core::loans::application::step_fields(step)
        .iter()
        .zip(values)
        .map(|(field, value)| ((*field).to_owned(), Value::String(value.trim().to_owned())))
        .collect();
    details.insert(key.to_owned(), Value::Object(answers));
    let details = Value::Object(details).to_string();
    let now = state.now();
    let mut tx = state.begin().await?;
    let change = DraftChange {
        loan_id: &loan.id,
        from_stage: from.as_str(),
        to_stage: to.as_str(),
        proposal_file_id: loan.proposal_file_id.as_deref(),
        loan_fund_id: loan.loan_fund_id.as_deref(),
        currency: &loan.currency,
        details: &details,
        now,
    };
    if !store::change_draft(&mut *tx, &change).await? {
        return Err(AppError::Conflict(LOAN_CHANGED.to_owned()).into());
    }
    if to == ApplicationStage::BankAdded {
        let ready = store::find(&mut *tx, &loan.id)
            .await?
            .ok_or_else(|| AppError::internal("the draft vanished"))?;
        transition::apply(&mut tx, &ready, LoanAction::Submit, user, "", ip, now).await?;
    }
    tx.commit().await?;
    Ok(respond(&reload(state, &loan.id).await?))
}

/// The contact-info step: calculated → address_added.
#[utoipa::path(
    post,
    path = "/client/loan/address/{loanId}",
    tag = "loans",
    security(("bearer" = [])),
    params(("loanId" = String, Path, description = "The client's staged application")),
    request_body = AddressBody,
    responses(
        (status = 200, description = "Saved; the stage moved on", body = LoanResponse),
        (status = 400, description = "A field's problem", body = ErrorBody),
        (status = 404, description = "Not the client's staged application", body = ErrorBody),
        (status = 409, description = "The application is at another stage", body = ResumeBody),
    )
)]
pub async fn address(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(loan_id): Path<String>,
    ApiJson(body): ApiJson<AddressBody>,
) -> ApplyResult<Json<LoanResponse>> {
    let values = [text(&body.street), text(&body.city), text(&body.state)];
    let step = ApplicationStep::Address;
    save_step(
        &state,
        &user,
        ip.as_deref(),
        &loan_id,
        step,
        "address",
        &values,
    )
    .await
}

/// The employer-info step: address_added → employer_added.
#[utoipa::path(
    post,
    path = "/client/loan/work/{loanId}",
    tag = "loans",
    security(("bearer" = [])),
    params(("loanId" = String, Path, description = "The client's staged application")),
    request_body = WorkBody,
    responses(
        (status = 200, description = "Saved; the stage moved on", body = LoanResponse),
        (status = 400, description = "A field's problem", body = ErrorBody),
        (status = 404, description = "Not the client's staged application", body = ErrorBody),
        (status = 409, description = "The application is at another stage", body = ResumeBody),
    )
)]
pub async fn work(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(loan_id): Path<String>,
    ApiJson(body): ApiJson<WorkBody>,
) -> ApplyResult<Json<LoanResponse>> {
    let values = [
        text(&body.business_name),
        text(&body.business_type),
        text(&body.business_address),
        text(&body.years_in_business),
    ];
    let step = ApplicationStep::Employer;
    save_step(
        &state,
        &user,
        ip.as_deref(),
        &loan_id,
        step,
        "work",
        &values,
    )
    .await
}

/// The bank-info step: employer_added → bank_added, and the application is submitted (pending).
#[utoipa::path(
    post,
    path = "/client/loan/bank/{loanId}",
    tag = "loans",
    security(("bearer" = [])),
    params(("loanId" = String, Path, description = "The client's staged application")),
    request_body = BankBody,
    responses(
        (status = 200, description = "Saved and submitted", body = LoanResponse),
        (status = 400, description = "A field's problem", body = ErrorBody),
        (status = 404, description = "Not the client's staged application", body = ErrorBody),
        (status = 409, description = "The application is at another stage", body = ResumeBody),
    )
)]
pub async fn bank(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(loan_id): Path<String>,
    ApiJson(body): ApiJson<BankBody>,
) -> ApplyResult<Json<LoanResponse>> {
    let values = [
        text(&body.bank_name),
        text(&body.account_number),
        text(&body.account_name),
        text(&body.pay_day),
    ];
    let step = ApplicationStep::Bank;
    save_step(
        &state,
        &user,
        ip.as_deref(),
        &loan_id,
        step,
        "bank",
        &values,
    )
    .await
}
