//! `GET /client/details/{userId}` and `PATCH /client_details/{userId}` (the personal-info step).

use std::collections::BTreeMap;

use axum::extract::{Path, State};
use axum::Json;
use portal_core::accounts::DUPLICATE_NATIONAL_ID;
use portal_core::forms::{is_empty, normalise_phone};
use portal_core::phones::country_of;
use portal_core::places::Country;
use portal_core::profile::{
    needs_bank_verification, validate_personal_info, PersonalInfo, COMPLETE_SETUP, DETAILS_UPDATED,
};

use super::access::require_owner;
use super::model::{DetailsRequest, DetailsResponse};
use super::store::{self, PersonalDetails};
use super::view::{details_view, is_setup_complete, setup_progress};
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::banks::check::{check_account, CheckError};
use crate::banks::store as banks;
use crate::error::{ApiJson, AppError, AppResult, ErrorBody};
use crate::staff::visibility::{read_person, Group, Reader};
use crate::state::AppState;
use crate::users::model::{normalise_email, User};
use crate::users::store as users;
use portal_core::phones::international_any;
use portal_core::profile::{check_optional_phone, UNKNOWN_BANK, VERIFY_MPESA_FIRST};

/// A client's profile: bio data, identity, residence, bank, next of kin, and where the profile page
/// sends them. Until the setup is finished the answer also says "Complete setting up your account".
/// Staff see the groups their role may see (the rest is left out and named in `hidden`), of the
/// clients their role may see.
#[utoipa::path(
    get,
    path = "/client/details/{userId}",
    tag = "profile",
    security(("bearer" = [])),
    params(("userId" = String, Path, description = "The client's id")),
    responses(
        (status = 200, description = "The client's details", body = DetailsResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Neither the client nor staff (whether or not the id exists)", body = ErrorBody),
        (status = 404, description = "No user has this id, or not one the staff member may see", body = ErrorBody),
    )
)]
pub async fn client_details(
    State(state): State<AppState>,
    user: AuthUser,
    Path(user_id): Path<String>,
) -> AppResult<Json<DetailsResponse>> {
    let (client, reader) = read_person(&state, &user, &user_id, Group::Contact).await?;
    let details = store::find(&state.pool, &user_id).await?;
    let complete = is_setup_complete(setup_progress(&client, details.as_ref()));
    Ok(Json(DetailsResponse {
        message: (!complete).then(|| COMPLETE_SETUP.to_owned()),
        data: details_view(&client, details.as_ref(), &reader),
    }))
}

/// Saves the personal-info step. Needs a verified M-Pesa number (its country decides the counties or
/// regions); a 10-digit account number is confirmed with the bank first. Nothing is saved on refusal.
#[utoipa::path(
    patch,
    path = "/client_details/{userId}",
    tag = "profile",
    security(("bearer" = [])),
    params(("userId" = String, Path, description = "The client's own id")),
    request_body = DetailsRequest,
    responses(
        (status = 200, description = "Details updated", body = DetailsResponse),
        (status = 400, description = "The first problem in `error`, every wrong field in `fields`; or M-Pesa not verified yet", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not the client themself", body = ErrorBody),
        (status = 409, description = "The national ID belongs to another client", body = ErrorBody),
    )
)]
pub async fn update_details(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(user_id): Path<String>,
    ApiJson(body): ApiJson<DetailsRequest>,
) -> AppResult<Json<DetailsResponse>> {
    require_owner(&user, &user_id)?;
    let client = users::find_by_id(&state.pool, &user_id)
        .await?
        .ok_or_else(AppError::sign_in)?;
    let country =
        mpesa_country(&client).ok_or_else(|| AppError::bad_request(VERIFY_MPESA_FIRST))?;
    check_form(&body, country)?;

    let national_id = body.idno.trim();
    if store::national_id_holder(&state.pool, national_id)
        .await?
        .is_some_and(|holder| holder != user_id)
    {
        return Err(AppError::Conflict(DUPLICATE_NATIONAL_ID.to_owned()));
    }
    let name = format!("{} {}", client.first_name, client.last_name);
    let bank_verified = check_bank(&state, &body, &name).await?;

    let details = personal_details(&body, country, bank_verified);
    let now = state.now();
    let mut tx = state.begin().await?;
    match store::save_personal(&mut *tx, &user_id, &details, now).await {
        Err(error) if users::is_unique_violation(&error) => {
            return Err(AppError::Conflict(DUPLICATE_NATIONAL_ID.to_owned()));
        }
        other => other?,
    }
    users::set_gender(&mut *tx, &user_id, body.gender.trim(), now).await?;
    let event = Event {
        user_id: Some(&user_id),
        kind: audit::DETAILS_UPDATED,
        detail: "",
        ip: ip.as_deref(),
    };
    audit::record(&mut *tx, now, event).await?;
    tx.commit().await?;

    let client = users::find_by_id(&state.pool, &user_id)
        .await?
        .ok_or_else(AppError::sign_in)?;
    let saved = store::find(&state.pool, &user_id).await?;
    Ok(Json(DetailsResponse {
        message: Some(DETAILS_UPDATED.to_owned()),
        data: details_view(&client, saved.as_ref(), &Reader::Themself),
    }))
}

