//! The wire shapes of the documents calls (spec 002 sections 3.2 and 7.2): bodies as the spec sends
//! them (amounts as numbers or text), documents with the spec's fields (`isGenerated`, `billTo` or
//! `quoteTo`) and what the phone also needs (number, items, total, payments, balance), and the
//! `{error, message}` envelope.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::documents::messages::SOMETHING_WENT_WRONG;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::error::AppError;

pub const UNREADABLE: &str = "The request could not be read";

/// A body as the spec sends it; an empty one is the type's default, one that cannot be read a 400.
pub fn read_body<T: serde::de::DeserializeOwned + Default>(bytes: &[u8]) -> DocumentsResult<T> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok(T::default());
    }
    serde_json::from_slice(bytes).map_err(|_| AppError::bad_request(UNREADABLE).into())
}

/// An amount on the wire: two decimals.
pub fn money_text(amount: rust_decimal::Decimal) -> String {
    format!("{amount:.2}")
}

/// A number as typed: JSON numbers and strings as text, anything else blank.
pub fn text_of(value: &Value) -> String {
    match value {
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.clone(),
        _ => String::new(),
    }
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
pub struct ListRequest {
    /// The signed-in person's phone (the spec sends it; the token says who is asking).
    #[serde(default)]
    pub phone: Option<String>,
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ItemRequest {
    #[serde(default)]
    pub variant_id: String,
    #[serde(default)]
    #[schema(value_type = Object)]
    pub quantity: Value,
    #[serde(default)]
    #[schema(value_type = Object)]
    pub total_amount: Value,
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AddItemsRequest {
    #[serde(default)]
    pub phone: String,
    #[serde(default)]
    pub items: Vec<ItemRequest>,
    #[serde(default)]
    pub client_name: String,
    #[serde(default)]
    pub client_phone: String,
    #[serde(default)]
    pub client_email: String,
    /// The document's id when the phone made it (24 hex): the same call sent twice makes it once.
    #[serde(default)]
    pub id: Option<String>,
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentRequest {
    #[serde(default)]
    pub phone: String,
    #[serde(default)]
    pub invoice_id: String,
    #[serde(default)]
    #[schema(value_type = Object)]
    pub amount_paid: Value,
    /// `yyyy-mm-dd`.
    #[serde(default)]
    pub date_paid: String,
    /// How it was paid: DigiKua's sale types (`cash`, `mpesa`, `bank`); `mpesa` when left out.
    #[serde(default)]
    pub method: Option<String>,
    /// Record the payment as DigiKua sales (true when left out).
    #[serde(default)]
    pub record_sale: Option<bool>,
    /// The payment's id when the phone made it (24 hex): sent twice, it is recorded once.
    #[serde(default)]
    pub id: Option<String>,
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MakeInvoiceRequest {
    #[serde(default)]
    pub phone: String,
    /// The quotation's id.
    #[serde(default)]
    pub id: String,
    /// The new invoice's id when the phone made it.
    #[serde(default)]
    pub invoice_id: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct PartyJson {
    pub name: String,
    pub email: String,
    pub phone: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ItemJson {
    pub variant_id: String,
    pub name: String,
    /// `Product` or `Service`.
    pub nature: String,
    pub quantity: String,
    pub unit_price: Option<String>,
    pub total_amount: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentJson {
    pub id: String,
    pub invoice_id: String,
    pub receipt_number: String,
    pub amount_paid: String,
    pub date_paid: String,
    pub method: String,
    /// The DigiKua sales it recorded (none when the person chose not to).
    pub sale_ids: Vec<String>,
    pub created_at: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DocumentJson {
    pub id: String,
    /// `quotation` or `invoice`.
    pub kind: String,
    /// `QUO-261126-7F3A`, `INV-…`.
    pub number: String,
    pub created_at: i64,
    /// Sent to the client.
    pub is_generated: bool,
    pub sent_at: Option<i64>,
    pub session_phone: String,
    /// An invoice's client.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bill_to: Option<PartyJson>,
    /// A quotation's client.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub quote_to: Option<PartyJson>,
    pub items: Vec<ItemJson>,
    pub total: String,
    pub paid: String,
    pub balance_due: String,
    /// `unpaid`, `partlyPaid` or `paid` (an invoice's).
    pub paid_state: String,
    /// An invoice's quotation, or a quotation's invoice.
    pub linked_id: Option<String>,
    pub payments: Vec<PaymentJson>,
}

/// The lists' answer: `Response` "False" with no document, else "True" and the list.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ListAnswer {
    #[serde(rename = "Response")]
    pub response: String,
    pub message: String,
    pub count: usize,
    pub data: Vec<DocumentJson>,
}

/// A change's answer: `error` false, the spec's message and what was made or changed.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Answer<T> {
    pub error: bool,
    pub message: String,
    pub data: T,
}

impl<T> Answer<T> {
    pub fn ok(message: &str, data: T) -> Answer<T> {
        Answer {
            error: false,
            message: message.to_owned(),
            data,
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Failure {
    /// Always true.
    pub error: bool,
    pub message: String,
    /// The item row (from 1) the message is about, if one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub item: Option<usize>,
}

/// A refusal or failure in the `{error: true, message}` envelope (a vague message for a 5xx).
#[derive(Debug)]
pub struct DocumentsError {
    pub error: AppError,
    pub item: Option<usize>,
}

impl<E: Into<AppError>> From<E> for DocumentsError {
    fn from(error: E) -> DocumentsError {
        DocumentsError {
            error: error.into(),
            item: None,
        }
    }
}

impl IntoResponse for DocumentsError {
    fn into_response(self) -> Response {
        let status = self.error.status();
        let message = if status.is_server_error() {
            tracing::error!(error = %self.error, "documents call failed");
            SOMETHING_WENT_WRONG.to_owned()
        } else {
            self.error.to_string()
        };
        let status = if status.is_success() {
            StatusCode::BAD_REQUEST
        } else {
            status
        };
        let body = Failure {
            error: true,
            message,
            item: self.item,
        };
        (status, Json(body)).into_response()
    }
}

pub type DocumentsResult<T> = Result<T, DocumentsError>;
