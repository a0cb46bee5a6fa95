//! One-time passwords: how they look, how long they live, how many tries they allow.
//! The server stores only a hash; the judgement of a try is made here.

pub const OTP_DIGITS: usize = 6;
pub const OTP_TTL_SECONDS: i64 = 10 * 60;
pub const OTP_MAX_TRIES: u32 = 5;
/// A new code may be asked for once a minute.
pub const OTP_RESEND_INTERVAL_SECONDS: i64 = 60;

pub const EMPTY_OTP: &str = "You need to enter your otp to verify your account";
pub const MALFORMED_OTP: &str = "Enter the 6-digit code we sent you";
pub const WRONG_OTP: &str = "The code is not correct, check it and try again";
pub const EXPIRED_OTP: &str = "This code has expired, ask for a new one";
pub const TOO_MANY_TRIES: &str = "Too many wrong codes, ask for a new one";
pub const RESEND_TOO_SOON: &str = "Wait a minute before asking for another code";
pub const NO_EMAIL_FOR_OTP: &str = "Go back to login to re-initiate OTP verification";

/// Six digits from a random number supplied by the caller (u64 keeps the modulo bias negligible).
pub fn otp_from_random(random: u64) -> String {
    format!("{:06}", random % 1_000_000)
}

/// What the user typed, before it is compared: present and six digits (spaces ignored).
pub fn check_otp_input(code: &str) -> Option<&'static str> {
    let code = normalise_otp(code);
    if code.is_empty() {
        Some(EMPTY_OTP)
    } else if code.len() != OTP_DIGITS || !code.bytes().all(|b| b.is_ascii_digit()) {
        Some(MALFORMED_OTP)
    } else {
        None
    }
}

pub fn normalise_otp(code: &str) -> String {
    code.chars().filter(|c| !c.is_whitespace()).collect()
}

/// A stored code's state when a try arrives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OtpState {
    pub expires_at: i64,
    pub tries: u32,
    pub used: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OtpVerdict {
    Accepted,
    /// Wrong code; the try counts.
    Wrong,
    Expired,
    Locked,
}

impl OtpVerdict {
    pub fn message(self) -> Option<&'static str> {
        match self {
            OtpVerdict::Accepted => None,
            OtpVerdict::Wrong => Some(WRONG_OTP),
            OtpVerdict::Expired => Some(EXPIRED_OTP),
            OtpVerdict::Locked => Some(TOO_MANY_TRIES),
        }
    }
}

/// Judges a try: a used or expired code never passes, and after five wrong tries even the right
/// code is refused until a new one is sent.
pub fn judge(state: OtpState, code_matches: bool, now: i64) -> OtpVerdict {
    if state.used || now >= state.expires_at {
        OtpVerdict::Expired
    } else if state.tries >= OTP_MAX_TRIES {
        OtpVerdict::Locked
    } else if code_matches {
        OtpVerdict::Accepted
    } else {
        OtpVerdict::Wrong
    }
}

/// Whether a new code may be sent, given when the last one was.
pub fn may_resend(last_sent_at: Option<i64>, now: i64) -> bool {
    last_sent_at.is_none_or(|sent| now - sent >= OTP_RESEND_INTERVAL_SECONDS)
}

pub const CODE_SENT_IF_NEEDED: &str = "If this account needs verifying, we have sent a new code";
pub const ACCOUNT_VERIFIED: &str = "Your account is verified, sign in to continue";

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const LIVE: OtpState = OtpState {
        expires_at: 1_000,
        tries: 0,
        used: false,
    };

    #[test]
    fn input_checks() {
        assert_eq!(check_otp_input(""), Some(EMPTY_OTP));
        assert_eq!(check_otp_input("   "), Some(EMPTY_OTP));
        assert_eq!(check_otp_input("12345"), Some(MALFORMED_OTP));
        assert_eq!(check_otp_input("12a456"), Some(MALFORMED_OTP));
        assert_eq!(check_otp_input("123 456"), None);
    }

    #[test]
    fn verdicts() {
        assert_eq!(judge(LIVE, true, 999), OtpVerdict::Accepted);
        assert_eq!(judge(LIVE, false, 999), OtpVerdict::Wrong);
        assert_eq!(judge(LIVE, true, 1_000), OtpVerdict::Expired);
        assert_eq!(
            judge(OtpState { used: true, ..LIVE }, true, 0),
            OtpVerdict::Expired
        );
        assert_eq!(
            judge(OtpState { tries: 4, ..LIVE }, true, 0),
            OtpVerdict::Accepted
        );
        assert_eq!(
            judge(OtpState { tries: 5, ..LIVE }, true, 0),
            OtpVerdict::Locked
        );
        assert_eq!(OtpVerdict::Locked.message(), Some(TOO_MANY_TRIES));
    }

    #[test]
    fn resend_throttle() {
        assert!(may_resend(None, 0));
        assert!(!may_resend(Some(100), 159));
        assert!(may_resend(Some(100), 160));
    }

    proptest! {
        #[test]
        fn codes_are_six_digits(random in any::<u64>()) {
            let code = otp_from_random(random);
            prop_assert_eq!(check_otp_input(&code), None);
        }
    }
}
