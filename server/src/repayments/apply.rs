//! Applying money to a loan, the one way every channel (STK callback, status query, C2B) does it: in
//! one transaction the receipt is recorded (once: a receipt seen before changes nothing), the money
//! is spread over the installments oldest first, the balance and credit are updated, a loan repaid in
//! full is closed with a history row, the STK request is marked paid and the SMS receipt is queued.

use portal_core::loans::lifecycle::{LoanAction, LoanStatus};
use portal_core::loans::repayment::{allocate, balance};
use portal_core::money::{from_minor, to_minor, Currency};

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
}

#[derive(Debug, Clone)]
pub struct Incoming<'a> {
    pub loan_id: &'a str,
    pub receipt: &'a str,
    pub amount_minor: i64,
    pub channel: Channel,
    /// The payer's number when the provider tells it in the clear.
    pub msisdn: Option<&'a str>,
    /// The STK request it settles, if any.
    pub checkout_request_id: Option<&'a str>,
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
    NoSuchLoan,
    /// The loan does not take money in this status (not disbursed).
    NotRepayable(String),
}

fn money(amount: rust_decimal::Decimal) -> AppResult<i64> {
    to_minor(amount).map_err(|_| AppError::internal(format!("amount {amount} is not in cents")))
}

/// A number that can take an SMS: digits in international form.
fn phone(number: Option<&str>) -> Option<String> {
    number
        .map(str::trim)
        .filter(|n| n.len() >= 10 && n.bytes().all(|b| b.is_ascii_digit()))
        .map(str::to_owned)
}

pub async fn apply_payment(state: &AppState, payment: &Incoming<'_>) -> AppResult<Applied> {
    if payment.amount_minor <= 0 || payment.receipt.trim().is_empty() {
        return Err(AppError::bad_request(
            "A payment needs an amount and a receipt",
        ));
    }
    let now = state.now();
    let mut tx = state.begin().await?;
    let Some(loan) = store::lock_loan(&mut tx, payment.loan_id, now).await? else {
        return Ok(Applied::NoSuchLoan);
    };
    let status = LoanStatus::parse(&loan.status)
        .ok_or_else(|| AppError::internal(format!("loan status {:?}", loan.status)))?;
    if !applies_money(status) {
        return Ok(Applied::NotRepayable(loan.status));
    }
    if store::receipt_known(&mut tx, payment.receipt).await? {
        if let Some(checkout) = payment.checkout_request_id {
            store::settle_request(
                &mut tx,
                checkout,
                "paid",
                0,
                "Paid",
                Some(payment.receipt),
                now,
            )
            .await?;
        }
        tx.commit().await?;
        return Ok(Applied::Duplicate);
    }

    let mut installments = store::installments(&mut tx, &loan.id).await?;
    let allocation = allocate(&installments, from_minor(payment.amount_minor));
    for (index, share) in &allocation.to_installments {
        let row = &mut installments[*index];
        row.paid += *share;
        store::add_paid(&mut tx, &loan.id, row.number, money(*share)?).await?;
    }
    let credit = money(allocation.credit)?;
    let inserted = store::insert_repayment(
        &mut tx,
        &NewRepayment {
            loan_id: &loan.id,
            amount_minor: payment.amount_minor,
            receipt: payment.receipt,
            channel: payment.channel.as_str(),
            msisdn: payment.msisdn,
            credit_minor: credit,
        },
        now,
    )
    .await?;
    if !inserted {
        // Recorded by another process between the check and here: leave everything as it was.
        tx.rollback().await?;
        return Ok(Applied::Duplicate);
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
        &mut tx,
        &loan.id,
        balance_minor,
        credit_minor,
        new_status.as_str(),
        now,
    )
    .await?;
    if closes {
        store::system_history(
            &mut tx,
            &loan.id,
            LoanAction::Close.as_str(),
            status.as_str(),
            new_status.as_str(),
            now,
        )
        .await?;
    }
    if let Some(checkout) = payment.checkout_request_id {
        store::settle_request(
            &mut tx,
            checkout,
            "paid",
            0,
            "Paid",
            Some(payment.receipt),
            now,
        )
        .await?;
    }

    let (mpesa_phone, account_phone, language) =
        store::user_contact(&mut tx, &loan.user_id).await?;
    let recipient = phone(payment.msisdn)
        .or_else(|| phone(mpesa_phone.as_deref()))
        .or_else(|| phone(account_phone.as_deref()));
    let queued = recipient.is_some();
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
        outbox::enqueue(&mut tx, &texts::receipt(&state.config, &text), now).await?;
    }
    tx.commit().await?;
    if queued {
        state.wake_outbox();
    }
    tracing::info!(loan = %loan.id, receipt = %payment.receipt, channel = payment.channel.as_str(),
        amount_minor = payment.amount_minor, balance_minor, closed = closes, "repayment applied");
    Ok(Applied::Applied {
        balance_minor,
        credit_minor,
        closed: closes,
    })
}
