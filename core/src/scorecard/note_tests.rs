use super::*;
use crate::scorecard::sheet::Rating;
use crate::validation::Tier;

fn d(text: &str) -> Decimal {
    text.parse().expect("a decimal")
}

fn every_missing() -> Vec<Missing> {
    let mut all = vec![
        Missing::NoBooks {
            year: 2026,
            quarter: 3,
        },
        Missing::NoPreviousRevenue {
            year: 2026,
            quarter: 2,
        },
        Missing::NoValidation {
            year: 2026,
            quarter: 3,
        },
        Missing::NoSurvey {
            year: 2026,
            quarter: 3,
        },
        Missing::NoEmployees,
        Missing::NoPlaybook,
        Missing::NoCheckinsHeld {
            year: 2026,
            quarter: 3,
        },
        Missing::NoLoans,
        Missing::NothingDue,
        Missing::NoInstallments,
        Missing::LoanApplication {
            term: LoanTerm::Tenure,
        },
        Missing::LoanApplication {
            term: LoanTerm::OwnContribution,
        },
        Missing::NoEnrolment,
        Missing::NoRevenue,
    ];
    for question in [
        SurveyQuestion::Revenue,
        SurveyQuestion::EmployeesTotal,
        SurveyQuestion::WomenEmployed,
        SurveyQuestion::YouthEmployed,
        SurveyQuestion::FullTimeEmployees,
        SurveyQuestion::DirectJobsCreated,
        SurveyQuestion::IndirectJobsCreated,
        SurveyQuestion::AverageSalary,
        SurveyQuestion::HasInsurance,
        SurveyQuestion::InsuranceTypes,
        SurveyQuestion::HasContracts,
        SurveyQuestion::ContractsShare,
        SurveyQuestion::HasHrSystem,
        SurveyQuestion::HrSystems,
    ] {
        all.push(Missing::SurveyAnswer { question });
    }
    let mut entries: Vec<SheetEntry> = Rating::ALL.into_iter().map(SheetEntry::Rating).collect();
    entries.extend([
        SheetEntry::Licenses,
        SheetEntry::Playbooks,
        SheetEntry::CoachMeetings,
        SheetEntry::CheckinsAttended,
    ]);
    all.extend(
        entries
            .into_iter()
            .map(|entry| Missing::SheetEntry { entry }),
    );
    all
}

fn every_facts() -> Vec<Facts> {
    let mut all: Vec<Facts> = every_missing()
        .into_iter()
        .map(|missing| Facts::Missing { missing })
        .collect();
    all.extend([
        Facts::RevenueGrowth {
            year: 2026,
            quarter: 1,
            current: d("100"),
            previous: d("120"),
            percent: d("-16.67"),
        },
        Facts::CashFlow {
            year: 2026,
            quarter: 3,
            money_in: d("10"),
            money_out: d("5"),
            net: d("5"),
        },
        Facts::Validation {
            validated: true,
            tier: Tier::None.wire().into(),
            percent: Some(d("0")),
            months_covered: 3,
        },
        Facts::Validation {
            validated: false,
            tier: Tier::OverNine.wire().into(),
            percent: None,
            months_covered: 1,
        },
        Facts::Turnover {
            year: 2026,
            quarter: 4,
            average: d("10"),
            total: d("30"),
        },
        Facts::PositiveMonths {
            year: 2026,
            quarter: 3,
            months: 2,
        },
        Facts::TimelyMonths {
            year: 2026,
            quarter: 3,
            months: 3,
        },
        Facts::SurveyCount {
            question: SurveyQuestion::DirectJobsCreated,
            value: d("2"),
        },
        Facts::Salary { amount: d("15000") },
        Facts::Insurances { count: 1 },
        Facts::ContractsHr {
            contracts: ContractsShare::All,
            hr_systems: 5,
            points: 6,
        },
        Facts::ContractsHr {
            contracts: ContractsShare::None,
            hr_systems: 0,
            points: 0,
        },
        Facts::SurveysAnswered {
            answered: 4,
            percent: d("100"),
        },
        Facts::Playbook { percent: d("40") },
        Facts::CoachMeetings {
            feedback_days: 2,
            sheet_meetings: 1,
        },
        Facts::Checkins {
            attended: 1,
            held: 2,
            percent: d("50"),
        },
        Facts::LateInstallments { late: 0, due: 3 },
        Facts::Repaid {
            repaid: d("1"),
            due: d("2"),
            percent: d("50"),
        },
        Facts::CompletedLoans { completed: 1 },
        Facts::OperatingMargin {
            months: 12,
            operating_profit: d("1"),
            revenue: d("10"),
            percent: d("10"),
        },
        Facts::DebtCover {
            months: 12,
            net_profit: d("2"),
            installments: d("1"),
            ratio: d("2"),
        },
        Facts::CashCover {
            year: 2026,
            quarter: 2,
            net: d("2"),
            installment: d("1"),
            ratio: d("2"),
        },
        Facts::Checklist {
            list: Checklist::Licenses,
            done: 1,
            rows: 4,
            percent: d("25"),
        },
        Facts::Checklist {
            list: Checklist::Playbooks,
            done: 5,
            rows: 5,
            percent: d("100"),
        },
        Facts::SheetRating {
            rating: Rating::Leadership,
            value: d("5"),
        },
        Facts::Tenure { months: 12 },
        Facts::OwnContribution { percent: d("30") },
        Facts::OnTime {
            on_time: 2,
            due: 3,
            percent: d("66.67"),
        },
        Facts::SmallLoan {
            amount: d("100000"),
            threshold: d("300000"),
        },
        Facts::Experience {
            months: 30,
            months_score: d("60"),
            rating: Some(d("4")),
            rating_score: Some(d("80")),
        },
        Facts::Experience {
            months: 3,
            months_score: d("20"),
            rating: None,
            rating_score: None,
        },
        Facts::BusinessAge { months: 14 },
        Facts::TimeInProgramme {
            months: 4,
            since: "2026-05-02".into(),
        },
        Facts::EmployedShare {
            who: Who::Women,
            count: 1,
            total: 2,
            percent: d("50"),
        },
        Facts::EmployedShare {
            who: Who::Youth,
            count: 0,
            total: 2,
            percent: d("0"),
        },
    ]);
    all
}

