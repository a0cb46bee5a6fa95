//! A cohort's course: classes with their meetings, chapters, topics, objectives, resources, FAQs
//! and assignments. Texts a person reads are `{en, sw}` columns.

use portal_core::playbook::model::Text;
use serde_json::Value;
use sqlx::any::AnyRow;
use sqlx::{Any, AnyConnection, Executor, Row};

use super::{json, text_of, value_of};

#[derive(Debug, Clone, PartialEq)]
pub struct Class {
    pub id: String,
    pub cohort_id: String,
    pub name: Text,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Meeting {
    pub id: String,
    pub class_id: String,
    pub title: Text,
    pub starts_at: i64,
    pub ends_at: i64,
    pub place: String,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Chapter {
    pub id: String,
    pub class_id: String,
    pub name: Text,
    pub position: i64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Topic {
    pub id: String,
    pub chapter_id: String,
    pub name: Text,
    pub description: Text,
    pub position: i64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Objective {
    pub id: String,
    pub topic_id: String,
    pub title: Text,
    /// `{en: [...], sw: [...]}`.
    pub list: Value,
    pub position: i64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Resource {
    pub id: String,
    pub topic_id: String,
    pub name: Text,
    pub description: Text,
    pub link: String,
    pub position: i64,
    pub resource_type_id: i64,
    pub size_bytes: Option<i64>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Faq {
    pub id: String,
    pub class_id: String,
    pub question: Text,
    pub solution: Text,
    pub position: i64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Assignment {
    pub id: String,
    pub chapter_id: String,
    pub title: Text,
    /// `{"1": {text {en, sw}, type, options}, ...}`.
    pub tasks: Value,
    pub period_in_days: i64,
    pub position: i64,
    pub created_at: i64,
}

/// What a piece of the course belongs to: its class and the class's cohort.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Owner {
    pub cohort_id: String,
    pub class_id: String,
}

/// The kinds of course records looked up by id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Piece {
    Class,
    Chapter,
    Topic,
    Assignment,
}

/// The class and cohort of a class, chapter, topic or assignment; None when there is none.
pub async fn owner_of<'e>(
    db: impl Executor<'e, Database = Any>,
    piece: Piece,
    id: &str,
) -> Result<Option<Owner>, sqlx::Error> {
    let sql = match piece {
        Piece::Class => "SELECT k.id AS class_id, k.cohort_id FROM lms_classes k WHERE k.id = $1",
        Piece::Chapter => {
            "SELECT k.id AS class_id, k.cohort_id FROM lms_chapters c \
             JOIN lms_classes k ON k.id = c.class_id WHERE c.id = $1"
        }
        Piece::Topic => {
            "SELECT k.id AS class_id, k.cohort_id FROM lms_topics t \
             JOIN lms_chapters c ON c.id = t.chapter_id JOIN lms_classes k ON k.id = c.class_id \
             WHERE t.id = $1"
        }
        Piece::Assignment => {
            "SELECT k.id AS class_id, k.cohort_id FROM lms_assignments a \
             JOIN lms_chapters c ON c.id = a.chapter_id JOIN lms_classes k ON k.id = c.class_id \
             WHERE a.id = $1"
        }
    };
    sqlx::query(sql)
        .bind(id)
        .fetch_optional(db)
        .await?
        .map(|row| {
            Ok(Owner {
                cohort_id: row.try_get("cohort_id")?,
                class_id: row.try_get("class_id")?,
            })
        })
        .transpose()
}

pub async fn classes_of<'e>(
    db: impl Executor<'e, Database = Any>,
    cohort_id: &str,
) -> Result<Vec<Class>, sqlx::Error> {
    sqlx::query(
        "SELECT id, cohort_id, name FROM lms_classes WHERE cohort_id = $1 ORDER BY created_at, id",
    )
    .bind(cohort_id)
    .fetch_all(db)
    .await?
    .iter()
    .map(|row| {
        Ok(Class {
            id: row.try_get("id")?,
            cohort_id: row.try_get("cohort_id")?,
            name: text_of(&row.try_get::<String, _>("name")?),
        })
    })
    .collect()
}

pub async fn meetings_of<'e>(
    db: impl Executor<'e, Database = Any>,
    class_id: &str,
) -> Result<Vec<Meeting>, sqlx::Error> {
    sqlx::query(
        "SELECT id, class_id, title, starts_at, ends_at, place FROM lms_meetings \
         WHERE class_id = $1 ORDER BY starts_at, id",
    )
    .bind(class_id)
    .fetch_all(db)
    .await?
    .iter()
    .map(|row| {
        Ok(Meeting {
            id: row.try_get("id")?,
            class_id: row.try_get("class_id")?,
            title: text_of(&row.try_get::<String, _>("title")?),
            starts_at: row.try_get("starts_at")?,
            ends_at: row.try_get("ends_at")?,
            place: row.try_get("place")?,
        })
    })
    .collect()
}

fn chapter(row: &AnyRow) -> Result<Chapter, sqlx::Error> {
    Ok(Chapter {
        id: row.try_get("id")?,
        class_id: row.try_get("class_id")?,
        name: text_of(&row.try_get::<String, _>("name")?),
        position: row.try_get("position")?,
    })
}

/// A class's chapters in course order.
pub async fn chapters_of<'e>(
    db: impl Executor<'e, Database = Any>,
    class_id: &str,
) -> Result<Vec<Chapter>, sqlx::Error> {
    sqlx::query(
        "SELECT id, class_id, name, position FROM lms_chapters WHERE class_id = $1 ORDER BY position, id",
    )
    .bind(class_id)
    .fetch_all(db)
    .await?
    .iter()
    .map(chapter)
    .collect()
}

fn topic(row: &AnyRow) -> Result<Topic, sqlx::Error> {
    Ok(Topic {
        id: row.try_get("id")?,
        chapter_id: row.try_get("chapter_id")?,
        name: text_of(&row.try_get::<String, _>("name")?),
        description: text_of(&row.try_get::<String, _>("description")?),
        position: row.try_get("position")?,
    })
}

pub async fn topics_of<'e>(
    db: impl Executor<'e, Database = Any>,
    chapter_id: &str,
) -> Result<Vec<Topic>, sqlx::Error> {
    sqlx::query(
        "SELECT id, chapter_id, name, description, position FROM lms_topics \
         WHERE chapter_id = $1 ORDER BY position, id",
    )
    .bind(chapter_id)
    .fetch_all(db)
    .await?
    .iter()
    .map(topic)
    .collect()
}

