//! The sample statements written as PDF (plain and password-protected) and read back.

use super::pdf_read::read_pdf;
use super::protect::protect_pdf;
use super::sample::{alter_amount, sample_statement, write_pdf, SampleOptions};
use super::{check_balances, read_checked_pdf, StatementError};

fn statement(transactions: usize) -> super::Statement {
    sample_statement(&SampleOptions {
        seed: 17,
        months: 3,
        transactions,
        ..SampleOptions::default()
    })
}

#[test]
fn a_statement_pdf_reads_back_as_written() {
    let written = statement(120);
    let read = read_pdf(&write_pdf(&written), None).expect("readable");
    assert_eq!(read, written);
    assert_eq!(check_balances(&read.transactions), Ok(()));
}

#[test]
fn an_altered_pdf_is_refused() {
    let written = statement(60);
    let altered = write_pdf(&alter_amount(&written, 20));
    assert!(
        read_pdf(&altered, None).is_ok(),
        "readable, only its figures are wrong"
    );
    assert_eq!(
        read_checked_pdf(&altered, None),
        Err(StatementError::Altered {
            receipt: written.transactions[20].receipt.clone()
        })
    );
}

#[test]
fn a_protected_pdf_needs_the_right_password() {
    let written = statement(40);
    let protected = protect_pdf(&write_pdf(&written), "7315").expect("protected");
    assert_eq!(
        read_pdf(&protected, None),
        Err(StatementError::PasswordNeeded)
    );
    assert_eq!(
        read_pdf(&protected, Some("")),
        Err(StatementError::PasswordNeeded)
    );
    assert_eq!(
        read_pdf(&protected, Some("0000")),
        Err(StatementError::PasswordWrong)
    );
    assert_eq!(read_pdf(&protected, Some("7315")), Ok(written));
}

#[test]
fn what_is_not_a_statement_pdf_is_refused() {
    assert_eq!(
        read_pdf(b"not a pdf", None),
        Err(StatementError::PdfUnreadable)
    );
    let other = crate::pdf::PageWriter::new().finish(&crate::pdf::DocumentInfo {
        title: "Other",
        author: "Test",
        created: None,
    });
    assert_eq!(read_pdf(&other, None), Err(StatementError::NoTable));
}
