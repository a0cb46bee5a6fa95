//! The service that links a client's financial account and reads it. `LINKED_ACCOUNTS_PROVIDER=
//! simulator` (the default) is the built-in stand-in (`super::simulator`); `mono` asks Mono's API
//! (`super::mono`). Another aggregator implements the same trait.

use portal_core::linked_accounts::model::{AccountInfo, LinkedTransaction};
use portal_core::linked_accounts::period::Period;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProviderError {
    /// The connection code is unknown, expired or used: the person connects again.
    #[error("the connection code was refused: {0}")]
    CodeRefused(String),
    /// The service failed or answered what cannot be read; the detail is for the log only.
    #[error("linked-account provider failure: {0}")]
    Failed(String),
}

/// A statement for a period, as the provider has it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProviderStatement {
    pub account: AccountInfo,
    pub transactions: Vec<LinkedTransaction>,
}

#[async_trait::async_trait]
pub trait LinkedAccountProvider: Send + Sync {
    /// `simulator` or `mono`: kept with each link.
    fn name(&self) -> &'static str;

    /// The built-in simulator hands out codes itself (`POST /api/mono/simulator/code`).
    fn is_simulator(&self) -> bool {
        false
    }

    /// The lasting account id for the one-time code the connection gave.
    async fn exchange_code(&self, code: &str) -> Result<String, ProviderError>;

    /// The account's institution, name, masked number, type, currency and balance.
    async fn account(&self, account_id: &str) -> Result<AccountInfo, ProviderError>;

    /// The account's transactions on the days of `period`, in the provider's order.
    async fn transactions(
        &self,
        account_id: &str,
        period: &Period,
    ) -> Result<Vec<LinkedTransaction>, ProviderError>;

    /// The account and its transactions of `period`.
    async fn statement(
        &self,
        account_id: &str,
        period: &Period,
    ) -> Result<ProviderStatement, ProviderError> {
        let account = self.account(account_id).await?;
        let transactions = self.transactions(account_id, period).await?;
        Ok(ProviderStatement {
            account,
            transactions,
        })
    }
}
