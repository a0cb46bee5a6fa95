//! Business documents (docs/documents.md): an entrepreneur's quotations and invoices made from their
//! DigiKua variants, payments against an invoice (each able to record its DigiKua sales), a quotation
//! turned into an invoice, and each as a PDF made by core; each sent to the client (an SMS with a
//! public link, an e-mail with the PDF) and opened by that link without signing in. The spec's calls
//! under `/api/documents/…` keep their paths and bodies.

pub mod access;
pub mod entities;
pub mod handlers;
pub mod letterhead;
pub mod links;
pub mod links_store;
pub mod model;
pub mod payments;
pub mod public;
pub mod render;
pub mod send;
pub mod send_model;
pub mod store;
pub mod variants;
pub mod write;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::list_invoices))
        .routes(routes!(handlers::list_quotations))
        .routes(routes!(handlers::add_invoice))
        .routes(routes!(handlers::add_quotation))
        .routes(routes!(handlers::make_invoice))
        .routes(routes!(handlers::add_payment))
        .routes(routes!(handlers::document_pdf))
        .routes(routes!(handlers::receipt_pdf))
        .routes(routes!(send::send_invoice))
        .routes(routes!(send::send_quotation))
        .routes(routes!(send::send_receipt))
        .routes(routes!(links::document_links))
        .routes(routes!(links::revoke_link))
        .routes(routes!(public::public_document))
        .routes(routes!(public::public_pdf))
}
