//! `POST /surveys/xlsform` (a coach uploads an XLSForm: checked as an `.xlsx` by its content, read
//! with calamine, turned into a survey by core, stored as the next version, or refused with every
//! problem at its sheet, row and column) and `GET /surveys/{name}/xlsform` (the current version as
//! an XLSForm to edit and upload again).

use axum::extract::multipart::{Multipart, MultipartRejection};
use axum::extract::{Path, Query, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::language::Language;
use portal_core::survey::messages::in_language;
use portal_core::survey::xlsform::{
    from_sheets, XlsFormError, NOT_A_WORKBOOK, WORKBOOK_TOO_LARGE, XLSFORM_MAX_BYTES,
};
use portal_core::survey::xlsform_write::to_sheets;
use portal_core::uploads::{sniff, FileKind};

use super::wire::{LangQuery, SavedSurvey, SurveySaved, XlsFormProblem, XlsFormRefusal};
use super::workbook::{read_sheets, write_sheets, Unreadable};
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{AppError, AppResult, ErrorBody};
use crate::media::documents::check_xlsx;
use crate::state::AppState;
use crate::survey::access::{require_team, survey_code};
use crate::survey::model::SurveyRefusal;
use crate::survey::store::surveys;
use crate::users::store as users;

pub const SURVEY_SAVED: &str = "Survey saved";
/// The body limit of the upload: the largest form and room for the multipart framing.
pub const XLSFORM_BODY_LIMIT: usize = XLSFORM_MAX_BYTES + 64 * 1024;
pub const XLSX_TYPE: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// The refusal of an upload: a message, or every problem of the workbook.
fn refusal(status: StatusCode, message: String, errors: Vec<XlsFormProblem>) -> Response {
    (
        status,
        Json(XlsFormRefusal {
            error: true,
            message,
            errors,
        }),
    )
        .into_response()
}

fn problem(error: &XlsFormError, language: Language) -> XlsFormProblem {
    XlsFormProblem {
        sheet: error.sheet.clone(),
        row: error.row,
        column: error.column.clone(),
        header: error.header.clone(),
        value: error.value.clone(),
        message: in_language(error.message, language).to_owned(),
        description: error.describe(language),
    }
}

fn unreadable(unreadable: &Unreadable, language: Language) -> Response {
    let message = in_language(unreadable.message, language).to_owned();
    let errors = unreadable
        .sheet
        .iter()
        .map(|sheet| XlsFormProblem {
            sheet: sheet.clone(),
            row: None,
            column: None,
            header: None,
            value: String::new(),
            message: message.clone(),
            description: [sheet.as_str(), ": ", &message].concat(),
        })
        .collect();
    refusal(StatusCode::BAD_REQUEST, message, errors)
}

async fn language_of(
    state: &AppState,
    user: &AuthUser,
    asked: Option<&str>,
) -> AppResult<Language> {
    if let Some(language) = asked.and_then(Language::parse) {
        return Ok(language);
    }
    Ok(users::find_by_id(&state.pool, &user.user_id)
        .await?
        .ok_or_else(AppError::sign_in)?
        .language)
}

#[utoipa::path(
    post,
    path = "/surveys/xlsform",
    tag = "survey",
    security(("bearer" = [])),
    params(LangQuery),
    request_body(content_type = "multipart/form-data", description = "`file`: the XLSForm (.xlsx with survey, choices and settings sheets), at most 1 MB"),
    responses(
        (status = 200, description = "Stored as the survey's next version", body = SurveySaved),
        (status = 400, description = "Not an .xlsx, or every problem with its sheet, row and column (`errors`)", body = XlsFormRefusal),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not on the acceleration team", body = ErrorBody),
        (status = 413, description = "The form is larger than 1 MB", body = XlsFormRefusal),
    )
)]
pub async fn upload_xlsform(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Query(query): Query<LangQuery>,
    multipart: Result<Multipart, MultipartRejection>,
) -> AppResult<Response> {
    require_team(&user)?;
    let language = language_of(&state, &user, query.lang.as_deref()).await?;
    let say = |english: &str| in_language(english, language).to_owned();
    let too_large = || {
        refusal(
            StatusCode::PAYLOAD_TOO_LARGE,
            say(WORKBOOK_TOO_LARGE),
            Vec::new(),
        )
    };
    let not_xlsx = || refusal(StatusCode::BAD_REQUEST, say(NOT_A_WORKBOOK), Vec::new());
    let Ok(mut multipart) = multipart else {
        return Ok(not_xlsx());
    };
    let mut file = None;
    loop {
        match multipart.next_field().await {
            Ok(Some(field)) if field.name() == Some("file") => match field.bytes().await {
                Ok(bytes) => file = Some(bytes.to_vec()),
                Err(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => return Ok(too_large()),
                Err(_) => return Ok(not_xlsx()),
            },
            Ok(Some(_)) => {}
            Ok(None) => break,
            Err(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => return Ok(too_large()),
            Err(_) => return Ok(not_xlsx()),
        }
    }
    let Some(bytes) = file else {
        return Ok(not_xlsx());
    };
    if bytes.len() > XLSFORM_MAX_BYTES {
        return Ok(too_large());
    }
    if sniff(&bytes) != Some(FileKind::Xlsx) || check_xlsx(&bytes).is_err() {
        return Ok(not_xlsx());
    }
    let sheets = match tokio::task::spawn_blocking(move || read_sheets(bytes)).await? {
        Ok(sheets) => sheets,
        Err(problem) => return Ok(unreadable(&problem, language)),
    };
    let survey = match from_sheets(&sheets) {
        Ok(survey) => survey,
        Err(errors) => {
            let errors: Vec<XlsFormProblem> = errors.iter().map(|e| problem(e, language)).collect();
            let message = errors
                .first()
                .map(|e| e.description.clone())
                .unwrap_or_else(|| say(NOT_A_WORKBOOK));
            return Ok(refusal(StatusCode::BAD_REQUEST, message, errors));
        }
    };
    let now = state.now();
    let mut tx = state.begin().await?;
    let version = surveys::current(&mut *tx, survey.code)
        .await?
        .map_or(1, |s| s.version + 1);
    if !surveys::insert(&mut *tx, &survey, version, Some(&user.user_id), now).await? {
        return Err(AppError::Conflict(
            "Another version was saved at the same moment, upload again".to_owned(),
        ));
    }
    let detail = [
        survey.code.code(),
        " v",
        &version.to_string(),
        " (",
        &survey.questions.len().to_string(),
        " questions)",
    ]
    .concat();
    let event = Event {
        user_id: Some(&user.user_id),
        kind: audit::SURVEY_UPLOADED,
        detail: &detail,
        ip: ip.as_deref(),
    };
    audit::record(&mut *tx, now, event).await?;
    tx.commit().await?;
    Ok(Json(SurveySaved {
        error: false,
        message: SURVEY_SAVED.to_owned(),
        data: SavedSurvey {
            code: survey.code.code().to_owned(),
            name: survey.code.name().to_owned(),
            version,
            questions: survey.questions.len(),
        },
    })
    .into_response())
}

#[utoipa::path(
    get,
    path = "/surveys/{name}/xlsform",
    tag = "survey",
    security(("bearer" = [])),
    params(("name" = String, Path, description = "The survey's name or code")),
    responses(
        (status = 200, description = "The current version as an XLSForm (.xlsx)", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not on the acceleration team", body = ErrorBody),
        (status = 404, description = "'Error Occured Unmapped survey'", body = SurveyRefusal),
    )
)]
pub async fn download_xlsform(
    State(state): State<AppState>,
    user: AuthUser,
    Path(name): Path<String>,
) -> AppResult<Response> {
    require_team(&user)?;
    let code = match survey_code(&name) {
        Ok(code) => code,
        Err(refused) => return Ok(refused.into_response()),
    };
    let stored = surveys::current(&state.pool, code)
        .await?
        .ok_or_else(AppError::not_found)?;
    let sheets = to_sheets(&stored.survey);
    let bytes = tokio::task::spawn_blocking(move || write_sheets(&sheets))
        .await?
        .map_err(|e| AppError::internal(format!("xlsx: {e}")))?;
    let file = format!(
        "attachment; filename=\"{}-v{}.xlsx\"",
        code.name(),
        stored.version
    );
    Ok((
        [
            (header::CONTENT_TYPE, XLSX_TYPE.to_owned()),
            (header::CONTENT_DISPOSITION, file),
        ],
        bytes,
    )
        .into_response())
}
