//! Asking a bank who holds an account number. `BANK_VERIFIER=simulator` (the default) is a built-in
//! stand-in for development and tests; `BANK_VERIFIER=http` asks a verification service
//! (`super::http_verifier`). Another provider implements the same trait.

use super::model::Bank;

pub struct AccountQuery<'a> {
    pub account_number: &'a str,
    pub bank: &'a Bank,
    /// The name the portal knows the customer by. A real bank ignores it; the simulator answers with it.
    pub customer_name: &'a str,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifiedAccount {
    pub account_name: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BankError {
    #[error("the bank does not know this code")]
    UnknownBank,
    #[error("no such account at the bank")]
    AccountNotFound,
    #[error("bank verifier failure: {0}")]
    Provider(String),
}

#[async_trait::async_trait]
pub trait BankVerifier: Send + Sync {
    async fn verify(&self, query: AccountQuery<'_>) -> Result<VerifiedAccount, BankError>;
}

/// Knows every account but those whose number starts with `000`; the holder is the customer, in
/// capitals as banks print names.
pub struct Simulator;

#[async_trait::async_trait]
impl BankVerifier for Simulator {
    async fn verify(&self, query: AccountQuery<'_>) -> Result<VerifiedAccount, BankError> {
        if query.account_number.starts_with("000") {
            return Err(BankError::AccountNotFound);
        }
        Ok(VerifiedAccount {
            account_name: query.customer_name.trim().to_uppercase(),
        })
    }
}
