//! The course as the team writes it (`lms/writing/`): a whole course stored at once (the import
//! and the demo), each record saved or removed, positions kept 1..n, and the counts and locks the
//! refusals need. The reads are `store/course.rs`'s.

use portal_core::lms::course::{Course, Task};
use portal_core::playbook::model::Text;
use serde_json::json;
use sqlx::{Any, AnyConnection, Executor, Row};

use super::course::{self, Assignment, Chapter, Class, Faq, Meeting, Objective, Resource, Topic};
use super::json;
use crate::ids::new_id;

/// What a stored course holds.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Stored {
    pub class_id: String,
    pub chapters: usize,
    pub topics: usize,
    pub assignments: usize,
}

fn position(index: usize) -> i64 {
    i64::try_from(index).unwrap_or(i64::MAX - 1) + 1
}

/// A course read by core (`read_course`) stored whole as a new class of the cohort, inside the
/// caller's transaction: chapters, topics, resources, FAQs and assignments numbered 1..n in the
/// course's order, meetings as they are.
pub async fn insert_course(
    conn: &mut AnyConnection,
    cohort_id: &str,
    class_id: &str,
    read: &Course,
    now: i64,
) -> Result<Stored, sqlx::Error> {
    let class = Class {
        id: class_id.to_owned(),
        cohort_id: cohort_id.to_owned(),
        name: read.name.clone(),
    };
    course::insert_class(conn, &class, now).await?;
    let mut stored = Stored {
        class_id: class.id.clone(),
        ..Stored::default()
    };
    for m in &read.meetings {
        let meeting = Meeting {
            id: new_id(now),
            class_id: class.id.clone(),
            title: m.title.clone(),
            starts_at: m.starts_at,
            ends_at: m.ends_at,
            place: m.place.clone(),
        };
        course::insert_meeting(conn, &meeting).await?;
    }
    insert_faqs(conn, &class.id, &read.faqs, now).await?;
    for (n, c) in read.chapters.iter().enumerate() {
        let chapter = Chapter {
            id: new_id(now),
            class_id: class.id.clone(),
            name: c.name.clone(),
            position: position(n),
        };
        course::insert_chapter(conn, &chapter).await?;
        stored.chapters += 1;
        for (n, t) in c.topics.iter().enumerate() {
            let topic = Topic {
                id: new_id(now),
                chapter_id: chapter.id.clone(),
                name: t.name.clone(),
                description: t.description.clone(),
                position: position(n),
            };
            course::insert_topic(conn, &topic).await?;
            insert_topic_parts(conn, &topic.id, &t.objectives, &t.resources, now).await?;
            stored.topics += 1;
        }
        for (n, a) in c.assignments.iter().enumerate() {
            let assignment = Assignment {
                id: new_id(now),
                chapter_id: chapter.id.clone(),
                title: a.title.clone(),
                tasks: serde_json::to_value(&a.tasks).unwrap_or_default(),
                period_in_days: i64::from(a.period_in_days),
                position: position(n),
                created_at: now,
            };
            course::insert_assignment(conn, &assignment).await?;
            stored.assignments += 1;
        }
    }
    Ok(stored)
}

/// A topic's objectives and resources, numbered 1..n in the order given.
pub async fn insert_topic_parts(
    conn: &mut AnyConnection,
    topic_id: &str,
    objectives: &[portal_core::lms::course::Objective],
    resources: &[portal_core::lms::course::Resource],
    now: i64,
) -> Result<(), sqlx::Error> {
    for (n, o) in objectives.iter().enumerate() {
        let objective = Objective {
            id: new_id(now),
            topic_id: topic_id.to_owned(),
            title: o.title.clone(),
            list: json!({"en": o.list.en, "sw": o.list.sw}),
            position: position(n),
        };
        course::insert_objective(conn, &objective).await?;
    }
    for (n, r) in resources.iter().enumerate() {
        let resource = Resource {
            id: new_id(now),
            topic_id: topic_id.to_owned(),
            name: r.name.clone(),
            description: r.description.clone(),
            link: r.link.clone(),
            position: position(n),
            resource_type_id: i64::from(r.type_id),
            size_bytes: r.size_bytes.and_then(|s| i64::try_from(s).ok()),
        };
        course::insert_resource(conn, &resource).await?;
    }
    Ok(())
}

/// A class's FAQs numbered 1..n in the order given.
pub async fn insert_faqs(
    conn: &mut AnyConnection,
    class_id: &str,
    faqs: &[portal_core::lms::course::Faq],
    now: i64,
) -> Result<(), sqlx::Error> {
    for (n, f) in faqs.iter().enumerate() {
        let faq = Faq {
            id: new_id(now),
            class_id: class_id.to_owned(),
            question: f.question.clone(),
            solution: f.solution.clone(),
            position: position(n),
        };
        course::insert_faq(conn, &faq).await?;
    }
    Ok(())
}

