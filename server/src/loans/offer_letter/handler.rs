//! `POST /user/loan/offer_letter/{loanId}`: the offer letter of an approved loan as a PDF, to its
//! owner and to staff who may see the client's documents and identity.

use axum::extract::{Path, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_TYPE};
use axum::http::HeaderValue;
use axum::response::{IntoResponse, Response};
use chrono::NaiveDate;
use portal_core::loans::decisions::{has_offer_letter, OFFER_LETTER_NOT_READY};
use portal_core::loans::schedule::schedule;
use portal_core::pdf::PdfDate;

use super::pdf::Letter;
use crate::auth::AuthUser;
use crate::clock::nairobi_today;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::loans::access::{not_found, visible_loan};
use crate::loans::lifecycle::installments::{self, InstallmentRow};
use crate::loans::store::Figures;
use crate::staff::visibility::Group;
use crate::state::AppState;

/// The schedule rows: stored once disbursed, else as it would run from today.
fn planned(figures: &Figures, today: NaiveDate) -> AppResult<Vec<InstallmentRow>> {
    schedule(&figures.quote(), today, figures.interval())
        .iter()
        .map(InstallmentRow::from_schedule)
        .collect()
}

/// The offer letter of an approved (or since disbursed or repaid) loan, to its owner and to staff
/// who may see the client's documents and identity.
#[utoipa::path(
    post,
    path = "/user/loan/offer_letter/{loanId}",
    tag = "loans",
    security(("bearer" = [])),
    params(("loanId" = String, Path, description = "The loan's id")),
    responses(
        (status = 200, description = "The offer letter", content_type = "application/pdf"),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 404, description = "No such loan, or one the caller may not see", body = ErrorBody),
        (status = 409, description = "Not approved yet (or rejected, withdrawn, written off)", body = ErrorBody),
    )
)]
pub async fn offer_letter(
    State(state): State<AppState>,
    user: AuthUser,
    Path(loan_id): Path<String>,
) -> AppResult<Response> {
    let (loan, reader) = visible_loan(&state, &user, &loan_id).await?;
    // The letter carries the national ID number: a document of the client's file.
    if !(reader.sees(Group::Documents) && reader.sees(Group::Identity)) {
        return Err(not_found());
    }
    if !has_offer_letter(loan.status) {
        return Err(AppError::Conflict(OFFER_LETTER_NOT_READY.to_owned()));
    }
    let figures = loan
        .figures
        .ok_or_else(|| AppError::internal(format!("approved loan {} has no figures", loan.id)))?;
    let today = nairobi_today(state.now())?;
    let stored = installments::of_loan(&state.pool, &loan.id).await?;
    let rows = if stored.is_empty() {
        planned(&figures, today)?
    } else {
        stored
    };
    let letter = Letter {
        lender: &state.config.product_name,
        loan: &loan,
        figures,
        rows,
        today,
        created: PdfDate::from_unix(state.now()),
    };
    let bytes = letter.render();
    let disposition = format!("inline; filename=\"offer-letter-{}.pdf\"", loan.id);
    let headers = [
        (CONTENT_TYPE, HeaderValue::from_static("application/pdf")),
        (CACHE_CONTROL, HeaderValue::from_static("private, no-store")),
        (
            CONTENT_DISPOSITION,
            HeaderValue::from_str(&disposition)
                .map_err(|_| AppError::internal("a bad file name"))?,
        ),
    ];
    Ok((headers, bytes).into_response())
}
