//! The loan quote: flat interest on the principal left after the client's contribution, paid in
//! whole-shilling installments (M-Pesa takes whole amounts), the last one smaller.

use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;

use crate::money::round_cents;

/// More installments than this is no loan anyone offers; it also bounds a schedule's size.
pub const MAX_INSTALLMENTS: u32 = 10_000;

pub const AMOUNT_NOT_POSITIVE: &str = "Enter a loan amount of at least 1";
pub const CONTRIBUTION_OUT_OF_RANGE: &str = "The contribution must be from 0 to 99 percent";
pub const YEARS_NOT_POSITIVE: &str = "Select a repayment period";
pub const PAYMENTS_PER_YEAR_NOT_POSITIVE: &str = "The number of payments a year must be above zero";
pub const RATE_OUT_OF_RANGE: &str = "The interest rate must be from 0 to 100 percent";
pub const TOO_MANY_INSTALLMENTS: &str = "The repayment period has too many installments";

/// What the calculation is asked, as `POST /api/loan/calculate` takes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LoanTerms {
    /// The amount asked, before the contribution.
    pub amount: Decimal,
    /// Percent of the amount the client contributes (kept back from what is lent).
    pub contribution: Decimal,
    pub years: Decimal,
    /// 365 / the fund's repayment interval in days; may be fractional.
    pub payments_per_year: Decimal,
    /// Flat yearly interest, percent.
    pub interest_rate: Decimal,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LoanQuote {
    pub amount_b4_contrib: Decimal,
    /// What is lent: the amount less the contribution, to the cent.
    pub principal: Decimal,
    pub payable_interest: Decimal,
    pub total_to_pay: Decimal,
    /// Whole shillings, rounded up.
    pub installment: Decimal,
    pub full_periods: u32,
    /// The last, smaller installment; zero when the total divides evenly.
    pub overflow_amount: Decimal,
    pub no_of_installments: u32,
}

/// 365 / interval days: how many repayments a fund's interval makes in a year.
pub fn payments_per_year(interval_days: u32) -> Option<Decimal> {
    (interval_days > 0).then(|| Decimal::from(365) / Decimal::from(interval_days))
}