pub async fn find_topic<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<Option<Topic>, sqlx::Error> {
    sqlx::query("SELECT id, chapter_id, name, description, position FROM lms_topics WHERE id = $1")
        .bind(id)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(topic)
        .transpose()
}

pub async fn objectives_of<'e>(
    db: impl Executor<'e, Database = Any>,
    topic_id: &str,
) -> Result<Vec<Objective>, sqlx::Error> {
    sqlx::query(
        "SELECT id, topic_id, title, list, position FROM lms_objectives \
         WHERE topic_id = $1 ORDER BY position, id",
    )
    .bind(topic_id)
    .fetch_all(db)
    .await?
    .iter()
    .map(|row| {
        Ok(Objective {
            id: row.try_get("id")?,
            topic_id: row.try_get("topic_id")?,
            title: text_of(&row.try_get::<String, _>("title")?),
            list: value_of(&row.try_get::<String, _>("list")?),
            position: row.try_get("position")?,
        })
    })
    .collect()
}

pub async fn resources_of<'e>(
    db: impl Executor<'e, Database = Any>,
    topic_id: &str,
) -> Result<Vec<Resource>, sqlx::Error> {
    sqlx::query(
        "SELECT id, topic_id, name, description, link, position, resource_type_id, size_bytes \
         FROM lms_resources WHERE topic_id = $1 ORDER BY position, id",
    )
    .bind(topic_id)
    .fetch_all(db)
    .await?
    .iter()
    .map(|row| {
        Ok(Resource {
            id: row.try_get("id")?,
            topic_id: row.try_get("topic_id")?,
            name: text_of(&row.try_get::<String, _>("name")?),
            description: text_of(&row.try_get::<String, _>("description")?),
            link: row.try_get("link")?,
            position: row.try_get("position")?,
            resource_type_id: row.try_get("resource_type_id")?,
            size_bytes: row.try_get("size_bytes")?,
        })
    })
    .collect()
}

pub async fn faqs_of<'e>(
    db: impl Executor<'e, Database = Any>,
    class_id: &str,
) -> Result<Vec<Faq>, sqlx::Error> {
    sqlx::query(
        "SELECT id, class_id, question, solution, position FROM lms_faqs \
         WHERE class_id = $1 ORDER BY position, id",
    )
    .bind(class_id)
    .fetch_all(db)
    .await?
    .iter()
    .map(|row| {
        Ok(Faq {
            id: row.try_get("id")?,
            class_id: row.try_get("class_id")?,
            question: text_of(&row.try_get::<String, _>("question")?),
            solution: text_of(&row.try_get::<String, _>("solution")?),
            position: row.try_get("position")?,
        })
    })
    .collect()
}

const ASSIGNMENT: &str =
    "SELECT a.id, a.chapter_id, a.title, a.tasks, a.period_in_days, a.position, \
    a.created_at FROM lms_assignments a";

fn assignment(row: &AnyRow) -> Result<Assignment, sqlx::Error> {
    Ok(Assignment {
        id: row.try_get("id")?,
        chapter_id: row.try_get("chapter_id")?,
        title: text_of(&row.try_get::<String, _>("title")?),
        tasks: value_of(&row.try_get::<String, _>("tasks")?),
        period_in_days: row.try_get("period_in_days")?,
        position: row.try_get("position")?,
        created_at: row.try_get("created_at")?,
    })
}

