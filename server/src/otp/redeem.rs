//! A try of a code: counted against the account and the address first, judged by core, and written
//! with compare-and-swap.

use axum::http::StatusCode;
use portal_core::limits::TOO_MANY_CODE_TRIES;
use portal_core::otp::{judge, normalise_otp, OtpVerdict, WRONG_OTP};
use sqlx::{Any, Transaction};

use super::model::{Purpose, StoredCode};
use super::{code, store};
use crate::error::{AppError, AppResult};
use crate::rate_limit::model::CODE_TRIES;
use crate::rate_limit::Attempt;
use crate::state::AppState;

/// Rounds before giving up when the code keeps changing under us (each lost round means another try
/// was counted, and tries are bounded, so this is never reached in practice).
const MAX_ROUNDS: usize = 16;

pub enum Redeemed {
    /// The code was right. It is used up inside this open transaction: the caller applies what the
    /// code allows in it and commits, so both happen or neither.
    Accepted(Transaction<'static, Any>),
    /// Core's message: wrong, expired or too many tries.
    Refused(&'static str),
}

/// Counts a try of a code for `account` (the normalised e-mail or phone) from `ip`; 429 once the
/// account or the address has tried too often, before anything else is done.
pub async fn count_try(state: &AppState, account: &str, ip: Option<&str>) -> AppResult<()> {
    let attempt = Attempt::count(&state.pool, &CODE_TRIES, account, ip, state.now()).await?;
    if attempt.allowed {
        Ok(())
    } else {
        Err(AppError::Status {
            status: StatusCode::TOO_MANY_REQUESTS,
            message: TOO_MANY_CODE_TRIES.to_owned(),
        })
    }
}

/// Judges `code` against the user's live code, counting a wrong try: the stored code when it is
/// right, core's message when not.
async fn judged(
    state: &AppState,
    user_id: &str,
    purpose: Purpose,
    code: &str,
) -> AppResult<Result<StoredCode, &'static str>> {
    for _ in 0..MAX_ROUNDS {
        let Some(stored) = store::find(&state.pool, user_id, purpose).await? else {
            return Ok(Err(WRONG_OTP));
        };
        let matches = code::matches(&stored.salt, &stored.code_hash, code);
        match judge(stored.state(), matches, state.now()) {
            OtpVerdict::Accepted => return Ok(Ok(stored)),
            OtpVerdict::Wrong => {
                if store::count_wrong_try(&state.pool, &stored).await? {
                    return Ok(Err(WRONG_OTP));
                }
            }
            refused => return Ok(Err(refused.message().unwrap_or(WRONG_OTP))),
        }
    }
    Err(AppError::internal(
        "a one-time code kept changing during a try",
    ))
}

/// Tries `code` without using it up: None when it is right, else core's message. An unknown user
/// or no code is a wrong code.
pub async fn check(
    state: &AppState,
    user_id: Option<&str>,
    purpose: Purpose,
    code: &str,
) -> AppResult<Option<&'static str>> {
    let Some(user_id) = user_id else {
        return Ok(Some(WRONG_OTP));
    };
    Ok(judged(state, user_id, purpose, &normalise_otp(code))
        .await?
        .err())
}

/// Tries `code` against the user's live code of `purpose` and uses it up when it is right.
pub async fn redeem(
    state: &AppState,
    user_id: Option<&str>,
    purpose: Purpose,
    code: &str,
) -> AppResult<Redeemed> {
    let Some(user_id) = user_id else {
        return Ok(Redeemed::Refused(WRONG_OTP));
    };
    let code = normalise_otp(code);
    for _ in 0..MAX_ROUNDS {
        let stored = match judged(state, user_id, purpose, &code).await? {
            Ok(stored) => stored,
            Err(message) => return Ok(Redeemed::Refused(message)),
        };
        let mut tx = state.begin().await?;
        if store::mark_used(&mut tx, &stored, state.now()).await? {
            return Ok(Redeemed::Accepted(tx));
        }
        tx.rollback().await?;
    }
    Err(AppError::internal(
        "a one-time code kept changing during a try",
    ))
}
