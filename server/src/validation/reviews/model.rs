//! The wire shapes of the coach's review.

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::validation::statements::model::StatementView;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ReviewsQuery {
    /// awaitingReview (the default) or reviewed.
    pub status: Option<String>,
}

/// A statement to review, with its business.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewItem {
    pub business_name: String,
    #[serde(flatten)]
    pub statement: StatementView,
    pub reviewed_at: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewsAnswer {
    pub error: bool,
    pub message: String,
    pub data: Vec<ReviewItem>,
}

/// One month's totals as the coach reads them off the statement (amounts as text or numbers).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewMonth {
    pub month: Option<String>,
    #[schema(value_type = String)]
    pub money_in: Option<serde_json::Value>,
    #[schema(value_type = String)]
    pub money_out: Option<serde_json::Value>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct Review {
    pub months: Option<Vec<ReviewMonth>>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewAnswer {
    pub error: bool,
    pub message: String,
    pub data: StatementView,
}
