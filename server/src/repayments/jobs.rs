//! The repayment background work, run in every server process: the status query for STK requests no
//! callback settled, and the penalty fee on installments overdue past the fund's grace days. Both are
//! safe with several processes: a request is claimed by one conditional update, and a penalty is put
//! only on an installment that has none.

use std::time::Duration;

use chrono::NaiveDate;
use portal_core::loans::repayment::newly_late;
use portal_core::money::from_minor;
use tokio::task::JoinHandle;

use super::model::{query_backoff, MpesaRequest, MAX_QUERIES, QUERY_CLAIM_SECONDS};
use super::settle::{settle, Outcome};
use super::{requests, store};
use crate::error::AppResult;
use crate::payments::wire::amount_json;
use crate::payments::RESULT_TIMEOUT;
use crate::state::AppState;

/// Requests claimed per round.
const BATCH: i64 = 50;
/// How often the worker looks for requests to query.
const POLL: Duration = Duration::from_secs(5);
/// How often it looks for late installments.
const PENALTY_EVERY_SECONDS: i64 = 600;
pub const NO_ANSWER: &str = "No answer from M-Pesa";

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct QueryReport {
    /// Settled by the answer (paid, cancelled, failed, timeout).
    pub settled: usize,
    /// Still without an answer, asked again later.
    pub waiting: usize,
    /// Given up after the last query.
    pub timed_out: usize,
}

async fn query_one(state: &AppState, request: &MpesaRequest) -> AppResult<QueryReport> {
    let answer = state
        .payments
        .query_payment(&request.checkout_request_id)
        .await;
    let now = state.now();
    match answer {
        Ok(query) if query.result_code.is_some() => {
            let outcome = Outcome {
                result_code: query.result_code.unwrap_or(RESULT_TIMEOUT),
                result_desc: query.result_desc,
                receipt: query.receipt,
                amount: query
                    .amount_minor
                    .map(|minor| amount_json(minor).to_string()),
                payload: String::new(),
            };
            settle(state, request, &outcome).await?;
            Ok(QueryReport {
                settled: 1,
                ..QueryReport::default()
            })
        }
        other => {
            if let Err(error) = &other {
                tracing::warn!(checkout = %request.checkout_request_id, %error, "M-Pesa status query failed");
            }
            if request.query_attempts >= MAX_QUERIES {
                let outcome = Outcome {
                    result_code: RESULT_TIMEOUT,
                    result_desc: NO_ANSWER.to_owned(),
                    receipt: None,
                    amount: None,
                    payload: String::new(),
                };
                settle(state, request, &outcome).await?;
                return Ok(QueryReport {
                    timed_out: 1,
                    ..QueryReport::default()
                });
            }
            let next = now + query_backoff(request.query_attempts);
            requests::reschedule_request(&state.pool, &request.id, next, now).await?;
            Ok(QueryReport {
                waiting: 1,
                ..QueryReport::default()
            })
        }
    }
}

/// One pass of the STK query fallback over every request whose time has come.
pub async fn query_due(state: &AppState) -> AppResult<QueryReport> {
    let mut report = QueryReport::default();
    loop {
        let claimed =
            requests::claim_due_requests(&state.pool, state.now(), QUERY_CLAIM_SECONDS, BATCH)
                .await?;
        let full = i64::try_from(claimed.len()).unwrap_or(i64::MAX) >= BATCH;
        for request in &claimed {
            match query_one(state, request).await {
                Ok(one) => {
                    report.settled += one.settled;
                    report.waiting += one.waiting;
                    report.timed_out += one.timed_out;
                }
                Err(error) => {
                    tracing::error!(checkout = %request.checkout_request_id, %error, "could not settle an M-Pesa request");
                }
            }
        }
        if !full {
            return Ok(report);
        }
    }
}

/// Today in Nairobi.
fn today(now: i64) -> NaiveDate {
    portal_core::time::in_nairobi(now)
        .map(|t| t.date_naive())
        .unwrap_or_default()
}

/// Puts the fund's penalty fee on each installment newly overdue past the grace days (once per
/// installment) and adds it to the balance. Returns how many installments got one.
pub async fn apply_penalties(state: &AppState) -> AppResult<usize> {
    let now = state.now();
    let today = today(now);
    let candidates =
        store::penalty_candidates(&state.pool, &today.format("%Y-%m-%d").to_string()).await?;
    let mut charged = 0;
    for (loan_id, grace_days, fee_minor) in candidates {
        let mut tx = state.begin().await?;
        // The loan first, as a payment takes it, so the two never wait on each other.
        store::lock_loan(&mut tx, &loan_id, now).await?;
        let installments = store::installments(&mut tx, &loan_id).await?;
        let grace = u32::try_from(grace_days.max(0)).unwrap_or(u32::MAX);
        let late = newly_late(&installments, today, grace, from_minor(fee_minor));
        let mut added = 0;
        for index in late {
            if store::add_penalty(&mut tx, &loan_id, installments[index].number, fee_minor).await? {
                added += fee_minor;
                charged += 1;
            }
        }
        if added > 0 {
            store::add_to_balance(&mut tx, &loan_id, added, now).await?;
            tracing::info!(loan = %loan_id, added, "late-payment penalty added");
        }
        tx.commit().await?;
    }
    Ok(charged)
}

/// Starts the worker: queries every few seconds, penalties every ten minutes.
pub fn spawn_worker(state: AppState) -> JoinHandle<()> {
    tokio::spawn(async move {
        let mut penalties_due = 0;
        loop {
            if let Err(error) = query_due(&state).await {
                tracing::error!(%error, "M-Pesa status query pass failed");
            }
            let now = state.now();
            if now >= penalties_due {
                match apply_penalties(&state).await {
                    Ok(_) => penalties_due = now + PENALTY_EVERY_SECONDS,
                    Err(error) => tracing::error!(%error, "penalty pass failed"),
                }
            }
            tokio::time::sleep(POLL).await;
        }
    })
}
