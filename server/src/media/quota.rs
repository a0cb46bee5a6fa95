//! What one account may keep in uploaded files (`UPLOAD_QUOTA_MB`): every stored file of its
//! owner counts, whatever brought it; a file being replaced counts as gone.

use portal_core::uploads::{check_quota, UploadProblem};
use sqlx::{Any, AnyPool, Transaction};

use super::store;

/// A first look, before any byte is written: refuses what cannot fit now.
pub async fn precheck(
    pool: &AnyPool,
    owner: &str,
    adding: u64,
    freeing: u64,
    limit: u64,
) -> Result<Result<(), UploadProblem>, sqlx::Error> {
    let used = store::used_bytes(pool, owner).await?;
    Ok(check_quota(used, adding, freeing, limit))
}

/// Makes the owner's other uploads wait for this transaction (a row lock on PostgreSQL, the
/// write lock on SQLite), so two at once are counted one after the other.
pub async fn lock_owner(tx: &mut Transaction<'_, Any>, owner: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET updated_at = updated_at WHERE id = $1")
        .bind(owner)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// The check that counts, in the transaction that records the new files, the owner locked first.
pub async fn reserve(
    tx: &mut Transaction<'_, Any>,
    owner: &str,
    adding: u64,
    freeing: u64,
    limit: u64,
) -> Result<Result<(), UploadProblem>, sqlx::Error> {
    lock_owner(tx, owner).await?;
    let used = store::used_bytes(&mut **tx, owner).await?;
    Ok(check_quota(used, adding, freeing, limit))
}
