//! The loan rules for the PWA: the quote and its schedule, the amount screen, the staged steps, the
//! pay form, the fund form, statuses and the actions each staff role may take. Amounts cross as
//! decimal text, never as JS numbers. A package of its own, loaded with the loan screens only.

use chrono::Datelike;
use portal_core::loans::{application, fund, interest, lifecycle, pay_form, quote, schedule};
use portal_core::money::{decimal_text, format_amount, read_number, Currency};
use portal_core::places::Country;
use portal_core::roles::Role;
use rust_decimal::Decimal;
use wasm_bindgen::prelude::*;

use crate::FieldErrors;

fn decimal(text: &str) -> Option<Decimal> {
    read_number(text).ok()
}

/// A number as typed or sent ("1,234.50") as plain decimal text ("1234.5") for the JSON numbers of
/// a call; undefined when it is not a number.
#[wasm_bindgen(js_name = readNumber)]
pub fn read_number_text(text: &str) -> Option<String> {
    decimal(text).map(|d| decimal_text(d.normalize()))
}

/// The answer of the loan calculation, amounts as decimal text.
#[derive(Clone)]
#[wasm_bindgen]
pub struct LoanQuote {
    error: Option<String>,
    amount_b4_contrib: String,
    principal: String,
    payable_interest: String,
    total_to_pay: String,
    installment: String,
    full_periods: u32,
    overflow_amount: String,
    no_of_installments: u32,
    interest_rate: String,
    /// The smaller overflow when there is one, else a full installment.
    last_installment: String,
}

#[wasm_bindgen]
impl LoanQuote {
    #[wasm_bindgen(getter)]
    pub fn error(&self) -> Option<String> {
        self.error.clone()
    }
    #[wasm_bindgen(getter, js_name = amountB4Contrib)]
    pub fn amount_b4_contrib(&self) -> String {
        self.amount_b4_contrib.clone()
    }
    #[wasm_bindgen(getter)]
    pub fn principal(&self) -> String {
        self.principal.clone()
    }
    #[wasm_bindgen(getter, js_name = payableInterest)]
    pub fn payable_interest(&self) -> String {
        self.payable_interest.clone()
    }
    #[wasm_bindgen(getter, js_name = totalToPay)]
    pub fn total_to_pay(&self) -> String {
        self.total_to_pay.clone()
    }
    #[wasm_bindgen(getter)]
    pub fn installment(&self) -> String {
        self.installment.clone()
    }
    #[wasm_bindgen(getter, js_name = fullPeriods)]
    pub fn full_periods(&self) -> u32 {
        self.full_periods
    }
    #[wasm_bindgen(getter, js_name = overflowAmount)]
    pub fn overflow_amount(&self) -> String {
        self.overflow_amount.clone()
    }
    #[wasm_bindgen(getter, js_name = noOfInstallments)]
    pub fn no_of_installments(&self) -> u32 {
        self.no_of_installments
    }
    #[wasm_bindgen(getter, js_name = interestRate)]
    pub fn interest_rate(&self) -> String {
        self.interest_rate.clone()
    }
    #[wasm_bindgen(getter, js_name = lastInstallment)]
    pub fn last_installment(&self) -> String {
        self.last_installment.clone()
    }
}

fn failed(error: &str) -> LoanQuote {
    LoanQuote {
        error: Some(error.to_owned()),
        amount_b4_contrib: String::new(),
        principal: String::new(),
        payable_interest: String::new(),
        total_to_pay: String::new(),
        installment: String::new(),
        full_periods: 0,
        overflow_amount: String::new(),
        no_of_installments: 0,
        interest_rate: String::new(),
        last_installment: String::new(),
    }
}

fn quoted(q: &quote::LoanQuote, rate: Decimal) -> LoanQuote {
    LoanQuote {
        error: None,
        amount_b4_contrib: decimal_text(q.amount_b4_contrib.normalize()),
        principal: decimal_text(q.principal),
        payable_interest: decimal_text(q.payable_interest),
        total_to_pay: decimal_text(q.total_to_pay),
        installment: decimal_text(q.installment),
        full_periods: q.full_periods,
        overflow_amount: decimal_text(q.overflow_amount),
        no_of_installments: q.no_of_installments,
        interest_rate: decimal_text(rate.normalize()),
        last_installment: decimal_text(q.last_installment()),
    }
}

