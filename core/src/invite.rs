//! Accepting an invitation (`/invited`, step B): the details form and its messages.

use crate::forms::{
    check_email, check_password, check_phone, check_required, INVALID_PHONE, REQUIRED,
};
use crate::phones::international;
use crate::places::Country;

pub const FIX_ALL_ERRORS: &str = "Fix all errors before proceeding";
pub const TWO_PASSWORDS_DIFFER: &str = "Your two passwords do not match";
pub const GENDERS: [&str; 2] = ["Male", "Female"];

#[derive(Debug, Clone, Default)]
pub struct InviteForm<'a> {
    pub email: &'a str,
    pub name: &'a str,
    pub gender: &'a str,
    /// `+254` or `+255`.
    pub country: &'a str,
    pub phone_no: &'a str,
    pub password: &'a str,
    pub confirm_password: &'a str,
}

#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct InviteErrors {
    pub email: Option<&'static str>,
    pub name: Option<&'static str>,
    pub gender: Option<&'static str>,
    pub country: Option<&'static str>,
    pub phone_no: Option<&'static str>,
    pub password: Option<&'static str>,
    pub confirm_password: Option<&'static str>,
}

impl InviteErrors {
    pub fn is_empty(&self) -> bool {
        self.first().is_none()
    }

    pub fn first(&self) -> Option<&'static str> {
        self.email
            .or(self.name)
            .or(self.gender)
            .or(self.country)
            .or(self.phone_no)
            .or(self.password)
            .or(self.confirm_password)
    }

    /// The warning shown above the form while any field is wrong.
    pub fn summary(&self) -> Option<&'static str> {
        (!self.is_empty()).then_some(FIX_ALL_ERRORS)
    }
}

pub fn validate_invite(form: &InviteForm) -> InviteErrors {
    let country = Country::ALL
        .into_iter()
        .find(|c| c.dial_code() == form.country.trim());
    InviteErrors {
        email: check_email(form.email),
        name: check_required(form.name),
        gender: check_required(form.gender)
            .or_else(|| (!GENDERS.contains(&form.gender.trim())).then_some(REQUIRED)),
        country: country.is_none().then_some(REQUIRED),
        phone_no: check_phone(form.phone_no).or_else(|| match country {
            Some(c) if international(form.phone_no, c).is_none() => Some(INVALID_PHONE),
            _ => None,
        }),
        password: check_password(form.password),
        confirm_password: if form.confirm_password.is_empty() {
            Some(REQUIRED)
        } else {
            (form.password != form.confirm_password).then_some(TWO_PASSWORDS_DIFFER)
        },
    }
}

/// "Amina Wanjiru Otieno" → ("Amina", "Wanjiru Otieno"); a single word leaves the last name empty.
pub fn split_full_name(name: &str) -> (String, String) {
    let mut words = name.split_whitespace();
    let first = words.next().unwrap_or_default().to_owned();
    (first, words.collect::<Vec<_>>().join(" "))
}

/// How long an invitation stays open.
pub const INVITATION_TTL_SECONDS: i64 = 14 * 24 * 3600;
pub const INVITATION_FOUND: &str = "Invitation found, fill in your details";
pub const INVITATION_NOT_FOUND: &str =
    "We could not find an invitation for this email, contact your business coach";
pub const INVITED_ACCOUNT_CREATED: &str = "Account created, enter the code we sent to your email";
/// Where the invitation answers send the user (spec 000 section 2).
pub const INVITED_PATH: &str = "/invited";
pub const VERIFY_OTP_PATH: &str = "/verify-otp";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::forms::{INVALID_EMAIL, SHORT_PASSWORD};

    fn good() -> InviteForm<'static> {
        InviteForm {
            email: "amina@example.com",
            name: "Amina Wanjiru",
            gender: "Female",
            country: "+254",
            phone_no: "0712345678",
            password: "Strong-pass-1",
            confirm_password: "Strong-pass-1",
        }
    }

    #[test]
    fn a_good_form_passes() {
        assert!(validate_invite(&good()).is_empty());
        assert_eq!(validate_invite(&good()).summary(), None);
    }

    #[test]
    fn each_message() {
        let empty = validate_invite(&InviteForm::default());
        assert_eq!(empty.summary(), Some(FIX_ALL_ERRORS));
        assert_eq!(empty.first(), Some(REQUIRED));
        assert_eq!(
            validate_invite(&InviteForm {
                email: "amina@",
                ..good()
            })
            .email,
            Some(INVALID_EMAIL)
        );
        assert_eq!(
            validate_invite(&InviteForm {
                gender: "Other",
                ..good()
            })
            .gender,
            Some(REQUIRED)
        );
        assert_eq!(
            validate_invite(&InviteForm {
                country: "+256",
                ..good()
            })
            .country,
            Some(REQUIRED)
        );
        assert_eq!(
            validate_invite(&InviteForm {
                phone_no: "07123",
                ..good()
            })
            .phone_no,
            Some(INVALID_PHONE)
        );
        assert_eq!(
            validate_invite(&InviteForm {
                country: "+255",
                phone_no: "254712345678",
                ..good()
            })
            .phone_no,
            Some(INVALID_PHONE),
            "a Kenyan number with the Tanzanian code"
        );
        assert_eq!(
            validate_invite(&InviteForm {
                password: "short",
                confirm_password: "short",
                ..good()
            })
            .password,
            Some(SHORT_PASSWORD)
        );
        assert_eq!(
            validate_invite(&InviteForm {
                confirm_password: "Strong-pass-2",
                ..good()
            })
            .confirm_password,
            Some(TWO_PASSWORDS_DIFFER)
        );
    }

    #[test]
    fn splits_names() {
        assert_eq!(
            split_full_name("  Amina  Wanjiru Otieno "),
            ("Amina".to_owned(), "Wanjiru Otieno".to_owned())
        );
        assert_eq!(
            split_full_name("Amina"),
            ("Amina".to_owned(), String::new())
        );
    }
}
