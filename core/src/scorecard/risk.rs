//! The risk scorecard of a quarter (spec 001 section 3's six sections). Metrics that name the
//! same figures as the scorecard's measures are computed by the same functions, each scored by
//! its own rule; the rest come from the books' 12 months, the loans and the coach's sheet.

use rust_decimal::Decimal;

use super::bands::average;
use super::inputs::QuarterInputs;
use super::measures::{
    composed, financial, impact, loans, missing, participation, rating_measure, scored,
    sheet_rating,
};
use super::model::{Group, Measure};
use super::note::{Checklist, Facts, Missing, SurveyQuestion, Who};
use super::sheet::Rating;
use super::thresholds::{score, MeasureId, Thresholds, CREDIT_BUREAU_SMALL_AMOUNT};

use super::risk_business as business;
pub use super::risk_business::month_figures;
pub use super::risk_model::*;

/// The risk scorecard of `inputs`' quarter.
pub fn risk(inputs: &QuarterInputs, thresholds: &Thresholds) -> RiskCard {
    let sections: Vec<RiskSection> = RiskCategory::ALL
        .into_iter()
        .map(|category| {
            let metrics: Vec<RiskMetric> = category
                .metrics()
                .iter()
                .map(|m| metric(inputs, thresholds, *m))
                .collect();
            let scores: Vec<Decimal> = metrics.iter().filter_map(|m| m.score).collect();
            RiskSection {
                category,
                percent: average(&scores),
                metrics,
            }
        })
        .collect();
    let percents: Vec<Decimal> = sections.iter().filter_map(|s| s.percent).collect();
    RiskCard {
        year: inputs.year,
        quarter: inputs.quarter,
        currency: inputs.currency,
        percent: average(&percents),
        sections,
    }
}

fn plain(measure: Measure) -> RiskMetric {
    let percent = match (&measure.note.facts, shows_percent(measure.measure)) {
        (_, false) => None,
        (Facts::EmployedShare { percent, .. }, true)
        | (Facts::SurveysAnswered { percent, .. }, true) => Some(*percent),
        _ => None,
    };
    RiskMetric {
        measure: measure.measure,
        score: measure.score,
        percent,
        note: measure.note,
        report: None,
    }
}

pub(super) fn plain_with_report(measure: Measure, report: Report) -> RiskMetric {
    RiskMetric {
        report: Some(report),
        ..plain(measure)
    }
}

/// One metric of the risk scorecard.
pub fn metric(inputs: &QuarterInputs, thresholds: &Thresholds, measure: MeasureId) -> RiskMetric {
    use MeasureId as M;
    let rating = |which: Rating| plain(rating_measure(inputs, thresholds, measure, which));
    match measure {
        M::OperatingProfitMargin => business::operating_margin(inputs, thresholds),
        M::CashFlowValidation => plain(financial::validation(inputs, thresholds, measure)),
        M::TimelinessReportingCashFlow => plain(financial::timeliness(inputs, thresholds)),
        M::DebtServiceCoverRatio => business::debt_cover(inputs, thresholds),
        M::LicensesOrPermits => business::checklist(inputs, thresholds, Checklist::Licenses),
        M::CollateralAbility => {
            let rating = sheet_rating(inputs, Rating::Collateral).ok();
            plain_with_report(
                rating_measure(inputs, thresholds, measure, Rating::Collateral),
                Report::Rating { rating },
            )
        }
        M::AverageDebtServiceCoverRatio => plain(business::cash_cover(inputs, thresholds)),
        M::PlaybookAdvisory => business::checklist(inputs, thresholds, Checklist::Playbooks),
        M::LoanTenure => plain(loans::tenure(inputs, thresholds)),
        M::OwnContribution => plain(loans::own_contribution(inputs, thresholds)),
        M::LoanRepayment => plain(loans::on_time(inputs, thresholds)),
        M::CreditReferenceBureau => plain(credit_bureau(inputs, thresholds)),
        M::SuppliersReference => rating(Rating::SuppliersReference),
        M::OfftakerUndertaking => rating(Rating::OfftakerUndertaking),
        M::SuccessionPlanning => rating(Rating::SuccessionPlanning),
        M::ExperienceSkills => plain(experience(inputs, thresholds)),
        M::PeriodWithinSomo => plain(time_in_programme(inputs, thresholds)),
        M::Guarantors => rating(Rating::Guarantors),
        M::Leadership => rating(Rating::Leadership),
        M::Commitment => rating(Rating::Commitment),
        M::WomenEmployed => plain(impact::employed_share(inputs, thresholds, Who::Women)),
        M::YouthsEmployed => plain(impact::employed_share(inputs, thresholds, Who::Youth)),
        M::DirectJobsCreated => plain(impact::survey_count(
            inputs,
            thresholds,
            measure,
            SurveyQuestion::DirectJobsCreated,
        )),
        M::TimelinessReportingQuarterlySurvey => {
            plain(impact::survey_timeliness(inputs, thresholds))
        }
        // The scorecard's own measures are not risk metrics; asked for, they are computed as
        // the scorecard computes them.
        other => plain(scorecard_measure(inputs, thresholds, other)),
    }
}

