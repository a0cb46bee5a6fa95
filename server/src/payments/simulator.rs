//! The built-in payments provider: answers like M-Pesa without a network. What it answers depends on
//! the number's last three digits, so tests and demos can reach every outcome:
//! `000` the customer cancels (1032), `111` too low a balance (1), `222` no answer (1037), else success.

use portal_core::money::Currency;
use rand::Rng;

use super::{
    PaymentError, PaymentsProvider, PhoneVerification, Transfer, RESULT_CANCELLED,
    RESULT_INSUFFICIENT_FUNDS, RESULT_SUCCESS, RESULT_TIMEOUT,
};

pub struct Simulator;

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

/// A receipt number shaped like M-Pesa's: ten upper-case letters and digits, `SIM` first.
fn receipt() -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    let mut rng = rand::rng();
    let tail: String = (0..7)
        .map(|_| char::from(ALPHABET[rng.random_range(0..ALPHABET.len())]))
        .collect();
    format!("SIM{tail}")
}

#[async_trait::async_trait]
impl PaymentsProvider for Simulator {
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

    #[tokio::test]
    async fn answers_by_the_last_digits() {
        let ok = Simulator
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
                Simulator.verify_phone(msisdn, 100, Currency::Kes).await,
                Err(error)
            );
        }
        assert!(matches!(
            PaymentError::from_result_code(2001, "Wrong PIN"),
            PaymentError::Provider(text) if text.contains("2001")
        ));
    }
}
