//! The default thresholds, each with its reason. Where the spec's risk legend (section 9) gives
//! tiers, the steps are those tiers; elsewhere they are the programme's starting point, for the
//! super admin to tune.

use std::str::FromStr;

use rust_decimal::Decimal;

use super::thresholds::{Better, MeasureId, Rule, Step, Thresholds, Unit};

use Better::{Higher, Lower};
use MeasureId as M;
use Unit::*;

/// (measure, direction, unit, steps as (bound, score), reason).
type Row = (
    MeasureId,
    Better,
    Unit,
    &'static [(&'static str, u32)],
    &'static str,
);

const RATING_STEPS: &[(&str, u32)] = &[("5", 100), ("4", 80), ("3", 60), ("2", 40), ("1", 20)];
const RATING_REASON: &str = "The coach's 0–5 rating, 20 points a star";
const THIRDS: &[(&str, u32)] = &[("3", 100), ("2", 67), ("1", 33)];
const TIER_STEPS: &[(&str, u32)] = &[("0", 100), ("1", 85), ("2", 60), ("3", 30)];
const TIER_REASON: &str = "The legend's discrepancy tiers (validation::Tier): none 100, under 2% 85, 2% to 5% 60, over 5% 30, over 9% 0";
const QUARTERS: &[(&str, u32)] = &[("100", 100), ("75", 75), ("50", 50), ("25", 25)];
const DIRECT_JOBS: &[(&str, u32)] = &[("4", 100), ("3", 75), ("1", 50)];
const DIRECT_JOBS_REASON: &str =
    "The legend's direct jobs tiers: none 0, 1–2 50, 3 75, more than 3 100";
const CHECKLIST: &[(&str, u32)] = &[("100", 100), ("75", 75), ("50", 50), ("25", 25)];
const COVER: &[(&str, u32)] = &[("2", 100), ("1.5", 75), ("1.25", 50), ("1", 25)];
const SHARE: &[(&str, u32)] = &[("50", 100), ("30", 75), ("10", 50), ("0.01", 25)];

