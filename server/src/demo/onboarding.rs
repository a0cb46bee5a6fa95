//! The acceleration onboarding in the demo: this year's cohort with its applicant questions (one of
//! each type); onboarding@demo.test (a client) and onboarding.applicant@demo.test put back on a
//! first attempt on every start; and two portfolio entrepreneurs who sent their first three steps,
//! so the coach's review queue has work. A restart adds nothing twice.

use chrono::Datelike;
use portal_core::language::Language;
use portal_core::onboarding::deadline::deadline;
use portal_core::onboarding::steps::Step;
use portal_core::uploads::UploadKind;

use super::identities::{id_card, passport_photo};
use super::people::PORTFOLIO;
use crate::clock::nairobi_today;
use crate::error::{AppError, AppResult};
use crate::ids::new_id;
use crate::media::check::check_upload;
use crate::media::model::StoredFile;
use crate::media::save;
use crate::onboarding::store::cohorts::{self, Cohort, Question};
use crate::onboarding::store::enrolments::{self, NewEnrolment};
use crate::state::AppState;
use crate::users::model::User;
use crate::users::store as users;

pub const ONBOARDING_CLIENT: &str = "onboarding@demo.test";
pub const ONBOARDING_APPLICANT: &str = "onboarding.applicant@demo.test";
const COHORT: &str = "Acceleration, first intake";
/// Portfolio entrepreneurs with steps awaiting the coach.
const WAITING: usize = 2;

/// (question, type, options, accepted files)
const QUESTIONS: [(&str, &str, &[&str], &str); 6] = [
    (
        "What does your business sell, and to whom?",
        "textarea",
        &[],
        "",
    ),
    ("How many people work in the business?", "number", &[], ""),
    (
        "Your business's main sector",
        "select",
        &["Agriculture", "Retail", "Manufacturing", "Services"],
        "",
    ),
    (
        "Where do you sell?",
        "checkbox",
        &["My town", "My county", "Across the country", "Export"],
        "",
    ),
    ("Your business's name as registered", "text", &[], ""),
    (
        "Your business plan or pitch deck",
        "file",
        &[],
        ".pdf,.pptx,.docx",
    ),
];

pub async fn seed(state: &AppState, now: i64) -> AppResult<()> {
    let cohort = this_years_cohort(state, now).await?;
    for email in [ONBOARDING_CLIENT, ONBOARDING_APPLICANT] {
        if let Some(user) = users::find_by_email(&state.pool, email).await? {
            first_attempt(state, &cohort, &user, now).await?;
        }
    }
    for person in PORTFOLIO.iter().take(WAITING) {
        if let Some(user) = users::find_by_email(&state.pool, &person.email()).await? {
            if enrolments::enrolment_of(&state.pool, &user.id)
                .await?
                .is_none()
            {
                three_steps_sent(state, &cohort, &user, person.hub.name(), now).await?;
            }
        }
    }
    Ok(())
}

async fn this_years_cohort(state: &AppState, now: i64) -> AppResult<Cohort> {
    let today = nairobi_today(now)?;
    let year = i64::from(today.year());
    if let Some(found) = cohorts::cohort_named(&state.pool, COHORT, year).await? {
        return Ok(found);
    }
    let cohort = Cohort {
        id: new_id(now),
        name: COHORT.to_owned(),
        year,
        intake_date: today.format("%Y-%m-%d").to_string(),
        deadline_at: None,
        hubs: r#"["Nairobi","Kisumu","Mombasa","Tanzania","Nakuru"]"#.to_owned(),
        created_at: now,
        updated_at: now,
    };
    let questions: Vec<Question> = QUESTIONS
        .iter()
        .zip(1..)
        .map(|((text, kind, options, file_type), position)| Question {
            id: new_id(now),
            cohort_id: cohort.id.clone(),
            question: (*text).to_owned(),
            position,
            kind: (*kind).to_owned(),
            options: serde_json::to_string(options).unwrap_or_else(|_| "[]".to_owned()),
            file_type: (!file_type.is_empty()).then(|| (*file_type).to_owned()),
            required: *kind != "textarea",
        })
        .collect();
    let mut tx = state.begin().await?;
    // Another server starting at the same moment made it first: use theirs.
    if cohorts::insert_cohort(&mut *tx, &cohort, None).await? {
        cohorts::replace_questions(&mut tx, &cohort.id, &questions, now).await?;
    }
    tx.commit().await?;
    cohorts::cohort_named(&state.pool, COHORT, year)
        .await?
        .ok_or_else(|| AppError::internal("the demo cohort"))
}

