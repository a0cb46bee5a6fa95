//! The `invitations` table.

use portal_core::roles::Role;
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, AnyPool, Row};

use super::model::Invitation;

const COLUMNS: &str = "id, email, role, first_name, invited_by, status, created_at, expires_at";

fn from_row(row: &AnyRow) -> Result<Invitation, sqlx::Error> {
    let role_text: String = row.try_get("role")?;
    Ok(Invitation {
        id: row.try_get("id")?,
        email: row.try_get("email")?,
        role: Role::parse(&role_text).ok_or_else(|| {
            sqlx::Error::Decode(format!("unknown role {role_text:?} in invitations").into())
        })?,
        first_name: row.try_get("first_name")?,
        invited_by: row.try_get("invited_by")?,
        status: row.try_get("status")?,
        created_at: row.try_get("created_at")?,
        expires_at: row.try_get("expires_at")?,
    })
}

/// Stores a new open invitation; older open invitations of the e-mail are revoked, so the newest decides.
pub async fn insert(conn: &mut AnyConnection, invitation: &Invitation) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE invitations SET status = 'revoked' WHERE email = $1 AND status = 'open'")
        .bind(&invitation.email)
        .execute(&mut *conn)
        .await?;
    sqlx::query(
        "INSERT INTO invitations (id, email, role, first_name, invited_by, status, created_at, expires_at) \
         VALUES ($1, $2, $3, $4, $5, 'open', $6, $7)",
    )
    .bind(&invitation.id)
    .bind(&invitation.email)
    .bind(invitation.role.as_str())
    .bind(&invitation.first_name)
    .bind(&invitation.invited_by)
    .bind(invitation.created_at)
    .bind(invitation.expires_at)
    .execute(conn)
    .await?;
    Ok(())
}

/// The open, unexpired invitation of a normalised e-mail.
pub async fn find_open(
    pool: &AnyPool,
    email: &str,
    now: i64,
) -> Result<Option<Invitation>, sqlx::Error> {
    let sql = format!(
        "SELECT {COLUMNS} FROM invitations WHERE email = $1 AND status = 'open' AND expires_at > $2 \
         ORDER BY created_at DESC, id DESC LIMIT 1"
    );
    let row = sqlx::query(&sql)
        .bind(email)
        .bind(now)
        .fetch_optional(pool)
        .await?;
    row.as_ref().map(from_row).transpose()
}

/// Every invitation, or those sent by one person, newest first.
pub async fn list(
    pool: &AnyPool,
    invited_by: Option<&str>,
) -> Result<Vec<Invitation>, sqlx::Error> {
    let rows = match invited_by {
        Some(inviter) => {
            let sql = format!("SELECT {COLUMNS} FROM invitations WHERE invited_by = $1 ORDER BY created_at DESC, id DESC");
            sqlx::query(&sql).bind(inviter).fetch_all(pool).await?
        }
        None => {
            let sql =
                format!("SELECT {COLUMNS} FROM invitations ORDER BY created_at DESC, id DESC");
            sqlx::query(&sql).fetch_all(pool).await?
        }
    };
    rows.iter().map(from_row).collect()
}

/// Marks the invitation accepted by `user_id`, if it is still open and unexpired.
pub async fn accept(
    conn: &mut AnyConnection,
    id: &str,
    user_id: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE invitations SET status = 'accepted', accepted_at = $1, accepted_user_id = $2 \
         WHERE id = $3 AND status = 'open' AND expires_at > $1",
    )
    .bind(now)
    .bind(user_id)
    .bind(id)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}
