//! playbooks, playbook_chapters and playbook_sessions: the content, seeded by core's stable ids.

use portal_core::playbook::model::{Chapter, Playbook, Session, Tool};
use sqlx::any::AnyRow;
use sqlx::{Any, AnyConnection, Executor, Row};

use super::{json, text_of};

fn playbook(row: &AnyRow) -> Result<Playbook, sqlx::Error> {
    Ok(Playbook {
        id: row.try_get("id")?,
        name: text_of(&row.try_get::<String, _>("name")?),
        summary: text_of(&row.try_get::<String, _>("summary")?),
    })
}

fn position(row: &AnyRow) -> Result<u32, sqlx::Error> {
    Ok(u32::try_from(row.try_get::<i64, _>("position")?).unwrap_or_default())
}

fn chapter(row: &AnyRow) -> Result<Chapter, sqlx::Error> {
    Ok(Chapter {
        id: row.try_get("id")?,
        playbook_id: row.try_get("playbook_id")?,
        name: text_of(&row.try_get::<String, _>("name")?),
        position: position(row)?,
    })
}

fn session(row: &AnyRow) -> Result<Session, sqlx::Error> {
    let tools: String = row.try_get("tools")?;
    Ok(Session {
        id: row.try_get("id")?,
        chapter_id: row.try_get("chapter_id")?,
        name: text_of(&row.try_get::<String, _>("name")?),
        position: position(row)?,
        info: text_of(&row.try_get::<String, _>("info")?),
        tools: serde_json::from_str::<Vec<Tool>>(&tools).unwrap_or_default(),
    })
}

/// Stores a seeded playbook when its id is absent; true when stored now.
pub async fn insert_playbook(
    conn: &mut AnyConnection,
    item: &Playbook,
    position: i64,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO playbooks (id, name, summary, position, created_at) VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (id) DO NOTHING",
    )
    .bind(&item.id)
    .bind(json(&item.name))
    .bind(json(&item.summary))
    .bind(position)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() > 0)
}

pub async fn insert_chapter(conn: &mut AnyConnection, item: &Chapter) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO playbook_chapters (id, playbook_id, name, position) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (id) DO NOTHING",
    )
    .bind(&item.id)
    .bind(&item.playbook_id)
    .bind(json(&item.name))
    .bind(i64::from(item.position))
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn insert_session(conn: &mut AnyConnection, item: &Session) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO playbook_sessions (id, chapter_id, name, position, info, tools) \
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING",
    )
    .bind(&item.id)
    .bind(&item.chapter_id)
    .bind(json(&item.name))
    .bind(i64::from(item.position))
    .bind(json(&item.info))
    .bind(json(&item.tools))
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn playbooks<'e>(
    db: impl Executor<'e, Database = Any>,
) -> Result<Vec<Playbook>, sqlx::Error> {
    sqlx::query("SELECT id, name, summary FROM playbooks ORDER BY position, id")
        .fetch_all(db)
        .await?
        .iter()
        .map(playbook)
        .collect()
}

pub async fn find_playbook<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<Option<Playbook>, sqlx::Error> {
    sqlx::query("SELECT id, name, summary FROM playbooks WHERE id = $1")
        .bind(id)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(playbook)
        .transpose()
}

/// Every chapter, by playbook and position (the content is small: progress reads it whole).
pub async fn all_chapters<'e>(
    db: impl Executor<'e, Database = Any>,
) -> Result<Vec<Chapter>, sqlx::Error> {
    sqlx::query("SELECT id, playbook_id, name, position FROM playbook_chapters ORDER BY playbook_id, position")
        .fetch_all(db)
        .await?
        .iter()
        .map(chapter)
        .collect()
}

pub async fn all_sessions<'e>(
    db: impl Executor<'e, Database = Any>,
) -> Result<Vec<Session>, sqlx::Error> {
    sqlx::query("SELECT id, chapter_id, name, position, info, tools FROM playbook_sessions ORDER BY chapter_id, position")
        .fetch_all(db)
        .await?
        .iter()
        .map(session)
        .collect()
}

pub async fn chapters_of<'e>(
    db: impl Executor<'e, Database = Any>,
    playbook_id: &str,
) -> Result<Vec<Chapter>, sqlx::Error> {
    sqlx::query("SELECT id, playbook_id, name, position FROM playbook_chapters WHERE playbook_id = $1 ORDER BY position")
        .bind(playbook_id)
        .fetch_all(db)
        .await?
        .iter()
        .map(chapter)
        .collect()
}

pub async fn find_chapter<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<Option<Chapter>, sqlx::Error> {
    sqlx::query("SELECT id, playbook_id, name, position FROM playbook_chapters WHERE id = $1")
        .bind(id)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(chapter)
        .transpose()
}

pub async fn sessions_of<'e>(
    db: impl Executor<'e, Database = Any>,
    chapter_id: &str,
) -> Result<Vec<Session>, sqlx::Error> {
    sqlx::query("SELECT id, chapter_id, name, position, info, tools FROM playbook_sessions WHERE chapter_id = $1 ORDER BY position")
        .bind(chapter_id)
        .fetch_all(db)
        .await?
        .iter()
        .map(session)
        .collect()
}

