//! A trainee's survey answers (lms_survey_responses, once per slug and round) and the score
//! items a person enters for them (lms_score_entries).

use serde_json::Value;
use sqlx::{Any, AnyConnection, Executor, Row};

use super::value_of;

#[derive(Debug, Clone, PartialEq)]
pub struct Response {
    pub id: String,
    pub trainee_id: String,
    pub cohort_id: String,
    pub slug: String,
    pub round: i64,
    pub answers: Value,
    pub submission_id: String,
    pub created_at: i64,
}

/// Every survey the trainee answered.
pub async fn responses_of<'e>(
    db: impl Executor<'e, Database = Any>,
    trainee_id: &str,
) -> Result<Vec<Response>, sqlx::Error> {
    sqlx::query(
        "SELECT id, trainee_id, cohort_id, slug, round, answers, submission_id, created_at \
         FROM lms_survey_responses WHERE trainee_id = $1 ORDER BY created_at, id",
    )
    .bind(trainee_id)
    .fetch_all(db)
    .await?
    .iter()
    .map(|row| {
        Ok(Response {
            id: row.try_get("id")?,
            trainee_id: row.try_get("trainee_id")?,
            cohort_id: row.try_get("cohort_id")?,
            slug: row.try_get("slug")?,
            round: row.try_get("round")?,
            answers: value_of(&row.try_get::<String, _>("answers")?),
            submission_id: row.try_get("submission_id")?,
            created_at: row.try_get("created_at")?,
        })
    })
    .collect()
}

/// What storing answers did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stored {
    Saved,
    /// This submission id was stored before.
    Again,
    /// The trainee answered this survey's round already.
    Answered,
}

pub async fn insert(conn: &mut AnyConnection, r: &Response) -> Result<Stored, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO lms_survey_responses (id, trainee_id, cohort_id, slug, round, answers, submission_id, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING",
    )
    .bind(&r.id)
    .bind(&r.trainee_id)
    .bind(&r.cohort_id)
    .bind(&r.slug)
    .bind(r.round)
    .bind(r.answers.to_string())
    .bind(&r.submission_id)
    .bind(r.created_at)
    .execute(&mut *conn)
    .await?;
    if done.rows_affected() == 1 {
        return Ok(Stored::Saved);
    }
    let again = sqlx::query(
        "SELECT id FROM lms_survey_responses WHERE trainee_id = $1 AND submission_id = $2",
    )
    .bind(&r.trainee_id)
    .bind(&r.submission_id)
    .fetch_optional(&mut *conn)
    .await?
    .is_some();
    Ok(if again {
        Stored::Again
    } else {
        Stored::Answered
    })
}

/// The entered items of a trainee: (item, score 0..100).
pub async fn entries_of<'e>(
    db: impl Executor<'e, Database = Any>,
    trainee_id: &str,
) -> Result<Vec<(String, i64)>, sqlx::Error> {
    sqlx::query("SELECT item, score FROM lms_score_entries WHERE trainee_id = $1")
        .bind(trainee_id)
        .fetch_all(db)
        .await?
        .iter()
        .map(|row| Ok((row.try_get("item")?, row.try_get("score")?)))
        .collect()
}

/// Removes everything the trainee answered (the demo puts its trainee back).
pub async fn clear(conn: &mut AnyConnection, trainee_id: &str) -> Result<(), sqlx::Error> {
    for table in ["lms_survey_responses", "lms_score_entries"] {
        sqlx::query(&format!("DELETE FROM {table} WHERE trainee_id = $1"))
            .bind(trainee_id)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}