/// The country of the verified M-Pesa number, or None before that step.
fn mpesa_country(client: &User) -> Option<Country> {
    let phone = client.mpesa_phone.as_deref()?;
    client
        .country
        .as_deref()
        .and_then(Country::parse)
        .or_else(|| country_of(phone))
}

fn field_error(field: &str, message: String) -> AppError {
    AppError::Fields {
        message: message.clone(),
        fields: BTreeMap::from([(field.to_owned(), message)]),
    }
}

/// Core's checks of the step, and the optional alternative phone; every problem at once.
fn check_form(body: &DetailsRequest, country: Country) -> AppResult<()> {
    let info = PersonalInfo {
        country: country.name(),
        gender: &body.gender,
        residence_street: &body.residence_street,
        residence_city: &body.residence_city,
        residence_state: &body.residence_state,
        next_of_kin_full_name: &body.next_of_kin_full_name,
        next_of_kin_relationship: &body.next_of_kin_relationship,
        next_of_kin_email: &body.next_of_kin_email,
        next_of_kin_phone_number: &body.next_of_kin_phone_number,
        next_of_kin_residential_address: &body.next_of_kin_residential_address,
        bank_name: &body.bank_name,
        bank_account_type: &body.bank_account_type,
        bank_account_number: &body.bank_account_number,
        bank_account_name: &body.bank_account_name,
        national_id: &body.idno,
    };
    let alternative = check_optional_phone(&body.alternative_phone_number, country);
    let problems: Vec<(&str, &str)> = std::iter::once(("alternativePhoneNumber", alternative))
        .chain(validate_personal_info(&info).all())
        .filter_map(|(field, message)| message.map(|m| (field, m)))
        .collect();
    match problems.first() {
        None => Ok(()),
        Some((_, first)) => Err(AppError::Fields {
            message: (*first).to_owned(),
            fields: problems
                .iter()
                .map(|(field, message)| ((*field).to_owned(), (*message).to_owned()))
                .collect(),
        }),
    }
}

/// Whether the bank confirmed the account. A 10-digit number must be known to the bank; a bank code,
/// when given, must be one of the list.
async fn check_bank(state: &AppState, body: &DetailsRequest, name: &str) -> AppResult<bool> {
    if needs_bank_verification(&body.bank_account_number) {
        return match check_account(state, &body.bank_account_number, &body.bank_code, name).await {
            Ok(_) => Ok(true),
            Err(error @ CheckError::AccountNotFound) => {
                Err(field_error("bank_accountNumber", error.message()))
            }
            Err(error @ (CheckError::UnknownBank | CheckError::NotVerifiable)) => {
                Err(field_error("bank_code", error.message()))
            }
            Err(CheckError::Failed(error)) => Err(error),
        };
    }
    let code = body.bank_code.trim();
    if !code.is_empty() && banks::find(&state.pool, code).await?.is_none() {
        return Err(field_error("bank_code", UNKNOWN_BANK.to_owned()));
    }
    Ok(false)
}

/// Phones in international form when they are ours, else as digits.
fn stored_phone(phone: &str, country: Country) -> String {
    international_any(phone, country).unwrap_or_else(|| normalise_phone(phone))
}

fn personal_details(
    body: &DetailsRequest,
    country: Country,
    bank_verified: bool,
) -> PersonalDetails {
    let text = |value: &str| value.trim().to_owned();
    let alternative = body.alternative_phone_number.trim();
    let code = body.bank_code.trim();
    PersonalDetails {
        national_id: text(&body.idno),
        alternative_phone: (!is_empty(alternative)).then(|| stored_phone(alternative, country)),
        residence_street: text(&body.residence_street),
        residence_city: text(&body.residence_city),
        residence_state: text(&body.residence_state),
        next_of_kin_full_name: text(&body.next_of_kin_full_name),
        next_of_kin_relationship: text(&body.next_of_kin_relationship),
        next_of_kin_email: normalise_email(&body.next_of_kin_email),
        next_of_kin_phone: stored_phone(&body.next_of_kin_phone_number, country),
        next_of_kin_address: text(&body.next_of_kin_residential_address),
        bank_name: text(&body.bank_name),
        bank_code: (!code.is_empty()).then(|| code.to_owned()),
        bank_account_type: text(&body.bank_account_type),
        bank_account_number: text(&body.bank_account_number),
        bank_account_name: text(&body.bank_account_name),
        bank_verified,
    }
}
