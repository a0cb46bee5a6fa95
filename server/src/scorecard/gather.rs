//! One quarter's `QuarterInputs` for one business or a batch of them: the figures of every source
//! (`figures/`), each read with one grouped query for the whole batch, put into core's shape.

use chrono::NaiveDate;
use portal_core::loans::lifecycle::LoanStatus;
use portal_core::money::{from_minor, Currency};
use portal_core::places::Country;
use portal_core::scorecard::inputs::{
    BusinessFacts, LoanFacts, MonthBooks, ParticipationFacts, SurveyFacts, ValidationFacts,
};
use portal_core::scorecard::{QuarterInputs, ScoringSheet};
use portal_core::survey::quarter::Quarter;
use portal_core::time::nairobi_day;
use rust_decimal::Decimal;
use sqlx::AnyPool;

use super::figures::businesses::Owned;
use super::figures::{self, books, loans, playbook, quarter_bounds, Target};

/// A business of the batch with its inputs and the hub its owner joined from.
pub struct Gathered {
    pub business: Owned,
    pub hub: Option<String>,
    pub inputs: QuarterInputs,
}

fn day_of(epoch: i64) -> Option<NaiveDate> {
    let (year, month, day) = nairobi_day(epoch)?;
    NaiveDate::from_ymd_opt(year, month, day)
}

fn month_of(epoch: i64) -> Option<(i32, u32)> {
    nairobi_day(epoch).map(|(year, month, _)| (year, month))
}

/// The quarter's last day, or `today` while the quarter runs.
fn as_of(quarter: Quarter, today: NaiveDate) -> Option<NaiveDate> {
    let (_, next) = quarter_bounds(quarter)?;
    let last = day_of(next - 1)?;
    Some(last.min(today))
}

fn month_books(month: &books::Month) -> MonthBooks {
    MonthBooks::from_kind_sums(
        (month.year, month.month),
        &month.by_kind,
        u32::try_from(month.records).unwrap_or(u32::MAX),
        u32::try_from(month.on_time).unwrap_or(u32::MAX),
    )
}

fn loan_facts(loan: &loans::Loan) -> Option<LoanFacts> {
    Some(LoanFacts {
        id: loan.id.clone(),
        status: LoanStatus::parse(&loan.status)?,
        amount: from_minor(loan.amount),
        own_contribution_percent: loan.contribution_hundredths.map(from_minor),
        tenure_months: loan
            .quarters
            .and_then(|q| u32::try_from(q).ok())
            .map(|q| q * 3),
        grace_days: u32::try_from(loan.grace_days).unwrap_or(0),
        installments: loan
            .installments
            .iter()
            .filter_map(|i| {
                let due = NaiveDate::parse_from_str(&i.due_on, "%Y-%m-%d").ok()?;
                Some((due, from_minor(i.amount)))
            })
            .collect(),
        repayments: loan
            .repayments
            .iter()
            .filter_map(|r| Some((day_of(r.paid_at)?, from_minor(r.amount))))
            .collect(),
        closed_on: loan.closed_at.and_then(day_of),
    })
}

/// The mean progress of the assigned playbooks, None without any.
fn playbook_percent(advised: Option<&playbook::Advised>) -> Option<Decimal> {
    let each: Vec<u32> = advised?.progress.iter().map(|p| p.state_number).collect();
    ParticipationFacts::playbook_mean(&each)
}

/// Every business of `target` with its inputs of `quarter`, counted up to `today` (Nairobi).
pub async fn gather(
    pool: &AnyPool,
    quarter: Quarter,
    target: Target<'_>,
    today: NaiveDate,
) -> Result<Vec<Gathered>, sqlx::Error> {
    let owned = figures::businesses::gather(pool, target).await?;
    let (Some(bounds), Some(as_of)) = (quarter_bounds(quarter), as_of(quarter, today)) else {
        return Ok(Vec::new());
    };
    if owned.is_empty() {
        return Ok(Vec::new());
    }
    let started = std::time::Instant::now();
    // The sources are read at once, each on its own connection of the pool.
    let (books, firsts, validations, surveys, advised, held, loans, enrolled, sheets) = tokio::try_join!(
        books::gather(pool, quarter, target),
        books::first_records(pool, target),
        figures::validation::gather(pool, quarter, target),
        figures::survey::gather(pool, quarter, target),
        playbook::gather(pool, bounds, target),
        figures::lms::gather(pool, bounds, target),
        loans::gather(pool, target),
        figures::onboarding::gather(pool, target),
        figures::sheet::gather(pool, quarter, target),
    )?;
    let (mut books, mut validations, mut surveys, mut loans, mut enrolled, mut sheets) =
        (books, validations, surveys, loans, enrolled, sheets);
    tracing::debug!(
        businesses = owned.len(),
        gathered_ms = started.elapsed().as_millis(),
        "scorecard figures gathered"
    );
    let mut found = Vec::with_capacity(owned.len());
    for business in owned {
        let id = business.id.as_str();
        let enrolment = enrolled.remove(id);
        let survey = surveys.remove(id).unwrap_or_default();
        let sheet: Option<ScoringSheet> = sheets
            .remove(id)
            .and_then(|json| serde_json::from_str(&json).ok());
        let currency = business
            .country
            .as_deref()
            .and_then(Country::parse)
            .map_or(Currency::Kes, Country::currency);
        let inputs = QuarterInputs {
            year: quarter.year,
            quarter: quarter.quarter,
            as_of,
            currency,
            business: BusinessFacts {
                created: month_of(business.created_at).unwrap_or((quarter.year, 1)),
                first_record: firsts.get(id).copied().and_then(month_of),
                enrolled_on: enrolment.as_ref().and_then(|e| day_of(e.enrolled_at)),
                started: None,
            },
            books: books
                .remove(id)
                .map(|months| months.iter().map(month_books).collect())
                .unwrap_or_default(),
            validation: validations.remove(id).map(|v| ValidationFacts {
                validated: v.validated,
                tier: v.tier,
                percent: v.percent.as_deref().and_then(|p| p.parse().ok()),
                months_covered: u32::try_from(v.months_covered).unwrap_or(0),
            }),
            survey: SurveyFacts {
                answers: survey.answers,
                answered_of_last_four: survey.quarters_answered,
            },
            participation: ParticipationFacts {
                playbook_percent: playbook_percent(advised.get(id)),
                feedback_days: advised.get(id).map_or(0, |a| a.feedback_days),
                checkins_held: held.get(id).copied().unwrap_or(0),
            },
            loans: loans
                .remove(id)
                .unwrap_or_default()
                .iter()
                .filter_map(loan_facts)
                .collect(),
            sheet,
        };
        found.push(Gathered {
            hub: enrolment.and_then(|e| e.hub),
            business,
            inputs,
        });
    }
    Ok(found)
}
