//! The loan quote: flat interest on the principal left after the client's contribution, paid in
//! whole-shilling installments (M-Pesa takes whole amounts), the last one smaller.

use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;

use crate::money::{read_number, round_cents, AmountField};

/// More installments than this is no loan anyone offers; it also bounds a schedule's size.
pub const MAX_INSTALLMENTS: u32 = 10_000;

pub const AMOUNT_NOT_POSITIVE: &str = "Enter a loan amount of at least 1";
pub const CONTRIBUTION_OUT_OF_RANGE: &str = "The contribution must be from 0 to 99 percent";
pub const YEARS_NOT_POSITIVE: &str = "Select a repayment period";
pub const PAYMENTS_PER_YEAR_NOT_POSITIVE: &str = "The number of payments a year must be above zero";
pub const RATE_OUT_OF_RANGE: &str = "The interest rate must be from 0 to 100 percent";
pub const TOO_MANY_INSTALLMENTS: &str = "The repayment period has too many installments";
pub const AMOUNT_NOT_A_NUMBER: &str = "Enter the loan amount as a number, e.g. 70000";
pub const AMOUNT_TOO_PRECISE: &str = "The loan amount can have at most 2 decimals";
pub const LOAN_TOO_LARGE: &str = "A loan can be at most 10,000,000,000";
pub const CONTRIBUTION_TOO_PRECISE: &str = "The contribution can have at most 2 decimals";
pub const RATE_TOO_PRECISE: &str = "The interest rate can have at most 2 decimals";
pub const YEARS_NOT_A_NUMBER: &str = "Enter the repayment period in years, e.g. 1.5";
pub const YEARS_TOO_PRECISE: &str = "The repayment period can have at most 2 decimals";
pub const YEARS_TOO_LONG: &str = "The repayment period can be at most 100 years";

/// The largest loan any fund may lend: 10 billion shillings.
pub const MAX_LOAN_AMOUNT: i64 = 10_000_000_000;

/// The amount a quote is asked for, before the contribution: cents, from 1 to the largest loan.
pub const LOAN_AMOUNT: AmountField = AmountField {
    name: "loanAmount",
    decimals: 2,
    min: 100,
    max: MAX_LOAN_AMOUNT * 100,
    not_a_number: AMOUNT_NOT_A_NUMBER,
    too_precise: AMOUNT_TOO_PRECISE,
    too_small: AMOUNT_NOT_POSITIVE,
    too_large: LOAN_TOO_LARGE,
};

/// Percent of the amount kept back: hundredths, from 0 to 99.99.
pub const CONTRIBUTION: AmountField = AmountField {
    name: "contribution",
    decimals: 2,
    min: 0,
    max: 9_999,
    not_a_number: CONTRIBUTION_OUT_OF_RANGE,
    too_precise: CONTRIBUTION_TOO_PRECISE,
    too_small: CONTRIBUTION_OUT_OF_RANGE,
    too_large: CONTRIBUTION_OUT_OF_RANGE,
};

/// Flat yearly interest: hundredths of a percent, from 0 to 100.
pub const INTEREST_RATE: AmountField = AmountField {
    name: "interestRate",
    decimals: 2,
    min: 0,
    max: 10_000,
    not_a_number: RATE_OUT_OF_RANGE,
    too_precise: RATE_TOO_PRECISE,
    too_small: RATE_OUT_OF_RANGE,
    too_large: RATE_OUT_OF_RANGE,
};

/// The repayment period: hundredths of a year (quarters need two decimals), up to 100 years.
pub const LOAN_YEARS: AmountField = AmountField {
    name: "years",
    decimals: 2,
    min: 1,
    max: 10_000,
    not_a_number: YEARS_NOT_A_NUMBER,
    too_precise: YEARS_TOO_PRECISE,
    too_small: YEARS_NOT_POSITIVE,
    too_large: YEARS_TOO_LONG,
};

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

impl LoanQuote {
    /// What the last installment is: the smaller overflow when there is one, else a full one.
    pub fn last_installment(&self) -> Decimal {
        if self.overflow_amount > Decimal::ZERO {
            self.overflow_amount
        } else {
            self.installment
        }
    }
}

/// 365 / interval days: how many repayments a fund's interval makes in a year.
pub fn payments_per_year(interval_days: u32) -> Option<Decimal> {
    (interval_days > 0).then(|| Decimal::from(365) / Decimal::from(interval_days))
}

