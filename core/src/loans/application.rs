//! Applying for a loan (spec 000 sections 4 and 5): the fund flow's proposal, fund and amount
//! screens, and the staged flow's stages and forms after the calculator.

use rust_decimal::Decimal;

use super::fund::is_offered_period;
use super::interest::{interest_rate, FundRate};
use super::quote::{
    payments_per_year, quote, LoanQuote, LoanTerms, AMOUNT_NOT_POSITIVE, CONTRIBUTION,
    LOAN_TOO_LARGE, MAX_LOAN_AMOUNT,
};
use crate::forms::{is_empty, REQUIRED};
use crate::money::{
    decimal_text, digits_only, group_thousands, read_number, AmountField, Currency,
};
use crate::uploads::{sniff, FileKind, UploadKind};

pub const AMOUNT_HINT: &str =
    "Enter Loan amount in digits without commas or special characters e.g 70000";
pub const AMOUNT_AND_PERIOD_REQUIRED: &str =
    "Enter Loan amount and select Repayment Period to continue";
pub const FIRST_NAME_REQUIRED: &str = "Your first name is required to proceed";
pub const LAST_NAME_REQUIRED: &str = "Your last name is required to proceed";
pub const ID_NUMBER_REQUIRED: &str = "Your National ID number is required to proceed";
pub const CONTRIBUTION_REQUIRED: &str = "Your Contribution Percentage is required to proceed";
pub const CONTRIBUTION_NOT_OFFERED: &str = "Choose a contribution of 10, 20, 30 or 50 percent";
pub const PERIOD_NOT_OFFERED: &str = "Choose a repayment period from the list";
pub const ID_NUMBER_FORM: &str = "Enter the National ID number in letters and digits only";
pub const SELECT_PROPOSAL: &str = "Select your loan proposal to continue";
pub const PROPOSAL_NOT_DOCUMENT: &str = "Upload your proposal as a Word or PDF document";
pub const PROPOSAL_TOO_LARGE: &str = "The proposal is larger than 10 MB, choose a smaller one";
pub const SELECT_FUND: &str = "Select a loan partner to continue";
pub const RESUME_PREVIOUS: &str = "complete your previuos loan request";
pub const CONTINUE_NOTICE: &str = "Continue Loan application";
pub const CHOOSE_PAY_DAY: &str = "Choose a pay day from 1 to 31";
pub const YEARS_AS_NUMBER: &str = "Enter the years in business as a whole number";
pub const AMOUNT_WHOLE: &str = "Enter the loan amount in whole shillings";

/// The amount screen's loan amount: whole shillings (M-Pesa takes whole amounts), up to the largest
/// loan any fund lends (the chosen fund's maximum is checked after).
pub const AMOUNT: AmountField = AmountField {
    name: "amount",
    decimals: 0,
    min: 1,
    max: MAX_LOAN_AMOUNT,
    not_a_number: AMOUNT_HINT,
    too_precise: AMOUNT_WHOLE,
    too_small: AMOUNT_NOT_POSITIVE,
    too_large: LOAN_TOO_LARGE,
};

/// Proposals may be up to 10 MB.
pub const MAX_PROPOSAL_BYTES: usize = crate::uploads::MAX_DOCUMENT_BYTES;
pub const CONTRIBUTIONS: [u32; 4] = [10, 20, 30, 50];
/// First-time applicants' cap: Ksh 100,000, and the same value in Tsh by the interest bands' ratio.
pub const FIRST_TIME_CAP_KSH: i64 = 100_000;
pub const FIRST_TIME_CAP_TSH: i64 = 2_000_000;
const MAX_ID_NUMBER_CHARS: usize = 20;

pub fn first_time_cap(currency: Currency) -> Decimal {
    Decimal::from(match currency {
        Currency::Kes => FIRST_TIME_CAP_KSH,
        Currency::Tzs => FIRST_TIME_CAP_TSH,
    })
}

pub fn above_fund_maximum(max_loan: Decimal) -> String {
    format!(
        "Maximum Loan available from your selected fund is {}",
        group_thousands(&decimal_text(max_loan.trunc()))
    )
}

pub fn above_first_time_cap(currency: Currency) -> String {
    format!(
        "A first loan can be at most {} {}",
        currency.symbol(),
        group_thousands(&decimal_text(first_time_cap(currency)))
    )
}

