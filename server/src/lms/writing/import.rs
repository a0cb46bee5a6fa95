//! A whole course imported from its folder of Markdown files (core's `read_course`) as a new class
//! of a cohort, in one transaction (`store::writing::insert_course`, as the demo stores its
//! course), or every problem with its file and line in the caller's language and nothing stored;
//! and a class exported back as that folder (core's `write_course`).

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::lms::course::messages::{
    describe, COURSE_IMPORTED, IMPORT_TOO_LARGE, IMPORT_TOO_MANY_FILES, IMPORT_UNREADABLE,
};
use portal_core::lms::course::{
    read_course, write_course, Assignment, Chapter, Course, Faq, Meeting, Objective, Resource,
    Topic,
};

use super::model::{
    CourseFileBody, Data, Exported, ImportBody, ImportProblem, ImportRefusal, Imported, Written,
};
use super::topics::list_of;
use super::writer::{self, done, record, say, team};
use crate::auth::{AuthUser, ClientIp};
use crate::error::ErrorBody;
use crate::ids::sent_or_new;
use crate::lms::error::{LmsError, LmsResult};
use crate::lms::model::Answer;
use crate::lms::store::course;
use crate::lms::store::people;
use crate::lms::store::writing::{self as store, tasks_of};
use crate::lms::written::made_before;
use crate::state::AppState;

/// The largest import: the request's body, JSON and all.
pub const IMPORT_MAX_BYTES: usize = 2 * 1024 * 1024;
pub const IMPORT_MAX_FILES: usize = 400;

#[utoipa::path(
    post,
    path = "/lms/team/cohorts/{id}/import",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The cohort the course is for")),
    request_body = ImportBody,
    responses(
        (status = 201, description = "'Course imported': the new class and what it holds", body = Written<Imported>),
        (status = 400, description = "Every problem with its file and line (`errors`, `message` the first), in the caller's language; or more than 400 files or 2 MB", body = ImportRefusal),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such cohort", body = Answer),
    )
)]
pub async fn import(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(cohort_id): Path<String>,
    body: Result<Bytes, BytesRejection>,
) -> LmsResult<Response> {
    let language = team(&state, &user).await?;
    let refuse = |message: &str| LmsError::bad(say(language, message));
    let cohort_id = cohort_id.trim();
    if !people::cohort_exists(&state.pool, cohort_id).await? {
        return Err(LmsError::not_found());
    }
    let bytes = match body {
        Ok(bytes) if bytes.len() <= IMPORT_MAX_BYTES => bytes,
        Ok(_) => return Err(refuse(IMPORT_TOO_LARGE)),
        Err(rejection) if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE => {
            return Err(refuse(IMPORT_TOO_LARGE))
        }
        Err(_) => return Err(refuse(IMPORT_UNREADABLE)),
    };
    let body: ImportBody = serde_json::from_slice(&bytes).map_err(|_| refuse(IMPORT_UNREADABLE))?;
    if body.files.len() > IMPORT_MAX_FILES {
        return Err(refuse(IMPORT_TOO_MANY_FILES));
    }
    let body_id = body.id;
    let files: Vec<(String, String)> = body.files.into_iter().map(|f| (f.path, f.text)).collect();
    let read = match read_course(&files) {
        Ok(read) => read,
        Err(errors) => {
            let errors: Vec<ImportProblem> = errors
                .iter()
                .map(|e| ImportProblem {
                    file: e.file.clone(),
                    line: e.line,
                    message: describe(e, language),
                })
                .collect();
            let message = errors
                .first()
                .map(|e| e.message.clone())
                .unwrap_or_else(|| say(language, IMPORT_UNREADABLE));
            let refusal = ImportRefusal {
                error: true,
                message,
                errors,
            };
            return Ok((StatusCode::BAD_REQUEST, Json(refusal)).into_response());
        }
    };
    let now = state.now();
    let class_id = sent_or_new(body_id.as_deref(), now);
    let mut tx = state.begin().await?;
    if let Some(stored) = store::find_class(&mut *tx, &class_id).await? {
        // The same import sent again: what the first one stored is the answer.
        made_before(language, &stored.cohort_id, cohort_id)?;
        drop(tx);
        let course = course_of(&state, &class_id).await?;
        let imported = Imported {
            class_id,
            chapters: course.chapters.len(),
            topics: course.chapters.iter().map(|c| c.topics.len()).sum(),
            assignments: course.chapters.iter().map(|c| c.assignments.len()).sum(),
        };
        let answer = done(language, COURSE_IMPORTED, Some(imported));
        return Ok((StatusCode::CREATED, answer).into_response());
    }
    let stored = store::insert_course(&mut tx, cohort_id, &class_id, &read, now).await?;
    let class_id = stored.class_id.clone();
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        writer::SAVED,
        "class",
        &class_id,
    )
    .await?;
    tx.commit().await?;
    let imported = Imported {
        class_id,
        chapters: stored.chapters,
        topics: stored.topics,
        assignments: stored.assignments,
    };
    let answer = done(language, COURSE_IMPORTED, Some(imported));
    Ok((StatusCode::CREATED, answer).into_response())
}

