//! A realistic quarter for the tests: a Nairobi shop in 2026 Q3 (Jul–Sep), with books, a
//! validated statement, the quarterly survey, a playbook pair, a coach's sheet and one loan.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use rust_decimal::Decimal;

use super::inputs::*;
use super::sheet::{RowValue, ScoringSheet};
use crate::loans::lifecycle::LoanStatus;
use crate::money::Currency;
use crate::survey::answer::Answer;
use crate::validation::Tier;

pub fn d(text: &str) -> Decimal {
    text.parse().expect("a decimal")
}

pub fn day(text: &str) -> NaiveDate {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").expect("a day")
}

/// A month of books: revenue (all money in), money out, records and those on time.
pub fn month(
    year: i32,
    month: u32,
    revenue: &str,
    out: &str,
    records: u32,
    on_time: u32,
) -> MonthBooks {
    let (revenue, out) = (d(revenue), d(out));
    MonthBooks {
        year,
        month,
        revenue,
        money_in: revenue,
        money_out: out,
        operating_profit: revenue - out,
        net_profit: revenue - out,
        records,
        records_on_time: on_time,
    }
}

pub fn answers(pairs: &[(&str, &str)]) -> BTreeMap<String, Answer> {
    pairs
        .iter()
        .map(|(name, value)| {
            let answer = if value.contains(' ') {
                Answer::many(&value.split(' ').collect::<Vec<_>>())
            } else {
                Answer::one(value)
            };
            ((*name).to_owned(), answer)
        })
        .collect()
}

pub fn survey() -> BTreeMap<String, Answer> {
    answers(&[
        ("revenue", "126900"),
        ("employees_total", "6"),
        ("women_employed", "4"),
        ("youth_employed", "3"),
        ("full_time_employees", "4"),
        ("direct_jobs_created", "2"),
        ("indirect_jobs_created", "5"),
        ("average_salary", "12000"),
        ("has_insurance", "yes"),
        ("insurance_types", "health pension"),
        ("has_contracts", "yes"),
        ("contracts_share", "most"),
        ("has_hr_system", "yes"),
        ("hr_systems", "staff_records payslips"),
    ])
}

pub fn sheet() -> ScoringSheet {
    let mut sheet = ScoringSheet::blank();
    sheet.licenses[0].status = Decimal::ONE;
    sheet.licenses[0].value = Some(RowValue::Date("2026-12-31".into()));
    sheet.licenses[1].status = Decimal::ONE;
    sheet.playbooks[0].status = Decimal::ONE;
    sheet.playbooks[0].value = Some(RowValue::Rating(d("4")));
    sheet.collateral = Some(d("3"));
    sheet.guarantors = Some(d("4"));
    sheet.leadership = Some(d("5"));
    sheet.commitment = Some(d("4"));
    sheet.suppliers_reference = Some(d("2"));
    sheet.offtaker_undertaking = None;
    sheet.credit_reference_bureau = None;
    sheet.succession_planning = Some(d("1"));
    sheet.experience_skills = Some(d("4"));
    sheet.business_started = Some("2024-03".into());
    sheet.coach_meetings = Some(d("1"));
    sheet.checkins_attended = Some(d("3"));
    sheet
}

pub fn loan() -> LoanFacts {
    LoanFacts {
        id: "loan1".into(),
        status: LoanStatus::Active,
        amount: d("100000"),
        own_contribution_percent: Some(d("20")),
        tenure_months: Some(12),
        grace_days: 3,
        installments: vec![
            (day("2026-07-05"), d("10000")),
            (day("2026-08-05"), d("10000")),
            (day("2026-09-05"), d("10000")),
            (day("2026-10-05"), d("10000")),
        ],
        repayments: vec![
            (day("2026-07-05"), d("10000")),
            // Due 5 August, 3 grace days: paid on the 10th is late.
            (day("2026-08-10"), d("10000")),
            // Due 5 September: paid on the 6th is within the grace days.
            (day("2026-09-06"), d("10000")),
        ],
        closed_on: None,
    }
}

pub fn sample() -> QuarterInputs {
    let mut books: Vec<MonthBooks> = (10..=12)
        .map(|m| month(2025, m, "30000", "28000", 10, 10))
        .chain((1..=3).map(|m| month(2026, m, "35000", "33000", 12, 12)))
        .chain((4..=6).map(|m| month(2026, m, "38000", "36000", 15, 15)))
        .collect();
    books.push(month(2026, 7, "40000", "35000", 20, 20));
    books.push(month(2026, 8, "42300", "45000", 15, 14));
    books.push(month(2026, 9, "44600", "30000", 18, 18));
    QuarterInputs {
        year: 2026,
        quarter: 3,
        as_of: day("2026-09-30"),
        currency: Currency::Kes,
        business: BusinessFacts {
            created: (2024, 5),
            first_record: Some((2024, 6)),
            enrolled_on: Some(day("2025-10-15")),
            started: None,
        },
        books,
        validation: Some(ValidationFacts {
            validated: true,
            tier: Tier::UnderTwo,
            percent: Some(d("1.2")),
            months_covered: 3,
        }),
        survey: SurveyFacts {
            answers: Some(survey()),
            answered_of_last_four: 3,
        },
        participation: ParticipationFacts {
            playbook_percent: Some(d("45")),
            feedback_days: 1,
            checkins_held: 4,
        },
        loans: vec![loan()],
        sheet: Some(sheet()),
    }
}