/// The proposal's kind when it is a Word or PDF document within the size limit, else its message.
/// `head` is the start of the file (its first 64 KB are enough to tell).
pub fn check_proposal(head: &[u8], size_bytes: usize) -> Result<FileKind, String> {
    let upload = UploadKind::Proposal;
    let kind = sniff(head)
        .filter(|kind| upload.accepts(*kind))
        .ok_or_else(|| PROPOSAL_NOT_DOCUMENT.to_owned())?;
    if size_bytes > upload.max_bytes() {
        return Err(PROPOSAL_TOO_LARGE.to_owned());
    }
    Ok(kind)
}

/// The repayment periods offered by a fund: every quarter year up to its maximum.
pub fn period_options(max_years: Decimal) -> Vec<Decimal> {
    let quarters = (max_years * Decimal::from(4)).floor();
    let count = u32::try_from(quarters.mantissa() / 10i128.pow(quarters.scale())).unwrap_or(0);
    (1..=count.min(40))
        .map(|q| (Decimal::from(q) / Decimal::from(4)).normalize())
        .collect()
}

/// Months in a period of years (shown as months below a year).
pub fn period_months(years: Decimal) -> Decimal {
    (years * Decimal::from(12)).normalize()
}

/// The chosen fund's terms and what the client's history allows.
#[derive(Debug, Clone, Copy)]
pub struct AmountLimits {
    pub max_loan: Decimal,
    pub max_years: Decimal,
    pub currency: Currency,
    pub rate: FundRate,
    pub interval_days: u32,
    /// No loan of this client has been disbursed yet.
    pub first_time: bool,
}

/// The 'Loan Amount & Additional Details' form as typed.
#[derive(Debug, Clone, Default)]
pub struct AmountForm<'a> {
    pub amount: &'a str,
    pub years: &'a str,
    pub name1: &'a str,
    pub name2: &'a str,
    pub idno: &'a str,
    pub contribution: &'a str,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AmountErrors {
    pub amount: Option<String>,
    pub years: Option<&'static str>,
    pub name1: Option<&'static str>,
    pub name2: Option<&'static str>,
    pub idno: Option<&'static str>,
    pub contribution: Option<&'static str>,
}

impl AmountErrors {
    pub fn all(&self) -> [(&'static str, Option<&str>); 6] {
        [
            ("amount", self.amount.as_deref()),
            ("years", self.years),
            ("name1", self.name1),
            ("name2", self.name2),
            ("idno", self.idno),
            ("contribution", self.contribution),
        ]
    }

    pub fn first(&self) -> Option<&str> {
        self.all().into_iter().find_map(|(_, message)| message)
    }
}

/// The terms of the amount screen and core's quote of them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quoted {
    pub terms: LoanTerms,
    pub quote: LoanQuote,
}

/// The whole form right: the names as kept (trimmed, the ID number in capitals) and the quote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValidAmount {
    pub name1: String,
    pub name2: String,
    pub idno: String,
    pub quoted: Quoted,
}

/// The amount screen: each field's message; the quote of the amount, period and contribution as
/// far as they are filled in (a contribution not chosen yet counts as none), shown while the rest
/// is typed; and the valid application once nothing is wrong. The phone and the server both use it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AmountStep {
    pub errors: AmountErrors,
    pub quoted: Option<Quoted>,
    pub valid: Option<ValidAmount>,
}

