//! Accounts created by staff: who may create whom, and the form's checks (spec 000 sections 3, 5, 9).

use crate::forms::{
    check_confirm_password, check_email, check_password, check_phone, check_required,
    INVALID_PHONE, REQUIRED,
};
use crate::phones::international;
use crate::places::Country;
use crate::roles::Role;

/// How the new client heard of the lender; `Staff` is shown as the lender's own staff.
pub const REFERRAL_CHOICES: [&str; 8] = [
    "Business Coach",
    "Staff",
    "Fellow Entrepreneur",
    "Facebook",
    "Instagram",
    "YouTube",
    "WhatsApp",
    "Other",
];

/// The super admin adds anyone, staff included; a sales agent adds the entrepreneurs it serves.
pub fn may_create(creator: Role, new_account: Role) -> bool {
    match creator {
        Role::Super => true,
        Role::Sales => matches!(
            new_account,
            Role::Client | Role::Applicant | Role::Digiprime
        ),
        _ => false,
    }
}

/// The roles `creator` may create, in menu order.
pub fn creatable_roles(creator: Role) -> Vec<Role> {
    Role::ALL
        .into_iter()
        .filter(|r| may_create(creator, *r))
        .collect()
}

#[derive(Debug, Clone, Default)]
pub struct SignupForm<'a> {
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub email: &'a str,
    pub mobile_number: &'a str,
    pub password: &'a str,
    pub confirm_password: &'a str,
    pub referral_choice: &'a str,
    /// Kenya or Tanzania (name, dial code or ISO code): how a local `0…` number is read.
    pub country: &'a str,
}

#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct SignupErrors {
    pub first_name: Option<&'static str>,
    pub last_name: Option<&'static str>,
    pub email: Option<&'static str>,
    pub mobile_number: Option<&'static str>,
    pub password: Option<&'static str>,
    pub confirm_password: Option<&'static str>,
    pub referral_choice: Option<&'static str>,
    pub country: Option<&'static str>,
}

impl SignupErrors {
    pub fn first(&self) -> Option<&'static str> {
        self.first_name
            .or(self.last_name)
            .or(self.email)
            .or(self.mobile_number)
            .or(self.password)
            .or(self.confirm_password)
            .or(self.referral_choice)
            .or(self.country)
    }
}

/// Entrepreneurs say who referred them; staff accounts need no referral.
pub fn validate_signup(form: &SignupForm, new_account: Role) -> SignupErrors {
    let referral = form.referral_choice.trim();
    let country = Country::parse(form.country);
    SignupErrors {
        first_name: check_required(form.first_name),
        last_name: check_required(form.last_name),
        email: check_email(form.email),
        mobile_number: check_phone(form.mobile_number).or_else(|| match country {
            Some(c) if international(form.mobile_number, c).is_none() => Some(INVALID_PHONE),
            _ => None,
        }),
        password: check_password(form.password),
        confirm_password: check_confirm_password(form.password, form.confirm_password),
        referral_choice: if new_account.is_staff() && referral.is_empty() {
            None
        } else {
            (!REFERRAL_CHOICES.contains(&referral)).then_some(REQUIRED)
        },
        country: country.is_none().then_some(REQUIRED),
    }
}

/// The new account's phone in international form, read in the form's country.
pub fn signup_phone(form: &SignupForm) -> Option<String> {
    Country::parse(form.country).and_then(|country| international(form.mobile_number, country))
}

pub const ACCOUNT_CREATED: &str = "Account created";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::forms::{INVALID_PHONE, PASSWORD_MISMATCH};

    fn good() -> SignupForm<'static> {
        SignupForm {
            first_name: "Neema",
            last_name: "Mushi",
            email: "neema@example.com",
            mobile_number: "0712345678",
            password: "Strong-pass-1",
            confirm_password: "Strong-pass-1",
            referral_choice: "Business Coach",
            country: "Kenya",
        }
    }

    #[test]
    fn who_creates_whom() {
        assert!(Role::ALL.into_iter().all(|r| may_create(Role::Super, r)));
        assert!(creatable_roles(Role::Super).contains(&Role::Coach));
        assert!(!may_create(Role::Sales, Role::Coach));
        assert!(creatable_roles(Role::Super).contains(&Role::Advisor));
        assert!(!may_create(Role::Sales, Role::Advisor));
        assert!(creatable_roles(Role::Super).contains(&Role::Mentor));
        assert!(!may_create(Role::Sales, Role::Mentor));
        assert_eq!(
            creatable_roles(Role::Sales),
            vec![Role::Client, Role::Applicant, Role::Digiprime]
        );
        for creator in [
            Role::Client,
            Role::Applicant,
            Role::Digiprime,
            Role::Admin,
            Role::Processor,
            Role::Authorizer,
            Role::Coach,
            Role::Advisor,
            Role::Mentor,
        ] {
            assert!(creatable_roles(creator).is_empty(), "{creator:?}");
        }
    }

    #[test]
    fn form_checks() {
        assert_eq!(validate_signup(&good(), Role::Client).first(), None);
        assert_eq!(
            validate_signup(
                &SignupForm {
                    referral_choice: "",
                    ..good()
                },
                Role::Client
            )
            .referral_choice,
            Some(REQUIRED)
        );
        assert_eq!(
            validate_signup(
                &SignupForm {
                    referral_choice: "",
                    ..good()
                },
                Role::Sales
            )
            .first(),
            None
        );
        assert_eq!(
            validate_signup(
                &SignupForm {
                    referral_choice: "Radio",
                    ..good()
                },
                Role::Sales
            )
            .referral_choice,
            Some(REQUIRED)
        );
        assert_eq!(
            validate_signup(
                &SignupForm {
                    mobile_number: "123",
                    ..good()
                },
                Role::Client
            )
            .first(),
            Some(INVALID_PHONE)
        );
        assert_eq!(
            validate_signup(
                &SignupForm {
                    confirm_password: "x",
                    ..good()
                },
                Role::Client
            )
            .first(),
            Some(PASSWORD_MISMATCH)
        );
        assert_eq!(
            validate_signup(&SignupForm::default(), Role::Client).first(),
            Some(REQUIRED)
        );
    }
}
