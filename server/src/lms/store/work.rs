//! A trainee's work: lms_submissions (one attempt per assignment, stored once under the phone's
//! submission id, graded by a mentor) and lms_pitches (decks 1 and 2, replaced while not graded).

use serde_json::Value;
use sqlx::any::AnyRow;
use sqlx::{Any, AnyConnection, Executor, Row};

use super::value_of;

#[derive(Debug, Clone, PartialEq)]
pub struct Submission {
    pub id: String,
    pub assignment_id: String,
    pub trainee_id: String,
    pub submission_id: String,
    pub answers: Value,
    pub files: Vec<String>,
    pub score: Option<i64>,
    pub comment: Option<String>,
    pub graded_at: Option<i64>,
    pub created_at: i64,
}

const SUBMISSION: &str = "SELECT s.id, s.assignment_id, s.trainee_id, s.submission_id, s.answers, \
    s.files, s.score, s.comment, s.graded_at, s.created_at FROM lms_submissions s";

fn files_of(json: &str) -> Vec<String> {
    serde_json::from_str(json).unwrap_or_default()
}

fn submission(row: &AnyRow) -> Result<Submission, sqlx::Error> {
    Ok(Submission {
        id: row.try_get("id")?,
        assignment_id: row.try_get("assignment_id")?,
        trainee_id: row.try_get("trainee_id")?,
        submission_id: row.try_get("submission_id")?,
        answers: value_of(&row.try_get::<String, _>("answers")?),
        files: files_of(&row.try_get::<String, _>("files")?),
        score: row.try_get("score")?,
        comment: row.try_get("comment")?,
        graded_at: row.try_get("graded_at")?,
        created_at: row.try_get("created_at")?,
    })
}

/// What storing an attempt did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stored {
    Saved,
    /// This submission id was stored before: nothing changed.
    Again,
    /// The trainee attempted the assignment already (another submission).
    Taken,
}

/// Stores the attempt unless the trainee has one for the assignment (the unique key decides
/// between two at the same moment) or this submission id was stored already.
pub async fn insert_submission(
    conn: &mut AnyConnection,
    s: &Submission,
) -> Result<Stored, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO lms_submissions (id, assignment_id, trainee_id, submission_id, answers, files, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING",
    )
    .bind(&s.id)
    .bind(&s.assignment_id)
    .bind(&s.trainee_id)
    .bind(&s.submission_id)
    .bind(s.answers.to_string())
    .bind(serde_json::to_string(&s.files).unwrap_or_else(|_| "[]".to_owned()))
    .bind(s.created_at)
    .execute(&mut *conn)
    .await?;
    if done.rows_affected() == 1 {
        return Ok(Stored::Saved);
    }
    Ok(
        match by_submission_id(&mut *conn, &s.trainee_id, &s.submission_id).await? {
            Some(_) => Stored::Again,
            None => Stored::Taken,
        },
    )
}

pub async fn by_submission_id<'e>(
    db: impl Executor<'e, Database = Any>,
    trainee_id: &str,
    submission_id: &str,
) -> Result<Option<Submission>, sqlx::Error> {
    let sql = format!("{SUBMISSION} WHERE s.trainee_id = $1 AND s.submission_id = $2");
    sqlx::query(&sql)
        .bind(trainee_id)
        .bind(submission_id)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(submission)
        .transpose()
}

pub async fn find_submission<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<Option<Submission>, sqlx::Error> {
    let sql = format!("{SUBMISSION} WHERE s.id = $1");
    sqlx::query(&sql)
        .bind(id)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(submission)
        .transpose()
}

/// Every submission of a trainee, oldest first.
pub async fn submissions_of<'e>(
    db: impl Executor<'e, Database = Any>,
    trainee_id: &str,
) -> Result<Vec<Submission>, sqlx::Error> {
    let sql = format!("{SUBMISSION} WHERE s.trainee_id = $1 ORDER BY s.created_at, s.id");
    sqlx::query(&sql)
        .bind(trainee_id)
        .fetch_all(db)
        .await?
        .iter()
        .map(submission)
        .collect()
}

