//! What the learning tests share: two cohorts with their mentors, trainees and courses, the team,
//! a client who is no trainee and a sales agent.

use portal_core::playbook::model::Text;
use portal_core::roles::Role;
use portal_server::ids::new_id;
use portal_server::lms::store::course::{
    self, Assignment, Chapter, Class, Faq, Meeting, Objective, Resource, Topic,
};
use portal_server::lms::store::people;
use serde_json::json;

use crate::common::TestApp;
pub use crate::onboarding::support::{get, person, post, send};

pub struct Course {
    pub class: String,
    /// Chapters in order, each with its topic and assignment.
    pub chapters: Vec<String>,
    pub topics: Vec<String>,
    pub assignments: Vec<String>,
}

pub struct World {
    pub coach: String,
    pub super_admin: String,
    pub sales: String,
    pub mentor_id: String,
    pub mentor: String,
    pub other_mentor: String,
    pub cohort: String,
    pub other_cohort: String,
    /// An applicant trainee of `cohort`.
    pub trainee_user: String,
    pub trainee_id: String,
    pub trainee: String,
    /// A client trainee of `cohort`.
    pub second_id: String,
    pub second: String,
    /// An applicant trainee of `other_cohort`.
    pub other_id: String,
    pub other: String,
    /// A client who is no trainee.
    pub outsider: String,
    pub course: Course,
    pub other_course: Course,
}

fn text(en: &str) -> Text {
    Text::new(en, &format!("{en} (sw)"))
}

/// A class of `chapters` chapters, each with one topic and one assignment of a text and a file task.
pub async fn make_course(app: &TestApp, cohort: &str, chapters: usize) -> Course {
    let now = app.state.now();
    let mut tx = app.state.begin().await.expect("begin");
    let class = Class {
        id: new_id(now),
        cohort_id: cohort.to_owned(),
        name: text("Business basics"),
    };
    course::insert_class(&mut tx, &class, now)
        .await
        .expect("class");
    course::insert_meeting(
        &mut tx,
        &Meeting {
            id: new_id(now),
            class_id: class.id.clone(),
            title: text("Opening"),
            starts_at: now + 86_400,
            ends_at: now + 90_000,
            place: "Nairobi hub".to_owned(),
        },
    )
    .await
    .expect("meeting");
    course::insert_faq(
        &mut tx,
        &Faq {
            id: new_id(now),
            class_id: class.id.clone(),
            question: text("When do classes start?"),
            solution: text("On Monday."),
            position: 1,
        },
    )
    .await
    .expect("faq");
    let mut made = Course {
        class: class.id.clone(),
        chapters: Vec::new(),
        topics: Vec::new(),
        assignments: Vec::new(),
    };
    for n in 0..chapters {
        let chapter = Chapter {
            id: new_id(now),
            class_id: class.id.clone(),
            name: text(&format!("Chapter {}", n + 1)),
            position: n as i64 + 1,
        };
        course::insert_chapter(&mut tx, &chapter)
            .await
            .expect("chapter");
        let topic = Topic {
            id: new_id(now),
            chapter_id: chapter.id.clone(),
            name: text(&format!("Topic {}", n + 1)),
            description: text("**Sales** first"),
            position: 1,
        };
        course::insert_topic(&mut tx, &topic).await.expect("topic");
        course::insert_objective(
            &mut tx,
            &Objective {
                id: new_id(now),
                topic_id: topic.id.clone(),
                title: text("You will"),
                list: json!({"en": ["count sales"], "sw": ["hesabu mauzo"]}),
                position: 1,
            },
        )
        .await
        .expect("objective");
        for position in [2, 1] {
            course::insert_resource(
                &mut tx,
                &Resource {
                    id: new_id(now),
                    topic_id: topic.id.clone(),
                    name: text(&format!("Resource {position}")),
                    description: text("Listen"),
                    link: "https://example.com/a.mp3".to_owned(),
                    position,
                    resource_type_id: 2,
                    size_bytes: Some(1000),
                },
            )
            .await
            .expect("resource");
        }
        let assignment = Assignment {
            id: new_id(now),
            chapter_id: chapter.id.clone(),
            title: text(&format!("Assignment {}", n + 1)),
            tasks: json!({
                "1": {"text": {"en": "What do you sell?", "sw": "Unauza nini?"}, "type": "text", "options": []},
                "2": {"text": {"en": "Your plan", "sw": "Mpango wako"}, "type": "file", "options": []}
            }),
            period_in_days: 7,
            position: 1,
            created_at: now,
        };
        course::insert_assignment(&mut tx, &assignment)
            .await
            .expect("assignment");
        made.chapters.push(chapter.id);
        made.topics.push(topic.id);
        made.assignments.push(assignment.id);
    }
    tx.commit().await.expect("commit");
    made
}

pub async fn world(app: &TestApp) -> World {
    let now = app.state.now();
    let (_, coach) = person(app, Role::Coach, "coach@lms.test").await;
    let (_, super_admin) = person(app, Role::Super, "super@lms.test").await;
    let (_, sales) = person(app, Role::Sales, "sales@lms.test").await;
    let (mentor_id, mentor) = person(app, Role::Mentor, "mentor@lms.test").await;
    let (other_mentor_id, other_mentor) = person(app, Role::Mentor, "mentor2@lms.test").await;
    let (trainee_user, trainee) = person(app, Role::Applicant, "trainee@lms.test").await;
    let (second_user, second) = person(app, Role::Client, "second@lms.test").await;
    let (other_user, other) = person(app, Role::Applicant, "other@lms.test").await;
    let (_, outsider) = person(app, Role::Client, "outsider@lms.test").await;
    let mut tx = app.state.begin().await.expect("begin");
    let cohort = people::ensure_cohort(&mut tx, &new_id(now), "Cohort A", now)
        .await
        .expect("cohort");
    let other_cohort = people::ensure_cohort(&mut tx, &new_id(now), "Cohort B", now)
        .await
        .expect("cohort");
    people::add_mentor(&mut tx, &cohort, &mentor_id, 1)
        .await
        .expect("mentor");
    people::add_mentor(&mut tx, &other_cohort, &other_mentor_id, 1)
        .await
        .expect("mentor");
    let trainee_id = people::enrol(&mut tx, &new_id(now), &cohort, &trainee_user, now)
        .await
        .expect("enrol");
    let second_id = people::enrol(&mut tx, &new_id(now), &cohort, &second_user, now)
        .await
        .expect("enrol");
    let other_id = people::enrol(&mut tx, &new_id(now), &other_cohort, &other_user, now)
        .await
        .expect("enrol");
    tx.commit().await.expect("commit");
    let course = make_course(app, &cohort, 2).await;
    let other_course = make_course(app, &other_cohort, 1).await;
    World {
        coach,
        super_admin,
        sales,
        mentor_id,
        mentor,
        other_mentor,
        cohort,
        other_cohort,
        trainee_user,
        trainee_id,
        trainee,
        second_id,
        second,
        other_id,
        other,
        outsider,
        course,
        other_course,
    }
}

/// A 24-hex id that names nothing.
pub const UNKNOWN: &str = "0123456789abcdef01234567";
