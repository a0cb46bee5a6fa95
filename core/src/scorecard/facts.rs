//! The facts a note is written from: the figures of each kind of measure, and why a figure is
//! missing. Language-neutral (stored with the scorecard); `note_en` and `note_sw` write them.

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use super::decimal_serde::{decimal as dec, opt};
use super::sheet::Rating;

pub use super::missing::*;

/// Which of the sheet's checklists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Checklist {
    Licenses,
    Playbooks,
}

/// Who a share of employees counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Who {
    Women,
    Youth,
}

/// How many employees have a written contract (the survey's `contracts_share`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum ContractsShare {
    None,
    Few,
    Most,
    All,
}

impl ContractsShare {
    pub fn points(self) -> u32 {
        match self {
            ContractsShare::None => 0,
            ContractsShare::Few => 1,
            ContractsShare::Most => 2,
            ContractsShare::All => 3,
        }
    }
}

/// The figures a note is written from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Facts {
    Missing {
        missing: Missing,
    },
    /// The quarter's average monthly revenue against the previous quarter's.
    RevenueGrowth {
        year: i32,
        quarter: u32,
        #[serde(with = "dec")]
        current: Decimal,
        #[serde(with = "dec")]
        previous: Decimal,
        #[serde(with = "dec")]
        percent: Decimal,
    },
    /// The quarter's average monthly money in, out and net.
    CashFlow {
        year: i32,
        quarter: u32,
        #[serde(with = "dec")]
        money_in: Decimal,
        #[serde(with = "dec")]
        money_out: Decimal,
        #[serde(with = "dec")]
        net: Decimal,
    },
    /// The validation of the quarter.
    Validation {
        validated: bool,
        /// `validation::Tier::wire()`.
        tier: String,
        #[serde(default, with = "opt")]
        percent: Option<Decimal>,
        months_covered: u32,
    },
    /// The quarter's average monthly revenue and its total.
    Turnover {
        year: i32,
        quarter: u32,
        #[serde(with = "dec")]
        average: Decimal,
        #[serde(with = "dec")]
        total: Decimal,
    },
    /// Months of the quarter with a positive net cash flow.
    PositiveMonths {
        year: i32,
        quarter: u32,
        months: u32,
    },
    /// Months of the quarter whose records were all entered by the 10th of the next month.
    TimelyMonths {
        year: i32,
        quarter: u32,
        months: u32,
    },
    /// A count the survey answered.
    SurveyCount {
        question: SurveyQuestion,
        #[serde(with = "dec")]
        value: Decimal,
    },
    /// The survey's average full-time salary.
    Salary {
        #[serde(with = "dec")]
        amount: Decimal,
    },
    /// Kinds of insurance provided.
    Insurances {
        count: u32,
    },
    /// Contracts and HR systems.
    ContractsHr {
        contracts: ContractsShare,
        hr_systems: u32,
        points: u32,
    },
    /// Quarterly surveys answered of the last four quarters.
    SurveysAnswered {
        answered: u32,
        #[serde(with = "dec")]
        percent: Decimal,
    },
    /// The playbook progress.
    Playbook {
        #[serde(with = "dec")]
        percent: Decimal,
    },
    /// Coach meetings: advisor feedback days and meetings on the sheet.
    CoachMeetings {
        feedback_days: u32,
        sheet_meetings: u32,
    },
    /// Check-ins attended of those held.
    Checkins {
        attended: u32,
        held: u32,
        #[serde(with = "dec")]
        percent: Decimal,
    },
    /// Installments due by the quarter's end and those late.
    LateInstallments {
        late: u32,
        due: u32,
    },
    /// Repaid of what was due by the quarter's end.
    Repaid {
        #[serde(with = "dec")]
        repaid: Decimal,
        #[serde(with = "dec")]
        due: Decimal,
        #[serde(with = "dec")]
        percent: Decimal,
    },
    /// Loans repaid in full.
    CompletedLoans {
        completed: u32,
    },
    /// Operating profit over the months against revenue.
    OperatingMargin {
        months: u32,
        #[serde(with = "dec")]
        operating_profit: Decimal,
        #[serde(with = "dec")]
        revenue: Decimal,
        #[serde(with = "dec")]
        percent: Decimal,
    },
    /// Net profit over the months against the installments due in them.
    DebtCover {
        months: u32,
        #[serde(with = "dec")]
        net_profit: Decimal,
        #[serde(with = "dec")]
        installments: Decimal,
        #[serde(with = "dec")]
        ratio: Decimal,
    },
    /// The quarter's average monthly net cash flow against its average monthly installment.
    CashCover {
        year: i32,
        quarter: u32,
        #[serde(with = "dec")]
        net: Decimal,
        #[serde(with = "dec")]
        installment: Decimal,
        #[serde(with = "dec")]
        ratio: Decimal,
    },
    /// A checklist of the sheet: rows done of rows.
    Checklist {
        list: Checklist,
        done: u32,
        rows: u32,
        #[serde(with = "dec")]
        percent: Decimal,
    },
    /// A rating of the sheet.
    SheetRating {
        rating: Rating,
        #[serde(with = "dec")]
        value: Decimal,
    },
    /// The latest loan's repayment period.
    Tenure {
        months: u32,
    },
    /// The latest loan's own contribution.
    OwnContribution {
        #[serde(with = "dec")]
        percent: Decimal,
    },
    /// Installments due that were paid on time.
    OnTime {
        on_time: u32,
        due: u32,
        #[serde(with = "dec")]
        percent: Decimal,
    },
    /// A loan below the bureau's small-amount threshold.
    SmallLoan {
        #[serde(with = "dec")]
        amount: Decimal,
        #[serde(with = "dec")]
        threshold: Decimal,
    },
    /// Years in business and the coach's skills rating, each scored, their mean the score.
    Experience {
        months: u32,
        #[serde(with = "dec")]
        months_score: Decimal,
        #[serde(default, with = "opt")]
        rating: Option<Decimal>,
        #[serde(default, with = "opt")]
        rating_score: Option<Decimal>,
    },
    /// The business's age in months (from the sheet, the first record or its creation).
    BusinessAge {
        months: u32,
    },
    /// Whole months since enrolment (`since`: `yyyy-mm-dd`).
    TimeInProgramme {
        months: u32,
        since: String,
    },
    /// A share of the employees.
    EmployedShare {
        who: Who,
        count: u32,
        total: u32,
        #[serde(with = "dec")]
        percent: Decimal,
    },
}