#[utoipa::path(
    get,
    path = "/lms/team/classes/{id}/export",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The class")),
    responses(
        (status = 200, description = "The course as its folder of Markdown files (core's `write_course`)", body = Data<Exported>),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such class", body = Answer),
    )
)]
pub async fn export(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> LmsResult<Json<Data<Exported>>> {
    team(&state, &user).await?;
    let course = course_of(&state, id.trim()).await?;
    let files = write_course(&course)
        .into_iter()
        .map(|(path, text)| CourseFileBody { path, text })
        .collect();
    Ok(Json(Data {
        data: Exported { files },
    }))
}

fn number(position: i64) -> u32 {
    u32::try_from(position).unwrap_or_default()
}

/// The class as core's `Course`, every list in its stored order.
async fn course_of(state: &AppState, class_id: &str) -> LmsResult<Course> {
    let db = &state.pool;
    let class = store::find_class(db, class_id)
        .await?
        .ok_or_else(LmsError::not_found)?;
    let meetings = course::meetings_of(db, class_id)
        .await?
        .into_iter()
        .map(|m| Meeting {
            title: m.title,
            starts_at: m.starts_at,
            ends_at: m.ends_at,
            place: m.place,
        })
        .collect();
    let faqs = course::faqs_of(db, class_id)
        .await?
        .into_iter()
        .map(|f| Faq {
            question: f.question,
            solution: f.solution,
        })
        .collect();
    let assignments = course::assignments_of_class(db, class_id).await?;
    let mut chapters = Vec::new();
    for c in course::chapters_of(db, class_id).await? {
        let mut topics = Vec::new();
        for t in course::topics_of(db, &c.id).await? {
            let objectives = course::objectives_of(db, &t.id)
                .await?
                .into_iter()
                .map(|o| Objective {
                    title: o.title,
                    list: list_of(&o.list),
                })
                .collect();
            let resources = course::resources_of(db, &t.id)
                .await?
                .into_iter()
                .zip(1..)
                .map(|(r, position)| Resource {
                    name: r.name,
                    description: r.description,
                    link: r.link,
                    type_id: u8::try_from(r.resource_type_id).unwrap_or_default(),
                    size_bytes: r.size_bytes.and_then(|s| u64::try_from(s).ok()),
                    position,
                })
                .collect();
            topics.push(Topic {
                name: t.name,
                position: number(t.position),
                description: t.description,
                objectives,
                resources,
            });
        }
        let assignments = assignments
            .iter()
            .filter(|a| a.chapter_id == c.id)
            .map(|a| Assignment {
                number: number(a.position),
                title: a.title.clone(),
                period_in_days: number(a.period_in_days),
                tasks: tasks_of(&a.tasks),
            })
            .collect();
        chapters.push(Chapter {
            name: c.name,
            position: number(c.position),
            topics,
            assignments,
        });
    }
    Ok(Course {
        name: class.name,
        meetings,
        faqs,
        chapters,
    })
}
