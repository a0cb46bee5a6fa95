//! Ending an STK request with its outcome, whether a callback or a status query tells it. The
//! request is settled once: under the loan's lock, a conditional change from pending decides which
//! news counts, in the transaction that applies the requested amount. News that comes second moves
//! no money: it brings the real receipt, or is kept for staff when it tells of other money.

use portal_core::money::{from_minor, to_minor};
use sqlx::AnyConnection;

use super::apply::{after_commit, apply_to_loan, Applied, Channel, Incoming};
use super::model::{MpesaRequest, PAYMENT_MATCH_WINDOW_SECONDS, PUSH_RECORDED_WITHIN_SECONDS};
use super::requests;
use super::result_codes::request_status;
use super::reviews::store::{self as reviews, NewReview};
use super::store;
use crate::error::AppResult;
use crate::payments::wire::{amount, amount_json};
use crate::payments::RESULT_SUCCESS;
use crate::state::AppState;
use portal_core::loans::received::{check_received, ReviewReason};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub result_code: i64,
    pub result_desc: String,
    /// None when the provider did not tell it (Daraja's status query): the CheckoutRequestID
    /// stands in until a callback or C2B confirmation brings the real one.
    pub receipt: Option<String>,
    /// The amount as the provider sent it, if it did.
    pub amount: Option<String>,
    /// The provider's JSON, kept if the money goes to staff.
    pub payload: String,
}

impl Outcome {
    /// The amount the provider named, when it is not the one requested.
    fn other_amount(&self, requested_minor: i64) -> Option<&str> {
        let sent = self.amount.as_deref()?;
        let same = amount(sent).and_then(|a| to_minor(a).ok()) == Some(requested_minor);
        (!same).then_some(sent)
    }
}

pub async fn settle(state: &AppState, request: &MpesaRequest, outcome: &Outcome) -> AppResult<()> {
    if outcome.result_code == RESULT_SUCCESS {
        return paid(state, request, outcome).await;
    }
    let mut tx = state.begin().await?;
    let status = request_status(outcome.result_code);
    let settled = requests::settle_pending(
        &mut tx,
        &request.checkout_request_id,
        status,
        outcome.result_code,
        &outcome.result_desc,
        None,
        state.now(),
    )
    .await?;
    tx.commit().await?;
    if settled {
        tracing::info!(checkout = %request.checkout_request_id, status, "M-Pesa request settled");
    }
    Ok(())
}

fn review<'a>(
    request: &'a MpesaRequest,
    receipt: &'a str,
    amount_text: &'a str,
    amount_minor: Option<i64>,
    reason: ReviewReason,
    outcome: &'a Outcome,
) -> NewReview<'a> {
    NewReview {
        channel: Channel::Stk,
        receipt: Some(receipt),
        reference: &request.checkout_request_id,
        loan_id: Some(&request.loan_id),
        msisdn: Some(&request.msisdn),
        amount_text,
        amount_minor,
        reason,
        payload: &outcome.payload,
    }
}

