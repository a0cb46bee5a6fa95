//! The OpenAPI document at `/api/openapi.json`, generated from the routes themselves.

use std::sync::Arc;

use axum::http::header::CONTENT_TYPE;
use axum::response::IntoResponse;
use axum::Extension;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};

#[derive(OpenApi)]
#[openapi(
    info(title = "Portal API", description = "Loans and business growth for small entrepreneurs."),
    modifiers(&BearerAuth),
    tags(
        (name = "auth", description = "Sign-in, sessions, the current user and passwords"),
        (name = "otp", description = "One-time codes that verify an account"),
        (name = "accounts", description = "Accounts created by staff and sales agents"),
        (name = "invitations", description = "Inviting people and accepting an invitation"),
        (name = "staff", description = "Staff management (super admin)"),
        (name = "clients", description = "Staff lists of clients"),
        (name = "profile", description = "A client's profile setup: M-Pesa, personal details, identity"),
        (name = "banks", description = "The bank list and account verification"),
        (name = "media", description = "Uploaded files"),
        (name = "repayments", description = "Loan repayment by M-Pesa: STK push, status, paybill instructions, M-Pesa callbacks"),
        (name = "loans", description = "Loan funds, the calculator, applying, decisions, disbursement and the staff screens"),
        (name = "bookkeeping", description = "DigiKua bookkeeping: the data gateway, business and user reads, cashflow analytics"),
        (name = "invest", description = "The invest profile: a client's public business profile, the business categories and the investors' pages"),
        (name = "validation", description = "Financial validation: the institutions a statement comes from, the statements sent, the coach's review and the quarter's report against the DigiKua books"),
        (name = "linked accounts", description = "The linked financial account (Mono, or the built-in simulator): linking, account information, transaction history, statements"),
        (name = "sync", description = "The offline engine: pushing changes, pulling the changes of every scope the user has, the bookkeeping lookup lists"),
        (name = "uploads", description = "Resumable uploads in chunks, checked by content when finished"),
        (name = "onboarding", description = "The acceleration onboarding: the forms to sign"),
        (name = "scorecard", description = "Scorecards computed from the portal's data: reading, computing, the coach's scoring sheets, the thresholds, the portfolio and the risk scorecard"),
        (name = "reports", description = "Portfolio, arrears and collections reports (super admin)"),
        (name = "dev", description = "Development helpers, off in production"),
        (name = "health", description = "Liveness"),
        (name = "meta", description = "This document"),
    )
)]
pub struct ApiDoc;

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).build()),
        );
    }
}

/// The serialised document, built once at start-up.
#[derive(Clone)]
pub struct OpenApiJson(pub Arc<String>);

/// This OpenAPI document.
#[utoipa::path(
    get,
    path = "/openapi.json",
    tag = "meta",
    responses((status = 200, description = "The OpenAPI 3.1 document", content_type = "application/json"))
)]
pub async fn openapi_json(Extension(doc): Extension<OpenApiJson>) -> impl IntoResponse {
    (
        [(CONTENT_TYPE, "application/json")],
        doc.0.as_str().to_owned(),
    )
}