/// The records kept in order under a parent: a class's chapters, a chapter's topics or
/// assignments.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ordered {
    Chapters,
    Topics,
    Assignments,
}

impl Ordered {
    fn table(self) -> (&'static str, &'static str) {
        match self {
            Ordered::Chapters => ("lms_chapters", "class_id"),
            Ordered::Topics => ("lms_topics", "chapter_id"),
            Ordered::Assignments => ("lms_assignments", "chapter_id"),
        }
    }
}

/// The ids under `parent` in their order.
pub async fn ids_in_order(
    conn: &mut AnyConnection,
    kind: Ordered,
    parent: &str,
) -> Result<Vec<String>, sqlx::Error> {
    let (table, column) = kind.table();
    let sql = format!("SELECT id FROM {table} WHERE {column} = $1 ORDER BY position, id");
    sqlx::query(&sql)
        .bind(parent)
        .fetch_all(conn)
        .await?
        .iter()
        .map(|row| row.try_get("id"))
        .collect()
}

/// On PostgreSQL, holds the parent (a chapter's class, a topic's or an assignment's chapter) while
/// its children are numbered again, so two moves at the same moment take turns and positions stay
/// 1..n. SQLite's writers take turns already.
pub async fn lock_parent(
    conn: &mut AnyConnection,
    postgres: bool,
    kind: Ordered,
    parent: &str,
) -> Result<(), sqlx::Error> {
    if !postgres {
        return Ok(());
    }
    let sql = match kind {
        Ordered::Chapters => "SELECT id FROM lms_classes WHERE id = $1 FOR UPDATE",
        Ordered::Topics | Ordered::Assignments => {
            "SELECT id FROM lms_chapters WHERE id = $1 FOR UPDATE"
        }
    };
    sqlx::query(sql).bind(parent).fetch_optional(conn).await?;
    Ok(())
}