/// A session with its chapter's playbook id.
pub async fn find_session<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<Option<(Session, String)>, sqlx::Error> {
    let row = sqlx::query(
        "SELECT s.id, s.chapter_id, s.name, s.position, s.info, s.tools, c.playbook_id \
         FROM playbook_sessions s JOIN playbook_chapters c ON c.id = s.chapter_id WHERE s.id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await?;
    row.map(|row| Ok((session(&row)?, row.try_get("playbook_id")?)))
        .transpose()
}

// Authoring (`playbook/content/`): the team's changes, each inside the caller's transaction.

/// The position after the last of `table` where `column` is `parent` (1 when none).
async fn next_position(
    conn: &mut AnyConnection,
    sql: &str,
    parent: Option<&str>,
) -> Result<u32, sqlx::Error> {
    let mut query = sqlx::query(sql);
    if let Some(parent) = parent {
        query = query.bind(parent);
    }
    let last: i64 = query.fetch_one(conn).await?.try_get("last")?;
    Ok(u32::try_from(last.saturating_add(1)).unwrap_or(u32::MAX))
}

pub async fn next_playbook_position(conn: &mut AnyConnection) -> Result<u32, sqlx::Error> {
    next_position(
        conn,
        "SELECT COALESCE(MAX(position), 0) AS last FROM playbooks",
        None,
    )
    .await
}

pub async fn next_chapter_position(
    conn: &mut AnyConnection,
    playbook_id: &str,
) -> Result<u32, sqlx::Error> {
    next_position(
        conn,
        "SELECT COALESCE(MAX(position), 0) AS last FROM playbook_chapters WHERE playbook_id = $1",
        Some(playbook_id),
    )
    .await
}

pub async fn next_session_position(
    conn: &mut AnyConnection,
    chapter_id: &str,
) -> Result<u32, sqlx::Error> {
    next_position(
        conn,
        "SELECT COALESCE(MAX(position), 0) AS last FROM playbook_sessions WHERE chapter_id = $1",
        Some(chapter_id),
    )
    .await
}

pub async fn update_playbook(
    conn: &mut AnyConnection,
    item: &Playbook,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE playbooks SET name = $1, summary = $2 WHERE id = $3")
        .bind(json(&item.name))
        .bind(json(&item.summary))
        .bind(&item.id)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() > 0)
}

pub async fn update_chapter(conn: &mut AnyConnection, item: &Chapter) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE playbook_chapters SET name = $1, position = $2 WHERE id = $3")
        .bind(json(&item.name))
        .bind(i64::from(item.position))
        .bind(&item.id)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() > 0)
}

pub async fn update_session(conn: &mut AnyConnection, item: &Session) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE playbook_sessions SET name = $1, position = $2, info = $3, tools = $4 WHERE id = $5",
    )
    .bind(json(&item.name))
    .bind(i64::from(item.position))
    .bind(json(&item.info))
    .bind(json(&item.tools))
    .bind(&item.id)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// On PostgreSQL, waits for (and then holds off) any change that names the row: a tick, task or
/// feedback being saved in a session, a session being added to a chapter. SQLite's writers take
/// turns already (`BEGIN IMMEDIATE`).
pub async fn lock_row(
    conn: &mut AnyConnection,
    postgres: bool,
    table: ContentTable,
    id: &str,
) -> Result<(), sqlx::Error> {
    if !postgres {
        return Ok(());
    }
    let sql = match table {
        ContentTable::Chapters => "SELECT id FROM playbook_chapters WHERE id = $1 FOR UPDATE",
        ContentTable::Sessions => "SELECT id FROM playbook_sessions WHERE id = $1 FOR UPDATE",
    };
    sqlx::query(sql).bind(id).fetch_optional(conn).await?;
    Ok(())
}

#[derive(Debug, Clone, Copy)]
pub enum ContentTable {
    Chapters,
    Sessions,
}

/// Whether any pair ticked a tool in, was set a task in or gave feedback on the session.
pub async fn session_has_work(conn: &mut AnyConnection, id: &str) -> Result<bool, sqlx::Error> {
    let row = sqlx::query(
        "SELECT (SELECT COUNT(*) FROM playbook_tool_ticks WHERE session_id = $1) \
         + (SELECT COUNT(*) FROM playbook_tasks WHERE session_id = $2) \
         + (SELECT COUNT(*) FROM playbook_feedback WHERE session_id = $3) AS n",
    )
    .bind(id)
    .bind(id)
    .bind(id)
    .fetch_one(conn)
    .await?;
    Ok(row.try_get::<i64, _>("n")? > 0)
}

pub async fn chapter_has_sessions(conn: &mut AnyConnection, id: &str) -> Result<bool, sqlx::Error> {
    let row = sqlx::query("SELECT COUNT(*) AS n FROM playbook_sessions WHERE chapter_id = $1")
        .bind(id)
        .fetch_one(conn)
        .await?;
    Ok(row.try_get::<i64, _>("n")? > 0)
}

pub async fn delete_session(conn: &mut AnyConnection, id: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("DELETE FROM playbook_sessions WHERE id = $1")
        .bind(id)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() > 0)
}

pub async fn delete_chapter(conn: &mut AnyConnection, id: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("DELETE FROM playbook_chapters WHERE id = $1")
        .bind(id)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() > 0)
}
