//! The cohorts and applicant_questions tables, and the team's reads across enrolments and
//! submissions: the review queue and each cohort's progress.

use sqlx::any::AnyRow;
use sqlx::{Any, Executor, Row};

/// A cohort as stored; `hubs` is its JSON list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cohort {
    pub id: String,
    pub name: String,
    pub year: i64,
    pub intake_date: String,
    pub deadline_at: Option<i64>,
    pub hubs: String,
    pub created_at: i64,
    pub updated_at: i64,
}

const COHORT_COLUMNS: &str =
    "id, name, year, intake_date, deadline_at, hubs, created_at, updated_at";

fn cohort(row: &AnyRow) -> Result<Cohort, sqlx::Error> {
    Ok(Cohort {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
        year: row.try_get("year")?,
        intake_date: row.try_get("intake_date")?,
        deadline_at: row.try_get("deadline_at")?,
        hubs: row.try_get("hubs")?,
        created_at: row.try_get("created_at")?,
        updated_at: row.try_get("updated_at")?,
    })
}

pub async fn cohorts<'e>(
    db: impl Executor<'e, Database = Any>,
) -> Result<Vec<Cohort>, sqlx::Error> {
    let sql = format!("SELECT {COHORT_COLUMNS} FROM cohorts ORDER BY year DESC, name");
    let rows = sqlx::query(&sql).fetch_all(db).await?;
    rows.iter().map(cohort).collect()
}

pub async fn cohort_named<'e>(
    db: impl Executor<'e, Database = Any>,
    name: &str,
    year: i64,
) -> Result<Option<Cohort>, sqlx::Error> {
    let sql = format!("SELECT {COHORT_COLUMNS} FROM cohorts WHERE name = $1 AND year = $2");
    sqlx::query(&sql)
        .bind(name)
        .bind(year)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(cohort)
        .transpose()
}

pub async fn cohort_by_id<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<Option<Cohort>, sqlx::Error> {
    let sql = format!("SELECT {COHORT_COLUMNS} FROM cohorts WHERE id = $1");
    sqlx::query(&sql)
        .bind(id)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(cohort)
        .transpose()
}

/// Inserts a cohort; false when one of that name and year exists.
pub async fn insert_cohort<'e>(
    db: impl Executor<'e, Database = Any>,
    cohort: &Cohort,
    created_by: Option<&str>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO cohorts (id, name, year, intake_date, deadline_at, hubs, created_by, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (name, year) DO NOTHING",
    )
    .bind(&cohort.id)
    .bind(&cohort.name)
    .bind(cohort.year)
    .bind(&cohort.intake_date)
    .bind(cohort.deadline_at)
    .bind(&cohort.hubs)
    .bind(created_by)
    .bind(cohort.created_at)
    .bind(cohort.updated_at)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn update_cohort<'e>(
    db: impl Executor<'e, Database = Any>,
    cohort: &Cohort,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE cohorts SET name = $1, year = $2, intake_date = $3, deadline_at = $4, hubs = $5, \
         updated_at = $6 WHERE id = $7",
    )
    .bind(&cohort.name)
    .bind(cohort.year)
    .bind(&cohort.intake_date)
    .bind(cohort.deadline_at)
    .bind(&cohort.hubs)
    .bind(cohort.updated_at)
    .bind(&cohort.id)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// An applicant question as stored; `options` is its JSON list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question {
    pub id: String,
    pub cohort_id: String,
    pub question: String,
    pub position: i64,
    pub kind: String,
    pub options: String,
    pub file_type: Option<String>,
    pub required: bool,
}

const QUESTION_COLUMNS: &str =
    "id, cohort_id, question, position, kind, options, file_type, required";

fn question(row: &AnyRow) -> Result<Question, sqlx::Error> {
    Ok(Question {
        id: row.try_get("id")?,
        cohort_id: row.try_get("cohort_id")?,
        question: row.try_get("question")?,
        position: row.try_get("position")?,
        kind: row.try_get("kind")?,
        options: row.try_get("options")?,
        file_type: row.try_get("file_type")?,
        required: row.try_get::<i64, _>("required")? == 1,
    })
}

