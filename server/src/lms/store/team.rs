//! What the learning team changes: cohorts, their mentors in order, trainees enrolled and removed,
//! the people to choose from, the score items a person enters (lms_score_entries), and when a
//! trainee was last told of a mentor's message (lms_message_alerts).

use sqlx::any::AnyRow;
use sqlx::{Any, AnyConnection, Executor, Row};

/// A person as the team's lists show them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Person {
    pub id: String,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub role: String,
    pub active: bool,
    /// Their cohort, when a trainee.
    pub cohort_id: Option<String>,
    pub cohort_name: Option<String>,
}

const PERSON: &str = "SELECT u.id, u.first_name, u.last_name, u.email, u.phone_number, u.role, \
    u.active, c.id AS cohort_id, c.name AS cohort_name FROM users u \
    LEFT JOIN lms_trainees t ON t.user_id = u.id LEFT JOIN lms_cohorts c ON c.id = t.cohort_id";

fn person(row: &AnyRow) -> Result<Person, sqlx::Error> {
    let first: String = row.try_get("first_name")?;
    let last: String = row.try_get("last_name")?;
    Ok(Person {
        id: row.try_get("id")?,
        name: [first.trim(), last.trim()].join(" ").trim().to_owned(),
        email: row.try_get("email")?,
        phone: row
            .try_get::<Option<String>, _>("phone_number")?
            .unwrap_or_default(),
        role: row.try_get("role")?,
        active: row.try_get::<i64, _>("active")? == 1,
        cohort_id: row.try_get("cohort_id")?,
        cohort_name: row.try_get("cohort_name")?,
    })
}

/// The person with this id, whoever they are.
pub async fn find_person<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<Option<Person>, sqlx::Error> {
    let sql = format!("{PERSON} WHERE u.id = $1");
    sqlx::query(&sql)
        .bind(id)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(person)
        .transpose()
}

/// Up to `limit` active people of `roles` whose name, e-mail or phone holds `q` (case ignored), by
/// name.
pub async fn search<'e>(
    db: impl Executor<'e, Database = Any>,
    roles: &[&str],
    q: &str,
    limit: i64,
) -> Result<Vec<Person>, sqlx::Error> {
    let marks: Vec<String> = (0..roles.len()).map(|i| format!("${}", i + 3)).collect();
    let sql = format!(
        "{PERSON} WHERE u.active = 1 AND u.role IN ({}) AND ($1 = '' OR \
         LOWER(u.first_name || ' ' || u.last_name) LIKE $1 OR LOWER(u.email) LIKE $1 \
         OR COALESCE(u.phone_number, '') LIKE $1) \
         ORDER BY u.first_name, u.last_name, u.id LIMIT $2",
        marks.join(", ")
    );
    let pattern = match q.trim() {
        "" => String::new(),
        q => format!("%{}%", q.to_lowercase().replace(['\\', '%', '_'], "")),
    };
    let mut query = sqlx::query(&sql).bind(pattern).bind(limit);
    for role in roles {
        query = query.bind(*role);
    }
    query.fetch_all(db).await?.iter().map(person).collect()
}

/// A cohort's name and when it was made.
pub async fn cohort<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<Option<(String, i64)>, sqlx::Error> {
    sqlx::query("SELECT name, created_at FROM lms_cohorts WHERE id = $1")
        .bind(id)
        .fetch_optional(db)
        .await?
        .map(|row| Ok((row.try_get("name")?, row.try_get("created_at")?)))
        .transpose()
}

/// Makes a cohort; false when the name is taken.
pub async fn insert_cohort(
    conn: &mut AnyConnection,
    id: &str,
    name: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO lms_cohorts (id, name, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
    )
    .bind(id)
    .bind(name)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Whether another cohort than `id` has this name.
pub async fn name_taken<'e>(
    db: impl Executor<'e, Database = Any>,
    name: &str,
    id: &str,
) -> Result<bool, sqlx::Error> {
    Ok(
        sqlx::query("SELECT id FROM lms_cohorts WHERE name = $1 AND id <> $2")
            .bind(name)
            .bind(id)
            .fetch_optional(db)
            .await?
            .is_some(),
    )
}

pub async fn rename_cohort(
    conn: &mut AnyConnection,
    id: &str,
    name: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE lms_cohorts SET name = $1 WHERE id = $2")
        .bind(name)
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

/// How many trainees a cohort has.
pub async fn trainee_count<'e>(
    db: impl Executor<'e, Database = Any>,
    cohort_id: &str,
) -> Result<i64, sqlx::Error> {
    sqlx::query("SELECT COUNT(*) AS n FROM lms_trainees WHERE cohort_id = $1")
        .bind(cohort_id)
        .fetch_one(db)
        .await?
        .try_get("n")
}

/// A cohort's classes (id, name JSON) with their chapter counts, oldest first.
pub async fn classes_of<'e>(
    db: impl Executor<'e, Database = Any>,
    cohort_id: &str,
) -> Result<Vec<(String, String, i64)>, sqlx::Error> {
    sqlx::query(
        "SELECT c.id, c.name, (SELECT COUNT(*) FROM lms_chapters h WHERE h.class_id = c.id) AS chapters \
         FROM lms_classes c WHERE c.cohort_id = $1 ORDER BY c.created_at, c.id",
    )
    .bind(cohort_id)
    .fetch_all(db)
    .await?
    .iter()
    .map(|row| Ok((row.try_get("id")?, row.try_get("name")?, row.try_get("chapters")?)))
    .collect()
}

