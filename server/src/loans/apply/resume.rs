//! What both application flows share: one open request at a time, answered with the request to
//! resume ('complete your previuos loan request', its id and stage).

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::loans::application::RESUME_PREVIOUS;
use portal_core::loans::lifecycle::LoanStatus;
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::{AppError, AppResult};
use crate::loans::store::{self, Loan};
use crate::state::AppState;

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResumeData {
    pub loan_id: String,
    pub stage: String,
    pub flow: String,
    pub status: String,
}

/// 409: the client has a request to finish (or wait for) first.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ResumeBody {
    /// 'complete your previuos loan request'.
    pub error: String,
    pub data: ResumeData,
}

#[derive(Debug)]
pub enum ApplyError {
    App(AppError),
    Resume(ResumeData),
}

impl ApplyError {
    pub fn resume(loan: &Loan) -> ApplyError {
        ApplyError::Resume(ResumeData {
            loan_id: loan.id.clone(),
            stage: loan.stage.clone(),
            flow: loan.flow.clone(),
            status: loan.status.as_str().to_owned(),
        })
    }
}

impl From<AppError> for ApplyError {
    fn from(error: AppError) -> ApplyError {
        ApplyError::App(error)
    }
}

impl From<sqlx::Error> for ApplyError {
    fn from(error: sqlx::Error) -> ApplyError {
        ApplyError::App(error.into())
    }
}

impl IntoResponse for ApplyError {
    fn into_response(self) -> Response {
        match self {
            ApplyError::App(error) => error.into_response(),
            ApplyError::Resume(data) => (
                StatusCode::CONFLICT,
                Json(ResumeBody {
                    error: RESUME_PREVIOUS.to_owned(),
                    data,
                }),
            )
                .into_response(),
        }
    }
}

pub type ApplyResult<T> = Result<T, ApplyError>;

/// The client's open request other than `except`, if any.
pub fn other_open<'a>(loans: &'a [Loan], except: Option<&str>) -> Option<&'a Loan> {
    loans
        .iter()
        .find(|l| l.status.is_open_request() && Some(l.id.as_str()) != except)
}

/// The client's unfinished application of `flow`.
pub fn draft_of<'a>(loans: &'a [Loan], flow: &str) -> Option<&'a Loan> {
    loans
        .iter()
        .find(|l| l.status == LoanStatus::Draft && l.flow == flow)
}

pub fn statuses(loans: &[Loan]) -> Vec<LoanStatus> {
    loans.iter().map(|l| l.status).collect()
}

/// The application as saved just now, read back for the answer.
pub async fn reload(state: &AppState, loan_id: &str) -> AppResult<Loan> {
    store::find(&state.pool, loan_id)
        .await?
        .ok_or_else(|| AppError::internal(format!("loan {loan_id} vanished")))
}
