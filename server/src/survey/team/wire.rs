//! The wire shapes of the team's survey calls.

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::numbers::Num;

#[derive(Debug, Serialize, ToSchema)]
pub struct TitleWire {
    pub en: String,
    pub sw: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WindowWire {
    pub year: i32,
    pub quarter: u32,
    /// `2026 Q2`.
    pub label: String,
    pub open: bool,
    pub changed_at: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SurveyWire {
    pub code: String,
    pub name: String,
    pub title: TitleWire,
    pub version: i64,
    pub saved_at: i64,
    pub questions: usize,
    /// Open for the current quarter.
    pub open_now: bool,
    /// Every quarter it was opened or closed for, the latest first.
    pub windows: Vec<WindowWire>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SurveyList {
    pub error: bool,
    pub data: Vec<SurveyWire>,
}

/// `PUT /surveys/{name}/window`.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct WindowBody {
    pub year: i64,
    /// 1 to 4.
    pub quarter: i64,
    pub open: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct WindowSaved {
    pub error: bool,
    pub message: String,
    pub data: WindowWire,
}

/// What an upload stored.
#[derive(Debug, Serialize, ToSchema)]
pub struct SavedSurvey {
    pub code: String,
    pub name: String,
    pub version: i64,
    pub questions: usize,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SurveySaved {
    pub error: bool,
    pub message: String,
    pub data: SavedSurvey,
}

/// One problem of an uploaded XLSForm, where a coach finds it.
#[derive(Debug, Serialize, ToSchema)]
pub struct XlsFormProblem {
    pub sheet: String,
    /// The spreadsheet's row number (from 1).
    pub row: Option<usize>,
    /// The column's letter.
    pub column: Option<String>,
    /// The column's header.
    pub header: Option<String>,
    /// The cell's text.
    pub value: String,
    /// The message in the requester's language.
    pub message: String,
    /// Sheet, row, column and message in one sentence, in the requester's language.
    pub description: String,
}

/// `{error: true, message, errors}`: every problem of the workbook.
#[derive(Debug, Serialize, ToSchema)]
pub struct XlsFormRefusal {
    pub error: bool,
    pub message: String,
    pub errors: Vec<XlsFormProblem>,
}

/// `?lang=`: the language of the answer's messages (the caller's stored one when left out).
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
pub struct LangQuery {
    pub lang: Option<String>,
}

/// Which quarter (the current one when left out), and a page.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct QuarterQuery {
    pub year: Option<i32>,
    pub quarter: Option<u32>,
    pub page: Option<i64>,
    pub per_page: Option<i64>,
    /// Exports: `csv` (the default) or `xlsx`.
    pub format: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResponseWire {
    pub id: String,
    pub user_id: String,
    pub name: String,
    pub email: String,
    pub cohort: Option<String>,
    pub hub: Option<String>,
    /// The phone's submit time, when it sent one.
    pub submitted_at: Option<i64>,
    pub received_at: i64,
    /// The moment it counts for.
    pub counted_at: i64,
    pub version: i64,
    /// By question name: a text or a list.
    #[schema(value_type = Object)]
    pub answers: serde_json::Value,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResponseList {
    pub error: bool,
    pub year: i32,
    pub quarter: u32,
    pub total: i64,
    pub page: i64,
    pub per_page: i64,
    pub data: Vec<ResponseWire>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RateWire {
    pub responded: u64,
    pub expected: u64,
    /// Responded / expected, a percentage to 2 decimals; null when nobody is expected.
    #[schema(value_type = Option<f64>)]
    pub percent: Option<Num>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GroupRate {
    pub cohort_id: String,
    pub cohort: String,
    pub cohort_year: i64,
    pub hub: Option<String>,
    #[serde(flatten)]
    pub rate: RateWire,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RateData {
    pub year: i32,
    pub quarter: u32,
    /// Everyone enrolled in a cohort.
    pub total: RateWire,
    /// By cohort and hub.
    pub groups: Vec<GroupRate>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RateAnswer {
    pub error: bool,
    pub data: RateData,
}

/// A survey's current version in full, as the team previews it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SurveyDetailData {
    pub code: String,
    pub name: String,
    pub title: TitleWire,
    pub version: i64,
    pub saved_at: i64,
    /// In core's shape, as the menu sends them.
    #[schema(value_type = Vec<Object>)]
    pub questions: Vec<portal_core::survey::model::Question>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SurveyDetail {
    pub error: bool,
    pub data: SurveyDetailData,
}
