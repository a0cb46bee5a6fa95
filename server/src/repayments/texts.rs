//! What the repayment SMS says: the amount, the receipt, and what is left (or that the loan is repaid).

use portal_core::language::Language;
use portal_core::money::{format_money, from_minor, Currency};
use portal_core::time::format_date_time;

use crate::config::Config;
use crate::outbox::model::{Channel, NewMessage};

pub struct ReceiptText<'a> {
    pub receipt: &'a str,
    pub recipient: &'a str,
    pub account_number: &'a str,
    pub currency: Currency,
    pub amount_minor: i64,
    pub balance_minor: i64,
    /// Of this payment, what went beyond the balance.
    pub credit_minor: i64,
    pub closed: bool,
    pub paid_at: i64,
    pub language: Language,
}

/// One per receipt (`repayment:{receipt}`), so a repeated callback never sends a second SMS.
pub fn receipt(config: &Config, text: &ReceiptText) -> NewMessage {
    let product = &config.product_name;
    let money = |minor: i64| format_money(from_minor(minor), text.currency);
    let (account, when, receipt) = (
        text.account_number,
        format_date_time(text.paid_at),
        text.receipt,
    );
    let amount = money(text.amount_minor);
    let swahili = text.language == Language::Swahili;
    let mut body = if swahili {
        format!("{product}: tumepokea {amount} kwa mkopo {account} tarehe {when}.\nRisiti ya M-Pesa: {receipt}\n")
    } else {
        format!("{product}: we received {amount} for loan {account} on {when}.\nM-Pesa receipt: {receipt}\n")
    };
    body.push_str(&match (text.closed, swahili) {
        (true, false) => "Your loan is fully repaid. Thank you!".to_owned(),
        (true, true) => "Mkopo wako umelipwa wote. Asante!".to_owned(),
        (false, false) => format!("Balance: {}", money(text.balance_minor)),
        (false, true) => format!("Salio: {}", money(text.balance_minor)),
    });
    if text.credit_minor > 0 {
        let credit = money(text.credit_minor);
        body.push_str(&if swahili {
            format!("\n{credit} zaidi ya deni lako zimewekwa kama salio la akiba.")
        } else {
            format!("\n{credit} more than you owed is kept as credit.")
        });
    }
    let subject = if swahili {
        format!("{product}: malipo yamepokelewa")
    } else {
        format!("{product} payment received")
    };
    NewMessage {
        dedupe_key: format!("repayment:{}", text.receipt),
        channel: Channel::Sms,
        recipient: text.recipient.to_owned(),
        subject,
        body,
    }
}
