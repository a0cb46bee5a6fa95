//! An M-Pesa "full statement": its header (customer name, mobile number, period) and its detailed
//! table, one transaction a row in the columns M-Pesa writes: Receipt No., Completion Time,
//! Details, Transaction Status, Paid In, Withdrawn (shown negative) and Balance, amounts with
//! thousands separators. The CSV and the PDF readers both end in [`read_row`].

use rust_decimal::Decimal;

use super::messages;
use crate::language::Language;
use crate::money::read_number;
use crate::time::{in_nairobi, nairobi_midnight};

/// The detailed table's columns, in M-Pesa's order.
pub const COLUMNS: [&str; 7] = [
    "Receipt No.",
    "Completion Time",
    "Details",
    "Transaction Status",
    "Paid In",
    "Withdrawn",
    "Balance",
];
pub const RECEIPT: usize = 0;
pub const COMPLETION_TIME: usize = 1;
pub const DETAILS: usize = 2;
pub const STATUS: usize = 3;
pub const PAID_IN: usize = 4;
pub const WITHDRAWN: usize = 5;
pub const BALANCE: usize = 6;

/// The header's labels, as the statement writes them before their values.
pub const CUSTOMER_NAME_LABEL: &str = "Customer Name:";
pub const MOBILE_NUMBER_LABEL: &str = "Mobile Number:";
pub const PERIOD_LABEL: &str = "Statement Period:";
/// The status of a transaction that moved money.
pub const COMPLETED: &str = "Completed";

/// One row of the detailed table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transaction {
    pub receipt: String,
    /// Epoch seconds; the statement writes Nairobi time.
    pub completed_at: i64,
    pub details: String,
    pub status: String,
    /// Zero or more.
    pub paid_in: Decimal,
    /// Zero or more: the statement shows it negative, it is kept as the amount that left.
    pub withdrawn: Decimal,
    pub balance: Decimal,
}

impl Transaction {
    /// Only completed transactions move money and count in the reconciliation.
    pub fn is_completed(&self) -> bool {
        self.status.trim().eq_ignore_ascii_case(COMPLETED)
    }
}

/// What the statement says about whose it is.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StatementHeader {
    pub customer_name: String,
    pub mobile_number: String,
    /// As written, e.g. `01 Jan 2026 - 31 Dec 2026`.
    pub period: String,
}

impl StatementHeader {
    /// Takes the value of a header label found in `line`; other lines are left alone.
    pub fn read_line(&mut self, line: &str) {
        let line = line.trim();
        for (label, field) in [
            (CUSTOMER_NAME_LABEL, &mut self.customer_name),
            (MOBILE_NUMBER_LABEL, &mut self.mobile_number),
            (PERIOD_LABEL, &mut self.period),
        ] {
            if let Some(value) = line.strip_prefix(label) {
                if field.is_empty() {
                    *field = value.trim().trim_matches(',').trim().to_owned();
                }
            }
        }
    }
}

/// A statement as read: its header and its transactions in the order the file lists them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Statement {
    pub header: StatementHeader,
    pub transactions: Vec<Transaction>,
}

/// Why a statement is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StatementError {
    NoTransactions,
    NoTable,
    /// `row` counts the file's lines (CSV) or the table's rows (PDF) from 1.
    Row {
        row: usize,
        problem: &'static str,
    },
    /// The running balance breaks at this receipt.
    Altered {
        receipt: String,
    },
    PasswordNeeded,
    PasswordWrong,
    PdfUnreadable,
    CsvUnreadable,
}

impl StatementError {
    /// The message to show, in `language`, naming the row or the receipt where there is one.
    pub fn message(&self, language: Language) -> String {
        let text = |english| messages::in_language(english, language).to_owned();
        match self {
            StatementError::NoTransactions => text(messages::NO_TRANSACTIONS),
            StatementError::NoTable => text(messages::NO_TABLE),
            StatementError::Row { row, problem } => {
                format!("{} {row}: {}", text(messages::ROW), text(problem))
            }
            StatementError::Altered { receipt } => format!(
                "{} ({} {receipt})",
                text(messages::BALANCES_BROKEN),
                text(messages::RECEIPT)
            ),
            StatementError::PasswordNeeded => text(messages::PASSWORD_NEEDED),
            StatementError::PasswordWrong => text(messages::PASSWORD_WRONG),
            StatementError::PdfUnreadable => text(messages::PDF_UNREADABLE),
            StatementError::CsvUnreadable => text(messages::CSV_UNREADABLE),
        }
    }
}

/// Where each of [`COLUMNS`] sits in a header row, or None when `cells` is not the table's header.
/// Names are compared without case, dots or spaces ("Receipt No" and "RECEIPT NO." both match).
pub fn column_positions(cells: &[&str]) -> Option<[usize; 7]> {
    let mut positions = [usize::MAX; 7];
    for (index, cell) in cells.iter().enumerate() {
        if let Some(column) = COLUMNS.iter().position(|c| same_name(c, cell)) {
            positions[column] = index;
        }
    }
    positions
        .iter()
        .all(|p| *p != usize::MAX)
        .then_some(positions)
}

/// Equal letters and digits, case aside (checked on every row: no allocation).
fn same_name(a: &str, b: &str) -> bool {
    fn letters(text: &str) -> impl Iterator<Item = char> + '_ {
        text.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
    }
    letters(a).eq(letters(b))
}

