//! Safaricom's M-Pesa Daraja API: OAuth token (cached until it expires), STK push (Lipa na M-Pesa
//! Online) with its status query, and B2C for sending money to a phone.

mod api;
mod token;

pub use token::basic_auth;

use std::time::Duration;

use base64::Engine;
use chrono::{Datelike, Timelike};
use portal_core::money::Currency;
use serde::de::DeserializeOwned;
use serde::Serialize;

use self::api::{
    B2cAnswer, B2cPayment, ErrorAnswer, StkPush, StkPushAnswer, StkQuery, StkQueryAnswer,
};
use self::token::TokenCache;
use super::wire::parse_code;
use super::{
    PaymentError, PaymentPrompt, PaymentQuery, PaymentRequest, PaymentsProvider, PhoneVerification,
    Transfer, RESULT_SUCCESS, RESULT_TIMEOUT,
};
use crate::clock::Clock;
use crate::config::MpesaConfig;

/// Daraja's answer to a query about a push the customer has not answered yet.
pub const STILL_PROCESSING: &str = "500.001.1001";
/// How long `verify_phone` waits for the customer before giving up.
const VERIFY_WAIT: Duration = Duration::from_secs(90);
const VERIFY_POLL: Duration = Duration::from_secs(3);

/// `yyyyMMddHHmmss` in Nairobi time, as Daraja wants its timestamps.
pub fn timestamp(now: i64) -> String {
    portal_core::time::in_nairobi(now)
        .map(|t| {
            format!(
                "{:04}{:02}{:02}{:02}{:02}{:02}",
                t.year(),
                t.month(),
                t.day(),
                t.hour(),
                t.minute(),
                t.second()
            )
        })
        .unwrap_or_default()
}

/// The STK password: base64 of short code + passkey + timestamp.
pub fn password(shortcode: &str, passkey: &str, timestamp: &str) -> String {
    base64::engine::general_purpose::STANDARD.encode(format!("{shortcode}{passkey}{timestamp}"))
}

/// Daraja wants whole shillings.
fn whole_shillings(amount_minor: i64) -> Result<i64, PaymentError> {
    if amount_minor > 0 && amount_minor % 100 == 0 {
        Ok(amount_minor / 100)
    } else {
        Err(PaymentError::Provider(
            "M-Pesa takes whole amounts above zero".to_owned(),
        ))
    }
}

/// Why a Daraja call failed: its HTTP status and error body, or no answer at all.
#[derive(Debug)]
enum CallError {
    Answered {
        status: reqwest::StatusCode,
        error: ErrorAnswer,
    },
    Transport(String),
}

impl From<CallError> for PaymentError {
    fn from(error: CallError) -> PaymentError {
        match error {
            CallError::Answered { status, error } => PaymentError::Provider(format!(
                "Daraja answered {status}: {} {}",
                error.error_code, error.error_message
            )),
            CallError::Transport(detail) => PaymentError::Provider(detail),
        }
    }
}

pub struct Daraja {
    http: reqwest::Client,
    settings: MpesaConfig,
    public_url: String,
    clock: Clock,
    token: TokenCache,
}

impl Daraja {
    pub fn new(settings: MpesaConfig, public_url: &str, clock: Clock) -> Daraja {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(30))
            .build()
            .unwrap_or_default();
        Daraja {
            http,
            settings,
            public_url: public_url.trim_end_matches('/').to_owned(),
            clock,
            token: TokenCache::default(),
        }
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.settings.base_url)
    }

    /// Where Daraja posts STK results: `{PUBLIC_URL}/api/payments/mpesa/callback/{secret}`.
    pub fn callback_url(&self) -> String {
        format!(
            "{}/api/payments/mpesa/callback/{}",
            self.public_url, self.settings.callback_secret
        )
    }

    async fn access_token(&self) -> Result<String, PaymentError> {
        let s = &self.settings;
        self.token
            .get(
                &self.http,
                &s.base_url,
                &s.consumer_key,
                &s.consumer_secret,
                (self.clock)(),
            )
            .await
    }

    async fn post<B: Serialize, A: DeserializeOwned>(
        &self,
        path: &str,
        body: &B,
    ) -> Result<A, CallError> {
        let token = self
            .access_token()
            .await
            .map_err(|e| CallError::Transport(e.to_string()))?;
        let response = self
            .http
            .post(self.url(path))
            .bearer_auth(token)
            .json(body)
            .send()
            .await
            .map_err(|e| CallError::Transport(format!("Daraja unreachable: {e}")))?;
        let status = response.status();
        let text = response
            .text()
            .await
            .map_err(|e| CallError::Transport(format!("Daraja answer unreadable: {e}")))?;
        if status == reqwest::StatusCode::UNAUTHORIZED {
            self.token.clear().await;
        }
        if !status.is_success() {
            let error = serde_json::from_str(&text).unwrap_or_default();
            return Err(CallError::Answered { status, error });
        }
        serde_json::from_str(&text)
            .map_err(|e| CallError::Transport(format!("Daraja answer unreadable: {e}")))
    }

    /// (password, timestamp) for a push or query now.
    fn credentials(&self) -> (String, String) {
        let timestamp = timestamp((self.clock)());
        let password = password(&self.settings.shortcode, &self.settings.passkey, &timestamp);
        (password, timestamp)
    }
}

