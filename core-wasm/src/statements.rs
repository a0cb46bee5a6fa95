//! M-Pesa statements (docs/validation.md): a CSV statement read, balance-checked and reconciled
//! with DigiKua's cash columns (the summary's kind codes, dates and amounts). Not in a package
//! yet; scripts/bench-statements builds it alone to time it as WASM.

use portal_core::bookkeeping::cashflow::entries_from_columns;
use portal_core::language::Language;
use portal_core::money::decimal_text;
use portal_core::validation::{read_checked_csv, reconcile, Discrepancy};
use wasm_bindgen::prelude::*;

fn side(d: &Discrepancy) -> [String; 4] {
    [
        decimal_text(d.statement.normalize()),
        decimal_text(d.books.normalize()),
        d.percent.map(decimal_text).unwrap_or_default(),
        d.tier.label().to_owned(),
    ]
}

/// `[message]` when the statement is refused; else `["", months, …]`: the number of months, then
/// for each month its first day (`2026-01-01`), money in (statement, books, percent, tier), money
/// out (the same) and its unmatched count, ten texts a month; then the receipts with no matching
/// record.
#[wasm_bindgen(js_name = reconcileStatementCsv)]
pub fn reconcile_statement_csv(
    csv: &[u8],
    kinds: &[u8],
    dates: &[f64],
    amounts: &[f64],
) -> Vec<String> {
    let statement = match read_checked_csv(csv) {
        Ok(statement) => statement,
        Err(error) => return vec![error.message(Language::English)],
    };
    let entries: Vec<_> = entries_from_columns(kinds, dates, amounts).collect();
    let result = reconcile(&statement.transactions, &entries);
    let mut out = vec![String::new(), result.months.len().to_string()];
    for month in &result.months {
        out.push(portal_core::time::iso_date(month.year, month.month, 1));
        out.extend(side(&month.money_in));
        out.extend(side(&month.money_out));
        out.push(month.unmatched.to_string());
    }
    out.extend(
        result
            .unmatched()
            .into_iter()
            .map(|i| statement.transactions[i].receipt.clone()),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use portal_core::validation::sample::{
        alter_amount, sample_statement, write_csv, SampleOptions,
    };

    #[test]
    fn a_statement_is_reconciled_or_refused() {
        let statement = sample_statement(&SampleOptions {
            months: 2,
            transactions: 30,
            ..SampleOptions::default()
        });
        let out = reconcile_statement_csv(write_csv(&statement).as_bytes(), &[], &[], &[]);
        assert_eq!(out[..3], ["", "2", "2026-01-01"]);
        assert_eq!(out[6], "Over 9%");
        assert_eq!(out.len(), 2 + 2 * 10 + 30, "every receipt unmatched");
        let altered = write_csv(&alter_amount(&statement, 5));
        let refused = reconcile_statement_csv(altered.as_bytes(), &[], &[], &[]);
        assert_eq!(refused.len(), 1);
        assert!(refused[0].contains(&statement.transactions[5].receipt));
    }
}