/// The terms as typed or sent (`POST /loan/calculate`, the PWA's quote): each read by its field, a
/// contribution left out read as none.
pub fn read_terms(
    amount: &str,
    contribution: &str,
    years: &str,
    payments_per_year: Decimal,
    interest_rate: &str,
) -> Result<LoanTerms, &'static str> {
    Ok(LoanTerms {
        amount: LOAN_AMOUNT.read(amount)?.ok_or(AMOUNT_NOT_POSITIVE)?,
        contribution: CONTRIBUTION.read(contribution)?.unwrap_or(Decimal::ZERO),
        years: LOAN_YEARS.read(years)?.ok_or(YEARS_NOT_POSITIVE)?,
        payments_per_year,
        interest_rate: INTEREST_RATE
            .read(interest_rate)?
            .ok_or(RATE_OUT_OF_RANGE)?,
    })
}

/// Payments a year as sent (`365 / days`, any number of decimals), above zero.
pub fn read_payments_per_year(text: &str) -> Result<Decimal, &'static str> {
    read_number(text)
        .ok()
        .filter(|ppy| *ppy > Decimal::ZERO)
        .ok_or(PAYMENTS_PER_YEAR_NOT_POSITIVE)
}

pub fn quote(terms: &LoanTerms) -> Result<LoanQuote, &'static str> {
    let hundred = Decimal::ONE_HUNDRED;
    LOAN_AMOUNT.check(terms.amount)?;
    CONTRIBUTION.check(terms.contribution)?;
    LOAN_YEARS.check(terms.years)?;
    if terms.payments_per_year <= Decimal::ZERO {
        return Err(PAYMENTS_PER_YEAR_NOT_POSITIVE);
    }
    INTEREST_RATE.check(terms.interest_rate)?;
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
                terms("100", "99.999", "1", "12", "12"),
                CONTRIBUTION_TOO_PRECISE,
            ),
            (terms("100", "99.99", "1", "12", "12.345"), RATE_TOO_PRECISE),
            (terms("100.001", "10", "1", "12", "12"), AMOUNT_TOO_PRECISE),
            (
                terms("10000000000.01", "10", "1", "12", "12"),
                LOAN_TOO_LARGE,
            ),
            (terms("100", "10", "1.125", "12", "12"), YEARS_TOO_PRECISE),
            (terms("100", "10", "100.25", "1", "12"), YEARS_TOO_LONG),
            (
                terms("100000", "10", "100", "365", "1"),
                TOO_MANY_INSTALLMENTS,
            ),
        ];
        for (t, message) in cases {
            assert_eq!(quote(&t), Err(message), "{t:?}");
        }
    }

    #[test]
    fn terms_are_read_by_their_fields() {
        let ppy = Decimal::from(12);
        let read = |a, c, y, r| read_terms(a, c, y, ppy, r);
        assert_eq!(
            read("6,250", "", "1.5", "12"),
            Ok(terms("6250", "0", "1.5", "12", "12"))
        );
        assert_eq!(read("", "20", "1.5", "12"), Err(AMOUNT_NOT_POSITIVE));
        assert_eq!(read("6,25,0", "20", "1.5", "12"), Err(AMOUNT_NOT_A_NUMBER));
        assert_eq!(read("1e308", "20", "1.5", "12"), Err(LOAN_TOO_LARGE));
        assert_eq!(
            read("6250", "99.999", "1.5", "12"),
            Err(CONTRIBUTION_TOO_PRECISE)
        );
        assert_eq!(read("6250", "20", "", "12"), Err(YEARS_NOT_POSITIVE));
        assert_eq!(read("6250", "20", "1.5", ""), Err(RATE_OUT_OF_RANGE));
        assert_eq!(
            read_payments_per_year("52.142857142857146"),
            Ok(Decimal::new(52_142_857_142_857_146, 15))
        );
        assert_eq!(
            read_payments_per_year("0"),
            Err(PAYMENTS_PER_YEAR_NOT_POSITIVE)
        );
    }

    #[test]
    fn the_last_installment_is_the_overflow_or_a_full_one() {
        let q = quote(&terms("6250", "20", "1.5", "12", "12")).expect("valid");
        assert_eq!(q.last_installment(), d("324"));
        let even = quote(&terms("12000", "0", "1", "12", "0")).expect("valid");
        assert_eq!(even.last_installment(), d("1000"));
    }
}
