//! The sample statements written as CSV and read back.

use super::sample::{alter_amount, sample_statement, write_csv, SampleOptions};
use super::{read_checked_csv, read_csv, StatementError};

fn options(seed: u64) -> SampleOptions {
    SampleOptions {
        seed,
        months: 12,
        transactions: 400,
        ..SampleOptions::default()
    }
}

#[test]
fn a_statement_csv_reads_back_as_written() {
    for newest_first in [true, false] {
        let written = sample_statement(&SampleOptions {
            newest_first,
            ..options(3)
        });
        let read = read_checked_csv(write_csv(&written).as_bytes()).expect("clean");
        assert_eq!(read, written);
    }
}

#[test]
fn an_altered_csv_is_refused_naming_the_receipt() {
    let written = sample_statement(&options(3));
    let altered = write_csv(&alter_amount(&written, 123));
    assert!(
        read_csv(&altered).is_ok(),
        "readable, only its figures are wrong"
    );
    assert_eq!(
        read_checked_csv(altered.as_bytes()),
        Err(StatementError::Altered {
            receipt: written.transactions[123].receipt.clone()
        })
    );
}

#[test]
fn the_same_seed_gives_the_same_statement() {
    let one = write_csv(&sample_statement(&options(9)));
    assert_eq!(one, write_csv(&sample_statement(&options(9))));
    assert_ne!(one, write_csv(&sample_statement(&options(10))));
    let year = sample_statement(&options(9));
    assert_eq!(year.header.period, "01 Jan 2026 - 31 Dec 2026");
    assert_eq!(year.transactions.len(), 400);
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(24))]

    /// Any generated statement, in either order, reads back from its CSV as written and passes.
    #[test]
    fn any_statement_round_trips_through_csv(seed in proptest::prelude::any::<u64>(), count in 1usize..200, newest_first in proptest::prelude::any::<bool>()) {
        let written = sample_statement(&SampleOptions { seed, months: 5, transactions: count, newest_first, ..SampleOptions::default() });
        proptest::prop_assert_eq!(read_checked_csv(write_csv(&written).as_bytes()), Ok(written));
    }
}
