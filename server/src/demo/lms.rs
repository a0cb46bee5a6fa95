//! Learning in the demo: the cohort "Buruka 2026" with one class whose course is core's demo
//! course (`lms::course::demo::demo_course_files`: its meetings, FAQs, chapters, topics and
//! assignments), stored once (a restart adds nothing) as an import stores a course
//! (`lms::store::writing::insert_course`); `mentor@demo.test` mentors it and
//! `applicant@demo.test` is its trainee with no survey answered and no work, put back on every start
//! as the other role accounts are. `client@demo.test` is no trainee, so the not-registered message
//! can be seen. The course's audio and sheets are stored as course media (`lms_media`).

use portal_core::lms::course::demo::demo_course_files;
use portal_core::lms::course::read_course;

use super::accounts::MENTOR;
use super::lms_media;
use crate::error::{AppError, AppResult};
use crate::ids::new_id;
use crate::lms::store::{course, people, writing};
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
        writing::insert_course(&mut tx, &cohort, &new_id(now), &demo, now).await?;
    }
    // What the trainee did goes with their row: they start again with nothing done.
    people::unenrol(&mut tx, &trainee.id).await?;
    people::enrol(&mut tx, &new_id(now), &cohort, &trainee.id, now).await?;
    people::unenrol(&mut tx, &client.id).await?;
    tx.commit().await?;
    lms_media::seed(state, &mentor.id, now).await
}
