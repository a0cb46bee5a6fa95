//! The wire shapes of the statement calls.

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::store::StatementRow;

/// `POST /validation/statements` as JSON: the phone's file queue names the finished upload (kind
/// `statement`) in `pdfFinancialStatement`. The same fields may come as the spec's multipart form,
/// with the file itself in `pdfFinancialStatement`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct SendStatement {
    /// The institution's id (a number, or its digits as text); spelt as the spec spells it.
    #[serde(rename = "financialInsitutionId")]
    #[schema(value_type = String)]
    pub institution: Option<serde_json::Value>,
    #[serde(rename = "pdfFinancialStatement")]
    pub upload_id: Option<String>,
    pub phone: Option<String>,
    /// A protected PDF's password: used to read it this once, never kept.
    pub password: Option<String>,
}

/// A statement as its lists show it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StatementView {
    pub id: String,
    pub business_id: String,
    /// Null for a linked account.
    pub institution_id: Option<i64>,
    pub institution_name: String,
    /// pdf, csv, image, or none (a linked account's).
    pub file_kind: String,
    /// reconciled, awaitingReview or reviewed.
    pub status: String,
    /// upload, or linkedAccount (no file).
    pub source: String,
    pub uploaded_at: i64,
    pub period_from: Option<String>,
    pub period_to: Option<String>,
    pub transaction_count: i64,
    /// Null when there is no file (a linked account's).
    pub file_url: Option<String>,
}

pub fn file_url(statement_id: &str) -> String {
    format!("/api/validation/statements/{statement_id}/file")
}

impl From<&StatementRow> for StatementView {
    fn from(row: &StatementRow) -> StatementView {
        StatementView {
            id: row.id.clone(),
            business_id: row.business_id.clone(),
            institution_id: row.institution_id,
            institution_name: row.institution_name.clone(),
            file_kind: row.file_kind.clone(),
            status: row.status.clone(),
            source: row.source.clone(),
            uploaded_at: row.uploaded_at,
            period_from: row.period_from.clone(),
            period_to: row.period_to.clone(),
            transaction_count: row.transaction_count,
            file_url: row.file_id.as_ref().map(|_| file_url(&row.id)),
        }
    }
}

/// `{error: false, message: "Success. Await validation report", data}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct StatementAnswer {
    pub error: bool,
    pub message: String,
    pub data: StatementView,
}

/// `{error: false, message, data: [statement]}`, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct StatementsAnswer {
    pub error: bool,
    pub message: String,
    pub data: Vec<StatementView>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct BusinessQuery {
    /// The business (staff must send it; a client's own is taken when left out).
    #[serde(rename = "businessId")]
    pub business_id: Option<String>,
}
