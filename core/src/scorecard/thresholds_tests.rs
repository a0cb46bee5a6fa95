use super::*;
use proptest::prelude::*;
use serde_json::json;

fn d(text: &str) -> Decimal {
    text.parse().expect("a decimal")
}

#[test]
fn the_defaults_cover_every_measure_once_and_pass_their_checks() {
    let table = defaults();
    assert_eq!(table.rules.len(), MeasureId::ALL.len());
    assert_eq!(check_thresholds(&table), Ok(()));
    for measure in MeasureId::ALL {
        assert_eq!(MeasureId::parse(measure.wire()), Some(measure));
        assert_eq!(json!(measure), json!(measure.wire()));
        assert!(!reason(measure).is_empty());
        assert_eq!(table.rule(measure).measure, measure);
    }
    assert_eq!(MeasureId::ContractsHrSystems.wire(), "contractsHRSystems");
    assert_eq!(
        MeasureId::TimelinessReportingCashFlow.key(),
        "timelinessOfReporting"
    );
}

#[test]
fn the_legend_tiers() {
    let table = defaults();
    let at = |m: MeasureId, v: &str| score(&table.rule(m), d(v));
    // Loan term: under 18 months good, 18 to 35 medium, over 35 poor.
    assert_eq!(at(MeasureId::LoanTenure, "12"), d("100"));
    assert_eq!(at(MeasureId::LoanTenure, "17"), d("100"));
    assert_eq!(at(MeasureId::LoanTenure, "18"), d("60"));
    assert_eq!(at(MeasureId::LoanTenure, "35"), d("60"));
    assert_eq!(at(MeasureId::LoanTenure, "36"), d("20"));
    // Own contribution tiers 50, 30, 20, 10.
    for (percent, points) in [
        ("50", "100"),
        ("30", "75"),
        ("20", "50"),
        ("10", "25"),
        ("5", "0"),
    ] {
        assert_eq!(at(MeasureId::OwnContribution, percent), d(points));
    }
    // Discrepancy tiers through validation::Tier's order.
    use crate::validation::Tier;
    let tiers = [
        Tier::None,
        Tier::UnderTwo,
        Tier::TwoToFive,
        Tier::OverFive,
        Tier::OverNine,
    ];
    let points: Vec<Decimal> = tiers
        .iter()
        .map(|t| at(MeasureId::CashFlowValidated, &(*t as u32).to_string()))
        .collect();
    assert_eq!(points, [d("100"), d("85"), d("60"), d("30"), d("0")]);
    // Cash flow to loan ratio: twice is the target.
    assert_eq!(at(MeasureId::AverageDebtServiceCoverRatio, "2"), d("100"));
    assert_eq!(at(MeasureId::AverageDebtServiceCoverRatio, "1.99"), d("75"));
    // Experience: under 1 year, 1–5, over 5 (in months).
    assert_eq!(at(MeasureId::BusinessExperience, "11"), d("20"));
    assert_eq!(at(MeasureId::BusinessExperience, "12"), d("60"));
    assert_eq!(at(MeasureId::BusinessExperience, "60"), d("60"));
    assert_eq!(at(MeasureId::BusinessExperience, "61"), d("100"));
    // Time in programme: under 6, 6–12, over 12.
    assert_eq!(at(MeasureId::PeriodWithinSomo, "5"), d("20"));
    assert_eq!(at(MeasureId::PeriodWithinSomo, "6"), d("60"));
    assert_eq!(at(MeasureId::PeriodWithinSomo, "12"), d("60"));
    assert_eq!(at(MeasureId::PeriodWithinSomo, "13"), d("100"));
    // Direct jobs: none, 1–2, 3, more than 3.
    let jobs: Vec<Decimal> = ["0", "1", "2", "3", "4"]
        .iter()
        .map(|n| at(MeasureId::DirectJobsCreated, n))
        .collect();
    assert_eq!(jobs, [d("0"), d("50"), d("50"), d("75"), d("100")]);
    // Coach meetings: three or more a quarter.
    assert_eq!(at(MeasureId::BusinessCoach, "3"), d("100"));
    assert_eq!(at(MeasureId::BusinessCoach, "2"), d("67"));
    // Survey timeliness 0 to 100%.
    assert_eq!(
        at(MeasureId::TimelinessReportingQuarterlySurvey, "75"),
        d("75")
    );
    assert_eq!(
        at(MeasureId::TimelinessReportingQuarterlySurvey, "0"),
        d("0")
    );
    assert_eq!(CREDIT_BUREAU_SMALL_AMOUNT, d("300000"));
}

