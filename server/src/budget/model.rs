//! The budget's wire shapes: the budget as kept and its report against DigiKua's actual, amounts
//! as text with two decimals.

use std::collections::BTreeMap;

use portal_core::budget::model::{Line, Period};
use portal_core::budget::report::{Figures, Report, Row, RowKind, Table};
use portal_core::budget::wire::money_text;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct BudgetQuery {
    /// The business's id; a client may leave it out for their own, staff must send it or `clientId`.
    pub business_id: Option<String>,
    /// Staff: the client's user id, for the business that client keeps (instead of `businessId`).
    pub client_id: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PeriodView {
    pub id: String,
    pub number: u32,
    /// The first day, `yyyy-mm-dd`.
    pub from: String,
    /// The last day (included), `yyyy-mm-dd`.
    pub to: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LineView {
    pub id: String,
    pub name: String,
    /// `Operating` or `Capital`.
    pub nature: String,
    /// DigiKua's expense type ids the line covers.
    pub expense_types: Vec<String>,
    /// The amount for each period, by the period's id (a period left out is 0).
    pub amounts: BTreeMap<String, String>,
}

/// Budget, Actual, Variance (budget − actual) and Variance % (none when the budget is 0).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FiguresView {
    pub budget: String,
    pub actual: String,
    pub variance: String,
    pub variance_percent: Option<String>,
}

/// A line's row (`lineId`) or an Unbudgeted row of one expense type (`expenseType`).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RowView {
    pub line_id: Option<String>,
    pub expense_type: Option<String>,
    pub name: String,
    /// One per period, in the report's period order.
    pub periods: Vec<FiguresView>,
    pub total: FiguresView,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TableView {
    pub lines: Vec<RowView>,
    pub unbudgeted: Vec<RowView>,
    /// The table's totals per period.
    pub periods: Vec<FiguresView>,
    pub total: FiguresView,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChartPointView {
    pub period_number: u32,
    pub budget: String,
    pub actual: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportView {
    /// The tables' columns, by number.
    pub periods: Vec<PeriodView>,
    pub operating: TableView,
    pub capital: TableView,
    /// Both tables per period.
    pub totals: Vec<FiguresView>,
    pub total: FiguresView,
    pub chart: Vec<ChartPointView>,
}

/// `GET /api/budget`: the budget and its report against actual.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BudgetAnswer {
    pub business_id: String,
    /// Whether the caller may change it (through the sync push): the owner only.
    pub editable: bool,
    pub periods: Vec<PeriodView>,
    pub lines: Vec<LineView>,
    pub report: ReportView,
}

pub fn period_view(p: &Period) -> PeriodView {
    PeriodView {
        id: p.id.clone(),
        number: p.number,
        from: p.from.clone(),
        to: p.to.clone(),
    }
}

pub fn line_view(l: &Line) -> LineView {
    LineView {
        id: l.id.clone(),
        name: l.name.clone(),
        nature: l.nature.name().to_owned(),
        expense_types: l.expense_types.clone(),
        amounts: l
            .amounts
            .iter()
            .map(|(p, a)| (p.clone(), money_text(*a)))
            .collect(),
    }
}

fn figures(f: &Figures) -> FiguresView {
    FiguresView {
        budget: money_text(f.budget),
        actual: money_text(f.actual),
        variance: money_text(f.variance),
        variance_percent: f.variance_percent.map(money_text),
    }
}

fn all(list: &[Figures]) -> Vec<FiguresView> {
    list.iter().map(figures).collect()
}

fn row(r: &Row) -> RowView {
    let (line_id, expense_type) = match &r.kind {
        RowKind::Line { id } => (Some(id.clone()), None),
        RowKind::Unbudgeted { expense_type } => (None, Some(expense_type.clone())),
    };
    RowView {
        line_id,
        expense_type,
        name: r.name.clone(),
        periods: all(&r.periods),
        total: figures(&r.total),
    }
}

fn table(t: &Table) -> TableView {
    TableView {
        lines: t.lines.iter().map(row).collect(),
        unbudgeted: t.unbudgeted.iter().map(row).collect(),
        periods: all(&t.periods),
        total: figures(&t.total),
    }
}

pub fn report_view(r: &Report) -> ReportView {
    ReportView {
        periods: r.periods.iter().map(period_view).collect(),
        operating: table(&r.operating),
        capital: table(&r.capital),
        totals: all(&r.totals),
        total: figures(&r.total),
        chart: r
            .chart
            .iter()
            .map(|c| ChartPointView {
                period_number: c.period_number,
                budget: money_text(c.budget),
                actual: money_text(c.actual),
            })
            .collect(),
    }
}
