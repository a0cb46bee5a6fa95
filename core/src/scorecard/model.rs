//! A computed scorecard, language-neutral: every measure's figure, score and the facts its notes
//! are written from. The server stores it as JSON (`wire::to_stored_json`) and writes the notes in
//! the reader's language when it is read (`wire::render`).

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use super::bands::{Band, RankGroup};
use super::decimal_serde::opt;
use super::note::Note;
use super::thresholds::MeasureId;
use crate::money::Currency;

/// The four groups of the scorecard record (spec section 3), in its order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Group {
    FinancialResults,
    ImpactData,
    ParticipationInAcceleration,
    LoanRepayment,
}

impl Group {
    pub const ALL: [Group; 4] = [
        Group::FinancialResults,
        Group::ImpactData,
        Group::ParticipationInAcceleration,
        Group::LoanRepayment,
    ];

    /// The record's key: `financialResults`…
    pub fn key(self) -> &'static str {
        match self {
            Group::FinancialResults => "financialResults",
            Group::ImpactData => "impactData",
            Group::ParticipationInAcceleration => "participationInAcceleration",
            Group::LoanRepayment => "loanRepayment",
        }
    }

    /// Its measures, in the spec's order.
    pub fn measures(self) -> &'static [MeasureId] {
        use MeasureId as M;
        match self {
            Group::FinancialResults => &[
                M::MonthlyRevenueGrowth,
                M::AvgMonthlyCashflow,
                M::CashFlowValidated,
                M::MonthlyRevenueTurnover,
                M::ConsistentlyCashFlowPositive,
                M::TimelinessReportingCashFlow,
            ],
            Group::ImpactData => &[
                M::NoOfDirectJobsCreated,
                M::NoOfIndirectJobsCreated,
                M::AvgFullTimeEmployeeSalary,
                M::NoOfEmployees,
                M::InsurancesProvided,
                M::ContractsHrSystems,
                M::TimelinessReportingQuarterlySurvey,
            ],
            Group::ParticipationInAcceleration => &[
                M::AdvisoryPlaybook,
                M::BusinessCoach,
                M::ChanukaCheckinAttendance,
            ],
            Group::LoanRepayment => &[
                M::LateRepayments,
                M::PercentageOfDueLoansRepaid,
                M::NoOfCompletedLoansRepaid,
            ],
        }
    }

    /// The group a scorecard measure belongs to (None for a risk-only metric).
    pub fn of(measure: MeasureId) -> Option<Group> {
        Group::ALL
            .into_iter()
            .find(|g| g.measures().contains(&measure))
    }

    /// What a person reads (English; Swahili through `label_in`).
    pub fn label_in(self, language: crate::language::Language) -> &'static str {
        let (en, sw) = match self {
            Group::FinancialResults => ("Financial results", "Matokeo ya kifedha"),
            Group::ImpactData => ("Impact", "Matokeo kwa jamii"),
            Group::ParticipationInAcceleration => {
                ("Participation in acceleration", "Ushiriki katika programu")
            }
            Group::LoanRepayment => ("Loan repayment", "Ulipaji wa mkopo"),
        };
        match language {
            crate::language::Language::English => en,
            crate::language::Language::Swahili => sw,
        }
    }
}

/// One measure: its score (0–100, 2 decimals; None when the portal has no figure), the figure
/// it was scored from, and the facts its notes say.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Measure {
    pub measure: MeasureId,
    #[serde(default, with = "opt")]
    pub score: Option<Decimal>,
    #[serde(default, with = "opt")]
    pub figure: Option<Decimal>,
    pub note: Note,
}

/// A group's measures and score (the mean of the measures that have one; None when none has).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GroupResult {
    pub group: Group,
    #[serde(default, with = "opt")]
    pub score: Option<Decimal>,
    pub measures: Vec<Measure>,
}

/// One business's scorecard for one quarter.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Scorecard {
    pub year: i32,
    pub quarter: u32,
    pub currency: Currency,
    /// The business's age in months at the quarter's `as_of` day.
    pub months: u32,
    pub rank_group: RankGroup,
    /// The mean of the groups' scores that exist (2 decimals); None when no group has one.
    #[serde(default, with = "opt")]
    pub average_score: Option<Decimal>,
    /// The band of `average_score` (None with it).
    pub band: Option<Band>,
    /// The four groups, in `Group::ALL`'s order.
    pub groups: Vec<GroupResult>,
}

impl Scorecard {
    /// 'Some data is missing': any of the four groups has no score.
    pub fn missing(&self) -> bool {
        self.groups.len() < Group::ALL.len() || self.groups.iter().any(|g| g.score.is_none())
    }

    pub fn group(&self, group: Group) -> Option<&GroupResult> {
        self.groups.iter().find(|g| g.group == group)
    }

    /// Every measure with its group, in the record's order.
    pub fn measures(&self) -> impl Iterator<Item = (Group, &Measure)> {
        self.groups
            .iter()
            .flat_map(|g| g.measures.iter().map(move |m| (g.group, m)))
    }
}
