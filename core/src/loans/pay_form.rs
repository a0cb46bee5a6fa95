//! The 'Loan Repayment (M-Pesa)' form: loan, amount and phone.

use rust_decimal::Decimal;

use crate::forms::is_empty;
use crate::money::{digits_only, AmountField};
use crate::phones::international;
use crate::places::Country;
use crate::profile::INVALID_MPESA_PHONE;

pub const AMOUNT_AND_PHONE_REQUIRED: &str = "Enter Amount and Mpesa phone to proceed";
pub const WHOLE_SHILLINGS: &str = "Enter the amount in whole shillings";
pub const PROMPT_SENT: &str = "Check you phone to complete payment";
pub const PAYMENT_FAILED: &str = "Failed to initiate Mpesa payment";
/// M-Pesa's own limit on one transaction.
pub const MAX_MPESA_AMOUNT: i64 = 250_000;
pub const ABOVE_MPESA_LIMIT: &str = "M-Pesa takes at most 250,000 in one payment";
pub const AMOUNT_DIGITS: &str = "Enter the amount in digits, e.g. 1500";

/// One M-Pesa payment: whole shillings, from 1 to M-Pesa's limit.
pub const PAYMENT_AMOUNT: AmountField = AmountField {
    name: "paymentAmount",
    decimals: 0,
    min: 1,
    max: MAX_MPESA_AMOUNT,
    not_a_number: AMOUNT_DIGITS,
    too_precise: WHOLE_SHILLINGS,
    too_small: WHOLE_SHILLINGS,
    too_large: ABOVE_MPESA_LIMIT,
};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValidPayment {
    pub amount: Decimal,
    /// International form, `2547…` or `2556…`.
    pub msisdn: String,
}

/// Checks the form; `country` reads a local `07…` number.
pub fn validate_payment(
    loan_id: &str,
    amount: &str,
    phone: &str,
    country: Country,
) -> Result<ValidPayment, &'static str> {
    // Zero counts as not filled in, as in every form of the portal.
    if loan_id.trim().is_empty() || is_empty(amount) || phone.trim().is_empty() {
        return Err(AMOUNT_AND_PHONE_REQUIRED);
    }
    let amount = PAYMENT_AMOUNT
        .read(amount)?
        .ok_or(AMOUNT_AND_PHONE_REQUIRED)?
        .normalize();
    let msisdn = international(phone, country)
        .or_else(|| {
            Country::ALL
                .into_iter()
                .find_map(|c| international(phone, c))
        })
        .filter(|m| digits_only(m) == *m)
        .ok_or(INVALID_MPESA_PHONE)?;
    Ok(ValidPayment { amount, msisdn })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_good_payment() {
        let ok = validate_payment("abc", "1,000", "0712 345 678", Country::Kenya).expect("valid");
        assert_eq!(
            ok,
            ValidPayment {
                amount: Decimal::from(1000),
                msisdn: "254712345678".into()
            }
        );
        let tz = validate_payment("abc", "500", "255712345678", Country::Kenya).expect("valid");
        assert_eq!(tz.msisdn, "255712345678");
    }

    #[test]
    fn each_message() {
        for (loan, amount, phone, message) in [
            ("", "100", "0712345678", AMOUNT_AND_PHONE_REQUIRED),
            ("abc", "", "0712345678", AMOUNT_AND_PHONE_REQUIRED),
            ("abc", "0", "0712345678", AMOUNT_AND_PHONE_REQUIRED),
            ("abc", "100", " ", AMOUNT_AND_PHONE_REQUIRED),
            ("abc", "100.50", "0712345678", WHOLE_SHILLINGS),
            ("abc", "-5", "0712345678", WHOLE_SHILLINGS),
            ("abc", "250001", "0712345678", ABOVE_MPESA_LIMIT),
            ("abc", "1e308", "0712345678", ABOVE_MPESA_LIMIT),
            ("abc", "1,0,0", "0712345678", AMOUNT_DIGITS),
            ("abc", "0.00", "0712345678", AMOUNT_AND_PHONE_REQUIRED),
            ("abc", "100", "12345", INVALID_MPESA_PHONE),
        ] {
            assert_eq!(
                validate_payment(loan, amount, phone, Country::Kenya),
                Err(message),
                "{amount} {phone}"
            );
        }
    }
}
