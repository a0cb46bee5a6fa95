//! A loan fund as the super admin sets it up, checked field by field.

use rust_decimal::Decimal;

use super::interest::FundRate;
use super::quote::MAX_LOAN_AMOUNT;
use crate::forms::REQUIRED;
use crate::money::{digits_only, read_number, AmountField, Currency};

pub const CHOOSE_CURRENCY: &str = "Choose Ksh or Tsh";
pub const WHOLE_MAX_LOAN: &str = "Enter the largest loan in whole shillings, above zero";
pub const INTEREST_RANGE: &str = "Enter the yearly interest from 0 to 100 percent";
pub const YEARS_RANGE: &str =
    "Enter the longest repayment period in quarter years, from 0.25 to 10";
pub const INTERVAL_RANGE: &str = "Enter the days between repayments, from 1 to 365";
pub const GRACE_DAYS_RANGE: &str = "Enter the grace days as a whole number up to 365";
pub const PENALTY_WHOLE: &str = "Enter the penalty fee in whole shillings";
pub const WEBSITE_FORM: &str = "Enter the website as an address starting with https://";
pub const MAX_LOAN_TOO_LARGE: &str = "The largest loan can be at most 10,000,000,000";
pub const INTEREST_TOO_PRECISE: &str = "Enter the yearly interest with at most 2 decimals";
pub const PENALTY_TOO_LARGE: &str = "The penalty fee can be at most 1,000,000";

/// The largest loan a fund lends: whole shillings, above zero, up to 10 billion.
pub const MAX_LOAN: AmountField = AmountField {
    name: "maxLoan",
    decimals: 0,
    min: 1,
    max: MAX_LOAN_AMOUNT,
    not_a_number: WHOLE_MAX_LOAN,
    too_precise: WHOLE_MAX_LOAN,
    too_small: WHOLE_MAX_LOAN,
    too_large: MAX_LOAN_TOO_LARGE,
};

/// A fixed-rate fund's yearly interest: hundredths of a percent, from 0 to 100.
pub const ANNUAL_INTEREST: AmountField = AmountField {
    name: "annualInterest",
    decimals: 2,
    min: 0,
    max: 10_000,
    not_a_number: INTEREST_RANGE,
    too_precise: INTEREST_TOO_PRECISE,
    too_small: INTEREST_RANGE,
    too_large: INTEREST_RANGE,
};

/// The fee added to a late installment: whole shillings, up to a million.
pub const PENALTY_FEE: AmountField = AmountField {
    name: "penaltyFee",
    decimals: 0,
    min: 0,
    max: 1_000_000,
    not_a_number: PENALTY_WHOLE,
    too_precise: PENALTY_WHOLE,
    too_small: PENALTY_WHOLE,
    too_large: PENALTY_TOO_LARGE,
};

pub const MAX_REPAY_YEARS: i64 = 10;

pub const FUND_CREATED: &str = "Loan fund created";
pub const FUND_UPDATED: &str = "Loan fund updated";

/// The fund form as typed (or as the server received it, numbers turned to text).
#[derive(Debug, Clone, Default)]
pub struct FundForm<'a> {
    pub name: &'a str,
    pub description: &'a str,
    pub currency: &'a str,
    pub max_loan: &'a str,
    pub website: &'a str,
    pub annual_interest: &'a str,
    pub banded: bool,
    pub max_repay_duration_years: &'a str,
    pub repayment_interval_days: &'a str,
    pub grace_days: &'a str,
    pub penalty_fee: &'a str,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FundTerms {
    pub name: String,
    pub description: String,
    pub currency: Currency,
    pub max_loan: Decimal,
    pub website: Option<String>,
    pub rate: FundRate,
    pub max_repay_duration_years: Decimal,
    pub repayment_interval_days: u32,
    pub grace_days: u32,
    pub penalty_fee: Decimal,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FundErrors {
    pub name: Option<&'static str>,
    pub currency: Option<&'static str>,
    pub max_loan: Option<&'static str>,
    pub website: Option<&'static str>,
    pub annual_interest: Option<&'static str>,
    pub max_repay_duration_years: Option<&'static str>,
    pub repayment_interval_days: Option<&'static str>,
    pub grace_days: Option<&'static str>,
    pub penalty_fee: Option<&'static str>,
}

