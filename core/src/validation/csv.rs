//! Reading an M-Pesa statement saved as CSV: the header's lines (customer name, mobile number,
//! period) until the table's header row, then one transaction a row. Fields may be quoted (amounts
//! with thousands separators, details with commas, quotes doubled inside); blank lines are skipped
//! and a repeated header row (a table that ran over pages) is passed over.

use super::statement::{column_positions, read_row, Statement, StatementError};

/// The statement in `bytes` (UTF-8, with or without a byte-order mark).
pub fn read_csv_bytes(bytes: &[u8]) -> Result<Statement, StatementError> {
    let text = std::str::from_utf8(bytes).map_err(|_| StatementError::CsvUnreadable)?;
    read_csv(text)
}

/// The statement in `text`; a row that cannot be read is refused naming its line.
pub fn read_csv(text: &str) -> Result<Statement, StatementError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut statement = Statement::default();
    let mut positions = None;
    for (line, cells) in records(text) {
        let cells: Vec<&str> = cells.iter().map(String::as_str).collect();
        if cells.iter().all(|c| c.trim().is_empty()) {
            continue;
        }
        if let Some(found) = column_positions(&cells) {
            positions = Some(found);
            continue;
        }
        match &positions {
            None => statement.header.read_line(&cells.join(" ")),
            Some(positions) => statement
                .transactions
                .push(read_row(&cells, positions, line)?),
        }
    }
    if positions.is_none() {
        return Err(StatementError::NoTable);
    }
    if statement.transactions.is_empty() {
        return Err(StatementError::NoTransactions);
    }
    Ok(statement)
}

/// Whether `bytes` read as comma-separated rows (what a statement upload's CSV must be before it
/// is kept): UTF-8 (a byte-order mark allowed) with no NUL byte, its quotes closed, and at least
/// one row of two or more fields.
pub fn is_comma_separated(bytes: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return false;
    };
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.contains('\0') || text.chars().filter(|c| *c == '"').count() % 2 == 1 {
        return false;
    }
    records(text).iter().any(|(_, fields)| fields.len() >= 2)
}

/// The records of `text`, each with the line (from 1) it starts on. A quoted field may hold
/// commas, doubled quotes and line breaks.
fn records(text: &str) -> Vec<(usize, Vec<String>)> {
    let mut records = Vec::new();
    let mut fields = Vec::new();
    let mut field = String::new();
    let (mut line, mut start) = (1, 1);
    let mut quoted = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            '"' => quoted = !quoted,
            ',' if !quoted => fields.push(std::mem::take(&mut field)),
            '\r' if !quoted => {}
            '\n' if !quoted => {
                fields.push(std::mem::take(&mut field));
                records.push((start, std::mem::take(&mut fields)));
                line += 1;
                start = line;
            }
            c => {
                if c == '\n' {
                    line += 1;
                }
                field.push(c);
            }
        }
    }
    if !field.is_empty() || !fields.is_empty() {
        fields.push(field);
        records.push((start, fields));
    }
    records
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use crate::validation::messages;

    const STATEMENT: &str = "\u{feff}M-PESA STATEMENT\r\n\
        Customer Name:,Amina Juma Test\r\n\
        Mobile Number:,0700000001\r\n\
        Statement Period:,01 Jan 2026 - 31 Jan 2026\r\n\
        \r\n\
        Receipt No.,Completion Time,Details,Transaction Status,Paid In,Withdrawn,Balance\r\n\
        SA2,2026-01-02 10:00:00,\"Pay Bill to 888880 - Power, Acc. 12\",Completed,,\"-1,000.00\",\"1,500.00\"\r\n\
        SA1,2026-01-01 09:00:00,\"Funds received from 0700****02 - \"\"Baraka\"\"\",Completed,\"2,500.00\",,\"2,500.00\"\r\n";

    #[test]
    fn comma_separated_rows_are_told_from_other_text() {
        assert!(is_comma_separated(STATEMENT.as_bytes()));
        assert!(is_comma_separated(b"\xEF\xBB\xBFa,b\r\n1,2\r\n"));
        assert!(!is_comma_separated(b"just one line of words"));
        assert!(!is_comma_separated(b"a,\"b\n1,2\n"));
        assert!(!is_comma_separated(b"a,b\0\n"));
        assert!(!is_comma_separated(b"\xFF\xFE a,b"));
    }

    #[test]
    fn a_statement_is_read_with_its_header() {
        let statement = read_csv(STATEMENT).expect("readable");
        assert_eq!(statement.header.customer_name, "Amina Juma Test");
        assert_eq!(statement.header.mobile_number, "0700000001");
        assert_eq!(statement.header.period, "01 Jan 2026 - 31 Jan 2026");
        let [first, second] = &statement.transactions[..] else {
            panic!("two transactions");
        };
        assert_eq!(first.details, "Pay Bill to 888880 - Power, Acc. 12");
        assert_eq!(first.withdrawn, rust_decimal::Decimal::from(1000));
        assert_eq!(
            second.details,
            "Funds received from 0700****02 - \"Baraka\""
        );
        assert_eq!(second.paid_in, rust_decimal::Decimal::from(2500));
    }

    #[test]
    fn an_unreadable_row_names_its_line() {
        let broken = STATEMENT.replace("2026-01-01 09:00:00", "yesterday");
        let error = read_csv(&broken).expect_err("refused");
        assert_eq!(
            error.message(Language::English),
            format!("Row 8: {}", messages::TIME_UNREADABLE)
        );
    }

    #[test]
    fn a_file_without_transactions_is_refused() {
        let header_only = STATEMENT.lines().take(6).collect::<Vec<_>>().join("\n");
        assert_eq!(read_csv(&header_only), Err(StatementError::NoTransactions));
        assert_eq!(read_csv("a,b\n1,2\n"), Err(StatementError::NoTable));
        assert_eq!(
            read_csv_bytes(&[0xff, 0xfe]),
            Err(StatementError::CsvUnreadable)
        );
    }
}
