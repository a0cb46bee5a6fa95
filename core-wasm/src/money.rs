//! The decimal maths every signed-in area and the public calculator use: the loan calculator and
//! money as text. Its own package so that `/signin` does not download the decimal arithmetic.

use portal_core::{calculator, money};
use wasm_bindgen::prelude::*;

use crate::message;

// ---- loan calculator -----------------------------------------------------------------------

#[wasm_bindgen]
pub struct CalculatorResult {
    outcome: calculator::CalculatorOutcome,
}

#[wasm_bindgen]
impl CalculatorResult {
    #[wasm_bindgen(getter, js_name = amountError)]
    pub fn amount_error(&self) -> Option<String> {
        message(self.outcome.amount_error)
    }
    #[wasm_bindgen(getter, js_name = durationError)]
    pub fn duration_error(&self) -> Option<String> {
        message(self.outcome.duration_error)
    }
    #[wasm_bindgen(getter, js_name = incomeError)]
    pub fn income_error(&self) -> Option<String> {
        message(self.outcome.income_error)
    }
    #[wasm_bindgen(getter, js_name = purposeError)]
    pub fn purpose_error(&self) -> Option<String> {
        message(self.outcome.purpose_error)
    }
    #[wasm_bindgen(getter, js_name = eligibilityError)]
    pub fn eligibility_error(&self) -> Option<String> {
        message(self.outcome.eligibility_error)
    }
    /// The monthly estimate in whole shillings, with separators ("21,088"), once it can be worked out.
    #[wasm_bindgen(getter)]
    pub fn estimate(&self) -> Option<String> {
        self.outcome
            .estimate
            .map(|e| money::group_thousands(&e.to_string()))
    }
    #[wasm_bindgen(getter, js_name = firstError)]
    pub fn first_error(&self) -> Option<String> {
        message(self.outcome.first_error())
    }
    #[wasm_bindgen(getter, js_name = canContinue)]
    pub fn can_continue(&self) -> bool {
        self.outcome.can_continue()
    }
}

#[wasm_bindgen(js_name = evaluateCalculator)]
pub fn evaluate_calculator(
    amount: &str,
    duration_months: u32,
    monthly_income: &str,
    purpose: &str,
) -> CalculatorResult {
    let input = calculator::CalculatorInput {
        proposed_amount: amount,
        proposed_duration_months: duration_months,
        monthly_income,
        employment_status: purpose,
    };
    CalculatorResult {
        outcome: calculator::evaluate(&input),
    }
}

/// The repayment periods offered, in months.
#[wasm_bindgen(js_name = calculatorPeriods)]
pub fn calculator_periods() -> Vec<u32> {
    calculator::PERIOD_MONTHS.to_vec()
}

/// The loan purposes offered, as the form shows them.
#[wasm_bindgen(js_name = loanPurposes)]
pub fn loan_purposes() -> Vec<String> {
    calculator::LoanPurpose::ALL
        .iter()
        .map(|p| p.as_str().to_owned())
        .collect()
}

// ---- money ---------------------------------------------------------------------------------

/// `Ksh 1,234.00` from integer cents; an unknown currency code falls back to Ksh.
#[wasm_bindgen(js_name = formatMoneyMinor)]
pub fn format_money_minor(cents: i64, currency: &str) -> String {
    let currency = money::Currency::parse(currency).unwrap_or(money::Currency::Kes);
    money::format_money(money::from_minor(cents), currency)
}

/// `Ksh 1,234.00` from a decimal amount as text ("1234.5"); None when it is not an amount.
#[wasm_bindgen(js_name = formatMoney)]
pub fn format_money(amount: &str, currency: &str) -> Option<String> {
    let currency = money::Currency::parse(currency).unwrap_or(money::Currency::Kes);
    money::read_number(amount)
        .ok()
        .map(|value| money::format_money(value, currency))
}
