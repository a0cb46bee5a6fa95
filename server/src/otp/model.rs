//! Codes as stored, and the verify body.

use portal_core::otp::OtpState;
use serde::Deserialize;
use utoipa::ToSchema;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    Verify,
    Reset,
}

impl Purpose {
    pub fn as_str(self) -> &'static str {
        match self {
            Purpose::Verify => "verify",
            Purpose::Reset => "reset",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredCode {
    pub id: String,
    pub code_hash: String,
    pub salt: String,
    pub expires_at: i64,
    pub tries: i64,
    pub used_at: Option<i64>,
}

impl StoredCode {
    /// What core's `judge` needs to know.
    pub fn state(&self) -> OtpState {
        OtpState {
            expires_at: self.expires_at,
            tries: u32::try_from(self.tries.max(0)).unwrap_or(u32::MAX),
            used: self.used_at.is_some(),
        }
    }
}

/// Missing fields read as empty so core's checks name them.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct VerifyRequest {
    /// The 6-digit code from the message.
    pub code: String,
}
