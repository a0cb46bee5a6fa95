//! `GET /cohorts/{id}/progress` (and `?format=csv`): per entrepreneur of a cohort, the steps done,
//! pending and rejected, the days left and where they stand.

use axum::extract::{Path, Query, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::onboarding::applicant::applicant_state;
use portal_core::onboarding::client::{client_state, ClientOnboarding};
use portal_core::onboarding::deadline::time_left;
use portal_core::onboarding::progress::Summary;
use portal_core::onboarding::review::StepState;
use portal_core::onboarding::steps::Step;
use serde::Deserialize;
use utoipa::IntoParams;

use super::access::require_team;
use super::wire::{ProgressList, ProgressRow};
use crate::auth::AuthUser;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::onboarding::journey::load::{questions, state_of};
use crate::onboarding::store::cohorts::{self, Member};
use crate::onboarding::store::enrolments::{self, Submission};
use crate::state::AppState;

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ProgressQuery {
    /// csv: the same rows as a CSV file.
    pub format: Option<String>,
}

fn summary_of(
    member: &Member,
    sent: &[&Submission],
    questions: &[portal_core::onboarding::questions::Question],
    now: i64,
) -> Summary {
    let activated = member.set_up_at.is_some();
    if member.track == "applicant" {
        let answers: Vec<(&str, StepState)> = sent
            .iter()
            .map(|s| (s.step.as_str(), state_of(s)))
            .collect();
        applicant_state(activated, questions, &answers, now, member.deadline_at).summary
    } else {
        let mut onboarding = ClientOnboarding {
            activated,
            ..ClientOnboarding::default()
        };
        for s in sent {
            if let Some(step) = Step::parse(&s.step) {
                onboarding.steps[step.index()] = state_of(s);
            }
        }
        client_state(&onboarding, now, member.deadline_at).summary
    }
}

fn csv_field(text: &str) -> String {
    // A leading = + - @ would be read as a formula by a spreadsheet.
    let safe = if text.starts_with(['=', '+', '-', '@']) {
        ["'", text].concat()
    } else {
        text.to_owned()
    };
    if safe.contains([',', '"', '\n']) {
        ["\"", &safe.replace('"', "\"\""), "\""].concat()
    } else {
        safe
    }
}

fn csv(rows: &[ProgressRow]) -> String {
    let mut out = String::from(
        "Name,E-mail,Track,Hub,Steps done,Total steps,Pending,Rejected,Days left,Status\n",
    );
    for r in rows {
        let line = [
            csv_field(&r.name),
            csv_field(&r.email),
            r.track.clone(),
            csv_field(r.hub.as_deref().unwrap_or_default()),
            r.steps_done.to_string(),
            r.total_steps.to_string(),
            r.pending.to_string(),
            r.rejected.to_string(),
            r.days_left.to_string(),
            r.status.clone(),
        ]
        .join(",");
        out.push_str(&line);
        out.push('\n');
    }
    out
}

#[utoipa::path(
    get,
    path = "/cohorts/{id}/progress",
    tag = "onboarding",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The cohort"), ProgressQuery),
    responses(
        (status = 200, description = "Each member's progress (JSON, or CSV with format=csv)", body = ProgressList),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not on the acceleration team", body = ErrorBody),
        (status = 404, description = "No such cohort", body = ErrorBody),
    )
)]
pub async fn cohort_progress(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
    Query(query): Query<ProgressQuery>,
) -> AppResult<Response> {
    require_team(&user)?;
    let Some(cohort) = cohorts::cohort_by_id(&state.pool, &id).await? else {
        return Err(AppError::not_found());
    };
    let members = cohorts::members(&state.pool, &cohort.id).await?;
    let all = enrolments::submissions_in_cohort(&state.pool, &cohort.id).await?;
    let questions = questions(&state, &cohort.id).await?;
    let now = state.now();
    let rows: Vec<ProgressRow> = members
        .iter()
        .map(|m| {
            let sent: Vec<&Submission> = all.iter().filter(|s| s.user_id == m.user_id).collect();
            let summary = summary_of(m, &sent, &questions, now);
            ProgressRow {
                user_id: m.user_id.clone(),
                name: [m.first_name.as_str(), " ", m.last_name.as_str()].concat(),
                email: m.email.clone(),
                track: m.track.clone(),
                hub: m.hub.clone(),
                steps_done: summary.steps_done,
                total_steps: summary.total_steps,
                pending: summary.pending_approval(),
                rejected: summary.rejected.len(),
                days_left: time_left(now, m.deadline_at).days,
                status: summary.place.name().to_owned(),
            }
        })
        .collect();
    if query.format.as_deref() == Some("csv") {
        let name = format!("attachment; filename=\"cohort-{}-progress.csv\"", cohort.id);
        return Ok((
            [
                (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()),
                (header::CONTENT_DISPOSITION, name),
            ],
            csv(&rows),
        )
            .into_response());
    }
    Ok(Json(ProgressList {
        error: false,
        count: rows.len(),
        data: rows,
    })
    .into_response())
}
