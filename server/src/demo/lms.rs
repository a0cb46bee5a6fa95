//! Learning in the demo: the cohort "Buruka 2026" with one class whose course is core's demo
//! course (`lms::course::demo::demo_course_files`: its meetings, FAQs, chapters, topics and
//! assignments), stored once (a restart adds nothing); `mentor@demo.test` mentors it and
//! `applicant@demo.test` is its trainee with no survey answered and no work, put back on every start
//! as the other role accounts are. `client@demo.test` is no trainee, so the not-registered message
//! can be seen.

use portal_core::lms::course::demo::demo_course_files;
use portal_core::lms::course::{read_course, Course};
use serde_json::json;

use super::accounts::MENTOR;
use crate::error::{AppError, AppResult};
use crate::ids::new_id;
use crate::lms::store::course::{
    self, Assignment, Chapter, Class, Faq, Meeting, Objective, Resource, Topic,
};
use crate::lms::store::people;
use crate::state::AppState;
use crate::users::store as users;

pub const COHORT: &str = "Buruka 2026";
pub const TRAINEE: &str = "applicant@demo.test";
pub const NOT_A_TRAINEE: &str = "client@demo.test";

pub async fn seed(state: &AppState, now: i64) -> AppResult<()> {
    let find = |email: &'static str| async move {
        users::find_by_email(&state.pool, email)
            .await?
            .ok_or_else(|| AppError::internal(format!("the demo account {email} is missing")))
    };
    let (mentor, trainee, client) = (
        find(MENTOR).await?,
        find(TRAINEE).await?,
        find(NOT_A_TRAINEE).await?,
    );
    let mut tx = state.begin().await?;
    let cohort = people::ensure_cohort(&mut tx, &new_id(now), COHORT, now).await?;
    people::add_mentor(&mut tx, &cohort, &mentor.id, 1).await?;
    if !course::has_class(&mut *tx, &cohort).await? {
        let demo = read_course(&demo_course_files()).map_err(|errors| {
            AppError::internal(format!("the demo course does not read: {errors:?}"))
        })?;
        store_course(&mut tx, &cohort, &demo, now).await?;
    }
    // What the trainee did goes with their row: they start again with nothing done.
    people::unenrol(&mut tx, &trainee.id).await?;
    people::enrol(&mut tx, &new_id(now), &cohort, &trainee.id, now).await?;
    people::unenrol(&mut tx, &client.id).await?;
    tx.commit().await?;
    Ok(())
}

async fn store_course(
    tx: &mut sqlx::AnyConnection,
    cohort: &str,
    demo: &Course,
    now: i64,
) -> AppResult<()> {
    let class = Class {
        id: new_id(now),
        cohort_id: cohort.to_owned(),
        name: demo.name.clone(),
    };
    course::insert_class(tx, &class, now).await?;
    for m in &demo.meetings {
        let meeting = Meeting {
            id: new_id(now),
            class_id: class.id.clone(),
            title: m.title.clone(),
            starts_at: m.starts_at,
            ends_at: m.ends_at,
            place: m.place.clone(),
        };
        course::insert_meeting(tx, &meeting).await?;
    }
    for (n, f) in demo.faqs.iter().enumerate() {
        let faq = Faq {
            id: new_id(now),
            class_id: class.id.clone(),
            question: f.question.clone(),
            solution: f.solution.clone(),
            position: n as i64 + 1,
        };
        course::insert_faq(tx, &faq).await?;
    }
    for c in &demo.chapters {
        let chapter = Chapter {
            id: new_id(now),
            class_id: class.id.clone(),
            name: c.name.clone(),
            position: i64::from(c.position),
        };
        course::insert_chapter(tx, &chapter).await?;
        for t in &c.topics {
            let topic = Topic {
                id: new_id(now),
                chapter_id: chapter.id.clone(),
                name: t.name.clone(),
                description: t.description.clone(),
                position: i64::from(t.position),
            };
            course::insert_topic(tx, &topic).await?;
            for (n, o) in t.objectives.iter().enumerate() {
                let objective = Objective {
                    id: new_id(now),
                    topic_id: topic.id.clone(),
                    title: o.title.clone(),
                    list: json!({"en": o.list.en, "sw": o.list.sw}),
                    position: n as i64 + 1,
                };
                course::insert_objective(tx, &objective).await?;
            }
            for r in &t.resources {
                let resource = Resource {
                    id: new_id(now),
                    topic_id: topic.id.clone(),
                    name: r.name.clone(),
                    description: r.description.clone(),
                    link: r.link.clone(),
                    position: i64::from(r.position),
                    resource_type_id: i64::from(r.type_id),
                    size_bytes: r.size_bytes.and_then(|s| i64::try_from(s).ok()),
                };
                course::insert_resource(tx, &resource).await?;
            }
        }
        for a in &c.assignments {
            let assignment = Assignment {
                id: new_id(now),
                chapter_id: chapter.id.clone(),
                title: a.title.clone(),
                tasks: serde_json::to_value(&a.tasks).unwrap_or_default(),
                period_in_days: i64::from(a.period_in_days),
                position: i64::from(a.number),
                created_at: now,
            };
            course::insert_assignment(tx, &assignment).await?;
        }
    }
    Ok(())
}
