//! The wire shapes of the survey calls a person makes (spec 001 section 7.3): the menu, an options
//! list, the answers; and the survey envelope of a refusal, `{error: true, message, fields?}`.

use std::collections::BTreeMap;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::survey::model::Question;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::AppError;

/// `POST /api/survey/menu`: which survey, for whom, in which language.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct MenuBody {
    /// The signed-in person's own id.
    pub user_id: String,
    pub email: String,
    /// Always `digikua`.
    pub menu_id: String,
    pub as_raw_menu: bool,
    /// `en` (the default) or `sw`.
    pub lang: String,
    /// The survey's code: `2*14*1`, `2*14*2` or `2*13` (or its name).
    pub text: String,
}

/// The survey menu: where to send the answers, the questions, the title in the language asked,
/// whether it is open this quarter.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MenuData {
    /// Where the answers go: `/api/survey/{name}/answers`.
    pub endpoint_link: String,
    /// The questions, in core's shape (name, code, text {en, sw}, type, options or optionsLink,
    /// active, dependent {code, input}, required).
    #[schema(value_type = Vec<Object>)]
    pub sub_menus: Vec<Question>,
    /// The survey's title in `lang`.
    pub text: String,
    /// Open for the current quarter.
    pub active: bool,
    /// The survey's code and version (answers are checked against the current version).
    pub code: String,
    pub version: i64,
    /// The person has filled it in for the current quarter already.
    pub submitted: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MenuAnswer {
    pub error: bool,
    pub data: MenuData,
}

/// `POST /api/survey/options/{list}`: the phone the form was opened with (not needed to answer).
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct OptionsBody {
    pub phone: Option<String>,
}

/// An options list: each option's id and its name.
#[derive(Debug, Serialize, ToSchema)]
pub struct OptionsAnswer {
    pub error: bool,
    pub data: BTreeMap<String, String>,
}

/// `{error: false, message}` for answers stored (also when a resend finds them stored already).
#[derive(Debug, Serialize, ToSchema)]
pub struct Submitted {
    pub error: bool,
    pub message: String,
}

/// A refusal in the survey's envelope: `{error: true, message, fields?}`; `fields` names every
/// answer's problem by question name.
#[derive(Debug, Serialize, ToSchema)]
pub struct SurveyRefusal {
    pub error: bool,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fields: Option<BTreeMap<String, String>>,
}

/// A refusal of a survey call: its status and envelope, or any other error of the API.
#[derive(Debug)]
pub enum SurveyError {
    Refused {
        status: StatusCode,
        body: SurveyRefusal,
    },
    App(AppError),
}

impl SurveyError {
    pub fn refused(status: StatusCode, message: impl Into<String>) -> SurveyError {
        SurveyError::Refused {
            status,
            body: SurveyRefusal {
                error: true,
                message: message.into(),
                fields: None,
            },
        }
    }

    pub fn bad(message: impl Into<String>) -> SurveyError {
        SurveyError::refused(StatusCode::BAD_REQUEST, message)
    }
}

impl From<AppError> for SurveyError {
    fn from(error: AppError) -> SurveyError {
        SurveyError::App(error)
    }
}

impl From<sqlx::Error> for SurveyError {
    fn from(error: sqlx::Error) -> SurveyError {
        SurveyError::App(error.into())
    }
}

impl IntoResponse for SurveyError {
    fn into_response(self) -> Response {
        match self {
            SurveyError::Refused { status, body } => (status, Json(body)).into_response(),
            SurveyError::App(error) => error.into_response(),
        }
    }
}

pub type SurveyResult<T> = Result<T, SurveyError>;
