//! The scorecard of a realistic quarter, measure by measure, and what each missing figure says.

use super::bands::{Band, RankGroup};
use super::card::compute;
use super::inputs::QuarterInputs;
use super::model::{Group, Measure, Scorecard};
use super::test_inputs::{d, day, sample};
use super::thresholds::{defaults, MeasureId};
use crate::language::Language;
use rust_decimal::Decimal;

fn card(inputs: &QuarterInputs) -> Scorecard {
    compute(inputs, &defaults())
}

fn measure(card: &Scorecard, id: MeasureId) -> Measure {
    card.measures()
        .find(|(_, m)| m.measure == id)
        .map(|(_, m)| m.clone())
        .expect("the measure")
}

fn scores(card: &Scorecard, group: Group) -> Vec<Option<Decimal>> {
    card.group(group)
        .expect("the group")
        .measures
        .iter()
        .map(|m| m.score)
        .collect()
}

fn some(values: &[&str]) -> Vec<Option<Decimal>> {
    values.iter().map(|v| Some(d(v))).collect()
}

#[test]
fn a_full_quarter_scores_every_group() {
    let card = card(&sample());
    assert_eq!(
        scores(&card, Group::FinancialResults),
        some(&["100", "25", "85", "25", "67", "67"])
    );
    assert_eq!(
        card.group(Group::FinancialResults).and_then(|g| g.score),
        Some(d("61.5"))
    );
    assert_eq!(
        scores(&card, Group::ImpactData),
        some(&["50", "75", "75", "75", "75", "75", "75"])
    );
    assert_eq!(
        card.group(Group::ImpactData).and_then(|g| g.score),
        Some(d("71.43"))
    );
    assert_eq!(
        scores(&card, Group::ParticipationInAcceleration),
        some(&["50", "67", "75"])
    );
    assert_eq!(
        scores(&card, Group::LoanRepayment),
        some(&["60", "100", "25"])
    );
    assert_eq!(
        card.group(Group::LoanRepayment).and_then(|g| g.score),
        Some(d("61.67"))
    );
    // (61.5 + 71.43 + 64 + 61.67) / 4 = 64.65.
    assert_eq!(card.average_score, Some(d("64.65")));
    assert_eq!(card.band, Some(Band::Good));
    assert!(!card.missing());
    // Started March 2024 (the coach's sheet), as of September 2026: 30 months.
    assert_eq!(card.months, 30);
    assert_eq!(card.rank_group, RankGroup::From25);
    let keys: Vec<&str> = card.groups.iter().map(|g| g.group.key()).collect();
    assert_eq!(
        keys,
        [
            "financialResults",
            "impactData",
            "participationInAcceleration",
            "loanRepayment"
        ]
    );
}

#[test]
fn the_notes_say_how_and_from_what() {
    let card = card(&sample());
    let text = |id, language| measure(&card, id).note.text(language);
    assert_eq!(
        text(MeasureId::MonthlyRevenueGrowth, Language::English),
        "Average monthly revenue Ksh 42,300.00 in Jul–Sep 2026 against Ksh 38,000.00 in Apr–Jun 2026: +11.32%; 10% or more scores 100"
    );
    assert_eq!(
        text(MeasureId::MonthlyRevenueGrowth, Language::Swahili),
        "Wastani wa mapato ya mwezi Ksh 42,300.00 katika Julai–Septemba 2026 dhidi ya Ksh 38,000.00 katika Aprili–Juni 2026: +11.32%; 10% au zaidi inapata alama 100"
    );
    assert_eq!(
        text(MeasureId::AvgMonthlyCashflow, Language::English),
        "Average monthly money in Ksh 42,300.00 and money out Ksh 36,666.67 in Jul–Sep 2026: a net cash flow of Ksh 5,633.33 a month; Ksh 0.01 or more scores 25"
    );
    assert_eq!(
        text(MeasureId::CashFlowValidated, Language::English),
        "Your M-Pesa statements cover 3 of the quarter's 3 months and differ from your DigiKua books by 1.2% (Under 2%); a difference of 'Under 2%' or better scores 85"
    );
    assert_eq!(
        text(MeasureId::TimelinessReportingCashFlow, Language::English),
        "2 of the 3 months of Jul–Sep 2026 had all their records entered in DigiKua by the 10th of the next month; 2 months or more scores 67"
    );
    assert_eq!(
        text(MeasureId::ContractsHrSystems, Language::English),
        "Written contracts for most of the employees (2 points) and 2 HR systems kept (2 points): 4 points; 4 or more scores 75"
    );
    assert_eq!(
        text(MeasureId::LateRepayments, Language::English),
        "Installments due by the end of the quarter: 3; not paid by the due day plus the grace days: 1; 1 or less scores 60"
    );
    assert_eq!(
        text(MeasureId::BusinessCoach, Language::Swahili),
        "Siku 1 zenye maoni ya mshauri na mikutano 1 iliyorekodiwa na mkufunzi wako: mikutano 2 na mkufunzi robo mwaka hii; 2 au zaidi inapata alama 67"
    );
    // Every note of a full quarter reads in both languages, differently.
    for (_, m) in card.measures() {
        let (en, sw) = (
            m.note.text(Language::English),
            m.note.text(Language::Swahili),
        );
        assert!(!en.is_empty() && en != sw, "{en}");
    }
}

