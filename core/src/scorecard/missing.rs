//! Why a figure is missing (and so what would add it), with what it names: a survey question,
//! an entry of the coach's sheet, a term of the loan application.

use serde::{Deserialize, Serialize};

use super::sheet::Rating;

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

/// What the loan application lacks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum LoanTerm {
    Tenure,
    OwnContribution,
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
