//! The onboarding_enrolments and onboarding_submissions tables: who is enrolled in which cohort, on
//! which track, and what they submitted for each step or question, with the team's decision.

use sqlx::any::AnyRow;
use sqlx::{Any, Executor, Row};

pub const PENDING: &str = "pending";
pub const APPROVED: &str = "approved";
pub const REJECTED: &str = "rejected";

/// A user's place on the new onboarding.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Enrolment {
    pub user_id: String,
    pub cohort_id: String,
    /// client or applicant.
    pub track: String,
    pub hub: Option<String>,
    pub set_up_at: Option<i64>,
    pub info_folder: String,
    pub invest_folder: String,
    pub enrolled_at: i64,
    pub deadline_at: i64,
    pub completed_at: Option<i64>,
}

const ENROLMENT_COLUMNS: &str =
    "user_id, cohort_id, track, hub, set_up_at, info_folder, invest_folder, \
     enrolled_at, deadline_at, completed_at";

fn enrolment(row: &AnyRow) -> Result<Enrolment, sqlx::Error> {
    Ok(Enrolment {
        user_id: row.try_get("user_id")?,
        cohort_id: row.try_get("cohort_id")?,
        track: row.try_get("track")?,
        hub: row.try_get("hub")?,
        set_up_at: row.try_get("set_up_at")?,
        info_folder: row.try_get("info_folder")?,
        invest_folder: row.try_get("invest_folder")?,
        enrolled_at: row.try_get("enrolled_at")?,
        deadline_at: row.try_get("deadline_at")?,
        completed_at: row.try_get("completed_at")?,
    })
}

pub async fn enrolment_of<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
) -> Result<Option<Enrolment>, sqlx::Error> {
    let sql = format!("SELECT {ENROLMENT_COLUMNS} FROM onboarding_enrolments WHERE user_id = $1");
    sqlx::query(&sql)
        .bind(user_id)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(enrolment)
        .transpose()
}

pub struct NewEnrolment<'a> {
    pub user_id: &'a str,
    pub cohort_id: &'a str,
    pub track: &'a str,
    pub info_folder: &'a str,
    pub invest_folder: &'a str,
    pub deadline_at: i64,
    pub enrolled_by: Option<&'a str>,
}

/// Enrols the user, or moves them to another cohort (their submissions stay). Returns whether a row
/// was written (false: already in that cohort).
pub async fn enrol<'e>(
    db: impl Executor<'e, Database = Any>,
    new: &NewEnrolment<'_>,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO onboarding_enrolments (user_id, cohort_id, track, info_folder, invest_folder, \
         enrolled_at, deadline_at, enrolled_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
         ON CONFLICT (user_id) DO UPDATE SET cohort_id = excluded.cohort_id, track = excluded.track, \
         deadline_at = excluded.deadline_at, enrolled_by = excluded.enrolled_by \
         WHERE onboarding_enrolments.cohort_id <> excluded.cohort_id",
    )
    .bind(new.user_id)
    .bind(new.cohort_id)
    .bind(new.track)
    .bind(new.info_folder)
    .bind(new.invest_folder)
    .bind(now)
    .bind(new.deadline_at)
    .bind(new.enrolled_by)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Saves the hub and marks the set-up done, once: false when it had run already.
pub async fn set_up<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
    hub: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE onboarding_enrolments SET hub = $1, set_up_at = $2 WHERE user_id = $3 AND set_up_at IS NULL",
    )
    .bind(hub)
    .bind(now)
    .bind(user_id)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn mark_complete<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE onboarding_enrolments SET completed_at = $1 WHERE user_id = $2 AND completed_at IS NULL",
    )
    .bind(now)
    .bind(user_id)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// What a user submitted for one step or question, and the decision on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Submission {
    pub user_id: String,
    pub step: String,
    pub value: String,
    /// pending, approved or rejected.
    pub state: String,
    pub reason: Option<String>,
    pub submitted_at: i64,
    pub decided_by: Option<String>,
    pub decided_at: Option<i64>,
}

