//! The client's profile setup rules: the M-Pesa step, personal details, identity images, and which
//! step to open. A package of its own, loaded with the profile screens only.

use portal_core::{places, profile};
use wasm_bindgen::prelude::*;

use crate::{message, FieldErrors};

fn strings(items: &[&str]) -> Vec<String> {
    items.iter().map(|s| (*s).to_owned()).collect()
}

/// The M-Pesa step: `phone` and `country` ("Kenya" or "Tanzania").
#[wasm_bindgen(js_name = validateMpesa)]
pub fn validate_mpesa(phone: &str, country: &str) -> FieldErrors {
    let e = profile::validate_mpesa(phone, country);
    FieldErrors::new(&[("phone", e.phone), ("country", e.country)], None)
}

/// The verification charge as the notice shows it: `Ksh1.00` or `Tsh100.00`.
#[wasm_bindgen(js_name = verificationCharge)]
pub fn verification_charge(country: &str) -> Option<String> {
    places::Country::parse(country).map(profile::verification_charge_text)
}

/// Counties of Kenya or regions of Tanzania.
#[wasm_bindgen(js_name = countryAreas)]
pub fn country_areas(country: &str) -> Vec<String> {
    places::Country::parse(country)
        .map(|c| strings(c.areas()))
        .unwrap_or_default()
}

#[wasm_bindgen(js_name = profileGenders)]
pub fn profile_genders() -> Vec<String> {
    strings(&profile::PROFILE_GENDERS)
}

#[wasm_bindgen(js_name = identityTypes)]
pub fn identity_types() -> Vec<String> {
    strings(&profile::IDENTITY_TYPES)
}

#[wasm_bindgen(js_name = bankAccountTypes)]
pub fn bank_account_types() -> Vec<String> {
    strings(&profile::BANK_ACCOUNT_TYPES)
}

/// The personal-information form, field by field (the payload's names in the comments).
#[wasm_bindgen(getter_with_clone)]
#[derive(Default)]
pub struct PersonalInfoForm {
    pub country: String,
    pub gender: String,
    /// residence_street
    pub street: String,
    /// residence_city
    pub city: String,
    /// residence_state: county or region
    pub state: String,
    #[wasm_bindgen(js_name = kinFullName)]
    pub kin_full_name: String,
    #[wasm_bindgen(js_name = kinRelationship)]
    pub kin_relationship: String,
    #[wasm_bindgen(js_name = kinEmail)]
    pub kin_email: String,
    #[wasm_bindgen(js_name = kinPhoneNumber)]
    pub kin_phone_number: String,
    #[wasm_bindgen(js_name = kinResidentialAddress)]
    pub kin_residential_address: String,
    #[wasm_bindgen(js_name = bankName)]
    pub bank_name: String,
    #[wasm_bindgen(js_name = bankAccountType)]
    pub bank_account_type: String,
    #[wasm_bindgen(js_name = bankAccountNumber)]
    pub bank_account_number: String,
    #[wasm_bindgen(js_name = bankAccountName)]
    pub bank_account_name: String,
    #[wasm_bindgen(js_name = nationalId)]
    pub national_id: String,
}

#[wasm_bindgen]
impl PersonalInfoForm {
    #[wasm_bindgen(constructor)]
    pub fn new() -> PersonalInfoForm {
        PersonalInfoForm::default()
    }
}

/// Messages keyed by the PATCH payload's field names (`gender`, `residence_state`, `nextOfKin_email`,
/// `bank_accountNumber`, `idno`, …).
#[wasm_bindgen(js_name = validatePersonalInfo)]
pub fn validate_personal_info(form: &PersonalInfoForm) -> FieldErrors {
    let info = profile::PersonalInfo {
        country: &form.country,
        gender: &form.gender,
        residence_street: &form.street,
        residence_city: &form.city,
        residence_state: &form.state,
        next_of_kin_full_name: &form.kin_full_name,
        next_of_kin_relationship: &form.kin_relationship,
        next_of_kin_email: &form.kin_email,
        next_of_kin_phone_number: &form.kin_phone_number,
        next_of_kin_residential_address: &form.kin_residential_address,
        bank_name: &form.bank_name,
        bank_account_type: &form.bank_account_type,
        bank_account_number: &form.bank_account_number,
        bank_account_name: &form.bank_account_name,
        national_id: &form.national_id,
    };
    FieldErrors::new(&profile::validate_personal_info(&info).all(), None)
}

/// Whether the account number is checked with the bank before it is saved (10 digits).
#[wasm_bindgen(js_name = needsBankVerification)]
pub fn needs_bank_verification(account_number: &str) -> bool {
    profile::needs_bank_verification(account_number)
}

/// The message for an identity image that cannot be used (not JPG/PNG by content, or over 2 MB).
#[wasm_bindgen(js_name = checkIdentityImage)]
pub fn check_identity_image(bytes: &[u8]) -> Option<String> {
    message(profile::check_identity_image(bytes).err())
}

/// Where `/dashboard/profile` sends the user, from what is known of their setup.
#[wasm_bindgen(js_name = profileRoute)]
pub fn profile_route(
    has_identity_type: bool,
    has_bank_account_name: bool,
    has_bio_data: bool,
    use_new_onboarding: bool,
    onboarding_complete: bool,
    is_applicant: bool,
) -> String {
    profile::profile_route(profile::SetupProgress {
        has_identity_type,
        has_bank_account_name,
        has_bio_data,
        use_new_onboarding,
        onboarding_complete,
        is_applicant,
    })
    .to_owned()
}
