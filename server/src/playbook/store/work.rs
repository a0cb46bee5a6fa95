//! What a pair did: playbook_tool_ticks, playbook_tasks with playbook_replies, playbook_feedback.

use portal_core::playbook::model::{Feedback, Reply, Side, Task};
use portal_core::playbook::progress::{TaskMark, ToolTick};
use sqlx::any::AnyRow;
use sqlx::{Any, AnyConnection, Executor, Row};

use super::json;

/// Ticks (`done`) or unticks a tool; false when nothing changed.
pub async fn set_tick(
    conn: &mut AnyConnection,
    pair_id: &str,
    session_id: &str,
    tool: &str,
    done: bool,
    by: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let query = if done {
        sqlx::query(
            "INSERT INTO playbook_tool_ticks (pair_id, session_id, tool, ticked_by, ticked_at) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (pair_id, session_id, tool) DO NOTHING",
        )
        .bind(pair_id)
        .bind(session_id)
        .bind(tool)
        .bind(by)
        .bind(now)
    } else {
        sqlx::query(
            "DELETE FROM playbook_tool_ticks WHERE pair_id = $1 AND session_id = $2 AND tool = $3",
        )
        .bind(pair_id)
        .bind(session_id)
        .bind(tool)
    };
    Ok(query.execute(conn).await?.rows_affected() > 0)
}

/// Every tick of a pair (for its progress and its checklists).
pub async fn ticks<'e>(
    db: impl Executor<'e, Database = Any>,
    pair_id: &str,
) -> Result<Vec<ToolTick>, sqlx::Error> {
    sqlx::query("SELECT session_id, tool FROM playbook_tool_ticks WHERE pair_id = $1")
        .bind(pair_id)
        .fetch_all(db)
        .await?
        .iter()
        .map(|row| {
            Ok(ToolTick {
                session_id: row.try_get("session_id")?,
                tool: row.try_get("tool")?,
            })
        })
        .collect()
}

const TASK_COLUMNS: &str =
    "t.id, t.pair_id, t.session_id, t.topic, t.task, t.due_date, t.created_by, \
    t.created_at, r.response, r.files, r.added_by, r.created_at AS replied_at";
const TASK_FROM: &str = "FROM playbook_tasks t LEFT JOIN playbook_replies r ON r.task_id = t.id";

fn files_of(json: Option<String>) -> Vec<String> {
    json.and_then(|j| serde_json::from_str(&j).ok())
        .unwrap_or_default()
}

fn task(row: &AnyRow) -> Result<Task, sqlx::Error> {
    let response: Option<String> = row.try_get("response")?;
    let reply = match response {
        Some(response) => Some(Reply {
            response,
            files: files_of(row.try_get("files")?),
            added_by_id: row.try_get("added_by")?,
            created_at: row.try_get("replied_at")?,
        }),
        None => None,
    };
    Ok(Task {
        id: row.try_get("id")?,
        session_id: row.try_get("session_id")?,
        pair_id: row.try_get("pair_id")?,
        topic: row.try_get("topic")?,
        task: row.try_get("task")?,
        due_date: row.try_get("due_date")?,
        created_by: row.try_get("created_by")?,
        created_at: row.try_get("created_at")?,
        reply,
    })
}

/// Stores a task; false when a task with the same submission id is stored already.
pub async fn insert_task(
    conn: &mut AnyConnection,
    item: &Task,
    submission: Option<&str>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO playbook_tasks (id, pair_id, session_id, topic, task, due_date, created_by, created_at, submission_id) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (submission_id) DO NOTHING",
    )
    .bind(&item.id)
    .bind(&item.pair_id)
    .bind(&item.session_id)
    .bind(&item.topic)
    .bind(&item.task)
    .bind(item.due_date)
    .bind(&item.created_by)
    .bind(item.created_at)
    .bind(submission)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The task stored under a submission id, with its reply.
pub async fn task_by_submission<'e>(
    db: impl Executor<'e, Database = Any>,
    submission: &str,
) -> Result<Option<Task>, sqlx::Error> {
    let sql = format!("SELECT {TASK_COLUMNS} {TASK_FROM} WHERE t.submission_id = $1");
    sqlx::query(&sql)
        .bind(submission)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(task)
        .transpose()
}

/// A pair's tasks in a session, oldest first, with their replies.
pub async fn tasks<'e>(
    db: impl Executor<'e, Database = Any>,
    pair_id: &str,
    session_id: &str,
) -> Result<Vec<Task>, sqlx::Error> {
    let sql = format!(
        "SELECT {TASK_COLUMNS} {TASK_FROM} WHERE t.pair_id = $1 AND t.session_id = $2 ORDER BY t.created_at, t.id"
    );
    sqlx::query(&sql)
        .bind(pair_id)
        .bind(session_id)
        .fetch_all(db)
        .await?
        .iter()
        .map(task)
        .collect()
}

pub async fn find_task<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<Option<Task>, sqlx::Error> {
    let sql = format!("SELECT {TASK_COLUMNS} {TASK_FROM} WHERE t.id = $1");
    sqlx::query(&sql)
        .bind(id)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(task)
        .transpose()
}

/// Each of a pair's tasks: its session and whether it is answered (for progress).
pub async fn task_marks<'e>(
    db: impl Executor<'e, Database = Any>,
    pair_id: &str,
) -> Result<Vec<TaskMark>, sqlx::Error> {
    sqlx::query(
        "SELECT t.session_id, r.task_id FROM playbook_tasks t \
         LEFT JOIN playbook_replies r ON r.task_id = t.id WHERE t.pair_id = $1",
    )
    .bind(pair_id)
    .fetch_all(db)
    .await?
    .iter()
    .map(|row| {
        Ok(TaskMark {
            session_id: row.try_get("session_id")?,
            answered: row.try_get::<Option<String>, _>("task_id")?.is_some(),
        })
    })
    .collect()
}

