//! Ending an STK request with its outcome, whether a callback or a status query tells it: a success
//! applies the money, anything else records why it failed.

use super::apply::{apply_payment, Applied, Channel, Incoming};
use super::model::{MpesaRequest, Unmatched};
use super::result_codes::request_status;
use super::store;
use crate::error::AppResult;
use crate::payments::RESULT_SUCCESS;
use crate::state::AppState;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub result_code: i64,
    pub result_desc: String,
    /// None when the provider did not tell it (Daraja's status query): the CheckoutRequestID
    /// stands in until the callback brings the real one.
    pub receipt: Option<String>,
    pub amount_minor: Option<i64>,
    /// The provider's JSON, kept if the money cannot be applied.
    pub payload: String,
}

pub async fn settle(state: &AppState, request: &MpesaRequest, outcome: &Outcome) -> AppResult<()> {
    if outcome.result_code != RESULT_SUCCESS {
        let mut tx = state.begin().await?;
        let status = request_status(outcome.result_code);
        store::settle_request(
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
        tracing::info!(checkout = %request.checkout_request_id, status, "M-Pesa request settled");
        return Ok(());
    }
    if request.status == "paid" {
        return put_real_receipt(state, request, outcome).await;
    }
    let placeholder = &request.checkout_request_id;
    let receipt = outcome.receipt.as_deref().unwrap_or(placeholder);
    let amount_minor = outcome.amount_minor.unwrap_or(request.amount_minor);
    if amount_minor != request.amount_minor {
        tracing::warn!(checkout = %placeholder, asked = request.amount_minor, paid = amount_minor,
            "M-Pesa paid another amount than asked; applying what was paid");
    }
    let applied = apply_payment(
        state,
        &Incoming {
            loan_id: &request.loan_id,
            receipt,
            amount_minor,
            channel: Channel::Stk,
            msisdn: Some(&request.msisdn),
            checkout_request_id: Some(placeholder),
        },
    )
    .await?;
    if let Applied::NoSuchLoan | Applied::NotRepayable(_) = applied {
        tracing::error!(checkout = %placeholder, ?applied, "M-Pesa money for a loan that takes none; kept for staff");
        let unmatched = Unmatched {
            channel: Channel::Stk.as_str(),
            receipt,
            reference: placeholder,
            msisdn: Some(&request.msisdn),
            amount_minor,
            reason: "the loan does not take payments",
            payload: &outcome.payload,
        };
        store::record_unmatched(&state.pool, &unmatched, state.now()).await?;
        let mut tx = state.begin().await?;
        store::settle_request(
            &mut tx,
            placeholder,
            "paid",
            0,
            &outcome.result_desc,
            Some(receipt),
            state.now(),
        )
        .await?;
        tx.commit().await?;
    }
    Ok(())
}

/// A request paid on a status query's word carries its CheckoutRequestID as receipt; the callback's
/// real receipt replaces it, so a C2B confirmation of the same payment is recognised.
async fn put_real_receipt(
    state: &AppState,
    request: &MpesaRequest,
    outcome: &Outcome,
) -> AppResult<()> {
    let (Some(real), Some(current)) = (&outcome.receipt, &request.receipt) else {
        return Ok(());
    };
    if current != &request.checkout_request_id || real == current {
        return Ok(());
    }
    let mut tx = state.begin().await?;
    if store::receipt_known(&mut tx, real).await? {
        tracing::error!(checkout = %current, receipt = %real,
            "a payment confirmed by status query was also applied under its receipt; staff must check it");
        return Ok(());
    }
    store::replace_receipt(&mut tx, current, real).await?;
    tx.commit().await?;
    Ok(())
}
