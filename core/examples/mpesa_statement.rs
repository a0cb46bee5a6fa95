//! Writes made-up statements in the M-Pesa full-statement layout (docs/validation.md): clean and
//! altered, as CSV and PDF, and a password-protected PDF when built with `--features pdf-read`;
//! and the DigiKua records kept beside it, as the cash summary's columns (`books-columns.csv`).
//! Seeded and deterministic; every name and number is invented.
//!
//! `cargo run -p portal-core --features pdf-read --example mpesa_statement -- [--out DIR]
//! [--seed N] [--from YYYY-MM] [--months N] [--transactions N] [--password TEXT] [--oldest-first]`

use std::path::PathBuf;

use portal_core::validation::sample::{
    alter_amount, sample_books, sample_statement, write_csv, write_pdf, SampleOptions,
};

/// The seed of the DigiKua records written beside the statement (the benchmark's too).
const BOOKS_SEED: u64 = 7;

fn main() -> Result<(), String> {
    let mut options = SampleOptions::default();
    let mut out = PathBuf::from("target/mpesa-statements");
    let mut password: Option<String> = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        let number = |text: String| {
            text.parse::<u64>()
                .map_err(|_| format!("{text}: not a number"))
        };
        match arg.as_str() {
            "--out" => out = PathBuf::from(value()?),
            "--seed" => options.seed = number(value()?)?,
            "--from" => {
                let text = value()?;
                let (year, month) = text
                    .split_once('-')
                    .and_then(|(y, m)| Some((y.parse::<i32>().ok()?, m.parse::<u32>().ok()?)))
                    .filter(|(_, m)| (1..=12).contains(m))
                    .ok_or(format!("{text}: not a month like 2026-07"))?;
                options.first_year = year;
                options.first_month = month;
            }
            "--months" => options.months = number(value()?)? as u32,
            "--transactions" => options.transactions = number(value()?)? as usize,
            "--password" => password = Some(value()?),
            "--oldest-first" => options.newest_first = false,
            other => return Err(format!("unknown argument {other}")),
        }
    }
    std::fs::create_dir_all(&out).map_err(|e| e.to_string())?;
    let clean = sample_statement(&options);
    let altered = alter_amount(&clean, clean.transactions.len() / 2);
    let write = |name: &str, bytes: &[u8]| -> Result<(), String> {
        let path = out.join(name);
        std::fs::write(&path, bytes).map_err(|e| format!("{}: {e}", path.display()))?;
        println!("{}", path.display());
        Ok(())
    };
    write("statement-clean.csv", write_csv(&clean).as_bytes())?;
    write("statement-altered.csv", write_csv(&altered).as_bytes())?;
    let pdf = write_pdf(&clean);
    write("statement-clean.pdf", &pdf)?;
    // DigiKua's cash columns as the summary holds them: kind code, date (epoch seconds), amount.
    let books: String = sample_books(&clean, BOOKS_SEED)
        .iter()
        .map(|e| {
            format!(
                "{},{},{}\n",
                e.kind as u8,
                e.date,
                portal_core::money::from_minor(e.minor)
            )
        })
        .collect();
    write("books-columns.csv", books.as_bytes())?;
    write("statement-altered.pdf", &write_pdf(&altered))?;
    if let Some(password) = password {
        write("statement-protected.pdf", &protected(&pdf, &password)?)?;
    }
    Ok(())
}

#[cfg(feature = "pdf-read")]
fn protected(pdf: &[u8], password: &str) -> Result<Vec<u8>, String> {
    portal_core::validation::protect::protect_pdf(pdf, password)
        .ok_or_else(|| "the PDF could not be protected".to_owned())
}

#[cfg(not(feature = "pdf-read"))]
fn protected(_: &[u8], _: &str) -> Result<Vec<u8>, String> {
    Err("a protected PDF needs --features pdf-read".to_owned())
}
