//! Creating an account inside a change's transaction, with core's messages for a taken e-mail or phone.

use portal_core::accounts::DUPLICATE_EMAIL;
use sqlx::{AnyConnection, AnyPool};

use super::model::NewUser;
use super::store;
use crate::error::{AppError, AppResult};

/// 409 when the e-mail (checked first) or the phone already has an account.
pub async fn refuse_duplicates(pool: &AnyPool, email: &str, phone: Option<&str>) -> AppResult<()> {
    match store::duplicate_of(pool, email, phone).await? {
        Some(message) => Err(AppError::Conflict(message.to_owned())),
        None => Ok(()),
    }
}

/// Inserts `user` in the caller's transaction and returns its id. Checked before, but another request
/// may take the e-mail or phone in between: the unique violation then answers 409 like the check.
pub async fn insert_account(
    conn: &mut AnyConnection,
    pool: &AnyPool,
    user: &NewUser,
    now: i64,
) -> AppResult<String> {
    match store::insert(conn, user, now).await {
        Ok(id) => Ok(id),
        Err(error) if store::is_unique_violation(&error) => {
            let message = store::duplicate_of(pool, &user.email, user.phone_number.as_deref())
                .await?
                .unwrap_or(DUPLICATE_EMAIL);
            Err(AppError::Conflict(message.to_owned()))
        }
        Err(error) => Err(error.into()),
    }
}
