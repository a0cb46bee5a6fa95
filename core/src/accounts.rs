//! What sign-in answers when it refuses. The PWA reacts to the unverified answer by starting OTP
//! verification (spec 000 section 4), so server and PWA share these texts from here.

/// The same answer for an unknown e-mail and a wrong password, so neither is revealed.
pub const INVALID_CREDENTIALS: &str = "Invalid email or password";
pub const DEACTIVATED: &str = "Your account has been deactivated, contact support";
pub const UNVERIFIED: &str = "Verify your email or phone to activate account";
pub const SELF_REGISTRATION_DISABLED: &str = "Self Registration is currently disabled";

/// Registration duplicates (spec 000 section 5).
pub const DUPLICATE_PHONE: &str = "This Phone Number already exist";
pub const DUPLICATE_EMAIL: &str = "This Email already exist";
pub const DUPLICATE_NATIONAL_ID: &str = "This BVN already exists in our system";

/// True when a sign-in refusal means the account still needs its OTP check.
pub fn needs_verification(message: &str) -> bool {
    message.trim().eq_ignore_ascii_case(UNVERIFIED)
}

pub const CANNOT_DEACTIVATE_SELF: &str = "You cannot deactivate your own account";
pub const ACCOUNT_DEACTIVATED: &str = "Account deactivated";
pub const ACCOUNT_ACTIVATED: &str = "Account activated";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_the_unverified_answer_only() {
        assert!(needs_verification(
            "Verify your email or phone to activate account"
        ));
        assert!(needs_verification(
            " verify your email or phone to activate account "
        ));
        assert!(!needs_verification(INVALID_CREDENTIALS));
        assert!(!needs_verification(DEACTIVATED));
    }
}