#[test]
fn the_wire_shape_round_trips() {
    let table = defaults();
    let text = serde_json::to_string(&table).expect("json");
    let value: serde_json::Value = serde_json::from_str(&text).expect("json");
    assert_eq!(
        value["data"][0],
        json!({"measure": "monthlyRevenueGrowth", "better": "higher", "unit": "percent",
               "steps": [{"bound": 10, "score": 100}, {"bound": 5, "score": 75},
                         {"bound": 0, "score": 50}, {"bound": -10, "score": 25}]})
    );
    assert_eq!(read_thresholds(&text), Ok(table.clone()));
    let back: Thresholds = serde_json::from_str(&text).expect("reads");
    assert_eq!(back, table);
}

fn with_rule(measure: MeasureId, edit: impl Fn(&mut Rule)) -> Thresholds {
    let mut table = defaults();
    let index = table
        .rules
        .iter()
        .position(|r| r.measure == measure)
        .expect("a rule");
    edit(&mut table.rules[index]);
    table
}

fn step(bound: &str, score: &str) -> Step {
    Step {
        bound: d(bound),
        score: d(score),
    }
}

#[test]
fn a_broken_table_is_refused_with_the_first_problem() {
    let first = |t: &Thresholds| check_thresholds(t).map_err(|p| (p.field, p.message));
    let growth = MeasureId::MonthlyRevenueGrowth;
    let late = MeasureId::LateRepayments;
    let late_at = defaults()
        .rules
        .iter()
        .position(|r| r.measure == late)
        .expect("late");
    assert_eq!(
        first(&with_rule(growth, |r| r.steps.clear())),
        Err(("data[0].steps".into(), STEPS_REQUIRED))
    );
    assert_eq!(
        first(&with_rule(growth, |r| r.steps =
            (0..11).rev().map(|i| step(&i.to_string(), "1")).collect())),
        Err(("data[0].steps".into(), TOO_MANY_STEPS))
    );
    assert_eq!(
        first(&with_rule(growth, |r| r.steps =
            vec![step("5", "50"), step("10", "40")])),
        Err(("data[0].steps[1].bound".into(), STEPS_OUT_OF_ORDER_HIGHER))
    );
    assert_eq!(
        first(&with_rule(growth, |r| r.steps = vec![step("5", "50"), step("5", "40")])),
        Err(("data[0].steps[1].bound".into(), STEPS_OUT_OF_ORDER_HIGHER))
    );
    assert_eq!(
        first(&with_rule(late, |r| r.steps = vec![step("2", "50"), step("1", "40")])),
        Err((
            format!("data[{late_at}].steps[1].bound"),
            STEPS_OUT_OF_ORDER_LOWER
        ))
    );
    assert_eq!(
        first(&with_rule(growth, |r| r.steps = vec![step("10", "100.5")])),
        Err(("data[0].steps[0].score".into(), SCORE_OUT_OF_RANGE))
    );
    assert_eq!(
        first(&with_rule(growth, |r| r.steps = vec![step("10", "50.123")])),
        Err(("data[0].steps[0].score".into(), SCORE_OUT_OF_RANGE))
    );
    assert_eq!(
        first(&with_rule(growth, |r| r.steps = vec![step("10", "-1")])),
        Err(("data[0].steps[0].score".into(), SCORE_OUT_OF_RANGE))
    );
    assert_eq!(
        first(&with_rule(growth, |r| r.steps = vec![step("10.001", "50")])),
        Err(("data[0].steps[0].bound".into(), BOUND_INVALID))
    );
    assert_eq!(
        first(&with_rule(growth, |r| r.steps =
            vec![step("10", "50"), step("5", "60")])),
        Err(("data[0].steps[1].score".into(), SCORES_OUT_OF_ORDER))
    );
    assert_eq!(
        first(&with_rule(growth, |r| r.unit = Unit::Money)),
        Err(("data[0].unit".into(), UNIT_MISMATCH))
    );
    assert_eq!(
        first(&with_rule(growth, |r| r.better = Better::Lower)),
        Err(("data[0].better".into(), BETTER_MISMATCH))
    );
    let mut twice = defaults();
    twice.rules.push(default_rule(growth));
    assert_eq!(
        first(&twice),
        Err((
            format!("data[{}].measure", MeasureId::ALL.len()),
            MEASURE_TWICE
        ))
    );
    let mut short = defaults();
    short.rules.retain(|r| r.measure != MeasureId::Commitment);
    assert_eq!(first(&short), Err(("commitment".into(), MEASURE_MISSING)));
    // A changed table that keeps the rules' shape passes.
    assert_eq!(
        first(&with_rule(growth, |r| r.steps =
            vec![step("12.5", "100"), step("0", "40")])),
        Ok(())
    );
}

