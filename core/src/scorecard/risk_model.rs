//! The risk scorecard, language-neutral (spec 001 section 3's six sections): each metric's score
//! (or percent), its notes' facts and, for some, a report; each section's percent is the mean of
//! its metrics' scores, the overall percent the mean of the sections'.

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use super::decimal_serde::{decimal as dec, opt};
use super::note::Note;
use super::sheet::ChecklistRow;
use super::thresholds::MeasureId;
use crate::money::Currency;

/// The six categories: the page's ids (`business-risk`) and the record's keys (`businessRisk`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum RiskCategory {
    BusinessRisk,
    InvestmentRisk,
    CreditRisk,
    PerformanceRisk,
    SocialDataViaLoanProposal,
    ImpactDataViaDigiKua,
}

impl RiskCategory {
    pub const ALL: [RiskCategory; 6] = [
        RiskCategory::BusinessRisk,
        RiskCategory::InvestmentRisk,
        RiskCategory::CreditRisk,
        RiskCategory::PerformanceRisk,
        RiskCategory::SocialDataViaLoanProposal,
        RiskCategory::ImpactDataViaDigiKua,
    ];

    /// The page's id (spec 2.5): `business-risk`…
    pub fn id(self) -> &'static str {
        match self {
            RiskCategory::BusinessRisk => "business-risk",
            RiskCategory::InvestmentRisk => "investment-risk",
            RiskCategory::CreditRisk => "credit-risk",
            RiskCategory::PerformanceRisk => "performance-risk",
            RiskCategory::SocialDataViaLoanProposal => "social-data-via-loan-proposal",
            RiskCategory::ImpactDataViaDigiKua => "impact-data-via-digikua",
        }
    }

    /// The record's key (spec 3): `businessRisk`…
    pub fn key(self) -> &'static str {
        match self {
            RiskCategory::BusinessRisk => "businessRisk",
            RiskCategory::InvestmentRisk => "investmentRisk",
            RiskCategory::CreditRisk => "creditRisk",
            RiskCategory::PerformanceRisk => "performanceRisk",
            RiskCategory::SocialDataViaLoanProposal => "socialDataViaLoanProposal",
            RiskCategory::ImpactDataViaDigiKua => "impactDataViaDigiKua",
        }
    }

    pub fn from_id(id: &str) -> Option<RiskCategory> {
        RiskCategory::ALL.into_iter().find(|c| c.id() == id)
    }

    pub fn from_key(key: &str) -> Option<RiskCategory> {
        RiskCategory::ALL.into_iter().find(|c| c.key() == key)
    }

    /// Its metrics, in section 3's order.
    pub fn metrics(self) -> &'static [MeasureId] {
        use MeasureId as M;
        match self {
            RiskCategory::BusinessRisk => &[
                M::OperatingProfitMargin,
                M::CashFlowValidation,
                M::TimelinessReportingCashFlow,
                M::DebtServiceCoverRatio,
                M::LicensesOrPermits,
                M::CollateralAbility,
                M::AverageDebtServiceCoverRatio,
                M::PlaybookAdvisory,
            ],
            RiskCategory::InvestmentRisk => &[M::LoanTenure, M::OwnContribution],
            RiskCategory::CreditRisk => &[
                M::LoanRepayment,
                M::CreditReferenceBureau,
                M::SuppliersReference,
                M::OfftakerUndertaking,
            ],
            RiskCategory::PerformanceRisk => &[
                M::SuccessionPlanning,
                M::ExperienceSkills,
                M::PeriodWithinSomo,
            ],
            RiskCategory::SocialDataViaLoanProposal => {
                &[M::Guarantors, M::Leadership, M::Commitment]
            }
            RiskCategory::ImpactDataViaDigiKua => &[
                M::WomenEmployed,
                M::YouthsEmployed,
                M::DirectJobsCreated,
                M::TimelinessReportingQuarterlySurvey,
            ],
        }
    }

    /// What a person reads (English, Swahili).
    pub fn label_in(self, language: crate::language::Language) -> &'static str {
        let (en, sw) = match self {
            RiskCategory::BusinessRisk => ("Business risk", "Hatari ya biashara"),
            RiskCategory::InvestmentRisk => ("Investment risk", "Hatari ya uwekezaji"),
            RiskCategory::CreditRisk => ("Credit risk", "Hatari ya mkopo"),
            RiskCategory::PerformanceRisk => ("Performance risk", "Hatari ya utendaji"),
            RiskCategory::SocialDataViaLoanProposal => (
                "Social data via loan proposal",
                "Taarifa za kijamii kupitia pendekezo la mkopo",
            ),
            RiskCategory::ImpactDataViaDigiKua => (
                "Impact data via DigiKua",
                "Taarifa za matokeo kupitia DigiKua",
            ),
        };
        match language {
            crate::language::Language::English => en,
            crate::language::Language::Swahili => sw,
        }
    }
}

