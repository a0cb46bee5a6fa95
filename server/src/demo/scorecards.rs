//! Scorecards in the demo (docs/scorecards.md), for the last four closed quarters: the demo client
//! (client@demo.test, who keeps no DigiKua books, so her cards say 'Some data is missing') gets the
//! quarterly survey answered, an advisor's feedback, a repaid loan (one installment paid late) and a
//! coach's scoring sheet in each, and two playbook sessions completed (in the second and the
//! third); the showcase (a year of books, two loans) gets the survey answered and her books as
//! entered on time; a few portfolio businesses get sheets with the month they
//! started (so the rank groups differ); then every client business's card of those four quarters
//! is computed by the job's own code. Made once per quarter: a start finding the latest closed
//! quarter's card of the demo client does nothing.

use portal_core::playbook::model::{Feedback, Side};
use portal_core::playbook::seeds::seeds;
use portal_core::scorecard::search::search_options;
use portal_core::scorecard::ScoringSheet;
use portal_core::survey::codes::SurveyCode;
use portal_core::survey::quarter::Quarter;
use portal_core::time::nairobi_midnight;
use rust_decimal::Decimal;
use serde_json::json;
use sqlx::Row;

use super::accounts::ADVISOR;
use super::people::{showcase_email, PORTFOLIO};
use super::playbook::{CLIENT, COACH};
use crate::bookkeeping::business::{self, Business};
use crate::clock::nairobi_today;
use crate::error::{AppError, AppResult};
use crate::ids::new_id;
use crate::playbook::store::{pairs, work};
use crate::scorecard::compute::compute_quarter;
use crate::scorecard::figures::{quarter_before, quarter_bounds};
use crate::scorecard::store;
use crate::state::AppState;
use crate::survey::store::responses::{self, Response};
use crate::users::model::User;
use crate::users::store as users;

const DAY: i64 = 86_400;

async fn account(state: &AppState, email: &str) -> AppResult<User> {
    users::find_by_email(&state.pool, email)
        .await?
        .ok_or_else(|| AppError::internal(format!("the demo account {email} is missing")))
}

/// The last four closed quarters, oldest first.
fn closed_quarters(now: i64) -> AppResult<Vec<Quarter>> {
    let options = search_options(nairobi_today(now)?);
    let latest = Quarter {
        year: options.year,
        quarter: options.quarter,
    };
    Ok((0..4)
        .rev()
        .map(|back| quarter_before(latest, back))
        .collect())
}

pub async fn seed(state: &AppState, now: i64) -> AppResult<()> {
    let quarters = closed_quarters(now)?;
    let client = account(state, CLIENT).await?;
    let business = business::ensure_for(&state.pool, &client, now)
        .await?
        .ok_or_else(|| AppError::internal("the demo client keeps no books"))?;
    let latest = quarters[3];
    if store::latest_quarter(&state.pool, &business.id).await?
        == Some((latest.year, latest.quarter))
    {
        return Ok(());
    }
    let coach = account(state, COACH).await?;
    for (index, quarter) in quarters.iter().enumerate() {
        let (from, _) = quarter_bounds(*quarter).ok_or_else(|| AppError::internal("a quarter"))?;
        survey(state, &client, *quarter, from + 20 * DAY, index).await?;
        feedback(state, &client, from + 40 * DAY).await?;
        let sheet = sheet_of(index, Some("2023-02"));
        save_sheet(state, &business.id, *quarter, &sheet, &coach.id, now).await?;
    }
    // The first playbook's last session completed in the second quarter, the one before it in
    // the third: the progress grows from 0 to 10% and 20% (the mean of two playbooks).
    for (back, quarter) in [(0, quarters[1]), (1, quarters[2])] {
        let (from, _) = quarter_bounds(quarter).ok_or_else(|| AppError::internal("a quarter"))?;
        session_completed(state, &client, back, from + 30 * DAY).await?;
    }
    repaid_loan(state, &client, quarters[0], now).await?;
    showcase(state, &quarters, now).await?;
    others(state, &quarters, &coach.id, now).await?;
    for quarter in quarters {
        compute_quarter(state, quarter, None).await?;
    }
    Ok(())
}

