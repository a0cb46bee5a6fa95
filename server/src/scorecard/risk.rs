//! `GET /scorecard/risk/{businessId}` (the risk scorecard of spec 2.5 and 3, computed by core's
//! `risk` from the quarter's current figures once the quarter has a kept scorecard) and `GET
//! /scorecard/credit-report` (a client's loans, latest scorecard and core's advice on its weak
//! measures).

use axum::extract::{Path, Query, State};
use axum::Json;
use portal_core::language::Language;
use portal_core::roles::Role;
use portal_core::scorecard::messages::in_language;
use portal_core::scorecard::risk_model::{Report, RiskCard};
use portal_core::survey::quarter::Quarter;
use serde_json::{json, Map, Value};

use super::access::Reader;
use super::compute::thresholds;
use super::figures::Target;
use super::gather::gather;
use super::model::*;
use super::options::read_quarter;
use super::render::{card_of, language, record};
use super::store::{self, Filter};
use crate::auth::AuthUser;
use crate::bookkeeping::business::Business;
use crate::clock::nairobi_today;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::numbers::Num;
use crate::state::AppState;

fn number(value: Option<rust_decimal::Decimal>) -> Value {
    value.map_or(Value::Null, |v| json!(Num(v)))
}

fn report(report: &Report) -> Value {
    match report {
        Report::Months { months } => Value::Object(
            months
                .iter()
                .map(|m| {
                    (
                        m.key(),
                        json!({
                            "revenue": Num(m.revenue),
                            "operatingProfit": Num(m.operating_profit),
                            "netProfit": Num(m.net_profit),
                            "installments": Num(m.installments),
                        }),
                    )
                })
                .collect(),
        ),
        Report::Checklist { rows } => json!(rows),
        Report::Rating { rating } => json!({ "rating": number(*rating) }),
    }
}

/// A risk card as section 3 names it, its notes in `language`.
pub fn risk_view(business: &Business, card: &RiskCard, language: Language) -> Value {
    let mut out = Map::new();
    out.insert(
        "business".into(),
        json!({ "id": business.id, "name": business.name }),
    );
    out.insert("year".into(), json!(card.year));
    out.insert("quarter".into(), json!(card.quarter));
    out.insert("data".into(), json!({ "percent": number(card.percent) }));
    for section in &card.sections {
        let mut object = Map::new();
        object.insert("data".into(), json!({ "percent": number(section.percent) }));
        for metric in &section.metrics {
            let mut one = Map::new();
            if metric.percent.is_some() {
                one.insert("percent".into(), number(metric.percent));
            }
            one.insert("score".into(), number(metric.score));
            one.insert("notes".into(), json!(metric.note.text(language)));
            if let Some(found) = &metric.report {
                one.insert("report".into(), report(found));
            }
            object.insert(metric.measure.wire().to_owned(), Value::Object(one));
        }
        out.insert(section.category.key().to_owned(), Value::Object(object));
    }
    Value::Object(out)
}

/// The risk scorecard of a quarter (by default the latest with a kept scorecard).
#[utoipa::path(
    get,
    path = "/scorecard/risk/{businessId}",
    tag = "scorecard",
    security(("bearer" = [])),
    params(("businessId" = String, Path, description = "The business"), RiskQuery),
    responses(
        (status = 200, description = "`{Response: true, data: [Risk]}`, or `{Response: false, data: []}` when nothing is computed yet", body = RiskAnswer),
        (status = 400, description = "Not a year or quarter", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "A role that reads no scorecards", body = ErrorBody),
        (status = 404, description = "No such business, or not the caller's", body = ErrorBody),
    )
)]
pub async fn risk(
    State(state): State<AppState>,
    auth: AuthUser,
    Path(business_id): Path<String>,
    Query(query): Query<RiskQuery>,
) -> AppResult<Json<RiskAnswer>> {
    let reader = Reader::of(&state, &auth).await?;
    let business = reader.business(&state, &business_id).await?;
    let nothing = || {
        Json(RiskAnswer {
            response: false,
            data: Vec::new(),
        })
    };
    let quarter = match (query.year.as_deref(), query.quarter.as_deref()) {
        (Some(year), Some(quarter)) if !year.trim().is_empty() && !quarter.trim().is_empty() => {
            let quarter = read_quarter(year, quarter, state.now())?.map_err(|problem| {
                AppError::bad_request(in_language(problem.message, reader.language()))
            })?;
            let kept = store::quarter(
                &state.pool,
                quarter.year,
                quarter.quarter,
                &Filter {
                    business_id: Some(&business.id),
                    ..Filter::default()
                },
            )
            .await?;
            if kept.is_empty() {
                return Ok(nothing());
            }
            quarter
        }
        _ => match store::latest_quarter(&state.pool, &business.id).await? {
            Some((year, quarter)) => Quarter { year, quarter },
            None => return Ok(nothing()),
        },
    };
    let rules = thresholds(&state).await?;
    let today = nairobi_today(state.now())?;
    let gathered = gather(&state.pool, quarter, Target::One(&business.id), today).await?;
    let Some(one) = gathered.first() else {
        return Ok(nothing());
    };
    let card = portal_core::scorecard::risk(&one.inputs, &rules);
    let language = language(reader.language(), query.lang.as_deref());
    Ok(Json(RiskAnswer {
        response: true,
        data: vec![risk_view(&business, &card, language)],
    }))
}

/// A client's loans, their latest scorecard and what would raise its weak measures.
#[utoipa::path(
    get,
    path = "/scorecard/credit-report",
    tag = "scorecard",
    security(("bearer" = [])),
    params(LangQuery),
    responses(
        (status = 200, description = "The loans, the latest scorecard (or null) and the advice", body = CreditReport),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a client", body = ErrorBody),
    )
)]
pub async fn credit_report(
    State(state): State<AppState>,
    auth: AuthUser,
    Query(lang): Query<LangQuery>,
) -> AppResult<Json<CreditReport>> {
    auth.require(&[Role::Client])?;
    let reader = Reader::of(&state, &auth).await?;
    let business = reader.own.clone().ok_or_else(AppError::no_access)?;
    let language = language(reader.language(), lang.lang.as_deref());
    let today = nairobi_today(state.now())?;
    let latest = store::latest_quarter(&state.pool, &business.id).await?;
    let current = Quarter::of(state.now()).ok_or_else(|| AppError::internal("the clock"))?;
    let quarter = latest.map_or(current, |(year, quarter)| Quarter { year, quarter });
    let gathered = gather(&state.pool, quarter, Target::One(&business.id), today).await?;
    let loans = gathered
        .first()
        .map(|one| super::credit::loans(&one.inputs, today))
        .unwrap_or_default();
    let (scorecard, advice) = match latest {
        Some((year, quarter)) => {
            let filter = Filter {
                business_id: Some(&business.id),
                ..Filter::default()
            };
            let kept = store::quarter(&state.pool, year, quarter, &filter).await?;
            match kept.first() {
                Some(one) => {
                    let card = card_of(one)?;
                    let advice = super::credit::advice(&card, language);
                    (Some(record(one, &card, language)), advice)
                }
                None => (None, Vec::new()),
            }
        }
        None => (None, Vec::new()),
    };
    Ok(Json(CreditReport {
        loans,
        scorecard,
        advice,
    }))
}
