//! Confirming an account number, shared by the verify route and the personal-details step.

use portal_core::profile::needs_bank_verification;

use super::model::Bank;
use super::store;
use super::verifier::{AccountQuery, BankError};
use crate::error::AppError;
use crate::state::AppState;
use portal_core::profile::{account_not_verifiable, ACCOUNT_NOT_FOUND, UNKNOWN_BANK};

#[derive(Debug)]
pub enum CheckError {
    /// Not a number core lets the bank verify.
    NotVerifiable,
    UnknownBank,
    AccountNotFound,
    Failed(AppError),
}

impl CheckError {
    pub fn message(&self) -> String {
        match self {
            CheckError::NotVerifiable => account_not_verifiable(),
            CheckError::UnknownBank => UNKNOWN_BANK.to_owned(),
            CheckError::AccountNotFound => ACCOUNT_NOT_FOUND.to_owned(),
            CheckError::Failed(error) => error.to_string(),
        }
    }
}

impl From<sqlx::Error> for CheckError {
    fn from(error: sqlx::Error) -> CheckError {
        CheckError::Failed(error.into())
    }
}

/// The bank and the holder's name it gives for `account_number`.
pub async fn check_account(
    state: &AppState,
    account_number: &str,
    bank_code: &str,
    customer_name: &str,
) -> Result<(Bank, String), CheckError> {
    let account_number = account_number.trim();
    if !needs_bank_verification(account_number) {
        return Err(CheckError::NotVerifiable);
    }
    let bank = store::find(&state.pool, bank_code.trim())
        .await?
        .ok_or(CheckError::UnknownBank)?;
    let query = AccountQuery {
        account_number,
        bank: &bank,
        customer_name,
    };
    match state.bank_verifier.verify(query).await {
        Ok(account) => Ok((bank, account.account_name)),
        Err(BankError::UnknownBank) => Err(CheckError::UnknownBank),
        Err(BankError::AccountNotFound) => Err(CheckError::AccountNotFound),
        Err(BankError::Provider(detail)) => Err(CheckError::Failed(AppError::internal(detail))),
    }
}
