//! A loan fund as the super admin sets it up, checked field by field.

use rust_decimal::Decimal;

use super::interest::FundRate;
use crate::forms::REQUIRED;
use crate::money::{digits_only, parse_amount, Currency};

pub const CHOOSE_CURRENCY: &str = "Choose Ksh or Tsh";
pub const WHOLE_MAX_LOAN: &str = "Enter the largest loan in whole shillings, above zero";
pub const INTEREST_RANGE: &str = "Enter the yearly interest from 0 to 100 percent";
pub const YEARS_RANGE: &str =
    "Enter the longest repayment period in quarter years, from 0.25 to 10";
pub const INTERVAL_RANGE: &str = "Enter the days between repayments, from 1 to 365";
pub const GRACE_DAYS_RANGE: &str = "Enter the grace days as a whole number up to 365";
pub const PENALTY_WHOLE: &str = "Enter the penalty fee in whole shillings";
pub const WEBSITE_FORM: &str = "Enter the website as an address starting with https://";

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

fn whole(text: &str) -> Option<Decimal> {
    let text = text.trim();
    let value = parse_amount(text).ok()?;
    (value.fract().is_zero() && value >= Decimal::ZERO).then_some(value.trunc())
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
    let max_loan = whole(form.max_loan).filter(|v| *v > Decimal::ZERO);
    errors.max_loan = max_loan.is_none().then_some(WHOLE_MAX_LOAN);
    let website = form.website.trim();
    let is_address = website.starts_with("https://") || website.starts_with("http://");
    errors.website = (!website.is_empty() && !is_address || website.contains(char::is_whitespace))
        .then_some(WEBSITE_FORM);
    let rate = if form.banded {
        Some(FundRate::Banded)
    } else {
        form.annual_interest
            .trim()
            .parse::<Decimal>()
            .ok()
            .filter(|r| *r >= Decimal::ZERO && *r <= Decimal::ONE_HUNDRED && r.scale() <= 2)
            .map(FundRate::Fixed)
    };
    errors.annual_interest = rate.is_none().then_some(INTEREST_RANGE);
    let years = form
        .max_repay_duration_years
        .trim()
        .parse::<Decimal>()
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
    let penalty = if form.penalty_fee.trim().is_empty() {
        Some(Decimal::ZERO)
    } else {
        whole(form.penalty_fee)
    };
    errors.penalty_fee = penalty.is_none().then_some(PENALTY_WHOLE);

    match (currency, max_loan, rate, years, interval, grace, penalty) {
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
            max_loan,
            website: (!website.is_empty()).then(|| website.to_owned()),
            rate,
            max_repay_duration_years: years.normalize(),
            repayment_interval_days: interval,
            grace_days: grace,
            penalty_fee: penalty,
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
        let cases: [(FundForm, &str, &str); 10] = [
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
