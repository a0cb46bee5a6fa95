//! Client profile setup (spec 000 sections 2, 4, 5, 9): the M-Pesa step, personal details, identity,
//! and which step a client is sent to.

use crate::forms::{
    check_email, check_phone, check_required, is_valid_phone, INVALID_PHONE, REQUIRED,
};
use crate::money::{format_money, from_minor};
use crate::phones::{international, international_any};
use crate::places::Country;
use crate::uploads::{precheck, FileKind, UploadKind, UploadProblem};

pub const INVALID_MPESA_PHONE: &str = "Enter a valid M-Pesa phone";
pub const SELECT_COUNTRY: &str = "Select your country";
pub const COMPLETE_SETUP: &str = "Complete setting up your account";
pub const DETAILS_UPDATED: &str = "Details updated";

pub const PROFILE_GENDERS: [&str; 3] = ["Female", "Male", "Other"];
pub const IDENTITY_TYPES: [&str; 4] = [
    "International Passport",
    "Driver's License",
    "Voters Card",
    "National Identity Card",
];
pub const BANK_ACCOUNT_TYPES: [&str; 2] = ["Savings", "Current"];
/// A bank account number of this length is checked with the bank before it is saved.
pub const VERIFIABLE_ACCOUNT_DIGITS: usize = 10;

pub const MAX_IDENTITY_BYTES: usize = crate::uploads::MAX_IMAGE_BYTES;
pub const IMAGE_TOO_LARGE: &str = "The image is larger than 2 MB, choose a smaller one";
pub const NOT_AN_IMAGE: &str = "Upload a JPG or PNG image";
pub const INVALID_ACCOUNT_NUMBER: &str = "Enter the account number in digits only";
pub const UNKNOWN_AREA: &str = "Choose your county or region from the list";

/// The one-off charge that proves the M-Pesa number: Ksh1.00 in Kenya, Tsh100.00 in Tanzania.
pub fn verification_charge_minor(country: Country) -> i64 {
    match country {
        Country::Kenya => 100,
        Country::Tanzania => 10_000,
    }
}

pub fn verification_charge_text(country: Country) -> String {
    format_money(
        from_minor(verification_charge_minor(country)),
        country.currency(),
    )
    .replace(' ', "")
}

#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct MpesaErrors {
    pub phone: Option<&'static str>,
    pub country: Option<&'static str>,
}

impl MpesaErrors {
    pub fn first(&self) -> Option<&'static str> {
        self.phone.or(self.country)
    }
}

/// The M-Pesa step: a country, and a number of that country's shape.
pub fn validate_mpesa(phone: &str, country: &str) -> MpesaErrors {
    let country = Country::parse(country);
    let phone_ok = match country {
        Some(c) => international(phone, c).is_some(),
        None => is_valid_phone(phone),
    };
    MpesaErrors {
        phone: (!phone_ok).then_some(INVALID_MPESA_PHONE),
        country: country.is_none().then_some(SELECT_COUNTRY),
    }
}

/// The personal-information step (all fields required).
#[derive(Debug, Clone, Default)]
pub struct PersonalInfo<'a> {
    pub country: &'a str,
    pub gender: &'a str,
    pub residence_street: &'a str,
    pub residence_city: &'a str,
    /// County (Kenya) or region (Tanzania).
    pub residence_state: &'a str,
    pub next_of_kin_full_name: &'a str,
    pub next_of_kin_relationship: &'a str,
    pub next_of_kin_email: &'a str,
    pub next_of_kin_phone_number: &'a str,
    pub next_of_kin_residential_address: &'a str,
    pub bank_name: &'a str,
    pub bank_account_type: &'a str,
    pub bank_account_number: &'a str,
    pub bank_account_name: &'a str,
    pub national_id: &'a str,
}