pub fn quote(terms: &LoanTerms) -> Result<LoanQuote, &'static str> {
    let hundred = Decimal::ONE_HUNDRED;
    if terms.amount < Decimal::ONE {
        return Err(AMOUNT_NOT_POSITIVE);
    }
    if terms.contribution < Decimal::ZERO || terms.contribution >= hundred {
        return Err(CONTRIBUTION_OUT_OF_RANGE);
    }
    if terms.years <= Decimal::ZERO {
        return Err(YEARS_NOT_POSITIVE);
    }
    if terms.payments_per_year <= Decimal::ZERO {
        return Err(PAYMENTS_PER_YEAR_NOT_POSITIVE);
    }
    if terms.interest_rate < Decimal::ZERO || terms.interest_rate > hundred {
        return Err(RATE_OUT_OF_RANGE);
    }
    let overflowing = || TOO_MANY_INSTALLMENTS;
    let principal = round_cents(
        terms
            .amount
            .checked_mul(Decimal::ONE - terms.contribution / hundred)
            .ok_or(AMOUNT_NOT_POSITIVE)?,
    );
    if principal <= Decimal::ZERO {
        return Err(AMOUNT_NOT_POSITIVE);
    }
    let payable_interest = round_cents(
        principal
            .checked_mul(terms.interest_rate / hundred)
            .and_then(|p| p.checked_mul(terms.years))
            .ok_or(AMOUNT_NOT_POSITIVE)?,
    );
    let total_to_pay = principal + payable_interest;
    let periods = terms
        .years
        .checked_mul(terms.payments_per_year)
        .ok_or_else(overflowing)?;
    if periods > Decimal::from(MAX_INSTALLMENTS) {
        return Err(TOO_MANY_INSTALLMENTS);
    }
    // Rounding to 12 places first keeps a fraction such as 365/7 from turning an exact share into
    // one shilling more.
    let installment = total_to_pay
        .checked_div(periods)
        .ok_or_else(overflowing)?
        .round_dp(12)
        .ceil();
    let full = (total_to_pay / installment).floor();
    let overflow_amount = total_to_pay - full * installment;
    let full_periods = full.to_u32().ok_or_else(overflowing)?;
    let no_of_installments = full_periods + u32::from(overflow_amount > Decimal::ZERO);
    if no_of_installments > MAX_INSTALLMENTS {
        return Err(TOO_MANY_INSTALLMENTS);
    }
    Ok(LoanQuote {
        amount_b4_contrib: terms.amount,
        principal,
        payable_interest,
        total_to_pay,
        installment,
        full_periods,
        overflow_amount,
        no_of_installments,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rust_decimal::prelude::FromStr;

    fn d(text: &str) -> Decimal {
        Decimal::from_str(text).expect("valid")
    }

    fn terms(amount: &str, contribution: &str, years: &str, ppy: &str, rate: &str) -> LoanTerms {
        LoanTerms {
            amount: d(amount),
            contribution: d(contribution),
            years: d(years),
            payments_per_year: d(ppy),
            interest_rate: d(rate),
        }
    }

    #[test]
    fn the_worked_case() {
        let q = quote(&terms("6250", "20", "1.5", "12", "12")).expect("valid");
        assert_eq!(q.amount_b4_contrib, d("6250"));
        assert_eq!(q.principal, d("5000"));
        assert_eq!(q.payable_interest, d("900"));
        assert_eq!(q.total_to_pay, d("5900"));
        assert_eq!(q.installment, d("328"));
        assert_eq!(q.full_periods, 17);
        assert_eq!(q.overflow_amount, d("324"));
        assert_eq!(q.no_of_installments, 18);
    }

    #[test]
    fn an_even_split_has_no_overflow() {
        let q = quote(&terms("12000", "0", "1", "12", "0")).expect("valid");
        assert_eq!(q.installment, d("1000"));
        assert_eq!(
            (q.full_periods, q.overflow_amount, q.no_of_installments),
            (12, d("0"), 12)
        );
    }

    #[test]
    fn a_fractional_rate_of_payments_does_not_add_a_shilling() {
        // 365/73 = 5 exactly; 365/7 × 7 years would be 365 periods: 36500 / 365 = 100.
        let weekly = payments_per_year(7).expect("valid");
        let q = quote(&LoanTerms {
            amount: d("36500"),
            contribution: d("0"),
            years: d("7"),
            payments_per_year: weekly,
            interest_rate: d("0"),
        })
        .expect("valid");
        assert_eq!(q.installment, d("100"));
        assert_eq!(q.no_of_installments, 365);
    }

    #[test]
    fn interest_and_principal_round_half_even_to_the_cent() {
        // 1001 × 0.5 = 500.5 (exact); 500.5 × 7.5% × 0.25 = 9.384375 → 9.38
        let q = quote(&terms("1001", "50", "0.25", "12", "7.5")).expect("valid");
        assert_eq!(q.principal, d("500.5"));
        assert_eq!(q.payable_interest, d("9.38"));
        // 0.125 → 0.12 (half to even), not 0.13
        let q = quote(&terms("1", "0", "1", "1", "12.5")).expect("valid");
        assert_eq!(q.payable_interest, d("0.12"));
    }

    #[test]
    fn fewer_than_one_period_is_one_installment() {
        let q = quote(&terms("1000", "0", "0.25", "1", "0")).expect("valid");
        assert_eq!(q.installment, d("4000"));
        assert_eq!(
            (q.full_periods, q.overflow_amount, q.no_of_installments),
            (0, d("1000"), 1)
        );
    }

    #[test]
    fn bad_terms_each_have_a_message() {
        let cases = [
            (terms("0", "20", "1", "12", "12"), AMOUNT_NOT_POSITIVE),
            (
                terms("100", "100", "1", "12", "12"),
                CONTRIBUTION_OUT_OF_RANGE,
            ),
            (
                terms("100", "-1", "1", "12", "12"),
                CONTRIBUTION_OUT_OF_RANGE,
            ),
            (terms("100", "10", "0", "12", "12"), YEARS_NOT_POSITIVE),
            (
                terms("100", "10", "1", "0", "12"),
                PAYMENTS_PER_YEAR_NOT_POSITIVE,
            ),
            (terms("100", "10", "1", "12", "101"), RATE_OUT_OF_RANGE),
            (
                terms("100000", "10", "100", "365", "1"),
                TOO_MANY_INSTALLMENTS,
            ),
        ];
        for (t, message) in cases {
            assert_eq!(quote(&t), Err(message), "{t:?}");
        }
    }
}
