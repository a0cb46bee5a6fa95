//! The loans table, read together with the fund's name and terms and the client's name and phone.

use portal_core::loans::lifecycle::LoanStatus;
use portal_core::loans::quote::LoanQuote;
use portal_core::money::from_minor;
use rust_decimal::Decimal;
use sqlx::any::AnyRow;
use sqlx::{Any, AnyPool, Executor, Row};

/// The quote's figures as stored (fixed when the amount is submitted).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Figures {
    pub amount_minor: i64,
    pub contribution_hundredths: i64,
    pub principal_minor: i64,
    pub interest_rate_hundredths: i64,
    pub payable_interest_minor: i64,
    pub total_minor: i64,
    pub installment_minor: i64,
    pub full_periods: i64,
    pub overflow_minor: i64,
    pub no_of_installments: i64,
    pub years_quarters: i64,
    pub interval_days: i64,
}

impl Figures {
    /// The quote back from storage, for the schedule.
    pub fn quote(&self) -> LoanQuote {
        LoanQuote {
            amount_b4_contrib: from_minor(self.amount_minor),
            principal: from_minor(self.principal_minor),
            payable_interest: from_minor(self.payable_interest_minor),
            total_to_pay: from_minor(self.total_minor),
            installment: from_minor(self.installment_minor),
            full_periods: u32::try_from(self.full_periods).unwrap_or(0),
            overflow_amount: from_minor(self.overflow_minor),
            no_of_installments: u32::try_from(self.no_of_installments).unwrap_or(0),
        }
    }

