//! The scorecards' wire shapes (docs/scorecards.md, "Calls"). A record and a risk record are
//! written by core's `wire` from the kept card in the reader's language, so they are described
//! here as objects.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

use crate::numbers::{Num, Text};

/// `POST /scorecard/read` and `POST /scorecard/compute`: numbers or text.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct QuarterRequest {
    #[serde(rename = "businessId")]
    #[schema(value_type = Option<String>)]
    pub business_id: Option<Text>,
    #[schema(value_type = Option<i32>)]
    pub year: Option<Text>,
    #[schema(value_type = Option<u32>)]
    pub quarter: Option<Text>,
}

/// `?lang=en|sw`: the notes' language instead of the reader's stored one.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(default)]
pub struct LangQuery {
    pub lang: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct RecordsAnswer {
    pub count: usize,
    /// Section 3's scorecard record plus what the screens need (core's `wire::render`):
    /// `{business {id, name, months}, year, quarter, dateAdded, averageScore, band, rankGroup {id,
    /// stops}, rank, groupSize, financialResults, impactData, participationInAcceleration,
    /// loanRepayment}`, each group `{score, <measure>: {score, notes}}`.
    #[schema(value_type = Vec<Object>)]
    pub data: Vec<Value>,
}

#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(default)]
pub struct OptionsQuery {
    /// Staff: a business's name, or its owner's name or e-mail, to search for.
    pub q: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct BusinessChoice {
    pub id: String,
    pub name: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct OptionsAnswer {
    pub businesses: Vec<BusinessChoice>,
    pub years: Vec<i32>,
    /// The past quarters offered, by year.
    pub quarters: BTreeMap<String, Vec<u32>>,
    /// The default choice: the latest past quarter.
    pub year: i32,
    pub quarter: u32,
}

#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(default)]
pub struct RiskQuery {
    pub year: Option<String>,
    pub quarter: Option<String>,
    pub lang: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct RiskAnswer {
    #[serde(rename = "Response")]
    pub response: bool,
    /// `[{business {id, name}, year, quarter, data: {percent}, businessRisk, investmentRisk,
    /// creditRisk, performanceRisk, socialDataViaLoanProposal, impactDataViaDigiKua}]`.
    #[schema(value_type = Vec<Object>)]
    pub data: Vec<Value>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreditLoan {
    pub id: String,
    pub status: String,
    #[schema(value_type = f64)]
    pub amount: Num,
    #[schema(value_type = f64)]
    pub repaid: Num,
    #[schema(value_type = f64)]
    pub balance: Num,
    pub installments: usize,
    /// Installments paid late or not paid by their due day and the fund's grace days.
    pub late: usize,
    pub completed_at: Option<i64>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Advice {
    pub measure: String,
    pub group: String,
    #[schema(value_type = Option<f64>)]
    pub score: Option<Num>,
    pub text: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CreditReport {
    pub loans: Vec<CreditLoan>,
    /// The latest kept scorecard's record, as `POST /scorecard/read` answers it.
    #[schema(value_type = Option<Object>)]
    pub scorecard: Option<Value>,
    pub advice: Vec<Advice>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SheetAnswer {
    /// The scoring sheet (a blank one with the spec's checklists when none was saved).
    #[schema(value_type = Object)]
    pub data: Value,
    #[serde(rename = "updatedAt")]
    pub updated_at: Option<i64>,
    #[serde(rename = "updatedBy")]
    pub updated_by: Option<String>,
}

/// `{error: true, message}`: the first problem of a sheet or a thresholds table.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Refusal {
    pub error: bool,
    pub message: String,
    /// The field at fault (`licenses[2].value`).
    pub field: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ThresholdsAnswer {
    /// `[{measure, better: "higher"|"lower", unit, steps: [{bound, score}]}]`.
    #[schema(value_type = Vec<Object>)]
    pub data: Value,
    /// The saved version in force; 0 for core's defaults.
    pub version: i64,
}

#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(default)]
pub struct PortfolioQuery {
    pub year: Option<String>,
    pub quarter: Option<String>,
    pub hub: Option<String>,
    /// `csv` for the rows as CSV.
    pub format: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PortfolioRow {
    pub business_id: String,
    pub name: String,
    pub owner: String,
    pub hub: Option<String>,
    pub months: i64,
    pub rank_group: String,
    #[schema(value_type = Option<f64>)]
    pub average_score: Option<Num>,
    pub band: Option<String>,
    pub rank: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PortfolioAnswer {
    pub year: i32,
    pub quarter: u32,
    pub data: Vec<PortfolioRow>,
    /// Cards per band: `{bad, average, good, excellent}`.
    pub by_band: BTreeMap<String, usize>,
    /// Cards per rank group: `{"1-6": n, …}`.
    pub by_group: BTreeMap<String, usize>,
    /// The mean of the shown cards' averageScore (two decimals).
    #[schema(value_type = Option<f64>)]
    pub average_score: Option<Num>,
    /// The hubs to filter by (core's five).
    pub hubs: Vec<&'static str>,
}

#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(default)]
pub struct LatestQuery {
    #[serde(rename = "userId")]
    pub user_id: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Latest {
    pub business_id: String,
    pub year: i32,
    pub quarter: u32,
    #[schema(value_type = Option<f64>)]
    pub average_score: Option<Num>,
    pub band: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct LatestAnswer {
    pub data: Option<Latest>,
}