#[async_trait::async_trait]
impl PaymentsProvider for Daraja {
    async fn request_payment(
        &self,
        request: &PaymentRequest<'_>,
    ) -> Result<PaymentPrompt, PaymentError> {
        let amount = whole_shillings(request.amount_minor)?;
        let (password, timestamp) = self.credentials();
        let reference: String = request.account_reference.chars().take(12).collect();
        let description: String = request.description.chars().take(13).collect();
        let body = StkPush {
            business_short_code: &self.settings.shortcode,
            password: &password,
            timestamp: &timestamp,
            transaction_type: "CustomerPayBillOnline",
            amount,
            party_a: request.msisdn,
            party_b: &self.settings.shortcode,
            phone_number: request.msisdn,
            callback_url: request.callback_url,
            account_reference: &reference,
            transaction_desc: &description,
        };
        let answer: StkPushAnswer = self.post("/mpesa/stkpush/v1/processrequest", &body).await?;
        if parse_code(&answer.response_code) != Some(0) || answer.checkout_request_id.is_empty() {
            return Err(PaymentError::Provider(format!(
                "Daraja did not take the push: {}",
                answer.response_description
            )));
        }
        Ok(PaymentPrompt {
            checkout_request_id: answer.checkout_request_id,
            merchant_request_id: answer.merchant_request_id,
            customer_message: answer.customer_message,
        })
    }

    async fn query_payment(&self, checkout_request_id: &str) -> Result<PaymentQuery, PaymentError> {
        let (password, timestamp) = self.credentials();
        let body = StkQuery {
            business_short_code: &self.settings.shortcode,
            password: &password,
            timestamp: &timestamp,
            checkout_request_id,
        };
        match self
            .post::<_, StkQueryAnswer>("/mpesa/stkpushquery/v1/query", &body)
            .await
        {
            Ok(answer) => Ok(PaymentQuery {
                result_code: Some(parse_code(&answer.result_code).ok_or_else(|| {
                    PaymentError::Provider("Daraja's query answer has no result code".to_owned())
                })?),
                result_desc: answer.result_desc,
                receipt: None,
                amount_minor: None,
            }),
            Err(CallError::Answered { error, .. }) if error.error_code == STILL_PROCESSING => {
                Ok(PaymentQuery {
                    result_code: None,
                    result_desc: error.error_message,
                    receipt: None,
                    amount_minor: None,
                })
            }
            Err(error) => Err(error.into()),
        }
    }

    async fn send_to_phone(
        &self,
        msisdn: &str,
        amount_minor: i64,
        _currency: Currency,
        remarks: &str,
    ) -> Result<Transfer, PaymentError> {
        let amount = whole_shillings(amount_minor)?;
        let originator = crate::ids::new_id((self.clock)());
        let result_url = format!(
            "{}/api/payments/mpesa/b2c/{}",
            self.public_url, self.settings.callback_secret
        );
        let mut remarks: String = remarks.chars().take(100).collect();
        if remarks.chars().count() < 2 {
            remarks = "Loan disbursement".to_owned();
        }
        let body = B2cPayment {
            originator_conversation_id: &originator,
            initiator_name: &self.settings.b2c_initiator,
            security_credential: &self.settings.b2c_security_credential,
            command_id: "BusinessPayment",
            amount,
            party_a: &self.settings.b2c_shortcode,
            party_b: msisdn,
            remarks: &remarks,
            queue_timeout_url: &result_url,
            result_url: &result_url,
            occassion: "Loan",
        };
        let answer: B2cAnswer = self.post("/mpesa/b2c/v3/paymentrequest", &body).await?;
        if parse_code(&answer.response_code) != Some(0) {
            return Err(PaymentError::Provider(format!(
                "Daraja did not take the transfer: {}",
                answer.response_description
            )));
        }
        // Accepted for processing: the result that follows at the ResultURL is only logged.
        let reference = if answer.conversation_id.is_empty() {
            answer.originator_conversation_id
        } else {
            answer.conversation_id
        };
        Ok(Transfer {
            reference,
            result_code: RESULT_SUCCESS,
            description: answer.response_description,
        })
    }

    /// Sends the charge as an STK push and waits for the customer's answer by querying.
    async fn verify_phone(
        &self,
        msisdn: &str,
        amount_minor: i64,
        currency: Currency,
    ) -> Result<PhoneVerification, PaymentError> {
        let callback_url = self.callback_url();
        let prompt = self
            .request_payment(&PaymentRequest {
                msisdn,
                amount_minor,
                currency,
                account_reference: "Verify",
                description: "M-Pesa check",
                callback_url: &callback_url,
            })
            .await?;
        let started = tokio::time::Instant::now();
        while started.elapsed() < VERIFY_WAIT {
            tokio::time::sleep(VERIFY_POLL).await;
            let query = match self.query_payment(&prompt.checkout_request_id).await {
                Ok(query) => query,
                Err(error) => {
                    tracing::warn!(%error, "M-Pesa verification query failed; asking again");
                    continue;
                }
            };
            match query.result_code {
                None => continue,
                Some(RESULT_SUCCESS) => {
                    return Ok(PhoneVerification {
                        reference: prompt.checkout_request_id,
                        result_code: RESULT_SUCCESS,
                        description: query.result_desc,
                    })
                }
                Some(code) => return Err(PaymentError::from_result_code(code, &query.result_desc)),
            }
        }
        Err(PaymentError::from_result_code(RESULT_TIMEOUT, "no answer"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps_are_nairobi_time() {
        // 2026-11-21T21:30:00Z is 00:30 on the 22nd in Nairobi.
        assert_eq!(timestamp(1_795_296_600), "20261122003000");
    }

    #[test]
    fn the_password_is_base64_of_code_passkey_and_time() {
        let p = password("174379", "passkey", "20261122003000");
        let decoded = base64::engine::general_purpose::STANDARD
            .decode(p)
            .expect("base64");
        assert_eq!(decoded, b"174379passkey20261122003000");
    }

    #[test]
    fn only_whole_shillings() {
        assert_eq!(whole_shillings(150_000).ok(), Some(1500));
        assert!(whole_shillings(150_050).is_err());
        assert!(whole_shillings(0).is_err());
    }
}
