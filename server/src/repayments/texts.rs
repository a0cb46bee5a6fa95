//! What the repayment SMS says: the amount, the receipt, and what is left (or that the loan is repaid).

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
}

/// One per receipt (`repayment:{receipt}`), so a repeated callback never sends a second SMS.
pub fn receipt(config: &Config, text: &ReceiptText) -> NewMessage {
    let product = &config.product_name;
    let money = |minor: i64| format_money(from_minor(minor), text.currency);
    let mut body = format!(
        "{product}: we received {} for loan {} on {}.\nM-Pesa receipt: {}\n",
        money(text.amount_minor),
        text.account_number,
        format_date_time(text.paid_at),
        text.receipt
    );
    if text.closed {
        body.push_str("Your loan is fully repaid. Thank you!");
    } else {
        body.push_str(&format!("Balance: {}", money(text.balance_minor)));
    }
    if text.credit_minor > 0 {
        body.push_str(&format!(
            "\n{} more than you owed is kept as credit.",
            money(text.credit_minor)
        ));
    }
    NewMessage {
        dedupe_key: format!("repayment:{}", text.receipt),
        channel: Channel::Sms,
        recipient: text.recipient.to_owned(),
        subject: format!("{product} payment received"),
        body,
    }
}