/// Numbers `ids` 1..n in the order given (rows already so numbered are left as they are).
pub async fn set_positions(
    conn: &mut AnyConnection,
    kind: Ordered,
    ids: &[String],
) -> Result<(), sqlx::Error> {
    let (table, _) = kind.table();
    let sql = format!("UPDATE {table} SET position = $1 WHERE id = $2 AND position <> $3");
    for (n, id) in ids.iter().enumerate() {
        sqlx::query(&sql)
            .bind(position(n))
            .bind(id)
            .bind(position(n))
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

pub async fn update_class(
    conn: &mut AnyConnection,
    id: &str,
    name: &Text,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE lms_classes SET name = $1 WHERE id = $2")
        .bind(json(name))
        .bind(id)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() > 0)
}

pub async fn update_chapter(
    conn: &mut AnyConnection,
    id: &str,
    name: &Text,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE lms_chapters SET name = $1 WHERE id = $2")
        .bind(json(name))
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn update_topic(
    conn: &mut AnyConnection,
    id: &str,
    name: &Text,
    description: &Text,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE lms_topics SET name = $1, description = $2 WHERE id = $3")
        .bind(json(name))
        .bind(json(description))
        .bind(id)
        .execute(&mut *conn)
        .await?;
    sqlx::query("DELETE FROM lms_objectives WHERE topic_id = $1")
        .bind(id)
        .execute(&mut *conn)
        .await?;
    sqlx::query("DELETE FROM lms_resources WHERE topic_id = $1")
        .bind(id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

pub async fn update_assignment(
    conn: &mut AnyConnection,
    id: &str,
    title: &Text,
    period_in_days: i64,
    tasks: &serde_json::Value,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE lms_assignments SET title = $1, period_in_days = $2, tasks = $3 WHERE id = $4",
    )
    .bind(json(title))
    .bind(period_in_days)
    .bind(tasks.to_string())
    .bind(id)
    .execute(conn)
    .await?;
    Ok(())
}

/// The class's schedule and FAQs removed (to be replaced whole).
pub async fn clear_meetings(conn: &mut AnyConnection, class_id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM lms_meetings WHERE class_id = $1")
        .bind(class_id)
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn clear_faqs(conn: &mut AnyConnection, class_id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM lms_faqs WHERE class_id = $1")
        .bind(class_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// The kinds of course records removed by id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Removed {
    Class,
    Chapter,
    Topic,
    Assignment,
}

/// Removes the record and, through the tables' cascades, what hangs under it.
pub async fn remove(conn: &mut AnyConnection, kind: Removed, id: &str) -> Result<(), sqlx::Error> {
    let sql = match kind {
        Removed::Class => "DELETE FROM lms_classes WHERE id = $1",
        Removed::Chapter => "DELETE FROM lms_chapters WHERE id = $1",
        Removed::Topic => "DELETE FROM lms_topics WHERE id = $1",
        Removed::Assignment => "DELETE FROM lms_assignments WHERE id = $1",
    };
    sqlx::query(sql).bind(id).execute(conn).await?;
    Ok(())
}

/// On PostgreSQL, holds the assignments (one, or every one of a class) against a submission
/// being stored at the same moment (its key on the assignment waits for this transaction), so the
/// count of submissions that follows stays true until the change commits. SQLite's writers take
/// turns already (`BEGIN IMMEDIATE`).
pub async fn lock_assignments(
    conn: &mut AnyConnection,
    postgres: bool,
    scope: Scope<'_>,
) -> Result<(), sqlx::Error> {
    if !postgres {
        return Ok(());
    }
    let (sql, id) = match scope {
        Scope::Assignment(id) => (
            "SELECT id FROM lms_assignments WHERE id = $1 FOR UPDATE",
            id,
        ),
        Scope::Class(id) => (
            "SELECT a.id FROM lms_assignments a JOIN lms_chapters c ON c.id = a.chapter_id \
             WHERE c.class_id = $1 FOR UPDATE OF a",
            id,
        ),
    };
    sqlx::query(sql).bind(id).fetch_all(conn).await?;
    Ok(())
}

#[derive(Debug, Clone, Copy)]
pub enum Scope<'a> {
    Assignment(&'a str),
    Class(&'a str),
}

/// The submissions naming the assignment, or any assignment of the class.
pub async fn submissions_in(
    conn: &mut AnyConnection,
    scope: Scope<'_>,
) -> Result<i64, sqlx::Error> {
    let (sql, id) = match scope {
        Scope::Assignment(id) => (
            "SELECT COUNT(*) AS n FROM lms_submissions WHERE assignment_id = $1",
            id,
        ),
        Scope::Class(id) => (
            "SELECT COUNT(*) AS n FROM lms_submissions s \
             JOIN lms_assignments a ON a.id = s.assignment_id \
             JOIN lms_chapters c ON c.id = a.chapter_id WHERE c.class_id = $1",
            id,
        ),
    };
    sqlx::query(sql)
        .bind(id)
        .fetch_one(conn)
        .await?
        .try_get("n")
}

/// The submissions of each assignment of the class, by assignment id.
pub async fn submissions_by_assignment<'e>(
    db: impl Executor<'e, Database = Any>,
    class_id: &str,
) -> Result<Vec<(String, i64)>, sqlx::Error> {
    sqlx::query(
        "SELECT s.assignment_id, COUNT(*) AS n FROM lms_submissions s \
         JOIN lms_assignments a ON a.id = s.assignment_id \
         JOIN lms_chapters c ON c.id = a.chapter_id WHERE c.class_id = $1 \
         GROUP BY s.assignment_id",
    )
    .bind(class_id)
    .fetch_all(db)
    .await?
    .iter()
    .map(|row| Ok((row.try_get("assignment_id")?, row.try_get("n")?)))
    .collect()
}

/// The topics and assignments in the chapter.
pub async fn chapter_contents(conn: &mut AnyConnection, id: &str) -> Result<i64, sqlx::Error> {
    sqlx::query(
        "SELECT (SELECT COUNT(*) FROM lms_topics WHERE chapter_id = $1) \
         + (SELECT COUNT(*) FROM lms_assignments WHERE chapter_id = $2) AS n",
    )
    .bind(id)
    .bind(id)
    .fetch_one(conn)
    .await?
    .try_get("n")
}

/// What the record is under: a chapter's class, a topic's or an assignment's chapter.
pub async fn parent_of(
    conn: &mut AnyConnection,
    kind: Ordered,
    id: &str,
) -> Result<Option<String>, sqlx::Error> {
    let (table, _) = kind.table();
    let column = match kind {
        Ordered::Chapters => "class_id",
        _ => "chapter_id",
    };
    let sql = format!("SELECT {column} AS parent FROM {table} WHERE id = $1");
    sqlx::query(&sql)
        .bind(id)
        .fetch_optional(conn)
        .await?
        .map(|row| row.try_get("parent"))
        .transpose()
}

/// The stored tasks read back as core's (a task core cannot read is left out).
pub fn tasks_of(value: &serde_json::Value) -> std::collections::BTreeMap<String, Task> {
    value
        .as_object()
        .map(|tasks| {
            tasks
                .iter()
                .filter_map(|(key, task)| {
                    serde_json::from_value(task.clone())
                        .ok()
                        .map(|task| (key.clone(), task))
                })
                .collect()
        })
        .unwrap_or_default()
}

pub async fn find_class<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<Option<Class>, sqlx::Error> {
    sqlx::query("SELECT id, cohort_id, name FROM lms_classes WHERE id = $1")
        .bind(id)
        .fetch_optional(db)
        .await?
        .map(|row| {
            Ok(Class {
                id: row.try_get("id")?,
                cohort_id: row.try_get("cohort_id")?,
                name: super::text_of(&row.try_get::<String, _>("name")?),
            })
        })
        .transpose()
}