/// Grades (or grades again) a submission.
pub async fn grade_submission(
    conn: &mut AnyConnection,
    id: &str,
    score: i64,
    comment: &str,
    by: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE lms_submissions SET score = $1, comment = $2, graded_by = $3, graded_at = $4 WHERE id = $5",
    )
    .bind(score)
    .bind(comment)
    .bind(by)
    .bind(now)
    .bind(id)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pitch {
    pub id: String,
    pub trainee_id: String,
    pub number: i64,
    pub file_id: String,
    pub submission_id: String,
    pub score: Option<i64>,
    pub comment: Option<String>,
    pub graded_at: Option<i64>,
    pub created_at: i64,
    pub updated_at: i64,
}

const PITCH: &str = "SELECT id, trainee_id, number, file_id, submission_id, score, comment, \
    graded_at, created_at, updated_at FROM lms_pitches";

fn pitch(row: &AnyRow) -> Result<Pitch, sqlx::Error> {
    Ok(Pitch {
        id: row.try_get("id")?,
        trainee_id: row.try_get("trainee_id")?,
        number: row.try_get("number")?,
        file_id: row.try_get("file_id")?,
        submission_id: row.try_get("submission_id")?,
        score: row.try_get("score")?,
        comment: row.try_get("comment")?,
        graded_at: row.try_get("graded_at")?,
        created_at: row.try_get("created_at")?,
        updated_at: row.try_get("updated_at")?,
    })
}

pub async fn pitches_of<'e>(
    db: impl Executor<'e, Database = Any>,
    trainee_id: &str,
) -> Result<Vec<Pitch>, sqlx::Error> {
    let sql = format!("{PITCH} WHERE trainee_id = $1 ORDER BY number");
    sqlx::query(&sql)
        .bind(trainee_id)
        .fetch_all(db)
        .await?
        .iter()
        .map(pitch)
        .collect()
}

pub async fn find_pitch<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<Option<Pitch>, sqlx::Error> {
    let sql = format!("{PITCH} WHERE id = $1");
    sqlx::query(&sql)
        .bind(id)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(pitch)
        .transpose()
}

/// The trainee's pitch `number`, locked for the change (PostgreSQL; SQLite's write lock is held).
pub async fn pitch_of(
    conn: &mut AnyConnection,
    trainee_id: &str,
    number: i64,
) -> Result<Option<Pitch>, sqlx::Error> {
    let sql = format!("{PITCH} WHERE trainee_id = $1 AND number = $2");
    sqlx::query(&sql)
        .bind(trainee_id)
        .bind(number)
        .fetch_optional(conn)
        .await?
        .as_ref()
        .map(pitch)
        .transpose()
}

/// Stores the pitch, or replaces the deck of one not graded; false when nothing changed (graded
/// meanwhile, or another send won the same moment).
pub async fn save_pitch(conn: &mut AnyConnection, p: &Pitch) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO lms_pitches (id, trainee_id, number, file_id, submission_id, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (trainee_id, number) DO UPDATE SET \
         file_id = excluded.file_id, submission_id = excluded.submission_id, updated_at = excluded.updated_at \
         WHERE lms_pitches.graded_at IS NULL AND lms_pitches.submission_id <> excluded.submission_id",
    )
    .bind(&p.id)
    .bind(&p.trainee_id)
    .bind(p.number)
    .bind(&p.file_id)
    .bind(&p.submission_id)
    .bind(p.created_at)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn grade_pitch(
    conn: &mut AnyConnection,
    id: &str,
    score: i64,
    comment: &str,
    by: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE lms_pitches SET score = $1, comment = $2, graded_by = $3, graded_at = $4 WHERE id = $5",
    )
    .bind(score)
    .bind(comment)
    .bind(by)
    .bind(now)
    .bind(id)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}
