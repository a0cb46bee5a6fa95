//! The business risk's own metrics: the 12 months' operating margin and debt service cover (with
//! their month-by-month reports), the quarter's cash flow to installment ratio, and the sheet's
//! checklists (with their rows).

use rust_decimal::Decimal;

use super::bands::two_dp;
use super::inputs::QuarterInputs;
use super::measures::{
    loans, missing, month_books, monthly_average, percent_of, quarter_months, scored, twelve_months,
};
use super::model::Measure;
use super::note::{Checklist, Facts, Missing, SheetEntry};
use super::risk::plain_with_report as with_report;
use super::risk_model::{MonthFigures, Report, RiskMetric};
use super::sheet::ChecklistRow;
use super::thresholds::{MeasureId, Thresholds};

/// The 12 months' figures, oldest first.
pub fn month_figures(inputs: &QuarterInputs) -> Vec<MonthFigures> {
    twelve_months(inputs)
        .into_iter()
        .map(|ym| {
            let books = month_books(inputs, ym);
            MonthFigures {
                year: ym.0,
                month: ym.1,
                revenue: books.revenue,
                operating_profit: books.operating_profit,
                net_profit: books.net_profit,
                installments: loans::installments_in(inputs, ym),
            }
        })
        .collect()
}

/// Operating profit over the 12 months as a share of their revenue; the months as its report.
pub(super) fn operating_margin(inputs: &QuarterInputs, thresholds: &Thresholds) -> RiskMetric {
    let measure = MeasureId::OperatingProfitMargin;
    let months = month_figures(inputs);
    let revenue: Decimal = months.iter().map(|m| m.revenue).sum();
    let operating_profit: Decimal = months.iter().map(|m| m.operating_profit).sum();
    let found = match percent_of(operating_profit, revenue) {
        Some(percent) => {
            let facts = Facts::OperatingMargin {
                months: months.len() as u32,
                operating_profit,
                revenue,
                percent,
            };
            scored(inputs, thresholds, measure, percent, facts)
        }
        None => missing(inputs, measure, Missing::NoRevenue),
    };
    with_report(found, Report::Months { months })
}

/// Net profit over the 12 months against the installments due in them; the months as its report.
pub(super) fn debt_cover(inputs: &QuarterInputs, thresholds: &Thresholds) -> RiskMetric {
    let measure = MeasureId::DebtServiceCoverRatio;
    let months = month_figures(inputs);
    let installments: Decimal = months.iter().map(|m| m.installments).sum();
    let net_profit: Decimal = months.iter().map(|m| m.net_profit).sum();
    let found = if installments.is_zero() {
        missing(inputs, measure, Missing::NoInstallments)
    } else {
        let ratio = two_dp(net_profit / installments);
        let facts = Facts::DebtCover {
            months: months.len() as u32,
            net_profit,
            installments,
            ratio,
        };
        scored(inputs, thresholds, measure, ratio, facts)
    };
    with_report(found, Report::Months { months })
}

/// The quarter's average monthly net cash flow against its average monthly installment: the
/// legend's cash flow to loan ratio (target 2×).
pub(super) fn cash_cover(inputs: &QuarterInputs, thresholds: &Thresholds) -> Measure {
    let measure = MeasureId::AverageDebtServiceCoverRatio;
    let months = quarter_months(inputs.year, inputs.quarter);
    let installment = monthly_average(
        months
            .iter()
            .map(|m| loans::installments_in(inputs, *m))
            .sum(),
    );
    if installment.is_zero() {
        return missing(inputs, measure, Missing::NoInstallments);
    }
    let net = monthly_average(
        months
            .iter()
            .map(|m| month_books(inputs, *m).net_cash_flow())
            .sum(),
    );
    let ratio = two_dp(net / installment);
    let facts = Facts::CashCover {
        year: inputs.year,
        quarter: inputs.quarter,
        net,
        installment,
        ratio,
    };
    scored(inputs, thresholds, measure, ratio, facts)
}

/// A checklist of the sheet: the share of its rows done; the rows as its report.
pub(super) fn checklist(
    inputs: &QuarterInputs,
    thresholds: &Thresholds,
    list: Checklist,
) -> RiskMetric {
    let (measure, entry) = match list {
        Checklist::Licenses => (MeasureId::LicensesOrPermits, SheetEntry::Licenses),
        Checklist::Playbooks => (MeasureId::PlaybookAdvisory, SheetEntry::Playbooks),
    };
    let rows: Vec<ChecklistRow> = inputs
        .sheet
        .as_ref()
        .map(|s| match list {
            Checklist::Licenses => s.licenses.clone(),
            Checklist::Playbooks => s.playbooks.clone(),
        })
        .unwrap_or_default();
    let done = rows.iter().filter(|r| r.is_done()).count() as u32;
    let found = match percent_of(Decimal::from(done), Decimal::from(rows.len() as u32)) {
        Some(percent) => {
            let facts = Facts::Checklist {
                list,
                done,
                rows: rows.len() as u32,
                percent,
            };
            scored(inputs, thresholds, measure, percent, facts)
        }
        None => missing(inputs, measure, Missing::SheetEntry { entry }),
    };
    with_report(found, Report::Checklist { rows })
}