#[test]
fn a_table_as_sent_gets_the_scorecards_messages() {
    let read = |value: serde_json::Value| read_thresholds(&value.to_string()).map(|_| ());
    assert_eq!(
        read(json!({"rules": []})),
        Err(Problem::new("data", TABLE_UNREADABLE))
    );
    let rule = |measure: &str, better: &str, unit: &str| json!({"data": [{"measure": measure, "better": better, "unit": unit, "steps": [{"bound": 1, "score": 100}]}]});
    assert_eq!(
        read(rule("profit", "higher", "percent")),
        Err(Problem::new("data[0].measure", MEASURE_UNKNOWN))
    );
    assert_eq!(
        read(rule("monthlyRevenueGrowth", "more", "percent")),
        Err(Problem::new("data[0].better", BETTER_MISMATCH))
    );
    assert_eq!(
        read(rule("monthlyRevenueGrowth", "higher", "kg")),
        Err(Problem::new("data[0].unit", UNIT_MISMATCH))
    );
    // One good rule alone: the others are missing.
    assert_eq!(
        read(rule("monthlyRevenueGrowth", "higher", "percent")),
        Err(Problem::new("avgMonthlyCashflow", MEASURE_MISSING))
    );
}

fn any_rule() -> impl Strategy<Value = Rule> {
    let measures = prop::sample::select(MeasureId::ALL.to_vec());
    (
        measures,
        prop::collection::vec((1i64..10_000, 0i64..=10_000), 1..=10),
    )
        .prop_map(|(measure, raw)| {
            let default = default_rule(measure);
            // Bounds strictly ordered in the rule's direction, scores never rising.
            let mut bound = 0i64;
            let mut score = 10_000i64;
            let mut steps = Vec::new();
            for (gap, drop) in raw {
                bound += gap;
                score = (score - drop % 2_000).max(0);
                steps.push(Step {
                    bound: Decimal::new(bound, 2),
                    score: Decimal::new(score, 2),
                });
            }
            if default.better == Better::Higher {
                steps.reverse();
                let scores: Vec<Decimal> = steps.iter().rev().map(|s| s.score).collect();
                for (step, score) in steps.iter_mut().zip(scores) {
                    step.score = score;
                }
            }
            Rule { steps, ..default }
        })
}

proptest! {
    #[test]
    fn a_better_figure_never_scores_less(rule in any_rule(), a in -1_000_000i64..1_000_000, b in -1_000_000i64..1_000_000) {
        let mut table = defaults();
        let index = table.rules.iter().position(|r| r.measure == rule.measure).expect("a rule");
        table.rules[index] = rule.clone();
        prop_assert_eq!(check_thresholds(&table), Ok(()));
        let (low, high) = (Decimal::new(a.min(b), 2), Decimal::new(a.max(b), 2));
        let (worse, better) = match rule.better {
            Better::Higher => (low, high),
            Better::Lower => (high, low),
        };
        prop_assert!(score(&rule, worse) <= score(&rule, better));
        let s = score(&rule, better);
        prop_assert!(s >= Decimal::ZERO && s <= Decimal::ONE_HUNDRED);
    }
}
