//! The sync protocol on the wire (docs/sync.md): a push of numbered mutations and its
//! answer, a page of changes, and the lookup lists.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

/// `POST /sync/push`: what one install of the app changed, each change numbered 1, 2, 3… without gaps.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PushBody {
    /// The install's id (24 lowercase hex characters), made by the phone once.
    #[serde(default)]
    pub client_id: String,
    #[serde(default)]
    pub mutations: Vec<Mutation>,
}

#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct Mutation {
    /// The install's number for this change.
    pub seq: i64,
    /// The record's id.
    #[serde(default)]
    pub id: String,
    /// A registered kind: product, service, productVariant, serviceVariant, sale, expense,
    /// investment, inventory (DigiKua)…
    #[serde(default)]
    pub entity: String,
    /// put: the whole record, created or replaced.
    #[serde(default)]
    pub op: String,
    /// The record, with the spec's field names.
    #[serde(default)]
    #[schema(value_type = Object)]
    pub record: Value,
}

/// A change the server refused for good; the phone shows it for the person to fix.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Rejection {
    pub seq: i64,
    pub id: String,
    pub entity: String,
    pub message: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PushResponse {
    /// The last change of this install the server has taken (applied or refused); the phone drops
    /// every outbox entry up to it.
    pub last_seq: i64,
    /// Changes written by this push.
    pub applied: usize,
    /// Changes already taken before (a retry, another tab's push).
    pub skipped: usize,
    /// Every refused change among the pushed ones, refused by this push or an earlier one.
    pub rejected: Vec<Rejection>,
    /// The first change that could not be taken because one before it is missing.
    pub gap_at: Option<i64>,
}

#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct PullQuery {
    /// The install asking, to learn its `lastSeq`.
    pub client_id: Option<String>,
    /// The last change number the phone has of its business; 0 (the default) from the start. Asks
    /// for the business's changes only (without `cursors`).
    pub cursor: Option<String>,
    /// The last change number the phone has of each scope, `business:12,user:3` (a scope left out is
    /// at 0): asks for the changes of every scope the user has, and the answer's `cursors`.
    pub cursors: Option<String>,
    /// Changes per page (500 by default, at most 1000).
    pub limit: Option<String>,
}

/// One record as it is now, at its change number.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Change {
    pub entity: String,
    pub id: String,
    #[schema(value_type = Object)]
    pub record: Value,
    /// The record's date in the cashflow (sold, spent, invested, stocked), epoch seconds.
    pub date: Option<i64>,
    pub change_seq: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PullResponse {
    pub changes: Vec<Change>,
    /// The business's change number to ask from next time.
    pub cursor: i64,
    /// Each scope's change number to ask from next time (when the pull gave `cursors`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cursors: Option<BTreeMap<String, i64>>,
    /// More changes wait after this page.
    pub more: bool,
    /// The install's last change the server has taken (0 when unknown).
    pub last_seq: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct LookupView {
    pub id: String,
    pub name: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct LookupsResponse {
    /// Each list (productCategory, measurement, saleType, expenseType, investmentType) in its order.
    pub data: BTreeMap<String, Vec<LookupView>>,
}