/// The terms as typed, each read by its field (core's messages).
fn terms(
    amount: &str,
    contribution: &str,
    years: &str,
    interval_days: u32,
    rate: &str,
) -> Result<quote::LoanTerms, &'static str> {
    let ppy =
        quote::payments_per_year(interval_days).ok_or(quote::PAYMENTS_PER_YEAR_NOT_POSITIVE)?;
    quote::read_terms(amount, contribution, years, ppy, rate)
}

/// Quote for a fund: `interval_days` gives the payments a year.
#[wasm_bindgen(js_name = quoteLoan)]
pub fn quote_loan(
    amount: &str,
    contribution: &str,
    years: &str,
    interval_days: u32,
    rate: &str,
) -> LoanQuote {
    match terms(amount, contribution, years, interval_days, rate)
        .and_then(|t| quote::quote(&t).map(|q| (t, q)))
    {
        Ok((t, q)) => quoted(&q, t.interest_rate),
        Err(message) => failed(message),
    }
}

/// One row of a schedule preview: due date (YYYY-MM-DD), amount, principal, interest.
#[wasm_bindgen]
pub struct ScheduleRow {
    number: u32,
    due_date: String,
    amount: String,
    principal: String,
    interest: String,
}

#[wasm_bindgen]
impl ScheduleRow {
    #[wasm_bindgen(getter)]
    pub fn number(&self) -> u32 {
        self.number
    }
    #[wasm_bindgen(getter, js_name = dueDate)]
    pub fn due_date(&self) -> String {
        self.due_date.clone()
    }
    #[wasm_bindgen(getter)]
    pub fn amount(&self) -> String {
        self.amount.clone()
    }
    #[wasm_bindgen(getter)]
    pub fn principal(&self) -> String {
        self.principal.clone()
    }
    #[wasm_bindgen(getter)]
    pub fn interest(&self) -> String {
        self.interest.clone()
    }
}

/// The schedule the loan would have if disbursed on `disbursed_on` (YYYY-MM-DD).
#[wasm_bindgen(js_name = schedulePreview)]
pub fn schedule_preview(
    amount: &str,
    contribution: &str,
    years: &str,
    interval_days: u32,
    rate: &str,
    disbursed_on: &str,
) -> Vec<ScheduleRow> {
    let Some(start) = parse_date(disbursed_on) else {
        return Vec::new();
    };
    let Ok(q) =
        terms(amount, contribution, years, interval_days, rate).and_then(|t| quote::quote(&t))
    else {
        return Vec::new();
    };
    schedule::schedule(&q, start, interval_days)
        .into_iter()
        .map(|row| ScheduleRow {
            number: row.number,
            // Through `format!` rather than core's `iso_date`: this package keeps `core::fmt` for
            // other reasons, and the writer would only add code here.
            due_date: format!(
                "{:04}-{:02}-{:02}",
                row.due_date.year(),
                row.due_date.month(),
                row.due_date.day()
            ),
            amount: decimal_text(row.amount),
            principal: decimal_text(row.principal),
            interest: decimal_text(row.interest),
        })
        .collect()
}

/// YYYY-MM-DD, without pulling chrono's format parser into the package.
fn parse_date(text: &str) -> Option<chrono::NaiveDate> {
    let mut parts = text.trim().splitn(3, '-').map(str::parse::<u32>);
    let (Some(Ok(year)), Some(Ok(month)), Some(Ok(day))) =
        (parts.next(), parts.next(), parts.next())
    else {
        return None;
    };
    chrono::NaiveDate::from_ymd_opt(i32::try_from(year).ok()?, month, day)
}

/// Repayment periods a fund offers, in years ("0.25", "0.5", … up to its maximum).
#[wasm_bindgen(js_name = periodOptions)]
pub fn period_options(max_years: &str) -> Vec<String> {
    decimal(max_years)
        .map(|max| {
            application::period_options(max)
                .iter()
                .map(|y| decimal_text(*y))
                .collect()
        })
        .unwrap_or_default()
}

/// Months in a period of years, for showing periods below a year as months.
#[wasm_bindgen(js_name = periodMonths)]
pub fn period_months(years: &str) -> Option<String> {
    decimal(years).map(|y| decimal_text(application::period_months(y)))
}

#[wasm_bindgen(js_name = contributionOptions)]
pub fn contribution_options() -> Vec<u32> {
    application::CONTRIBUTIONS.to_vec()
}

/// The amount screen on the chosen fund's terms (core's `amount_step`, as the server runs it).
#[wasm_bindgen]
pub struct AmountStep {
    errors: FieldErrors,
    quote: Option<LoanQuote>,
}

