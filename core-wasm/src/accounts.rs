//! The account screens' rules: invitation, staff sign-up, password reset and change, OTP.
//! A module of its own, loaded with those screens only.

use portal_core::{invite, otp, passwords, places, roles, signup};
use wasm_bindgen::prelude::*;

use crate::{message, FieldErrors};

/// The invitation details form (step B).
#[wasm_bindgen(js_name = validateInvite)]
#[allow(clippy::too_many_arguments)]
pub fn validate_invite(
    email: &str,
    name: &str,
    gender: &str,
    country: &str,
    phone_no: &str,
    password: &str,
    confirm_password: &str,
) -> FieldErrors {
    let form = invite::InviteForm {
        email,
        name,
        gender,
        country,
        phone_no,
        password,
        confirm_password,
    };
    let e = invite::validate_invite(&form);
    FieldErrors::new(
        &[
            ("email", e.email),
            ("name", e.name),
            ("gender", e.gender),
            ("country", e.country),
            ("phoneNo", e.phone_no),
            ("password", e.password),
            ("confirmPassword", e.confirm_password),
        ],
        e.summary(),
    )
}

/// The staff form that creates an account of `role`.
#[wasm_bindgen(js_name = validateSignup)]
#[allow(clippy::too_many_arguments)]
pub fn validate_signup(
    role: &str,
    first_name: &str,
    last_name: &str,
    email: &str,
    mobile_number: &str,
    password: &str,
    confirm_password: &str,
    referral_choice: &str,
    country: &str,
) -> FieldErrors {
    let form = signup::SignupForm {
        first_name,
        last_name,
        email,
        mobile_number,
        password,
        confirm_password,
        referral_choice,
        country,
    };
    let role = roles::Role::parse(role).unwrap_or(roles::Role::Client);
    let e = signup::validate_signup(&form, role);
    FieldErrors::new(
        &[
            ("firstName", e.first_name),
            ("lastName", e.last_name),
            ("email", e.email),
            ("mobileNumber", e.mobile_number),
            ("password", e.password),
            ("confirmPassword", e.confirm_password),
            ("referralChoice", e.referral_choice),
            ("country", e.country),
        ],
        None,
    )
}

/// The roles a signed-in `creator` may create accounts for.
#[wasm_bindgen(js_name = creatableRoles)]
pub fn creatable_roles(creator: &str) -> Vec<String> {
    roles::Role::parse(creator)
        .map(|r| {
            signup::creatable_roles(r)
                .into_iter()
                .map(|r| r.as_str().to_owned())
                .collect()
        })
        .unwrap_or_default()
}

#[wasm_bindgen(js_name = referralChoices)]
pub fn referral_choices() -> Vec<String> {
    signup::REFERRAL_CHOICES
        .iter()
        .map(|c| (*c).to_owned())
        .collect()
}

/// The first problem with the change-password form.
#[wasm_bindgen(js_name = checkChangePassword)]
pub fn check_change_password(current: &str, new: &str, confirm: &str) -> Option<String> {
    message(passwords::check_change_password(current, new, confirm))
}

/// 'Passwords do not match' while the confirmation is typed.
#[wasm_bindgen(js_name = passwordLiveMismatch)]
pub fn password_live_mismatch(new: &str, confirm: &str) -> Option<String> {
    message(passwords::live_mismatch(new, confirm))
}

/// The reset form: OTP, new password, confirmation.
#[wasm_bindgen(js_name = validateReset)]
pub fn validate_reset(otp: &str, password: &str, confirm_password: &str) -> FieldErrors {
    let e = passwords::validate_reset(otp, password, confirm_password);
    FieldErrors::new(
        &[
            ("otp", e.otp),
            ("password", e.password),
            ("confirmPassword", e.confirm_password),
        ],
        None,
    )
}

/// The OTP box: 'You need to enter your otp to verify your account', or a malformed-code message.
#[wasm_bindgen(js_name = checkOtpInput)]
pub fn check_otp_input(code: &str) -> Option<String> {
    message(otp::check_otp_input(code))
}

/// The warning shown on the OTP page when no e-mail is known.
#[wasm_bindgen(js_name = noEmailForOtpMessage)]
pub fn no_email_for_otp_message() -> String {
    otp::NO_EMAIL_FOR_OTP.to_owned()
}

/// Kenya, Tanzania: the country options of the sign-up form and of the profile set-up (both in `common`).
#[wasm_bindgen(js_name = countries)]
pub fn countries() -> Vec<String> {
    places::Country::ALL
        .iter()
        .map(|c| c.name().to_owned())
        .collect()
}

/// `+254`, `+255`: the invitation's country options.
#[wasm_bindgen(js_name = countryDialCodes)]
pub fn country_dial_codes() -> Vec<String> {
    places::Country::ALL
        .iter()
        .map(|c| c.dial_code().to_owned())
        .collect()
}

#[wasm_bindgen(js_name = inviteGenders)]
pub fn invite_genders() -> Vec<String> {
    invite::GENDERS.iter().map(|g| (*g).to_owned()).collect()
}
