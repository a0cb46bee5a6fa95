//! The budget against actual as a table to download (CSV or XLSX), in the reader's language: one
//! row per table, row and period, then each row's Total, each table's totals and the grand totals.
//! Columns: Table, Line, Period, Budget, Actual, Variance, Variance %.

use rust_decimal::Decimal;

use super::messages::*;
use super::model::{Nature, Period};
use super::report::{Figures, Report, Row, RowKind};
use super::wire::money_text;
use crate::bookkeeping::lookups::LookupList;
use crate::language::Language;
use crate::xlsx::{table_xlsx, Cell};

/// One exported row: the three words, then the figures.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExportRow {
    pub table: String,
    pub line: String,
    pub period: String,
    pub figures: Figures,
}

fn table_name(nature: Nature) -> &'static str {
    match nature {
        Nature::Operating => OPERATING_EXPENSE,
        Nature::Capital => CAPITAL_EXPENSE,
    }
}

fn period_name(period: &Period, language: Language) -> String {
    format!(
        "{} {} ({} – {})",
        in_language(PERIOD, language),
        period.number,
        period.from,
        period.to
    )
}

fn row_name(row: &Row, language: Language) -> String {
    match &row.kind {
        RowKind::Line { .. } => row.name.clone(),
        RowKind::Unbudgeted { expense_type } => {
            let kind = LookupList::ExpenseType.find(expense_type).map_or_else(
                || expense_type.clone(),
                |l| match language {
                    Language::Swahili => l.sw.to_owned(),
                    Language::English => l.en.to_owned(),
                },
            );
            format!("{}: {kind}", in_language(UNBUDGETED, language))
        }
    }
}

fn with_periods(
    out: &mut Vec<ExportRow>,
    report: &Report,
    (table, line): (&str, &str),
    periods: &[Figures],
    total: Figures,
    language: Language,
) {
    for (period, figures) in report.periods.iter().zip(periods) {
        out.push(ExportRow {
            table: table.to_owned(),
            line: line.to_owned(),
            period: period_name(period, language),
            figures: *figures,
        });
    }
    out.push(ExportRow {
        table: table.to_owned(),
        line: line.to_owned(),
        period: in_language(TOTAL, language).to_owned(),
        figures: total,
    });
}

/// Every row of the export, in order.
pub fn rows(report: &Report, language: Language) -> Vec<ExportRow> {
    let mut out = Vec::new();
    let total = in_language(TOTAL, language);
    for nature in Nature::ALL {
        let t = report.table(nature);
        let name = in_language(table_name(nature), language);
        for row in t.rows() {
            let line = row_name(row, language);
            with_periods(
                &mut out,
                report,
                (name, &line),
                &row.periods,
                row.total,
                language,
            );
        }
        with_periods(
            &mut out,
            report,
            (name, total),
            &t.periods,
            t.total,
            language,
        );
    }
    with_periods(
        &mut out,
        report,
        (total, total),
        &report.totals,
        report.total,
        language,
    );
    out
}

fn header(language: Language) -> [&'static str; 7] {
    [
        TABLE,
        LINE,
        PERIOD,
        BUDGET,
        ACTUAL,
        VARIANCE,
        VARIANCE_PERCENT,
    ]
    .map(|h| in_language(h, language))
}

fn percent_text(figures: &Figures) -> String {
    figures.variance_percent.map(money_text).unwrap_or_default()
}

fn amounts(figures: &Figures) -> [String; 3] {
    [figures.budget, figures.actual, figures.variance].map(|a: Decimal| money_text(a))
}

fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}

/// The export as CSV (comma-separated, a header row, CRLF line ends).
pub fn csv(report: &Report, language: Language) -> String {
    let mut out = header(language).map(csv_field).join(",");
    out.push_str("\r\n");
    for row in rows(report, language) {
        let [budget, actual, variance] = amounts(&row.figures);
        let fields = [
            row.table,
            row.line,
            row.period,
            budget,
            actual,
            variance,
            percent_text(&row.figures),
        ];
        out.push_str(
            &fields
                .iter()
                .map(|f| csv_field(f))
                .collect::<Vec<_>>()
                .join(","),
        );
        out.push_str("\r\n");
    }
    out
}

/// The export as an Excel workbook (amounts as Ksh cells).
pub fn xlsx(report: &Report, language: Language) -> Vec<u8> {
    let rows = rows(report, language);
    let texts: Vec<[String; 4]> = rows
        .iter()
        .map(|r| {
            let [budget, actual, variance] = amounts(&r.figures);
            [budget, actual, variance, percent_text(&r.figures)]
        })
        .collect();
    let mut cells: Vec<Vec<Cell<'_>>> = vec![header(language).map(Cell::Text).to_vec()];
    for (row, [budget, actual, variance, percent]) in rows.iter().zip(&texts) {
        cells.push(vec![
            Cell::Text(&row.table),
            Cell::Text(&row.line),
            Cell::Text(&row.period),
            Cell::Money(budget),
            Cell::Money(actual),
            Cell::Money(variance),
            if percent.is_empty() {
                Cell::Text("")
            } else {
                Cell::Number(percent)
            },
        ]);
    }
    let sheet = in_language(BUDGET, language);
    table_xlsx(sheet, &cells, &[20, 30, 34, 16, 16, 16, 12])
}