/// Tasks the alerts job looks at: set since `since`, or due from `since` on.
pub async fn recent_tasks<'e>(
    db: impl Executor<'e, Database = Any>,
    since: i64,
) -> Result<Vec<Task>, sqlx::Error> {
    let sql = format!(
        "SELECT {TASK_COLUMNS} {TASK_FROM} WHERE t.created_at >= $1 OR t.due_date >= $1 ORDER BY t.created_at, t.id"
    );
    sqlx::query(&sql)
        .bind(since)
        .fetch_all(db)
        .await?
        .iter()
        .map(task)
        .collect()
}

/// Stores the reply, under the phone's `submission` id when it sent one; false when nothing was
/// stored: the task has a reply already (the first stands), or this submission is stored already.
pub async fn insert_reply(
    conn: &mut AnyConnection,
    task_id: &str,
    reply: &Reply,
    submission: Option<&str>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO playbook_replies (task_id, response, files, added_by, created_at, submission_id) \
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
    )
    .bind(task_id)
    .bind(&reply.response)
    .bind(json(&reply.files))
    .bind(&reply.added_by_id)
    .bind(reply.created_at)
    .bind(submission)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// Who sent the reply or feedback stored under the phone's `submission` id, if one is.
pub async fn submission_sender<'e>(
    db: impl Executor<'e, Database = Any>,
    table: Submitted,
    submission: &str,
) -> Result<Option<String>, sqlx::Error> {
    let sql = match table {
        Submitted::Reply => "SELECT added_by FROM playbook_replies WHERE submission_id = $1",
        Submitted::Feedback => "SELECT added_by FROM playbook_feedback WHERE submission_id = $1",
    };
    sqlx::query(sql)
        .bind(submission)
        .fetch_optional(db)
        .await?
        .map(|row| row.try_get("added_by"))
        .transpose()
}

/// What a submission id names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Submitted {
    Reply,
    Feedback,
}

const FEEDBACK_COLUMNS: &str =
    "id, pair_id, session_id, side, rated, feedback, files, added_by, created_at";

fn feedback(row: &AnyRow) -> Result<Feedback, sqlx::Error> {
    let side: String = row.try_get("side")?;
    Ok(Feedback {
        id: row.try_get("id")?,
        session_id: row.try_get("session_id")?,
        pair_id: row.try_get("pair_id")?,
        rated: u8::try_from(row.try_get::<i64, _>("rated")?).unwrap_or_default(),
        feedback: row.try_get("feedback")?,
        files: files_of(row.try_get("files")?),
        from: Side::parse(&side).unwrap_or(Side::Entrepreneur),
        added_by_id: row.try_get("added_by")?,
        created_at: row.try_get("created_at")?,
    })
}

/// Stores the feedback, under the phone's `submission` id when it sent one; false when this
/// submission is stored already.
pub async fn insert_feedback(
    conn: &mut AnyConnection,
    item: &Feedback,
    submission: Option<&str>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO playbook_feedback (id, pair_id, session_id, side, rated, feedback, files, added_by, created_at, submission_id) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING",
    )
    .bind(&item.id)
    .bind(&item.pair_id)
    .bind(&item.session_id)
    .bind(item.from.name())
    .bind(i64::from(item.rated))
    .bind(&item.feedback)
    .bind(json(&item.files))
    .bind(&item.added_by_id)
    .bind(item.created_at)
    .bind(submission)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// A pair's feedback in a session, newest first.
pub async fn feedback_of<'e>(
    db: impl Executor<'e, Database = Any>,
    pair_id: &str,
    session_id: &str,
) -> Result<Vec<Feedback>, sqlx::Error> {
    let sql = format!(
        "SELECT {FEEDBACK_COLUMNS} FROM playbook_feedback WHERE pair_id = $1 AND session_id = $2 \
         ORDER BY created_at DESC, id DESC"
    );
    sqlx::query(&sql)
        .bind(pair_id)
        .bind(session_id)
        .fetch_all(db)
        .await?
        .iter()
        .map(feedback)
        .collect()
}

/// Feedback given since `since` (for the alerts job).
pub async fn recent_feedback<'e>(
    db: impl Executor<'e, Database = Any>,
    since: i64,
) -> Result<Vec<Feedback>, sqlx::Error> {
    let sql = format!(
        "SELECT {FEEDBACK_COLUMNS} FROM playbook_feedback WHERE created_at >= $1 ORDER BY created_at, id"
    );
    sqlx::query(&sql)
        .bind(since)
        .fetch_all(db)
        .await?
        .iter()
        .map(feedback)
        .collect()
}

/// The pairs whose replies or feedback list the file `file_id` (a server-made hex id).
pub async fn pairs_with_file<'e>(
    db: impl Executor<'e, Database = Any>,
    file_id: &str,
) -> Result<Vec<String>, sqlx::Error> {
    let pattern = ["%\"", file_id, "\"%"].concat();
    sqlx::query(
        "SELECT t.pair_id FROM playbook_replies r JOIN playbook_tasks t ON t.id = r.task_id \
         WHERE r.files LIKE $1 UNION SELECT pair_id FROM playbook_feedback WHERE files LIKE $1",
    )
    .bind(pattern)
    .fetch_all(db)
    .await?
    .iter()
    .map(|row| row.try_get("pair_id"))
    .collect()
}
