//! The generic form checks of the portal (spec 000 section 5) and their exact messages.

pub const REQUIRED: &str = "This field is required";
pub const INVALID_EMAIL: &str = "Please enter a valid email address";
pub const INVALID_PHONE: &str = "Please enter a valid phone number";
pub const SHORT_PASSWORD: &str = "Password must be at least 8 characters";
pub const PASSWORD_MISMATCH: &str = "Your password does not match";

pub const PASSWORD_MIN_CHARS: usize = 8;

/// Empty, blank, or a number equal to zero ("0", "0.00"): the old forms treated zero as not filled in.
pub fn is_empty(value: &str) -> bool {
    let trimmed = value.trim();
    trimmed.is_empty()
        || (trimmed.chars().all(|c| c == '0' || c == '.')
            && trimmed.contains('0')
            && trimmed.matches('.').count() <= 1)
}

pub fn check_required(value: &str) -> Option<&'static str> {
    is_empty(value).then_some(REQUIRED)
}

/// A plain address check: one `@`, no spaces, a dotted domain whose last label has two or more letters.
pub fn looks_like_email(value: &str) -> bool {
    let value = value.trim();
    let Some((local, domain)) = value.split_once('@') else {
        return false;
    };
    if local.is_empty() || domain.contains('@') || value.chars().any(char::is_whitespace) {
        return false;
    }
    let labels: Vec<&str> = domain.split('.').collect();
    let tld = labels.last().copied().unwrap_or_default();
    labels.len() >= 2
        && labels
            .iter()
            .all(|l| !l.is_empty() && !l.starts_with('-') && !l.ends_with('-'))
        && tld.len() >= 2
        && tld.chars().all(|c| c.is_ascii_alphabetic())
}

pub fn check_email(value: &str) -> Option<&'static str> {
    check_required(value).or_else(|| (!looks_like_email(value)).then_some(INVALID_EMAIL))
}

/// The phone with `+` and spaces removed: `0` and 9 digits, or `2` and 11 digits (254…, 255…).
pub fn normalise_phone(value: &str) -> String {
    value
        .chars()
        .filter(|c| *c != '+' && !c.is_whitespace())
        .collect()
}

pub fn is_valid_phone(value: &str) -> bool {
    let phone = normalise_phone(value);
    let all_digits = phone.chars().all(|c| c.is_ascii_digit());
    all_digits
        && ((phone.starts_with('0') && phone.len() == 10)
            || (phone.starts_with('2') && phone.len() == 12))
}

pub fn check_phone(value: &str) -> Option<&'static str> {
    check_required(value).or_else(|| (!is_valid_phone(value)).then_some(INVALID_PHONE))
}

pub fn check_password(value: &str) -> Option<&'static str> {
    if value.is_empty() {
        return Some(REQUIRED);
    }
    (value.chars().count() < PASSWORD_MIN_CHARS).then_some(SHORT_PASSWORD)
}

pub fn check_confirm_password(password: &str, confirmation: &str) -> Option<&'static str> {
    if confirmation.is_empty() {
        return Some(REQUIRED);
    }
    (password != confirmation).then_some(PASSWORD_MISMATCH)
}

/// The sign-in form: a well-formed e-mail and a password that was typed.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct SigninErrors {
    pub email: Option<&'static str>,
    pub password: Option<&'static str>,
}

impl SigninErrors {
    pub fn is_empty(&self) -> bool {
        self.email.is_none() && self.password.is_none()
    }

    /// The first message, in the order the fields appear.
    pub fn first(&self) -> Option<&'static str> {
        self.email.or(self.password)
    }
}

pub fn validate_signin(email: &str, password: &str) -> SigninErrors {
    SigninErrors {
        email: check_email(email),
        password: password.is_empty().then_some(REQUIRED),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_counts_as_empty() {
        for empty in ["", "   ", "0", "0.00", "000"] {
            assert_eq!(check_required(empty), Some(REQUIRED), "{empty:?}");
        }
        for filled in ["a", "10", "0712345678", "0.5", "..0"] {
            assert_eq!(check_required(filled), None, "{filled:?}");
        }
    }

    #[test]
    fn email_shapes() {
        assert_eq!(check_email(""), Some(REQUIRED));
        for bad in [
            "jane",
            "jane@",
            "@x.co",
            "jane@x",
            "jane@x.c",
            "ja ne@x.co",
            "a@b@c.co",
            "a@x..co",
            "a@x.c0",
        ] {
            assert_eq!(check_email(bad), Some(INVALID_EMAIL), "{bad:?}");
        }
        for good in [
            "jane@example.com",
            "j.doe+loans@mail.co.ke",
            " client@demo.test ",
        ] {
            assert_eq!(check_email(good), None, "{good:?}");
        }
    }

    #[test]
    fn phone_shapes() {
        for good in [
            "0712345678",
            "+254712345678",
            "254 712 345 678",
            "255612345678",
            "0112345678",
        ] {
            assert_eq!(check_phone(good), None, "{good:?}");
        }
        for bad in [
            "071234567",
            "07123456789",
            "25471234567",
            "354712345678",
            "07123a5678",
            "712345678",
        ] {
            assert_eq!(check_phone(bad), Some(INVALID_PHONE), "{bad:?}");
        }
        assert_eq!(check_phone(""), Some(REQUIRED));
    }

    #[test]
    fn passwords() {
        assert_eq!(check_password(""), Some(REQUIRED));
        assert_eq!(check_password("1234567"), Some(SHORT_PASSWORD));
        assert_eq!(check_password("12345678"), None);
        assert_eq!(check_password("ñññññññ"), Some(SHORT_PASSWORD));
        assert_eq!(check_confirm_password("12345678", ""), Some(REQUIRED));
        assert_eq!(
            check_confirm_password("12345678", "12345679"),
            Some(PASSWORD_MISMATCH)
        );
        assert_eq!(check_confirm_password("12345678", "12345678"), None);
    }

    #[test]
    fn signin_form() {
        let errors = validate_signin("", "");
        assert_eq!(errors.first(), Some(REQUIRED));
        assert_eq!(validate_signin("x", "p").first(), Some(INVALID_EMAIL));
        assert_eq!(validate_signin("a@b.co", "").password, Some(REQUIRED));
        assert!(validate_signin("a@b.co", "secret").is_empty());
    }
}
