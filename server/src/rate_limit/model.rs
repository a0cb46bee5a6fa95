//! The limits and the keys they count under.

use portal_core::limits::{
    RESET_REQUESTS_PER_ACCOUNT, RESET_REQUESTS_PER_IP, RESET_WINDOW_SECONDS,
    SIGNIN_FAILURES_PER_ACCOUNT, SIGNIN_FAILURES_PER_IP, SIGNIN_WINDOW_SECONDS,
};

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

pub const SIGNIN_PER_ACCOUNT: Limit = Limit {
    max: SIGNIN_FAILURES_PER_ACCOUNT,
    window_seconds: SIGNIN_WINDOW_SECONDS,
};
pub const SIGNIN_PER_IP: Limit = Limit {
    max: SIGNIN_FAILURES_PER_IP,
    window_seconds: SIGNIN_WINDOW_SECONDS,
};
pub const RESET_PER_ACCOUNT: Limit = Limit {
    max: RESET_REQUESTS_PER_ACCOUNT,
    window_seconds: RESET_WINDOW_SECONDS,
};
pub const RESET_PER_IP: Limit = Limit {
    max: RESET_REQUESTS_PER_IP,
    window_seconds: RESET_WINDOW_SECONDS,
};

pub fn signin_account_key(email: &str) -> String {
    format!("signin:acct:{email}")
}

pub fn signin_ip_key(ip: &str) -> String {
    format!("signin:ip:{ip}")
}

pub fn reset_account_key(email: &str) -> String {
    format!("reset:acct:{email}")
}

pub fn reset_ip_key(ip: &str) -> String {
    format!("reset:ip:{ip}")
}

pub fn otp_resend_key(identifier: &str) -> String {
    format!("otp:resend:{identifier}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_are_aligned() {
        assert_eq!(SIGNIN_PER_ACCOUNT.window_start(1_000_000), 999_900);
        assert_eq!(SIGNIN_PER_ACCOUNT.window_start(999_900), 999_900);
        assert_eq!(RESET_PER_IP.window_start(7_199), 3_600);
    }
}
