//! The built-in payments provider: answers like M-Pesa without a network. What it answers depends on
//! the number's last three digits, so tests and demos can reach every outcome:
//! `000` the customer cancels (1032), `111` too low a balance (1), `222` no answer (1037), else
//! success. An STK push to a number ending `999` is refused outright (Daraja busy), so the
//! "Failed to initiate" path can be tried too.
//!
//! An STK push is answered at once; after the configured delay the simulator posts a Daraja-shaped
//! callback to the callback URL it was given, over real HTTP. A `222` number gets no callback at all,
//! as with a phone that never answers, so the status query settles it. The simulator keeps no state:
//! the outcome, amount and receipt are carried in the CheckoutRequestID, so any server process can
//! answer a query for a push another one sent.

use std::time::Duration;

use portal_core::money::Currency;
use rand::Rng;
use serde_json::json;

use super::wire::amount_json;
use super::{
    PaymentError, PaymentPrompt, PaymentQuery, PaymentRequest, PaymentsProvider, PhoneVerification,
    Transfer, RESULT_CANCELLED, RESULT_INSUFFICIENT_FUNDS, RESULT_SUCCESS, RESULT_TIMEOUT,
};
use crate::clock::Clock;
use crate::payments::daraja::timestamp;

const PREFIX: &str = "ws_CO_SIM_";
/// Tries to deliver a callback before giving it up (the query fallback then settles the request).
const CALLBACK_TRIES: u32 = 3;

pub struct Simulator {
    delay: Duration,
    clock: Clock,
    http: reqwest::Client,
}

impl Simulator {
    pub fn new(delay: Duration, clock: Clock) -> Simulator {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(10))
            .build()
            .unwrap_or_default();
        Simulator { delay, clock, http }
    }
}

/// What M-Pesa would answer for `msisdn`: a result code and its description.
pub fn outcome(msisdn: &str) -> (i64, &'static str) {
    if msisdn.ends_with("000") {
        (RESULT_CANCELLED, "Request cancelled by user")
    } else if msisdn.ends_with("111") {
        (
            RESULT_INSUFFICIENT_FUNDS,
            "The balance is insufficient for the transaction",
        )
    } else if msisdn.ends_with("222") {
        (RESULT_TIMEOUT, "DS timeout user cannot be reached")
    } else {
        (
            RESULT_SUCCESS,
            "The service request is processed successfully.",
        )
    }
}

fn description(code: i64) -> &'static str {
    match code {
        RESULT_CANCELLED => outcome("000").1,
        RESULT_INSUFFICIENT_FUNDS => outcome("111").1,
        RESULT_TIMEOUT => outcome("222").1,
        _ => outcome("").1,
    }
}

/// `n` upper-case letters and digits.
fn token(n: usize) -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    let mut rng = rand::rng();
    (0..n)
        .map(|_| char::from(ALPHABET[rng.random_range(0..ALPHABET.len())]))
        .collect()
}

/// A receipt number shaped like M-Pesa's: ten upper-case letters and digits, `SIM` first.
fn receipt() -> String {
    format!("SIM{}", token(7))
}

/// The receipt a push's CheckoutRequestID stands for: the same in the callback and the query.
fn receipt_of(token: &str) -> String {
    format!("SIM{}", &token[..7.min(token.len())])
}

/// What a simulated CheckoutRequestID carries: outcome, amount and receipt token.
fn parse_checkout(id: &str) -> Option<(i64, i64, String)> {
    let mut parts = id.strip_prefix(PREFIX)?.split('_');
    let code = parts.next()?.parse().ok()?;
    let amount = parts.next()?.parse().ok()?;
    let token = parts.next()?.to_owned();
    (parts.next().is_none() && token.len() == 10).then_some((code, amount, token))
}

