//! `GET /bank/list/{provider}` and `GET /bank/verify/{accountNumber}/{bankCode}`.

use axum::extract::{Path, Query, State};
use axum::Json;
use portal_core::places::Country;
use portal_core::profile::SELECT_COUNTRY;

use super::check::{check_account, CheckError};
use super::model::{
    BankListQuery, BankListResponse, VerifiedBankAccount, VerifiedBankData, VerifyAccountResponse,
    LIST_PROVIDERS,
};
use super::store;
use crate::auth::AuthUser;
use crate::error::{AppError, AppResult, ErrorBody, NOT_FOUND};
use crate::state::AppState;
use crate::users::store as users;

/// The banks a client can choose, by name; every provider name answers the same list.
#[utoipa::path(
    get,
    path = "/bank/list/{provider}",
    tag = "banks",
    security(("bearer" = [])),
    params(
        ("provider" = String, Path, description = "flutter, remita or paystack"),
        BankListQuery,
    ),
    responses(
        (status = 200, description = "The banks", body = BankListResponse),
        (status = 400, description = "Select your country", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 404, description = "Not one of the provider names", body = ErrorBody),
    )
)]
pub async fn list_banks(
    State(state): State<AppState>,
    _user: AuthUser,
    Path(provider): Path<String>,
    Query(query): Query<BankListQuery>,
) -> AppResult<Json<BankListResponse>> {
    if !LIST_PROVIDERS.contains(&provider.as_str()) {
        return Err(AppError::NotFound(NOT_FOUND.to_owned()));
    }
    let country = match query.country.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(text) => Some(
            Country::parse(text)
                .ok_or_else(|| AppError::bad_request(SELECT_COUNTRY))?
                .iso_code(),
        ),
    };
    let banks = store::list(&state.pool, country).await?;
    Ok(Json(BankListResponse { data: banks }))
}

/// Asks the bank who holds a 10-digit account number.
#[utoipa::path(
    get,
    path = "/bank/verify/{accountNumber}/{bankCode}",
    tag = "banks",
    security(("bearer" = [])),
    params(
        ("accountNumber" = String, Path, description = "Ten digits"),
        ("bankCode" = String, Path, description = "A code from the bank list"),
    ),
    responses(
        (status = 200, description = "The bank knows the account", body = VerifyAccountResponse),
        (status = 400, description = "Only 10-digit account numbers can be verified", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 404, description = "Unknown bank, or the account is not at the bank", body = ErrorBody),
    )
)]
pub async fn verify_account(
    State(state): State<AppState>,
    user: AuthUser,
    Path((account_number, bank_code)): Path<(String, String)>,
) -> AppResult<Json<VerifyAccountResponse>> {
    let caller = users::find_by_id(&state.pool, &user.user_id)
        .await?
        .ok_or_else(AppError::sign_in)?;
    let name = format!("{} {}", caller.first_name, caller.last_name);
    let (bank, account_name) = check_account(&state, &account_number, &bank_code, &name)
        .await
        .map_err(|error| match error {
            CheckError::NotVerifiable => AppError::bad_request(error.message()),
            CheckError::UnknownBank | CheckError::AccountNotFound => {
                AppError::NotFound(error.message())
            }
            CheckError::Failed(error) => error,
        })?;
    Ok(Json(VerifyAccountResponse {
        data: VerifiedBankData {
            bank: VerifiedBankAccount {
                account_name,
                account_number: account_number.trim().to_owned(),
                bank_code: bank.code,
                bank_name: bank.name,
            },
        },
    }))
}
