//! How many loan quotes with their full schedule core computes per second, natively.
//! `cargo run --release -p portal-core --example schedule_bench` (scripts/bench-loans runs it).

use std::hint::black_box;
use std::time::{Duration, Instant};

use chrono::NaiveDate;
use portal_core::loans::quote::{payments_per_year, quote, LoanTerms};
use portal_core::loans::schedule::schedule;
use rust_decimal::Decimal;

/// A spread of fund settings: amounts, contributions, quarter-year periods, intervals, rates.
fn cases() -> Vec<(LoanTerms, u32)> {
    let mut cases = Vec::new();
    for (i, interval) in [7u32, 14, 30, 31, 91].into_iter().enumerate() {
        for quarters in [2i64, 4, 6, 8] {
            for contribution in [10i64, 20, 30, 50] {
                let amount = Decimal::from(50_000 + 37_513 * (i as i64 + quarters + contribution));
                cases.push((
                    LoanTerms {
                        amount,
                        contribution: Decimal::from(contribution),
                        years: Decimal::new(quarters * 25, 2),
                        payments_per_year: payments_per_year(interval).unwrap_or(Decimal::ONE),
                        interest_rate: Decimal::new(1_200 - 125 * i as i64, 2),
                    },
                    interval,
                ));
            }
        }
    }
    cases
}

fn main() {
    let cases = cases();
    let start_day = NaiveDate::from_ymd_opt(2026, 11, 23).unwrap_or_default();
    let budget = Duration::from_secs(2);
    let began = Instant::now();
    let (mut schedules, mut installments) = (0u64, 0u64);
    while began.elapsed() < budget {
        for (terms, interval) in &cases {
            if let Ok(q) = quote(black_box(terms)) {
                installments += schedule(&q, start_day, *interval).len() as u64;
                schedules += 1;
            }
        }
    }
    let seconds = began.elapsed().as_secs_f64();
    println!(
        "native: {:.0} schedules/s ({:.0} installments/s, {:.1} installments per schedule)",
        schedules as f64 / seconds,
        installments as f64 / seconds,
        installments as f64 / schedules.max(1) as f64
    );
}