#[wasm_bindgen]
impl AmountStep {
    /// Messages by the payload's field names (amount, years, name1, name2, idno, contribution).
    #[wasm_bindgen(getter)]
    pub fn errors(&self) -> FieldErrors {
        self.errors.clone()
    }

    /// The quote of what is filled in so far (a contribution not chosen yet counts as none).
    #[wasm_bindgen(getter)]
    pub fn quote(&self) -> Option<LoanQuote> {
        self.quote.clone()
    }
}

/// The form as typed, then the fund's terms: its maximum loan and period (years), currency, rate
/// (`banded`, else `annual_interest`), days between repayments, and whether it is a first loan.
#[wasm_bindgen(js_name = amountStep)]
#[allow(clippy::too_many_arguments)]
pub fn amount_step(
    amount: &str,
    years: &str,
    name1: &str,
    name2: &str,
    idno: &str,
    contribution: &str,
    max_loan: &str,
    max_years: &str,
    currency: &str,
    banded: bool,
    annual_interest: &str,
    interval_days: u32,
    first_time: bool,
) -> AmountStep {
    let limits = application::AmountLimits {
        max_loan: decimal(max_loan).unwrap_or(Decimal::MAX),
        max_years: decimal(max_years).unwrap_or(Decimal::from(fund::MAX_REPAY_YEARS)),
        currency: Currency::parse(currency).unwrap_or(Currency::Kes),
        rate: if banded {
            interest::FundRate::Banded
        } else {
            interest::FundRate::Fixed(decimal(annual_interest).unwrap_or_default())
        },
        interval_days,
        first_time,
    };
    let form = application::AmountForm {
        amount,
        years,
        name1,
        name2,
        idno,
        contribution,
    };
    let step = application::amount_step(&form, &limits);
    AmountStep {
        errors: FieldErrors::owned(
            step.errors
                .all()
                .into_iter()
                .filter_map(|(field, m)| m.map(|m| (field, m.to_owned())))
                .collect(),
        ),
        quote: step.quoted.map(|q| quoted(&q.quote, q.terms.interest_rate)),
    }
}

/// Digits only, as the amount box keeps them.
#[wasm_bindgen(js_name = amountDigits)]
pub fn amount_digits(typed: &str) -> String {
    portal_core::money::digits_only(typed)
}

/// A staged step ("address", "employer", "bank") with its values in the order of `stepFields`.
#[wasm_bindgen(js_name = validateStep)]
pub fn validate_step(step: &str, values: Vec<String>) -> FieldErrors {
    let Some(step) = parse_step(step) else {
        return FieldErrors::owned(Vec::new());
    };
    let values: Vec<&str> = values.iter().map(String::as_str).collect();
    FieldErrors::owned(
        application::validate_step(step, &values)
            .into_iter()
            .map(|(f, m)| (f, m.to_owned()))
            .collect(),
    )
}

fn parse_step(step: &str) -> Option<application::ApplicationStep> {
    match step {
        "address" => Some(application::ApplicationStep::Address),
        "employer" => Some(application::ApplicationStep::Employer),
        "bank" => Some(application::ApplicationStep::Bank),
        _ => None,
    }
}

#[wasm_bindgen(js_name = stepFields)]
pub fn step_fields(step: &str) -> Vec<String> {
    parse_step(step)
        .map(|s| {
            application::step_fields(s)
                .iter()
                .map(|f| (*f).to_owned())
                .collect()
        })
        .unwrap_or_default()
}

/// Where 'Continue Application' goes for a saved stage; None when there is nothing to continue.
#[wasm_bindgen(js_name = continuePath)]
pub fn continue_path(stage: &str) -> Option<String> {
    application::ApplicationStage::parse(stage)
        .and_then(application::ApplicationStage::continue_path)
        .map(str::to_owned)
}

/// The pay form's message, or None when it may be sent.
#[wasm_bindgen(js_name = validatePayment)]
pub fn validate_payment(loan_id: &str, amount: &str, phone: &str, country: &str) -> Option<String> {
    let country = Country::parse(country).unwrap_or(Country::Kenya);
    pay_form::validate_payment(loan_id, amount, phone, country)
        .err()
        .map(str::to_owned)
}

