//! `POST /survey/{name}/answers`: a person's answers, checked by core (`check_submission`, the
//! person's country from their profile), counted for the quarter the phone submitted them in
//! (`counted_at`), refused when the survey is closed or filled in already this quarter
//! (`may_submit`), and stored once: a resend with the same `submissionId` answers the same success
//! without a second row, and the table's unique keys decide between two at the same moment.

use std::collections::BTreeMap;

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use portal_core::places::Country;
use portal_core::survey::answer::{Answer, NOT_AN_OPTION};
use portal_core::survey::catalogue::{INVALID_DATA, NO_DATA, NO_QUESTIONS, SUBMITTED};
use portal_core::survey::model::Survey;
use portal_core::survey::quarter::{counted_at, may_submit, Quarter, ALREADY_SUBMITTED};
use portal_core::survey::submission::check_submission;
use portal_core::survey::visibility::Answers;
use serde_json::{Map, Value};

use super::access::{survey_code, FILLERS};
use super::handlers::linked_options;
use super::model::{Submitted, SurveyError, SurveyRefusal, SurveyResult};
use super::store::responses::{self, Response};
use super::store::surveys;
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{ApiJson, AppError, ErrorBody};
use crate::ids::new_id;
use crate::state::AppState;
use crate::users::store as users;

/// The body's fields that are not answers.
const NOT_ANSWERS: [&str; 6] = [
    "sessionPhoneNumber",
    "phone",
    "createdAt",
    "updatedAt",
    "submissionId",
    "lang",
];

/// A submission id: 1 to 64 letters, digits, `-` or `_`.
fn submission_id(value: Option<&Value>, now: i64) -> SurveyResult<String> {
    match value {
        None | Some(Value::Null) => Ok(new_id(now)),
        Some(Value::String(id))
            if (1..=64).contains(&id.len())
                && id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') =>
        {
            Ok(id.clone())
        }
        Some(_) => Err(SurveyError::bad(INVALID_DATA)),
    }
}

fn text_of(value: &Value) -> Option<String> {
    match value {
        Value::String(text) => Some(text.clone()),
        Value::Number(number) => Some(number.to_string()),
        Value::Bool(flag) => Some(flag.to_string()),
        _ => None,
    }
}

fn seconds(value: Option<&Value>) -> Option<i64> {
    match value? {
        Value::Number(number) => number.as_i64(),
        Value::String(text) => text.trim().parse().ok(),
        _ => None,
    }
}

/// The answers by name: a text, number or true/false is one value, a list is many; null is none.
fn answers_of(body: &Map<String, Value>) -> SurveyResult<Answers> {
    let mut answers = Answers::new();
    for (name, value) in body {
        if NOT_ANSWERS.contains(&name.as_str()) || value.is_null() {
            continue;
        }
        let answer = match value {
            Value::Array(items) => Answer::Many(
                items
                    .iter()
                    .map(text_of)
                    .collect::<Option<Vec<String>>>()
                    .ok_or_else(|| SurveyError::bad(INVALID_DATA))?,
            ),
            other => Answer::One(text_of(other).ok_or_else(|| SurveyError::bad(INVALID_DATA))?),
        };
        answers.insert(name.clone(), answer);
    }
    Ok(answers)
}

fn phone_of(value: Option<&Value>) -> Option<String> {
    value
        .and_then(text_of)
        .map(|t| t.trim().chars().take(32).collect())
}

/// Core accepts any value for a question whose options come from an `optionsLink`; each value
/// must be one of the options that link answers (a link the server does not serve accepts none).
fn check_linked(survey: &Survey, cleaned: &Answers, country: Country) -> SurveyResult<()> {
    let mut fields = BTreeMap::new();
    for question in &survey.questions {
        let (Some(link), Some(answer)) = (&question.options_link, cleaned.get(&question.name))
        else {
            continue;
        };
        if !question.options.is_empty() {
            continue;
        }
        let options = linked_options(link, country).unwrap_or_default();
        if answer.values(false).iter().any(|v| !options.contains(v)) {
            fields.insert(question.name.clone(), NOT_AN_OPTION.to_owned());
        }
    }
    match fields.values().next() {
        None => Ok(()),
        Some(first) => Err(SurveyError::Refused {
            status: StatusCode::BAD_REQUEST,
            body: SurveyRefusal {
                error: true,
                message: first.clone(),
                fields: Some(fields),
            },
        }),
    }
}

fn success() -> Json<Submitted> {
    Json(Submitted {
        error: false,
        message: SUBMITTED.to_owned(),
    })
}