#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct PersonalInfoErrors {
    pub gender: Option<&'static str>,
    pub residence_street: Option<&'static str>,
    pub residence_city: Option<&'static str>,
    pub residence_state: Option<&'static str>,
    pub next_of_kin_full_name: Option<&'static str>,
    pub next_of_kin_relationship: Option<&'static str>,
    pub next_of_kin_email: Option<&'static str>,
    pub next_of_kin_phone_number: Option<&'static str>,
    pub next_of_kin_residential_address: Option<&'static str>,
    pub bank_name: Option<&'static str>,
    pub bank_account_type: Option<&'static str>,
    pub bank_account_number: Option<&'static str>,
    pub bank_account_name: Option<&'static str>,
    pub national_id: Option<&'static str>,
}

impl PersonalInfoErrors {
    pub fn all(&self) -> [(&'static str, Option<&'static str>); 14] {
        [
            ("gender", self.gender),
            ("residence_street", self.residence_street),
            ("residence_city", self.residence_city),
            ("residence_state", self.residence_state),
            ("nextOfKin_fullName", self.next_of_kin_full_name),
            ("nextOfKin_relationship", self.next_of_kin_relationship),
            ("nextOfKin_email", self.next_of_kin_email),
            ("nextOfKin_phoneNumber", self.next_of_kin_phone_number),
            (
                "nextOfKin_residentialAddress",
                self.next_of_kin_residential_address,
            ),
            ("bank_name", self.bank_name),
            ("bank_accountType", self.bank_account_type),
            ("bank_accountNumber", self.bank_account_number),
            ("bank_accountName", self.bank_account_name),
            ("idno", self.national_id),
        ]
    }

    pub fn first(&self) -> Option<&'static str> {
        self.all().into_iter().find_map(|(_, message)| message)
    }
}

fn one_of(value: &str, choices: &[&str]) -> Option<&'static str> {
    check_required(value).or_else(|| (!choices.contains(&value.trim())).then_some(REQUIRED))
}

pub fn validate_personal_info(info: &PersonalInfo) -> PersonalInfoErrors {
    let country = Country::parse(info.country).unwrap_or(Country::Kenya);
    let account = info.bank_account_number.trim();
    PersonalInfoErrors {
        gender: one_of(info.gender, &PROFILE_GENDERS),
        residence_street: check_required(info.residence_street),
        residence_city: check_required(info.residence_city),
        residence_state: check_required(info.residence_state).or_else(|| {
            (!country.areas().contains(&info.residence_state.trim())).then_some(UNKNOWN_AREA)
        }),
        next_of_kin_full_name: check_required(info.next_of_kin_full_name),
        next_of_kin_relationship: check_required(info.next_of_kin_relationship),
        next_of_kin_email: check_email(info.next_of_kin_email),
        next_of_kin_phone_number: check_phone(info.next_of_kin_phone_number),
        next_of_kin_residential_address: check_required(info.next_of_kin_residential_address),
        bank_name: check_required(info.bank_name),
        bank_account_type: one_of(info.bank_account_type, &BANK_ACCOUNT_TYPES),
        bank_account_number: check_required(account).or_else(|| {
            (!account.bytes().all(|b| b.is_ascii_digit())).then_some(INVALID_ACCOUNT_NUMBER)
        }),
        bank_account_name: check_required(info.bank_account_name),
        national_id: check_required(info.national_id),
    }
}

/// Whether the bank should confirm this account number before it is saved.
pub fn needs_bank_verification(account_number: &str) -> bool {
    let account = account_number.trim();
    account.len() == VERIFIABLE_ACCOUNT_DIGITS && account.bytes().all(|b| b.is_ascii_digit())
}

/// An identity image: JPG or PNG by content, at most 2 MB.
pub fn check_identity_image(bytes: &[u8]) -> Result<FileKind, &'static str> {
    precheck(UploadKind::IdentityImage, bytes).map_err(|problem| match problem {
        UploadProblem::TooLarge(_) => IMAGE_TOO_LARGE,
        _ => NOT_AN_IMAGE,
    })
}

/// What is known of a client's details when the profile entry page opens.
#[derive(Debug, Clone, Copy, Default)]
pub struct SetupProgress {
    pub has_identity_type: bool,
    pub has_bank_account_name: bool,
    pub has_bio_data: bool,
    pub use_new_onboarding: bool,
    pub onboarding_complete: bool,
    pub is_applicant: bool,
}