/// Whether the record writes a metric as `{percent, notes}` (section 3: the impact shares and
/// the survey's timeliness) rather than `{score, notes}`.
pub fn shows_percent(measure: MeasureId) -> bool {
    matches!(
        measure,
        MeasureId::WomenEmployed
            | MeasureId::YouthsEmployed
            | MeasureId::TimelinessReportingQuarterlySurvey
    )
}

/// One month of the business risk's reports (`"2026:7"` on the wire).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MonthFigures {
    pub year: i32,
    pub month: u32,
    #[serde(with = "dec")]
    pub revenue: Decimal,
    #[serde(with = "dec")]
    pub operating_profit: Decimal,
    #[serde(with = "dec")]
    pub net_profit: Decimal,
    /// Installments of the business's loans due in the month.
    #[serde(with = "dec")]
    pub installments: Decimal,
}

impl MonthFigures {
    /// `2026:7`.
    pub fn key(&self) -> String {
        [self.year.to_string(), self.month.to_string()].join(":")
    }
}

/// A metric's report (section 3's `.report`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Report {
    /// Month by month (operatingProfitMargin, debtServiceCoverRatio).
    Months { months: Vec<MonthFigures> },
    /// The sheet's checklist rows (licensesOrPermits, playbookAdvisory).
    Checklist { rows: Vec<ChecklistRow> },
    /// The sheet's rating (collateralAbility).
    Rating {
        #[serde(default, with = "opt")]
        rating: Option<Decimal>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RiskMetric {
    pub measure: MeasureId,
    /// 0–100 (2 decimals); None when the portal has no figure.
    #[serde(default, with = "opt")]
    pub score: Option<Decimal>,
    /// For the metrics the record shows as a percent (`shows_percent`): the share itself.
    #[serde(default, with = "opt")]
    pub percent: Option<Decimal>,
    pub note: Note,
    #[serde(default)]
    pub report: Option<Report>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RiskSection {
    pub category: RiskCategory,
    /// The mean of its metrics' scores (2 decimals); None when none has one.
    #[serde(default, with = "opt")]
    pub percent: Option<Decimal>,
    pub metrics: Vec<RiskMetric>,
}

/// One business's risk scorecard for one quarter.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RiskCard {
    pub year: i32,
    pub quarter: u32,
    pub currency: Currency,
    /// The mean of the sections' percents (2 decimals).
    #[serde(default, with = "opt")]
    pub percent: Option<Decimal>,
    pub sections: Vec<RiskSection>,
}

impl RiskCard {
    pub fn section(&self, category: RiskCategory) -> Option<&RiskSection> {
        self.sections.iter().find(|s| s.category == category)
    }
}

/// What the risk page shows of a percent (spec 4.5): below 1 shows 0.
pub fn shown_percent(percent: Decimal) -> Decimal {
    if percent < Decimal::ONE {
        Decimal::ZERO
    } else {
        percent
    }
}