fn enrolment<'a>(
    user: &'a User,
    cohort: &'a Cohort,
    folders: &'a (String, String),
    now: i64,
) -> NewEnrolment<'a> {
    NewEnrolment {
        user_id: &user.id,
        cohort_id: &cohort.id,
        track: user.role.as_str(),
        info_folder: &folders.0,
        invest_folder: &folders.1,
        deadline_at: deadline(now, cohort.deadline_at),
        enrolled_by: None,
    }
}

/// Back to the start: enrolled now, no hub, nothing sent (their files removed).
async fn first_attempt(state: &AppState, cohort: &Cohort, user: &User, now: i64) -> AppResult<()> {
    let sent = enrolments::submissions_of(&state.pool, &user.id).await?;
    let mut files = Vec::new();
    for submission in &sent {
        if let Some(file) = crate::media::store::find(&state.pool, &submission.value).await? {
            files.push(file);
        }
    }
    let folders = (new_id(now), new_id(now));
    let mut tx = state.begin().await?;
    enrolments::forget(&mut tx, &user.id).await?;
    save::remove_records(&mut tx, &files.iter().collect::<Vec<_>>()).await?;
    enrolments::enrol(&mut *tx, &enrolment(user, cohort, &folders, now), now).await?;
    users::set_new_onboarding(&mut *tx, &user.id, now).await?;
    tx.commit().await?;
    save::forget(state, &files.iter().collect::<Vec<_>>()).await;
    Ok(())
}

/// Enrolled, the hub chosen, the passport photo and both sides of the ID sent and awaiting review.
async fn three_steps_sent(
    state: &AppState,
    cohort: &Cohort,
    user: &User,
    hub: &str,
    now: i64,
) -> AppResult<()> {
    let refused = |error: crate::media::check::UploadError| error.into_app_error(Language::English);
    let photo = check_upload(UploadKind::OnboardingImage, passport_photo()?)
        .await
        .map_err(refused)?;
    let card = check_upload(UploadKind::OnboardingImage, id_card()?)
        .await
        .map_err(refused)?;
    let steps = [
        (Step::Passport, &photo),
        (Step::IdFront, &card),
        (Step::IdBack, &card),
    ];
    let files: Vec<StoredFile> = steps
        .iter()
        .map(|(step, checked)| {
            save::record_for(
                &user.id,
                &["onboarding:", step.name()].concat(),
                checked,
                now,
            )
        })
        .collect();
    let bytes: Vec<(&StoredFile, &[u8])> = files
        .iter()
        .zip(steps.iter())
        .map(|(file, (_, checked))| (file, &checked.bytes[..]))
        .collect();
    save::put(state, &bytes).await?;
    let folders = (new_id(now), new_id(now));
    let mut tx = state.begin().await?;
    enrolments::enrol(&mut *tx, &enrolment(user, cohort, &folders, now), now).await?;
    users::set_new_onboarding(&mut *tx, &user.id, now).await?;
    enrolments::set_up(&mut *tx, &user.id, hub, now).await?;
    let all: Vec<&StoredFile> = files.iter().collect();
    save::insert_within_quota(
        &mut tx,
        state.config.upload_quota_bytes,
        &user.id,
        &all,
        &[],
    )
    .await
    .map_err(refused)?;
    for ((step, _), file) in steps.iter().zip(&files) {
        enrolments::submit(&mut *tx, &user.id, step.name(), &file.id, now).await?;
    }
    tx.commit().await?;
    Ok(())
}
