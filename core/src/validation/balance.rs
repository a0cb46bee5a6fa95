//! The running-balance check: taken in the order the money moved (by completion time; M-Pesa lists
//! the newest first, an exported file may list the oldest first), each balance must be the one
//! before plus what was paid in less what was withdrawn. A transaction that did not complete
//! moves no money, so its balance must equal the one before. The oldest row has nothing before it:
//! its balance opens the check. Any break refuses the statement as altered, naming the receipt
//! where the balances first stop adding up.

use super::statement::{StatementError, Transaction};

/// The transactions' indexes in the order the money moved: by completion time, and rows of the
/// same second in the order the file implies (reversed when the file lists the newest first).
pub fn chronological_order(transactions: &[Transaction]) -> Vec<usize> {
    let newest_first = match (transactions.first(), transactions.last()) {
        (Some(first), Some(last)) => first.completed_at > last.completed_at,
        _ => false,
    };
    let mut order: Vec<usize> = (0..transactions.len()).collect();
    if newest_first {
        order.reverse();
    }
    order.sort_by_key(|&i| transactions[i].completed_at);
    order
}

/// Ok when every balance follows from the one before; else the receipt where it first breaks.
pub fn check_balances(transactions: &[Transaction]) -> Result<(), StatementError> {
    let order = chronological_order(transactions);
    for pair in order.windows(2) {
        let (before, this) = (&transactions[pair[0]], &transactions[pair[1]]);
        let expected = if this.is_completed() {
            before.balance + this.paid_in - this.withdrawn
        } else {
            before.balance
        };
        if this.balance != expected {
            return Err(StatementError::Altered {
                receipt: this.receipt.clone(),
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validation::sample::{alter_amount, sample_statement, SampleOptions};
    use proptest::prelude::*;

    fn options(seed: u64, transactions: usize, newest_first: bool) -> SampleOptions {
        SampleOptions {
            seed,
            months: 3,
            transactions,
            newest_first,
            ..SampleOptions::default()
        }
    }

    #[test]
    fn a_clean_statement_passes_in_either_order() {
        for newest_first in [true, false] {
            let statement = sample_statement(&options(7, 300, newest_first));
            assert_eq!(check_balances(&statement.transactions), Ok(()));
        }
    }

    #[test]
    fn an_altered_amount_names_its_receipt() {
        let statement = sample_statement(&options(7, 50, true));
        let altered = alter_amount(&statement, 10);
        assert_eq!(
            check_balances(&altered.transactions),
            Err(StatementError::Altered {
                receipt: statement.transactions[10].receipt.clone()
            })
        );
    }

    fn row(receipt: &str, at: i64, paid_in: i64, withdrawn: i64, balance: i64) -> Transaction {
        Transaction {
            receipt: receipt.to_owned(),
            completed_at: at,
            details: String::new(),
            status: crate::validation::statement::COMPLETED.to_owned(),
            paid_in: paid_in.into(),
            withdrawn: withdrawn.into(),
            balance: balance.into(),
        }
    }

    #[test]
    fn a_failed_transaction_leaves_the_balance_and_a_shared_second_keeps_the_file_order() {
        let mut failed = row("C", 200, 0, 900, 70);
        failed.status = "Failed".to_owned();
        // Newest first, as M-Pesa lists: B and its charge A share a second.
        let rows = [
            failed.clone(),
            row("A", 100, 0, 30, 70),
            row("B", 100, 0, 400, 100),
            row("O", 50, 500, 0, 500),
        ];
        assert_eq!(check_balances(&rows), Ok(()));
        assert_eq!(chronological_order(&rows), [3, 2, 1, 0]);
        let mut moved = rows.clone();
        moved[0].balance = 70.into();
        moved[0].status = "Completed".to_owned();
        assert_eq!(
            check_balances(&moved),
            Err(StatementError::Altered {
                receipt: "C".to_owned()
            })
        );
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        #[test]
        fn any_clean_statement_passes(seed in any::<u64>(), count in 1usize..120, newest_first in any::<bool>()) {
            let statement = sample_statement(&options(seed, count, newest_first));
            prop_assert_eq!(check_balances(&statement.transactions), Ok(()));
        }

        /// Any amount but the oldest row's (which only moves the unseen opening balance).
        #[test]
        fn changing_one_amount_is_caught(seed in any::<u64>(), count in 2usize..120, pick in any::<prop::sample::Index>(), newest_first in any::<bool>()) {
            let statement = sample_statement(&options(seed, count, newest_first));
            let order = chronological_order(&statement.transactions);
            let index = order[1 + pick.index(count - 1)];
            let altered = alter_amount(&statement, index);
            prop_assert!(check_balances(&altered.transactions).is_err());
        }
    }
}
