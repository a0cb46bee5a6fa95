//! The portfolio's loans, moved through the life cycle by the real steps: core's quote and amount
//! rules, the loan store's draft and status changes with their history (`transition::apply`), the
//! disbursement's schedule, and repayments applied by the repayments ledger (`apply_money`), each
//! at its own moment in the past.

use chrono::NaiveDate;
use portal_core::loans::application::{amount_step, AmountForm, AmountLimits};
use portal_core::loans::fund_flow::{FUND_STAGE_AMOUNT, FUND_STAGE_FUND};
use portal_core::loans::lifecycle::{LoanAction, LoanStatus};
use portal_core::loans::schedule::schedule;
use portal_core::roles::Role;
use sqlx::{Any, Transaction};

use super::people::{Person, Story};
use super::random::Sequence;
use crate::auth::AuthUser;
use crate::clock::nairobi_today;
use crate::error::{AppError, AppResult};
use crate::funds::store::Fund;
use crate::loans::apply::amount_step::figures_of;
use crate::loans::apply::fund_flow::FLOW_FUND;
use crate::loans::lifecycle::history::{self, Change, AUDIT_LOAN_DISBURSED};
use crate::loans::lifecycle::installments::{self, InstallmentRow};
use crate::loans::lifecycle::transition;
use crate::loans::store::{self, Disbursement, DraftChange, Loan, NewLoan};
use crate::repayments::apply::{apply_money, Applied, Channel, Incoming};
use crate::repayments::store as ledger;

const DAY: i64 = 86_400;

/// The staff who act on the portfolio's loans.
pub struct Staff {
    pub processor: AuthUser,
    pub authorizer: AuthUser,
    pub super_admin: AuthUser,
}

pub fn actor(user_id: &str, role: Role) -> AuthUser {
    AuthUser {
        user_id: user_id.to_owned(),
        role,
        token_hash: String::new(),
    }
}

/// One client's loan story, written in the caller's transaction.
pub struct Borrower<'a> {
    pub id: &'a str,
    pub person: &'a Person,
    pub phone: String,
    pub national_id: String,
    pub fund: &'a Fund,
}

fn bad(what: impl std::fmt::Display) -> AppError {
    AppError::internal(format!("demo loan: {what}"))
}

async fn reload(tx: &mut Transaction<'static, Any>, loan_id: &str) -> AppResult<Loan> {
    store::find(&mut **tx, loan_id)
        .await?
        .ok_or_else(|| bad("the loan vanished"))
}

async fn act(
    tx: &mut Transaction<'static, Any>,
    loan_id: &str,
    action: LoanAction,
    by: &AuthUser,
    reason: &str,
    at: i64,
) -> AppResult<()> {
    let loan = reload(tx, loan_id).await?;
    transition::apply(tx, &loan, action, by, reason, None, at).await?;
    Ok(())
}

/// A fund-flow application: the draft at the fund step, then (unless it stays a draft) the amount
/// step's figures, as core computes them from the fund's terms.
async fn apply(
    tx: &mut Transaction<'static, Any>,
    who: &Borrower<'_>,
    amount: &str,
    years: &str,
    first_time: bool,
    stays_draft: bool,
    at: i64,
) -> AppResult<String> {
    let id = crate::ids::new_id(at);
    let new = NewLoan {
        id: &id,
        user_id: who.id,
        flow: FLOW_FUND,
        stage: FUND_STAGE_FUND,
        currency: who.fund.currency.code(),
        proposal_file_id: None,
        details: "{}",
        now: at,
    };
    store::insert(&mut **tx, &new).await?;
    let to_fund = DraftChange {
        loan_id: &id,
        from_stage: FUND_STAGE_FUND,
        to_stage: FUND_STAGE_FUND,
        proposal_file_id: None,
        loan_fund_id: Some(&who.fund.id),
        currency: who.fund.currency.code(),
        details: "{}",
        now: at,
    };
    store::change_draft(&mut **tx, &to_fund).await?;
    if stays_draft {
        return Ok(id);
    }
    let form = AmountForm {
        amount,
        years,
        name1: who.person.first_name,
        name2: who.person.last_name,
        idno: &who.national_id,
        contribution: "10",
    };
    let limits = AmountLimits {
        max_loan: who.fund.max_loan(),
        max_years: who.fund.max_years(),
        currency: who.fund.currency,
        rate: who.fund.rate(),
        interval_days: who.fund.interval_days(),
        first_time,
    };
    let valid = amount_step(&form, &limits).valid.ok_or_else(|| {
        bad(format!(
            "{amount} over {years} years refused by {}",
            who.fund.name
        ))
    })?;
    let figures = figures_of(
        &valid.quoted.quote,
        &valid.quoted.terms,
        who.fund.repayment_interval_days,
    )?;
    let names = (
        valid.name1.as_str(),
        valid.name2.as_str(),
        valid.idno.as_str(),
    );
    store::set_figures(&mut **tx, &id, &figures, names, at).await?;
    let to_amount = DraftChange {
        from_stage: FUND_STAGE_FUND,
        to_stage: FUND_STAGE_AMOUNT,
        ..to_fund
    };
    store::change_draft(&mut **tx, &to_amount).await?;
    Ok(id)
}