pub fn amount_step(form: &AmountForm, limits: &AmountLimits) -> AmountStep {
    let mut errors = AmountErrors::default();
    let amount = if is_empty(form.amount) {
        Ok(None)
    } else {
        AMOUNT.read(form.amount)
    };
    let years = read_number(form.years).ok().filter(|y| !y.is_zero());
    errors.amount = match (&amount, years) {
        (Err(message), _) => Some((*message).to_owned()),
        (Ok(None), _) | (_, None) => Some(AMOUNT_AND_PERIOD_REQUIRED.to_owned()),
        (Ok(Some(a)), _) if *a > limits.max_loan => Some(above_fund_maximum(limits.max_loan)),
        (Ok(Some(a)), _) if limits.first_time && *a > first_time_cap(limits.currency) => {
            Some(above_first_time_cap(limits.currency))
        }
        _ => None,
    };
    if let Some(y) = years {
        errors.years =
            (!is_offered_period(y) || y > limits.max_years).then_some(PERIOD_NOT_OFFERED);
    }
    let name1 = form.name1.trim();
    errors.name1 = name1.is_empty().then_some(FIRST_NAME_REQUIRED);
    let name2 = form.name2.trim();
    errors.name2 = name2.is_empty().then_some(LAST_NAME_REQUIRED);
    let idno = form.idno.trim();
    errors.idno = if idno.is_empty() {
        Some(ID_NUMBER_REQUIRED)
    } else if idno.len() > MAX_ID_NUMBER_CHARS || !idno.chars().all(|c| c.is_ascii_alphanumeric()) {
        Some(ID_NUMBER_FORM)
    } else {
        None
    };
    let contribution = read_number(form.contribution).ok();
    errors.contribution = match contribution {
        _ if is_empty(form.contribution) => Some(CONTRIBUTION_REQUIRED),
        Some(c)
            if CONTRIBUTIONS
                .iter()
                .any(|offered| Decimal::from(*offered) == c) =>
        {
            None
        }
        _ => Some(CONTRIBUTION_NOT_OFFERED),
    };

    let preview_contribution = if form.contribution.trim().is_empty() {
        Some(Decimal::ZERO)
    } else {
        contribution.filter(|c| CONTRIBUTION.check(*c).is_ok())
    };
    let quoted = match (amount, years, preview_contribution) {
        (Ok(Some(amount)), Some(years), Some(contribution)) => {
            let terms = LoanTerms {
                amount,
                contribution,
                years: years.normalize(),
                payments_per_year: payments_per_year(limits.interval_days).unwrap_or_default(),
                interest_rate: interest_rate(limits.rate, amount, limits.currency),
            };
            match quote(&terms) {
                Ok(quote) => Some(Quoted { terms, quote }),
                Err(message) => {
                    errors.amount.get_or_insert_with(|| message.to_owned());
                    None
                }
            }
        }
        _ => None,
    };
    let valid = match &quoted {
        Some(quoted) if errors.first().is_none() => Some(ValidAmount {
            name1: name1.to_owned(),
            name2: name2.to_owned(),
            idno: idno.to_ascii_uppercase(),
            quoted: quoted.clone(),
        }),
        _ => None,
    };
    AmountStep {
        errors,
        quoted,
        valid,
    }
}

/// Where the staged application (calculator → contact → employer → bank) stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ApplicationStage {
    Calculated,
    AddressAdded,
    EmployerAdded,
    BankAdded,
}

