//! Payments kept for review: as stored, and as the staff list shows them.

use portal_core::loans::paybill::account_number;
use portal_core::loans::received::ReviewReason;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

use crate::payments::wire::amount_json;
use crate::repayments::apply::Channel;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReviewStatus {
    Open,
    Applied,
    Dismissed,
}

impl ReviewStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            ReviewStatus::Open => "open",
            ReviewStatus::Applied => "applied",
            ReviewStatus::Dismissed => "dismissed",
        }
    }

    pub fn parse(text: &str) -> Option<ReviewStatus> {
        [
            ReviewStatus::Open,
            ReviewStatus::Applied,
            ReviewStatus::Dismissed,
        ]
        .into_iter()
        .find(|s| s.as_str() == text)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Review {
    pub id: String,
    pub channel: Channel,
    pub receipt: Option<String>,
    pub reference: String,
    pub loan_id: Option<String>,
    pub msisdn: Option<String>,
    pub payer_name: Option<String>,
    pub amount_text: String,
    pub amount_minor: Option<i64>,
    pub reason: ReviewReason,
    pub status: ReviewStatus,
    pub resolved_by: Option<String>,
    pub resolved_by_name: Option<String>,
    pub resolved_at: Option<i64>,
    pub applied_loan_id: Option<String>,
    pub note: Option<String>,
    pub created_at: i64,
}

/// One payment kept for review, as the staff list shows it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewView {
    pub id: String,
    /// stk or c2b.
    pub channel: &'static str,
    /// The M-Pesa receipt; null when M-Pesa gave none.
    pub receipt: Option<String>,
    /// The account number typed at the paybill, or the STK CheckoutRequestID.
    pub reference: String,
    /// The loan the money seemed to be for, and its paybill account number.
    pub loan_id: Option<String>,
    pub account_number: Option<String>,
    pub msisdn: Option<String>,
    /// The payer's name as M-Pesa gave it with a paybill payment (its first name): the clue to whose
    /// money it is when the number is hidden or the account typed names no loan. Null when not given.
    pub payer_name: Option<String>,
    /// In shillings; null when M-Pesa's amount is not a number of cents (see `amountText`).
    #[schema(value_type = Option<f64>)]
    pub amount: Value,
    /// The amount exactly as M-Pesa sent it.
    pub amount_text: String,
    /// unknown_account, ambiguous_account, loan_not_repayable, amount_unreadable,
    /// amount_not_positive, amount_not_whole, amount_above_ceiling, amount_differs,
    /// another_receipt, paid_after_closed, counted_twice, no_receipt, unknown_request.
    pub reason: &'static str,
    /// The reason in English, as the PWA translates server messages.
    pub reason_text: &'static str,
    /// open, applied or dismissed.
    pub status: &'static str,
    pub resolved_by: Option<String>,
    pub resolved_by_name: Option<String>,
    /// Epoch seconds.
    pub resolved_at: Option<i64>,
    pub applied_loan_id: Option<String>,
    /// Why it was dismissed.
    pub note: Option<String>,
    /// Epoch seconds.
    pub created_at: i64,
}

impl From<Review> for ReviewView {
    fn from(review: Review) -> ReviewView {
        ReviewView {
            account_number: review.loan_id.as_deref().map(account_number),
            id: review.id,
            channel: review.channel.as_str(),
            receipt: review.receipt,
            reference: review.reference,
            loan_id: review.loan_id,
            msisdn: review.msisdn,
            payer_name: review.payer_name,
            amount: review.amount_minor.map_or(Value::Null, amount_json),
            amount_text: review.amount_text,
            reason: review.reason.as_str(),
            reason_text: review.reason.message(),
            status: review.status.as_str(),
            resolved_by: review.resolved_by,
            resolved_by_name: review.resolved_by_name,
            resolved_at: review.resolved_at,
            applied_loan_id: review.applied_loan_id,
            note: review.note,
            created_at: review.created_at,
        }
    }
}

/// The payer's name in a stored paybill confirmation (`FirstName`); None for an STK result, which
/// carries no name, and for a name left empty.
pub fn payer_name(payload: &str) -> Option<String> {
    let payload: Value = serde_json::from_str(payload).ok()?;
    let name = payload.get("FirstName")?.as_str()?.trim();
    (!name.is_empty()).then(|| name.to_owned())
}

#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct ReviewsQuery {
    /// open (the default), applied, dismissed or all.
    pub status: Option<String>,
    /// From 1 (the default).
    pub page: Option<i64>,
    /// 1 to 100; 50 when left out.
    pub per_page: Option<i64>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewsResponse {
    /// Newest first.
    pub data: Vec<ReviewView>,
    pub page: i64,
    pub per_page: i64,
    /// How many there are with this status, on every page.
    pub total: i64,
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApplyBody {
    /// The loan's id, or its paybill account number.
    pub loan_id: Option<String>,
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
pub struct DismissBody {
    /// Why the money is not applied (kept with the item and in the audit trail).
    pub reason: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ResolvedResponse {
    /// 'Payment applied to the loan' or 'Payment dismissed'.
    pub message: &'static str,
    pub data: ReviewView,
}
