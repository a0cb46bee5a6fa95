//! The analytics answer `{Response, data: {revenue: {Jan: …}, operatingProfit: {…}}}` and its
//! failures `{Response: false, message}`.

use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::bookkeeping::cashflow::Analytics;
use rust_decimal::Decimal;
use serde::ser::SerializeMap;
use serde::{Deserialize, Serialize, Serializer};
use utoipa::{IntoParams, ToSchema};

use crate::error::{AppError, INTERNAL};
use crate::numbers::Num;

#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CashflowQuery {
    /// monthly (the default) or quarterly.
    #[serde(rename = "dataMode")]
    pub data_mode: Option<String>,
    /// The e-mail of the person looking (informational; access follows the bearer token).
    pub usr_mail: Option<String>,
}

/// Amounts per period, in the periods' order (Jan … Dec, or Q1 … Q4).
#[derive(Debug, Clone, PartialEq)]
pub struct Periods(pub Vec<(&'static str, Decimal)>);

impl Serialize for Periods {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (label, amount) in &self.0 {
            map.serialize_entry(label, &Num(*amount))?;
        }
        map.end()
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CashflowData {
    /// Product and service sales per period.
    #[schema(value_type = std::collections::BTreeMap<String, f64>)]
    pub revenue: Periods,
    /// Revenue − cost of goods − operating expense per period (capital expenses left out).
    #[serde(rename = "operatingProfit")]
    #[schema(value_type = std::collections::BTreeMap<String, f64>)]
    pub operating_profit: Periods,
}

impl From<&Analytics> for CashflowData {
    fn from(analytics: &Analytics) -> CashflowData {
        let periods = |values: &[Decimal]| {
            Periods(
                analytics
                    .labels
                    .iter()
                    .copied()
                    .zip(values.iter().copied())
                    .collect(),
            )
        };
        CashflowData {
            revenue: periods(&analytics.revenue),
            operating_profit: periods(&analytics.operating_profit),
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CashflowAnswer {
    #[serde(rename = "Response")]
    pub response: bool,
    pub data: CashflowData,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct StatsFailure {
    /// Always false.
    #[serde(rename = "Response")]
    pub response: bool,
    pub message: String,
}

/// Any failure of the analytics, as `{Response: false, message}`.
#[derive(Debug)]
pub struct StatsError(pub AppError);

impl From<AppError> for StatsError {
    fn from(error: AppError) -> StatsError {
        StatsError(error)
    }
}

impl IntoResponse for StatsError {
    fn into_response(self) -> Response {
        let status = self.0.status();
        let message = if status.is_server_error() {
            tracing::error!(error = %self.0, "analytics failed");
            INTERNAL.to_owned()
        } else {
            self.0.to_string()
        };
        let body = StatsFailure {
            response: false,
            message,
        };
        (status, Json(body)).into_response()
    }
}
