//! `GET /validation/report`: a business's validation for a quarter, recomputed on every read.

use axum::extract::{Query, State};
use axum::Json;
use portal_core::validation::messages::{
    in_language, NO_STATEMENT_YET, QUARTER_INVALID, REPORT_READY,
};

use super::compute::compute;
use super::model::{report_view, ReportAnswer, ReportQuery};
use crate::auth::AuthUser;
use crate::error::ErrorBody;
use crate::state::AppState;
use crate::validation::access::reading;
use crate::validation::error::{ValidationError, ValidationResult};
use crate::validation::model::Refusal;

/// The year and quarter asked for: both or neither.
fn wanted(query: &ReportQuery) -> Result<Option<(i32, u32)>, ()> {
    let text = |v: &Option<String>| {
        v.as_deref()
            .map(str::trim)
            .filter(|v| !v.is_empty())
            .map(str::to_owned)
    };
    match (text(&query.year), text(&query.quarter)) {
        (None, None) => Ok(None),
        (Some(year), Some(quarter)) => {
            let year: i32 = year.parse().map_err(|_| ())?;
            let quarter: u32 = quarter.parse().map_err(|_| ())?;
            if (2000..=2200).contains(&year) && (1..=4).contains(&quarter) {
                Ok(Some((year, quarter)))
            } else {
                Err(())
            }
        }
        _ => Err(()),
    }
}

/// The statements against the business's current DigiKua records for a quarter: per month and in
/// total, by institution, the transactions with no record, and whether the cash flow is validated.
#[utoipa::path(
    get,
    path = "/validation/report",
    tag = "validation",
    security(("bearer" = [])),
    params(ReportQuery),
    responses(
        (status = 200, description = "'Validation report' and the quarter's report", body = ReportAnswer),
        (status = 400, description = "'Choose a business' (staff sent none), or a year and quarter that are not one", body = Refusal),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role that reads no validation", body = ErrorBody),
        (status = 404, description = "'No statement yet: start a validation', or 'Business not found' (also another's)", body = Refusal),
    )
)]
pub async fn read_report(
    State(state): State<AppState>,
    auth: AuthUser,
    Query(query): Query<ReportQuery>,
) -> ValidationResult<Json<ReportAnswer>> {
    let (user, business) = reading(&state, &auth, query.business_id.as_deref()).await?;
    let language = user.language;
    let wanted = wanted(&query).map_err(|()| ValidationError::bad(QUARTER_INVALID, language))?;
    let computed = compute(&state, &business.id, wanted)
        .await?
        .ok_or_else(|| ValidationError::not_found(NO_STATEMENT_YET, language))?;
    Ok(Json(ReportAnswer {
        error: false,
        message: in_language(REPORT_READY, language).to_owned(),
        data: report_view(
            &business.id,
            &computed.report,
            &computed.quarters,
            computed.computed_at,
        ),
    }))
}