/// Where `/dashboard/profile` sends the user (spec 000 section 4, in that order).
pub fn profile_route(progress: SetupProgress) -> &'static str {
    if progress.has_identity_type {
        "/dashboard/profile/user"
    } else if progress.has_bank_account_name {
        "/dashboard/profile/setup/identity"
    } else if progress.has_bio_data {
        "/dashboard/profile/setup/info"
    } else if progress.use_new_onboarding && !progress.onboarding_complete {
        if progress.is_applicant {
            "/dashboard/applicant"
        } else {
            "/dashboard/onboarding/welcome"
        }
    } else {
        "/dashboard/profile/setup/mpesa"
    }
}

pub const MPESA_VERIFIED: &str = "Your M-Pesa number is verified";
pub const MPESA_CANCELLED: &str = "The M-Pesa request was cancelled, try again";
pub const MPESA_TIMEOUT: &str = "M-Pesa did not answer, try again";
pub const VERIFY_MPESA_FIRST: &str = "Verify your M-Pesa number first";
pub const SAVE_DETAILS_FIRST: &str = "Save your personal details first";
pub const UNKNOWN_BANK: &str = "Unknown bank";
pub const ACCOUNT_NOT_FOUND: &str = "This account number was not found at the bank";

pub fn mpesa_insufficient_funds(country: Country) -> String {
    format!(
        "Not enough M-Pesa balance for the {} check",
        verification_charge_text(country)
    )
}

pub fn account_not_verifiable() -> String {
    format!("Only {VERIFIABLE_ACCOUNT_DIGITS}-digit account numbers can be verified")
}

pub fn upload_too_large(limit_bytes: usize) -> String {
    format!(
        "The upload is larger than {} MB, send smaller images",
        limit_bytes / (1024 * 1024)
    )
}

/// The alternative phone is optional; when given it must be a number of one of our countries.
pub fn check_optional_phone(value: &str, country: Country) -> Option<&'static str> {
    if check_required(value).is_some() {
        return None;
    }
    international_any(value, country)
        .is_none()
        .then_some(INVALID_PHONE)
}

