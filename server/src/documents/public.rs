//! What a public link opens, without signing in: the one document (or receipt) it was made for, as
//! the page's JSON and as its PDF, made fresh from what is stored (an invoice shows its payments so
//! far). A token that is unknown, expired or turned off gets one answer, 404 with core's
//! `LINK_GONE`, and nothing else is told. Each opening counts against its address (a PDF costs CPU);
//! answers are `Cache-Control: private, no-store` and kept out of search engines; the token never
//! reaches the log (`request_log` hides it in the path).

use axum::extract::{Path, Query, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_TYPE};
use axum::http::{HeaderName, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::documents::messages::LINK_GONE;
use portal_core::language::Language;
use portal_core::limits::TOO_MANY_RESET_REQUESTS;

use super::access::Owner;
use super::handlers::PdfQuery;
use super::letterhead::Head;
use super::links_store::{self, Link};
use super::model::{DocumentsResult, Failure};
use super::render::Subject;
use super::send_model::PublicAnswer;
use super::store::{self, Stored, StoredPayment};
use crate::auth::password::token_hash;
use crate::auth::ClientIp;
use crate::bookkeeping::business;
use crate::error::AppError;
use crate::rate_limit::{self, Limit};
use crate::state::AppState;
use crate::users::store as users;

/// Openings of public links (page or PDF) one address may make in an hour.
pub const OPENINGS_PER_IP: Limit = Limit {
    max: 120,
    window_seconds: 3600,
};
pub const PRIVATE: &str = "private, no-store";
const ROBOTS: HeaderName = HeaderName::from_static("x-robots-tag");

fn gone() -> super::model::DocumentsError {
    AppError::NotFound(LINK_GONE.to_owned()).into()
}

/// What an open link shows, and whose it is.
struct Opened {
    link: Link,
    owner: Owner,
    document: Stored,
    payments: Vec<StoredPayment>,
    receipt: Option<usize>,
}

impl Opened {
    fn subject(&self) -> Subject<'_> {
        Subject {
            document: &self.document,
            payments: &self.payments,
            receipt: self.receipt,
        }
    }
}

/// Counts the opening against the address, then finds what the token opens: anything amiss is
/// `LINK_GONE`.
async fn open(state: &AppState, ip: Option<&str>, token: &str) -> DocumentsResult<Opened> {
    let now = state.now();
    let key = format!("doclink:ip:{}", ip.unwrap_or("unknown"));
    let count = rate_limit::store::hit(&state.pool, &key, OPENINGS_PER_IP, now).await?;
    if !rate_limit::store::within(OPENINGS_PER_IP, count) {
        return Err(AppError::Status {
            status: StatusCode::TOO_MANY_REQUESTS,
            message: TOO_MANY_RESET_REQUESTS.to_owned(),
        }
        .into());
    }
    let link = links_store::find_by_hash(&state.pool, &token_hash(token))
        .await?
        .filter(|l| l.is_open(now))
        .ok_or_else(gone)?;
    let document = store::find(&state.pool, &link.document_id)
        .await?
        .filter(|d| d.business_id == link.business_id)
        .ok_or_else(gone)?;
    let business = business::find_by_id(&state.pool, &link.business_id)
        .await?
        .ok_or_else(gone)?;
    let user = users::find_by_id(&state.pool, &business.owner_user_id)
        .await?
        .ok_or_else(gone)?;
    let payments = store::payments_of(&state.pool, &document.document.id).await?;
    let receipt = match &link.payment_id {
        Some(id) => Some(payments.iter().position(|p| &p.id == id).ok_or_else(gone)?),
        None => None,
    };
    Ok(Opened {
        link,
        owner: Owner {
            profile: super::access::profile_head(&state.pool, &business.id).await?,
            user,
            business,
        },
        document,
        payments,
        receipt,
    })
}

fn private(mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(CACHE_CONTROL, HeaderValue::from_static(PRIVATE));
    headers.insert(ROBOTS, HeaderValue::from_static("noindex, nofollow"));
    response
}

#[utoipa::path(
    get,
    path = "/public/documents/{token}",
    tag = "documents",
    params(("token" = String, Path, description = "The link's token (from `/d/{token}`)")),
    responses(
        (status = 200, description = "The one document or receipt the link opens, as its page shows it (no sign-in): business name, kind, number, date, client name, items, total, paid, balance due, a receipt's payment", body = PublicAnswer),
        (status = 404, description = "'This link has expired or was turned off. Ask the business for a new one.' for any token that opens nothing (unknown, expired, turned off)", body = Failure),
        (status = 429, description = "Too many openings from this address this hour", body = Failure),
    )
)]
pub async fn public_document(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Path(token): Path<String>,
) -> DocumentsResult<Response> {
    let opened = open(&state, ip.as_deref(), &token).await?;
    let data = opened
        .subject()
        .public_json(&opened.owner, opened.link.expires_at);
    Ok(private(
        Json(PublicAnswer { error: false, data }).into_response(),
    ))
}

#[utoipa::path(
    get,
    path = "/public/documents/{token}/pdf",
    tag = "documents",
    params(("token" = String, Path, description = "The link's token"), PdfQuery),
    responses(
        (status = 200, description = "The document or receipt as its PDF (no sign-in), in `language` or the business's", content_type = "application/pdf"),
        (status = 404, description = "The link opens nothing (unknown, expired, turned off): the same answer for each", body = Failure),
        (status = 429, description = "Too many openings from this address this hour", body = Failure),
    )
)]
pub async fn public_pdf(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Path(token): Path<String>,
    Query(query): Query<PdfQuery>,
) -> DocumentsResult<Response> {
    let opened = open(&state, ip.as_deref(), &token).await?;
    let language = query
        .language
        .as_deref()
        .and_then(Language::parse)
        .unwrap_or(opened.owner.user.language);
    let subject = opened.subject();
    let head = Head::with_logo(&state, &opened.owner).await;
    let bytes = subject.pdf(&head, language);
    let mut response = bytes.into_response();
    let headers = response.headers_mut();
    headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/pdf"));
    let disposition = format!("inline; filename=\"{}.pdf\"", subject.number());
    if let Ok(value) = HeaderValue::from_str(&disposition) {
        headers.insert(CONTENT_DISPOSITION, value);
    }
    Ok(private(response))
}
