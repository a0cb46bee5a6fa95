//! M-Pesa statements (issue 17): reading a full statement (CSV, and PDF natively with the
//! `pdf-read` feature, password-protected ones included) into transactions, refusing one whose
//! running balance does not add up, and reconciling it month by month with the DigiKua books
//! (docs/validation.md).

pub mod access;
pub mod balance;
pub mod checks;
pub mod csv;
pub mod institutions;
pub mod messages;
#[cfg(feature = "pdf-read")]
pub mod pdf_read;
#[cfg(feature = "pdf-read")]
pub mod protect;
pub mod quarter;
pub mod reconcile;
pub mod sample;
pub mod statement;
pub mod suggest;
pub mod tiers;

#[cfg(all(test, feature = "pdf-read"))]
mod pdf_tests;
#[cfg(test)]
mod sample_tests;

pub use balance::{check_balances, chronological_order};
pub use csv::{read_csv, read_csv_bytes};
pub use reconcile::{reconcile, Reconciliation, TransactionMatch};
pub use statement::{Statement, StatementError, StatementHeader, Transaction};
pub use tiers::{discrepancy, Discrepancy, Tier};

/// A CSV statement read and its balances checked: what the upload accepts.
pub fn read_checked_csv(bytes: &[u8]) -> Result<Statement, StatementError> {
    let statement = read_csv_bytes(bytes)?;
    check_balances(&statement.transactions)?;
    Ok(statement)
}

/// A PDF statement read (with the typed password when it is protected; used for this reading
/// only) and its balances checked: what the upload accepts.
#[cfg(feature = "pdf-read")]
pub fn read_checked_pdf(bytes: &[u8], password: Option<&str>) -> Result<Statement, StatementError> {
    let statement = pdf_read::read_pdf(bytes, password)?;
    check_balances(&statement.transactions)?;
    Ok(statement)
}