const SUBMISSION_COLUMNS: &str =
    "user_id, step, value, state, reason, submitted_at, decided_by, decided_at";

fn submission(row: &AnyRow) -> Result<Submission, sqlx::Error> {
    Ok(Submission {
        user_id: row.try_get("user_id")?,
        step: row.try_get("step")?,
        value: row.try_get("value")?,
        state: row.try_get("state")?,
        reason: row.try_get("reason")?,
        submitted_at: row.try_get("submitted_at")?,
        decided_by: row.try_get("decided_by")?,
        decided_at: row.try_get("decided_at")?,
    })
}

pub async fn submissions_of<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
) -> Result<Vec<Submission>, sqlx::Error> {
    let sql = format!(
        "SELECT {SUBMISSION_COLUMNS} FROM onboarding_submissions WHERE user_id = $1 ORDER BY submitted_at, step"
    );
    let rows = sqlx::query(&sql).bind(user_id).fetch_all(db).await?;
    rows.iter().map(submission).collect()
}

pub async fn submission_of<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
    step: &str,
) -> Result<Option<Submission>, sqlx::Error> {
    let sql = format!(
        "SELECT {SUBMISSION_COLUMNS} FROM onboarding_submissions WHERE user_id = $1 AND step = $2"
    );
    sqlx::query(&sql)
        .bind(user_id)
        .bind(step)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(submission)
        .transpose()
}

/// Stores a submission awaiting approval: a first one, or one sent again after a rejection (core
/// decides whether it may be sent; the row only ever moves from rejected back to pending).
pub async fn submit<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
    step: &str,
    value: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO onboarding_submissions (user_id, step, value, state, submitted_at) \
         VALUES ($1, $2, $3, 'pending', $4) \
         ON CONFLICT (user_id, step) DO UPDATE SET value = excluded.value, state = 'pending', \
         reason = NULL, submitted_at = excluded.submitted_at, decided_by = NULL, decided_at = NULL \
         WHERE onboarding_submissions.state = 'rejected'",
    )
    .bind(user_id)
    .bind(step)
    .bind(value)
    .bind(now)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The team's decision on a pending submission, once: false when it was no longer pending.
pub async fn decide<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
    step: &str,
    state: &str,
    reason: Option<&str>,
    decided_by: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE onboarding_submissions SET state = $1, reason = $2, decided_by = $3, decided_at = $4 \
         WHERE user_id = $5 AND step = $6 AND state = 'pending'",
    )
    .bind(state)
    .bind(reason)
    .bind(decided_by)
    .bind(now)
    .bind(user_id)
    .bind(step)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Every submission of a cohort's members (for its progress table).
pub async fn submissions_in_cohort<'e>(
    db: impl Executor<'e, Database = Any>,
    cohort_id: &str,
) -> Result<Vec<Submission>, sqlx::Error> {
    let sql = format!(
        "SELECT {} FROM onboarding_submissions s JOIN onboarding_enrolments e ON e.user_id = s.user_id \
         WHERE e.cohort_id = $1 ORDER BY s.user_id, s.submitted_at",
        SUBMISSION_COLUMNS
            .split(", ")
            .map(|c| ["s.", c].concat())
            .collect::<Vec<_>>()
            .join(", ")
    );
    let rows = sqlx::query(&sql).bind(cohort_id).fetch_all(db).await?;
    rows.iter().map(submission).collect()
}

/// Forgets a person's onboarding: their submissions and enrolment (the demo puts its accounts back
/// on a first attempt). Their files are the caller's to remove.
pub async fn forget(
    tx: &mut sqlx::Transaction<'static, Any>,
    user_id: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM onboarding_submissions WHERE user_id = $1")
        .bind(user_id)
        .execute(&mut **tx)
        .await?;
    sqlx::query("DELETE FROM onboarding_enrolments WHERE user_id = $1")
        .bind(user_id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