impl FundErrors {
    pub fn all(&self) -> [(&'static str, Option<&'static str>); 9] {
        [
            ("name", self.name),
            ("currency", self.currency),
            ("maxLoan", self.max_loan),
            ("website", self.website),
            ("annualInterest", self.annual_interest),
            ("maxRepayDurationYears", self.max_repay_duration_years),
            ("repaymentIntervalDays", self.repayment_interval_days),
            ("graceDays", self.grace_days),
            ("penaltyFee", self.penalty_fee),
        ]
    }

    pub fn first(&self) -> Option<&'static str> {
        self.all().into_iter().find_map(|(_, message)| message)
    }
}

fn whole_u32(text: &str, max: u32) -> Option<u32> {
    let text = text.trim();
    if text.is_empty() || digits_only(text) != text || text.len() > 6 {
        return None;
    }
    text.parse::<u32>().ok().filter(|v| *v <= max)
}

/// A client borrows in their country's currency: they are offered the funds lent in it (every fund
/// while their country is not known yet).
pub fn is_offered_to(fund_currency: Currency, client_country_iso: Option<&str>) -> bool {
    match client_country_iso.map(str::trim) {
        Some(code) if code.eq_ignore_ascii_case("KE") => fund_currency == Currency::Kes,
        Some(code) if code.eq_ignore_ascii_case("TZ") => fund_currency == Currency::Tzs,
        _ => true,
    }
}

/// Quarter years from 0.25 to 10.
pub fn is_offered_period(years: Decimal) -> bool {
    let quarters = years * Decimal::from(4);
    quarters.fract().is_zero() && years > Decimal::ZERO && years <= Decimal::from(MAX_REPAY_YEARS)
}

