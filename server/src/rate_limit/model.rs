//! The limits and the keys they count under.

use portal_core::limits::{
    CODE_TRIES_PER_ACCOUNT, CODE_TRIES_PER_IP, CODE_TRIES_WINDOW_SECONDS,
    ONBOARDING_TRIES_PER_ACCOUNT, ONBOARDING_TRIES_PER_IP, ONBOARDING_WINDOW_SECONDS,
    RESET_REQUESTS_PER_ACCOUNT, RESET_REQUESTS_PER_ACCOUNT_AND_IP, RESET_REQUESTS_PER_IP,
    RESET_WINDOW_SECONDS, SIGNIN_FAILURES_PER_ACCOUNT, SIGNIN_FAILURES_PER_ACCOUNT_AND_IP,
    SIGNIN_FAILURES_PER_IP, SIGNIN_WINDOW_SECONDS,
};

use super::attempts::AttemptLimits;

/// At most `max` hits in each window of `window_seconds` (windows start at multiples of it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limit {
    pub max: i64,
    pub window_seconds: i64,
}

impl Limit {
    pub fn window_start(self, now: i64) -> i64 {
        now - now.rem_euclid(self.window_seconds)
    }
}

const fn limit(max: i64, window_seconds: i64) -> Limit {
    Limit {
        max,
        window_seconds,
    }
}

/// Sign-in attempts (a right password gives its attempt back).
pub const SIGNIN: AttemptLimits = AttemptLimits {
    scope: "signin",
    per_address: limit(SIGNIN_FAILURES_PER_IP, SIGNIN_WINDOW_SECONDS),
    per_account_and_address: Some(limit(
        SIGNIN_FAILURES_PER_ACCOUNT_AND_IP,
        SIGNIN_WINDOW_SECONDS,
    )),
    per_account: limit(SIGNIN_FAILURES_PER_ACCOUNT, SIGNIN_WINDOW_SECONDS),
};

/// Requests for a password-reset code.
pub const RESET: AttemptLimits = AttemptLimits {
    scope: "reset",
    per_address: limit(RESET_REQUESTS_PER_IP, RESET_WINDOW_SECONDS),
    per_account_and_address: Some(limit(
        RESET_REQUESTS_PER_ACCOUNT_AND_IP,
        RESET_WINDOW_SECONDS,
    )),
    per_account: limit(RESET_REQUESTS_PER_ACCOUNT, RESET_WINDOW_SECONDS),
};

/// Tries of a one-time code, whatever its purpose.
pub const CODE_TRIES: AttemptLimits = AttemptLimits {
    scope: "code",
    per_address: limit(CODE_TRIES_PER_IP, CODE_TRIES_WINDOW_SECONDS),
    per_account_and_address: None,
    per_account: limit(CODE_TRIES_PER_ACCOUNT, CODE_TRIES_WINDOW_SECONDS),
};

/// Accounts asked for from an invitation.
pub const ONBOARDING: AttemptLimits = AttemptLimits {
    scope: "onboard",
    per_address: limit(ONBOARDING_TRIES_PER_IP, ONBOARDING_WINDOW_SECONDS),
    per_account_and_address: None,
    per_account: limit(ONBOARDING_TRIES_PER_ACCOUNT, ONBOARDING_WINDOW_SECONDS),
};

pub fn otp_resend_key(identifier: &str) -> String {
    format!("otp:resend:{identifier}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_are_aligned() {
        assert_eq!(SIGNIN.per_account.window_start(1_000_000), 999_900);
        assert_eq!(SIGNIN.per_account.window_start(999_900), 999_900);
        assert_eq!(RESET.per_address.window_start(7_199), 3_600);
    }
}
