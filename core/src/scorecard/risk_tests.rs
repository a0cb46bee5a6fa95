//! The risk scorecard of a realistic quarter, its records on the wire and the stored form.

use rust_decimal::Decimal;
use serde_json::json;

use super::advice::advice;
use super::model::Group;
use super::risk::{risk, shown_percent, RiskCard, RiskCategory, RiskMetric};
use super::test_inputs::{d, day, sample};
use super::thresholds::{defaults, MeasureId};
use super::wire::{compute_all, from_stored_json, render, render_risk, to_stored_json, Placing};
use crate::language::Language;

fn metric(card: &RiskCard, id: MeasureId) -> RiskMetric {
    card.sections
        .iter()
        .flat_map(|s| s.metrics.iter())
        .find(|m| m.measure == id)
        .cloned()
        .expect("the metric")
}

fn percent(card: &RiskCard, category: RiskCategory) -> Option<Decimal> {
    card.section(category).and_then(|s| s.percent)
}

#[test]
fn six_sections_from_the_books_loans_sheet_and_survey() {
    let card = risk(&sample(), &defaults());
    let score = |id| metric(&card, id).score;
    // Business risk. Operating profit over Oct 2025–Sep 2026: 3 × 2,000 + 3 × 2,000 + 3 × 2,000
    // + 5,000 − 2,700 + 14,600 = 34,900 on 435,900 of revenue: 8.01%.
    assert_eq!(
        metric(&card, MeasureId::OperatingProfitMargin).note.facts,
        super::note::Facts::OperatingMargin {
            months: 12,
            operating_profit: d("34900"),
            revenue: d("435900"),
            percent: d("8.01"),
        }
    );
    assert_eq!(score(MeasureId::OperatingProfitMargin), Some(d("50")));
    assert_eq!(score(MeasureId::CashFlowValidation), Some(d("85")));
    assert_eq!(score(MeasureId::TimelinessReportingCashFlow), Some(d("67")));
    // Net profit 34,900 against installments of 30,000 due in the 12 months: 1.16×.
    let cover = metric(&card, MeasureId::DebtServiceCoverRatio);
    assert_eq!(cover.score, Some(d("25")));
    assert_eq!(
        cover.note.text(Language::English),
        "Net profit Ksh 34,900.00 over the last 12 months against Ksh 30,000.00 of loan installments due in them: 1.16×; 1× or more scores 25"
    );
    assert_eq!(score(MeasureId::LicensesOrPermits), Some(d("50")));
    assert_eq!(score(MeasureId::CollateralAbility), Some(d("60")));
    // The quarter: 5,633.33 a month against 10,000 a month: 0.56×.
    assert_eq!(score(MeasureId::AverageDebtServiceCoverRatio), Some(d("0")));
    // 1 of the 5 playbooks done: 20%, below the last step (25%).
    assert_eq!(score(MeasureId::PlaybookAdvisory), Some(d("0")));
    // (50 + 85 + 67 + 25 + 50 + 60 + 0 + 0) / 8 = 42.125.
    assert_eq!(percent(&card, RiskCategory::BusinessRisk), Some(d("42.13")));
    // Investment: 12 months (100), 20% own contribution (50).
    assert_eq!(percent(&card, RiskCategory::InvestmentRisk), Some(d("75")));
    // Credit: 2 of the 3 settled installments on time (66.67% → 25); no bureau rating but the
    // loan is below Ksh 300,000 (100); suppliers 2 (40); no offtaker rating.
    assert_eq!(score(MeasureId::LoanRepayment), Some(d("25")));
    assert_eq!(score(MeasureId::CreditReferenceBureau), Some(d("100")));
    assert_eq!(score(MeasureId::OfftakerUndertaking), None);
    assert_eq!(percent(&card, RiskCategory::CreditRisk), Some(d("55")));
    // Performance: succession 1 (20); 30 months in business (60) and skills 4 (80): 70;
    // enrolled 15 Oct 2025, as of 30 Sep 2026: 11 months (60).
    assert_eq!(score(MeasureId::ExperienceSkills), Some(d("70")));
    assert_eq!(metric(&card, MeasureId::PeriodWithinSomo).note.text(Language::English),
        "Enrolled in the programme on 15/10/2025: 11 months in the programme; 6 months or more scores 60");
    assert_eq!(percent(&card, RiskCategory::PerformanceRisk), Some(d("50")));
    // Social: guarantors 4, leadership 5, commitment 4.
    assert_eq!(
        percent(&card, RiskCategory::SocialDataViaLoanProposal),
        Some(d("86.67"))
    );
    // Impact: 4 of 6 women (66.67% → 100), 3 of 6 youth (50% → 100), 2 direct jobs (50), 75%.
    let women = metric(&card, MeasureId::WomenEmployed);
    assert_eq!(
        (women.percent, women.score),
        (Some(d("66.67")), Some(d("100")))
    );
    assert_eq!(
        metric(&card, MeasureId::TimelinessReportingQuarterlySurvey).percent,
        Some(d("75"))
    );
    assert_eq!(
        percent(&card, RiskCategory::ImpactDataViaDigiKua),
        Some(d("81.25"))
    );
    // The overall: (42.13 + 75 + 55 + 50 + 86.67 + 81.25) / 6 = 65.008… → 65.01.
    assert_eq!(card.percent, Some(d("65.01")));
}

