//! Everything one business's quarter needs, as plain figures the server gathers with SQL. Core
//! reads nothing else: no clock (`as_of` is passed in), no database, no file.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use rust_decimal::Decimal;

use super::sheet::ScoringSheet;
use crate::bookkeeping::cashflow::CashKind;
use crate::loans::lifecycle::LoanStatus;
use crate::money::{from_minor, Currency};
use crate::validation::Tier;

/// A calendar month, `(2026, 7)`.
pub type YearMonth = (i32, u32);

/// One answer of the quarterly survey, as the survey stores it (core's `survey::answer::Answer`:
/// one value, numbers as exact decimal text like `1500.5`, or a list of choices), read by the
/// stable question names of docs/survey.md.
pub type SurveyValue = crate::survey::answer::Answer;

/// The quarter of one business, with every figure its scorecard and risk scorecard read.
#[derive(Debug, Clone, PartialEq)]
pub struct QuarterInputs {
    pub year: i32,
    /// 1 to 4.
    pub quarter: u32,
    /// The quarter's last day, or today (Nairobi) when the quarter is not over
    /// (`period::as_of`): what is "due" and the business's age are counted up to it.
    pub as_of: NaiveDate,
    /// The business's currency: how money is written in the notes (`Ksh 1,234.00`).
    pub currency: Currency,
    pub business: BusinessFacts,
    /// The DigiKua books of the 12 months ending with the quarter's last month
    /// (`period::book_months`), any order (a month without a row counts as a month with no
    /// record). Extra months are ignored.
    pub books: Vec<MonthBooks>,
    /// The financial validation of the quarter (`validation_quarters`); None when no statement
    /// covers any of its months.
    pub validation: Option<ValidationFacts>,
    pub survey: SurveyFacts,
    pub participation: ParticipationFacts,
    /// Every loan of the business (drafts and refused ones included; the rules pick).
    pub loans: Vec<LoanFacts>,
    /// The coach's scoring sheet of this quarter, when one was saved.
    pub sheet: Option<ScoringSheet>,
}

/// When the business began, as far as the portal knows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BusinessFacts {
    /// The month the business was created in DigiKua.
    pub created: YearMonth,
    /// The month of its first DigiKua record (sale, expense, investment), if any.
    pub first_record: Option<YearMonth>,
    /// The day the owner was enrolled in the programme (onboarding), if they were.
    pub enrolled_on: Option<NaiveDate>,
    /// The month the business started, from the coach's sheet (`businessStarted`) when the server
    /// reads it separately; the sheet in `QuarterInputs::sheet` is read when this is None.
    pub started: Option<YearMonth>,
}

/// One month of DigiKua books (amounts in the business's currency, Nairobi months).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MonthBooks {
    pub year: i32,
    pub month: u32,
    /// Product and service sales (cashflow.rs's revenue).
    pub revenue: Decimal,
    /// Money received: sales and investments received.
    pub money_in: Decimal,
    /// Money paid out: cost of goods, operating and capital expenses.
    pub money_out: Decimal,
    /// Revenue − cost of goods − operating expense (cashflow.rs's operating cashflow, the
    /// analytics' operating profit).
    pub operating_profit: Decimal,
    /// Operating profit − capital expenditure (cashflow.rs's net cashflow).
    pub net_profit: Decimal,
    /// How many sales, expenses and investments are dated in the month.
    pub records: u32,
    /// How many of them were entered (created) by the 10th of the next month, Nairobi: created
    /// before `period::on_time_until((year, month))`.
    pub records_on_time: u32,
}

impl MonthBooks {
    /// A month with no record.
    pub fn empty(year: i32, month: u32) -> MonthBooks {
        MonthBooks {
            year,
            month,
            revenue: Decimal::ZERO,
            money_in: Decimal::ZERO,
            money_out: Decimal::ZERO,
            operating_profit: Decimal::ZERO,
            net_profit: Decimal::ZERO,
            records: 0,
            records_on_time: 0,
        }
    }

    /// A month from DigiKua's cash entries summed by `CashKind` (cents, indexed by the kind's code,
    /// as the server's grouped query reads them) and how many records it holds and were on time.
    pub fn from_kind_sums(
        (year, month): YearMonth,
        sums: &[i64; 7],
        records: u32,
        records_on_time: u32,
    ) -> MonthBooks {
        let of = |kind: CashKind| from_minor(sums[kind as usize]);
        let revenue = of(CashKind::ProductSale) + of(CashKind::ServiceSale);
        let operating_profit = revenue - of(CashKind::CostOfGoods) - of(CashKind::OperatingExpense);
        MonthBooks {
            year,
            month,
            revenue,
            money_in: revenue + of(CashKind::Investment),
            money_out: of(CashKind::CostOfGoods)
                + of(CashKind::OperatingExpense)
                + of(CashKind::CapitalExpense),
            operating_profit,
            net_profit: operating_profit - of(CashKind::CapitalExpense),
            records,
            records_on_time,
        }
    }

