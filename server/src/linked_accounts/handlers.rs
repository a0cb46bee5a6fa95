//! The linked account's calls (spec 000 section 7, "Linked financial account"): linking with the
//! connection code, the account information, the transaction history, a statement for a number of
//! months and its CSV, and the simulator's code that stands in for Mono's Connect widget.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_TYPE};
use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::language::Language;
use portal_core::linked_accounts::may_link;
use portal_core::linked_accounts::messages::{
    in_language, ACCOUNT_FOUND, CODE_REFUSED, HISTORY_FOUND, LINKED, LINK_FIRST, NOT_LINKED,
    SIMULATOR_CODE, STATEMENT_READY,
};
use portal_core::linked_accounts::model::check_code;
use portal_core::linked_accounts::period::{history_period, statement_months, statement_period};
use portal_core::linked_accounts::statement::statement;
use portal_core::validation::sample::write_csv;
use serde::de::DeserializeOwned;
use sha2::{Digest, Sha256};

use super::access::{owner, reader};
use super::error::{LinkError, LinkResult};
use super::model::{
    AccountAnswer, AccountView, HistoryAnswer, HistoryBody, LinkAnswer, LinkBody, LinkedView,
    Refusal, SimulatorCode, SimulatorCodeAnswer, StatementAnswer, StatementView, TransactionView,
    ACTIVE,
};
use super::provider::{ProviderError, ProviderStatement};
use super::simulator::CODE_PREFIX;
use super::store::{self, Link, StoredStatement};
use crate::audit::{self, Event};
use crate::auth::AuthUser;
use crate::clock::nairobi_today;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::ids::new_id;
use crate::staff::visibility::not_found;
use crate::state::AppState;
use crate::users::store as users;

/// The audit kind of a new or replaced link.
pub const LINKED_AUDIT: &str = "linked_account_linked";

fn sha256(text: &str) -> String {
    Sha256::digest(text.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A JSON body, or the defaults when none was sent.
fn read_body<T: DeserializeOwned + Default>(bytes: &Bytes) -> AppResult<T> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok(T::default());
    }
    serde_json::from_slice(bytes)
        .map_err(|_| AppError::bad_request("The request body is not valid JSON"))
}

fn unprocessable(english: &str, language: Language) -> LinkError {
    LinkError::refused(StatusCode::UNPROCESSABLE_ENTITY, english, language)
}

/// The user's link to an account of the provider configured now (a link made with another
/// provider cannot be read any more: the account shows inactive until linked again).
async fn current_link(state: &AppState, user_id: &str) -> AppResult<Option<Link>> {
    let link = store::link(&state.pool, user_id).await?;
    Ok(link.filter(|link| link.provider == state.linked_accounts.name()))
}

fn link_answer(link: Link, language: Language) -> LinkAnswer {
    LinkAnswer {
        error: false,
        message: in_language(LINKED, language).to_owned(),
        data: LinkedView {
            status: ACTIVE.to_owned(),
            institution: link.institution,
            account_name: link.account_name,
            account_number: link.account_number,
        },
    }
}

