//! Changing a password (Security tab) and setting a new one with an OTP (reset).

use crate::forms::{check_confirm_password, check_password, PASSWORD_MIN_CHARS, SHORT_PASSWORD};
use crate::otp::check_otp_input;

pub const MISSING_INFORMATION: &str = "Missing important information";
pub const CURRENT_BLANK: &str = "Current password cannot be blank";
pub const NEW_BLANK: &str = "New password cannot be blank";
pub const CONFIRM_BLANK: &str = "Confirm password cannot be blank";
pub const PASSWORDS_DIFFER: &str = "Passwords do not match";
pub const WRONG_CURRENT: &str = "Your current password is not correct";
pub const SAME_AS_CURRENT: &str = "Choose a new password different from the current one";
pub const PASSWORD_CHANGED: &str = "Password changed, sign in again with the new password";

/// The first problem with the change-password form, checked in the order of its fields.
pub fn check_change_password(current: &str, new: &str, confirm: &str) -> Option<&'static str> {
    if current.is_empty() && new.is_empty() && confirm.is_empty() {
        return Some(MISSING_INFORMATION);
    }
    if current.is_empty() {
        return Some(CURRENT_BLANK);
    }
    if new.is_empty() {
        return Some(NEW_BLANK);
    }
    if new.chars().count() < PASSWORD_MIN_CHARS {
        return Some(SHORT_PASSWORD);
    }
    if confirm.is_empty() {
        return Some(CONFIRM_BLANK);
    }
    if new != confirm {
        return Some(PASSWORDS_DIFFER);
    }
    (new == current).then_some(SAME_AS_CURRENT)
}

/// Shown live under the confirmation while it is typed.
pub fn live_mismatch(new: &str, confirm: &str) -> Option<&'static str> {
    (!confirm.is_empty() && new != confirm).then_some(PASSWORDS_DIFFER)
}

/// The reset form: the code from the message, a new password and its confirmation.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct ResetErrors {
    pub otp: Option<&'static str>,
    pub password: Option<&'static str>,
    pub confirm_password: Option<&'static str>,
}

impl ResetErrors {
    pub fn first(&self) -> Option<&'static str> {
        self.otp.or(self.password).or(self.confirm_password)
    }
}

pub fn validate_reset(otp: &str, password: &str, confirm: &str) -> ResetErrors {
    ResetErrors {
        otp: check_otp_input(otp),
        password: check_password(password),
        confirm_password: check_confirm_password(password, confirm),
    }
}

pub const RESET_CODE_SENT: &str =
    "If the email is registered, we have sent a code to reset your password";
pub const PASSWORD_RESET_DONE: &str = "Your password has been reset, sign in with the new password";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::forms::{PASSWORD_MISMATCH, REQUIRED};
    use crate::otp::EMPTY_OTP;

    #[test]
    fn change_password_messages_in_order() {
        assert_eq!(check_change_password("", "", ""), Some(MISSING_INFORMATION));
        assert_eq!(
            check_change_password("", "new-pass-1", "new-pass-1"),
            Some(CURRENT_BLANK)
        );
        assert_eq!(
            check_change_password("old-pass-1", "", "x"),
            Some(NEW_BLANK)
        );
        assert_eq!(
            check_change_password("old-pass-1", "short", "short"),
            Some(SHORT_PASSWORD)
        );
        assert_eq!(
            check_change_password("old-pass-1", "new-pass-1", ""),
            Some(CONFIRM_BLANK)
        );
        assert_eq!(
            check_change_password("old-pass-1", "new-pass-1", "new-pass-2"),
            Some(PASSWORDS_DIFFER)
        );
        assert_eq!(
            check_change_password("same-pass-1", "same-pass-1", "same-pass-1"),
            Some(SAME_AS_CURRENT)
        );
        assert_eq!(
            check_change_password("old-pass-1", "new-pass-1", "new-pass-1"),
            None
        );
    }

    #[test]
    fn live_mismatch_waits_for_typing() {
        assert_eq!(live_mismatch("new-pass-1", ""), None);
        assert_eq!(live_mismatch("new-pass-1", "new"), Some(PASSWORDS_DIFFER));
        assert_eq!(live_mismatch("new-pass-1", "new-pass-1"), None);
    }

    #[test]
    fn reset_form() {
        let errors = validate_reset("", "", "");
        assert_eq!(
            (errors.otp, errors.password, errors.confirm_password),
            (Some(EMPTY_OTP), Some(REQUIRED), Some(REQUIRED))
        );
        assert_eq!(
            validate_reset("123456", "new-pass-1", "new-pass-2").first(),
            Some(PASSWORD_MISMATCH)
        );
        assert_eq!(
            validate_reset("123456", "new-pass-1", "new-pass-1").first(),
            None
        );
    }
}
