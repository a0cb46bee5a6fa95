//! The ids of every scored figure, with their stable wire names.

use serde::{Deserialize, Serialize};

/// Every scored figure: the four groups' measures and the risk scorecard's metrics, by their
/// stable wire names (spec 001 section 3). `timelinessOfReporting` is in two groups, so its two
/// rules carry the risk scorecard's names for the same figures.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum MeasureId {
    // financialResults
    MonthlyRevenueGrowth,
    AvgMonthlyCashflow,
    CashFlowValidated,
    MonthlyRevenueTurnover,
    ConsistentlyCashFlowPositive,
    /// financialResults.timelinessOfReporting and businessRisk.timelinessReportingCashFlow.
    TimelinessReportingCashFlow,
    // impactData
    NoOfDirectJobsCreated,
    NoOfIndirectJobsCreated,
    AvgFullTimeEmployeeSalary,
    NoOfEmployees,
    InsurancesProvided,
    #[serde(rename = "contractsHRSystems")]
    ContractsHrSystems,
    /// impactData.timelinessOfReporting and impactDataViaDigiKua.timelinessReportingQuarterlySurvey.
    TimelinessReportingQuarterlySurvey,
    // participationInAcceleration
    AdvisoryPlaybook,
    BusinessCoach,
    ChanukaCheckinAttendance,
    // loanRepayment
    LateRepayments,
    PercentageOfDueLoansRepaid,
    NoOfCompletedLoansRepaid,
    // businessRisk
    OperatingProfitMargin,
    CashFlowValidation,
    DebtServiceCoverRatio,
    LicensesOrPermits,
    CollateralAbility,
    AverageDebtServiceCoverRatio,
    PlaybookAdvisory,
    // investmentRisk
    LoanTenure,
    OwnContribution,
    // creditRisk
    LoanRepayment,
    CreditReferenceBureau,
    SuppliersReference,
    OfftakerUndertaking,
    // performanceRisk
    SuccessionPlanning,
    ExperienceSkills,
    /// Years in business (the legend's under 1, 1–5, over 5), the other half of experienceSkills.
    BusinessExperience,
    PeriodWithinSomo,
    // socialDataViaLoanProposal
    Guarantors,
    Leadership,
    Commitment,
    // impactDataViaDigiKua
    WomenEmployed,
    YouthsEmployed,
    DirectJobsCreated,
}

impl MeasureId {
    pub const ALL: [MeasureId; 42] = [
        MeasureId::MonthlyRevenueGrowth,
        MeasureId::AvgMonthlyCashflow,
        MeasureId::CashFlowValidated,
        MeasureId::MonthlyRevenueTurnover,
        MeasureId::ConsistentlyCashFlowPositive,
        MeasureId::TimelinessReportingCashFlow,
        MeasureId::NoOfDirectJobsCreated,
        MeasureId::NoOfIndirectJobsCreated,
        MeasureId::AvgFullTimeEmployeeSalary,
        MeasureId::NoOfEmployees,
        MeasureId::InsurancesProvided,
        MeasureId::ContractsHrSystems,
        MeasureId::TimelinessReportingQuarterlySurvey,
        MeasureId::AdvisoryPlaybook,
        MeasureId::BusinessCoach,
        MeasureId::ChanukaCheckinAttendance,
        MeasureId::LateRepayments,
        MeasureId::PercentageOfDueLoansRepaid,
        MeasureId::NoOfCompletedLoansRepaid,
        MeasureId::OperatingProfitMargin,
        MeasureId::CashFlowValidation,
        MeasureId::DebtServiceCoverRatio,
        MeasureId::LicensesOrPermits,
        MeasureId::CollateralAbility,
        MeasureId::AverageDebtServiceCoverRatio,
        MeasureId::PlaybookAdvisory,
        MeasureId::LoanTenure,
        MeasureId::OwnContribution,
        MeasureId::LoanRepayment,
        MeasureId::CreditReferenceBureau,
        MeasureId::SuppliersReference,
        MeasureId::OfftakerUndertaking,
        MeasureId::SuccessionPlanning,
        MeasureId::ExperienceSkills,
        MeasureId::BusinessExperience,
        MeasureId::PeriodWithinSomo,
        MeasureId::Guarantors,
        MeasureId::Leadership,
        MeasureId::Commitment,
        MeasureId::WomenEmployed,
        MeasureId::YouthsEmployed,
        MeasureId::DirectJobsCreated,
    ];