/// A row of the table (its cells at `positions`) as a transaction; `row` names it in a refusal.
pub fn read_row(
    cells: &[&str],
    positions: &[usize; 7],
    row: usize,
) -> Result<Transaction, StatementError> {
    let refuse = |problem| StatementError::Row { row, problem };
    let cell = |column: usize| cells.get(positions[column]).map_or("", |c| c.trim());
    let receipt = cell(RECEIPT);
    if receipt.is_empty() {
        return Err(refuse(messages::RECEIPT_MISSING));
    }
    let completed_at =
        read_completion_time(cell(COMPLETION_TIME)).ok_or(refuse(messages::TIME_UNREADABLE))?;
    let status = cell(STATUS);
    if status.is_empty() {
        return Err(refuse(messages::STATUS_MISSING));
    }
    let amount = |column| read_amount(cell(column)).ok_or(refuse(messages::AMOUNT_UNREADABLE));
    let paid_in = amount(PAID_IN)?;
    let withdrawn = amount(WITHDRAWN)?.abs();
    let balance = amount(BALANCE)?;
    if paid_in.is_sign_negative() && !paid_in.is_zero() {
        return Err(refuse(messages::AMOUNT_UNREADABLE));
    }
    if !paid_in.is_zero() && !withdrawn.is_zero() {
        return Err(refuse(messages::BOTH_AMOUNTS));
    }
    Ok(Transaction {
        receipt: receipt.to_owned(),
        completed_at,
        details: cell(DETAILS).to_owned(),
        status: status.to_owned(),
        paid_in,
        withdrawn,
        balance,
    })
}

/// An amount as the statement writes it (`1,250.00`, `-1,250.00`); a blank cell is zero.
pub fn read_amount(text: &str) -> Option<Decimal> {
    let text = text.trim();
    if text.is_empty() {
        return Some(Decimal::ZERO);
    }
    read_number(text).ok()
}

/// `2026-03-14 09:21:07` (seconds optional), Nairobi time, as epoch seconds.
pub fn read_completion_time(text: &str) -> Option<i64> {
    let (date, time) = text.trim().split_once(' ')?;
    let mut date = date.split('-').map(|p| p.parse::<u32>().ok());
    let (year, month, day) = (date.next()??, date.next()??, date.next()??);
    if date.next().is_some() {
        return None;
    }
    let mut time = time.trim().split(':').map(|p| p.parse::<i64>().ok());
    let (hour, minute) = (time.next()??, time.next()??);
    let second = time.next().map_or(Some(0), |s| s)?;
    if time.next().is_some() || hour > 23 || minute > 59 || second > 59 {
        return None;
    }
    let midnight = nairobi_midnight(i32::try_from(year).ok()?, month, day)?;
    Some(midnight + hour * 3600 + minute * 60 + second)
}

/// The completion time as the statement writes it: `2026-03-14 09:21:07`.
pub fn format_completion_time(epoch_seconds: i64) -> String {
    use chrono::{Datelike, Timelike};
    in_nairobi(epoch_seconds)
        .map(|t| {
            format!(
                "{:04}-{:02}-{:02} {:02}:{:02}:{:02}",
                t.year(),
                t.month(),
                t.day(),
                t.hour(),
                t.minute(),
                t.second()
            )
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dec(text: &str) -> Decimal {
        text.parse().expect("a decimal")
    }

    #[test]
    fn a_row_is_read_in_the_statement_layout() {
        let cells = [
            "SC41AB2XYZ",
            "2026-03-14 09:21:07",
            "Merchant Payment to 123456 - Mama Mboga Shop",
            "Completed",
            "",
            "-1,250.00",
            "12,480.50",
        ];
        let positions = column_positions(&COLUMNS).expect("the header");
        let t = read_row(&cells, &positions, 3).expect("readable");
        assert_eq!(t.receipt, "SC41AB2XYZ");
        assert_eq!(
            format_completion_time(t.completed_at),
            "2026-03-14 09:21:07"
        );
        assert_eq!(t.withdrawn, dec("1250.00"));
        assert_eq!(t.paid_in, Decimal::ZERO);
        assert_eq!(t.balance, dec("12480.50"));
        assert!(t.is_completed());
    }

    #[test]
    fn a_header_is_found_whatever_its_spelling() {
        let cells = [
            "receipt no",
            "COMPLETION TIME",
            "Details",
            "Transaction Status",
            "Paid in",
            "Withdrawn",
            "Balance",
        ];
        assert_eq!(column_positions(&cells), Some([0, 1, 2, 3, 4, 5, 6]));
        assert_eq!(column_positions(&cells[1..]), None);
    }

    #[test]
    fn an_unreadable_row_is_named() {
        let positions = column_positions(&COLUMNS).expect("the header");
        let cells = ["X1", "14/03/2026", "", "Completed", "10", "", "10"];
        let error = read_row(&cells, &positions, 7).expect_err("a bad time");
        assert_eq!(
            error.message(Language::English),
            format!("Row 7: {}", messages::TIME_UNREADABLE)
        );
        let cells = ["X1", "2026-03-14 09:00", "", "Completed", "1O", "", "10"];
        assert!(read_row(&cells, &positions, 2).is_err());
    }
}
