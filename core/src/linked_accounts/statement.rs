//! A linked account's transactions as the financial validation reads a statement: each one a row
//! of the M-Pesa full-statement layout (credit → Paid In, debit → Withdrawn, the balance as the
//! provider gives it, status Completed), and the statement for a period as CSV, written by the
//! validation's own writer so its reader takes it back.

use super::model::{AccountInfo, Direction, LinkedTransaction};
use super::period::Period;
use crate::money::from_minor;
use crate::validation::sample::write_csv;
use crate::validation::statement::COMPLETED;
use crate::validation::{chronological_order, Statement, StatementHeader, Transaction};
use rust_decimal::Decimal;

/// One provider transaction as a statement row.
pub fn validation_transaction(t: &LinkedTransaction) -> Transaction {
    let amount = from_minor(t.amount_minor.max(0));
    let (paid_in, withdrawn) = match t.direction {
        Direction::Credit => (amount, Decimal::ZERO),
        Direction::Debit => (Decimal::ZERO, amount),
    };
    Transaction {
        receipt: t.id.clone(),
        completed_at: t.at,
        details: t.narration.clone(),
        status: COMPLETED.to_owned(),
        paid_in,
        withdrawn,
        balance: from_minor(t.balance_minor),
    }
}

/// The transactions as statement rows, in the order given.
pub fn validation_transactions(transactions: &[LinkedTransaction]) -> Vec<Transaction> {
    transactions.iter().map(validation_transaction).collect()
}

/// The transactions of `period` as statement rows, newest first (M-Pesa's order; rows of one
/// second keep the order the money moved in, whichever order the provider listed them): what the
/// financial validation takes as a statement.
pub fn statement_rows(period: &Period, transactions: &[LinkedTransaction]) -> Vec<Transaction> {
    let inside: Vec<Transaction> = transactions
        .iter()
        .filter(|t| period.contains(t.at))
        .map(validation_transaction)
        .collect();
    let mut order = chronological_order(&inside);
    order.reverse();
    order.into_iter().map(|i| inside[i].clone()).collect()
}

/// The statement of `period`: the holder's name, the masked number and the period in its header,
/// then `statement_rows`.
pub fn statement(
    account: &AccountInfo,
    period: &Period,
    transactions: &[LinkedTransaction],
) -> Statement {
    Statement {
        header: StatementHeader {
            customer_name: account.account_name.clone(),
            mobile_number: account.account_number.clone(),
            period: period.label(),
        },
        transactions: statement_rows(period, transactions),
    }
}

/// The statement of `period` as CSV in the M-Pesa full-statement layout.
pub fn statement_csv(
    account: &AccountInfo,
    period: &Period,
    transactions: &[LinkedTransaction],
) -> String {
    write_csv(&statement(account, period, transactions))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::linked_accounts::period::read_day;
    use crate::time::nairobi_midnight;
    use crate::validation::{read_checked_csv, StatementError};

    fn dec(text: &str) -> Decimal {
        text.parse().expect("a decimal")
    }

    fn tx(id: &str, at: i64, direction: Direction, amount: i64, balance: i64) -> LinkedTransaction {
        LinkedTransaction {
            id: id.to_owned(),
            at,
            narration: format!("Payment {id}, shop"),
            direction,
            amount_minor: amount,
            balance_minor: balance,
        }
    }

    fn account() -> AccountInfo {
        AccountInfo {
            institution: "M-PESA".to_owned(),
            account_name: "AMANI MFANO".to_owned(),
            account_number: "******5678".to_owned(),
            account_type: "Mobile money wallet".to_owned(),
            currency: "KES".to_owned(),
            balance_minor: 0,
        }
    }

    #[test]
    fn credits_are_paid_in_and_debits_withdrawn() {
        let credit = validation_transaction(&tx("A1", 100, Direction::Credit, 150_050, 250_050));
        assert_eq!(credit.receipt, "A1");
        assert_eq!(credit.completed_at, 100);
        assert_eq!(credit.details, "Payment A1, shop");
        assert_eq!(credit.paid_in, dec("1500.50"));
        assert_eq!(credit.withdrawn, Decimal::ZERO);
        assert_eq!(credit.balance, dec("2500.50"));
        assert!(credit.is_completed());
        let debit = validation_transaction(&tx("B2", 200, Direction::Debit, 99, 249_951));
        assert_eq!(debit.paid_in, Decimal::ZERO);
        assert_eq!(debit.withdrawn, dec("0.99"));
        assert_eq!(debit.balance, dec("2499.51"));
        assert_eq!(
            validation_transactions(&[tx("C", 1, Direction::Credit, 1, 1)]).len(),
            1
        );
    }

    #[test]
    fn the_statement_is_the_period_newest_first_and_reads_back() {
        let day = |d: u32| nairobi_midnight(2026, 3, d).expect("a day");
        // As Mono lists them: newest first; B and its charge C share a second.
        let listed = [
            tx("D", day(20) + 10, Direction::Credit, 5_000, 16_000),
            tx("C", day(12) + 60, Direction::Debit, 1_000, 11_000),
            tx("B", day(12) + 60, Direction::Debit, 8_000, 12_000),
            tx("A", day(10) + 5, Direction::Credit, 10_000, 20_000),
            tx("Z", day(1) + 5, Direction::Credit, 10_000, 10_000),
        ];
        let period = Period {
            from: read_day("2026-03-05").expect("day"),
            to: read_day("2026-03-31").expect("day"),
        };
        let statement = statement(&account(), &period, &listed);
        let receipts: Vec<&str> = statement
            .transactions
            .iter()
            .map(|t| t.receipt.as_str())
            .collect();
        assert_eq!(receipts, ["D", "C", "B", "A"]);
        assert_eq!(statement.header.customer_name, "AMANI MFANO");
        assert_eq!(statement.header.mobile_number, "******5678");
        assert_eq!(statement.header.period, "05 Mar 2026 - 31 Mar 2026");

        let csv = statement_csv(&account(), &period, &listed);
        let read = read_checked_csv(csv.as_bytes()).expect("its balances add up");
        assert_eq!(read, statement);

        let mut altered = listed.clone();
        altered[1].amount_minor += 100;
        let csv = statement_csv(&account(), &period, &altered);
        assert!(matches!(
            read_checked_csv(csv.as_bytes()),
            Err(StatementError::Altered { .. })
        ));
    }
}