#[test]
fn nothing_recorded_and_nothing_answered_say_what_to_add() {
    let mut inputs = sample();
    inputs.books.clear();
    inputs.validation = None;
    inputs.survey.answers = None;
    inputs.participation.playbook_percent = None;
    inputs.loans.clear();
    let card = card(&inputs);
    let financial = scores(&card, Group::FinancialResults);
    assert_eq!(financial[..5], [None, None, None, None, None]);
    // Nothing recorded is no month on time: timeliness still scores, as 0.
    assert_eq!(financial[5], Some(Decimal::ZERO));
    assert_eq!(
        card.group(Group::FinancialResults).and_then(|g| g.score),
        Some(Decimal::ZERO)
    );
    assert_eq!(card.group(Group::LoanRepayment).and_then(|g| g.score), None);
    assert!(card.missing());
    let text = |id| measure(&card, id).note.text(Language::English);
    assert_eq!(
        text(MeasureId::MonthlyRevenueGrowth),
        "No sale or expense is recorded in DigiKua for Jul–Sep 2026: record your sales and expenses in DigiKua by the 10th of the next month"
    );
    assert_eq!(
        text(MeasureId::CashFlowValidated),
        "No M-Pesa statement covers Jul–Sep 2026: send your M-Pesa statement for the quarter in Validation"
    );
    assert_eq!(
        text(MeasureId::NoOfEmployees),
        "The quarterly survey for Jul–Sep 2026 is not answered: answer the quarterly survey"
    );
    assert_eq!(
        text(MeasureId::LateRepayments),
        "No loan has been disbursed to the business, so there are no repayments to score"
    );
    assert_eq!(
        measure(&card, MeasureId::AdvisoryPlaybook).note.text(Language::Swahili),
        "Bado hakuna maendeleo ya playbook: mwombe mkufunzi wako akuunganishe na mshauri kisha ufanye vipindi vya playbook yako"
    );
    // Impact still has the survey's timeliness (3 of the last 4 quarters).
    assert_eq!(
        card.group(Group::ImpactData).and_then(|g| g.score),
        Some(d("75"))
    );
}

#[test]
fn growth_needs_the_previous_quarter() {
    let mut inputs = sample();
    inputs.books.retain(|b| !(4..=6).contains(&b.month));
    let m = measure(&card(&inputs), MeasureId::MonthlyRevenueGrowth);
    assert_eq!(m.score, None);
    assert!(m
        .note
        .text(Language::English)
        .starts_with("No revenue is recorded in DigiKua for Apr–Jun 2026"));
}

#[test]
fn a_quarter_partly_covered_by_statements_is_not_validated() {
    let mut inputs = sample();
    if let Some(v) = inputs.validation.as_mut() {
        v.months_covered = 2;
        v.validated = false;
    }
    let m = measure(&card(&inputs), MeasureId::CashFlowValidated);
    assert_eq!(m.score, Some(Decimal::ZERO));
    assert!(m.note.text(Language::English).ends_with(
        "all three months are needed for the cash flow to be validated, so it scores 0"
    ));
}