/// The transfer's work for a bank disbursement: active, balance the total to pay, the schedule
/// from that day (Nairobi) and the history row.
async fn disburse(
    tx: &mut Transaction<'static, Any>,
    loan_id: &str,
    by: &AuthUser,
    at: i64,
) -> AppResult<()> {
    let loan = reload(tx, loan_id).await?;
    let to = transition::check(&loan, LoanAction::Disburse, by, "")?;
    let figures = loan
        .figures
        .ok_or_else(|| bad("approved without figures"))?;
    let rows = schedule(&figures.quote(), nairobi_today(at)?, figures.interval())
        .iter()
        .map(InstallmentRow::from_schedule)
        .collect::<AppResult<Vec<_>>>()?;
    let reference = format!("DEMO{}", &loan.id[12..]).to_ascii_uppercase();
    let done = store::disburse(
        &mut **tx,
        &Disbursement {
            loan_id,
            approved_amount_minor: figures.principal_minor,
            balance_minor: figures.total_minor,
            method: "bank",
            reference: &reference,
            now: at,
        },
    )
    .await?;
    if !done {
        return Err(bad("not disbursed"));
    }
    installments::insert_all(tx, loan_id, &rows).await?;
    let reason = format!("bank {reference}");
    let entry = Change {
        loan_id,
        action: LoanAction::Disburse.as_str(),
        from: loan.status,
        to,
        actor_id: Some(&by.user_id),
        actor_role: by.role.as_str(),
        reason: &reason,
        ip: None,
        at,
    };
    history::record(tx, &entry, AUDIT_LOAN_DISBURSED).await?;
    Ok(())
}

/// 10:00 in Nairobi on `day`.
fn morning(day: NaiveDate) -> i64 {
    day.and_hms_opt(7, 0, 0)
        .map_or(0, |t| t.and_utc().timestamp())
}

/// Pays installments `1..=count` in full on their due dates through the repayments ledger, as
/// M-Pesa paybill payments from the client's phone.
async fn repay(
    tx: &mut Transaction<'static, Any>,
    loan_id: &str,
    phone: &str,
    count: i64,
) -> AppResult<()> {
    let rows = installments::of_loan(&mut **tx, loan_id).await?;
    for row in rows.iter().take(usize::try_from(count).unwrap_or(0)) {
        let due = NaiveDate::parse_from_str(&row.due_on, "%Y-%m-%d").map_err(bad)?;
        let at = morning(due);
        let conn: &mut sqlx::AnyConnection = tx;
        let loan = ledger::lock_loan(conn, loan_id, at)
            .await?
            .ok_or_else(|| bad("no loan to pay"))?;
        let receipt = format!("D{}{:02}", &loan_id[14..].to_ascii_uppercase(), row.number);
        let payment = Incoming {
            receipt: &receipt,
            amount_minor: row.amount_minor,
            channel: Channel::C2b,
            msisdn: Some(phone),
            recorded_by: None,
        };
        match apply_money(conn, &loan, &payment, at).await? {
            Applied::Applied { .. } => {}
            other => return Err(bad(format!("payment not applied: {other:?}"))),
        }
    }
    Ok(())
}

/// The amount asked: a round figure within the first-time cap, by currency.
fn amount(who: &Borrower<'_>, random: &mut Sequence) -> String {
    if who.fund.currency.code() == "TZS" {
        (random.between(8, 38) * 50_000).to_string()
    } else {
        let cap = (who.fund.max_loan_minor / 100_000).min(95);
        (random.between(15, cap.max(16)) * 1_000).to_string()
    }
}