const ROWS: &[Row] = &[
    (M::MonthlyRevenueGrowth, Higher, Percent, &[("10", 100), ("5", 75), ("0", 50), ("-10", 25)],
        "Growth of 10% a quarter or more is excellent; holding steady is average; a fall of more than 10% scores 0"),
    (M::AvgMonthlyCashflow, Higher, Money, &[("100000", 100), ("50000", 75), ("10000", 50), ("0.01", 25)],
        "A positive monthly net cash flow scores; Ksh 100,000 a month or more is the top"),
    (M::CashFlowValidated, Lower, Tier, TIER_STEPS, TIER_REASON),
    (M::MonthlyRevenueTurnover, Higher, Money, &[("500000", 100), ("200000", 75), ("50000", 50), ("0.01", 25)],
        "Average monthly sales: Ksh 500,000 or more is the top of the programme's businesses"),
    (M::ConsistentlyCashFlowPositive, Higher, Months, THIRDS,
        "Each of the quarter's three months with more money in than out is a third of the score"),
    (M::TimelinessReportingCashFlow, Higher, Months, THIRDS,
        "Each month recorded by the 10th of the next month is a third of the score"),
    (M::NoOfDirectJobsCreated, Higher, Count, DIRECT_JOBS, DIRECT_JOBS_REASON),
    (M::NoOfIndirectJobsCreated, Higher, Count, &[("10", 100), ("5", 75), ("1", 50)],
        "Jobs supported among suppliers and casual workers: 10 or more is the top"),
    (M::AvgFullTimeEmployeeSalary, Higher, Money, &[("15000", 100), ("10000", 75), ("5000", 50), ("0.01", 25)],
        "Kenya's general minimum wage is about Ksh 15,000 a month: paying it or more is the top"),
    (M::NoOfEmployees, Higher, Count, &[("10", 100), ("5", 75), ("2", 50), ("1", 25)],
        "People employed, the owner included: 10 or more is the top"),
    (M::InsurancesProvided, Higher, Count, &[("3", 100), ("2", 75), ("1", 50)],
        "Kinds of insurance given to employees: three or more is the top"),
    (M::ContractsHrSystems, Higher, Points, &[("6", 100), ("4", 75), ("2", 50), ("1", 25)],
        "Contracts (all 3 points, most 2, a few 1) plus HR systems kept (a point each, at most 3)"),
    (M::TimelinessReportingQuarterlySurvey, Higher, Percent, QUARTERS,
        "The legend's 0 to 100%: each of the last four quarters answered within its three-month window is 25"),
    (M::AdvisoryPlaybook, Higher, Percent, &[("80", 100), ("60", 75), ("40", 50), ("20", 25)],
        "Playbook progress: 80% or more of the sessions complete is the top"),
    (M::BusinessCoach, Higher, Count, THIRDS,
        "The legend's target: three or more coach meetings a quarter"),
    (M::ChanukaCheckinAttendance, Higher, Percent, &[("90", 100), ("75", 75), ("50", 50), ("25", 25)],
        "Check-ins attended of those held: 90% or more is the top"),
    (M::LateRepayments, Lower, Count, &[("0", 100), ("1", 60), ("2", 30)],
        "Installments not covered on their due day plus the grace days: none is the top, three or more scores 0"),
    (M::PercentageOfDueLoansRepaid, Higher, Percent, &[("100", 100), ("90", 75), ("75", 50), ("50", 25)],
        "Everything due repaid is the top; less than half scores 0"),
    (M::NoOfCompletedLoansRepaid, Higher, Count, &[("2", 100), ("1", 75), ("0", 25)],
        "Loans repaid in full: a track record of two or more is the top"),
    (M::OperatingProfitMargin, Higher, Percent, &[("20", 100), ("10", 75), ("5", 50), ("0.01", 25)],
        "Operating profit over 12 months as a share of revenue: 20% or more is the top; a loss scores 0"),
    (M::CashFlowValidation, Lower, Tier, TIER_STEPS, TIER_REASON),
    (M::DebtServiceCoverRatio, Higher, Ratio, COVER,
        "Net profit over 12 months against the installments due in them: twice is the legend's target"),
    (M::LicensesOrPermits, Higher, Percent, CHECKLIST,
        "The share of the licence checklist held"),
    (M::CollateralAbility, Higher, Rating, RATING_STEPS, RATING_REASON),
    (M::AverageDebtServiceCoverRatio, Higher, Ratio, COVER,
        "The legend's cash flow to loan ratio target: the quarter's monthly net cash flow twice the monthly installment"),
    (M::PlaybookAdvisory, Higher, Percent, CHECKLIST,
        "The share of the playbook checklist done"),
    (M::LoanTenure, Lower, Months, &[("17", 100), ("35", 60), ("1200", 20)],
        "The legend's loan term: under 18 months good, 18 to 35 medium, over 35 poor"),
    (M::OwnContribution, Higher, Percent, &[("50", 100), ("30", 75), ("20", 50), ("10", 25)],
        "The legend's owner's contribution tiers: 50%, 30%, 20%, 10%"),
    (M::LoanRepayment, Higher, Percent, &[("100", 100), ("90", 75), ("75", 50), ("50", 25)],
        "The share of installments due that were paid on time"),
    (M::CreditReferenceBureau, Higher, Rating, RATING_STEPS,
        "The coach's 0–5 rating of the bureau report; a loan under the legend's Ksh 300,000 needs no report and scores 100"),
    (M::SuppliersReference, Higher, Rating, RATING_STEPS, RATING_REASON),
    (M::OfftakerUndertaking, Higher, Rating, RATING_STEPS, RATING_REASON),
    (M::SuccessionPlanning, Higher, Rating, RATING_STEPS, RATING_REASON),
    (M::ExperienceSkills, Higher, Rating, RATING_STEPS, RATING_REASON),
    (M::BusinessExperience, Higher, Months, &[("61", 100), ("12", 60), ("0", 20)],
        "The legend's business experience: under 1 year, 1 to 5 years, over 5 years"),
    (M::PeriodWithinSomo, Higher, Months, &[("13", 100), ("6", 60), ("0", 20)],
        "The legend's time in programme: under 6 months, 6 to 12, over 12"),
    (M::Guarantors, Higher, Rating, RATING_STEPS, RATING_REASON),
    (M::Leadership, Higher, Rating, RATING_STEPS, RATING_REASON),
    (M::Commitment, Higher, Rating, RATING_STEPS, RATING_REASON),
    (M::WomenEmployed, Higher, Percent, SHARE,
        "Women among the employees: half or more is the top"),
    (M::YouthsEmployed, Higher, Percent, SHARE,
        "Youth (18 to 35) among the employees: half or more is the top"),
    (M::DirectJobsCreated, Higher, Count, DIRECT_JOBS, DIRECT_JOBS_REASON),
];

/// The credit bureau's small-amount threshold (section 9): below it no bureau report is needed.
pub const CREDIT_BUREAU_SMALL_AMOUNT: Decimal = Decimal::from_parts(300_000, 0, 0, false, 0);

fn row(measure: MeasureId) -> &'static Row {
    // Every measure has a row (tested), so the first row only answers for a broken table.
    ROWS.iter().find(|r| r.0 == measure).unwrap_or(&ROWS[0])
}

fn rule_of(row: &Row) -> Rule {
    Rule {
        measure: row.0,
        better: row.1,
        unit: row.2,
        steps: row
            .3
            .iter()
            .map(|(bound, score)| Step {
                bound: Decimal::from_str(bound).unwrap_or_default(),
                score: Decimal::from(*score),
            })
            .collect(),
    }
}

/// The default rule of a measure.
pub fn default_rule(measure: MeasureId) -> Rule {
    rule_of(row(measure))
}

/// Why its default rule is what it is (English; shown to the super admin beside the table).
pub fn reason(measure: MeasureId) -> &'static str {
    row(measure).4
}

/// Every default rule, in `MeasureId::ALL`'s order.
pub fn defaults() -> Thresholds {
    Thresholds {
        rules: MeasureId::ALL.into_iter().map(default_rule).collect(),
    }
}
