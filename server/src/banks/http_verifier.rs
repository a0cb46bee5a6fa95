//! A bank-verification service over HTTP (`BANK_VERIFIER=http`): `POST {BANK_VERIFIER_URL}` with
//! `{"accountNumber", "bankCode", "country"}` as JSON and `BANK_VERIFIER_TOKEN` as a bearer token.
//! It answers `200 {"accountName": "…"}` when the bank knows the account, `404 {"error":
//! "unknown_bank"}` when it does not know the bank, and any other 404 when the account is not there;
//! anything else is a failure of the service.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::verifier::{AccountQuery, BankError, BankVerifier, VerifiedAccount};

pub struct HttpVerifier {
    client: reqwest::Client,
    url: String,
    token: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Question<'a> {
    account_number: &'a str,
    bank_code: &'a str,
    country: &'a str,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Found {
    account_name: String,
}

#[derive(Deserialize, Default)]
struct NotFound {
    error: Option<String>,
}

impl HttpVerifier {
    pub fn new(url: String, token: String) -> Result<HttpVerifier, String> {
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(15))
            .build()
            .map_err(|e| format!("bank verifier client: {e}"))?;
        Ok(HttpVerifier { client, url, token })
    }
}

#[async_trait::async_trait]
impl BankVerifier for HttpVerifier {
    async fn verify(&self, query: AccountQuery<'_>) -> Result<VerifiedAccount, BankError> {
        let response = self
            .client
            .post(&self.url)
            .bearer_auth(&self.token)
            .json(&Question {
                account_number: query.account_number,
                bank_code: &query.bank.code,
                country: &query.bank.country,
            })
            .send()
            .await
            .map_err(|e| BankError::Provider(format!("bank verifier unreachable: {e}")))?;
        let status = response.status();
        if status == reqwest::StatusCode::NOT_FOUND {
            let answer: NotFound = response.json().await.unwrap_or_default();
            return Err(match answer.error.as_deref() {
                Some("unknown_bank") => BankError::UnknownBank,
                _ => BankError::AccountNotFound,
            });
        }
        if !status.is_success() {
            return Err(BankError::Provider(format!(
                "bank verifier answered {status}"
            )));
        }
        let found: Found = response
            .json()
            .await
            .map_err(|e| BankError::Provider(format!("bank verifier answer unreadable: {e}")))?;
        let account_name = found.account_name.trim();
        if account_name.is_empty() {
            return Err(BankError::Provider(
                "bank verifier answered without an account name".to_owned(),
            ));
        }
        Ok(VerifiedAccount {
            account_name: account_name.to_owned(),
        })
    }
}
