//! Feeding the financial validation (docs/linked-accounts.md, "Feeding the validation"): a client's
//! linked-account transactions of a period as the rows of a statement, so the validation takes
//! them as it takes an uploaded M-Pesa statement, without an upload.

use portal_core::linked_accounts::period::Period;
use portal_core::linked_accounts::statement::statement_rows;
use portal_core::validation::Transaction;

use super::provider::ProviderError;
use super::store;
use crate::state::AppState;

#[derive(Debug, thiserror::Error)]
pub enum FeedError {
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    /// The provider failed: answer 502 with core's `PROVIDER_FAILED` message.
    #[error(transparent)]
    Provider(#[from] ProviderError),
}

/// The linked account's transactions of `period` (Nairobi days, both included) as statement rows,
/// newest first: credit → Paid In, debit → Withdrawn, the balance as the provider gives it, status
/// Completed. None when `user_id` has no account linked with the provider configured now.
pub async fn statement_transactions(
    state: &AppState,
    user_id: &str,
    period: &Period,
) -> Result<Option<Vec<Transaction>>, FeedError> {
    let provider = &state.linked_accounts;
    let link = store::link(&state.pool, user_id)
        .await?
        .filter(|link| link.provider == provider.name());
    let Some(link) = link else {
        return Ok(None);
    };
    let transactions = provider.transactions(&link.account_id, period).await?;
    Ok(Some(statement_rows(period, &transactions)))
}