#[test]
fn categories_ids_and_keys() {
    let ids: Vec<&str> = RiskCategory::ALL.iter().map(|c| c.id()).collect();
    assert_eq!(
        ids,
        [
            "business-risk",
            "investment-risk",
            "credit-risk",
            "performance-risk",
            "social-data-via-loan-proposal",
            "impact-data-via-digikua"
        ]
    );
    for category in RiskCategory::ALL {
        assert_eq!(RiskCategory::from_id(category.id()), Some(category));
        assert_eq!(RiskCategory::from_key(category.key()), Some(category));
    }
    assert_eq!(shown_percent(d("0.99")), d("0"));
    assert_eq!(shown_percent(d("1")), d("1"));
    assert_eq!(shown_percent(d("42.13")), d("42.13"));
}

#[test]
fn the_risk_record_on_the_wire() {
    let card = risk(&sample(), &defaults());
    let record = render_risk(&card, Language::English, "b1", "Mama Mboga");
    assert_eq!(
        record["business"],
        json!({"id": "b1", "name": "Mama Mboga"})
    );
    assert_eq!(
        record["data"],
        json!({"percent": 65.01, "shownPercent": 65.01})
    );
    let business = &record["businessRisk"];
    assert_eq!(business["data"]["percent"], json!(42.13));
    assert_eq!(
        business["operatingProfitMargin"]["report"]["2026:8"],
        json!({"revenue": 42300, "operatingProfit": -2700, "netProfit": -2700, "installments": 10000})
    );
    assert_eq!(
        business["licensesOrPermits"]["report"][0],
        json!({"name": "Single Business Permit", "status": 1, "value": "2026-12-31"})
    );
    assert_eq!(
        business["collateralAbility"]["report"],
        json!({"rating": 3})
    );
    assert_eq!(
        record["creditRisk"]["offtakerUndertaking"]["score"],
        json!(null)
    );
    let women = &record["impactDataViaDigiKua"]["womenEmployed"];
    assert_eq!(women["percent"], json!(66.67));
    assert_eq!(
        women["notes"],
        json!("4 of the 6 employees are women: 66.67%; 50% or more scores 100")
    );
    assert!(record["investmentRisk"]["loanTenure"]
        .get("percent")
        .is_none());
}