pub fn validate_fund(form: &FundForm) -> Result<FundTerms, Box<FundErrors>> {
    let mut errors = FundErrors::default();
    let name = form.name.trim();
    errors.name = name.is_empty().then_some(REQUIRED);
    let currency = Currency::parse(form.currency);
    errors.currency = currency.is_none().then_some(CHOOSE_CURRENCY);
    let max_loan = MAX_LOAN
        .read(form.max_loan)
        .and_then(|v| v.ok_or(WHOLE_MAX_LOAN));
    errors.max_loan = max_loan.err();
    let website = form.website.trim();
    let is_address = website.starts_with("https://") || website.starts_with("http://");
    errors.website = (!website.is_empty() && !is_address || website.contains(char::is_whitespace))
        .then_some(WEBSITE_FORM);
    let rate = if form.banded {
        Ok(FundRate::Banded)
    } else {
        ANNUAL_INTEREST.read(form.annual_interest).and_then(|r| {
            r.map(|r| FundRate::Fixed(r.normalize()))
                .ok_or(INTEREST_RANGE)
        })
    };
    errors.annual_interest = rate.err();
    let years = read_number(form.max_repay_duration_years)
        .ok()
        .filter(|y| is_offered_period(*y));
    errors.max_repay_duration_years = years.is_none().then_some(YEARS_RANGE);
    let interval = whole_u32(form.repayment_interval_days, 365).filter(|d| *d >= 1);
    errors.repayment_interval_days = interval.is_none().then_some(INTERVAL_RANGE);
    let grace = if form.grace_days.trim().is_empty() {
        Some(0)
    } else {
        whole_u32(form.grace_days, 365)
    };
    errors.grace_days = grace.is_none().then_some(GRACE_DAYS_RANGE);
    let penalty = PENALTY_FEE
        .read(form.penalty_fee)
        .map(|p| p.unwrap_or(Decimal::ZERO));
    errors.penalty_fee = penalty.err();

    match (
        currency,
        max_loan.ok(),
        rate.ok(),
        years,
        interval,
        grace,
        penalty.ok(),
    ) {
        (
            Some(currency),
            Some(max_loan),
            Some(rate),
            Some(years),
            Some(interval),
            Some(grace),
            Some(penalty),
        ) if errors.first().is_none() => Ok(FundTerms {
            name: name.to_owned(),
            description: form.description.trim().to_owned(),
            currency,
            max_loan: max_loan.normalize(),
            website: (!website.is_empty()).then(|| website.to_owned()),
            rate,
            max_repay_duration_years: years.normalize(),
            repayment_interval_days: interval,
            grace_days: grace,
            penalty_fee: penalty.normalize(),
        }),
        _ => Err(Box::new(errors)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn good() -> FundForm<'static> {
        FundForm {
            name: " Jenga Fund ",
            description: "Working capital",
            currency: "KES",
            max_loan: "500000",
            website: "https://example.org",
            annual_interest: "12",
            banded: false,
            max_repay_duration_years: "1.5",
            repayment_interval_days: "30",
            grace_days: "",
            penalty_fee: "",
        }
    }

    #[test]
    fn a_client_is_offered_the_funds_of_their_country() {
        assert!(is_offered_to(Currency::Kes, Some("KE")));
        assert!(!is_offered_to(Currency::Tzs, Some("KE")));
        assert!(is_offered_to(Currency::Tzs, Some("tz")));
        assert!(!is_offered_to(Currency::Kes, Some("TZ")));
        assert!(is_offered_to(Currency::Tzs, None));
    }

    #[test]
    fn a_good_fund() {
        let terms = validate_fund(&good()).expect("valid");
        assert_eq!(terms.name, "Jenga Fund");
        assert_eq!(terms.rate, FundRate::Fixed(Decimal::from(12)));
        assert_eq!((terms.grace_days, terms.penalty_fee), (0, Decimal::ZERO));
        let banded = validate_fund(&FundForm {
            banded: true,
            annual_interest: "",
            ..good()
        })
        .expect("valid");
        assert_eq!(banded.rate, FundRate::Banded);
        let free = validate_fund(&FundForm {
            annual_interest: "0",
            ..good()
        })
        .expect("valid");
        assert_eq!(free.rate, FundRate::Fixed(Decimal::ZERO));
    }

    #[test]
    fn each_bad_field_has_its_message() {
        let cases: [(FundForm, &str, &str); 14] = [
            (
                FundForm {
                    max_loan: "1e15",
                    ..good()
                },
                "maxLoan",
                MAX_LOAN_TOO_LARGE,
            ),
            (
                FundForm {
                    annual_interest: "12.345",
                    ..good()
                },
                "annualInterest",
                INTEREST_TOO_PRECISE,
            ),
            (
                FundForm {
                    penalty_fee: "1000001",
                    ..good()
                },
                "penaltyFee",
                PENALTY_TOO_LARGE,
            ),
            (
                FundForm {
                    max_loan: "50,00,000",
                    ..good()
                },
                "maxLoan",
                WHOLE_MAX_LOAN,
            ),
            (
                FundForm {
                    name: " ",
                    ..good()
                },
                "name",
                REQUIRED,
            ),
            (
                FundForm {
                    currency: "USD",
                    ..good()
                },
                "currency",
                CHOOSE_CURRENCY,
            ),
            (
                FundForm {
                    max_loan: "0",
                    ..good()
                },
                "maxLoan",
                WHOLE_MAX_LOAN,
            ),
            (
                FundForm {
                    max_loan: "100.5",
                    ..good()
                },
                "maxLoan",
                WHOLE_MAX_LOAN,
            ),
            (
                FundForm {
                    website: "example.org",
                    ..good()
                },
                "website",
                WEBSITE_FORM,
            ),
            (
                FundForm {
                    annual_interest: "101",
                    ..good()
                },
                "annualInterest",
                INTEREST_RANGE,
            ),
            (
                FundForm {
                    max_repay_duration_years: "1.3",
                    ..good()
                },
                "maxRepayDurationYears",
                YEARS_RANGE,
            ),
            (
                FundForm {
                    repayment_interval_days: "0",
                    ..good()
                },
                "repaymentIntervalDays",
                INTERVAL_RANGE,
            ),
            (
                FundForm {
                    grace_days: "-1",
                    ..good()
                },
                "graceDays",
                GRACE_DAYS_RANGE,
            ),
            (
                FundForm {
                    penalty_fee: "50.5",
                    ..good()
                },
                "penaltyFee",
                PENALTY_WHOLE,
            ),
        ];
        for (form, field, message) in cases {
            let errors = validate_fund(&form).expect_err("refused");
            let found: Vec<_> = errors
                .all()
                .into_iter()
                .filter_map(|(f, m)| m.map(|m| (f, m)))
                .collect();
            assert_eq!(found, vec![(field, message)], "{form:?}");
        }
    }
}
