//! How long reading, checking and reconciling an M-Pesa statement takes natively: a made-up
//! 12-month statement of 5,000 transactions (docs/validation.md), read from CSV and, with
//! `--features pdf-read`, from PDF; its running balance checked; reconciled with the DigiKua
//! records kept beside it. Prints each time and its ratio to the reach (1 s).
//! `scripts/bench-statements` runs it: `cargo run --release -p portal-core --features pdf-read
//! --example statement_bench`.

use std::hint::black_box;
use std::time::Instant;

use portal_core::bookkeeping::cashflow::CashEntry;
use portal_core::validation::sample::{sample_books, sample_statement, write_csv, SampleOptions};
use portal_core::validation::{check_balances, read_csv, reconcile, Reconciliation, Statement};

const REACH_MS: f64 = 1000.0;
const RUNS: usize = 11;

fn median(mut times: Vec<f64>) -> f64 {
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

/// The median time of `work` in ms over `RUNS` runs after one warm-up, and its last result.
fn time<T>(mut work: impl FnMut() -> T) -> (f64, T) {
    let mut result = black_box(work());
    let times = (0..RUNS)
        .map(|_| {
            let began = Instant::now();
            result = black_box(work());
            began.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    (median(times), result)
}

fn checked_and_reconciled(statement: Statement, books: &[CashEntry]) -> Reconciliation {
    check_balances(&statement.transactions).expect("a clean statement");
    reconcile(&statement.transactions, books)
}

fn report(what: &str, ms: f64, result: &Reconciliation) {
    let unmatched = result.unmatched().len();
    println!(
        "native {what}: {ms:.2} ms (read + check + reconcile, median of {RUNS}; {} months, {unmatched} unmatched); ratio to the {REACH_MS} ms reach: {:.4}",
        result.months.len(),
        ms / REACH_MS
    );
}

fn main() {
    let statement = sample_statement(&SampleOptions::default());
    let books = sample_books(&statement, 7);
    let csv = write_csv(&statement);
    let (ms, result) =
        time(|| checked_and_reconciled(read_csv(black_box(&csv)).expect("readable"), &books));
    report("csv", ms, &result);
    let (ms, _) = time(|| check_balances(black_box(&statement.transactions)));
    println!("native check alone: {ms:.3} ms");
    let (ms, _) = time(|| reconcile(black_box(&statement.transactions), &books));
    println!("native reconcile alone: {ms:.3} ms");
    pdf(&statement, &books);
}

#[cfg(feature = "pdf-read")]
fn pdf(statement: &Statement, books: &[CashEntry]) {
    use portal_core::validation::pdf_read::read_pdf;
    use portal_core::validation::protect::protect_pdf;
    use portal_core::validation::sample::write_pdf;

    let pdf = write_pdf(statement);
    let (ms, result) =
        time(|| checked_and_reconciled(read_pdf(black_box(&pdf), None).expect("readable"), books));
    report("pdf", ms, &result);
    let protected = protect_pdf(&pdf, "2026").expect("protected");
    let (ms, result) = time(|| {
        checked_and_reconciled(
            read_pdf(black_box(&protected), Some("2026")).expect("readable"),
            books,
        )
    });
    report("protected pdf", ms, &result);
}

#[cfg(not(feature = "pdf-read"))]
fn pdf(_: &Statement, _: &[CashEntry]) {
    println!("pdf: not measured (build with --features pdf-read)");
}