/// A scorecard measure (or the business's age, scored as experience) asked for as a metric.
fn scorecard_measure(inputs: &QuarterInputs, thresholds: &Thresholds, id: MeasureId) -> Measure {
    let group = match Group::of(id) {
        Some(Group::FinancialResults) => financial::measures(inputs, thresholds),
        Some(Group::ImpactData) => impact::measures(inputs, thresholds),
        Some(Group::ParticipationInAcceleration) => participation::measures(inputs, thresholds),
        Some(Group::LoanRepayment) => loans::measures(inputs, thresholds),
        None => Vec::new(),
    };
    group
        .into_iter()
        .find(|m| m.measure == id)
        .unwrap_or_else(|| business_age(inputs, thresholds))
}

/// The business's age, scored by the legend's experience tiers.
fn business_age(inputs: &QuarterInputs, thresholds: &Thresholds) -> Measure {
    let months = super::measures::business_months(inputs);
    scored(
        inputs,
        thresholds,
        MeasureId::BusinessExperience,
        Decimal::from(months),
        Facts::BusinessAge { months },
    )
}

/// The coach's rating of the bureau report; without one, a latest loan below the small-amount
/// threshold (Ksh 300,000) needs no report and scores 100.
fn credit_bureau(inputs: &QuarterInputs, thresholds: &Thresholds) -> Measure {
    let measure = MeasureId::CreditReferenceBureau;
    let rated = rating_measure(inputs, thresholds, measure, Rating::CreditReferenceBureau);
    if rated.score.is_some() {
        return rated;
    }
    match loans::latest_application(inputs) {
        Some(loan) if loan.amount < CREDIT_BUREAU_SMALL_AMOUNT => {
            let facts = Facts::SmallLoan {
                amount: loan.amount,
                threshold: CREDIT_BUREAU_SMALL_AMOUNT,
            };
            composed(
                inputs,
                measure,
                Decimal::ONE_HUNDRED,
                Some(loan.amount),
                facts,
            )
        }
        _ => rated,
    }
}

/// Years in business (the legend's tiers, from the business's age) and the coach's skills
/// rating, each scored by its rule; the metric's score is their mean.
fn experience(inputs: &QuarterInputs, thresholds: &Thresholds) -> Measure {
    let months = super::measures::business_months(inputs);
    let months_score = score(
        &thresholds.rule(MeasureId::BusinessExperience),
        Decimal::from(months),
    );
    let rating = sheet_rating(inputs, Rating::ExperienceSkills).ok();
    let rating_score = rating.map(|r| score(&thresholds.rule(MeasureId::ExperienceSkills), r));
    let scores: Vec<Decimal> = [Some(months_score), rating_score]
        .into_iter()
        .flatten()
        .collect();
    let facts = Facts::Experience {
        months,
        months_score,
        rating,
        rating_score,
    };
    let mean = average(&scores).unwrap_or(months_score);
    composed(
        inputs,
        MeasureId::ExperienceSkills,
        mean,
        Some(Decimal::from(months)),
        facts,
    )
}

/// Whole months from the owner's enrolment to `as_of` (periodWithinSomo).
fn time_in_programme(inputs: &QuarterInputs, thresholds: &Thresholds) -> Measure {
    use chrono::Datelike;
    let measure = MeasureId::PeriodWithinSomo;
    let Some(since) = inputs.business.enrolled_on else {
        return missing(inputs, measure, Missing::NoEnrolment);
    };
    let to = inputs.as_of;
    let mut months =
        super::measures::months_between((since.year(), since.month()), (to.year(), to.month()));
    if to.day() < since.day() {
        months = months.saturating_sub(1);
    }
    let facts = Facts::TimeInProgramme {
        months,
        since: since.format("%Y-%m-%d").to_string(),
    };
    scored(inputs, thresholds, measure, Decimal::from(months), facts)
}