#[test]
fn survey_answers_read_by_their_names() {
    let mut inputs = sample();
    let answers = inputs.survey.answers.as_mut().expect("answers");
    answers.insert(
        "has_insurance".into(),
        crate::survey::answer::Answer::one("no"),
    );
    answers.insert(
        "has_contracts".into(),
        crate::survey::answer::Answer::one("no"),
    );
    answers.insert(
        "hr_systems".into(),
        crate::survey::answer::Answer::many(&[
            "staff_records",
            "payslips",
            "leave_records",
            "hr_policy",
        ]),
    );
    answers.remove("indirect_jobs_created");
    let card = card(&inputs);
    assert_eq!(
        measure(&card, MeasureId::InsurancesProvided).score,
        Some(Decimal::ZERO)
    );
    // No contracts (0) + four HR systems (at most 3) = 3 points: 50.
    assert_eq!(
        measure(&card, MeasureId::ContractsHrSystems).figure,
        Some(d("3"))
    );
    assert_eq!(
        measure(&card, MeasureId::ContractsHrSystems).score,
        Some(d("50"))
    );
    let indirect = measure(&card, MeasureId::NoOfIndirectJobsCreated);
    assert_eq!(indirect.score, None);
    assert_eq!(
        indirect.note.text(Language::English),
        "The quarterly survey has no answer about indirect jobs created: answer it in the quarterly survey"
    );
}

#[test]
fn participation_from_feedback_the_sheet_and_the_cohort() {
    let mut inputs = sample();
    inputs.participation.feedback_days = 3;
    inputs.participation.checkins_held = 0;
    let card = card(&inputs);
    assert_eq!(
        measure(&card, MeasureId::BusinessCoach).figure,
        Some(d("4"))
    );
    assert_eq!(
        measure(&card, MeasureId::BusinessCoach).score,
        Some(d("100"))
    );
    assert_eq!(
        measure(&card, MeasureId::ChanukaCheckinAttendance).score,
        None
    );
    let mut inputs = sample();
    inputs.sheet = None;
    let card = compute(&inputs, &defaults());
    let checkins = measure(&card, MeasureId::ChanukaCheckinAttendance);
    assert_eq!(checkins.score, None);
    assert_eq!(
        checkins.note.text(Language::English),
        "The coach's scoring sheet for this quarter has no check-ins attended: your business coach adds it"
    );
    // Without the sheet the business's age comes from its first record (June 2024): 27 months.
    assert_eq!(card.months, 27);
}

#[test]
fn loans_late_repaid_and_completed() {
    let mut inputs = sample();
    // A second, closed loan, repaid in full and on time.
    let mut old = super::test_inputs::loan();
    old.id = "loan0".into();
    old.status = crate::loans::lifecycle::LoanStatus::Closed;
    old.installments = vec![
        (day("2026-01-05"), d("5000")),
        (day("2026-02-05"), d("5000")),
    ];
    old.repayments = vec![(day("2026-01-04"), d("10000"))];
    old.closed_on = Some(day("2026-01-04"));
    inputs.loans.insert(0, old);
    // A draft does not count.
    let mut draft = super::test_inputs::loan();
    draft.status = crate::loans::lifecycle::LoanStatus::Draft;
    draft.repayments.clear();
    inputs.loans.push(draft);
    let card = card(&inputs);
    assert_eq!(
        measure(&card, MeasureId::LateRepayments).figure,
        Some(d("1"))
    );
    assert_eq!(
        measure(&card, MeasureId::NoOfCompletedLoansRepaid).score,
        Some(d("75"))
    );
    // Mid-quarter: on 7 September the September installment is in its grace days, unpaid.
    let mut inputs = sample();
    inputs.as_of = day("2026-09-07");
    inputs.loans[0].repayments.pop();
    let card = compute(&inputs, &defaults());
    assert_eq!(
        measure(&card, MeasureId::LateRepayments).figure,
        Some(d("1"))
    );
    let repaid = measure(&card, MeasureId::PercentageOfDueLoansRepaid);
    assert_eq!(repaid.figure, Some(d("66.67")));
    assert_eq!(
        repaid.note.text(Language::English),
        "Ksh 20,000.00 repaid of Ksh 30,000.00 due by the end of the quarter: 66.67%; 50% or more scores 25"
    );
}
