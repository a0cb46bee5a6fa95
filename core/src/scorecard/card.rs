//! The scorecard of a quarter: the four groups' measures, each group's score (the mean of its
//! measures that have one), the average score (the mean of the groups' scores that exist), its
//! band and the rank group of the business's age.

use super::bands::{average, Band, RankGroup};
use super::inputs::QuarterInputs;
use super::measures::{self, business_months};
use super::model::{Group, GroupResult, Measure, Scorecard};
use super::thresholds::Thresholds;

/// A group's result from its measures.
pub fn group_result(group: Group, measures: Vec<Measure>) -> GroupResult {
    let scores: Vec<_> = measures.iter().filter_map(|m| m.score).collect();
    GroupResult {
        group,
        score: average(&scores),
        measures,
    }
}

/// The scorecard of `inputs`' quarter, scored by `thresholds`.
pub fn compute(inputs: &QuarterInputs, thresholds: &Thresholds) -> Scorecard {
    let groups: Vec<GroupResult> = Group::ALL
        .into_iter()
        .map(|group| {
            let found = match group {
                Group::FinancialResults => measures::financial::measures(inputs, thresholds),
                Group::ImpactData => measures::impact::measures(inputs, thresholds),
                Group::ParticipationInAcceleration => {
                    measures::participation::measures(inputs, thresholds)
                }
                Group::LoanRepayment => measures::loans::measures(inputs, thresholds),
            };
            group_result(group, found)
        })
        .collect();
    let scores: Vec<_> = groups.iter().filter_map(|g| g.score).collect();
    let average_score = average(&scores);
    let months = business_months(inputs);
    Scorecard {
        year: inputs.year,
        quarter: inputs.quarter,
        currency: inputs.currency,
        months,
        rank_group: RankGroup::of_months(months),
        average_score,
        band: average_score.map(Band::of),
        groups,
    }
}
