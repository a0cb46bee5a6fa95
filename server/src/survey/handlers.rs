//! What a person reads before filling a survey in: `POST /survey/menu` (the survey's questions,
//! title and whether it is open) and `POST /survey/options/{list}` (a question's options list).

use std::collections::BTreeMap;

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use portal_core::language::Language;
use portal_core::places::{Country, KENYA_COUNTIES, TANZANIA_REGIONS};
use portal_core::survey::catalogue::{INVALID_DATA, NO_DATA, NO_OPTIONS, NO_QUESTIONS};
use portal_core::survey::codes::SurveyCode;
use portal_core::survey::quarter::Quarter;
use serde_json::Value;

use super::access::{require_self, FILLERS, TEAM};
use super::model::{
    MenuAnswer, MenuBody, MenuData, OptionsAnswer, OptionsBody, SurveyError, SurveyRefusal,
    SurveyResult,
};
use super::store::{responses, surveys};
use crate::auth::AuthUser;
use crate::error::{ApiJson, AppError, ErrorBody};
use crate::state::AppState;
use crate::users::store as users;

/// Where a survey's answers go.
pub fn endpoint_link(code: SurveyCode) -> String {
    ["/api/survey/", code.name(), "/answers"].concat()
}

#[utoipa::path(
    post,
    path = "/survey/menu",
    tag = "survey",
    security(("bearer" = [])),
    request_body = MenuBody,
    responses(
        (status = 200, description = "The survey: endpointLink, subMenus (the questions), text (its title in lang), active (open this quarter)", body = MenuAnswer),
        (status = 400, description = "'Error Occured No data' (no code), 'Error Occured Invalid data' (another menuId), 'Error Occured Unmapped survey' (an unknown code)", body = SurveyRefusal),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a client, applicant or digiprime, or userId not the caller's own", body = ErrorBody),
        (status = 404, description = "'No Questions – Survey Questions not available'", body = SurveyRefusal),
    )
)]
pub async fn survey_menu(
    State(state): State<AppState>,
    user: AuthUser,
    ApiJson(body): ApiJson<Value>,
) -> SurveyResult<Json<MenuAnswer>> {
    user.require(&FILLERS)?;
    let body: MenuBody =
        serde_json::from_value(body).map_err(|_| SurveyError::bad(INVALID_DATA))?;
    require_self(&user, &body.user_id)?;
    if body.text.trim().is_empty() {
        return Err(SurveyError::bad(NO_DATA));
    }
    let menu = body.menu_id.trim();
    if !menu.is_empty() && !menu.eq_ignore_ascii_case("digikua") {
        return Err(SurveyError::bad(INVALID_DATA));
    }
    let code = SurveyCode::parse(&body.text).map_err(SurveyError::bad)?;
    let language = Language::parse(&body.lang).unwrap_or(Language::English);
    let stored = surveys::current(&state.pool, code)
        .await?
        .filter(|s| !s.survey.questions.is_empty())
        .ok_or_else(|| SurveyError::refused(StatusCode::NOT_FOUND, NO_QUESTIONS))?;
    let now = state.now();
    let quarter =
        Quarter::of(now).ok_or_else(|| AppError::internal("the clock is out of range"))?;
    let active = surveys::is_open(&state.pool, code, quarter).await?;
    let submitted = responses::counted_times(&state.pool, &user.user_id, code)
        .await?
        .into_iter()
        .any(|t| Quarter::of(t) == Some(quarter));
    Ok(Json(MenuAnswer {
        error: false,
        data: MenuData {
            endpoint_link: endpoint_link(code),
            text: stored.survey.title.get(language).to_owned(),
            sub_menus: stored.survey.questions,
            active,
            code: code.code().to_owned(),
            version: stored.version,
            submitted,
        },
    }))
}

/// The options lists a question's `optionsLink` may name (`/api/survey/options/{list}`): Kenya's
/// counties, Tanzania's regions, or the areas of the caller's own country.
pub const OPTION_LISTS: [&str; 3] = ["counties", "regions", "areas"];

/// The options list a question's `optionsLink` names (`/api/survey/options/{list}`), if it is one
/// of `OPTION_LISTS`.
pub fn linked_options(link: &str, country: Country) -> Option<&'static [&'static str]> {
    let list = link.trim().strip_prefix("/api/survey/options/")?;
    options_of(list, country)
}

fn options_of(list: &str, country: Country) -> Option<&'static [&'static str]> {
    match list {
        "counties" => Some(&KENYA_COUNTIES),
        "regions" => Some(&TANZANIA_REGIONS),
        "areas" => Some(country.areas()),
        _ => None,
    }
}

#[utoipa::path(
    post,
    path = "/survey/options/{list}",
    tag = "survey",
    security(("bearer" = [])),
    params(("list" = String, Path, description = "counties, regions, or areas (the caller's country's)")),
    request_body = OptionsBody,
    responses(
        (status = 200, description = "Each option's id and name", body = OptionsAnswer),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Neither an entrepreneur nor on the acceleration team", body = ErrorBody),
        (status = 404, description = "'Error! No Options available'", body = SurveyRefusal),
    )
)]
pub async fn options_list(
    State(state): State<AppState>,
    user: AuthUser,
    Path(list): Path<String>,
    ApiJson(_body): ApiJson<Value>,
) -> SurveyResult<Json<OptionsAnswer>> {
    if !FILLERS.contains(&user.role) && !TEAM.contains(&user.role) {
        return Err(AppError::no_access().into());
    }
    let country = users::find_by_id(&state.pool, &user.user_id)
        .await?
        .and_then(|u| u.country.as_deref().and_then(Country::parse))
        .unwrap_or(Country::Kenya);
    let names = options_of(list.trim(), country)
        .filter(|names| !names.is_empty())
        .ok_or_else(|| SurveyError::refused(StatusCode::NOT_FOUND, NO_OPTIONS))?;
    let data: BTreeMap<String, String> = names
        .iter()
        .map(|name| ((*name).to_owned(), (*name).to_owned()))
        .collect();
    Ok(Json(OptionsAnswer { error: false, data }))
}