/// Writes one story of `who`; `first_time` when none of their loans was disbursed before.
pub async fn tell(
    tx: &mut Transaction<'static, Any>,
    who: &Borrower<'_>,
    story: Story,
    first_time: bool,
    staff: &Staff,
    random: &mut Sequence,
    now: i64,
) -> AppResult<()> {
    let client = actor(who.id, Role::Client);
    let interval = who.fund.repayment_interval_days;
    let asked = amount(who, random);
    let disbursed_days_ago = match story {
        Story::Open(status) => {
            let start = now - random.between(6, 20) * DAY;
            let id = apply(
                tx,
                who,
                &asked,
                "1",
                first_time,
                status == LoanStatus::Draft,
                start,
            )
            .await?;
            return open(tx, &id, status, &client, staff, start).await;
        }
        Story::Active { paid, next_due_in } => interval * (paid + 1) - next_due_in,
        Story::Closed { ended_days_ago } => interval * (182 / interval) + ended_days_ago,
        Story::WrittenOff => 300,
    };
    let years = if matches!(story, Story::Closed { .. }) {
        "0.5"
    } else {
        "1"
    };
    let paid_out = now - disbursed_days_ago * DAY;
    let id = apply(
        tx,
        who,
        &asked,
        years,
        first_time,
        false,
        paid_out - 12 * DAY,
    )
    .await?;
    act(
        tx,
        &id,
        LoanAction::Submit,
        &client,
        "",
        paid_out - 11 * DAY,
    )
    .await?;
    act(
        tx,
        &id,
        LoanAction::Review,
        &staff.processor,
        "",
        paid_out - 10 * DAY,
    )
    .await?;
    act(
        tx,
        &id,
        LoanAction::Recommend,
        &staff.processor,
        "",
        paid_out - 9 * DAY,
    )
    .await?;
    act(
        tx,
        &id,
        LoanAction::Approve,
        &staff.authorizer,
        "",
        paid_out - 8 * DAY,
    )
    .await?;
    disburse(tx, &id, &staff.authorizer, paid_out).await?;
    match story {
        Story::Active { paid, .. } => repay(tx, &id, &who.phone, paid).await,
        Story::Closed { .. } => repay(tx, &id, &who.phone, i64::MAX).await,
        Story::WrittenOff => {
            repay(tx, &id, &who.phone, 2).await?;
            let reason =
                "No payment for six months; the business closed and the client cannot be reached";
            act(
                tx,
                &id,
                LoanAction::WriteOff,
                &staff.super_admin,
                reason,
                now - 60 * DAY,
            )
            .await
        }
        Story::Open(_) => Ok(()),
    }
}

/// The steps that bring a new application to `status`, a day apart from `start`.
async fn open(
    tx: &mut Transaction<'static, Any>,
    id: &str,
    status: LoanStatus,
    client: &AuthUser,
    staff: &Staff,
    start: i64,
) -> AppResult<()> {
    use LoanAction::*;
    let p = &staff.processor;
    let a = &staff.authorizer;
    let steps: &[(LoanAction, &AuthUser, &str)] = match status {
        LoanStatus::Draft => &[],
        LoanStatus::Pending => &[(Submit, client, "")],
        LoanStatus::UnderReview => &[(Submit, client, ""), (Review, p, "")],
        LoanStatus::Returned => &[
            (Submit, client, ""),
            (Review, p, ""),
            (
                Return,
                p,
                "The business plan has no sales figures; add the last three months",
            ),
        ],
        LoanStatus::Recommended => &[(Submit, client, ""), (Review, p, ""), (Recommend, p, "")],
        LoanStatus::Approved => &[
            (Submit, client, ""),
            (Review, p, ""),
            (Recommend, p, ""),
            (Approve, a, ""),
        ],
        LoanStatus::Rejected => &[
            (Submit, client, ""),
            (Review, p, ""),
            (
                Reject,
                a,
                "The business is too new for this amount; apply again after six months of records",
            ),
        ],
        LoanStatus::Withdrawn => &[(Submit, client, ""), (Withdraw, client, "")],
        other => return Err(bad(format!("no opening story for {}", other.as_str()))),
    };
    for (n, (action, by, reason)) in steps.iter().enumerate() {
        let at = start + (i64::try_from(n).unwrap_or(0) + 1) * DAY;
        act(tx, id, *action, by, reason, at).await?;
    }
    Ok(())
}