    pub fn interval(&self) -> u32 {
        u32::try_from(self.interval_days).unwrap_or(30)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loan {
    pub id: String,
    pub user_id: String,
    pub status: LoanStatus,
    pub flow: String,
    pub stage: String,
    pub proposal_file_id: Option<String>,
    pub loan_fund_id: Option<String>,
    pub currency: String,
    pub figures: Option<Figures>,
    pub name1: Option<String>,
    pub name2: Option<String>,
    pub id_number: Option<String>,
    pub details: String,
    pub approved_amount_minor: Option<i64>,
    pub balance_minor: i64,
    pub credit_minor: i64,
    pub recommended_by: Option<String>,
    pub disbursement_method: Option<String>,
    pub disbursement_reference: Option<String>,
    pub disbursed_at: Option<i64>,
    pub submitted_at: Option<i64>,
    pub created_at: i64,
    pub updated_at: i64,
    /// From the fund (None for staged applications).
    pub fund: Option<FundFacts>,
    pub client: ClientFacts,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FundFacts {
    pub name: String,
    pub max_loan_minor: i64,
    pub max_repay_quarters: i64,
    pub annual_interest_hundredths: i64,
    pub banded: bool,
    pub repayment_interval_days: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientFacts {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone_number: Option<String>,
    pub mpesa_phone: Option<String>,
}

impl Loan {
    pub fn principal(&self) -> Decimal {
        from_minor(self.figures.map_or(0, |f| f.principal_minor))
    }
}

pub const SELECT: &str = "SELECT l.id, l.user_id, l.status, l.flow, l.stage, l.proposal_file_id, l.loan_fund_id, \
     l.currency, l.amount_minor, l.contribution_hundredths, l.principal_minor, l.interest_rate_hundredths, \
     l.payable_interest_minor, l.total_minor, l.installment_minor, l.full_periods, l.overflow_minor, \
     l.no_of_installments, l.years_quarters, l.interval_days, l.name1, l.name2, l.id_number, l.details, \
     l.approved_amount_minor, l.balance_minor, l.credit_minor, l.recommended_by, l.disbursement_method, \
     l.disbursement_reference, l.disbursed_at, l.submitted_at, l.created_at, l.updated_at, \
     f.name AS fund_name, f.max_loan_minor AS fund_max_loan_minor, \
     f.max_repay_quarters AS fund_max_repay_quarters, \
     f.annual_interest_hundredths AS fund_interest_hundredths, f.banded AS fund_banded, \
     f.repayment_interval_days AS fund_interval_days, \
     u.first_name, u.last_name, u.email, u.phone_number, u.mpesa_phone \
     FROM loans l JOIN users u ON u.id = l.user_id LEFT JOIN loan_funds f ON f.id = l.loan_fund_id";

fn figures(row: &AnyRow) -> Result<Option<Figures>, sqlx::Error> {
    let Some(principal_minor) = row.try_get::<Option<i64>, _>("principal_minor")? else {
        return Ok(None);
    };
    let get = |name: &str| -> Result<i64, sqlx::Error> {
        Ok(row.try_get::<Option<i64>, _>(name)?.unwrap_or(0))
    };
    Ok(Some(Figures {
        amount_minor: get("amount_minor")?,
        contribution_hundredths: get("contribution_hundredths")?,
        principal_minor,
        interest_rate_hundredths: get("interest_rate_hundredths")?,
        payable_interest_minor: get("payable_interest_minor")?,
        total_minor: get("total_minor")?,
        installment_minor: get("installment_minor")?,
        full_periods: get("full_periods")?,
        overflow_minor: get("overflow_minor")?,
        no_of_installments: get("no_of_installments")?,
        years_quarters: get("years_quarters")?,
        interval_days: get("interval_days")?,
    }))
}

pub fn from_row(row: &AnyRow) -> Result<Loan, sqlx::Error> {
    let status: String = row.try_get("status")?;
    let fund = match row.try_get::<Option<String>, _>("fund_name")? {
        Some(name) => Some(FundFacts {
            name,
            max_loan_minor: row.try_get("fund_max_loan_minor")?,
            max_repay_quarters: row.try_get("fund_max_repay_quarters")?,
            annual_interest_hundredths: row.try_get("fund_interest_hundredths")?,
            banded: row.try_get::<i64, _>("fund_banded")? != 0,
            repayment_interval_days: row.try_get("fund_interval_days")?,
        }),
        None => None,
    };
    Ok(Loan {
        id: row.try_get("id")?,
        user_id: row.try_get("user_id")?,
        status: LoanStatus::parse(&status)
            .ok_or_else(|| sqlx::Error::Decode(format!("unknown loan status {status:?}").into()))?,
        flow: row.try_get("flow")?,
        stage: row.try_get("stage")?,
        proposal_file_id: row.try_get("proposal_file_id")?,
        loan_fund_id: row.try_get("loan_fund_id")?,
        currency: row.try_get("currency")?,
        figures: figures(row)?,
        name1: row.try_get("name1")?,
        name2: row.try_get("name2")?,
        id_number: row.try_get("id_number")?,
        details: row.try_get("details")?,
        approved_amount_minor: row.try_get("approved_amount_minor")?,
        balance_minor: row.try_get("balance_minor")?,
        credit_minor: row.try_get("credit_minor")?,
        recommended_by: row.try_get("recommended_by")?,
        disbursement_method: row.try_get("disbursement_method")?,
        disbursement_reference: row.try_get("disbursement_reference")?,
        disbursed_at: row.try_get("disbursed_at")?,
        submitted_at: row.try_get("submitted_at")?,
        created_at: row.try_get("created_at")?,
        updated_at: row.try_get("updated_at")?,
        fund,
        client: ClientFacts {
            first_name: row.try_get("first_name")?,
            last_name: row.try_get("last_name")?,
            email: row.try_get("email")?,
            phone_number: row.try_get("phone_number")?,
            mpesa_phone: row.try_get("mpesa_phone")?,
        },
    })
}

pub async fn find<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<Option<Loan>, sqlx::Error> {
    let sql = format!("{SELECT} WHERE l.id = $1");
    let row = sqlx::query(&sql).bind(id).fetch_optional(db).await?;
    row.as_ref().map(from_row).transpose()
}

/// A client's loans, newest first.
pub async fn of_user<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
) -> Result<Vec<Loan>, sqlx::Error> {
    let sql = format!("{SELECT} WHERE l.user_id = $1 ORDER BY l.created_at DESC, l.id DESC");
    let rows = sqlx::query(&sql).bind(user_id).fetch_all(db).await?;
    rows.iter().map(from_row).collect()
}

/// Loans in one status, newest change first.
pub async fn with_status(pool: &AnyPool, status: LoanStatus) -> Result<Vec<Loan>, sqlx::Error> {
    let sql = format!("{SELECT} WHERE l.status = $1 ORDER BY l.updated_at DESC, l.id DESC");
    let rows = sqlx::query(&sql)
        .bind(status.as_str())
        .fetch_all(pool)
        .await?;
    rows.iter().map(from_row).collect()
}

/// Takes the client's row lock for the rest of the transaction, so two requests of one client
/// (a second application, say) run one after the other on both databases.
pub async fn lock_client<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET updated_at = updated_at WHERE id = $1")
        .bind(user_id)
        .execute(db)
        .await?;
    Ok(())
}

pub struct NewLoan<'a> {
    pub id: &'a str,
    pub user_id: &'a str,
    pub flow: &'a str,
    pub stage: &'a str,
    pub currency: &'a str,
    pub proposal_file_id: Option<&'a str>,
    pub details: &'a str,
    pub now: i64,
}

/// A new draft.
pub async fn insert<'e>(
    db: impl Executor<'e, Database = Any>,
    loan: &NewLoan<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO loans (id, user_id, status, flow, stage, proposal_file_id, currency, details, created_at, updated_at) \
         VALUES ($1, $2, 'draft', $3, $4, $5, $6, $7, $8, $8)",
    )
    .bind(loan.id)
    .bind(loan.user_id)
    .bind(loan.flow)
    .bind(loan.stage)
    .bind(loan.proposal_file_id)
    .bind(loan.currency)
    .bind(loan.details)
    .bind(loan.now)
    .execute(db)
    .await?;
    Ok(())
}

