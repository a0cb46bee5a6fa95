//! A C2B (paybill) confirmation: money paid to the business number, applied to the loan its
//! account number names, once. It may be the same payment as an STK request of that loan (M-Pesa
//! confirms STK payments to a paybill this way too): the same amount from the same phone within the
//! request's window. Then it attaches to the request instead of counting again. Newer Daraja
//! versions hide the payer's number; a hidden number is taken as possibly the request's phone, since
//! a separate payment it swallowed would still reach staff when the request's own receipt arrives.
//! An amount that cannot be right, or an account that names no loan taking money, is kept for staff.

use portal_core::loans::paybill::account_suffix;
use portal_core::loans::received::{check_received, ReviewReason};
use portal_core::money::to_minor;

use super::apply::{after_commit, apply_to_loan, clear_phone, Applied, Channel, Incoming};
use super::requests;
use super::reviews::store::{self as reviews, NewReview};
use super::store;
use crate::error::AppResult;
use crate::payments::wire::{amount, text, C2bPayment};
use crate::payments::RESULT_SUCCESS;
use crate::state::AppState;

/// M-Pesa's words for a success, put on a request a confirmation settles (the client sees them).
const PAID: &str = "The service request is processed successfully.";

/// The loan an account number names, or why none.
pub async fn repayable_loan(
    state: &AppState,
    bill_ref: &str,
) -> AppResult<Result<String, ReviewReason>> {
    let Some(suffix) = account_suffix(bill_ref) else {
        return Ok(Err(ReviewReason::UnknownAccount));
    };
    let loans = store::loans_ending(&state.pool, &suffix).await?;
    Ok(match loans.as_slice() {
        [] => Err(ReviewReason::UnknownAccount),
        [loan] => Ok(loan.id.clone()),
        _ => Err(ReviewReason::AmbiguousAccount),
    })
}

struct Confirmation<'a> {
    receipt: &'a str,
    account: &'a str,
    msisdn: Option<String>,
    amount_text: String,
    payload: String,
}

impl Confirmation<'_> {
    fn review<'b>(
        &'b self,
        reason: ReviewReason,
        loan_id: Option<&'b str>,
        amount_minor: Option<i64>,
    ) -> NewReview<'b> {
        NewReview {
            channel: Channel::C2b,
            receipt: Some(self.receipt).filter(|r| !r.is_empty()),
            reference: self.account,
            loan_id,
            msisdn: self.msisdn.as_deref(),
            amount_text: &self.amount_text,
            amount_minor,
            reason,
            payload: &self.payload,
        }
    }
}

pub async fn confirm(state: &AppState, payment: &C2bPayment) -> AppResult<()> {
    let confirmation = Confirmation {
        receipt: payment.trans_id.trim(),
        account: payment.bill_ref_number.trim(),
        msisdn: text(&payment.msisdn),
        amount_text: text(&payment.trans_amount)
            .unwrap_or_else(|| payment.trans_amount.to_string()),
        payload: serde_json::to_string(payment).unwrap_or_default(),
    };
    let now = state.now();
    let keep = async |reason, loan_id: Option<&str>, minor| -> AppResult<()> {
        reviews::keep(
            &state.pool,
            &confirmation.review(reason, loan_id, minor),
            now,
        )
        .await?;
        Ok(())
    };
    let loan_id = repayable_loan(state, confirmation.account).await?;
    let seemed_for = loan_id.as_deref().ok();
    let Some(shillings) = amount(&confirmation.amount_text) else {
        return keep(ReviewReason::AmountUnreadable, seemed_for, None).await;
    };
    let minor = to_minor(shillings).ok();
    if let Err(problem) = check_received(shillings, state.config.mpesa.max_payment) {
        return keep(problem.into(), seemed_for, minor).await;
    }
    let Some(amount_minor) = minor else {
        return keep(ReviewReason::AmountAboveCeiling, seemed_for, None).await;
    };
    let loan_id = match loan_id {
        Ok(loan_id) => loan_id,
        Err(reason) => return keep(reason, None, Some(amount_minor)).await,
    };
    if confirmation.receipt.is_empty() {
        return keep(ReviewReason::NoReceipt, Some(&loan_id), Some(amount_minor)).await;
    }
    apply_confirmation(state, &confirmation, &loan_id, amount_minor, now).await
}

async fn apply_confirmation(
    state: &AppState,
    confirmation: &Confirmation<'_>,
    loan_id: &str,
    amount_minor: i64,
    now: i64,
) -> AppResult<()> {
    let receipt = confirmation.receipt;
    let mut tx = state.begin().await?;
    let Some(loan) = store::lock_loan(&mut tx, loan_id, now).await? else {
        let kept = confirmation.review(ReviewReason::UnknownAccount, None, Some(amount_minor));
        reviews::keep(&mut *tx, &kept, now).await?;
        tx.commit().await?;
        return Ok(());
    };
    if store::receipt_known(&mut tx, receipt).await?
        || requests::receipt_taken(&mut tx, receipt).await?
    {
        tx.commit().await?;
        return Ok(());
    }
    let payer = clear_phone(confirmation.msisdn.as_deref());
    let matched =
        requests::matching_request(&mut tx, &loan.id, payer.as_deref(), amount_minor, now).await?;
    if let Some(request) = &matched {
        let checkout = &request.checkout_request_id;
        if request.status == "paid" {
            // Counted already on the status query's word: this is its real receipt.
            store::replace_receipt(&mut tx, checkout, receipt).await?;
            tx.commit().await?;
            tracing::info!(%checkout, %receipt, "C2B confirmation attached to its STK request");
            return Ok(());
        }
        requests::settle_pending(
            &mut tx,
            checkout,
            "paid",
            RESULT_SUCCESS,
            PAID,
            Some(receipt),
            now,
        )
        .await?;
    }
    let payment = Incoming {
        receipt,
        amount_minor,
        channel: Channel::C2b,
        msisdn: confirmation.msisdn.as_deref(),
        recorded_by: None,
    };
    let applied = apply_to_loan(&mut tx, state, &loan, &payment, now).await?;
    if let Applied::NotRepayable(_) = applied {
        let kept = confirmation.review(
            ReviewReason::LoanNotRepayable,
            Some(&loan.id),
            Some(amount_minor),
        );
        reviews::keep(&mut *tx, &kept, now).await?;
    }
    tx.commit().await?;
    after_commit(state, &loan.id, &payment, &applied);
    Ok(())
}
