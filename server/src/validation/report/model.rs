//! The wire shapes of the validation report: amounts as text with two decimals, percentages as
//! text or null, tiers by core's wire names (none, under2, twoToFive, over5, over9).

use portal_core::validation::checks::month_text;
use portal_core::validation::quarter::QuarterReport;
use portal_core::validation::suggest::suggested_record;
use portal_core::validation::Discrepancy;
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ReportQuery {
    /// The business (staff must send it; a client's own is taken when left out).
    #[serde(rename = "businessId")]
    pub business_id: Option<String>,
    /// With `quarter`; both left out: the latest quarter a statement covers.
    pub year: Option<String>,
    /// 1 to 4.
    pub quarter: Option<String>,
}

pub fn money_text(amount: Decimal) -> String {
    let mut cents = amount.round_dp(2);
    cents.rescale(2);
    cents.to_string()
}

fn percent_text(percent: Option<Decimal>) -> Option<String> {
    percent.map(money_text)
}

#[derive(Debug, Serialize, ToSchema)]
pub struct QuarterRef {
    pub year: i32,
    pub quarter: u32,
}

/// A month: the statement's money in against revenue, its money out against expenses.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MonthView {
    /// `2026-01`.
    pub month: String,
    pub statement_in: String,
    pub books_in: String,
    pub in_percent: Option<String>,
    pub in_tier: String,
    pub statement_out: String,
    pub books_out: String,
    pub out_percent: Option<String>,
    pub out_tier: String,
}

/// The quarter's sums, and its overall difference and tier.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TotalsView {
    pub statement_in: String,
    pub books_in: String,
    pub in_percent: Option<String>,
    pub in_tier: String,
    pub statement_out: String,
    pub books_out: String,
    pub out_percent: Option<String>,
    pub out_tier: String,
    pub percent: Option<String>,
    pub tier: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InstitutionTotals {
    pub institution_name: String,
    pub money_in: String,
    pub money_out: String,
}

/// A completed transaction with no DigiKua record of its day, side and amount.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UnmatchedView {
    pub statement_id: String,
    pub receipt: String,
    pub completed_at: i64,
    pub details: String,
    pub amount: String,
    /// in or out.
    pub side: String,
    /// The DigiKua record that would match it (core's `suggest`): the phone adds the id, the
    /// business and, for a sale, the item sold.
    pub suggested: Option<Suggested>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Suggested {
    /// sale or expense.
    pub entity: String,
    /// The record in DigiKua's wire form.
    #[schema(value_type = Object)]
    pub record: serde_json::Value,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportView {
    pub business_id: String,
    pub year: i32,
    pub quarter: u32,
    /// Every quarter a statement covers, oldest first.
    pub quarters: Vec<QuarterRef>,
    /// The quarter's months a statement covers.
    pub months: Vec<MonthView>,
    pub totals: TotalsView,
    pub by_institution: Vec<InstitutionTotals>,
    /// The sum of the months' |statement − books|, both sides.
    pub discrepancy: String,
    pub unmatched: Vec<UnmatchedView>,
    pub cash_flow_validated: bool,
    pub computed_at: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ReportAnswer {
    pub error: bool,
    pub message: String,
    pub data: ReportView,
}

fn side(d: &Discrepancy) -> (String, String, Option<String>, String) {
    (
        money_text(d.statement),
        money_text(d.books),
        percent_text(d.percent),
        d.tier.wire().to_owned(),
    )
}

pub fn report_view(
    business_id: &str,
    report: &QuarterReport,
    quarters: &[(i32, u32)],
    computed_at: i64,
) -> ReportView {
    let months = report
        .months
        .iter()
        .map(|(month, money_in, money_out)| {
            let (statement_in, books_in, in_percent, in_tier) = side(money_in);
            let (statement_out, books_out, out_percent, out_tier) = side(money_out);
            MonthView {
                month: month_text(*month),
                statement_in,
                books_in,
                in_percent,
                in_tier,
                statement_out,
                books_out,
                out_percent,
                out_tier,
            }
        })
        .collect();
    let totals = &report.totals;
    let (statement_in, books_in, in_percent, in_tier) = side(&totals.money_in);
    let (statement_out, books_out, out_percent, out_tier) = side(&totals.money_out);
    ReportView {
        business_id: business_id.to_owned(),
        year: report.year,
        quarter: report.quarter,
        quarters: quarters
            .iter()
            .map(|&(year, quarter)| QuarterRef { year, quarter })
            .collect(),
        months,
        totals: TotalsView {
            statement_in,
            books_in,
            in_percent,
            in_tier,
            statement_out,
            books_out,
            out_percent,
            out_tier,
            percent: percent_text(totals.percent),
            tier: totals.tier.wire().to_owned(),
        },
        by_institution: report
            .by_institution
            .iter()
            .map(|(name, money_in, money_out)| InstitutionTotals {
                institution_name: name.clone(),
                money_in: money_text(*money_in),
                money_out: money_text(*money_out),
            })
            .collect(),
        discrepancy: money_text(totals.discrepancy),
        unmatched: report
            .unmatched
            .iter()
            .map(|u| {
                let t = &u.transaction;
                let (amount, side) = if t.paid_in.is_zero() {
                    (t.withdrawn, "out")
                } else {
                    (t.paid_in, "in")
                };
                UnmatchedView {
                    statement_id: u.statement_id.clone(),
                    receipt: t.receipt.clone(),
                    completed_at: t.completed_at,
                    details: t.details.clone(),
                    amount: money_text(amount),
                    side: side.to_owned(),
                    suggested: suggested_record(t).map(|record| Suggested {
                        entity: record.entity().name().to_owned(),
                        record: record.to_value(),
                    }),
                }
            })
            .collect(),
        cash_flow_validated: report.validated,
        computed_at,
    }
}