/// The callback Daraja would post for this push.
fn callback_body(
    prompt: &PaymentPrompt,
    code: i64,
    amount_minor: i64,
    msisdn: &str,
    now: i64,
) -> serde_json::Value {
    let mut callback = json!({
        "MerchantRequestID": prompt.merchant_request_id,
        "CheckoutRequestID": prompt.checkout_request_id,
        "ResultCode": code,
        "ResultDesc": description(code),
    });
    if code == RESULT_SUCCESS {
        let token = parse_checkout(&prompt.checkout_request_id)
            .map(|(_, _, token)| token)
            .unwrap_or_default();
        let phone: serde_json::Value = msisdn
            .parse::<i64>()
            .map_or_else(|_| json!(msisdn), |n| json!(n));
        let date: i64 = timestamp(now).parse().unwrap_or_default();
        callback["CallbackMetadata"] = json!({ "Item": [
            { "Name": "Amount", "Value": amount_json(amount_minor) },
            { "Name": "MpesaReceiptNumber", "Value": receipt_of(&token) },
            { "Name": "Balance" },
            { "Name": "TransactionDate", "Value": date },
            { "Name": "PhoneNumber", "Value": phone },
        ]});
    }
    json!({ "Body": { "stkCallback": callback } })
}

async fn post_callback(http: reqwest::Client, url: String, body: serde_json::Value) {
    for attempt in 1..=CALLBACK_TRIES {
        match http.post(&url).json(&body).send().await {
            Ok(response) if response.status().is_success() => return,
            Ok(response) => {
                tracing::warn!(status = %response.status(), attempt, "simulated M-Pesa callback refused");
            }
            Err(error) => {
                tracing::warn!(%error, attempt, "simulated M-Pesa callback not delivered")
            }
        }
        tokio::time::sleep(Duration::from_millis(500 * u64::from(attempt))).await;
    }
}

#[async_trait::async_trait]
impl PaymentsProvider for Simulator {
    async fn request_payment(
        &self,
        request: &PaymentRequest<'_>,
    ) -> Result<PaymentPrompt, PaymentError> {
        if request.msisdn.ends_with("999") {
            return Err(PaymentError::Provider(
                "simulated: the system is busy, try again".to_owned(),
            ));
        }
        if request.amount_minor <= 0 {
            return Err(PaymentError::Provider("invalid amount".to_owned()));
        }
        let (code, _) = outcome(request.msisdn);
        let key = token(10);
        let prompt = PaymentPrompt {
            checkout_request_id: format!("{PREFIX}{code}_{}_{key}", request.amount_minor),
            merchant_request_id: format!("SIM-{}", token(8)),
            customer_message: "Success. Request accepted for processing".to_owned(),
        };
        if code != RESULT_TIMEOUT {
            let body = callback_body(
                &prompt,
                code,
                request.amount_minor,
                request.msisdn,
                (self.clock)(),
            );
            let (http, url, delay) = (
                self.http.clone(),
                request.callback_url.to_owned(),
                self.delay,
            );
            tokio::spawn(async move {
                tokio::time::sleep(delay).await;
                post_callback(http, url, body).await;
            });
        }
        Ok(prompt)
    }

    async fn query_payment(&self, checkout_request_id: &str) -> Result<PaymentQuery, PaymentError> {
        let (code, amount, token) = parse_checkout(checkout_request_id).ok_or_else(|| {
            PaymentError::Provider("simulated: invalid CheckoutRequestID".to_owned())
        })?;
        Ok(PaymentQuery {
            result_code: Some(code),
            result_desc: description(code).to_owned(),
            receipt: (code == RESULT_SUCCESS).then(|| receipt_of(&token)),
            amount_minor: Some(amount),
        })
    }

