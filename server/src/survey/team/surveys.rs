//! `GET /surveys` (every survey with its windows), `GET /surveys/{name}` (one in full) and `PUT /surveys/{name}/window` (open or close a
//! survey for a quarter).

use axum::extract::{Path, State};
use axum::Json;
use portal_core::survey::codes::SurveyCode;
use portal_core::survey::quarter::Quarter;
use serde_json::Value;

use super::wire::{
    SurveyDetail, SurveyDetailData, SurveyList, SurveyWire, TitleWire, WindowBody, WindowSaved,
    WindowWire,
};
use crate::audit::{self, Event};
use crate::auth::{AuthUser, ClientIp};
use crate::error::{ApiJson, AppError, AppResult, ErrorBody};
use crate::state::AppState;
use crate::survey::access::{require_team, survey_code};
use crate::survey::model::{SurveyError, SurveyRefusal, SurveyResult};
use crate::survey::store::surveys::{self, Window};

pub const CHOOSE_QUARTER: &str = "Choose a quarter from 1 to 4 of a year from 2020 to 2100";
pub const SURVEY_OPENED: &str = "The survey is open for this quarter";
pub const SURVEY_CLOSED: &str = "The survey is closed for this quarter";

/// The current quarter.
pub fn this_quarter(now: i64) -> AppResult<Quarter> {
    Quarter::of(now).ok_or_else(|| AppError::internal("the clock is out of range"))
}

/// The quarter a query names (`year` and `quarter`), the current one when both are left out.
pub fn quarter_of(now: i64, year: Option<i64>, quarter: Option<i64>) -> SurveyResult<Quarter> {
    let current = this_quarter(now)?;
    let year = year.unwrap_or(i64::from(current.year));
    let quarter = quarter.unwrap_or(i64::from(current.quarter));
    if !(2020..=2100).contains(&year) || !(1..=4).contains(&quarter) {
        return Err(SurveyError::bad(CHOOSE_QUARTER));
    }
    Ok(Quarter {
        year: i32::try_from(year).unwrap_or_default(),
        quarter: u32::try_from(quarter).unwrap_or_default(),
    })
}

pub fn window_wire(window: &Window) -> WindowWire {
    WindowWire {
        year: window.quarter.year,
        quarter: window.quarter.quarter,
        label: window.quarter.label(),
        open: window.open,
        changed_at: window.changed_at,
    }
}

#[utoipa::path(
    get,
    path = "/surveys",
    tag = "survey",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Every survey: its current version, and the quarters it was opened or closed for", body = SurveyList),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not on the acceleration team", body = ErrorBody),
    )
)]
pub async fn list_surveys(
    State(state): State<AppState>,
    user: AuthUser,
) -> AppResult<Json<SurveyList>> {
    require_team(&user)?;
    let now = this_quarter(state.now())?;
    let windows = surveys::windows(&state.pool).await?;
    let mut data = Vec::new();
    for code in SurveyCode::ALL {
        let Some(stored) = surveys::current(&state.pool, code).await? else {
            continue;
        };
        let own: Vec<&Window> = windows.iter().filter(|w| w.code == code.code()).collect();
        data.push(SurveyWire {
            code: code.code().to_owned(),
            name: code.name().to_owned(),
            title: TitleWire {
                en: stored.survey.title.en.clone(),
                sw: stored.survey.title.sw.clone(),
            },
            version: stored.version,
            saved_at: stored.created_at,
            questions: stored.survey.questions.len(),
            open_now: own.iter().any(|w| w.quarter == now && w.open),
            windows: own.into_iter().map(window_wire).collect(),
        });
    }
    Ok(Json(SurveyList { error: false, data }))
}

#[utoipa::path(
    get,
    path = "/surveys/{name}",
    tag = "survey",
    security(("bearer" = [])),
    params(("name" = String, Path, description = "The survey's name or code")),
    responses(
        (status = 200, description = "The current version with its questions", body = SurveyDetail),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not on the acceleration team", body = ErrorBody),
        (status = 404, description = "'Error Occured Unmapped survey'", body = SurveyRefusal),
    )
)]
pub async fn survey_detail(
    State(state): State<AppState>,
    user: AuthUser,
    Path(name): Path<String>,
) -> SurveyResult<Json<SurveyDetail>> {
    require_team(&user)?;
    let code = survey_code(&name)?;
    let stored = surveys::current(&state.pool, code)
        .await?
        .ok_or_else(AppError::not_found)?;
    Ok(Json(SurveyDetail {
        error: false,
        data: SurveyDetailData {
            code: code.code().to_owned(),
            name: code.name().to_owned(),
            title: TitleWire {
                en: stored.survey.title.en,
                sw: stored.survey.title.sw,
            },
            version: stored.version,
            saved_at: stored.created_at,
            questions: stored.survey.questions,
        },
    }))
}

#[utoipa::path(
    put,
    path = "/surveys/{name}/window",
    tag = "survey",
    security(("bearer" = [])),
    params(("name" = String, Path, description = "The survey's name or code")),
    request_body = WindowBody,
    responses(
        (status = 200, description = "Opened or closed for the quarter", body = WindowSaved),
        (status = 400, description = "Choose a quarter from 1 to 4 of a year from 2020 to 2100", body = SurveyRefusal),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not on the acceleration team", body = ErrorBody),
        (status = 404, description = "'Error Occured Unmapped survey'", body = SurveyRefusal),
    )
)]
pub async fn set_window(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    user: AuthUser,
    Path(name): Path<String>,
    ApiJson(body): ApiJson<Value>,
) -> SurveyResult<Json<WindowSaved>> {
    require_team(&user)?;
    let code = survey_code(&name)?;
    let body: WindowBody =
        serde_json::from_value(body).map_err(|_| SurveyError::bad(CHOOSE_QUARTER))?;
    let now = state.now();
    let quarter = quarter_of(now, Some(body.year), Some(body.quarter))?;
    let mut tx = state.begin().await?;
    surveys::set_window(&mut *tx, code, quarter, body.open, Some(&user.user_id), now).await?;
    let detail = [
        code.code(),
        " ",
        &quarter.label(),
        if body.open { " opened" } else { " closed" },
    ]
    .concat();
    let event = Event {
        user_id: Some(&user.user_id),
        kind: audit::SURVEY_WINDOW_CHANGED,
        detail: &detail,
        ip: ip.as_deref(),
    };
    audit::record(&mut *tx, now, event).await?;
    tx.commit().await?;
    Ok(Json(WindowSaved {
        error: false,
        message: if body.open {
            SURVEY_OPENED
        } else {
            SURVEY_CLOSED
        }
        .to_owned(),
        data: window_wire(&Window {
            code: code.code().to_owned(),
            quarter,
            open: body.open,
            changed_at: now,
        }),
    }))
}
