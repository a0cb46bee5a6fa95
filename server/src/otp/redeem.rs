//! A try of a code, judged by core and written with compare-and-swap.

use portal_core::otp::{judge, normalise_otp, OtpVerdict, WRONG_OTP};
use sqlx::{Any, Transaction};

use super::model::Purpose;
use super::{code, store};
use crate::error::{AppError, AppResult};
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

/// Tries `code` against the user's live code of `purpose`. An unknown user or no code is a wrong code.
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
        let Some(stored) = store::find(&state.pool, user_id, purpose).await? else {
            return Ok(Redeemed::Refused(WRONG_OTP));
        };
        let now = state.now();
        let matches = code::matches(&stored.salt, &stored.code_hash, &code);
        match judge(stored.state(), matches, now) {
            OtpVerdict::Accepted => {
                let mut tx = state.begin().await?;
                if store::mark_used(&mut tx, &stored, now).await? {
                    return Ok(Redeemed::Accepted(tx));
                }
                tx.rollback().await?;
            }
            OtpVerdict::Wrong => {
                if store::count_wrong_try(&state.pool, &stored).await? {
                    return Ok(Redeemed::Refused(WRONG_OTP));
                }
            }
            refused => {
                return Ok(Redeemed::Refused(refused.message().unwrap_or(WRONG_OTP)));
            }
        }
    }
    Err(AppError::internal(
        "a one-time code kept changing during a try",
    ))
}
