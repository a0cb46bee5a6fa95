//! `GET /loan_fund/list` (active funds: entrepreneurs and the staff who see loans), `GET /loan_fund/all`, `POST /loan_fund`
//! and `PATCH /loan_fund/{id}` (super admin): funds checked by core's `validate_fund`.

use std::collections::BTreeMap;

use axum::extract::{Path, State};
use axum::Json;
use portal_core::loans::fund::{is_offered_to, validate_fund, FundForm};
use portal_core::money::from_minor;
use portal_core::roles::Role;

use super::model::{FundBody, FundResponse, FundView, FundsResponse};
use super::store::{self, Fund};
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{ApiJson, AppError, AppResult, ErrorBody, NOT_FOUND};
use crate::ids::new_id;
use crate::numbers::{from_hundredths, Text};
use crate::staff::visibility::{Group, Sight};
use crate::state::AppState;
use crate::users::store as users;
use portal_core::loans::fund::{FUND_CREATED, FUND_UPDATED};

pub const AUDIT_FUND_CREATED: &str = "loan_fund_created";
pub const AUDIT_FUND_UPDATED: &str = "loan_fund_updated";

/// The funds a client may borrow from, by name.
#[utoipa::path(
    get,
    path = "/loan_fund/list",
    tag = "loans",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The active funds", body = FundsResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A staff role that does not see loans (business coach)", body = ErrorBody),
    )
)]
pub async fn list_funds(
    State(state): State<AppState>,
    user: AuthUser,
) -> AppResult<Json<FundsResponse>> {
    if Sight::of_auth(&user).is_some_and(|sight| !sight.sees(Group::Loans)) {
        return Err(AppError::no_access());
    }
    let funds = store::list(&state.pool, true).await?;
    // A client sees the funds of their own country's currency; staff see every active fund.
    let country = match user.role {
        Role::Client => users::find_by_id(&state.pool, &user.user_id)
            .await?
            .and_then(|u| u.country),
        _ => None,
    };
    Ok(Json(FundsResponse {
        data: funds
            .iter()
            .filter(|f| is_offered_to(f.currency, country.as_deref()))
            .map(FundView::from)
            .collect(),
    }))
}

/// Every fund, switched off ones too (super admin).
#[utoipa::path(
    get,
    path = "/loan_fund/all",
    tag = "loans",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Every fund", body = FundsResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a super admin", body = ErrorBody),
    )
)]
pub async fn all_funds(
    State(state): State<AppState>,
    user: AuthUser,
) -> AppResult<Json<FundsResponse>> {
    user.require(&[Role::Super])?;
    let funds = store::list(&state.pool, false).await?;
    Ok(Json(FundsResponse {
        data: funds.iter().map(FundView::from).collect(),
    }))
}

/// Creates a fund (super admin).
#[utoipa::path(
    post,
    path = "/loan_fund",
    tag = "loans",
    security(("bearer" = [])),
    request_body = FundBody,
    responses(
        (status = 200, description = "Loan fund created", body = FundResponse),
        (status = 400, description = "The first problem in `error`, every wrong field in `fields`", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a super admin", body = ErrorBody),
    )
)]
pub async fn create_fund(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    ApiJson(body): ApiJson<FundBody>,
) -> AppResult<Json<FundResponse>> {
    user.require(&[Role::Super])?;
    let now = state.now();
    let fund = checked(&FundBody::default(), &body, new_id(now), now, now)?;
    save(&state, &user, &fund, AUDIT_FUND_CREATED, ip.as_deref()).await?;
    Ok(Json(FundResponse {
        message: FUND_CREATED.to_owned(),
        data: FundView::from(&fund),
    }))
}

/// Changes a fund (super admin): fields left out keep their value; `active` switches it on or off.
#[utoipa::path(
    patch,
    path = "/loan_fund/{id}",
    tag = "loans",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The fund's id")),
    request_body = FundBody,
    responses(
        (status = 200, description = "Loan fund updated", body = FundResponse),
        (status = 400, description = "The first problem in `error`, every wrong field in `fields`", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a super admin", body = ErrorBody),
        (status = 404, description = "No fund has this id", body = ErrorBody),
    )
)]
pub async fn update_fund(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<FundBody>,
) -> AppResult<Json<FundResponse>> {
    user.require(&[Role::Super])?;
    let existing = store::find(&state.pool, &id)
        .await?
        .ok_or_else(|| AppError::NotFound(NOT_FOUND.to_owned()))?;
    let fund = checked(
        &as_body(&existing),
        &body,
        existing.id.clone(),
        existing.created_at,
        state.now(),
    )?;
    save(&state, &user, &fund, AUDIT_FUND_UPDATED, ip.as_deref()).await?;
    Ok(Json(FundResponse {
        message: FUND_UPDATED.to_owned(),
        data: FundView::from(&fund),
    }))
}

