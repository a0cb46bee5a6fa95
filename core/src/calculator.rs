//! The public loan calculator (spec 000 sections 5 and 9): who may continue to apply, and the
//! monthly repayment estimate shown to them.

use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;

use crate::forms::REQUIRED;

pub const MIN_LOAN: u64 = 50_000;
pub const MAX_LOAN: u64 = 1_000_000;
/// Repayment periods offered, in months (6 months, then 1 to 5 years).
pub const PERIOD_MONTHS: [u32; 6] = [6, 12, 24, 36, 48, 60];
/// Monthly growth used in the estimate: 4%.
pub const MONTHLY_GROWTH_PERCENT: i64 = 4;
/// The estimate may be at most 33% of monthly income.
pub const MAX_REPAYMENT_TO_INCOME_PERCENT: i64 = 33;

pub const BELOW_MINIMUM: &str = "The minimum amount of loan that we offer starts at Ksh50000";
pub const ABOVE_MAXIMUM: &str = "The maximum amount of loan that we offer is Ksh1000000";
pub const ONLY_BUSINESS_GROWTH: &str = "Loans are only available for business growth";
pub const NOT_ELIGIBLE: &str =
    "You are not eligible for this amount, kindly enter a lower loan amount";
pub const UNKNOWN_PERIOD: &str = "Choose a repayment period from 6 months to 5 years";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LoanPurpose {
    Personal,
    RecurringExpenses,
    CapitalExpenses,
}

impl LoanPurpose {
    pub const ALL: [LoanPurpose; 3] = [
        LoanPurpose::Personal,
        LoanPurpose::RecurringExpenses,
        LoanPurpose::CapitalExpenses,
    ];

    /// The value the form sends and shows.
    pub fn as_str(self) -> &'static str {
        match self {
            LoanPurpose::Personal => "Personal",
            LoanPurpose::RecurringExpenses => "Recurring Expenses",
            LoanPurpose::CapitalExpenses => "Capital Expenses",
        }
    }

    pub fn parse(text: &str) -> Option<LoanPurpose> {
        LoanPurpose::ALL
            .into_iter()
            .find(|p| p.as_str() == text.trim())
    }
}

/// What the calculator form holds, as typed.
#[derive(Debug, Clone, Default)]
pub struct CalculatorInput<'a> {
    pub proposed_amount: &'a str,
    pub proposed_duration_months: u32,
    pub monthly_income: &'a str,
    pub employment_status: &'a str,
}

/// The messages per field, the estimate once amount and period allow it, and whether to go on.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CalculatorOutcome {
    pub amount_error: Option<&'static str>,
    pub duration_error: Option<&'static str>,
    pub income_error: Option<&'static str>,
    pub purpose_error: Option<&'static str>,
    /// Whole shillings per month, rounded down.
    pub estimate: Option<u64>,
    pub eligibility_error: Option<&'static str>,
}

impl CalculatorOutcome {
    pub fn can_continue(&self) -> bool {
        self.first_error().is_none() && self.estimate.is_some()
    }

    /// The first message in the order of the form.
    pub fn first_error(&self) -> Option<&'static str> {
        self.amount_error
            .or(self.duration_error)
            .or(self.income_error)
            .or(self.purpose_error)
            .or(self.eligibility_error)
    }
}

/// Whole shillings from typed digits; None when nothing (or zero) was typed.
fn whole_shillings(typed: &str) -> Option<u128> {
    let digits = crate::money::digits_only(typed);
    let significant = digits.trim_start_matches('0');
    if significant.is_empty() {
        return None;
    }
    // Anything over 30 digits is far beyond any limit; saturate instead of overflowing.
    Some(significant.parse().unwrap_or(u128::MAX))
}

/// Estimate = amount compounded 4% for each month, divided by the months, rounded down.
pub fn monthly_estimate(amount: u64, months: u32) -> Option<u64> {
    if months == 0 {
        return None;
    }
    let growth = Decimal::ONE + Decimal::new(MONTHLY_GROWTH_PERCENT, 2);
    let mut total = Decimal::from(amount);
    for _ in 0..months {
        total = total.checked_mul(growth)?;
    }
    (total / Decimal::from(months)).floor().to_u64()
}

/// True when the estimate is more than 33% of the monthly income.
pub fn exceeds_affordability(estimate: u64, monthly_income: u64) -> bool {
    u128::from(estimate) * 100
        > u128::from(monthly_income) * MAX_REPAYMENT_TO_INCOME_PERCENT as u128
}