pub async fn questions_of<'e>(
    db: impl Executor<'e, Database = Any>,
    cohort_id: &str,
) -> Result<Vec<Question>, sqlx::Error> {
    let sql = format!(
        "SELECT {QUESTION_COLUMNS} FROM applicant_questions WHERE cohort_id = $1 ORDER BY position"
    );
    let rows = sqlx::query(&sql).bind(cohort_id).fetch_all(db).await?;
    rows.iter().map(question).collect()
}

/// Replaces a cohort's questions with `questions` (in one transaction, given as `db`).
pub async fn replace_questions(
    tx: &mut sqlx::Transaction<'static, Any>,
    cohort_id: &str,
    questions: &[Question],
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM applicant_questions WHERE cohort_id = $1")
        .bind(cohort_id)
        .execute(&mut **tx)
        .await?;
    for q in questions {
        sqlx::query(
            "INSERT INTO applicant_questions (id, cohort_id, question, position, kind, options, file_type, \
             required, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)",
        )
        .bind(&q.id)
        .bind(cohort_id)
        .bind(&q.question)
        .bind(q.position)
        .bind(&q.kind)
        .bind(&q.options)
        .bind(q.file_type.as_deref())
        .bind(i64::from(q.required))
        .bind(now)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// One submission awaiting the team, with who sent it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Waiting {
    pub user_id: String,
    pub first_name: String,
    pub last_name: String,
    pub cohort_id: String,
    pub track: String,
    pub hub: Option<String>,
    pub step: String,
    pub value: String,
    pub submitted_at: i64,
}

/// The review queue, oldest first, narrowed by cohort, hub and step when given.
pub async fn waiting<'e>(
    db: impl Executor<'e, Database = Any>,
    cohort_id: Option<&str>,
    hub: Option<&str>,
    step: Option<&str>,
    limit: i64,
) -> Result<Vec<Waiting>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT s.user_id, u.first_name, u.last_name, e.cohort_id, e.track, e.hub, s.step, s.value, s.submitted_at \
         FROM onboarding_submissions s \
         JOIN onboarding_enrolments e ON e.user_id = s.user_id \
         JOIN users u ON u.id = s.user_id \
         WHERE s.state = 'pending' AND ($1 IS NULL OR e.cohort_id = $1) AND ($2 IS NULL OR e.hub = $2) \
         AND ($3 IS NULL OR s.step = $3) ORDER BY s.submitted_at, s.user_id, s.step LIMIT $4",
    )
    .bind(cohort_id)
    .bind(hub)
    .bind(step)
    .bind(limit)
    .fetch_all(db)
    .await?;
    rows.iter()
        .map(|row| {
            Ok(Waiting {
                user_id: row.try_get("user_id")?,
                first_name: row.try_get("first_name")?,
                last_name: row.try_get("last_name")?,
                cohort_id: row.try_get("cohort_id")?,
                track: row.try_get("track")?,
                hub: row.try_get("hub")?,
                step: row.try_get("step")?,
                value: row.try_get("value")?,
                submitted_at: row.try_get("submitted_at")?,
            })
        })
        .collect()
}

/// A cohort's members, for its progress table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member {
    pub user_id: String,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub track: String,
    pub hub: Option<String>,
    pub set_up_at: Option<i64>,
    pub deadline_at: i64,
    pub completed_at: Option<i64>,
}

pub async fn members<'e>(
    db: impl Executor<'e, Database = Any>,
    cohort_id: &str,
) -> Result<Vec<Member>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT e.user_id, u.first_name, u.last_name, u.email, e.track, e.hub, e.set_up_at, e.deadline_at, \
         e.completed_at FROM onboarding_enrolments e JOIN users u ON u.id = e.user_id \
         WHERE e.cohort_id = $1 ORDER BY u.last_name, u.first_name, e.user_id",
    )
    .bind(cohort_id)
    .fetch_all(db)
    .await?;
    rows.iter()
        .map(|row| {
            Ok(Member {
                user_id: row.try_get("user_id")?,
                first_name: row.try_get("first_name")?,
                last_name: row.try_get("last_name")?,
                email: row.try_get("email")?,
                track: row.try_get("track")?,
                hub: row.try_get("hub")?,
                set_up_at: row.try_get("set_up_at")?,
                deadline_at: row.try_get("deadline_at")?,
                completed_at: row.try_get("completed_at")?,
            })
        })
        .collect()
}
