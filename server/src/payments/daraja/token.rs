//! Daraja's OAuth token: `GET /oauth/v1/generate?grant_type=client_credentials` with the consumer
//! key and secret as Basic auth, kept until shortly before it expires.

use base64::Engine;
use serde::Deserialize;
use serde_json::Value;
use tokio::sync::Mutex;

use super::super::wire::text;
use super::super::PaymentError;

/// A token is renewed this long before Daraja says it expires.
const MARGIN_SECONDS: i64 = 60;
/// When Daraja does not say (it says 3599).
const DEFAULT_LIFETIME_SECONDS: i64 = 3_599;

#[derive(Deserialize)]
struct TokenAnswer {
    access_token: String,
    #[serde(default)]
    expires_in: Option<Value>,
}

struct Cached {
    value: String,
    renew_at: i64,
}

#[derive(Default)]
pub struct TokenCache {
    cached: Mutex<Option<Cached>>,
}

/// `Basic base64(key:secret)`.
pub fn basic_auth(key: &str, secret: &str) -> String {
    let encoded = base64::engine::general_purpose::STANDARD.encode(format!("{key}:{secret}"));
    format!("Basic {encoded}")
}

impl TokenCache {
    /// The cached token, or a new one from Daraja; one request at a time asks for a new one.
    pub async fn get(
        &self,
        http: &reqwest::Client,
        base_url: &str,
        key: &str,
        secret: &str,
        now: i64,
    ) -> Result<String, PaymentError> {
        let mut cached = self.cached.lock().await;
        if let Some(token) = cached.as_ref().filter(|t| now < t.renew_at) {
            return Ok(token.value.clone());
        }
        let response = http
            .get(format!(
                "{base_url}/oauth/v1/generate?grant_type=client_credentials"
            ))
            .header(reqwest::header::AUTHORIZATION, basic_auth(key, secret))
            .send()
            .await
            .map_err(|e| PaymentError::Provider(format!("Daraja token request failed: {e}")))?;
        let status = response.status();
        if !status.is_success() {
            return Err(PaymentError::Provider(format!(
                "Daraja refused the credentials ({status})"
            )));
        }
        let answer: TokenAnswer = response
            .json()
            .await
            .map_err(|e| PaymentError::Provider(format!("Daraja token unreadable: {e}")))?;
        let lifetime = answer
            .expires_in
            .as_ref()
            .and_then(text)
            .and_then(|t| t.parse::<i64>().ok())
            .unwrap_or(DEFAULT_LIFETIME_SECONDS);
        let token = Cached {
            value: answer.access_token,
            renew_at: now + (lifetime - MARGIN_SECONDS).max(0),
        };
        let value = token.value.clone();
        *cached = Some(token);
        Ok(value)
    }

    /// Forgets the token (Daraja said it is no longer valid).
    pub async fn clear(&self) {
        *self.cached.lock().await = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn basic_auth_is_key_colon_secret() {
        assert_eq!(basic_auth("key", "secret"), "Basic a2V5OnNlY3JldA==");
    }
}
