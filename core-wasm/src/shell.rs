//! The rules every screen needs from the start: form checks, sign-in, ids, dates and roles. Kept
//! small: it is downloaded before `/signin` can show. The decimal maths (the loan calculator, money
//! as text) is in the `money` package, loaded with the calculator and the signed-in areas.

use portal_core::loans::{lifecycle::LoanStatus, paybill};
use portal_core::{accounts, forms, id, money, roles, sync, time};
use wasm_bindgen::prelude::*;

use crate::message;

// ---- generic form checks -------------------------------------------------------------------

/// 'This field is required' when empty (zero counts as empty).
#[wasm_bindgen(js_name = checkRequired)]
pub fn check_required(value: &str) -> Option<String> {
    message(forms::check_required(value))
}

#[wasm_bindgen(js_name = checkEmail)]
pub fn check_email(value: &str) -> Option<String> {
    message(forms::check_email(value))
}

#[wasm_bindgen(js_name = checkPhone)]
pub fn check_phone(value: &str) -> Option<String> {
    message(forms::check_phone(value))
}

#[wasm_bindgen(js_name = checkPassword)]
pub fn check_password(value: &str) -> Option<String> {
    message(forms::check_password(value))
}

#[wasm_bindgen(js_name = checkConfirmPassword)]
pub fn check_confirm_password(password: &str, confirmation: &str) -> Option<String> {
    message(forms::check_confirm_password(password, confirmation))
}

/// The first problem with the sign-in form, if any.
#[wasm_bindgen(js_name = signinError)]
pub fn signin_error(email: &str, password: &str) -> Option<String> {
    message(forms::validate_signin(email, password).first())
}

/// True when a sign-in refusal means the account must first be verified by OTP.
#[wasm_bindgen(js_name = needsVerification)]
pub fn needs_verification(message: &str) -> bool {
    accounts::needs_verification(message)
}

// ---- money ---------------------------------------------------------------------------------

/// Digits only, grouped in thousands: what an amount box shows as the user types.
#[wasm_bindgen(js_name = formatTypedAmount)]
pub fn format_typed_amount(typed: &str) -> String {
    money::group_thousands(&money::digits_only(typed))
}

// ---- loans ---------------------------------------------------------------------------------

/// Whether a loan in `status` takes payments (the client is offered to pay it).
#[wasm_bindgen(js_name = takesPayments)]
pub fn takes_payments(status: &str) -> bool {
    LoanStatus::parse(status).is_some_and(paybill::takes_payments)
}

// ---- ids and times -------------------------------------------------------------------------

/// A new record id from the time and 8 random bytes (the caller supplies both).
#[wasm_bindgen(js_name = newId)]
pub fn new_id(epoch_seconds: u32, random: &[u8]) -> Result<String, JsError> {
    let random: [u8; 8] = random
        .try_into()
        .map_err(|_| JsError::new("newId needs exactly 8 random bytes"))?;
    Ok(id::new_id(epoch_seconds, random))
}

/// The id as lists show it: its first `length` characters.
#[wasm_bindgen(js_name = shortId)]
pub fn short_id(id: &str, length: usize) -> String {
    id::short_id(id, length).to_owned()
}

#[wasm_bindgen(js_name = isValidId)]
pub fn is_valid_id(text: &str) -> bool {
    id::is_valid_id(text)
}

/// dd/MM/yyyy in Nairobi.
#[wasm_bindgen(js_name = formatDate)]
pub fn format_date(epoch_seconds: f64) -> String {
    time::format_date(epoch_seconds as i64)
}

/// [year, month (1-12), day, weekday (0 = Monday)] in Nairobi.
#[wasm_bindgen(js_name = nairobiDateParts)]
pub fn nairobi_date_parts(epoch_seconds: f64) -> Vec<i32> {
    time::nairobi_date_parts(epoch_seconds as i64)
        .map(|(y, m, d, w)| vec![y, m as i32, d as i32, w as i32])
        .unwrap_or_default()
}

// ---- roles ---------------------------------------------------------------------------------

/// Where a role lands after signing in; None for an unknown role.
#[wasm_bindgen(js_name = landingPath)]
pub fn landing_path(role: &str) -> Option<String> {
    roles::Role::parse(role).map(|r| r.landing_path().to_owned())
}

/// Whether a user with `role` (empty when signed out) may open `path`.
#[wasm_bindgen(js_name = mayOpen)]
pub fn may_open(role: &str, path: &str) -> bool {
    roles::may_open(roles::Role::parse(role), path)
}

/// Every role but the client sees the header search box, its name and its role.
#[wasm_bindgen(js_name = seesHeaderIdentity)]
pub fn sees_header_identity(role: &str) -> bool {
    roles::Role::parse(role).is_some_and(|r| r.sees_header_identity())
}

#[wasm_bindgen(js_name = isStaffRole)]
pub fn is_staff_role(role: &str) -> bool {
    roles::Role::parse(role).is_some_and(|r| r.is_staff())
}

#[wasm_bindgen(js_name = roleLabel)]
pub fn role_label(role: &str) -> Option<String> {
    roles::Role::parse(role).map(|r| r.label().to_owned())
}

// ---- the offline engine --------------------------------------------------------------------

/// The most changes one push may carry.
#[wasm_bindgen(js_name = maxPushMutations)]
pub fn max_push_mutations() -> u32 {
    u32::try_from(sync::MAX_PUSH_MUTATIONS).unwrap_or(u32::MAX)
}

/// Why a record may not be saved again under its kind's conflict rule (serverOrder, appendOnly),
/// when one with its id `exists` on this phone; None when it may.
#[wasm_bindgen(js_name = putRefusal)]
pub fn put_refusal(conflict: &str, exists: bool) -> Option<String> {
    let rule = sync::ConflictRule::parse(conflict)?;
    let saved = if exists {
        sync::Saved::Different
    } else {
        sync::Saved::Nothing
    };
    message(sync::put_step(rule, saved).err())
}