/// One of the identity types; anything else reads as not chosen, as the other choice fields do.
pub fn check_identity_type(value: &str) -> Option<&'static str> {
    one_of(value, &IDENTITY_TYPES)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::forms::INVALID_EMAIL;

    fn info() -> PersonalInfo<'static> {
        PersonalInfo {
            country: "Kenya",
            gender: "Female",
            residence_street: "Moi Avenue 12",
            residence_city: "Nairobi",
            residence_state: "Nairobi",
            next_of_kin_full_name: "Juma Wanjiru",
            next_of_kin_relationship: "Brother",
            next_of_kin_email: "juma@example.com",
            next_of_kin_phone_number: "0722000111",
            next_of_kin_residential_address: "Kisumu",
            bank_name: "Equity Bank",
            bank_account_type: "Savings",
            bank_account_number: "0123456789",
            bank_account_name: "Amina Wanjiru",
            national_id: "12345678",
        }
    }

    #[test]
    fn charges() {
        assert_eq!(verification_charge_text(Country::Kenya), "Ksh1.00");
        assert_eq!(verification_charge_text(Country::Tanzania), "Tsh100.00");
    }

    #[test]
    fn mpesa_step() {
        assert_eq!(validate_mpesa("0712345678", "Kenya").first(), None);
        assert_eq!(
            validate_mpesa("0712345678", "").first(),
            Some(SELECT_COUNTRY)
        );
        assert_eq!(
            validate_mpesa("0712", "Kenya").phone,
            Some(INVALID_MPESA_PHONE)
        );
        assert_eq!(
            validate_mpesa("254712345678", "Tanzania").phone,
            Some(INVALID_MPESA_PHONE)
        );
        assert_eq!(validate_mpesa("255612345678", "Tanzania").first(), None);
    }

    #[test]
    fn personal_info() {
        assert_eq!(validate_personal_info(&info()).first(), None);
        assert_eq!(
            validate_personal_info(&PersonalInfo::default()).first(),
            Some(REQUIRED)
        );
        assert_eq!(
            validate_personal_info(&PersonalInfo {
                residence_state: "Arusha",
                ..info()
            })
            .residence_state,
            Some(UNKNOWN_AREA)
        );
        assert_eq!(
            validate_personal_info(&PersonalInfo {
                country: "Tanzania",
                residence_state: "Arusha",
                ..info()
            })
            .first(),
            None
        );
        assert_eq!(
            validate_personal_info(&PersonalInfo {
                next_of_kin_email: "x@",
                ..info()
            })
            .next_of_kin_email,
            Some(INVALID_EMAIL)
        );
        assert_eq!(
            validate_personal_info(&PersonalInfo {
                bank_account_number: "12-34",
                ..info()
            })
            .bank_account_number,
            Some(INVALID_ACCOUNT_NUMBER)
        );
        assert_eq!(
            validate_personal_info(&PersonalInfo {
                gender: "Unknown",
                ..info()
            })
            .gender,
            Some(REQUIRED)
        );
        assert!(needs_bank_verification("0123456789"));
        assert!(!needs_bank_verification("012345678"));
    }

    #[test]
    fn identity_images() {
        assert_eq!(
            check_identity_image(b"\xFF\xD8\xFF\xE0rest"),
            Ok(FileKind::Jpeg)
        );
        assert_eq!(check_identity_image(b"%PDF-1.4"), Err(NOT_AN_IMAGE));
        let mut big = b"\x89PNG\r\n\x1a\n".to_vec();
        big.resize(MAX_IDENTITY_BYTES + 1, 0);
        assert_eq!(check_identity_image(&big), Err(IMAGE_TOO_LARGE));
    }

    #[test]
    fn profile_routing_follows_the_spec_order() {
        let none = SetupProgress::default();
        assert_eq!(profile_route(none), "/dashboard/profile/setup/mpesa");
        assert_eq!(
            profile_route(SetupProgress {
                has_bio_data: true,
                ..none
            }),
            "/dashboard/profile/setup/info"
        );
        assert_eq!(
            profile_route(SetupProgress {
                has_bank_account_name: true,
                has_bio_data: true,
                ..none
            }),
            "/dashboard/profile/setup/identity"
        );
        assert_eq!(
            profile_route(SetupProgress {
                has_identity_type: true,
                ..none
            }),
            "/dashboard/profile/user"
        );
        let new = SetupProgress {
            use_new_onboarding: true,
            ..none
        };
        assert_eq!(profile_route(new), "/dashboard/onboarding/welcome");
        assert_eq!(
            profile_route(SetupProgress {
                is_applicant: true,
                ..new
            }),
            "/dashboard/applicant"
        );
        assert_eq!(
            profile_route(SetupProgress {
                onboarding_complete: true,
                ..new
            }),
            "/dashboard/profile/setup/mpesa"
        );
    }

    #[test]
    fn setup_answers() {
        assert_eq!(
            mpesa_insufficient_funds(Country::Tanzania),
            "Not enough M-Pesa balance for the Tsh100.00 check"
        );
        assert_eq!(
            account_not_verifiable(),
            "Only 10-digit account numbers can be verified"
        );
        assert_eq!(
            upload_too_large(5 * 1024 * 1024),
            "The upload is larger than 5 MB, send smaller images"
        );
        assert_eq!(check_identity_type("Voters Card"), None);
        assert_eq!(check_identity_type("Library Card"), Some(REQUIRED));
        assert_eq!(check_optional_phone("", Country::Kenya), None);
        assert_eq!(check_optional_phone("255612345678", Country::Kenya), None);
        assert_eq!(
            check_optional_phone("256612345678", Country::Kenya),
            Some(INVALID_PHONE)
        );
        assert_eq!(Country::Tanzania.currency().code(), "TZS");
        assert_eq!(
            international_any("0612345678", Country::Tanzania).as_deref(),
            Some("255612345678")
        );
    }
}