/// Fixes the quote's figures, names and ID number on a draft. False when it is no longer a draft.
pub async fn set_figures<'e>(
    db: impl Executor<'e, Database = Any>,
    loan_id: &str,
    f: &Figures,
    names: (&str, &str, &str),
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE loans SET amount_minor = $1, contribution_hundredths = $2, principal_minor = $3, \
         interest_rate_hundredths = $4, payable_interest_minor = $5, total_minor = $6, installment_minor = $7, \
         full_periods = $8, overflow_minor = $9, no_of_installments = $10, years_quarters = $11, \
         interval_days = $12, name1 = $13, name2 = $14, id_number = $15, updated_at = $16 \
         WHERE id = $17 AND status = 'draft'",
    )
    .bind(f.amount_minor)
    .bind(f.contribution_hundredths)
    .bind(f.principal_minor)
    .bind(f.interest_rate_hundredths)
    .bind(f.payable_interest_minor)
    .bind(f.total_minor)
    .bind(f.installment_minor)
    .bind(f.full_periods)
    .bind(f.overflow_minor)
    .bind(f.no_of_installments)
    .bind(f.years_quarters)
    .bind(f.interval_days)
    .bind(names.0)
    .bind(names.1)
    .bind(names.2)
    .bind(now)
    .bind(loan_id)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Moves a draft's stage on, with its proposal, fund and details. False when the draft was not at
/// `from_stage` any more.
pub struct DraftChange<'a> {
    pub loan_id: &'a str,
    pub from_stage: &'a str,
    pub to_stage: &'a str,
    pub proposal_file_id: Option<&'a str>,
    pub loan_fund_id: Option<&'a str>,
    pub currency: &'a str,
    pub details: &'a str,
    pub now: i64,
}