impl ApplicationStage {
    pub fn as_str(self) -> &'static str {
        match self {
            ApplicationStage::Calculated => "calculated",
            ApplicationStage::AddressAdded => "address_added",
            ApplicationStage::EmployerAdded => "employer_added",
            ApplicationStage::BankAdded => "bank_added",
        }
    }

    pub fn parse(text: &str) -> Option<ApplicationStage> {
        [
            ApplicationStage::Calculated,
            ApplicationStage::AddressAdded,
            ApplicationStage::EmployerAdded,
            ApplicationStage::BankAdded,
        ]
        .into_iter()
        .find(|s| s.as_str() == text)
    }

    /// Where 'Continue Application' takes the client; None once the application is complete.
    pub fn continue_path(self) -> Option<&'static str> {
        match self {
            ApplicationStage::Calculated => Some("/dashboard/consumer-credit/apply/contact-info"),
            ApplicationStage::AddressAdded => {
                Some("/dashboard/consumer-credit/apply/employer-info")
            }
            ApplicationStage::EmployerAdded => Some("/dashboard/consumer-credit/apply/bank-info"),
            ApplicationStage::BankAdded => None,
        }
    }

    /// The stage a step may be saved from, and the stage it leads to.
    pub fn after(step: ApplicationStep) -> (ApplicationStage, ApplicationStage) {
        match step {
            ApplicationStep::Address => {
                (ApplicationStage::Calculated, ApplicationStage::AddressAdded)
            }
            ApplicationStep::Employer => (
                ApplicationStage::AddressAdded,
                ApplicationStage::EmployerAdded,
            ),
            ApplicationStep::Bank => (ApplicationStage::EmployerAdded, ApplicationStage::BankAdded),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ApplicationStep {
    Address,
    Employer,
    Bank,
}

/// The fields of each step after the calculator, all required (spec 000 section 5, generic rule).
pub fn step_fields(step: ApplicationStep) -> &'static [&'static str] {
    match step {
        ApplicationStep::Address => &["street", "city", "state"],
        ApplicationStep::Employer => &[
            "businessName",
            "businessType",
            "businessAddress",
            "yearsInBusiness",
        ],
        ApplicationStep::Bank => &["bankName", "accountNumber", "accountName", "payDay"],
    }
}

/// Per field of a step, its message; the values in the order of `step_fields`.
pub fn validate_step(step: ApplicationStep, values: &[&str]) -> Vec<(&'static str, &'static str)> {
    step_fields(step)
        .iter()
        .enumerate()
        .filter_map(|(i, field)| {
            let value = values.get(i).map_or("", |v| v.trim());
            let message = if crate::forms::is_empty(value) {
                Some(REQUIRED)
            } else if *field == "payDay" {
                value
                    .parse::<u32>()
                    .ok()
                    .filter(|d| (1..=31).contains(d))
                    .is_none()
                    .then_some(CHOOSE_PAY_DAY)
            } else if *field == "yearsInBusiness" && digits_only(value) != value {
                Some(YEARS_AS_NUMBER)
            } else if *field == "accountNumber" && digits_only(value) != value {
                Some(crate::profile::INVALID_ACCOUNT_NUMBER)
            } else {
                None
            };
            message.map(|m| (*field, m))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(first_time: bool) -> AmountLimits {
        AmountLimits {
            max_loan: Decimal::from(500_000),
            max_years: Decimal::from(2),
            currency: Currency::Kes,
            rate: FundRate::Fixed(Decimal::from(12)),
            interval_days: 30,
            first_time,
        }
    }

    fn validate_amount(
        form: &AmountForm,
        limits: &AmountLimits,
    ) -> Result<ValidAmount, AmountErrors> {
        let step = amount_step(form, limits);
        step.valid.ok_or(step.errors)
    }

    fn form() -> AmountForm<'static> {
        AmountForm {
            amount: "70,000",
            years: "1.5",
            name1: "Amina",
            name2: "Otieno",
            idno: "12345678",
            contribution: "20",
        }
    }

    #[test]
    fn a_good_form_is_quoted_on_the_funds_terms() {
        let valid = validate_amount(&form(), &limits(true)).expect("valid");
        let terms = valid.quoted.terms;
        assert_eq!(terms.amount, Decimal::from(70_000));
        assert_eq!(terms.years, Decimal::new(15, 1));
        assert_eq!(terms.contribution, Decimal::from(20));
        assert_eq!(terms.interest_rate, Decimal::from(12));
        assert_eq!(valid.quoted.quote.principal, Decimal::from(56_000));
        let banded = amount_step(
            &form(),
            &AmountLimits {
                rate: FundRate::Banded,
                ..limits(true)
            },
        );
        assert_eq!(
            banded.quoted.map(|q| q.terms.interest_rate),
            Some(Decimal::from(5))
        );
    }

    #[test]
    fn the_quote_shows_while_the_rest_is_filled_in() {
        let partial = amount_step(
            &AmountForm {
                name1: "",
                contribution: "",
                ..form()
            },
            &limits(true),
        );
        assert_eq!(partial.errors.name1, Some(FIRST_NAME_REQUIRED));
        assert!(partial.valid.is_none());
        let quoted = partial.quoted.expect("a preview");
        assert_eq!(quoted.terms.contribution, Decimal::ZERO);
        assert_eq!(quoted.quote.principal, Decimal::from(70_000));
        // Above the fund's maximum: the message, and still the figures of what was typed.
        let above = amount_step(
            &AmountForm {
                amount: "600000",
                ..form()
            },
            &limits(false),
        );
        assert!(above.errors.amount.is_some() && above.quoted.is_some());
    }

    #[test]
    fn the_amount_is_whole_shillings_read_never_stripped() {
        for (amount, message) in [
            ("70000.50", AMOUNT_WHOLE),
            ("Ksh 70,000", AMOUNT_HINT),
            ("7,00,00", AMOUNT_HINT),
            ("1e308", LOAN_TOO_LARGE),
            ("-5", AMOUNT_NOT_POSITIVE),
        ] {
            let step = amount_step(&AmountForm { amount, ..form() }, &limits(false));
            assert_eq!(step.errors.amount.as_deref(), Some(message), "{amount}");
            assert!(step.quoted.is_none(), "{amount}");
        }
        let zero = amount_step(
            &AmountForm {
                amount: "0",
                ..form()
            },
            &limits(false),
        );
        assert_eq!(
            zero.errors.amount.as_deref(),
            Some(AMOUNT_AND_PERIOD_REQUIRED)
        );
    }

    #[test]
    fn each_message_of_the_amount_screen() {
        let cases: Vec<(AmountForm, bool, &str, String)> = vec![
            (
                AmountForm {
                    amount: "",
                    ..form()
                },
                true,
                "amount",
                AMOUNT_AND_PERIOD_REQUIRED.into(),
            ),
            (
                AmountForm {
                    years: "",
                    ..form()
                },
                true,
                "amount",
                AMOUNT_AND_PERIOD_REQUIRED.into(),
            ),
            (
                AmountForm {
                    amount: "600000",
                    ..form()
                },
                false,
                "amount",
                "Maximum Loan available from your selected fund is 500,000".into(),
            ),
            (
                AmountForm {
                    amount: "100001",
                    ..form()
                },
                true,
                "amount",
                "A first loan can be at most Ksh 100,000".into(),
            ),
            (
                AmountForm {
                    years: "2.25",
                    ..form()
                },
                true,
                "years",
                PERIOD_NOT_OFFERED.into(),
            ),
            (
                AmountForm {
                    years: "1.1",
                    ..form()
                },
                true,
                "years",
                PERIOD_NOT_OFFERED.into(),
            ),
            (
                AmountForm {
                    name1: " ",
                    ..form()
                },
                true,
                "name1",
                FIRST_NAME_REQUIRED.into(),
            ),
            (
                AmountForm {
                    name2: "",
                    ..form()
                },
                true,
                "name2",
                LAST_NAME_REQUIRED.into(),
            ),
            (
                AmountForm { idno: "", ..form() },
                true,
                "idno",
                ID_NUMBER_REQUIRED.into(),
            ),
            (
                AmountForm {
                    idno: "12-34",
                    ..form()
                },
                true,
                "idno",
                ID_NUMBER_FORM.into(),
            ),
            (
                AmountForm {
                    contribution: "",
                    ..form()
                },
                true,
                "contribution",
                CONTRIBUTION_REQUIRED.into(),
            ),
            (
                AmountForm {
                    contribution: "15",
                    ..form()
                },
                true,
                "contribution",
                CONTRIBUTION_NOT_OFFERED.into(),
            ),
        ];
        for (f, first_time, field, message) in cases {
            let errors = validate_amount(&f, &limits(first_time)).expect_err("refused");
            let found: Vec<_> = errors
                .all()
                .into_iter()
                .filter_map(|(k, m)| m.map(|m| (k, m.to_owned())))
                .collect();
            assert_eq!(found, vec![(field, message)], "{f:?}");
        }
        // A returning client may borrow up to the fund's maximum.
        assert!(validate_amount(
            &AmountForm {
                amount: "500000",
                ..form()
            },
            &limits(false)
        )
        .is_ok());
    }

    #[test]
    fn periods_go_in_quarter_years_to_the_fund_maximum() {
        let options = period_options(Decimal::new(15, 1));
        let shown: Vec<String> = options.iter().map(|y| y.to_string()).collect();
        assert_eq!(shown, ["0.25", "0.5", "0.75", "1", "1.25", "1.5"]);
        assert_eq!(period_months(Decimal::new(75, 2)), Decimal::from(9));
    }

    #[test]
    fn a_proposal_is_a_word_or_pdf_document_by_content() {
        assert_eq!(check_proposal(b"%PDF-1.7\n", 1000), Ok(FileKind::Pdf));
        assert_eq!(
            check_proposal(b"\xFF\xD8\xFF\xE0", 1000),
            Err(PROPOSAL_NOT_DOCUMENT.to_owned())
        );
        assert_eq!(
            check_proposal(b"%PDF-1.7\n", MAX_PROPOSAL_BYTES + 1),
            Err("The proposal is larger than 10 MB, choose a smaller one".to_owned())
        );
    }

    #[test]
    fn continue_routes_by_stage() {
        assert_eq!(
            ApplicationStage::parse("address_added").and_then(ApplicationStage::continue_path),
            Some("/dashboard/consumer-credit/apply/employer-info")
        );
        assert_eq!(ApplicationStage::BankAdded.continue_path(), None);
    }

    #[test]
    fn step_fields_are_required_and_pay_day_is_a_day_of_the_month() {
        assert!(validate_step(
            ApplicationStep::Address,
            &["Moi Avenue", "Nairobi", "Nairobi"]
        )
        .is_empty());
        assert_eq!(
            validate_step(ApplicationStep::Address, &["", "Nairobi"]),
            vec![("street", REQUIRED), ("state", REQUIRED)]
        );
        assert_eq!(
            validate_step(
                ApplicationStep::Bank,
                &["KCB", "1234567890", "Amina Otieno", "32"]
            ),
            vec![("payDay", CHOOSE_PAY_DAY)]
        );
    }
}