    /// The stable wire name (`monthlyRevenueGrowth`).
    pub fn wire(self) -> &'static str {
        match self {
            MeasureId::MonthlyRevenueGrowth => "monthlyRevenueGrowth",
            MeasureId::AvgMonthlyCashflow => "avgMonthlyCashflow",
            MeasureId::CashFlowValidated => "cashFlowValidated",
            MeasureId::MonthlyRevenueTurnover => "monthlyRevenueTurnover",
            MeasureId::ConsistentlyCashFlowPositive => "consistentlyCashFlowPositive",
            MeasureId::TimelinessReportingCashFlow => "timelinessReportingCashFlow",
            MeasureId::NoOfDirectJobsCreated => "noOfDirectJobsCreated",
            MeasureId::NoOfIndirectJobsCreated => "noOfIndirectJobsCreated",
            MeasureId::AvgFullTimeEmployeeSalary => "avgFullTimeEmployeeSalary",
            MeasureId::NoOfEmployees => "noOfEmployees",
            MeasureId::InsurancesProvided => "insurancesProvided",
            MeasureId::ContractsHrSystems => "contractsHRSystems",
            MeasureId::TimelinessReportingQuarterlySurvey => "timelinessReportingQuarterlySurvey",
            MeasureId::AdvisoryPlaybook => "advisoryPlaybook",
            MeasureId::BusinessCoach => "businessCoach",
            MeasureId::ChanukaCheckinAttendance => "chanukaCheckinAttendance",
            MeasureId::LateRepayments => "lateRepayments",
            MeasureId::PercentageOfDueLoansRepaid => "percentageOfDueLoansRepaid",
            MeasureId::NoOfCompletedLoansRepaid => "noOfCompletedLoansRepaid",
            MeasureId::OperatingProfitMargin => "operatingProfitMargin",
            MeasureId::CashFlowValidation => "cashFlowValidation",
            MeasureId::DebtServiceCoverRatio => "debtServiceCoverRatio",
            MeasureId::LicensesOrPermits => "licensesOrPermits",
            MeasureId::CollateralAbility => "collateralAbility",
            MeasureId::AverageDebtServiceCoverRatio => "averageDebtServiceCoverRatio",
            MeasureId::PlaybookAdvisory => "playbookAdvisory",
            MeasureId::LoanTenure => "loanTenure",
            MeasureId::OwnContribution => "ownContribution",
            MeasureId::LoanRepayment => "loanRepayment",
            MeasureId::CreditReferenceBureau => "creditReferenceBureau",
            MeasureId::SuppliersReference => "suppliersReference",
            MeasureId::OfftakerUndertaking => "offtakerUndertaking",
            MeasureId::SuccessionPlanning => "successionPlanning",
            MeasureId::ExperienceSkills => "experienceSkills",
            MeasureId::BusinessExperience => "businessExperience",
            MeasureId::PeriodWithinSomo => "periodWithinSomo",
            MeasureId::Guarantors => "guarantors",
            MeasureId::Leadership => "leadership",
            MeasureId::Commitment => "commitment",
            MeasureId::WomenEmployed => "womenEmployed",
            MeasureId::YouthsEmployed => "youthsEmployed",
            MeasureId::DirectJobsCreated => "directJobsCreated",
        }
    }

    pub fn parse(name: &str) -> Option<MeasureId> {
        MeasureId::ALL.into_iter().find(|m| m.wire() == name)
    }

    /// Its key inside a scorecard group (the two timeliness rules are `timelinessOfReporting`
    /// there); its wire name otherwise.
    pub fn key(self) -> &'static str {
        match self {
            MeasureId::TimelinessReportingCashFlow
            | MeasureId::TimelinessReportingQuarterlySurvey => "timelinessOfReporting",
            other => other.wire(),
        }
    }
}