    /// Money in − money out.
    pub fn net_cash_flow(&self) -> Decimal {
        self.money_in - self.money_out
    }
}

/// The quarter's financial validation, as `validation::quarter` reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValidationFacts {
    pub validated: bool,
    pub tier: Tier,
    /// The overall difference in percent (None when the statements show no money but the books do).
    pub percent: Option<Decimal>,
    /// How many of the quarter's three months a statement covers.
    pub months_covered: u32,
}

/// The quarterly survey.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SurveyFacts {
    /// This quarter's answers by question name (docs/survey.md), None when not answered.
    pub answers: Option<BTreeMap<String, SurveyValue>>,
    /// In how many of the last four quarters (this one included) the quarterly survey was
    /// answered within its three-month window: 0 to 4.
    pub answered_of_last_four: u32,
}

/// The owner's part in the programme during the quarter.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ParticipationFacts {
    /// The playbook progress of the owner's pairs (core's playbook progress), 0 to 100; None
    /// when the owner has no pair or no assigned playbook.
    pub playbook_percent: Option<Decimal>,
    /// Days in the quarter on which an advisor gave feedback on one of the owner's sessions.
    pub feedback_days: u32,
    /// Class meetings of the owner's learning cohort held in the quarter (the check-ins held).
    pub checkins_held: u32,
}

impl ParticipationFacts {
    /// The playbook progress over the owner's assigned playbooks: the mean of each one's progress
    /// (`state_number`, 0 to 100), to 2 decimals; None without an assigned playbook.
    pub fn playbook_mean(progress: &[u32]) -> Option<Decimal> {
        let each: Vec<Decimal> = progress.iter().map(|&p| Decimal::from(p)).collect();
        super::bands::average(&each)
    }
}

/// One loan of the business.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoanFacts {
    pub id: String,
    pub status: LoanStatus,
    /// The principal asked (or disbursed).
    pub amount: Decimal,
    /// The owner's contribution chosen in the application (10, 20, 30 or 50).
    pub own_contribution_percent: Option<Decimal>,
    /// The repayment period in months.
    pub tenure_months: Option<u32>,
    /// The fund's grace days after a due date before an installment is late.
    pub grace_days: u32,
    /// (due day, amount) of each installment (penalties left out), in due order.
    pub installments: Vec<(NaiveDate, Decimal)>,
    /// (day paid, amount) of each repayment received (Nairobi days).
    pub repayments: Vec<(NaiveDate, Decimal)>,
    /// The day it was closed as fully repaid.
    pub closed_on: Option<NaiveDate>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_month_from_the_cash_kinds_sums() {
        let mut sums = [0i64; 7];
        sums[CashKind::ProductSale as usize] = 4_000_000;
        sums[CashKind::ServiceSale as usize] = 230_000;
        sums[CashKind::CostOfGoods as usize] = 1_500_000;
        sums[CashKind::OperatingExpense as usize] = 900_050;
        sums[CashKind::CapitalExpense as usize] = 2_000_000;
        sums[CashKind::Investment as usize] = 500_000;
        let month = MonthBooks::from_kind_sums((2026, 8), &sums, 31, 30);
        let ksh = |text: &str| text.parse::<Decimal>().expect("a number");
        assert_eq!(month.revenue, ksh("42300"));
        assert_eq!(month.money_in, ksh("47300"));
        assert_eq!(month.money_out, ksh("44000.50"));
        assert_eq!(month.operating_profit, ksh("18299.50"));
        assert_eq!(month.net_profit, ksh("-1700.50"));
        assert_eq!(month.net_cash_flow(), ksh("3299.50"));
        assert_eq!(
            (
                month.year,
                month.month,
                month.records,
                month.records_on_time
            ),
            (2026, 8, 31, 30)
        );
    }

    #[test]
    fn the_playbook_progress_is_the_mean_of_the_assigned_playbooks() {
        assert_eq!(ParticipationFacts::playbook_mean(&[]), None);
        assert_eq!(
            ParticipationFacts::playbook_mean(&[40]),
            Some(Decimal::from(40))
        );
        // 100 ÷ 3 = 33.333…: two decimals.
        assert_eq!(
            ParticipationFacts::playbook_mean(&[0, 50, 50]),
            Some("33.33".parse().expect("a number"))
        );
        assert_eq!(
            ParticipationFacts::playbook_mean(&[25, 50]),
            Some("37.5".parse().expect("a number"))
        );
    }
}
