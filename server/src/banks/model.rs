//! A bank as stored and listed, and the answers of the bank routes.

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// The provider names the old portal's PWA asked the bank list of (spec 000 section 7); all share one list.
pub const LIST_PROVIDERS: [&str; 3] = ["flutter", "remita", "paystack"];

#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Bank {
    pub name: String,
    /// The bank's SWIFT BIC.
    pub code: String,
    /// ISO code of the bank's country (KE, TZ).
    pub country: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct BankListResponse {
    pub data: Vec<Bank>,
}

#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
pub struct BankListQuery {
    /// KE or TZ (a country name or dial code also works); all banks when absent.
    pub country: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct VerifiedBankAccount {
    /// The holder's name as the bank has it.
    #[serde(rename = "accountName")]
    pub account_name: String,
    #[serde(rename = "accountNumber")]
    pub account_number: String,
    #[serde(rename = "bankCode")]
    pub bank_code: String,
    #[serde(rename = "bankName")]
    pub bank_name: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct VerifiedBankData {
    pub bank: VerifiedBankAccount,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct VerifyAccountResponse {
    pub data: VerifiedBankData,
}
