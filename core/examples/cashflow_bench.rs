//! How long core's cashflow summary takes over 100,000 records, natively, as the WASM package does
//! it: the phone's columns (kind codes, dates, amounts) read once into a `CashBook`, then one
//! summary of a range from it. Prints both times. The rows come from the same generator as
//! core-wasm/bench/cashflow.mjs, so both print the same figures. `cargo run --release -p portal-core --example cashflow_bench`
//! (scripts/bench-cashflow runs it).

use std::hint::black_box;
use std::time::Instant;

use portal_core::bookkeeping::cash_book::CashBook;

const ROWS: usize = 100_000;
const WARM_UP_RUNS: usize = 50;
const RUNS: usize = 31;
/// 2025-01-01 00:00 in Nairobi; the rows spread over two years from there.
const FIRST_DAY: i64 = 1_735_678_800;
const DAYS: u32 = 730;

/// The rows: kinds 1..=6, Nairobi midnights, amounts of up to 50,000.00 with two decimals.
fn columns() -> (Vec<u8>, Vec<f64>, Vec<f64>) {
    let mut state: u32 = 2026;
    let mut next = || {
        state = state.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        state
    };
    let (mut kinds, mut dates, mut amounts) = (
        Vec::with_capacity(ROWS),
        Vec::with_capacity(ROWS),
        Vec::with_capacity(ROWS),
    );
    for _ in 0..ROWS {
        let r = next();
        kinds.push(1 + (r % 6) as u8);
        dates.push((FIRST_DAY + i64::from((r >> 8) % DAYS) * 86_400) as f64);
        amounts.push(f64::from(next() % 5_000_000) / 100.0);
    }
    (kinds, dates, amounts)
}

fn median(mut times: Vec<f64>) -> f64 {
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

/// The median time of `work` in ms, after a warm-up, and its last result.
fn time<T>(mut work: impl FnMut() -> T) -> (f64, T) {
    for _ in 0..WARM_UP_RUNS {
        black_box(work());
    }
    let mut times = Vec::with_capacity(RUNS);
    let mut result = work();
    for _ in 0..RUNS {
        let began = Instant::now();
        result = black_box(work());
        times.push(began.elapsed().as_secs_f64() * 1000.0);
    }
    (median(times), result)
}

fn main() {
    let (kinds, dates, amounts) = columns();
    let (from, to) = (FIRST_DAY, FIRST_DAY + i64::from(DAYS) * 86_400 - 1);
    let (load_ms, book) =
        time(|| CashBook::from_columns(black_box(&kinds), black_box(&dates), black_box(&amounts)));
    let (ms, summary) = time(|| black_box(&book).summarize(from, to));
    println!(
        "native: {ms:.3} ms (median of {RUNS} runs, {ROWS} records; {} counted, revenue {}, net cashflow {})",
        summary.entries, summary.revenue, summary.net_cashflow
    );
    println!(
        "native load: {load_ms:.3} ms (the columns read into the book, once per change of records)"
    );
}
