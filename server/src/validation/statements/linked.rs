//! `POST /validation/linked`: the client's linked financial account (docs/linked-accounts.md,
//! "Feeding the validation") taken as a statement of its last months, with no upload: its
//! transactions balance-checked by core as an uploaded statement's, kept as `reconciled` with
//! source `linkedAccount`, and counted in the report as any statement.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portal_core::linked_accounts::messages::{self as linked, LINK_FIRST, PROVIDER_FAILED};
use portal_core::linked_accounts::period::{statement_months, statement_period};
use portal_core::validation::access::may_send;
use portal_core::validation::messages::{in_language, NO_TRANSACTIONS, STATEMENT_RECEIVED};
use portal_core::validation::{check_balances, StatementError};
use serde::Deserialize;
use utoipa::ToSchema;

use super::keep;
use super::model::{StatementAnswer, StatementView};
use super::store::{StatementRow, LINKED_ACCOUNT, RECONCILED};
use crate::auth::AuthUser;
use crate::bookkeeping::business;
use crate::clock::nairobi_today;
use crate::error::{AppError, ErrorBody};
use crate::ids::new_id;
use crate::linked_accounts::feed::{statement_transactions, FeedError};
use crate::linked_accounts::store as links;
use crate::state::AppState;
use crate::validation::access::caller;
use crate::validation::error::{ValidationError, ValidationResult};
use crate::validation::model::Refusal;
use crate::validation::report::compute::refresh;

/// `{months}`: 1 to 12 (a number, or text such as `6` or `last6months`).
#[derive(Debug, Deserialize, ToSchema)]
pub struct LinkedBody {
    #[schema(value_type = u32)]
    pub months: Option<serde_json::Value>,
}

fn refused(status: StatusCode, message: String) -> ValidationError {
    ValidationError::Refused {
        status,
        message,
        needs_password: false,
    }
}

/// The last `months` months of the client's linked account, validated as a statement.
#[utoipa::path(
    post,
    path = "/validation/linked",
    tag = "validation",
    security(("bearer" = [])),
    request_body = LinkedBody,
    responses(
        (status = 200, description = "'Success. Await validation report' and the statement (source linkedAccount, no file)", body = StatementAnswer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Only a client validates a linked account", body = ErrorBody),
        (status = 404, description = "'Link your financial account first'", body = Refusal),
        (status = 422, description = "A period that is not 1 to 12 months, no transactions, or balances that do not add up", body = Refusal),
        (status = 502, description = "The account service did not answer", body = Refusal),
    )
)]
pub async fn send_linked(
    State(state): State<AppState>,
    auth: AuthUser,
    Json(body): Json<LinkedBody>,
) -> ValidationResult<Json<StatementAnswer>> {
    if !may_send(auth.role) {
        return Err(AppError::no_access().into());
    }
    let user = caller(&state, &auth).await?;
    let language = user.language;
    let said = |message: &str| linked::in_language(message, language).to_owned();
    let months = match &body.months {
        Some(serde_json::Value::Number(n)) => n.to_string(),
        Some(serde_json::Value::String(text)) => text.clone(),
        _ => String::new(),
    };
    let months = statement_months(&months)
        .map_err(|message| refused(StatusCode::UNPROCESSABLE_ENTITY, said(message)))?;
    let now = state.now();
    let period = statement_period(months, nairobi_today(now)?);
    let transactions = match statement_transactions(&state, &user.id, &period).await {
        Ok(Some(rows)) => rows,
        Ok(None) => return Err(refused(StatusCode::NOT_FOUND, said(LINK_FIRST))),
        Err(FeedError::Provider(_)) => {
            return Err(refused(StatusCode::BAD_GATEWAY, said(PROVIDER_FAILED)))
        }
        Err(FeedError::Database(error)) => return Err(error.into()),
    };
    let unprocessable =
        |error: StatementError| refused(StatusCode::UNPROCESSABLE_ENTITY, error.message(language));
    if transactions.is_empty() {
        return Err(ValidationError::said(
            StatusCode::UNPROCESSABLE_ENTITY,
            NO_TRANSACTIONS,
            language,
        ));
    }
    check_balances(&transactions).map_err(unprocessable)?;
    let institution = links::link(&state.pool, &user.id)
        .await?
        .map(|link| link.institution)
        .unwrap_or_default();
    let business = business::ensure_for(&state.pool, &user, now)
        .await?
        .ok_or_else(AppError::no_access)?;
    let row = StatementRow {
        id: new_id(now),
        business_id: business.id,
        owner_id: user.id.clone(),
        source: LINKED_ACCOUNT.to_owned(),
        institution_id: None,
        institution_name: institution,
        upload_id: None,
        file_id: None,
        file_kind: "none".to_owned(),
        phone: String::new(),
        status: RECONCILED.to_owned(),
        period_from: Some(period.from_text()),
        period_to: Some(period.to_text()),
        transaction_count: i64::try_from(transactions.len()).unwrap_or(0),
        uploaded_at: now,
        reviewed_by: None,
        reviewed_at: None,
    };
    let kept = keep::without_file(&state, row, &transactions).await?;
    refresh(&state, &kept.business_id).await?;
    Ok(Json(StatementAnswer {
        error: false,
        message: in_language(STATEMENT_RECEIVED, language).to_owned(),
        data: StatementView::from(&kept),
    }))
}
