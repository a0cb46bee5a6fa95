//! `POST /loan/calculate` (no token): core's quote of a loan, errors in `msg`.

use axum::extract::rejection::JsonRejection;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use portal_core::loans::quote::{quote, read_payments_per_year, read_terms, LoanTerms};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::numbers::{Num, Text};

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct CalculateBody {
    /// The amount asked, before the contribution.
    #[schema(value_type = f64)]
    pub amount: Text,
    /// Percent kept back (0 when left out).
    #[schema(value_type = f64)]
    pub contribution: Text,
    #[schema(value_type = f64)]
    pub years: Text,
    /// 365 / the fund's repayment interval in days.
    #[schema(value_type = f64)]
    pub payments_per_year: Text,
    /// Flat yearly rate, percent.
    #[schema(value_type = f64)]
    pub interest_rate: Text,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CalculateIn {
    #[schema(value_type = f64)]
    pub amount: Num,
    #[schema(value_type = f64)]
    pub interest_rate: Num,
    #[schema(value_type = f64)]
    pub contribution: Num,
    #[schema(value_type = f64)]
    pub years: Num,
    #[schema(value_type = f64)]
    pub payments_per_year: Num,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CalculateOut {
    pub full_periods: u32,
    #[schema(value_type = f64)]
    pub installment: Num,
    #[schema(value_type = f64)]
    pub overflow_amount: Num,
    #[schema(value_type = f64)]
    pub payable_interest: Num,
    #[serde(rename = "totalToPay")]
    #[schema(value_type = f64)]
    pub total_to_pay: Num,
    pub no_of_installments: u32,
    #[schema(value_type = f64)]
    pub amount_b4_contrib: Num,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CalculateData {
    #[serde(rename = "in")]
    pub input: CalculateIn,
    pub out: CalculateOut,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CalculateResponse {
    pub data: CalculateData,
}

/// The calculator's error envelope.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MsgBody {
    pub msg: String,
}

fn refuse(message: &str) -> Response {
    (
        StatusCode::BAD_REQUEST,
        Json(MsgBody {
            msg: message.to_owned(),
        }),
    )
        .into_response()
}

/// Each figure read by core's field for it: out of bounds or finer than it takes is refused.
fn terms(body: &CalculateBody) -> Result<LoanTerms, &'static str> {
    read_terms(
        body.amount.as_str(),
        body.contribution.as_str(),
        body.years.as_str(),
        read_payments_per_year(body.payments_per_year.as_str())?,
        body.interest_rate.as_str(),
    )
}

/// Flat interest on the amount less the contribution, in whole-shilling installments (core's quote).
#[utoipa::path(
    post,
    path = "/loan/calculate",
    tag = "loans",
    request_body = CalculateBody,
    responses(
        (status = 200, description = "The quote", body = CalculateResponse),
        (status = 400, description = "What is wrong, in `msg`", body = MsgBody),
    )
)]
pub async fn calculate(body: Result<Json<CalculateBody>, JsonRejection>) -> Response {
    let Ok(Json(body)) = body else {
        return refuse(
            "Send the amount, contribution, years, payments_per_year and interest_rate as JSON",
        );
    };
    let terms = match terms(&body) {
        Ok(terms) => terms,
        Err(message) => return refuse(message),
    };
    match quote(&terms) {
        Err(message) => refuse(message),
        Ok(q) => Json(CalculateResponse {
            data: CalculateData {
                input: CalculateIn {
                    amount: Num(terms.amount),
                    interest_rate: Num(terms.interest_rate),
                    contribution: Num(terms.contribution),
                    years: Num(terms.years),
                    payments_per_year: Num(terms.payments_per_year),
                },
                out: CalculateOut {
                    full_periods: q.full_periods,
                    installment: Num(q.installment),
                    overflow_amount: Num(q.overflow_amount),
                    payable_interest: Num(q.payable_interest),
                    total_to_pay: Num(q.total_to_pay),
                    no_of_installments: q.no_of_installments,
                    amount_b4_contrib: Num(q.amount_b4_contrib),
                },
            },
        })
        .into_response(),
    }
}
