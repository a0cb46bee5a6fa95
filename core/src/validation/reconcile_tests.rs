use proptest::prelude::*;
use rust_decimal::Decimal;

use super::*;
use crate::validation::sample::{sample_books, sample_statement, SampleOptions};
use crate::validation::statement::COMPLETED;
use crate::validation::tiers::Tier;

fn d(text: &str) -> Decimal {
    text.parse().expect("a decimal")
}

fn at(day: u32, hour: i64) -> i64 {
    crate::time::nairobi_midnight(2026, 3, day).expect("a day") + hour * 3600
}

fn transaction(receipt: &str, completed_at: i64, paid_in: &str, withdrawn: &str) -> Transaction {
    Transaction {
        receipt: receipt.to_owned(),
        completed_at,
        details: String::new(),
        status: COMPLETED.to_owned(),
        paid_in: d(paid_in),
        withdrawn: d(withdrawn),
        balance: Decimal::ZERO,
    }
}

fn entry(kind: CashKind, date: i64, minor: i64) -> CashEntry {
    CashEntry { kind, date, minor }
}

#[test]
fn a_month_is_compared_and_its_missing_records_listed() {
    let transactions = [
        transaction("A", at(2, 9), "1000", "0"),
        transaction("B", at(2, 10), "1000", "0"),
        transaction("C", at(3, 23), "0", "400"),
        transaction("D", at(4, 8), "0", "50"),
    ];
    let entries = [
        entry(CashKind::ProductSale, at(2, 0), 1_000 * 100),
        // The right amount a day late: no match.
        entry(CashKind::OperatingExpense, at(4, 1), 400 * 100),
        entry(CashKind::CostOfGoods, at(4, 20), 50 * 100),
        entry(CashKind::Investment, at(4, 20), 50 * 100),
    ];
    let result = reconcile(&transactions, &entries);
    assert_eq!(
        result.matches,
        [
            TransactionMatch::Matched(0),
            TransactionMatch::Unmatched,
            TransactionMatch::Unmatched,
            TransactionMatch::Matched(2),
        ]
    );
    assert_eq!(result.unmatched(), [1, 2]);
    let [march] = &result.months[..] else {
        panic!("one month");
    };
    assert_eq!((march.year, march.month, march.unmatched), (2026, 3, 2));
    assert_eq!(march.money_in.percent, Some(d("50.00")));
    assert_eq!(march.money_in.tier, Tier::OverNine);
    assert_eq!(march.money_out.statement, d("450"));
    assert_eq!(march.money_out.tier, Tier::None);
}

#[test]
fn a_quiet_month_inside_the_statement_is_kept() {
    let june = crate::time::nairobi_midnight(2026, 6, 1).expect("a day");
    let transactions = [
        transaction("A", at(2, 9), "10", "0"),
        transaction("B", june, "10", "0"),
    ];
    let months = statement_months(&transactions);
    let listed: Vec<u32> = months.iter().map(|m| m.month).collect();
    assert_eq!(listed, [3, 4, 5, 6]);
    let books = [MonthTotals {
        year: 2026,
        month: 4,
        money_in: d("5"),
        money_out: d("0"),
    }];
    let compared = compare_months(&months, &books);
    assert_eq!(compared[1].money_in.percent, None);
    assert_eq!(compared[1].money_in.tier, Tier::OverNine);
    assert_eq!(compared[2].money_in.tier, Tier::None);
}

#[test]
fn a_transaction_that_failed_is_not_counted() {
    let mut failed = transaction("A", at(2, 9), "10", "0");
    failed.status = "Failed".to_owned();
    let entries = [entry(CashKind::ServiceSale, at(2, 9), 10 * 100)];
    let result = reconcile(&[failed], &entries);
    assert_eq!(result.matches, [TransactionMatch::NotCounted]);
    assert_eq!(result.months[0].money_in.statement, Decimal::ZERO);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Every transaction is matched, unmatched or not counted, exactly once; no record serves
    /// twice; a match agrees in day, side and amount; and an unmatched transaction leaves no free
    /// record it could have taken.
    #[test]
    fn every_transaction_is_matched_or_unmatched_exactly_once(seed in any::<u64>(), count in 1usize..150) {
        let statement = sample_statement(&SampleOptions { seed, months: 2, transactions: count, ..SampleOptions::default() });
        let entries = sample_books(&statement, seed ^ 1);
        let transactions = &statement.transactions;
        let result = reconcile(transactions, &entries);
        prop_assert_eq!(result.matches.len(), transactions.len());
        let mut used = vec![false; entries.len()];
        for (t, m) in transactions.iter().zip(&result.matches) {
            if let TransactionMatch::Matched(i) = *m {
                prop_assert!(!used[i], "record {} matched twice", i);
                used[i] = true;
                prop_assert_eq!(Some((nairobi_day_number(entries[i].date), is_sale(entries[i].kind).unwrap_or(true), entries[i].minor)), match_key(t));
            }
        }
        for (t, m) in transactions.iter().zip(&result.matches) {
            if *m == TransactionMatch::Unmatched {
                let key = match_key(t);
                let free = entries.iter().enumerate().any(|(i, e)| !used[i]
                    && is_sale(e.kind).is_some()
                    && Some((nairobi_day_number(e.date), is_sale(e.kind).unwrap_or(true), e.minor)) == key);
                prop_assert!(!free);
            }
        }
        let counted: usize = result.months.iter().map(|m| m.unmatched).sum();
        prop_assert_eq!(counted, result.unmatched().len());
    }

    /// The months' statement sums add up to the completed transactions' money in and out.
    #[test]
    fn the_months_hold_all_the_money(seed in any::<u64>(), count in 1usize..150) {
        let statement = sample_statement(&SampleOptions { seed, months: 4, transactions: count, ..SampleOptions::default() });
        let months = statement_months(&statement.transactions);
        let money_in: Decimal = months.iter().map(|m| m.money_in).sum();
        let paid_in: Decimal = statement.transactions.iter().map(|t| t.paid_in).sum();
        prop_assert_eq!(money_in, paid_in);
        let money_out: Decimal = months.iter().map(|m| m.money_out).sum();
        let withdrawn: Decimal = statement.transactions.iter().map(|t| t.withdrawn).sum();
        prop_assert_eq!(money_out, withdrawn);
    }
}
