//! impactData: the quarter's quarterly survey answers (docs/survey.md's stable names) and how
//! many of the last four quarters' surveys were answered.

use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;

use super::{missing, percent_of, scored, survey_choices, survey_number, survey_yes};
use crate::scorecard::inputs::QuarterInputs;
use crate::scorecard::model::Measure;
use crate::scorecard::note::{ContractsShare, Facts, Missing, SurveyQuestion as Q, Who};
use crate::scorecard::thresholds::{MeasureId, Thresholds};

/// HR systems count for at most this many points.
pub const MAX_HR_POINTS: u32 = 3;

pub fn measures(inputs: &QuarterInputs, thresholds: &Thresholds) -> Vec<Measure> {
    vec![
        survey_count(
            inputs,
            thresholds,
            MeasureId::NoOfDirectJobsCreated,
            Q::DirectJobsCreated,
        ),
        survey_count(
            inputs,
            thresholds,
            MeasureId::NoOfIndirectJobsCreated,
            Q::IndirectJobsCreated,
        ),
        salary(inputs, thresholds),
        survey_count(
            inputs,
            thresholds,
            MeasureId::NoOfEmployees,
            Q::EmployeesTotal,
        ),
        insurances(inputs, thresholds),
        contracts_hr(inputs, thresholds),
        survey_timeliness(inputs, thresholds),
    ]
}

/// A count the survey answered, scored by `measure`'s rule.
pub fn survey_count(
    inputs: &QuarterInputs,
    thresholds: &Thresholds,
    measure: MeasureId,
    question: Q,
) -> Measure {
    match survey_number(inputs, question) {
        Ok(value) => scored(
            inputs,
            thresholds,
            measure,
            value,
            Facts::SurveyCount { question, value },
        ),
        Err(why) => missing(inputs, measure, why),
    }
}

pub fn salary(inputs: &QuarterInputs, thresholds: &Thresholds) -> Measure {
    let measure = MeasureId::AvgFullTimeEmployeeSalary;
    match survey_number(inputs, Q::AverageSalary) {
        Ok(amount) => scored(
            inputs,
            thresholds,
            measure,
            amount,
            Facts::Salary { amount },
        ),
        Err(why) => missing(inputs, measure, why),
    }
}

/// Kinds of insurance given (none when the survey says the business gives none).
pub fn insurances(inputs: &QuarterInputs, thresholds: &Thresholds) -> Measure {
    let measure = MeasureId::InsurancesProvided;
    match survey_yes(inputs, Q::HasInsurance) {
        Ok(yes) => {
            let count = if yes {
                survey_choices(inputs, Q::InsuranceTypes).len() as u32
            } else {
                0
            };
            let facts = Facts::Insurances { count };
            scored(inputs, thresholds, measure, Decimal::from(count), facts)
        }
        Err(why) => missing(inputs, measure, why),
    }
}

/// Contracts (all 3 points, most 2, a few 1, none 0) plus HR systems kept (a point each, at
/// most `MAX_HR_POINTS`).
pub fn contracts_hr(inputs: &QuarterInputs, thresholds: &Thresholds) -> Measure {
    let measure = MeasureId::ContractsHrSystems;
    let contracts = match survey_yes(inputs, Q::HasContracts) {
        Ok(false) => ContractsShare::None,
        Ok(true) => match survey_choices(inputs, Q::ContractsShare)
            .first()
            .map(String::as_str)
        {
            Some("all") => ContractsShare::All,
            Some("most") => ContractsShare::Most,
            Some("few") => ContractsShare::Few,
            _ => {
                let why = Missing::SurveyAnswer {
                    question: Q::ContractsShare,
                };
                return missing(inputs, measure, why);
            }
        },
        Err(why) => return missing(inputs, measure, why),
    };
    let hr_systems = match survey_yes(inputs, Q::HasHrSystem) {
        Ok(true) => survey_choices(inputs, Q::HrSystems).len() as u32,
        Ok(false) => 0,
        Err(why) => return missing(inputs, measure, why),
    };
    let points = contracts.points() + hr_systems.min(MAX_HR_POINTS);
    let facts = Facts::ContractsHr {
        contracts,
        hr_systems,
        points,
    };
    scored(inputs, thresholds, measure, Decimal::from(points), facts)
}

/// The quarterly survey answered in how many of the last four quarters, in percent.
pub fn survey_timeliness(inputs: &QuarterInputs, thresholds: &Thresholds) -> Measure {
    let answered = inputs.survey.answered_of_last_four.min(4);
    let percent = Decimal::from(answered * 25);
    scored(
        inputs,
        thresholds,
        MeasureId::TimelinessReportingQuarterlySurvey,
        percent,
        Facts::SurveysAnswered { answered, percent },
    )
}

/// Women or youth among the employees, in percent (the risk scorecard's impact section).
pub fn employed_share(inputs: &QuarterInputs, thresholds: &Thresholds, who: Who) -> Measure {
    let (measure, question) = match who {
        Who::Women => (MeasureId::WomenEmployed, Q::WomenEmployed),
        Who::Youth => (MeasureId::YouthsEmployed, Q::YouthEmployed),
    };
    let total = match survey_number(inputs, Q::EmployeesTotal) {
        Ok(total) => total,
        Err(why) => return missing(inputs, measure, why),
    };
    let count = match survey_number(inputs, question) {
        Ok(count) => count.min(total),
        Err(why) => return missing(inputs, measure, why),
    };
    let Some(percent) = percent_of(count, total) else {
        return missing(inputs, measure, Missing::NoEmployees);
    };
    let whole = |n: Decimal| n.trunc().to_u32().unwrap_or(u32::MAX);
    let facts = Facts::EmployedShare {
        who,
        count: whole(count),
        total: whole(total),
        percent,
    };
    scored(inputs, thresholds, measure, percent, facts)
}
