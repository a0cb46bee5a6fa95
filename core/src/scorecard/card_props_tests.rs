//! Invariants of the scorecard over arbitrary quarters: every score within 0–100 with at most two
//! decimals, each group's score between its measures' lowest and highest, the average between
//! the groups', the band the average's, and the stored form reading back the same.

use proptest::prelude::*;
use rust_decimal::Decimal;

use super::bands::Band;
use super::inputs::{MonthBooks, QuarterInputs, ValidationFacts};
use super::test_inputs::{answers, day, loan, sample};
use super::thresholds::defaults;
use super::wire::{compute_all, from_stored_json, to_stored_json};
use crate::validation::Tier;

fn money() -> impl Strategy<Value = Decimal> {
    (0i64..50_000_000).prop_map(|cents| Decimal::new(cents, 2))
}

fn books() -> impl Strategy<Value = Vec<MonthBooks>> {
    prop::collection::vec((money(), money(), 0u32..40, 0u32..40), 12).prop_map(|months| {
        let mut ym = (2025, 10);
        months
            .into_iter()
            .map(|(revenue, out, records, on_time)| {
                let books = MonthBooks {
                    year: ym.0,
                    month: ym.1,
                    revenue,
                    money_in: revenue,
                    money_out: out,
                    operating_profit: revenue - out,
                    net_profit: revenue - out,
                    records,
                    records_on_time: on_time.min(records),
                };
                ym = if ym.1 == 12 {
                    (ym.0 + 1, 1)
                } else {
                    (ym.0, ym.1 + 1)
                };
                books
            })
            .collect()
    })
}

fn quarter() -> impl Strategy<Value = QuarterInputs> {
    (
        books(),
        prop::option::of((0usize..5, 0u32..4)),
        prop::option::of((0u32..30, 0u32..30, 0u32..10, 0u32..100_000)),
        0u32..6,
        prop::option::of(0i64..=100),
        0u32..10,
        0u32..10,
        prop::collection::vec((0i64..20, any::<bool>()), 0..4),
    )
        .prop_map(
            |(books, validation, survey, answered, playbook, feedback, held, paid)| {
                let mut inputs = sample();
                inputs.books = books;
                inputs.validation = validation.map(|(tier, covered)| ValidationFacts {
                    validated: covered == 3 && tier <= 2,
                    tier: [
                        Tier::None,
                        Tier::UnderTwo,
                        Tier::TwoToFive,
                        Tier::OverFive,
                        Tier::OverNine,
                    ][tier],
                    percent: Some(Decimal::from(tier as u32 * 3)),
                    months_covered: covered,
                });
                inputs.survey.answers = survey.map(|(total, women, jobs, salary)| {
                    answers(&[
                        ("employees_total", &total.to_string()),
                        ("women_employed", &women.to_string()),
                        ("youth_employed", &women.to_string()),
                        ("direct_jobs_created", &jobs.to_string()),
                        ("indirect_jobs_created", &jobs.to_string()),
                        ("average_salary", &salary.to_string()),
                        ("has_insurance", "no"),
                        ("has_contracts", "yes"),
                        ("contracts_share", "few"),
                        ("has_hr_system", "no"),
                    ])
                });
                inputs.survey.answered_of_last_four = answered;
                inputs.participation.playbook_percent = playbook.map(Decimal::from);
                inputs.participation.feedback_days = feedback;
                inputs.participation.checkins_held = held;
                let mut one = loan();
                one.repayments = paid
                    .iter()
                    .enumerate()
                    .map(|(i, (late_days, full))| {
                        let due = one.installments[i].0;
                        let amount = if *full {
                            Decimal::from(10_000)
                        } else {
                            Decimal::from(4_000)
                        };
                        (due + chrono::Days::new(*late_days as u64), amount)
                    })
                    .collect();
                inputs.loans = vec![one];
                inputs.as_of = day("2026-09-30");
                inputs
            },
        )
}

fn valid_score(score: Decimal) -> bool {
    score >= Decimal::ZERO && score <= Decimal::ONE_HUNDRED && score.normalize().scale() <= 2
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn scores_stay_in_range_and_means_between_their_parts(inputs in quarter()) {
        let computed = compute_all(&inputs, &defaults());
        let card = &computed.scorecard;
        for group in &card.groups {
            let scores: Vec<Decimal> = group.measures.iter().filter_map(|m| m.score).collect();
            prop_assert!(scores.iter().all(|s| valid_score(*s)));
            match group.score {
                Some(score) => {
                    prop_assert!(valid_score(score));
                    prop_assert!(scores.iter().min().is_some_and(|min| *min <= score));
                    prop_assert!(scores.iter().max().is_some_and(|max| score <= *max));
                }
                None => prop_assert!(scores.is_empty()),
            }
        }
        let groups: Vec<Decimal> = card.groups.iter().filter_map(|g| g.score).collect();
        if let Some(average) = card.average_score {
            prop_assert!(groups.iter().min().is_some_and(|min| *min <= average));
            prop_assert!(groups.iter().max().is_some_and(|max| average <= *max));
            prop_assert_eq!(card.band, Some(Band::of(average)));
        }
        prop_assert_eq!(card.missing(), groups.len() < 4);
        for section in &computed.risk.sections {
            for metric in &section.metrics {
                prop_assert!(metric.score.is_none_or(valid_score));
            }
            prop_assert!(section.percent.is_none_or(valid_score));
        }
        let stored = to_stored_json(&computed);
        prop_assert_eq!(from_stored_json(&stored).expect("reads back"), computed);
    }
}