/// Each of the business's records as entered two days after its date (the demo writes them all at
/// start), so the timeliness of reporting has something to score.
async fn entered_on_time(state: &AppState, business: &Business) -> AppResult<()> {
    sqlx::query(
        "UPDATE bk_records SET created_at = record_date + $2 \
         WHERE business_id = $1 AND record_date IS NOT NULL AND record_date + $2 < created_at",
    )
    .bind(&business.id)
    .bind(2 * DAY)
    .execute(&state.pool)
    .await?;
    Ok(())
}

/// The showcase (a year of DigiKua books and two loans already): the quarterly survey answered in
/// each quarter, and the books as entered on time. The demo client keeps no books, as the budget's
/// and the validation's walk-throughs start from empty books.
async fn showcase(state: &AppState, quarters: &[Quarter], now: i64) -> AppResult<()> {
    let owner = account(state, &showcase_email()).await?;
    let Some(business) = business::ensure_for(&state.pool, &owner, now).await? else {
        return Ok(());
    };
    entered_on_time(state, &business).await?;
    for (index, quarter) in quarters.iter().enumerate() {
        let (from, _) = quarter_bounds(*quarter).ok_or_else(|| AppError::internal("a quarter"))?;
        survey(state, &owner, *quarter, from + 25 * DAY, index).await?;
    }
    Ok(())
}

/// The quarterly survey answered in `quarter`, growing a little each quarter.
async fn survey(
    state: &AppState,
    client: &User,
    quarter: Quarter,
    at: i64,
    index: usize,
) -> AppResult<()> {
    let n = index as i64;
    let answers = json!({
        "revenue": (120_000 + 15_000 * n).to_string(),
        "employees_total": (3 + n).to_string(),
        "women_employed": (2 + n / 2).to_string(),
        "youth_employed": "2",
        "full_time_employees": (2 + n / 2).to_string(),
        "direct_jobs_created": (1 + n % 2).to_string(),
        "indirect_jobs_created": "3",
        "average_salary": "15000",
        "has_insurance": "yes",
        "insurance_types": ["health", "pension"],
        "has_contracts": "yes",
        "contracts_share": if n >= 2 { "all" } else { "most" },
        "has_hr_system": "yes",
        "hr_systems": ["staff_records", "payslips"],
    });
    let response = Response {
        id: new_id(at),
        user_id: client.id.clone(),
        submission_id: format!("demo-scorecard-{}-{}", quarter.year, quarter.quarter),
        survey_code: SurveyCode::Quarterly.code().to_owned(),
        survey_version: 1,
        quarter,
        answers: answers.to_string(),
        submitted_at: Some(at),
        received_at: at,
        counted_at: at,
        session_phone: None,
        phone: None,
    };
    responses::insert(&state.pool, &response).await?;
    Ok(())
}

/// The demo advisor's id and their pair's id with `client` (made by the playbook's demo).
async fn advisor_pair(state: &AppState, client: &User) -> AppResult<Option<(String, String)>> {
    let advisor = account(state, ADVISOR).await?;
    let pair = pairs::find_by_people(&state.pool, &client.id, &advisor.id).await?;
    Ok(pair.map(|pair| (advisor.id, pair.id)))
}

