//! A class's schedule and its FAQs, each replaced whole: every meeting checked as the file
//! format's meeting line (core's `check_meeting`), every FAQ by `check_faq`; the first problem
//! refuses the whole and nothing changes.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::Json;
use portal_core::lms::course::edit::{check_faq, check_meeting, MeetingDraft};
use portal_core::lms::course::messages::{FAQS_SAVED, SCHEDULE_SAVED};
use portal_core::lms::course::{Faq, Meeting};

use super::model::{FaqsBody, MeetingsBody, SavedId, Written};
use super::writer::{self, done, record, refused, team};
use crate::auth::{AuthUser, ClientIp};
use crate::error::ErrorBody;
use crate::ids::new_id;
use crate::lms::body::parse;
use crate::lms::error::{LmsError, LmsResult};
use crate::lms::model::Answer;
use crate::lms::store::course::{self, Meeting as Row};
use crate::lms::store::writing as store;
use crate::state::AppState;

#[utoipa::path(
    put,
    path = "/lms/team/classes/{id}/meetings",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The class")),
    request_body = MeetingsBody,
    responses(
        (status = 200, description = "'Schedule saved': the meetings replaced whole", body = Written<SavedId>),
        (status = 400, description = "Core's message on the first meeting refused", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such class", body = Answer),
    )
)]
pub async fn meetings(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
    body: Bytes,
) -> LmsResult<Json<Written<SavedId>>> {
    let language = team(&state, &user).await?;
    let body: MeetingsBody = parse(&body)?;
    let checked = body
        .meetings
        .iter()
        .map(|m| {
            check_meeting(MeetingDraft {
                title: &m.title.text(),
                day: &m.day,
                starts: &m.starts,
                ends: &m.ends,
                place: &m.place,
            })
        })
        .collect::<Result<Vec<Meeting>, _>>()
        .map_err(refused(language))?;
    let id = id.trim();
    let now = state.now();
    let mut tx = state.begin().await?;
    if store::find_class(&mut *tx, id).await?.is_none() {
        return Err(LmsError::not_found());
    }
    store::clear_meetings(&mut tx, id).await?;
    for m in checked {
        let row = Row {
            id: new_id(now),
            class_id: id.to_owned(),
            title: m.title,
            starts_at: m.starts_at,
            ends_at: m.ends_at,
            place: m.place,
        };
        course::insert_meeting(&mut tx, &row).await?;
    }
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        writer::SAVED,
        "class",
        id,
    )
    .await?;
    tx.commit().await?;
    Ok(done(language, SCHEDULE_SAVED, None))
}

#[utoipa::path(
    put,
    path = "/lms/team/classes/{id}/faqs",
    tag = "lms",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The class")),
    request_body = FaqsBody,
    responses(
        (status = 200, description = "'FAQs saved': replaced whole, in the order sent", body = Written<SavedId>),
        (status = 400, description = "Core's message on the first FAQ refused", body = Answer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a coach or the super admin", body = ErrorBody),
        (status = 404, description = "No such class", body = Answer),
    )
)]
pub async fn faqs(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(id): Path<String>,
    body: Bytes,
) -> LmsResult<Json<Written<SavedId>>> {
    let language = team(&state, &user).await?;
    let body: FaqsBody = parse(&body)?;
    let checked = body
        .faqs
        .iter()
        .map(|f| check_faq(&f.question.text(), &f.solution.text()))
        .collect::<Result<Vec<Faq>, _>>()
        .map_err(refused(language))?;
    let id = id.trim();
    let mut tx = state.begin().await?;
    if store::find_class(&mut *tx, id).await?.is_none() {
        return Err(LmsError::not_found());
    }
    store::clear_faqs(&mut tx, id).await?;
    store::insert_faqs(&mut tx, id, &checked, state.now()).await?;
    record(
        &mut tx,
        &state,
        &user,
        ip.as_deref(),
        writer::SAVED,
        "class",
        id,
    )
    .await?;
    tx.commit().await?;
    Ok(done(language, FAQS_SAVED, None))
}
