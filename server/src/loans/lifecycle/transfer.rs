//! `POST /payment/transfer/{loanId}`: disbursement. The money goes by M-Pesa (B2C through the
//! payments provider) or is a bank transfer recorded by its reference; then, in one transaction,
//! the loan becomes active with its schedule from today (Nairobi), its balance the total to pay,
//! and a history row.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use portal_core::loans::lifecycle::LoanAction;
use portal_core::loans::schedule::schedule;
use portal_core::money::Currency;
use portal_core::phones::{country_of, international_any};
use portal_core::places::Country;

use crate::auth::{AuthUser, ClientIp};
use crate::clock::nairobi_today;
use crate::error::{ApiJson, AppError, AppResult, ErrorBody};
use crate::loans::access::{reload_detail, visible_loan};
use crate::loans::lifecycle::history::{self, Change, AUDIT_LOAN_DISBURSED};
use crate::loans::lifecycle::installments::{self, InstallmentRow};
use crate::loans::lifecycle::transition;
use crate::loans::model::{LoanDetailResponse, TransferBody};
use crate::loans::store::{self, Disbursement, Loan};
use crate::state::AppState;
use crate::users::store as users;
use portal_core::loans::decisions::{
    transfer_failed, BEING_SENT, CHOOSE_TRANSFER_METHOD, DISBURSED, INVALID_TRANSFER_PHONE,
    LOAN_CHANGED, NO_MPESA_PHONE, TRANSFER_REFERENCE_REQUIRED, TRANSFER_REFERENCE_TAKEN,
};

/// How long an M-Pesa transfer may be in flight before another attempt may take the loan over.
const SENDING_TIMEOUT_SECONDS: i64 = 300;

enum Method {
    Mpesa(String),
    Bank(String),
}

/// The M-Pesa number to send to: the one given (local numbers read in the client's country), else
/// the client's verified M-Pesa phone.
fn mpesa_number(loan: &Loan, given: Option<&str>) -> AppResult<String> {
    match given.map(str::trim).filter(|m| !m.is_empty()) {
        Some(typed) => {
            let country = loan
                .client
                .mpesa_phone
                .as_deref()
                .and_then(country_of)
                .unwrap_or(match Currency::parse(&loan.currency) {
                    Some(Currency::Tzs) => Country::Tanzania,
                    _ => Country::Kenya,
                });
            international_any(typed, country)
                .ok_or_else(|| AppError::bad_request(INVALID_TRANSFER_PHONE))
        }
        None => loan
            .client
            .mpesa_phone
            .clone()
            .ok_or_else(|| AppError::bad_request(NO_MPESA_PHONE)),
    }
}

async fn method(state: &AppState, loan: &Loan, body: &TransferBody) -> AppResult<Method> {
    match body.method.trim().to_ascii_lowercase().as_str() {
        "mpesa" | "m-pesa" => Ok(Method::Mpesa(mpesa_number(loan, body.msisdn.as_deref())?)),
        "bank" => {
            let reference = body
                .reference
                .as_deref()
                .map(str::trim)
                .filter(|r| !r.is_empty())
                .ok_or_else(|| AppError::bad_request(TRANSFER_REFERENCE_REQUIRED))?;
            if store::reference_taken(&state.pool, reference).await? {
                return Err(AppError::Conflict(TRANSFER_REFERENCE_TAKEN.to_owned()));
            }
            Ok(Method::Bank(reference.to_owned()))
        }
        _ => Err(AppError::bad_request(CHOOSE_TRANSFER_METHOD)),
    }
}

/// Pays the approved loan out and starts its repayment schedule.
#[utoipa::path(
    post,
    path = "/payment/transfer/{loanId}",
    tag = "loans",
    security(("bearer" = [])),
    params(("loanId" = String, Path, description = "The loan's id")),
    request_body = TransferBody,
    responses(
        (status = 200, description = "Loan disbursed: the loan in full, with its schedule", body = LoanDetailResponse),
        (status = 400, description = "No method, no reference, or no M-Pesa phone", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not an authorizer or super admin", body = ErrorBody),
        (status = 404, description = "No such loan", body = ErrorBody),
        (status = 409, description = "Not approved, or the reference is already recorded", body = ErrorBody),
        (status = 424, description = "M-Pesa did not send the money; nothing changed", body = ErrorBody),
    )
)]
pub async fn transfer(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(loan_id): Path<String>,
    ApiJson(body): ApiJson<TransferBody>,
) -> AppResult<Json<LoanDetailResponse>> {
    let (loan, reader) = visible_loan(&state, &user, &loan_id).await?;
    let to = transition::check(&loan, LoanAction::Disburse, &user, "")?;
    let figures = loan
        .figures
        .ok_or_else(|| AppError::internal(format!("approved loan {} has no figures", loan.id)))?;
    let method = method(&state, &loan, &body).await?;
    let currency = Currency::parse(&loan.currency).unwrap_or(Currency::Kes);
    let (method_name, reference) = match method {
        Method::Bank(reference) => ("bank", reference),
        Method::Mpesa(msisdn) => {
            let now = state.now();
            if !store::claim_sending(&state.pool, &loan.id, now, now - SENDING_TIMEOUT_SECONDS)
                .await?
            {
                return Err(AppError::Conflict(BEING_SENT.to_owned()));
            }
            let remarks = format!("Loan {}", loan.id);
            let sent = state
                .payments
                .send_to_phone(&msisdn, figures.principal_minor, currency, &remarks)
                .await;
            match sent {
                Ok(sent) => ("mpesa", sent.reference),
                Err(error) => {
                    store::release_sending(&state.pool, &loan.id).await?;
                    return Err(AppError::Status {
                        status: StatusCode::FAILED_DEPENDENCY,
                        message: transfer_failed(&error.to_string()),
                    });
                }
            }
        }
    };

    let now = state.now();
    let rows = schedule(&figures.quote(), nairobi_today(now)?, figures.interval())
        .iter()
        .map(InstallmentRow::from_schedule)
        .collect::<AppResult<Vec<_>>>()?;
    let mut tx = state.begin().await?;
    let disbursement = Disbursement {
        loan_id: &loan.id,
        approved_amount_minor: figures.principal_minor,
        balance_minor: figures.total_minor,
        method: method_name,
        reference: &reference,
        now,
    };
    match store::disburse(&mut *tx, &disbursement).await {
        Ok(true) => {}
        Ok(false) => {
            if method_name == "mpesa" {
                tracing::error!(loan = %loan.id, %reference, "money sent by M-Pesa for a loan that changed meanwhile");
            }
            return Err(AppError::Conflict(LOAN_CHANGED.to_owned()));
        }
        Err(error) if users::is_unique_violation(&error) => {
            return Err(AppError::Conflict(TRANSFER_REFERENCE_TAKEN.to_owned()));
        }
        Err(error) => return Err(error.into()),
    }
    installments::insert_all(&mut tx, &loan.id, &rows).await?;
    let reason = format!("{method_name} {reference}");
    let entry = Change {
        loan_id: &loan.id,
        action: LoanAction::Disburse.as_str(),
        from: loan.status,
        to,
        actor_id: Some(&user.user_id),
        actor_role: user.role.as_str(),
        reason: &reason,
        ip: ip.as_deref(),
        at: now,
    };
    history::record(&mut tx, &entry, AUDIT_LOAN_DISBURSED).await?;
    tx.commit().await?;
    Ok(Json(LoanDetailResponse {
        message: Some(DISBURSED.to_owned()),
        data: reload_detail(&state, &loan.id, &reader).await?,
    }))
}
