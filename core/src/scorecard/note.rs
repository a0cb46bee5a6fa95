//! A measure's notes, kept as the facts they are written from (language-neutral, stored with the
//! scorecard) and written as one sentence in English or Swahili when read: how the figure was
//! computed and from which figures, then how it scored; for a missing figure, what is missing and
//! how to add it.

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use super::decimal_serde::{decimal as dec, opt};
use super::sheet::Rating;
use super::thresholds::{Better, Unit};
use crate::language::Language;
use crate::money::Currency;

/// What a measure's notes say.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Note {
    pub facts: Facts,
    /// How the figure scored (None for a missing figure and for composite metrics).
    pub scoring: Option<Scoring>,
    /// How money in the facts is written.
    pub currency: Currency,
}

impl Note {
    /// The notes as a person reads them.
    pub fn text(&self, language: Language) -> String {
        match language {
            Language::English => super::note_en::text(self),
            Language::Swahili => super::note_sw::text(self),
        }
    }

    /// True when the figure was missing.
    pub fn is_missing(&self) -> bool {
        matches!(self.facts, Facts::Missing { .. })
    }
}

/// The step a figure reached (or none: it scored 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scoring {
    pub better: Better,
    pub unit: Unit,
    /// The bound of the step reached; None when no step was reached.
    #[serde(default, with = "opt")]
    pub bound: Option<Decimal>,
    #[serde(with = "dec")]
    pub score: Decimal,
    /// The last step's bound (what a figure must reach to score at all).
    #[serde(with = "dec")]
    pub last_bound: Decimal,
}

/// A question of the quarterly survey the scorecard reads, by its stable name (docs/survey.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SurveyQuestion {
    Revenue,
    EmployeesTotal,
    WomenEmployed,
    YouthEmployed,
    FullTimeEmployees,
    DirectJobsCreated,
    IndirectJobsCreated,
    AverageSalary,
    HasInsurance,
    InsuranceTypes,
    HasContracts,
    ContractsShare,
    HasHrSystem,
    HrSystems,
}

impl SurveyQuestion {
    /// The question's name in the survey.
    pub fn name(self) -> &'static str {
        match self {
            SurveyQuestion::Revenue => "revenue",
            SurveyQuestion::EmployeesTotal => "employees_total",
            SurveyQuestion::WomenEmployed => "women_employed",
            SurveyQuestion::YouthEmployed => "youth_employed",
            SurveyQuestion::FullTimeEmployees => "full_time_employees",
            SurveyQuestion::DirectJobsCreated => "direct_jobs_created",
            SurveyQuestion::IndirectJobsCreated => "indirect_jobs_created",
            SurveyQuestion::AverageSalary => "average_salary",
            SurveyQuestion::HasInsurance => "has_insurance",
            SurveyQuestion::InsuranceTypes => "insurance_types",
            SurveyQuestion::HasContracts => "has_contracts",
            SurveyQuestion::ContractsShare => "contracts_share",
            SurveyQuestion::HasHrSystem => "has_hr_system",
            SurveyQuestion::HrSystems => "hr_systems",
        }
    }
}

/// An entry of the coach's scoring sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum SheetEntry {
    Rating(Rating),
    Licenses,
    Playbooks,
    CoachMeetings,
    CheckinsAttended,
}

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

/// What the loan application lacks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum LoanTerm {
    Tenure,
    OwnContribution,
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

/// Why a figure is missing, and so what would add it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "why", rename_all = "camelCase")]
pub enum Missing {
    /// No sale or expense is recorded in DigiKua in the quarter.
    NoBooks { year: i32, quarter: u32 },
    /// The quarter before has no revenue to compare with.
    NoPreviousRevenue { year: i32, quarter: u32 },
    /// No statement covers the quarter.
    NoValidation { year: i32, quarter: u32 },
    /// The quarterly survey of the quarter is not answered.
    NoSurvey { year: i32, quarter: u32 },
    /// The survey was answered without this answer.
    SurveyAnswer { question: SurveyQuestion },
    /// No employee is reported, so there is no share to take.
    NoEmployees,
    /// The owner has no playbook pair yet.
    NoPlaybook,
    /// No check-in (class meeting of the owner's cohort) was held in the quarter.
    NoCheckinsHeld { year: i32, quarter: u32 },
    /// The coach's sheet lacks this entry.
    SheetEntry { entry: SheetEntry },
    /// The business has no disbursed loan.
    NoLoans,
    /// No installment was due by the quarter's end.
    NothingDue,
    /// No installment falls in the months compared.
    NoInstallments,
    /// The loan application lacks this term.
    LoanApplication { term: LoanTerm },
    /// The owner is not enrolled in the programme.
    NoEnrolment,
    /// No revenue is recorded in the 12 months.
    NoRevenue,
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

/// A number as written in the notes: no trailing zeros (`11.32`, `3`, `2.5`).
pub(super) fn number(value: Decimal) -> String {
    crate::money::decimal_text(value.normalize())
}

/// A growth with its sign: `+11.32%`, `-4%`.
pub(super) fn signed_percent(value: Decimal) -> String {
    let sign = if value > Decimal::ZERO { "+" } else { "" };
    [sign, &number(value), "%"].concat()
}

/// `Jul–Sep 2026` (or `Julai–Septemba 2026`) from the months' names in a language.
pub(super) fn quarter_label(year: i32, quarter: u32, months: &[&str; 12]) -> String {
    let first = ((quarter.clamp(1, 4) - 1) * 3) as usize;
    [
        months[first],
        "–",
        months[first + 2],
        " ",
        &year.to_string(),
    ]
    .concat()
}

/// `2026-03-14` → `14/03/2026` (as the portal shows a day).
pub(super) fn day_text(iso: &str) -> String {
    let mut parts = iso.split('-');
    match (parts.next(), parts.next(), parts.next()) {
        (Some(y), Some(m), Some(d)) => [d, "/", m, "/", y].concat(),
        _ => iso.to_owned(),
    }
}

#[cfg(test)]
#[path = "note_tests.rs"]
mod tests;