#[test]
fn every_note_reads_in_both_languages_and_round_trips() {
    let scorings = [
        None,
        Some(Scoring {
            better: Better::Higher,
            unit: Unit::Money,
            bound: Some(d("50000")),
            score: d("50"),
            last_bound: d("0.01"),
        }),
        Some(Scoring {
            better: Better::Lower,
            unit: Unit::Months,
            bound: None,
            score: d("0"),
            last_bound: d("1200"),
        }),
        Some(Scoring {
            better: Better::Lower,
            unit: Unit::Tier,
            bound: Some(d("2")),
            score: d("60"),
            last_bound: d("3"),
        }),
        Some(Scoring {
            better: Better::Higher,
            unit: Unit::Ratio,
            bound: None,
            score: d("0"),
            last_bound: d("1"),
        }),
    ];
    let mut seen = std::collections::BTreeSet::new();
    for facts in every_facts() {
        for scoring in scorings {
            let note = Note {
                facts: facts.clone(),
                scoring,
                currency: Currency::Kes,
            };
            let (en, sw) = (note.text(Language::English), note.text(Language::Swahili));
            assert!(!en.is_empty() && !sw.is_empty() && en != sw, "{en}");
            assert!(seen.insert(en.clone()), "two notes read the same: {en}");
            let json = serde_json::to_string(&note).expect("json");
            assert_eq!(
                serde_json::from_str::<Note>(&json).expect("reads back"),
                note
            );
        }
    }
}

#[test]
fn scoring_phrases() {
    let note = |scoring| Note {
        facts: Facts::BusinessAge { months: 3 },
        scoring: Some(scoring),
        currency: Currency::Tzs,
    };
    let higher = Scoring {
        better: Better::Higher,
        unit: Unit::Money,
        bound: Some(d("50000")),
        score: d("50"),
        last_bound: d("0.01"),
    };
    assert_eq!(
        note(higher).text(Language::English),
        "The business is 3 months old; Tsh 50,000.00 or more scores 50"
    );
    let none = Scoring {
        bound: None,
        score: d("0"),
        ..higher
    };
    assert_eq!(
        note(none).text(Language::English),
        "The business is 3 months old; less than Tsh 0.01 scores 0"
    );
    assert_eq!(
        note(none).text(Language::Swahili),
        "Biashara ina miezi 3; chini ya Tsh 0.01 inapata alama 0"
    );
    let tier = Scoring {
        better: Better::Lower,
        unit: Unit::Tier,
        bound: None,
        score: d("0"),
        last_bound: d("3"),
    };
    assert_eq!(
        note(tier).text(Language::English),
        "The business is 3 months old; a difference worse than 'Over 5%' scores 0"
    );
    assert_eq!(
        note(tier).text(Language::Swahili),
        format!(
            "Biashara ina miezi 3; tofauti mbaya kuliko '{}' inapata alama 0",
            crate::validation::messages::in_language("Over 5%", Language::Swahili)
        )
    );
    assert_ne!(
        crate::validation::messages::in_language("Over 5%", Language::Swahili),
        "Over 5%"
    );
}