    async fn send_to_phone(
        &self,
        msisdn: &str,
        _amount_minor: i64,
        _currency: Currency,
        _remarks: &str,
    ) -> Result<Transfer, PaymentError> {
        match outcome(msisdn) {
            // A transfer cannot be cancelled by its receiver; the simulator fails only when the
            // number does not answer (…222), as an unregistered or unreachable line would.
            (RESULT_TIMEOUT, description) => {
                Err(PaymentError::from_result_code(RESULT_TIMEOUT, description))
            }
            _ => Ok(Transfer {
                reference: receipt(),
                result_code: RESULT_SUCCESS,
                description: "The service request is processed successfully.".to_owned(),
            }),
        }
    }

    async fn verify_phone(
        &self,
        msisdn: &str,
        _amount_minor: i64,
        _currency: Currency,
    ) -> Result<PhoneVerification, PaymentError> {
        match outcome(msisdn) {
            (RESULT_SUCCESS, description) => Ok(PhoneVerification {
                reference: receipt(),
                result_code: RESULT_SUCCESS,
                description: description.to_owned(),
            }),
            (code, description) => Err(PaymentError::from_result_code(code, description)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    fn simulator() -> Simulator {
        Simulator::new(Duration::ZERO, Arc::new(|| 1_795_296_600))
    }

    #[tokio::test]
    async fn answers_by_the_last_digits() {
        let ok = simulator()
            .verify_phone("254712345678", 100, Currency::Kes)
            .await
            .expect("success");
        assert_eq!(ok.result_code, RESULT_SUCCESS);
        assert!(ok.reference.starts_with("SIM") && ok.reference.len() == 10);
        for (msisdn, error) in [
            ("254712345000", PaymentError::Cancelled),
            ("254712345111", PaymentError::InsufficientFunds),
            ("254712345222", PaymentError::Timeout),
        ] {
            assert_eq!(
                simulator().verify_phone(msisdn, 100, Currency::Kes).await,
                Err(error)
            );
        }
        assert!(matches!(
            PaymentError::from_result_code(2001, "Wrong PIN"),
            PaymentError::Provider(text) if text.contains("2001")
        ));
    }

    fn request(msisdn: &str) -> PaymentRequest<'_> {
        PaymentRequest {
            msisdn,
            amount_minor: 150_000,
            currency: Currency::Kes,
            account_reference: "ABCDEF12",
            description: "Loan payment",
            // Nothing listens there: the spawned callback just fails quietly.
            callback_url: "http://127.0.0.1:9/api/payments/mpesa/callback/x",
        }
    }

    #[tokio::test]
    async fn a_push_is_queried_to_the_same_outcome_and_receipt() {
        let sim = simulator();
        let prompt = sim
            .request_payment(&request("254712345678"))
            .await
            .expect("accepted");
        let query = sim
            .query_payment(&prompt.checkout_request_id)
            .await
            .expect("known");
        assert_eq!(query.result_code, Some(RESULT_SUCCESS));
        assert_eq!(query.amount_minor, Some(150_000));
        let body = callback_body(&prompt, 0, 150_000, "254712345678", 1_795_296_600);
        let parsed: crate::payments::wire::StkCallbackEnvelope =
            serde_json::from_value(body).expect("Daraja-shaped");
        let callback = parsed.body.stk_callback;
        assert_eq!(callback.receipt(), query.receipt);
        assert_eq!(callback.amount_minor(), Some(150_000));
        assert_eq!(callback.phone().as_deref(), Some("254712345678"));

        for (msisdn, code) in [
            ("254712345000", 1032),
            ("254712345111", 1),
            ("254712345222", 1037),
        ] {
            let prompt = sim
                .request_payment(&request(msisdn))
                .await
                .expect("accepted");
            let query = sim
                .query_payment(&prompt.checkout_request_id)
                .await
                .expect("known");
            assert_eq!(query.result_code, Some(code));
            assert_eq!(query.receipt, None);
        }
        assert!(matches!(
            sim.request_payment(&request("254712345999")).await,
            Err(PaymentError::Provider(_))
        ));
        assert!(sim.query_payment("ws_CO_nope").await.is_err());
    }
}