pub async fn change_draft<'e>(
    db: impl Executor<'e, Database = Any>,
    change: &DraftChange<'_>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE loans SET stage = $1, proposal_file_id = $2, loan_fund_id = $3, currency = $4, details = $5, \
         updated_at = $6 WHERE id = $7 AND stage = $8 AND status = 'draft'",
    )
    .bind(change.to_stage)
    .bind(change.proposal_file_id)
    .bind(change.loan_fund_id)
    .bind(change.currency)
    .bind(change.details)
    .bind(change.now)
    .bind(change.loan_id)
    .bind(change.from_stage)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// A status change with what goes with it. False when the loan was not in `from` any more.
pub struct StatusChange<'a> {
    pub loan_id: &'a str,
    pub from: LoanStatus,
    pub to: LoanStatus,
    pub recommended_by: Option<&'a str>,
    pub approved_amount_minor: Option<i64>,
    pub submitted_at: Option<i64>,
    pub now: i64,
}

pub async fn change_status<'e>(
    db: impl Executor<'e, Database = Any>,
    change: &StatusChange<'_>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE loans SET status = $1, recommended_by = $2, approved_amount_minor = $3, submitted_at = $4, \
         updated_at = $5 WHERE id = $6 AND status = $7",
    )
    .bind(change.to.as_str())
    .bind(change.recommended_by)
    .bind(change.approved_amount_minor)
    .bind(change.submitted_at)
    .bind(change.now)
    .bind(change.loan_id)
    .bind(change.from.as_str())
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Marks an approved loan while M-Pesa is sending its money, so no second transfer (by M-Pesa or
/// bank) starts meanwhile; a mark older than `stale_before` (a server that stopped mid-way) may be
/// taken over. False when the loan is not approved or is being sent already.
pub const SENDING: &str = "mpesa_sending";

pub async fn claim_sending(
    pool: &AnyPool,
    loan_id: &str,
    now: i64,
    stale_before: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE loans SET disbursement_method = $1, updated_at = $2 WHERE id = $3 AND status = 'approved' \
         AND (disbursement_method IS NULL OR (disbursement_method = $1 AND updated_at < $4))",
    )
    .bind(SENDING)
    .bind(now)
    .bind(loan_id)
    .bind(stale_before)
    .execute(pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Takes the mark off after M-Pesa refused to send.
pub async fn release_sending(pool: &AnyPool, loan_id: &str) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE loans SET disbursement_method = NULL WHERE id = $1 AND status = 'approved' \
         AND disbursement_method = $2",
    )
    .bind(loan_id)
    .bind(SENDING)
    .execute(pool)
    .await?;
    Ok(())
}

pub struct Disbursement<'a> {
    pub loan_id: &'a str,
    pub approved_amount_minor: i64,
    pub balance_minor: i64,
    pub method: &'a str,
    pub reference: &'a str,
    pub now: i64,
}

/// approved → active with the money's details. An M-Pesa disbursement needs its own sending mark,
/// a bank one no mark at all. False when the loan was no longer approved (or marked otherwise).
pub async fn disburse<'e>(
    db: impl Executor<'e, Database = Any>,
    d: &Disbursement<'_>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE loans SET status = 'active', approved_amount_minor = $1, balance_minor = $2, \
         disbursement_method = $3, disbursement_reference = $4, disbursed_at = $5, updated_at = $5 \
         WHERE id = $6 AND status = 'approved' AND COALESCE(disbursement_method, '') = $7",
    )
    .bind(d.approved_amount_minor)
    .bind(d.balance_minor)
    .bind(d.method)
    .bind(d.reference)
    .bind(d.now)
    .bind(d.loan_id)
    .bind(if d.method == "mpesa" { SENDING } else { "" })
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Whether a disbursement already carries this reference.
pub async fn reference_taken(pool: &AnyPool, reference: &str) -> Result<bool, sqlx::Error> {
    let row = sqlx::query("SELECT COUNT(*) FROM loans WHERE disbursement_reference = $1")
        .bind(reference)
        .fetch_one(pool)
        .await?;
    Ok(row.try_get::<i64, _>(0)? > 0)
}