/// The cohort's mentors replaced by these, in this order.
pub async fn set_mentors(
    conn: &mut AnyConnection,
    cohort_id: &str,
    mentor_ids: &[String],
) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM lms_cohort_mentors WHERE cohort_id = $1")
        .bind(cohort_id)
        .execute(&mut *conn)
        .await?;
    for (i, mentor) in mentor_ids.iter().enumerate() {
        super::people::add_mentor(&mut *conn, cohort_id, mentor, i as i64 + 1).await?;
    }
    Ok(())
}

/// Adds the user to the cohort; false when they are a trainee already (of any cohort).
pub async fn enrol(
    conn: &mut AnyConnection,
    id: &str,
    cohort_id: &str,
    user_id: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO lms_trainees (id, cohort_id, user_id, created_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (user_id) DO NOTHING",
    )
    .bind(id)
    .bind(cohort_id)
    .bind(user_id)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// When the trainee was enrolled.
pub async fn enrolled_at<'e>(
    db: impl Executor<'e, Database = Any>,
    trainee_id: &str,
) -> Result<i64, sqlx::Error> {
    sqlx::query("SELECT created_at FROM lms_trainees WHERE id = $1")
        .bind(trainee_id)
        .fetch_one(db)
        .await?
        .try_get("created_at")
}

/// Whether the trainee has anything in the course: a submission, pitch, note, message, review or
/// survey answer.
pub async fn has_work<'e>(
    db: impl Executor<'e, Database = Any>,
    trainee_id: &str,
) -> Result<bool, sqlx::Error> {
    let row = sqlx::query(
        "SELECT (SELECT COUNT(*) FROM lms_submissions WHERE trainee_id = $1) \
         + (SELECT COUNT(*) FROM lms_pitches WHERE trainee_id = $1) \
         + (SELECT COUNT(*) FROM lms_notes WHERE trainee_id = $1) \
         + (SELECT COUNT(*) FROM lms_messages WHERE trainee_id = $1) \
         + (SELECT COUNT(*) FROM lms_reviews WHERE trainee_id = $1) \
         + (SELECT COUNT(*) FROM lms_survey_responses WHERE trainee_id = $1) AS n",
    )
    .bind(trainee_id)
    .fetch_one(db)
    .await?;
    Ok(row.try_get::<i64, _>("n")? > 0)
}

/// Removes a trainee (with what hangs on them: score entries, alerts); false when already gone.
pub async fn remove_trainee(conn: &mut AnyConnection, id: &str) -> Result<bool, sqlx::Error> {
    for table in ["lms_score_entries", "lms_message_alerts"] {
        sqlx::query(&format!("DELETE FROM {table} WHERE trainee_id = $1"))
            .bind(id)
            .execute(&mut *conn)
            .await?;
    }
    let done = sqlx::query("DELETE FROM lms_trainees WHERE id = $1")
        .bind(id)
        .execute(&mut *conn)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// An entered score item.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub item: String,
    pub score: i64,
    pub entered_by: String,
    pub created_at: i64,
}

pub async fn entries<'e>(
    db: impl Executor<'e, Database = Any>,
    trainee_id: &str,
) -> Result<Vec<Entry>, sqlx::Error> {
    sqlx::query(
        "SELECT item, score, entered_by, created_at FROM lms_score_entries WHERE trainee_id = $1 \
         ORDER BY item",
    )
    .bind(trainee_id)
    .fetch_all(db)
    .await?
    .iter()
    .map(|row| {
        Ok(Entry {
            item: row.try_get("item")?,
            score: row.try_get("score")?,
            entered_by: row.try_get("entered_by")?,
            created_at: row.try_get("created_at")?,
        })
    })
    .collect()
}

/// Stores the item's score (replacing an earlier one).
pub async fn enter_score(
    conn: &mut AnyConnection,
    id: &str,
    trainee_id: &str,
    entry: &Entry,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO lms_score_entries (id, trainee_id, item, score, entered_by, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (trainee_id, item) DO UPDATE SET \
         score = excluded.score, entered_by = excluded.entered_by, created_at = excluded.created_at",
    )
    .bind(id)
    .bind(trainee_id)
    .bind(&entry.item)
    .bind(entry.score)
    .bind(&entry.entered_by)
    .bind(entry.created_at)
    .execute(conn)
    .await?;
    Ok(())
}

/// When the trainee was last told of a message in their chat with the mentor.
pub async fn last_message_alert(
    conn: &mut AnyConnection,
    trainee_id: &str,
    mentor_id: &str,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query(
        "SELECT alerted_at FROM lms_message_alerts WHERE trainee_id = $1 AND mentor_id = $2",
    )
    .bind(trainee_id)
    .bind(mentor_id)
    .fetch_optional(conn)
    .await?
    .map(|row| row.try_get("alerted_at"))
    .transpose()
}

pub async fn mark_message_alert(
    conn: &mut AnyConnection,
    trainee_id: &str,
    mentor_id: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO lms_message_alerts (trainee_id, mentor_id, alerted_at) VALUES ($1, $2, $3) \
         ON CONFLICT (trainee_id, mentor_id) DO UPDATE SET alerted_at = excluded.alerted_at",
    )
    .bind(trainee_id)
    .bind(mentor_id)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}

/// The mentor's messages in the chat the trainee has not read, leaving out `but`.
pub async fn unread_by_trainee(
    conn: &mut AnyConnection,
    trainee_id: &str,
    mentor_id: &str,
    but: &str,
) -> Result<i64, sqlx::Error> {
    sqlx::query(
        "SELECT COUNT(*) AS n FROM lms_messages WHERE trainee_id = $1 AND mentor_id = $2 \
         AND sender = 'mentor' AND status = 'sent' AND id <> $3",
    )
    .bind(trainee_id)
    .bind(mentor_id)
    .bind(but)
    .fetch_one(conn)
    .await?
    .try_get("n")
}
