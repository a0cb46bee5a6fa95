//! The public loan calculator (spec 000 sections 5 and 9): who may continue to apply, and the
//! monthly repayment estimate shown to them.

use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;

use crate::forms::{is_empty, REQUIRED};
use crate::money::AmountField;

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
pub const AMOUNT_DIGITS: &str = "Enter the loan amount in digits, e.g. 70000";
pub const AMOUNT_WHOLE: &str = "Enter the loan amount in whole shillings";
pub const INCOME_DIGITS: &str = "Enter the monthly income in digits, e.g. 70000";
pub const INCOME_WHOLE: &str = "Enter the monthly income in whole shillings";
pub const INCOME_NOT_POSITIVE: &str = "Enter a monthly income above 0";
pub const INCOME_TOO_LARGE: &str = "The monthly income can be at most 100,000,000";

/// The calculator's loan amount: whole shillings from the minimum to the maximum loan.
pub const PROPOSED_AMOUNT: AmountField = AmountField {
    name: "proposedAmount",
    decimals: 0,
    min: MIN_LOAN as i64,
    max: MAX_LOAN as i64,
    not_a_number: AMOUNT_DIGITS,
    too_precise: AMOUNT_WHOLE,
    too_small: BELOW_MINIMUM,
    too_large: ABOVE_MAXIMUM,
};

/// Whole shillings a month, up to 100 million (far above any client's, far below an overflow).
pub const MONTHLY_INCOME: AmountField = AmountField {
    name: "monthlyIncome",
    decimals: 0,
    min: 1,
    max: 100_000_000,
    not_a_number: INCOME_DIGITS,
    too_precise: INCOME_WHOLE,
    too_small: INCOME_NOT_POSITIVE,
    too_large: INCOME_TOO_LARGE,
};

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
    /// The amount and income as read (whole shillings), when each is right.
    pub amount: Option<u64>,
    pub monthly_income: Option<u64>,
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

/// Whole shillings as typed ("70,000"): nothing (or zero) typed is required; anything else is
/// read by the field, which refuses cents, other text and values out of its bounds.
fn whole_shillings(field: &AmountField, typed: &str) -> Result<u64, &'static str> {
    if is_empty(typed) {
        return Err(REQUIRED);
    }
    let value = field.read(typed)?.ok_or(REQUIRED)?;
    value.to_u64().ok_or(field.too_large)
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

    let amount = whole_shillings(&PROPOSED_AMOUNT, input.proposed_amount);
    outcome.amount_error = amount.err();
    outcome.amount = amount.ok();

    let months = input.proposed_duration_months;
    outcome.duration_error = match months {
        0 => Some(REQUIRED),
        m if !PERIOD_MONTHS.contains(&m) => Some(UNKNOWN_PERIOD),
        _ => None,
    };

    let income = whole_shillings(&MONTHLY_INCOME, input.monthly_income);
    outcome.income_error = income.err();
    outcome.monthly_income = income.ok();

    outcome.purpose_error = match LoanPurpose::parse(input.employment_status) {
        None if input.employment_status.trim().is_empty() => Some(REQUIRED),
        Some(LoanPurpose::CapitalExpenses) => None,
        _ => Some(ONLY_BUSINESS_GROWTH),
    };

    if let (Ok(amount), None) = (amount, outcome.duration_error) {
        outcome.estimate = monthly_estimate(amount, months);
    }
    if let (Some(estimate), Ok(income)) = (outcome.estimate, income) {
        outcome.eligibility_error = exceeds_affordability(estimate, income).then_some(NOT_ELIGIBLE);
    }
    outcome
}

/// The repayment period as sent: whole months; 0 when left out, and a month that is not offered
/// for anything else, so the calculator answers with its message.
pub fn read_months(text: &str) -> u32 {
    if text.trim().is_empty() {
        return 0;
    }
    crate::money::read_number(text)
        .ok()
        .filter(|m| m.fract().is_zero())
        .and_then(|m| m.to_u32())
        .unwrap_or(u32::MAX)
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
        assert_eq!(outcome.income_error, Some(INCOME_TOO_LARGE));
        assert_eq!(outcome.estimate, None);
    }

    #[test]
    fn income_and_amount_are_read_whole_never_stripped() {
        let with_income = |income| evaluate(&input("100,000", 6, income, "Capital Expenses"));
        let huge = format!("1{}", "0".repeat(308));
        for (income, message) in [
            (huge.as_str(), INCOME_TOO_LARGE),
            ("1e308", INCOME_TOO_LARGE),
            ("100000001", INCOME_TOO_LARGE),
            ("70000.50", INCOME_WHOLE),
            ("7,00,00", INCOME_DIGITS),
            ("Ksh 70000", INCOME_DIGITS),
            ("-70000", INCOME_NOT_POSITIVE),
        ] {
            let outcome = with_income(income);
            assert_eq!(outcome.income_error, Some(message), "{income}");
            assert!(!outcome.can_continue(), "{income}");
        }
        assert_eq!(with_income("100,000,000").income_error, None);
        assert_eq!(
            evaluate(&input("100000.5", 6, "70000", "Capital Expenses")).amount_error,
            Some(AMOUNT_WHOLE)
        );
        let read = evaluate(&input("60,000", 6, "1,000,000", "Capital Expenses"));
        assert_eq!(
            (read.amount, read.monthly_income),
            (Some(60_000), Some(1_000_000))
        );
        assert_eq!(
            (read_months(""), read_months("12"), read_months("12.0")),
            (0, 12, 12)
        );
        assert_eq!(read_months("12.5"), u32::MAX);
        assert_eq!(
            evaluate(&input(
                "60,000",
                read_months("1.25"),
                "70000",
                "Capital Expenses"
            ))
            .duration_error,
            Some(UNKNOWN_PERIOD)
        );
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
