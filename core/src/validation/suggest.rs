//! The DigiKua record that would match a transaction with none (docs/validation.md, the report's
//! `suggested`): money in a sale, money out an operating expense of type Other, of the transaction's
//! time and exact amount, so one tap on the phone records it. The phone fills what only it knows:
//! the record's id and business, and for a sale the item sold (`nature`, `variantId`).

use crate::bookkeeping::records::{Expense, Sale};
use crate::bookkeeping::validate::MAX_TEXT_CHARS;
use crate::bookkeeping::Record;

use super::statement::Transaction;

/// Who the money came from or went to, as the details name them: the first number of five or more
/// digits (M-Pesa masks a phone with asterisks), else the receipt.
fn counterparty(t: &Transaction) -> String {
    t.details
        .split(|c: char| !(c.is_ascii_digit() || c == '*'))
        .find(|token| token.chars().filter(char::is_ascii_digit).count() >= 5)
        .map_or_else(|| t.receipt.clone(), str::to_owned)
}

/// The record suggested for `t`; None when it moved no money.
pub fn suggested_record(t: &Transaction) -> Option<Record> {
    if !t.paid_in.is_zero() {
        return Some(Record::Sale(Sale {
            quantity: Some(1.into()),
            revenue: Some(t.paid_in),
            date_sold: Some(t.completed_at),
            type_of_sale: "mpesa".to_owned(),
            client_phone: counterparty(t),
            date_added: t.completed_at,
            last_edited: t.completed_at,
            ..Sale::default()
        }));
    }
    if t.withdrawn.is_zero() {
        return None;
    }
    let details = t.details.trim();
    let name = if details.is_empty() {
        format!("M-Pesa {}", t.receipt)
    } else {
        details.chars().take(MAX_TEXT_CHARS).collect()
    };
    Some(Record::Expense(Expense {
        nature: "OpEx".to_owned(),
        name,
        amount_spent: Some(t.withdrawn),
        transaction_date: Some(t.completed_at),
        type_of_expense: "other".to_owned(),
        supplier_phone: counterparty(t),
        date_added: t.completed_at,
        last_edited: t.completed_at,
        ..Expense::default()
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bookkeeping::cashflow::CashKind;
    use rust_decimal::Decimal;

    fn transaction(details: &str, paid_in: &str, withdrawn: &str) -> Transaction {
        Transaction {
            receipt: "ULBXR361K4".into(),
            completed_at: 1_767_258_000,
            details: details.into(),
            status: "Completed".into(),
            paid_in: paid_in.parse().expect("amount"),
            withdrawn: withdrawn.parse().expect("amount"),
            balance: Decimal::ZERO,
        }
    }

    #[test]
    fn money_in_is_a_sale_and_money_out_an_expense_of_the_same_day_and_amount() {
        let t = transaction(
            "Customer Transfer from 2547******123 - AMANI MFANO",
            "1500.50",
            "0",
        );
        let Some(Record::Sale(sale)) = suggested_record(&t) else {
            panic!("a sale");
        };
        assert_eq!(sale.revenue, Some("1500.50".parse().expect("amount")));
        assert_eq!(sale.date_sold, Some(t.completed_at));
        assert_eq!(sale.client_phone, "2547******123");
        assert_eq!(sale.type_of_sale, "mpesa");
        let t = transaction("Merchant Payment to 915943 - MFANO AGROVET", "0", "3926");
        let record = suggested_record(&t).expect("an expense");
        let entry = record.cash_entry().expect("an amount in the cashflow");
        assert_eq!(
            (entry.kind, entry.date, entry.minor),
            (CashKind::OperatingExpense, t.completed_at, 392_600)
        );
        let Record::Expense(expense) = record else {
            panic!("an expense");
        };
        assert_eq!(expense.supplier_phone, "915943");
        assert_eq!(expense.name, "Merchant Payment to 915943 - MFANO AGROVET");
        assert_eq!(suggested_record(&transaction("Nothing", "0", "0")), None);
        let t = transaction("Fee", "0", "10");
        let Some(Record::Expense(expense)) = suggested_record(&t) else {
            panic!("an expense");
        };
        assert_eq!(expense.supplier_phone, "ULBXR361K4");
    }
}
