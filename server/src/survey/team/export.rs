//! `GET /surveys/{name}/responses/export?format=csv|xlsx`: a quarter's responses as a table, one
//! row per person and one column per question name in the survey's order (then any name only an
//! older version asked), a list answer as its choices separated by spaces (as XLSForm tools do).

use std::collections::BTreeSet;

use axum::extract::{Path, Query, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use portal_core::survey::answer::Answer;
use portal_core::survey::model::QuestionType;
use portal_core::survey::visibility::Answers;
use portal_core::survey::xlsform::Sheet;
use portal_core::time::format_date_time;

use super::surveys::quarter_of;
use super::wire::QuarterQuery;
use super::workbook::write_sheets;
use super::xlsform::XLSX_TYPE;
use crate::auth::AuthUser;
use crate::error::{AppError, ErrorBody};
use crate::state::AppState;
use crate::survey::access::{require_team, survey_code};
use crate::survey::model::{SurveyError, SurveyRefusal, SurveyResult};
use crate::survey::store::responses;
use crate::survey::store::surveys;

/// The most rows an export holds.
pub const EXPORT_MAX_ROWS: i64 = 100_000;
pub const CHOOSE_FORMAT: &str = "Choose the format csv or xlsx";
const FIXED: [&str; 6] = ["Name", "E-mail", "Cohort", "Hub", "Submitted", "Version"];

fn answer_text(answer: Option<&Answer>) -> String {
    match answer {
        Some(Answer::One(value)) => value.clone(),
        Some(Answer::Many(values)) => values.join(" "),
        None => String::new(),
    }
}

fn csv_field(text: &str) -> String {
    // A leading = + - @ would be read as a formula by a spreadsheet.
    let safe = if text.starts_with(['=', '+', '-', '@']) {
        ["'", text].concat()
    } else {
        text.to_owned()
    };
    if safe.contains([',', '"', '\n', '\r']) {
        ["\"", &safe.replace('"', "\"\""), "\""].concat()
    } else {
        safe
    }
}

fn csv(rows: &[Vec<String>]) -> String {
    let mut out = String::new();
    for row in rows {
        let line: Vec<String> = row.iter().map(|cell| csv_field(cell)).collect();
        out.push_str(&line.join(","));
        out.push('\n');
    }
    out
}

#[utoipa::path(
    get,
    path = "/surveys/{name}/responses/export",
    tag = "survey",
    security(("bearer" = [])),
    params(("name" = String, Path, description = "The survey's name or code"), QuarterQuery),
    responses(
        (status = 200, description = "The quarter's responses as CSV (format=csv, the default) or XLSX (format=xlsx): Name, E-mail, Cohort, Hub, Submitted, Version, then one column per question name", content_type = "text/csv"),
        (status = 400, description = "Not a quarter, or another format", body = SurveyRefusal),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not on the acceleration team", body = ErrorBody),
        (status = 404, description = "'Error Occured Unmapped survey'", body = SurveyRefusal),
    )
)]
pub async fn export_responses(
    State(state): State<AppState>,
    user: AuthUser,
    Path(name): Path<String>,
    Query(query): Query<QuarterQuery>,
) -> SurveyResult<Response> {
    require_team(&user)?;
    let code = survey_code(&name)?;
    let quarter = quarter_of(
        state.now(),
        query.year.map(i64::from),
        query.quarter.map(i64::from),
    )?;
    let xlsx = match query.format.as_deref().map(str::trim) {
        None | Some("") | Some("csv") => false,
        Some("xlsx") => true,
        Some(_) => return Err(SurveyError::bad(CHOOSE_FORMAT)),
    };
    let survey = surveys::current(&state.pool, code)
        .await?
        .ok_or_else(AppError::not_found)?
        .survey;
    let listed = responses::of_quarter(&state.pool, code, quarter, EXPORT_MAX_ROWS, 0).await?;
    let parsed: Vec<Answers> = listed
        .iter()
        .map(|l| serde_json::from_str(&l.response.answers).unwrap_or_default())
        .collect();
    let mut names: Vec<String> = survey
        .questions
        .iter()
        .filter(|q| q.kind != QuestionType::Note)
        .map(|q| q.name.clone())
        .collect();
    let older: BTreeSet<&String> = parsed
        .iter()
        .flat_map(|a| a.keys())
        .filter(|name| !names.contains(name))
        .collect();
    let older: Vec<String> = older.into_iter().cloned().collect();
    names.extend(older);
    let mut rows = vec![FIXED
        .iter()
        .map(|h| (*h).to_owned())
        .chain(names.iter().cloned())
        .collect::<Vec<String>>()];
    for (l, answers) in listed.iter().zip(&parsed) {
        let mut row = vec![
            [l.first_name.as_str(), " ", l.last_name.as_str()]
                .concat()
                .trim()
                .to_owned(),
            l.email.clone(),
            l.cohort.clone().unwrap_or_default(),
            l.hub.clone().unwrap_or_default(),
            format_date_time(l.response.counted_at),
            l.response.survey_version.to_string(),
        ];
        row.extend(names.iter().map(|n| answer_text(answers.get(n))));
        rows.push(row);
    }
    let file = format!("{}-{}-q{}", code.name(), quarter.year, quarter.quarter);
    if xlsx {
        let sheet = Sheet {
            name: "responses".to_owned(),
            rows,
        };
        let bytes = tokio::task::spawn_blocking(move || write_sheets(&[sheet]))
            .await
            .map_err(AppError::from)?
            .map_err(|e| AppError::internal(format!("xlsx: {e}")))?;
        return Ok((
            [
                (header::CONTENT_TYPE, XLSX_TYPE.to_owned()),
                (
                    header::CONTENT_DISPOSITION,
                    format!("attachment; filename=\"{file}.xlsx\""),
                ),
            ],
            bytes,
        )
            .into_response());
    }
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{file}.csv\""),
            ),
        ],
        csv(&rows),
    )
        .into_response())
}
