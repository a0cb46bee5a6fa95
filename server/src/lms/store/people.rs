//! Cohorts, their mentors (lms_cohort_mentors) and their trainees (lms_trainees).

use sqlx::any::AnyRow;
use sqlx::{Any, AnyConnection, Executor, Row};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trainee {
    pub id: String,
    pub cohort_id: String,
    pub user_id: String,
    /// The person's first and last names.
    pub name: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mentor {
    pub id: String,
    pub name: String,
    pub email: String,
}

const TRAINEE: &str = "SELECT t.id, t.cohort_id, t.user_id, u.first_name, u.last_name \
    FROM lms_trainees t JOIN users u ON u.id = t.user_id";

fn full_name(row: &AnyRow) -> Result<String, sqlx::Error> {
    let first: String = row.try_get("first_name")?;
    let last: String = row.try_get("last_name")?;
    Ok([first.trim(), last.trim()].join(" ").trim().to_owned())
}

fn trainee(row: &AnyRow) -> Result<Trainee, sqlx::Error> {
    Ok(Trainee {
        id: row.try_get("id")?,
        cohort_id: row.try_get("cohort_id")?,
        user_id: row.try_get("user_id")?,
        name: full_name(row)?,
    })
}

pub async fn trainee_of_user<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
) -> Result<Option<Trainee>, sqlx::Error> {
    let sql = format!("{TRAINEE} WHERE t.user_id = $1");
    sqlx::query(&sql)
        .bind(user_id)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(trainee)
        .transpose()
}

pub async fn find_trainee<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<Option<Trainee>, sqlx::Error> {
    let sql = format!("{TRAINEE} WHERE t.id = $1");
    sqlx::query(&sql)
        .bind(id)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(trainee)
        .transpose()
}

/// A cohort's trainees, by name.
pub async fn trainees_of<'e>(
    db: impl Executor<'e, Database = Any>,
    cohort_id: &str,
) -> Result<Vec<Trainee>, sqlx::Error> {
    let sql = format!("{TRAINEE} WHERE t.cohort_id = $1 ORDER BY u.first_name, u.last_name, t.id");
    sqlx::query(&sql)
        .bind(cohort_id)
        .fetch_all(db)
        .await?
        .iter()
        .map(trainee)
        .collect()
}

pub async fn cohort_exists<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<bool, sqlx::Error> {
    Ok(sqlx::query("SELECT id FROM lms_cohorts WHERE id = $1")
        .bind(id)
        .fetch_optional(db)
        .await?
        .is_some())
}

/// A cohort's id and name, by name.
pub async fn cohort_by_name<'e>(
    db: impl Executor<'e, Database = Any>,
    name: &str,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query("SELECT id FROM lms_cohorts WHERE name = $1")
        .bind(name)
        .fetch_optional(db)
        .await?
        .map(|row| row.try_get("id"))
        .transpose()
}

/// Every cohort (id, name), or those `mentor` mentors, by name.
pub async fn cohorts<'e>(
    db: impl Executor<'e, Database = Any>,
    mentor: Option<&str>,
) -> Result<Vec<(String, String)>, sqlx::Error> {
    let rows = match mentor {
        Some(mentor) => {
            sqlx::query(
                "SELECT c.id, c.name FROM lms_cohorts c JOIN lms_cohort_mentors m ON m.cohort_id = c.id \
                 WHERE m.mentor_id = $1 ORDER BY c.name",
            )
            .bind(mentor)
            .fetch_all(db)
            .await?
        }
        None => {
            sqlx::query("SELECT id, name FROM lms_cohorts ORDER BY name")
                .fetch_all(db)
                .await?
        }
    };
    rows.iter()
        .map(|row| Ok((row.try_get("id")?, row.try_get("name")?)))
        .collect()
}

pub async fn mentors_cohort<'e>(
    db: impl Executor<'e, Database = Any>,
    mentor_id: &str,
    cohort_id: &str,
) -> Result<bool, sqlx::Error> {
    Ok(sqlx::query(
        "SELECT cohort_id FROM lms_cohort_mentors WHERE mentor_id = $1 AND cohort_id = $2",
    )
    .bind(mentor_id)
    .bind(cohort_id)
    .fetch_optional(db)
    .await?
    .is_some())
}

/// A cohort's mentors, the first (the default chat partner) first.
pub async fn mentors_of<'e>(
    db: impl Executor<'e, Database = Any>,
    cohort_id: &str,
) -> Result<Vec<Mentor>, sqlx::Error> {
    sqlx::query(
        "SELECT u.id, u.first_name, u.last_name, u.email FROM lms_cohort_mentors m \
         JOIN users u ON u.id = m.mentor_id WHERE m.cohort_id = $1 ORDER BY m.position, u.id",
    )
    .bind(cohort_id)
    .fetch_all(db)
    .await?
    .iter()
    .map(|row| {
        Ok(Mentor {
            id: row.try_get("id")?,
            name: full_name(row)?,
            email: row
                .try_get::<Option<String>, _>("email")?
                .unwrap_or_default(),
        })
    })
    .collect()
}

/// Makes the cohort when absent; its id.
pub async fn ensure_cohort(
    conn: &mut AnyConnection,
    id: &str,
    name: &str,
    now: i64,
) -> Result<String, sqlx::Error> {
    sqlx::query(
        "INSERT INTO lms_cohorts (id, name, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING",
    )
    .bind(id)
    .bind(name)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    let row = sqlx::query("SELECT id FROM lms_cohorts WHERE name = $1")
        .bind(name)
        .fetch_one(&mut *conn)
        .await?;
    row.try_get("id")
}

pub async fn add_mentor(
    conn: &mut AnyConnection,
    cohort_id: &str,
    mentor_id: &str,
    position: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO lms_cohort_mentors (cohort_id, mentor_id, position) VALUES ($1, $2, $3) \
         ON CONFLICT (cohort_id, mentor_id) DO NOTHING",
    )
    .bind(cohort_id)
    .bind(mentor_id)
    .bind(position)
    .execute(conn)
    .await?;
    Ok(())
}

/// Makes the user a trainee of the cohort (moving them when in another); the trainee's id.
pub async fn enrol(
    conn: &mut AnyConnection,
    id: &str,
    cohort_id: &str,
    user_id: &str,
    now: i64,
) -> Result<String, sqlx::Error> {
    sqlx::query(
        "INSERT INTO lms_trainees (id, cohort_id, user_id, created_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (user_id) DO UPDATE SET cohort_id = excluded.cohort_id",
    )
    .bind(id)
    .bind(cohort_id)
    .bind(user_id)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    let row = sqlx::query("SELECT id FROM lms_trainees WHERE user_id = $1")
        .bind(user_id)
        .fetch_one(&mut *conn)
        .await?;
    row.try_get("id")
}

/// No longer a trainee (what they did goes with the row).
pub async fn unenrol(conn: &mut AnyConnection, user_id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM lms_trainees WHERE user_id = $1")
        .bind(user_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Whether the user has a trainee row (the user flag `lmsTrainee`).
pub async fn is_trainee<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
) -> Result<bool, sqlx::Error> {
    Ok(
        sqlx::query("SELECT id FROM lms_trainees WHERE user_id = $1")
            .bind(user_id)
            .fetch_optional(db)
            .await?
            .is_some(),
    )
}