/// The demo advisor's feedback on the first playbook's last session, on `at`: the first session
/// stays without feedback, as a new pair's would be, for the walk through the playbook.
async fn feedback(state: &AppState, client: &User, at: i64) -> AppResult<()> {
    let Some((advisor_id, pair_id)) = advisor_pair(state, client).await? else {
        return Ok(());
    };
    let content = seeds();
    let Some(session) = content.first().and_then(|seed| seed.sessions.last()) else {
        return Ok(());
    };
    let item = Feedback {
        id: new_id(at),
        session_id: session.id.clone(),
        pair_id,
        rated: 5,
        feedback: "Good progress on the sales records; bring last month's totals next time."
            .to_owned(),
        files: Vec::new(),
        from: Side::Advisor,
        added_by_id: advisor_id,
        created_at: at,
    };
    let mut conn = state.pool.acquire().await?;
    work::insert_feedback(&mut conn, &item, Some(&format!("demo-scorecard-{at}"))).await?;
    Ok(())
}

/// The advisor's ticks, on `at`, on every tool of the first playbook's session `back` places
/// before its last: that session complete, so the playbook's progress counts it from then on. The
/// first session (its task and first tick) is left as a new pair's, for the walk through it.
async fn session_completed(state: &AppState, client: &User, back: usize, at: i64) -> AppResult<()> {
    let Some((advisor_id, pair_id)) = advisor_pair(state, client).await? else {
        return Ok(());
    };
    let content = seeds();
    let Some(session) = content
        .first()
        .and_then(|seed| seed.sessions.iter().skip(1).rev().nth(back))
    else {
        return Ok(());
    };
    let mut conn = state.pool.acquire().await?;
    for tool in &session.tools {
        work::set_tick(
            &mut conn,
            &pair_id,
            &session.id,
            &tool.name.en,
            true,
            &advisor_id,
            at,
        )
        .await?;
    }
    Ok(())
}

/// A coach's sheet: ratings that improve a little each quarter.
fn sheet_of(index: usize, started: Option<&str>) -> ScoringSheet {
    let rating = |base: i64| Some(Decimal::from((base + index as i64 / 2).min(5)));
    let mut sheet = ScoringSheet::blank();
    for row in sheet.licenses.iter_mut().take(2) {
        row.status = Decimal::ONE;
    }
    for row in sheet.playbooks.iter_mut().take(1 + index.min(3)) {
        row.status = Decimal::ONE;
    }
    sheet.collateral = rating(3);
    sheet.guarantors = rating(3);
    sheet.leadership = rating(4);
    sheet.commitment = rating(4);
    sheet.suppliers_reference = rating(3);
    sheet.offtaker_undertaking = rating(2);
    sheet.credit_reference_bureau = rating(4);
    sheet.succession_planning = rating(2);
    sheet.experience_skills = rating(3);
    sheet.business_started = started.map(str::to_owned);
    sheet.coach_meetings = Some(Decimal::from(2 + index as i64 % 2));
    sheet
}