/// A class's assignments in course order (chapters by position, then assignments by position).
pub async fn assignments_of_class<'e>(
    db: impl Executor<'e, Database = Any>,
    class_id: &str,
) -> Result<Vec<Assignment>, sqlx::Error> {
    let sql = format!(
        "{ASSIGNMENT} JOIN lms_chapters c ON c.id = a.chapter_id WHERE c.class_id = $1 \
         ORDER BY c.position, c.id, a.position, a.id"
    );
    sqlx::query(&sql)
        .bind(class_id)
        .fetch_all(db)
        .await?
        .iter()
        .map(assignment)
        .collect()
}

pub async fn find_assignment<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
) -> Result<Option<Assignment>, sqlx::Error> {
    let sql = format!("{ASSIGNMENT} WHERE a.id = $1");
    sqlx::query(&sql)
        .bind(id)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(assignment)
        .transpose()
}

/// An assignment's tasks read inside a submit's transaction; on PostgreSQL the row is held
/// `FOR SHARE` until it commits, so the team's change of the tasks (`FOR UPDATE`) waits for it
/// and then sees the submission.
pub async fn tasks_for_submit(
    conn: &mut AnyConnection,
    id: &str,
    postgres: bool,
) -> Result<Option<Value>, sqlx::Error> {
    let lock = if postgres { " FOR SHARE" } else { "" };
    let sql = format!("SELECT tasks FROM lms_assignments WHERE id = $1{lock}");
    let row = sqlx::query(&sql)
        .bind(id)
        .fetch_optional(&mut *conn)
        .await?;
    row.map(|row| Ok(value_of(&row.try_get::<String, _>("tasks")?)))
        .transpose()
}

/// Whether the cohort has a class already (the demo stores its course once).
pub async fn has_class<'e>(
    db: impl Executor<'e, Database = Any>,
    cohort_id: &str,
) -> Result<bool, sqlx::Error> {
    Ok(
        sqlx::query("SELECT id FROM lms_classes WHERE cohort_id = $1")
            .bind(cohort_id)
            .fetch_optional(db)
            .await?
            .is_some(),
    )
}

pub async fn insert_class(
    conn: &mut AnyConnection,
    class: &Class,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO lms_classes (id, cohort_id, name, created_at) VALUES ($1, $2, $3, $4)",
    )
    .bind(&class.id)
    .bind(&class.cohort_id)
    .bind(json(&class.name))
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn insert_meeting(conn: &mut AnyConnection, m: &Meeting) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO lms_meetings (id, class_id, title, starts_at, ends_at, place) VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(&m.id)
    .bind(&m.class_id)
    .bind(json(&m.title))
    .bind(m.starts_at)
    .bind(m.ends_at)
    .bind(&m.place)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn insert_chapter(conn: &mut AnyConnection, c: &Chapter) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO lms_chapters (id, class_id, name, position) VALUES ($1, $2, $3, $4)")
        .bind(&c.id)
        .bind(&c.class_id)
        .bind(json(&c.name))
        .bind(c.position)
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn insert_topic(conn: &mut AnyConnection, t: &Topic) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO lms_topics (id, chapter_id, name, description, position) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(&t.id)
    .bind(&t.chapter_id)
    .bind(json(&t.name))
    .bind(json(&t.description))
    .bind(t.position)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn insert_objective(conn: &mut AnyConnection, o: &Objective) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO lms_objectives (id, topic_id, title, list, position) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(&o.id)
    .bind(&o.topic_id)
    .bind(json(&o.title))
    .bind(o.list.to_string())
    .bind(o.position)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn insert_resource(conn: &mut AnyConnection, r: &Resource) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO lms_resources (id, topic_id, name, description, link, position, resource_type_id, size_bytes) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(&r.id)
    .bind(&r.topic_id)
    .bind(json(&r.name))
    .bind(json(&r.description))
    .bind(&r.link)
    .bind(r.position)
    .bind(r.resource_type_id)
    .bind(r.size_bytes)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn insert_faq(conn: &mut AnyConnection, f: &Faq) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO lms_faqs (id, class_id, question, solution, position) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(&f.id)
    .bind(&f.class_id)
    .bind(json(&f.question))
    .bind(json(&f.solution))
    .bind(f.position)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn insert_assignment(
    conn: &mut AnyConnection,
    a: &Assignment,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO lms_assignments (id, chapter_id, title, tasks, period_in_days, position, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(&a.id)
    .bind(&a.chapter_id)
    .bind(json(&a.title))
    .bind(a.tasks.to_string())
    .bind(a.period_in_days)
    .bind(a.position)
    .bind(a.created_at)
    .execute(conn)
    .await?;
    Ok(())
}