/// The super admin's fund form: messages by field (name, currency, maxLoan, website, annualInterest,
/// maxRepayDurationYears, repaymentIntervalDays, graceDays, penaltyFee).
#[wasm_bindgen(js_name = validateFund)]
#[allow(clippy::too_many_arguments)]
pub fn validate_fund(
    name: &str,
    currency: &str,
    max_loan: &str,
    website: &str,
    annual_interest: &str,
    banded: bool,
    max_repay_duration_years: &str,
    repayment_interval_days: &str,
    grace_days: &str,
    penalty_fee: &str,
) -> FieldErrors {
    let form = fund::FundForm {
        name,
        description: "",
        currency,
        max_loan,
        website,
        annual_interest,
        banded,
        max_repay_duration_years,
        repayment_interval_days,
        grace_days,
        penalty_fee,
    };
    match fund::validate_fund(&form) {
        Ok(_) => FieldErrors::owned(Vec::new()),
        Err(errors) => FieldErrors::owned(
            errors
                .all()
                .into_iter()
                .filter_map(|(f, m)| m.map(|m| (f, m.to_owned())))
                .collect(),
        ),
    }
}

/// "under_review" → "Under Review".
#[wasm_bindgen(js_name = statusLabel)]
pub fn status_label(status: &str) -> String {
    lifecycle::start_case(status)
}

/// The actions (submit, review, recommend, return, approve, reject, disburse, withdraw, write_off)
/// `role` may take on a loan in `status`.
#[wasm_bindgen(js_name = availableActions)]
pub fn available_actions(status: &str, role: &str) -> Vec<String> {
    match (lifecycle::LoanStatus::parse(status), Role::parse(role)) {
        (Some(status), Some(role)) => lifecycle::LoanAction::available(status, role)
            .into_iter()
            .map(|a| a.as_str().to_owned())
            .collect(),
        _ => Vec::new(),
    }
}

#[wasm_bindgen(js_name = actionNeedsReason)]
pub fn action_needs_reason(action: &str) -> bool {
    lifecycle::LoanAction::parse(action).is_some_and(lifecycle::LoanAction::needs_reason)
}

/// `1,234.00` from decimal text.
#[wasm_bindgen(js_name = formatAmount)]
pub fn format_amount_text(amount: &str) -> Option<String> {
    decimal(amount).map(format_amount)
}

/// The proposal file's message, or None when it is a Word or PDF document of an allowed size.
#[wasm_bindgen(js_name = checkProposal)]
pub fn check_proposal(head: &[u8], size_bytes: u32) -> Option<String> {
    application::check_proposal(head, size_bytes as usize).err()
}

/// A message of the loan screens that core holds (selectProposal, selectFund, resumePrevious,
/// continueNotice, amountHint, promptSent, paymentFailed).
#[wasm_bindgen(js_name = loanText)]
pub fn loan_text(name: &str) -> Option<String> {
    let text = match name {
        "selectProposal" => application::SELECT_PROPOSAL,
        "selectFund" => application::SELECT_FUND,
        "resumePrevious" => application::RESUME_PREVIOUS,
        "continueNotice" => application::CONTINUE_NOTICE,
        "amountHint" => application::AMOUNT_HINT,
        "promptSent" => pay_form::PROMPT_SENT,
        "paymentFailed" => pay_form::PAYMENT_FAILED,
        _ => return None,
    };
    Some(text.to_owned())
}

/// The stage a staged step ("address", "employer", "bank") leads to.
#[wasm_bindgen(js_name = stageAfter)]
pub fn stage_after(step: &str) -> Option<String> {
    parse_step(step).map(|s| {
        application::ApplicationStage::after(s)
            .1
            .as_str()
            .to_owned()
    })
}

/// Whether a loan in `status` has an offer letter (approved, and since paid out or repaid).
#[wasm_bindgen(js_name = hasOfferLetter)]
pub fn has_offer_letter(status: &str) -> bool {
    lifecycle::LoanStatus::parse(status)
        .is_some_and(portal_core::loans::decisions::has_offer_letter)
}

/// No loan among these statuses was ever paid out: the first-loan cap applies.
#[wasm_bindgen(js_name = isFirstTime)]
pub fn is_first_time(statuses: Vec<String>) -> bool {
    let parsed: Vec<_> = statuses
        .iter()
        .filter_map(|s| lifecycle::LoanStatus::parse(s))
        .collect();
    portal_core::loans::fund_flow::is_first_time(&parsed)
}

/// Every status of the life cycle, in its order (draft first).
#[wasm_bindgen(js_name = loanStatuses)]
pub fn loan_statuses() -> Vec<String> {
    lifecycle::LoanStatus::ALL
        .iter()
        .map(|s| s.as_str().to_owned())
        .collect()
}
