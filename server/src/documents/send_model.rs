//! The wire shapes of sending (spec 002 section 7.2's `print` calls), of a document's links, and of
//! the public page a link opens.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::model::{DocumentJson, PaymentJson};

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
pub struct SendRequest {
    /// The signed-in person's phone (the spec sends it).
    #[serde(default)]
    pub phone: String,
    /// The quotation's or invoice's id.
    #[serde(default)]
    pub id: String,
}

/// The spec sends the payment's body again (`amountPaid`, `datePaid` are read and left).
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReceiptRequest {
    #[serde(default)]
    pub phone: String,
    #[serde(default)]
    pub invoice_id: String,
    /// The payment whose receipt is sent; the invoice's latest payment when left out.
    #[serde(default)]
    pub payment_id: Option<String>,
}

/// A public link as its owner sees it (the token is never kept, so never shown again).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LinkJson {
    pub id: String,
    pub document_id: String,
    /// Set for a receipt's link.
    pub payment_id: Option<String>,
    pub created_at: i64,
    pub expires_at: i64,
    pub revoked: bool,
    pub revoked_at: Option<i64>,
    /// Opens the document now: not turned off and not expired.
    pub open: bool,
}

/// A new link: as listed, and the address with its token (shown this once, to share it).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SentLink {
    #[serde(flatten)]
    pub link: LinkJson,
    /// `{PUBLIC_URL}/d/{token}`.
    pub url: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SentDocumentJson {
    pub document: DocumentJson,
    pub link: SentLink,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SentReceiptJson {
    pub payment: PaymentJson,
    pub receipt_sent_at: i64,
    pub link: SentLink,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct LinksAnswer {
    pub error: bool,
    /// Newest first, the document's receipts' links among them.
    pub data: Vec<LinkJson>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicItem {
    pub name: String,
    pub quantity: String,
    pub unit_price: Option<String>,
    pub total_amount: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicPayment {
    pub receipt_number: String,
    pub amount_paid: String,
    pub date_paid: String,
}

/// What the page a link opens shows: the one document (or receipt), nothing of the business's other
/// records, no client contact.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicDocument {
    /// `quotation`, `invoice` or `receipt`.
    pub kind: String,
    pub number: String,
    /// When the document was made (a receipt: when its payment was recorded).
    pub created_at: i64,
    pub business_name: String,
    /// `KES` or `TZS`.
    pub currency: String,
    /// The business's language (`en`, `sw`), the page's first choice.
    pub language: String,
    pub client_name: String,
    pub items: Vec<PublicItem>,
    pub total: String,
    /// What is paid and due (a receipt: as after its payment).
    pub paid: String,
    pub balance_due: String,
    pub paid_state: String,
    /// A receipt's invoice.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub invoice_number: Option<String>,
    /// A receipt's payment.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub payment: Option<PublicPayment>,
    /// When the link stops working.
    pub expires_at: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PublicAnswer {
    pub error: bool,
    pub data: PublicDocument,
}