/// A stored fund as the form would send it, so a change can leave fields out.
fn as_body(fund: &Fund) -> FundBody {
    let text = |value: String| Some(Text(value));
    FundBody {
        name: text(fund.name.clone()),
        description: text(fund.description.clone()),
        currency: text(fund.currency.code().to_owned()),
        max_loan: text(from_minor(fund.max_loan_minor).normalize().to_string()),
        website: text(fund.website.clone().unwrap_or_default()),
        annual_interest: text(from_hundredths(fund.annual_interest_hundredths).to_string()),
        banded: Some(fund.banded),
        max_repay_duration_years: text(fund.max_years().to_string()),
        repayment_interval_days: text(fund.repayment_interval_days.to_string()),
        grace_days: text(fund.grace_days.to_string()),
        penalty_fee: text(from_minor(fund.penalty_fee_minor).normalize().to_string()),
        active: Some(fund.active),
    }
}

/// `change` over `base`, checked by core; the fund to store.
fn checked(
    base: &FundBody,
    change: &FundBody,
    id: String,
    created_at: i64,
    now: i64,
) -> AppResult<Fund> {
    let pick = |new: &Option<Text>, old: &Option<Text>| -> String {
        new.as_ref()
            .or(old.as_ref())
            .map(|t| t.as_str().to_owned())
            .unwrap_or_default()
    };
    let name = pick(&change.name, &base.name);
    let description = pick(&change.description, &base.description);
    let currency = pick(&change.currency, &base.currency);
    let max_loan = pick(&change.max_loan, &base.max_loan);
    let website = pick(&change.website, &base.website);
    let annual_interest = pick(&change.annual_interest, &base.annual_interest);
    let years = pick(
        &change.max_repay_duration_years,
        &base.max_repay_duration_years,
    );
    let interval = pick(
        &change.repayment_interval_days,
        &base.repayment_interval_days,
    );
    let grace = pick(&change.grace_days, &base.grace_days);
    let penalty = pick(&change.penalty_fee, &base.penalty_fee);
    let form = FundForm {
        name: &name,
        description: &description,
        currency: &currency,
        max_loan: &max_loan,
        website: &website,
        annual_interest: &annual_interest,
        banded: change.banded.or(base.banded).unwrap_or(false),
        max_repay_duration_years: &years,
        repayment_interval_days: &interval,
        grace_days: &grace,
        penalty_fee: &penalty,
    };
    let terms = validate_fund(&form).map_err(|errors| AppError::Fields {
        message: errors.first().unwrap_or_default().to_owned(),
        fields: errors
            .all()
            .into_iter()
            .filter_map(|(field, message)| message.map(|m| (field.to_owned(), m.to_owned())))
            .collect::<BTreeMap<_, _>>(),
    })?;
    let stored = store::record(&terms)?;
    Ok(Fund {
        id,
        name: terms.name,
        description: terms.description,
        currency: terms.currency,
        max_loan_minor: stored.max_loan_minor,
        website: terms.website,
        annual_interest_hundredths: stored.annual_interest_hundredths,
        banded: stored.banded,
        max_repay_quarters: stored.max_repay_quarters,
        repayment_interval_days: i64::from(terms.repayment_interval_days),
        grace_days: i64::from(terms.grace_days),
        penalty_fee_minor: stored.penalty_fee_minor,
        active: change.active.or(base.active).unwrap_or(true),
        created_at,
        updated_at: now,
    })
}

async fn save(
    state: &AppState,
    user: &AuthUser,
    fund: &Fund,
    kind: &str,
    ip: Option<&str>,
) -> AppResult<()> {
    let mut tx = state.begin().await?;
    store::upsert(&mut *tx, fund, Some(&user.user_id)).await?;
    let event = Event {
        user_id: Some(&user.user_id),
        kind,
        detail: &fund.id,
        ip,
    };
    audit::record(&mut *tx, fund.updated_at, event).await?;
    tx.commit().await?;
    Ok(())
}
