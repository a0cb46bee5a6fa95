//! The milestone budget for the PWA (docs/budget.md), in the `books` package: the budget kept on the
//! phone is read into WASM memory once, then each typed period or line is checked against it, and
//! the report against DigiKua's expenses is computed and exported there. Lists cross as one string,
//! cells joined by U+001F (`CELL_SEPARATOR`); answers are arrays of text.

use std::collections::BTreeMap;

use portal_core::bookkeeping::records::ExpenseNature;
use portal_core::bookkeeping::wire::minor_from_wire;
use portal_core::budget::checks::{
    check_line, check_period, with_line, with_period, LineDraft, PeriodDraft,
};
use portal_core::budget::model::{Budget, Nature, Spent};
use portal_core::budget::report::{self, Figures, Report, RowKind};
use portal_core::budget::wire::money_text;
use portal_core::money::from_minor;
use wasm_bindgen::prelude::*;

use crate::CELL_SEPARATOR;

fn cells(text: &str) -> Vec<String> {
    let mut cells = Vec::new();
    if !text.is_empty() {
        for cell in text.split(CELL_SEPARATOR) {
            cells.push(cell.to_owned());
        }
    }
    cells
}

/// `periodId, amount, periodId, amount…` as the line's amounts by period.
fn amounts(text: &str) -> BTreeMap<String, String> {
    let mut amounts = BTreeMap::new();
    let mut cells = text.split(CELL_SEPARATOR);
    while let (Some(period), Some(amount)) = (cells.next(), cells.next()) {
        amounts.insert(period.to_owned(), amount.to_owned());
    }
    amounts
}

fn line_draft(id: &str, name: &str, nature: &str, types: &str, amounts_text: &str) -> LineDraft {
    LineDraft {
        id: id.to_owned(),
        name: name.to_owned(),
        nature: nature.to_owned(),
        expense_types: cells(types),
        amounts: amounts(amounts_text),
    }
}

fn period_draft(id: &str, number: &str, from: &str, to: &str) -> PeriodDraft {
    PeriodDraft {
        id: id.to_owned(),
        number: number.to_owned(),
        from: from.to_owned(),
        to: to.to_owned(),
    }
}

/// A business's budget held in WASM memory.
#[wasm_bindgen]
pub struct BudgetBook {
    budget: Budget,
}

impl Default for BudgetBook {
    fn default() -> Self {
        BudgetBook::new()
    }
}

#[wasm_bindgen]
impl BudgetBook {
    #[wasm_bindgen(constructor)]
    pub fn new() -> BudgetBook {
        BudgetBook {
            budget: Budget::default(),
        }
    }

    /// Core's message for the period as typed (in place of the one with its id), or None; when
    /// `keep`, a period that passes is added (kept periods first, in the server's order).
    pub fn period(
        &mut self,
        id: &str,
        number: &str,
        from: &str,
        to: &str,
        keep: bool,
    ) -> Option<String> {
        match check_period(&period_draft(id, number, from, to), &self.budget) {
            Ok(period) if keep => with_period(&mut self.budget, period),
            Ok(_) => {}
            Err(message) => return Some(message.to_owned()),
        }
        None
    }

    /// The same for a line (after the periods): `types` its expense type ids, `amounts` period ids
    /// and amounts by turns.
    pub fn line(
        &mut self,
        id: &str,
        name: &str,
        nature: &str,
        types: &str,
        amounts: &str,
        keep: bool,
    ) -> Option<String> {
        match check_line(&line_draft(id, name, nature, types, amounts), &self.budget) {
            Ok(line) if keep => with_line(&mut self.budget, line),
            Ok(_) => {}
            Err(message) => return Some(message.to_owned()),
        }
        None
    }

    /// The budget against DigiKua's expenses, given as columns: `natures` (`OpEx`, `CapEx` or
    /// `COG`) and `types` joined by U+001F, `dates` epoch seconds, `amounts` as stored. One row
    /// per string, cells joined by U+001F: first `periods, id, number, from, to…`; then each
    /// table's rows `line|unbudgeted|table, Operating|Capital, line id or expense type id, name,
    /// figures…`; last `total, , , , figures…`. Figures: per period then the Total column, four
    /// cells each (budget, actual, variance, variance % or blank).
    pub fn report(
        &self,
        natures: &str,
        types: &str,
        dates: &[f64],
        amounts: &[f64],
    ) -> Vec<String> {
        let natures = cells(natures);
        let types = cells(types);
        let spent: Vec<Spent> = natures
            .iter()
            .zip(&types)
            .zip(dates.iter().zip(amounts))
            .filter_map(|((nature, expense_type), (date, amount))| {
                let nature = Nature::of_expense(ExpenseNature::parse(nature)?)?;
                Some(Spent {
                    nature,
                    expense_type: expense_type.clone(),
                    day: portal_core::time::nairobi_day_number(*date as i64),
                    amount: from_minor(minor_from_wire(*amount)),
                })
            })
            .collect();
        report_rows(&report::report(&self.budget, &spent))
    }
}

/// Appends cells to a row of the report.
struct RowText(String);

impl RowText {
    fn new(kind: &str) -> RowText {
        RowText(kind.to_owned())
    }

    fn cell(&mut self, text: &str) -> &mut RowText {
        self.0.push(CELL_SEPARATOR);
        self.0.push_str(text);
        self
    }

    fn figures(&mut self, figures: &Figures) {
        self.cell(&money_text(figures.budget))
            .cell(&money_text(figures.actual))
            .cell(&money_text(figures.variance));
        match figures.variance_percent {
            Some(percent) => self.cell(&money_text(percent)),
            None => self.cell(""),
        };
    }

    fn all_figures(mut self, periods: &[Figures], total: &Figures) -> String {
        for figures in periods {
            self.figures(figures);
        }
        self.figures(total);
        self.0
    }
}

fn report_rows(report: &Report) -> Vec<String> {
    let mut head = RowText::new("periods");
    for period in &report.periods {
        head.cell(&period.id)
            .cell(&period.number.to_string())
            .cell(&period.from)
            .cell(&period.to);
    }
    let mut rows = vec![head.0];
    for table in [&report.operating, &report.capital] {
        for row in table.rows() {
            let (kind, id) = match &row.kind {
                RowKind::Line { id } => ("line", id),
                RowKind::Unbudgeted { expense_type } => ("unbudgeted", expense_type),
            };
            let mut text = RowText::new(kind);
            text.cell(table.nature.name()).cell(id).cell(&row.name);
            rows.push(text.all_figures(&row.periods, &row.total));
        }
        let mut text = RowText::new("table");
        text.cell(table.nature.name()).cell("").cell("");
        rows.push(text.all_figures(&table.periods, &table.total));
    }
    let mut text = RowText::new("total");
    text.cell("").cell("").cell("");
    rows.push(text.all_figures(&report.totals, &report.total));
    rows
}
