//! playbook_pairs and playbook_assignments: who is paired with whom, and the playbooks each pair
//! has; and the people a coach pairs.

use portal_core::playbook::model::AssignedPlaybook;
use sqlx::any::AnyRow;
use sqlx::{Any, AnyConnection, Executor, Row};

use super::text_of;

/// A pair with its two people's contacts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pair {
    pub id: String,
    pub entrepreneur_id: String,
    pub entrepreneur_name: String,
    pub entrepreneur_email: String,
    pub entrepreneur_phone: Option<String>,
    pub advisor_id: String,
    pub advisor_name: String,
    pub advisor_email: String,
    pub advisor_phone: Option<String>,
    pub created_at: i64,
}

const COLUMNS: &str = "p.id, p.entrepreneur_id, p.advisor_id, p.created_at, \
    e.first_name AS e_first, e.last_name AS e_last, e.email AS e_email, e.phone_number AS e_phone, \
    a.first_name AS a_first, a.last_name AS a_last, a.email AS a_email, a.phone_number AS a_phone";
const FROM: &str = "FROM playbook_pairs p JOIN users e ON e.id = p.entrepreneur_id \
    JOIN users a ON a.id = p.advisor_id";

fn full_name(first: String, last: String) -> String {
    [first.trim(), last.trim()].join(" ").trim().to_owned()
}

fn pair(row: &AnyRow) -> Result<Pair, sqlx::Error> {
    Ok(Pair {
        id: row.try_get("id")?,
        entrepreneur_id: row.try_get("entrepreneur_id")?,
        entrepreneur_name: full_name(row.try_get("e_first")?, row.try_get("e_last")?),
        entrepreneur_email: row.try_get("e_email")?,
        entrepreneur_phone: row.try_get("e_phone")?,
        advisor_id: row.try_get("advisor_id")?,
        advisor_name: full_name(row.try_get("a_first")?, row.try_get("a_last")?),
        advisor_email: row.try_get("a_email")?,
        advisor_phone: row.try_get("a_phone")?,
        created_at: row.try_get("created_at")?,
    })
}

/// Which pairs a list holds.
#[derive(Debug, Clone, Copy)]
pub enum Whose<'a> {
    Entrepreneur(&'a str),
    Advisor(&'a str),
    Everyone,
}

pub async fn list<'e>(
    db: impl Executor<'e, Database = Any>,
    whose: Whose<'_>,
) -> Result<Vec<Pair>, sqlx::Error> {
    let (filter, id) = match whose {
        Whose::Entrepreneur(id) => ("WHERE p.entrepreneur_id = $1", id),
        Whose::Advisor(id) => ("WHERE p.advisor_id = $1", id),
        Whose::Everyone => ("WHERE $1 = $1", ""),
    };
    let sql = format!("SELECT {COLUMNS} {FROM} {filter} ORDER BY p.created_at, p.id");
    sqlx::query(&sql)
        .bind(id)
        .fetch_all(db)
        .await?
        .iter()
        .map(pair)
        .collect()
}

pub async fn find<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<Option<Pair>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} {FROM} WHERE p.id = $1");
    sqlx::query(&sql)
        .bind(id)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(pair)
        .transpose()
}

pub async fn find_by_people<'e>(
    db: impl Executor<'e, Database = Any>,
    entrepreneur_id: &str,
    advisor_id: &str,
) -> Result<Option<Pair>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} {FROM} WHERE p.entrepreneur_id = $1 AND p.advisor_id = $2");
    sqlx::query(&sql)
        .bind(entrepreneur_id)
        .bind(advisor_id)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(pair)
        .transpose()
}

/// Whether the person is in a pair, on either side: the phone keeps the playbook's screens for
/// offline use only then (the user's `playbookPaired`).
pub async fn in_a_pair<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
) -> Result<bool, sqlx::Error> {
    let found = sqlx::query(
        "SELECT 1 AS one FROM playbook_pairs WHERE entrepreneur_id = $1 OR advisor_id = $1 LIMIT 1",
    )
    .bind(user_id)
    .fetch_optional(db)
    .await?;
    Ok(found.is_some())
}

/// Pairs two people; false when they are paired already.
pub async fn insert(
    conn: &mut AnyConnection,
    id: &str,
    entrepreneur_id: &str,
    advisor_id: &str,
    created_by: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO playbook_pairs (id, entrepreneur_id, advisor_id, created_by, created_at) \
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (entrepreneur_id, advisor_id) DO NOTHING",
    )
    .bind(id)
    .bind(entrepreneur_id)
    .bind(advisor_id)
    .bind(created_by)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// The playbooks assigned to a pair, in the order of section 3's list.
pub async fn assigned<'e>(
    db: impl Executor<'e, Database = Any>,
    pair_id: &str,
) -> Result<Vec<AssignedPlaybook>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT a.id, a.playbook_id, b.name FROM playbook_assignments a \
         JOIN playbooks b ON b.id = a.playbook_id WHERE a.pair_id = $1 ORDER BY b.position, b.id",
    )
    .bind(pair_id)
    .fetch_all(db)
    .await?;
    rows.iter()
        .map(|row| {
            Ok(AssignedPlaybook {
                id: row.try_get("playbook_id")?,
                assignment_id: row.try_get("id")?,
                name: text_of(&row.try_get::<String, _>("name")?),
            })
        })
        .collect()
}

/// Assigns a playbook to a pair; false when it is assigned already.
pub async fn assign(
    conn: &mut AnyConnection,
    id: &str,
    pair_id: &str,
    playbook_id: &str,
    by: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO playbook_assignments (id, pair_id, playbook_id, assigned_by, assigned_at) \
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (pair_id, playbook_id) DO NOTHING",
    )
    .bind(id)
    .bind(pair_id)
    .bind(playbook_id)
    .bind(by)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// Takes a playbook from a pair (what the pair did in it is kept); false when it was not assigned.
pub async fn unassign(
    conn: &mut AnyConnection,
    pair_id: &str,
    playbook_id: &str,
) -> Result<bool, sqlx::Error> {
    let done =
        sqlx::query("DELETE FROM playbook_assignments WHERE pair_id = $1 AND playbook_id = $2")
            .bind(pair_id)
            .bind(playbook_id)
            .execute(conn)
            .await?;
    Ok(done.rows_affected() > 0)
}

/// A person a coach may pair.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Person {
    pub id: String,
    pub name: String,
    pub email: String,
    pub role: String,
}

/// The active accounts of `roles`, by name.
pub async fn people<'e>(
    db: impl Executor<'e, Database = Any>,
    roles: &[&str],
) -> Result<Vec<Person>, sqlx::Error> {
    let marks: Vec<String> = (1..=roles.len()).map(|n| format!("${n}")).collect();
    let sql = format!(
        "SELECT id, first_name, last_name, email, role FROM users WHERE active = 1 AND role IN ({}) \
         ORDER BY first_name, last_name, id",
        marks.join(", ")
    );
    let mut query = sqlx::query(&sql);
    for role in roles {
        query = query.bind(*role);
    }
    query
        .fetch_all(db)
        .await?
        .iter()
        .map(|row| {
            Ok(Person {
                id: row.try_get("id")?,
                name: full_name(row.try_get("first_name")?, row.try_get("last_name")?),
                email: row.try_get("email")?,
                role: row.try_get("role")?,
            })
        })
        .collect()
}
