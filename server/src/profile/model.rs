//! Bodies and answers of the profile routes, in the spec's field names (spec 000 sections 3 and 7).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The M-Pesa step. Missing fields read as empty so core's checks name them.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct MpesaRequest {
    /// `07…`, `01…`, `06…` or the international form.
    pub phone: String,
    /// Kenya or Tanzania (or KE, TZ, +254, +255).
    pub country: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MpesaVerified {
    /// International form, `2547…`.
    pub mpesa_phone: String,
    pub country: String,
    /// The verification charge, `Ksh1.00` or `Tsh100.00`.
    pub charge: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MpesaResponse {
    pub message: String,
    pub data: MpesaVerified,
}

/// The personal-info step (the spec's profile update payload). Missing fields read as empty.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct DetailsRequest {
    /// Optional.
    #[serde(rename = "alternativePhoneNumber")]
    pub alternative_phone_number: String,
    /// Female, Male or Other.
    pub gender: String,
    pub residence_street: String,
    pub residence_city: String,
    /// A Kenyan county or a Tanzanian region, by the country of the M-Pesa step.
    pub residence_state: String,
    #[serde(rename = "nextOfKin_fullName")]
    pub next_of_kin_full_name: String,
    #[serde(rename = "nextOfKin_relationship")]
    pub next_of_kin_relationship: String,
    #[serde(rename = "nextOfKin_email")]
    pub next_of_kin_email: String,
    #[serde(rename = "nextOfKin_phoneNumber")]
    pub next_of_kin_phone_number: String,
    #[serde(rename = "nextOfKin_residentialAddress")]
    pub next_of_kin_residential_address: String,
    pub bank_name: String,
    /// A code from the bank list; needed when the account number has 10 digits (it is then verified).
    pub bank_code: String,
    /// Savings or Current.
    #[serde(rename = "bank_accountType")]
    pub bank_account_type: String,
    #[serde(rename = "bank_accountNumber")]
    pub bank_account_number: String,
    #[serde(rename = "bank_accountName")]
    pub bank_account_name: String,
    /// The national ID number.
    pub idno: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BioData {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone_number: Option<String>,
    /// The national ID number (left out for staff who may not see identities).
    #[serde(rename = "BVN", skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    pub bvn: Option<Option<String>>,
    pub mpesa_phone: Option<String>,
    pub alternative_phone_number: Option<String>,
    /// The phone registered with the national ID; no registry is asked yet, so always null.
    pub bvn_phone_number: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IdentityView {
    pub identity_type: Option<String>,
    /// `/api/media/<id>` of the passport photo.
    pub profile_photo: Option<String>,
    /// `/api/media/<id>` of the identity document.
    pub image_url: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ResidenceView {
    pub street: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BankView {
    pub account_name: Option<String>,
    pub account_type: Option<String>,
    pub account_number: Option<String>,
    pub bank_name: Option<String>,
    pub bank_code: Option<String>,
    /// True when the bank confirmed the account number.
    pub verified: bool,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NextOfKinView {
    pub full_name: Option<String>,
    pub relationship: Option<String>,
    pub email: Option<String>,
    pub phone_number: Option<String>,
    pub residential_address: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClientDetailsView {
    pub bio_data: BioData,
    /// Left out for staff who may not see identities.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub identity: Option<IdentityView>,
    pub residence: ResidenceView,
    /// Left out for staff who may not see bank accounts.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bank: Option<BankView>,
    /// Left out for staff who may not see next of kin.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_of_kin: Option<NextOfKinView>,
    pub gender: Option<String>,
    /// Kenya or Tanzania, from the M-Pesa step.
    pub country: Option<String>,
    pub mpesa_verified: bool,
    /// Where `/dashboard/profile` sends this user (core's `profile_route`).
    pub setup_path: String,
    /// The groups of data left out for the staff member reading (identity, bank, nextOfKin, …);
    /// empty for the client themself.
    pub hidden: Vec<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct DetailsResponse {
    /// "Complete setting up your account" while the setup is not finished; "Details updated" after a change.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    pub data: ClientDetailsView,
}

/// The identity step's multipart form.
/// Documents the form only: the handler reads the parts as they stream in.
#[derive(Debug, ToSchema)]
pub struct IdentityUpload {
    /// The identity document: a JPG or PNG of at most 2 MB.
    #[schema(value_type = String, format = Binary)]
    pub identification: Vec<u8>,
    /// The passport photo: a JPG or PNG of at most 2 MB.
    #[schema(value_type = String, format = Binary)]
    pub passport: Vec<u8>,
    /// International Passport, Driver's License, Voters Card or National Identity Card.
    pub identity_type: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IdentitySaved {
    pub identity_type: String,
    pub image_url: String,
    pub profile_photo: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct IdentityResponse {
    pub message: String,
    pub data: IdentitySaved,
}