/// Links the caller's financial account with the connection code (replacing a linked one). The
/// same code sent again answers the same link without asking the provider again.
#[utoipa::path(
    post,
    path = "/mono/get_id/{userId}",
    tag = "linked accounts",
    security(("bearer" = [])),
    params(("userId" = String, Path, description = "The caller's own id")),
    request_body = LinkBody,
    responses(
        (status = 200, description = "'Your financial account has been successfully linked': `data` the account (status active, institution, accountName, masked accountNumber)", body = LinkAnswer),
        (status = 400, description = "The body is not JSON", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a client", body = ErrorBody),
        (status = 404, description = "Not found: another's userId", body = ErrorBody),
        (status = 422, description = "The code is missing, unreadable or refused by the provider", body = Refusal),
        (status = 502, description = "The provider did not answer", body = Refusal),
    )
)]
pub async fn link(
    State(state): State<AppState>,
    auth: AuthUser,
    Path(user_id): Path<String>,
    bytes: Bytes,
) -> LinkResult<Json<LinkAnswer>> {
    let user = owner(&state, &auth, &user_id).await?;
    let language = user.language;
    let body: LinkBody = read_body(&bytes)?;
    let code = check_code(body.mono_code.as_deref()).map_err(|m| unprocessable(m, language))?;
    let code_hash = sha256(code);
    let linked_by_this_code = |link: Option<Link>| link.filter(|link| link.code_hash == code_hash);
    if let Some(link) = linked_by_this_code(current_link(&state, &user.id).await?) {
        return Ok(Json(link_answer(link, language)));
    }
    let provider = &state.linked_accounts;
    let account_id = match provider.exchange_code(code).await {
        Ok(id) => id,
        Err(ProviderError::CodeRefused(detail)) => {
            // The same code sent twice at once: the other request used it and linked the account.
            if let Some(link) = linked_by_this_code(current_link(&state, &user.id).await?) {
                return Ok(Json(link_answer(link, language)));
            }
            tracing::info!(detail, "a connection code was refused");
            return Err(unprocessable(CODE_REFUSED, language));
        }
        Err(error) => return Err(LinkError::provider(&error, language)),
    };
    let info = provider
        .account(&account_id)
        .await
        .map_err(|error| LinkError::provider(&error, language))?;
    let now = state.now();
    let link = Link {
        user_id: user.id.clone(),
        provider: provider.name().to_owned(),
        account_id,
        code_hash,
        institution: info.institution,
        account_name: info.account_name,
        account_number: info.account_number,
        account_type: info.account_type,
        currency: info.currency,
        linked_at: now,
    };
    let mut tx = state.begin().await?;
    if !store::put_link(&mut *tx, &link, now).await? {
        return Ok(Json(link_answer(link, language)));
    }
    let detail = format!("{} {}", link.provider, link.institution);
    let event = Event {
        user_id: Some(&user.id),
        kind: LINKED_AUDIT,
        detail: &detail,
        ip: None,
    };
    audit::record(&mut *tx, now, event).await?;
    tx.commit().await?;
    Ok(Json(link_answer(link, language)))
}

/// The linked account's information, asked of the provider now; `inactive` when none is linked.
#[utoipa::path(
    get,
    path = "/mono/account_info/{userId}",
    tag = "linked accounts",
    security(("bearer" = [])),
    params(("userId" = String, Path, description = "The caller's own id; staff: a client they see")),
    responses(
        (status = 200, description = "`data.status` active with institution, accountName, masked accountNumber, accountType, currency, balance (text), linkedAt; or inactive alone", body = AccountAnswer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role that reads no linked account", body = ErrorBody),
        (status = 404, description = "Not found: another's userId, or a client the staff member does not see", body = ErrorBody),
        (status = 502, description = "The provider did not answer", body = Refusal),
    )
)]
pub async fn account_info(
    State(state): State<AppState>,
    auth: AuthUser,
    Path(user_id): Path<String>,
) -> LinkResult<Json<AccountAnswer>> {
    let (caller, client) = reader(&state, &auth, &user_id).await?;
    let language = caller.language;
    let Some(link) = current_link(&state, &client.id).await? else {
        return Ok(Json(AccountAnswer {
            error: false,
            message: in_language(NOT_LINKED, language).to_owned(),
            data: AccountView::inactive(),
        }));
    };
    let info = state
        .linked_accounts
        .account(&link.account_id)
        .await
        .map_err(|error| LinkError::provider(&error, language))?;
    Ok(Json(AccountAnswer {
        error: false,
        message: in_language(ACCOUNT_FOUND, language).to_owned(),
        data: AccountView::active(info, link.linked_at),
    }))
}

