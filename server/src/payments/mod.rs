//! Money moved through a payments provider. `PAYMENTS_PROVIDER=simulator` (the default) is a
//! built-in stand-in that answers and calls back like M-Pesa, so the flows work offline;
//! `PAYMENTS_PROVIDER=daraja` is the real M-Pesa Daraja client (OAuth token, STK push and query,
//! B2C). Both sit behind one trait.

pub mod daraja;
pub mod simulator;
pub mod store;
pub mod wire;

use portal_core::money::Currency;

/// Daraja result codes the portal tells apart.
pub const RESULT_SUCCESS: i64 = 0;
pub const RESULT_INSUFFICIENT_FUNDS: i64 = 1;
pub const RESULT_CANCELLED: i64 = 1032;
pub const RESULT_TIMEOUT: i64 = 1037;

/// A completed verification charge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PhoneVerification {
    /// The provider's receipt (an M-Pesa receipt number such as `SIM4X8Q2ZK`).
    pub reference: String,
    pub result_code: i64,
    pub description: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PaymentError {
    #[error("the customer cancelled the request")]
    Cancelled,
    #[error("the customer's balance is too low")]
    InsufficientFunds,
    #[error("the phone did not answer in time")]
    Timeout,
    #[error("payments provider failure: {0}")]
    Provider(String),
}

impl PaymentError {
    /// The error behind a Daraja result code other than success.
    pub fn from_result_code(code: i64, description: &str) -> PaymentError {
        match code {
            RESULT_CANCELLED => PaymentError::Cancelled,
            RESULT_INSUFFICIENT_FUNDS => PaymentError::InsufficientFunds,
            RESULT_TIMEOUT => PaymentError::Timeout,
            other => PaymentError::Provider(format!("result code {other}: {description}")),
        }
    }
}

/// Money sent to a customer's phone (M-Pesa B2C).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transfer {
    /// The provider's receipt for the transfer.
    pub reference: String,
    pub result_code: i64,
    pub description: String,
}

/// An STK push: a prompt on the customer's phone to pay the business.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentRequest<'a> {
    /// International form, `2547…`.
    pub msisdn: &'a str,
    pub amount_minor: i64,
    pub currency: Currency,
    /// The account the payment is for, as the customer's statement shows it (at most 12 characters).
    pub account_reference: &'a str,
    pub description: &'a str,
    /// Where the provider posts the outcome (Daraja's `CallBackURL`).
    pub callback_url: &'a str,
}

/// The provider took the request; the outcome comes later, by callback or query.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentPrompt {
    pub checkout_request_id: String,
    pub merchant_request_id: String,
    pub customer_message: String,
}

/// Where an STK push stands, as a status query answers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentQuery {
    /// None while the customer has not answered yet.
    pub result_code: Option<i64>,
    pub result_desc: String,
    /// The M-Pesa receipt, when the provider tells it (Daraja's query does not).
    pub receipt: Option<String>,
    pub amount_minor: Option<i64>,
}

#[async_trait::async_trait]
pub trait PaymentsProvider: Send + Sync {
    /// Sends an STK push; the result arrives at `request.callback_url` or through `query_payment`.
    async fn request_payment(
        &self,
        request: &PaymentRequest<'_>,
    ) -> Result<PaymentPrompt, PaymentError>;

    /// Asks where an STK push stands (the fallback when no callback came).
    async fn query_payment(&self, checkout_request_id: &str) -> Result<PaymentQuery, PaymentError>;

    /// Sends `amount_minor` of `currency` to `msisdn` (a loan disbursement, M-Pesa B2C).
    async fn send_to_phone(
        &self,
        msisdn: &str,
        amount_minor: i64,
        currency: Currency,
        remarks: &str,
    ) -> Result<Transfer, PaymentError>;

    /// Charges `amount_minor` of `currency` to `msisdn` (international form, `2547…`), which proves
    /// the number is the customer's: only its owner can accept the prompt.
    async fn verify_phone(
        &self,
        msisdn: &str,
        amount_minor: i64,
        currency: Currency,
    ) -> Result<PhoneVerification, PaymentError>;
}
