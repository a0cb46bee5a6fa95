//! Money moved through a payments provider. `PAYMENTS_PROVIDER=simulator` (the default and, for now,
//! the only value) is a built-in stand-in that answers like M-Pesa, so the flows work offline. The real
//! M-Pesa Daraja client (OAuth token, STK push, callback, STK query fallback) comes with the loans
//! issue and plugs in behind the same trait.

pub mod simulator;
pub mod store;

use std::sync::Arc;

use portal_core::money::Currency;

use crate::config::{Config, PaymentsProviderKind};

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

#[async_trait::async_trait]
pub trait PaymentsProvider: Send + Sync {
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

pub fn from_config(config: &Config) -> Arc<dyn PaymentsProvider> {
    match config.payments {
        PaymentsProviderKind::Simulator => Arc::new(simulator::Simulator),
    }
}