/// The linked account's transactions between two days (both included; the last 90 days unless
/// asked; at most 12 months; never after today), newest first.
#[utoipa::path(
    post,
    path = "/mono/transaction_history/{userId}",
    tag = "linked accounts",
    security(("bearer" = [])),
    params(("userId" = String, Path, description = "The caller's own id")),
    request_body = HistoryBody,
    responses(
        (status = 200, description = "`data`: id, time, narration, type (debit or credit), amount and balance (text with two decimals); `from` and `to` the days covered", body = HistoryAnswer),
        (status = 400, description = "The body is not JSON", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a client", body = ErrorBody),
        (status = 404, description = "Not found: another's userId", body = ErrorBody),
        (status = 409, description = "'Link your financial account first'", body = Refusal),
        (status = 422, description = "A date core refuses: unreadable, backwards, after today, more than 12 months", body = Refusal),
        (status = 502, description = "The provider did not answer", body = Refusal),
    )
)]
pub async fn transaction_history(
    State(state): State<AppState>,
    auth: AuthUser,
    Path(user_id): Path<String>,
    bytes: Bytes,
) -> LinkResult<Json<HistoryAnswer>> {
    let user = owner(&state, &auth, &user_id).await?;
    let language = user.language;
    let body: HistoryBody = read_body(&bytes)?;
    let today = nairobi_today(state.now())?;
    let period = history_period(body.from.as_deref(), body.to.as_deref(), today)
        .map_err(|m| unprocessable(m, language))?;
    let link = current_link(&state, &user.id)
        .await?
        .ok_or_else(|| LinkError::refused(StatusCode::CONFLICT, LINK_FIRST, language))?;
    let transactions = state
        .linked_accounts
        .transactions(&link.account_id, &period)
        .await
        .map_err(|error| LinkError::provider(&error, language))?;
    let mut data: Vec<TransactionView> = transactions.iter().map(TransactionView::of).collect();
    data.sort_by_key(|t| std::cmp::Reverse(t.time));
    Ok(Json(HistoryAnswer {
        error: false,
        message: in_language(HISTORY_FOUND, language).to_owned(),
        from: period.from_text(),
        to: period.to_text(),
        data,
    }))
}

fn statement_view(stored: &StoredStatement) -> StatementView {
    StatementView {
        path: format!("/api/mono/statements/{}", stored.id),
        from: stored.from_day.clone(),
        to: stored.to_day.clone(),
        months: u32::try_from(stored.months).unwrap_or(0),
        transactions: usize::try_from(stored.transactions).unwrap_or(0),
    }
}

/// Writes the statement of the last `param` months (`6` or `last6months`, 1 to 12) as a CSV in the
/// M-Pesa full-statement layout and answers where to download it. The same statement asked again
/// answers the same file.
#[utoipa::path(
    get,
    path = "/mono/account_statement/{userId}/{param}",
    tag = "linked accounts",
    security(("bearer" = [])),
    params(
        ("userId" = String, Path, description = "The caller's own id"),
        ("param" = String, Path, description = "Months, 1 to 12: `6` or `last6months`"),
    ),
    responses(
        (status = 200, description = "'Your statement is ready to download': `data.path` the CSV (`GET`, bearer), with from, to, months and the number of transactions", body = StatementAnswer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a client", body = ErrorBody),
        (status = 404, description = "Not found: another's userId", body = ErrorBody),
        (status = 409, description = "'Link your financial account first'", body = Refusal),
        (status = 422, description = "Not 1 to 12 months", body = Refusal),
        (status = 502, description = "The provider did not answer", body = Refusal),
    )
)]
pub async fn account_statement(
    State(state): State<AppState>,
    auth: AuthUser,
    Path((user_id, param)): Path<(String, String)>,
) -> LinkResult<Json<StatementAnswer>> {
    let user = owner(&state, &auth, &user_id).await?;
    let language = user.language;
    let months = statement_months(&param).map_err(|m| unprocessable(m, language))?;
    let now = state.now();
    let period = statement_period(months, nairobi_today(now)?);
    let link = current_link(&state, &user.id)
        .await?
        .ok_or_else(|| LinkError::refused(StatusCode::CONFLICT, LINK_FIRST, language))?;
    let ProviderStatement {
        account,
        transactions,
    } = state
        .linked_accounts
        .statement(&link.account_id, &period)
        .await
        .map_err(|error| LinkError::provider(&error, language))?;
    let statement = statement(&account, &period, &transactions);
    let csv = write_csv(&statement);
    let content_hash = sha256(&csv);
    let answer = |stored: &StoredStatement| {
        Json(StatementAnswer {
            error: false,
            message: in_language(STATEMENT_READY, language).to_owned(),
            data: statement_view(stored),
        })
    };
    if let Some(found) = store::statement_with_content(&state.pool, &user.id, &content_hash).await?
    {
        return Ok(answer(&found));
    }
    let id = new_id(now);
    let stored = StoredStatement {
        storage_key: format!("{id}.statement.csv"),
        id,
        user_id: user.id.clone(),
        account_id: link.account_id,
        from_day: period.from_text(),
        to_day: period.to_text(),
        months: i64::from(months),
        transactions: i64::try_from(statement.transactions.len()).unwrap_or(i64::MAX),
        content_hash,
        created_at: now,
    };
    let storage_failed = |e: crate::storage::StorageError| AppError::internal(e.to_string());
    state
        .storage
        .put(&stored.storage_key, csv.as_bytes(), "text/csv")
        .await
        .map_err(storage_failed)?;
    if store::insert_statement(&state.pool, &stored).await? {
        return Ok(answer(&stored));
    }
    // Written at the same moment by another request: keep theirs.
    state
        .storage
        .delete(&stored.storage_key)
        .await
        .map_err(storage_failed)?;
    let theirs = store::statement_with_content(&state.pool, &user.id, &stored.content_hash)
        .await?
        .ok_or_else(|| AppError::internal("a statement vanished"))?;
    Ok(answer(&theirs))
}