pub fn evaluate(input: &CalculatorInput) -> CalculatorOutcome {
    let mut outcome = CalculatorOutcome::default();

    let amount = whole_shillings(input.proposed_amount);
    outcome.amount_error = match amount {
        None => Some(REQUIRED),
        Some(a) if a < u128::from(MIN_LOAN) => Some(BELOW_MINIMUM),
        Some(a) if a > u128::from(MAX_LOAN) => Some(ABOVE_MAXIMUM),
        Some(_) => None,
    };

    let months = input.proposed_duration_months;
    outcome.duration_error = match months {
        0 => Some(REQUIRED),
        m if !PERIOD_MONTHS.contains(&m) => Some(UNKNOWN_PERIOD),
        _ => None,
    };

    let income = whole_shillings(input.monthly_income);
    outcome.income_error = income.is_none().then_some(REQUIRED);

    outcome.purpose_error = match LoanPurpose::parse(input.employment_status) {
        None if input.employment_status.trim().is_empty() => Some(REQUIRED),
        Some(LoanPurpose::CapitalExpenses) => None,
        _ => Some(ONLY_BUSINESS_GROWTH),
    };

    if let (Some(amount), None, None) = (amount, outcome.amount_error, outcome.duration_error) {
        outcome.estimate = u64::try_from(amount)
            .ok()
            .and_then(|a| monthly_estimate(a, months));
    }
    if let (Some(estimate), Some(income)) = (outcome.estimate, income) {
        let income = u64::try_from(income).unwrap_or(u64::MAX);
        outcome.eligibility_error = exceeds_affordability(estimate, income).then_some(NOT_ELIGIBLE);
    }
    outcome
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn input<'a>(
        amount: &'a str,
        months: u32,
        income: &'a str,
        purpose: &'a str,
    ) -> CalculatorInput<'a> {
        CalculatorInput {
            proposed_amount: amount,
            proposed_duration_months: months,
            monthly_income: income,
            employment_status: purpose,
        }
    }

    #[test]
    fn estimate_compounds_four_percent_a_month_and_rounds_down() {
        // 100000 × 1.04^6 = 126531.90… ; / 6 = 21088.65… → 21088
        assert_eq!(monthly_estimate(100_000, 6), Some(21_088));
        // 50000 × 1.04^12 = 80051.61… ; / 12 = 6670.96… → 6670
        assert_eq!(monthly_estimate(50_000, 12), Some(6_670));
        assert_eq!(monthly_estimate(50_000, 0), None);
    }

    #[test]
    fn an_eligible_request_can_continue() {
        let outcome = evaluate(&input("100,000", 6, "70,000", "Capital Expenses"));
        assert_eq!(outcome.estimate, Some(21_088));
        assert_eq!(outcome.first_error(), None);
        assert!(outcome.can_continue());
    }

    #[test]
    fn each_message() {
        let empty = evaluate(&input("", 0, "", ""));
        assert_eq!(
            (
                empty.amount_error,
                empty.duration_error,
                empty.income_error,
                empty.purpose_error
            ),
            (
                Some(REQUIRED),
                Some(REQUIRED),
                Some(REQUIRED),
                Some(REQUIRED)
            )
        );
        assert_eq!(
            evaluate(&input("49999", 6, "1000000", "Capital Expenses")).amount_error,
            Some(BELOW_MINIMUM)
        );
        assert_eq!(
            evaluate(&input("1000001", 6, "9000000", "Capital Expenses")).amount_error,
            Some(ABOVE_MAXIMUM)
        );
        assert_eq!(
            evaluate(&input("100000", 7, "70000", "Capital Expenses")).duration_error,
            Some(UNKNOWN_PERIOD)
        );
        assert_eq!(
            evaluate(&input("100000", 6, "70000", "Personal")).purpose_error,
            Some(ONLY_BUSINESS_GROWTH)
        );
        assert_eq!(
            evaluate(&input("100000", 6, "70000", "Recurring Expenses")).purpose_error,
            Some(ONLY_BUSINESS_GROWTH)
        );
        let poor = evaluate(&input("100000", 6, "60000", "Capital Expenses"));
        assert_eq!(poor.eligibility_error, Some(NOT_ELIGIBLE));
        assert!(!poor.can_continue());
    }

    #[test]
    fn the_33_percent_line() {
        // 21088 / 0.33 = 63903.03: 63904 is enough, 63903 is not.
        assert!(!exceeds_affordability(21_088, 63_904));
        assert!(exceeds_affordability(21_088, 63_903));
        assert!(!exceeds_affordability(33, 100));
        assert!(exceeds_affordability(34, 100));
    }

    #[test]
    fn absurd_input_is_refused_not_overflowed() {
        let outcome = evaluate(&input(
            "9999999999999999999999999999999999999",
            60,
            "99999999999999999999999999",
            "Capital Expenses",
        ));
        assert_eq!(outcome.amount_error, Some(ABOVE_MAXIMUM));
        assert_eq!(outcome.estimate, None);
    }

    proptest! {
        #[test]
        fn estimate_grows_with_amount_and_exceeds_straight_division(a in MIN_LOAN..=MAX_LOAN, b in MIN_LOAN..=MAX_LOAN, i in 0usize..6) {
            let months = PERIOD_MONTHS[i];
            let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
            let (elo, ehi) = (monthly_estimate(lo, months).expect("in range"), monthly_estimate(hi, months).expect("in range"));
            prop_assert!(elo <= ehi);
            prop_assert!(elo >= lo / u64::from(months));
        }
    }
}