#[utoipa::path(
    post,
    path = "/survey/{name}/answers",
    tag = "survey",
    security(("bearer" = [])),
    params(("name" = String, Path, description = "The survey's name (quarterly_survey…) or code")),
    request_body(content = Object, description = "sessionPhoneNumber, phone, each answer by its question's name (a text or a list; '---skipped---' and '---inactive---' as the form holds them), createdAt and updatedAt (epoch seconds), submissionId (chosen by the phone, the same on every resend)"),
    responses(
        (status = 200, description = "'Your answers have been received. Thank you' (also for a resend of stored answers)", body = Submitted),
        (status = 400, description = "'Error Occured No data', 'Error Occured Invalid data', or each answer's problem by name in `fields` (the first in `message`)", body = SurveyRefusal),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a client, applicant or digiprime", body = ErrorBody),
        (status = 404, description = "'Error Occured Unmapped survey'", body = SurveyRefusal),
        (status = 409, description = "'Error Occured Survey is not open. Check back at the end of the quarter', or filled in already this quarter", body = SurveyRefusal),
    )
)]
pub async fn submit_answers(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(name): Path<String>,
    ApiJson(body): ApiJson<Value>,
) -> SurveyResult<Json<Submitted>> {
    user.require(&FILLERS)?;
    let code = survey_code(&name)?;
    let received = state.now();
    let Value::Object(body) = body else {
        return Err(SurveyError::bad(NO_DATA));
    };
    let submission = submission_id(body.get("submissionId"), received)?;
    if let Some(stored) = responses::by_submission(&state.pool, &user.user_id, &submission).await? {
        return if stored.survey_code == code.code() {
            Ok(success())
        } else {
            Err(SurveyError::bad(INVALID_DATA))
        };
    }
    let answers = answers_of(&body)?;
    if answers.is_empty() {
        return Err(SurveyError::bad(NO_DATA));
    }
    let current = surveys::current(&state.pool, code)
        .await?
        .ok_or_else(|| SurveyError::refused(StatusCode::NOT_FOUND, NO_QUESTIONS))?;
    let person = users::find_by_id(&state.pool, &user.user_id)
        .await?
        .ok_or_else(AppError::sign_in)?;
    let country = person
        .country
        .as_deref()
        .and_then(Country::parse)
        .unwrap_or(Country::Kenya);
    let cleaned = check_submission(&current.survey, &answers, country).map_err(|problems| {
        let message = problems
            .first()
            .map_or(INVALID_DATA, |p| p.message)
            .to_owned();
        let fields: BTreeMap<String, String> = problems
            .into_iter()
            .map(|p| (p.name, p.message.to_owned()))
            .collect();
        SurveyError::Refused {
            status: StatusCode::BAD_REQUEST,
            body: SurveyRefusal {
                error: true,
                message,
                fields: Some(fields),
            },
        }
    })?;
    check_linked(&current.survey, &cleaned, country)?;
    let submitted_at = seconds(body.get("updatedAt"));
    let counted = counted_at(submitted_at, received);
    let quarter =
        Quarter::of(counted).ok_or_else(|| AppError::internal("the clock is out of range"))?;
    let open = surveys::is_open(&state.pool, code, quarter).await?;
    let earlier = responses::counted_times(&state.pool, &user.user_id, code).await?;
    let quarter = match may_submit(counted, open, &earlier) {
        Ok(quarter) => quarter,
        Err(message) => {
            // The same submission may have been stored a moment ago by a resend.
            return match responses::by_submission(&state.pool, &user.user_id, &submission).await? {
                Some(stored) if stored.survey_code == code.code() => Ok(success()),
                _ => Err(SurveyError::refused(StatusCode::CONFLICT, message)),
            };
        }
    };
    let response = Response {
        id: new_id(received),
        user_id: user.user_id.clone(),
        submission_id: submission.clone(),
        survey_code: code.code().to_owned(),
        survey_version: current.version,
        quarter,
        answers: serde_json::to_string(&cleaned).map_err(|e| AppError::internal(e.to_string()))?,
        submitted_at,
        received_at: received,
        counted_at: counted,
        session_phone: phone_of(body.get("sessionPhoneNumber")),
        phone: phone_of(body.get("phone")),
    };
    let mut tx = state.begin().await?;
    if !responses::insert(&mut *tx, &response).await? {
        let resent = responses::by_submission(&mut *tx, &user.user_id, &submission).await?;
        tx.rollback().await?;
        return match resent {
            Some(stored) if stored.survey_code == code.code() => Ok(success()),
            Some(_) => Err(SurveyError::bad(INVALID_DATA)),
            None => Err(SurveyError::refused(
                StatusCode::CONFLICT,
                ALREADY_SUBMITTED,
            )),
        };
    }
    let detail = [
        code.code(),
        " v",
        &current.version.to_string(),
        " ",
        &quarter.label(),
        " ",
        &response.id,
    ]
    .concat();
    let event = Event {
        user_id: Some(&user.user_id),
        kind: audit::SURVEY_SUBMITTED,
        detail: &detail,
        ip: ip.as_deref(),
    };
    audit::record(&mut *tx, received, event).await?;
    tx.commit().await?;
    Ok(success())
}