#[test]
fn the_scorecard_record_on_the_wire_in_both_languages() {
    let computed = compute_all(&sample(), &defaults());
    let placing = Placing {
        business_id: "b1",
        business_name: "Mama Mboga",
        date_added: 1_790_000_000,
        rank: 2,
        group_size: 7,
    };
    let record = render(&computed.scorecard, Language::Swahili, &placing);
    assert_eq!(
        record["business"],
        json!({"id": "b1", "name": "Mama Mboga", "months": 30})
    );
    assert_eq!(record["averageScore"], json!(64.65));
    assert_eq!(record["band"], json!("good"));
    assert_eq!(
        record["rankGroup"],
        json!({"id": "25+", "stops": [0, 60, 70, 80, 100]})
    );
    assert_eq!(
        (record["rank"].clone(), record["groupSize"].clone()),
        (json!(2), json!(7))
    );
    assert_eq!(record["dateAdded"], json!(1_790_000_000));
    assert_eq!(record["financialResults"]["score"], json!(61.5));
    assert_eq!(
        record["financialResults"]["monthlyRevenueGrowth"]["score"],
        json!(100)
    );
    assert!(record["financialResults"]["timelinessOfReporting"]["notes"]
        .as_str()
        .is_some_and(|n| n.starts_with("Miezi 2 kati ya 3 ya Julai–Septemba 2026")));
    assert_eq!(
        record["impactData"]["timelinessOfReporting"]["score"],
        json!(75)
    );
    assert_eq!(
        record["impactData"]["contractsHRSystems"]["score"],
        json!(75)
    );
    assert_eq!(record["loanRepayment"]["score"], json!(61.67));
    // The stored form is language-neutral and reads back the same.
    let stored = to_stored_json(&computed);
    assert!(!stored.contains("Ksh 42,300.00"));
    assert_eq!(from_stored_json(&stored).expect("reads back"), computed);
    let english = render(
        &from_stored_json(&stored).expect("reads").scorecard,
        Language::English,
        &placing,
    );
    assert_eq!(english["financialResults"]["monthlyRevenueGrowth"]["notes"],
        json!("Average monthly revenue Ksh 42,300.00 in Jul–Sep 2026 against Ksh 38,000.00 in Apr–Jun 2026: +11.32%; 10% or more scores 100"));
}

#[test]
fn advice_for_the_weak_measures() {
    let mut inputs = sample();
    inputs.survey.answers = None;
    inputs.as_of = day("2026-09-30");
    let card = super::card::compute(&inputs, &defaults());
    let found = advice(&card, Language::English);
    let listed: Vec<(MeasureId, Group)> = found.iter().map(|a| (a.measure, a.group)).collect();
    assert!(listed.contains(&(MeasureId::AvgMonthlyCashflow, Group::FinancialResults)));
    assert!(listed.contains(&(MeasureId::NoOfCompletedLoansRepaid, Group::LoanRepayment)));
    // 100 and 85 are not weak.
    assert!(!listed
        .iter()
        .any(|(m, _)| *m == MeasureId::MonthlyRevenueGrowth));
    let text = |id| {
        found
            .iter()
            .find(|a| a.measure == id)
            .map(|a| a.text.clone())
    };
    assert_eq!(text(MeasureId::AdvisoryPlaybook).as_deref(),
        Some("Work through your playbook sessions with your advisor: complete the tools and reply to the tasks"));
    // A missing figure's advice says how to add it.
    assert_eq!(
        text(MeasureId::NoOfEmployees).as_deref(),
        Some("The quarterly survey for Jul–Sep 2026 is not answered: answer the quarterly survey")
    );
    let swahili = advice(&card, Language::Swahili);
    assert_eq!(swahili.len(), found.len());
    assert_eq!(
        swahili
            .iter()
            .find(|a| a.measure == MeasureId::NoOfCompletedLoansRepaid)
            .map(|a| a.text.as_str()),
        Some("Lipa mkopo wako wote ili ujenge historia nzuri ya ulipaji")
    );
    // 60 is not weak.
    assert!(!listed.iter().any(|(m, _)| *m == MeasureId::LateRepayments));
    // No loan at all: nothing to advise about repayments.
    inputs.loans.clear();
    let card = super::card::compute(&inputs, &defaults());
    assert!(advice(&card, Language::English)
        .iter()
        .all(|a| a.group != Group::LoanRepayment));
    let wire = serde_json::to_value(&advice(&card, Language::English)[0]).expect("json");
    assert_eq!(wire["group"], json!("financialResults"));
    assert!(
        wire.get("measure").is_some() && wire.get("score").is_some() && wire.get("text").is_some()
    );
}

#[test]
fn the_thresholds_record_names_each_rule_and_reads_back() {
    let table = defaults();
    let record = super::wire::render_thresholds(&table, Language::Swahili);
    assert_eq!(record["data"][0]["measure"], json!("monthlyRevenueGrowth"));
    assert_eq!(
        record["data"][0]["name"],
        json!("Ukuaji wa mapato ya mwezi")
    );
    assert!(record["data"][0]["reason"]
        .as_str()
        .is_some_and(|r| r.starts_with("Ukuaji wa 10%")));
    assert_eq!(
        super::thresholds::read_thresholds(&record.to_string()),
        Ok(table)
    );
}