async fn save_sheet(
    state: &AppState,
    business_id: &str,
    quarter: Quarter,
    sheet: &ScoringSheet,
    coach_id: &str,
    now: i64,
) -> AppResult<()> {
    let json = serde_json::to_string(sheet).map_err(|e| AppError::internal(e.to_string()))?;
    let mut tx = state.begin().await?;
    store::save_sheet(
        &mut tx,
        business_id,
        (quarter.year, quarter.quarter),
        &json,
        coach_id,
        now,
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// A six-month loan paid out at the start of `quarter` and repaid, the third installment twelve
/// days late; unless the client has a closed loan already.
async fn repaid_loan(state: &AppState, client: &User, quarter: Quarter, now: i64) -> AppResult<()> {
    let closed: i64 = sqlx::query("SELECT COUNT(*) FROM loans WHERE user_id = $1 AND status = $2")
        .bind(&client.id)
        .bind("closed")
        .fetch_one(&state.pool)
        .await?
        .try_get(0)?;
    if closed > 0 {
        return Ok(());
    }
    let fund = super::funds::FUNDS[0].id;
    let (start, _) = quarter_bounds(quarter).ok_or_else(|| AppError::internal("a quarter"))?;
    let paid_out = start + 3 * DAY;
    let id = new_id(paid_out);
    let (installment, count) = (9_000_000_i64, 6_i64);
    let mut tx = state.begin().await?;
    sqlx::query(
        "INSERT INTO loans (id, user_id, status, flow, stage, loan_fund_id, currency, amount_minor, \
         contribution_hundredths, principal_minor, interest_rate_hundredths, payable_interest_minor, \
         total_minor, installment_minor, full_periods, overflow_minor, no_of_installments, \
         years_quarters, interval_days, approved_amount_minor, balance_minor, credit_minor, \
         disbursement_method, disbursement_reference, disbursed_at, submitted_at, created_at, updated_at) \
         VALUES ($1, $2, 'closed', 'fund', 'amount', $3, 'KES', 50000000, 2000, 50000000, 1200, \
         4000000, 54000000, $4, 6, 0, $5, 2, 30, 50000000, 0, 0, 'bank', $6, $7, $8, $8, $9)",
    )
    .bind(&id)
    .bind(&client.id)
    .bind(fund)
    .bind(installment)
    .bind(count)
    .bind(format!("DEMO-SC-{id}"))
    .bind(paid_out)
    .bind(paid_out - 10 * DAY)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    let mut last_paid = paid_out;
    for number in 1..=count {
        let due = paid_out + number * 30 * DAY;
        let day = portal_core::time::nairobi_day(due).ok_or_else(|| AppError::internal("a day"))?;
        let due_on = portal_core::time::iso_date(day.0, day.1, day.2);
        let due_at = nairobi_midnight(day.0, day.1, day.2).unwrap_or(due) + 9 * 3600;
        let paid_at = if number == 3 {
            due_at + 12 * DAY
        } else {
            due_at
        };
        last_paid = last_paid.max(paid_at);
        sqlx::query(
            "INSERT INTO loan_installments (loan_id, number, due_on, amount_minor, principal_minor, \
             interest_minor, penalty_minor, paid_minor) VALUES ($1, $2, $3, $4, $5, $6, 0, $4)",
        )
        .bind(&id)
        .bind(number)
        .bind(&due_on)
        .bind(installment)
        .bind(installment - 666_667)
        .bind(666_667_i64)
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "INSERT INTO loan_repayments (id, loan_id, amount_minor, receipt, channel, credit_minor, \
             paid_at, created_at) VALUES ($1, $2, $3, $4, 'c2b', 0, $5, $5)",
        )
        .bind(new_id(paid_at))
        .bind(&id)
        .bind(installment)
        .bind(format!("DSC{}{number:02}", &id[12..].to_ascii_uppercase()))
        .bind(paid_at)
        .execute(&mut *tx)
        .await?;
    }
    sqlx::query(
        "INSERT INTO loan_history (id, loan_id, action, from_status, to_status, actor_id, actor_role, \
         reason, at) VALUES ($1, $2, 'close', 'active', 'closed', NULL, 'system', '', $3)",
    )
    .bind(new_id(last_paid))
    .bind(&id)
    .bind(last_paid)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Sheets for the first portfolio businesses, with the months they started spread over the rank
/// groups, so the demo's ranks have neighbours.
async fn others(state: &AppState, quarters: &[Quarter], coach_id: &str, now: i64) -> AppResult<()> {
    let started = [
        "2025-06", "2024-11", "2023-08", "2019-03", "2021-01", "2025-02",
    ];
    for (person, month) in PORTFOLIO.iter().zip(started) {
        let Some(owner) = users::find_by_email(&state.pool, &person.email()).await? else {
            continue;
        };
        let Some(business) = business::ensure_for(&state.pool, &owner, now).await? else {
            continue;
        };
        for (index, quarter) in quarters.iter().enumerate() {
            let sheet = sheet_of(index, Some(month));
            save_sheet(state, &business.id, *quarter, &sheet, coach_id, now).await?;
        }
    }
    Ok(())
}
