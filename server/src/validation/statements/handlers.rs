//! The statement calls: `POST /validation/statements` (the spec's upload: JSON naming a finished
//! upload, or the multipart form with the file), `GET /validation/statements` (a business's, newest
//! first) and `GET /validation/statements/{id}/file`.

use axum::extract::{Path, Query, Request, State};
use axum::http::HeaderValue;
use axum::response::Response;
use axum::Json;
use portal_core::language::Language;
use portal_core::validation::access::{may_read, may_read_any, may_send};
use portal_core::validation::messages::{
    in_language, STATEMENTS_FOUND, STATEMENT_NOT_FOUND, STATEMENT_RECEIVED,
};

use super::model::{
    BusinessQuery, SendStatement, StatementAnswer, StatementView, StatementsAnswer,
};
use super::store::{self, StatementRow};
use super::{intake, reading, sending};
use crate::auth::AuthUser;
use crate::error::{AppError, ErrorBody};
use crate::media::handlers::respond;
use crate::media::store as media_store;
use crate::state::AppState;
use crate::validation::access::{caller, reading as business_reading};
use crate::validation::error::{ValidationError, ValidationResult};
use crate::validation::model::Refusal;
use crate::validation::report::compute::refresh;

/// Sends a statement (spec 002 sections 5.4 and 7.4). An M-Pesa statement (PDF or CSV) is read and
/// its balances checked now, a protected PDF with `password` (used for that reading only); any
/// other waits for a coach. The same upload sent again answers the statement it made.
#[utoipa::path(
    post,
    path = "/validation/statements",
    tag = "validation",
    security(("bearer" = [])),
    request_body(content = SendStatement, description = "JSON naming a finished upload of kind `statement`, or the same fields as multipart/form-data with the file in `pdfFinancialStatement`"),
    responses(
        (status = 200, description = "'Success. Await validation report' and the statement", body = StatementAnswer),
        (status = 400, description = "A field refused (institution, file, phone) or the file refused by the upload check", body = Refusal),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Only a client sends statements", body = ErrorBody),
        (status = 413, description = "The file or the owner's quota is too large", body = Refusal),
        (status = 422, description = "Core refused the statement (altered, not an M-Pesa statement, no transactions, password missing or wrong: `needsPassword`); nothing kept, the upload still usable", body = Refusal),
    )
)]
pub async fn send_statement(
    State(state): State<AppState>,
    auth: AuthUser,
    request: Request,
) -> ValidationResult<Json<StatementAnswer>> {
    if !may_send(auth.role) {
        return Err(AppError::no_access().into());
    }
    let user = caller(&state, &auth).await?;
    let language = user.language;
    let incoming = intake::read(request, language).await?;
    let (kept, new) = sending::send(&state, &user, incoming).await?;
    if new {
        refresh(&state, &kept.business_id).await?;
    }
    Ok(answer(&kept, language))
}

fn answer(row: &StatementRow, language: Language) -> Json<StatementAnswer> {
    Json(StatementAnswer {
        error: false,
        message: in_language(STATEMENT_RECEIVED, language).to_owned(),
        data: StatementView::from(row),
    })
}

/// A business's statements, newest first.
#[utoipa::path(
    get,
    path = "/validation/statements",
    tag = "validation",
    security(("bearer" = [])),
    params(BusinessQuery),
    responses(
        (status = 200, description = "'Statements found' and the statements, newest first", body = StatementsAnswer),
        (status = 400, description = "'Choose a business': staff sent no businessId", body = Refusal),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role that reads no validation", body = ErrorBody),
        (status = 404, description = "'Business not found': no such business, or another's", body = Refusal),
    )
)]
pub async fn list_statements(
    State(state): State<AppState>,
    auth: AuthUser,
    Query(query): Query<BusinessQuery>,
) -> ValidationResult<Json<StatementsAnswer>> {
    let (user, business) = business_reading(&state, &auth, query.business_id.as_deref()).await?;
    let rows = store::list_for_business(&state.pool, &business.id).await?;
    Ok(Json(StatementsAnswer {
        error: false,
        message: in_language(STATEMENTS_FOUND, user.language).to_owned(),
        data: rows.iter().map(StatementView::from).collect(),
    }))
}

/// A statement's file, for its owner and for the staff who read any business's statements.
#[utoipa::path(
    get,
    path = "/validation/statements/{statementId}/file",
    tag = "validation",
    security(("bearer" = [])),
    params(("statementId" = String, Path, description = "A statement")),
    responses(
        (status = 200, description = "The file as it was checked when sent", content_type = "application/octet-stream"),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role that reads no validation", body = ErrorBody),
        (status = 404, description = "'Statement not found': no such statement, or another's", body = Refusal),
    )
)]
pub async fn statement_file(
    State(state): State<AppState>,
    auth: AuthUser,
    Path(statement_id): Path<String>,
) -> ValidationResult<Response> {
    if !may_read(auth.role) {
        return Err(AppError::no_access().into());
    }
    let user = caller(&state, &auth).await?;
    let not_found = || ValidationError::not_found(STATEMENT_NOT_FOUND, user.language);
    let statement = store::find(&state.pool, statement_id.trim())
        .await?
        .filter(|s| may_read_any(user.role) || s.owner_id == user.id)
        .ok_or_else(not_found)?;
    let file_id = statement.file_id.as_deref().ok_or_else(not_found)?;
    let file = media_store::find(&state.pool, file_id)
        .await?
        .ok_or_else(not_found)?;
    let bytes = state
        .storage
        .get(&file.storage_key)
        .await
        .map_err(|error| AppError::internal(error.to_string()))?
        .ok_or_else(|| AppError::internal(format!("file {} has no bytes", file.id)))?;
    let name = format!(
        "attachment; filename=\"statement-{}.{}\"",
        statement.id,
        reading::kind_of(&file.content_type).extension()
    );
    let disposition =
        HeaderValue::from_str(&name).map_err(|_| AppError::internal("a bad file name"))?;
    Ok(respond(&file, bytes, disposition)?)
}