/// A statement's CSV, for the client it was written for.
#[utoipa::path(
    get,
    path = "/mono/statements/{id}",
    tag = "linked accounts",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "From the statement answer's path")),
    responses(
        (status = 200, description = "text/csv: the M-Pesa full-statement layout (header lines, then Receipt No., Completion Time, Details, Transaction Status, Paid In, Withdrawn, Balance)", content_type = "text/csv"),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 404, description = "Not found: no such statement, or another's", body = ErrorBody),
    )
)]
pub async fn statement_file(
    State(state): State<AppState>,
    auth: AuthUser,
    Path(id): Path<String>,
) -> AppResult<Response> {
    let stored = store::statement(&state.pool, id.trim())
        .await?
        .filter(|stored| stored.user_id == auth.user_id)
        .ok_or_else(not_found)?;
    let bytes = state
        .storage
        .get(&stored.storage_key)
        .await
        .map_err(|e| AppError::internal(e.to_string()))?
        .ok_or_else(not_found)?;
    let name = format!("statement-{}-{}.csv", stored.from_day, stored.to_day);
    let disposition = HeaderValue::from_str(&format!("attachment; filename=\"{name}\""))
        .map_err(|_| AppError::internal("a bad file name"))?;
    let headers = [
        (
            CONTENT_TYPE,
            HeaderValue::from_static("text/csv; charset=utf-8"),
        ),
        (CACHE_CONTROL, HeaderValue::from_static("private, no-store")),
        (CONTENT_DISPOSITION, disposition),
    ];
    Ok((headers, bytes).into_response())
}

/// While the simulator is the provider: a code that links a made-up account, standing in for
/// Mono's Connect widget (send it to `get_id` as `mono_code`). Not there with a real provider.
#[utoipa::path(
    post,
    path = "/mono/simulator/code",
    tag = "linked accounts",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "`data.code`: `sim_…`", body = SimulatorCodeAnswer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a client", body = ErrorBody),
        (status = 404, description = "Not found: a real provider is configured", body = ErrorBody),
    )
)]
pub async fn simulator_code(
    State(state): State<AppState>,
    auth: AuthUser,
) -> AppResult<Json<SimulatorCodeAnswer>> {
    if !may_link(auth.role) {
        return Err(AppError::no_access());
    }
    if !state.linked_accounts.is_simulator() {
        return Err(not_found());
    }
    let user = users::find_by_id(&state.pool, &auth.user_id)
        .await?
        .ok_or_else(AppError::sign_in)?;
    Ok(Json(SimulatorCodeAnswer {
        error: false,
        message: in_language(SIMULATOR_CODE, user.language).to_owned(),
        data: SimulatorCode {
            code: format!("{CODE_PREFIX}{}", new_id(state.now())),
        },
    }))
}
