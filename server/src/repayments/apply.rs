//! Applying money to a loan, the one way every channel (STK result, C2B confirmation, staff resolving
//! a payment kept for review) does it, inside the caller's transaction and after the caller locked
//! the loan: the receipt is recorded (once: a receipt seen before changes nothing), the money is
//! spread over the installments oldest first, the balance and credit are updated, a loan repaid in
//! full is closed with a history row and the SMS receipt is queued.

use portal_core::loans::lifecycle::{LoanAction, LoanStatus};
use portal_core::loans::repayment::{allocate, balance};
use portal_core::money::{from_minor, to_minor, Currency};
use sqlx::AnyConnection;

use super::model::LoanMoney;
use super::store::{self, NewRepayment};
use super::texts::{self, ReceiptText};
use crate::error::{AppError, AppResult};
use crate::outbox::store as outbox;
use crate::state::AppState;
use portal_core::loans::paybill::{account_number, applies_money};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Channel {
    Stk,
    C2b,
}

impl Channel {
    pub fn as_str(self) -> &'static str {
        match self {
            Channel::Stk => "stk",
            Channel::C2b => "c2b",
        }
    }

    pub fn parse(text: &str) -> Option<Channel> {
        [Channel::Stk, Channel::C2b]
            .into_iter()
            .find(|c| c.as_str() == text)
    }
}

#[derive(Debug, Clone)]
pub struct Incoming<'a> {
    pub receipt: &'a str,
    pub amount_minor: i64,
    pub channel: Channel,
    /// The payer's number when the provider tells it in the clear.
    pub msisdn: Option<&'a str>,
    /// The staff member who applied it by hand.
    pub recorded_by: Option<&'a str>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Applied {
    Applied {
        balance_minor: i64,
        credit_minor: i64,
        closed: bool,
    },
    /// The receipt was applied before: nothing changed.
    Duplicate,
    /// The loan does not take money in this status (not disbursed).
    NotRepayable(String),
}

fn money(amount: rust_decimal::Decimal) -> AppResult<i64> {
    to_minor(amount).map_err(|_| AppError::internal(format!("amount {amount} is not in cents")))
}

/// A number in the clear (digits in international form, which can take an SMS); None for a
/// number M-Pesa masked or hashed.
pub fn clear_phone(number: Option<&str>) -> Option<String> {
    number
        .map(str::trim)
        .filter(|n| n.len() >= 10 && n.bytes().all(|b| b.is_ascii_digit()))
        .map(str::to_owned)
}

/// Applies `payment` to `loan`, which the caller locked in this transaction (`store::lock_loan`)
/// and read there, and queues the SMS receipt. Nothing is written unless it returns
/// `Applied::Applied`.
pub async fn apply_to_loan(
    conn: &mut AnyConnection,
    state: &AppState,
    loan: &LoanMoney,
    payment: &Incoming<'_>,
    now: i64,
) -> AppResult<Applied> {
    let applied = apply_money(&mut *conn, loan, payment, now).await?;
    if let Applied::Applied {
        balance_minor,
        credit_minor,
        closed,
    } = applied
    {
        queue_receipt(
            conn,
            state,
            loan,
            payment,
            (balance_minor, credit_minor - loan.credit_minor, closed),
            now,
        )
        .await?;
    }
    Ok(applied)
}

/// The ledger part of `apply_to_loan`, without the SMS (the demo's past repayments use it alone).
pub async fn apply_money(
    conn: &mut AnyConnection,
    loan: &LoanMoney,
    payment: &Incoming<'_>,
    now: i64,
) -> AppResult<Applied> {
    if payment.amount_minor <= 0 || payment.receipt.trim().is_empty() {
        return Err(AppError::internal(
            "a payment needs an amount and a receipt",
        ));
    }
    let status = LoanStatus::parse(&loan.status)
        .ok_or_else(|| AppError::internal(format!("loan status {:?}", loan.status)))?;
    if !applies_money(status) {
        return Ok(Applied::NotRepayable(loan.status.clone()));
    }
    if store::receipt_known(&mut *conn, payment.receipt).await? {
        return Ok(Applied::Duplicate);
    }

    let mut installments = store::installments(&mut *conn, &loan.id).await?;
    let allocation = allocate(&installments, from_minor(payment.amount_minor));
    let credit = money(allocation.credit)?;
    let inserted = store::insert_repayment(
        &mut *conn,
        &NewRepayment {
            loan_id: &loan.id,
            amount_minor: payment.amount_minor,
            receipt: payment.receipt,
            channel: payment.channel.as_str(),
            msisdn: payment.msisdn,
            credit_minor: credit,
            recorded_by: payment.recorded_by,
        },
        now,
    )
    .await?;
    if !inserted {
        // Recorded for another loan between the check and here: nothing was written.
        return Ok(Applied::Duplicate);
    }
    for (index, share) in &allocation.to_installments {
        let row = &mut installments[*index];
        row.paid += *share;
        store::add_paid(&mut *conn, &loan.id, row.number, money(*share)?).await?;
    }
    let balance_minor = money(balance(&installments))?;
    let credit_minor = loan.credit_minor + credit;
    let closes = status == LoanStatus::Active && balance_minor == 0;
    let new_status = if closes {
        LoanAction::Close.moves().1
    } else {
        status
    };
    store::set_money(
        &mut *conn,
        &loan.id,
        balance_minor,
        credit_minor,
        new_status.as_str(),
        now,
    )
    .await?;
    if closes {
        store::system_history(
            &mut *conn,
            &loan.id,
            LoanAction::Close.as_str(),
            status.as_str(),
            new_status.as_str(),
            now,
        )
        .await?;
    }
    Ok(Applied::Applied {
        balance_minor,
        credit_minor,
        closed: closes,
    })
}

/// The SMS receipt of a payment just applied: (balance, this payment's credit, closed).
async fn queue_receipt(
    conn: &mut AnyConnection,
    state: &AppState,
    loan: &LoanMoney,
    payment: &Incoming<'_>,
    (balance_minor, credit, closes): (i64, i64, bool),
    now: i64,
) -> AppResult<()> {
    let (mpesa_phone, account_phone, language) =
        store::user_contact(&mut *conn, &loan.user_id).await?;
    let recipient = clear_phone(payment.msisdn)
        .or_else(|| clear_phone(mpesa_phone.as_deref()))
        .or_else(|| clear_phone(account_phone.as_deref()));
    if let Some(recipient) = recipient {
        let text = ReceiptText {
            receipt: payment.receipt,
            recipient: &recipient,
            account_number: &account_number(&loan.id),
            currency: Currency::parse(&loan.currency).unwrap_or(Currency::Kes),
            amount_minor: payment.amount_minor,
            balance_minor,
            credit_minor: credit,
            closed: closes,
            paid_at: now,
            language,
        };
        outbox::enqueue(&mut *conn, &texts::receipt(&state.config, &text), now).await?;
    }
    Ok(())
}

/// After the transaction that applied `payment` committed: the receipt SMS leaves now, and the log
/// says what happened.
pub fn after_commit(state: &AppState, loan_id: &str, payment: &Incoming<'_>, applied: &Applied) {
    if let Applied::Applied {
        balance_minor,
        closed,
        ..
    } = applied
    {
        state.wake_outbox();
        tracing::info!(loan = %loan_id, receipt = %payment.receipt, channel = payment.channel.as_str(),
            amount_minor = payment.amount_minor, balance_minor, closed, "repayment applied");
    }
}