async fn paid(state: &AppState, request: &MpesaRequest, outcome: &Outcome) -> AppResult<()> {
    let now = state.now();
    let checkout = &request.checkout_request_id;
    let requested = amount_json(request.amount_minor).to_string();
    let mut tx = state.begin().await?;
    let loan = store::lock_loan(&mut tx, &request.loan_id, now).await?;
    let receipt = outcome.receipt.as_deref().unwrap_or(checkout);
    let first = requests::settle_pending(
        &mut tx,
        checkout,
        "paid",
        RESULT_SUCCESS,
        &outcome.result_desc,
        Some(receipt),
        now,
    )
    .await?;
    if !first {
        let current = requests::find_request(&mut *tx, checkout).await?;
        if let (Some(current), Some(real)) = (current, outcome.receipt.as_deref()) {
            second_news(&mut tx, &current, real, outcome, now).await?;
        }
        tx.commit().await?;
        return Ok(());
    }

    if outcome.receipt.is_none() {
        // A paybill confirmation of this payment may have come before the request was recorded.
        let matched = store::unattached_c2b(
            &mut tx,
            &request.loan_id,
            &request.msisdn,
            request.amount_minor,
            request.created_at - PUSH_RECORDED_WITHIN_SECONDS,
            request.created_at + PAYMENT_MATCH_WINDOW_SECONDS,
        )
        .await?;
        if let Some(c2b_receipt) = matched {
            store::replace_receipt(&mut tx, checkout, &c2b_receipt).await?;
            tx.commit().await?;
            tracing::info!(%checkout, receipt = %c2b_receipt, "M-Pesa request matched to its C2B payment");
            return Ok(());
        }
    }

    // The form allows M-Pesa's own limit; a lower ceiling set since still holds.
    if let Err(problem) = check_received(
        from_minor(request.amount_minor),
        state.config.mpesa.max_payment,
    ) {
        let kept = review(
            request,
            receipt,
            &requested,
            Some(request.amount_minor),
            problem.into(),
            outcome,
        );
        reviews::keep(&mut *tx, &kept, now).await?;
        tx.commit().await?;
        return Ok(());
    }
    let payment = Incoming {
        receipt,
        amount_minor: request.amount_minor,
        channel: Channel::Stk,
        msisdn: Some(&request.msisdn),
        recorded_by: None,
    };
    let applied = match &loan {
        Some(loan) => apply_to_loan(&mut tx, state, loan, &payment, now).await?,
        None => Applied::NotRepayable("deleted".to_owned()),
    };
    if let Applied::NotRepayable(_) = applied {
        let kept = review(
            request,
            receipt,
            &requested,
            Some(request.amount_minor),
            ReviewReason::LoanNotRepayable,
            outcome,
        );
        reviews::keep(&mut *tx, &kept, now).await?;
    }
    if let Some(other) = outcome.other_amount(request.amount_minor) {
        let minor = amount(other).and_then(|a| to_minor(a).ok());
        let kept = review(
            request,
            receipt,
            other,
            minor,
            ReviewReason::AmountDiffers,
            outcome,
        );
        reviews::keep(&mut *tx, &kept, now).await?;
    }
    tx.commit().await?;
    after_commit(state, &request.loan_id, &payment, &applied);
    Ok(())
}

/// A success with a real receipt for a request settled before. The same payment brings its receipt
/// (or was counted already under it); any other money is kept for staff, never applied.
async fn second_news(
    conn: &mut AnyConnection,
    current: &MpesaRequest,
    real: &str,
    outcome: &Outcome,
    now: i64,
) -> AppResult<()> {
    let checkout = &current.checkout_request_id;
    let on_placeholder = current.receipt.as_deref() == Some(checkout.as_str());
    if current.receipt.as_deref() == Some(real) {
        return Ok(());
    }
    let counted = store::receipt_known(&mut *conn, real).await?;
    let reason = match (current.status.as_str(), counted, on_placeholder) {
        ("paid", false, true) => {
            store::replace_receipt(&mut *conn, checkout, real).await?;
            tracing::info!(%checkout, receipt = %real, "M-Pesa receipt put on a payment the query confirmed");
            return Ok(());
        }
        ("paid", true, true) => ReviewReason::CountedTwice,
        (_, true, _) => return Ok(()),
        ("paid", false, false) => ReviewReason::AnotherReceipt,
        _ => ReviewReason::PaidAfterClosed,
    };
    let sent = outcome
        .amount
        .clone()
        .unwrap_or_else(|| amount_json(current.amount_minor).to_string());
    let minor = amount(&sent).and_then(|a| to_minor(a).ok());
    let kept = review(current, real, &sent, minor, reason, outcome);
    reviews::keep(&mut *conn, &kept, now).await?;
    Ok(())
}
