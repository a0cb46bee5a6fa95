//! The super admin's report rows.

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::numbers::Num;

#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
pub struct ReportQuery {
    /// `csv` for a download; JSON otherwise.
    pub format: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PortfolioRow {
    /// Null for staged applications, which have no fund.
    pub fund_id: Option<String>,
    pub fund_name: String,
    pub currency: String,
    pub status: String,
    pub count: i64,
    /// The amount lent, summed.
    #[schema(value_type = f64)]
    pub principal: Num,
    /// Still owed, summed.
    #[schema(value_type = f64)]
    pub balance: Num,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ArrearsRow {
    /// 1-30, 31-60, 61-90 or 90+ days since the oldest unpaid installment fell due.
    pub bucket: String,
    pub currency: String,
    pub loans: i64,
    /// Overdue today.
    #[schema(value_type = f64)]
    pub amount: Num,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CollectionsRow {
    /// YYYY-MM, Nairobi.
    pub month: String,
    pub currency: String,
    pub payments: i64,
    #[schema(value_type = f64)]
    pub amount: Num,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PortfolioResponse {
    pub data: Vec<PortfolioRow>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ArrearsResponse {
    pub data: Vec<ArrearsRow>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CollectionsResponse {
    pub data: Vec<CollectionsRow>,
}
