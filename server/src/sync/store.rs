//! The sync tables: one row per install (`sync_clients`, its last taken change), the changes refused
//! for good (`sync_rejections`), and the lookup lists.

use sqlx::{AnyConnection, AnyPool, Row};

use super::model::Rejection;

/// Rows per multi-row insert of refusals (7 values each).
const REJECTION_CHUNK: usize = 500;

/// What `claim_client` found.
pub enum Claim {
    /// The install is this user's; the last change taken from it.
    Mine { last_seq: i64 },
    /// The install is registered to another account.
    Theirs,
}

/// Registers the install to the user on first sight and locks its row until the transaction ends,
/// so two pushes of one install take turns and the second sees what the first took.
pub async fn claim_client(
    conn: &mut AnyConnection,
    client_id: &str,
    user_id: &str,
    business_id: Option<&str>,
    now: i64,
) -> Result<Claim, sqlx::Error> {
    sqlx::query(
        "INSERT INTO sync_clients (client_id, user_id, business_id, last_seq, created_at) \
         VALUES ($1, $2, $3, 0, $4) ON CONFLICT (client_id) DO NOTHING",
    )
    .bind(client_id)
    .bind(user_id)
    .bind(business_id)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    let row = sqlx::query(
        "UPDATE sync_clients SET last_push_at = $1 WHERE client_id = $2 AND user_id = $3 \
         RETURNING last_seq",
    )
    .bind(now)
    .bind(client_id)
    .bind(user_id)
    .fetch_optional(&mut *conn)
    .await?;
    Ok(match row {
        Some(row) => Claim::Mine {
            last_seq: row.try_get(0)?,
        },
        None => Claim::Theirs,
    })
}

pub async fn set_last_seq(
    conn: &mut AnyConnection,
    client_id: &str,
    last_seq: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE sync_clients SET last_seq = $1 WHERE client_id = $2")
        .bind(last_seq)
        .bind(client_id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// A refused change as it is kept: the answer's fields and the record as the phone sent it.
pub struct Refused {
    pub rejection: Rejection,
    pub record: String,
}

/// Keeps the refused changes (a change refused before stays as it was).
pub async fn insert_rejections(
    conn: &mut AnyConnection,
    client_id: &str,
    refused: &[Refused],
    now: i64,
) -> Result<(), sqlx::Error> {
    for chunk in refused.chunks(REJECTION_CHUNK) {
        let rows: Vec<String> = (0..chunk.len())
            .map(|n| {
                let b = n * 7;
                format!(
                    "(${}, ${}, ${}, ${}, ${}, ${}, ${})",
                    b + 1,
                    b + 2,
                    b + 3,
                    b + 4,
                    b + 5,
                    b + 6,
                    b + 7
                )
            })
            .collect();
        let sql = format!(
            "INSERT INTO sync_rejections (client_id, seq, entity, record_id, record, message, \
             created_at) VALUES {} ON CONFLICT (client_id, seq) DO NOTHING",
            rows.join(", ")
        );
        let mut query = sqlx::query(&sql);
        for r in chunk {
            query = query
                .bind(client_id.to_owned())
                .bind(r.rejection.seq)
                .bind(r.rejection.entity.clone())
                .bind(r.rejection.id.clone())
                .bind(r.record.clone())
                .bind(r.rejection.message.clone())
                .bind(now);
        }
        query.execute(&mut *conn).await?;
    }
    Ok(())
}

/// The kept refusals of the install whose seq is one of `seqs` (sorted ascending), by seq.
pub async fn rejections_among(
    conn: &mut AnyConnection,
    client_id: &str,
    seqs: &[i64],
) -> Result<Vec<Rejection>, sqlx::Error> {
    let (Some(first), Some(last)) = (seqs.first(), seqs.last()) else {
        return Ok(Vec::new());
    };
    let rows = sqlx::query(
        "SELECT seq, record_id, entity, message FROM sync_rejections \
         WHERE client_id = $1 AND seq >= $2 AND seq <= $3 ORDER BY seq",
    )
    .bind(client_id)
    .bind(*first)
    .bind(*last)
    .fetch_all(&mut *conn)
    .await?;
    let mut found = Vec::new();
    for row in rows {
        let seq: i64 = row.try_get("seq")?;
        if seqs.binary_search(&seq).is_ok() {
            found.push(Rejection {
                seq,
                id: row.try_get("record_id")?,
                entity: row.try_get("entity")?,
                message: row.try_get("message")?,
            });
        }
    }
    Ok(found)
}

/// The install's last taken change, when it is this user's; 0 otherwise.
pub async fn last_seq_of(
    pool: &AnyPool,
    client_id: &str,
    user_id: &str,
) -> Result<i64, sqlx::Error> {
    let row =
        sqlx::query("SELECT last_seq FROM sync_clients WHERE client_id = $1 AND user_id = $2")
            .bind(client_id)
            .bind(user_id)
            .fetch_optional(pool)
            .await?;
    row.map_or(Ok(0), |row| row.try_get(0))
}

/// Every lookup (list, id, English name, Swahili name), each list in its order.
pub async fn lookups(pool: &AnyPool) -> Result<Vec<(String, String, String, String)>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT list, id, name_en, name_sw FROM bk_lookups ORDER BY list, position, id",
    )
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|row| {
            Ok((
                row.try_get("list")?,
                row.try_get("id")?,
                row.try_get("name_en")?,
                row.try_get("name_sw")?,
            ))
        })
        .collect()
}
