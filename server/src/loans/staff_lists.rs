//! The staff screens' data: loans by status and search, one client in full, and the overview's
//! counts and money. Every staff role may read them; clients may not.

use std::collections::{BTreeMap, HashSet};

use axum::extract::{Path, Query, State};
use axum::Json;
use portal_core::loans::lifecycle::LoanStatus;
use portal_core::loans::repayment::arrears_amount;
use portal_core::money::from_minor;
use portal_core::roles::Role;
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use sqlx::Row;
use utoipa::{IntoParams, ToSchema};

use super::access::not_found;
use super::installments::{self, InstallmentRow};
use super::model::{is_listed, LoanView, LoansResponse};
use super::store::{self, Loan};
use super::transfer::nairobi_today;
use super::views::with_schedules;
use super::wire::{minor, Num};
use crate::auth::{AuthUser, STAFF};
use crate::error::{AppError, AppResult, ErrorBody};
use crate::profile::model::ClientDetailsView;
use crate::profile::store as details;
use crate::profile::view::details_view;
use crate::staff::visibility::{reader_of, Group, Reader, Sight};
use crate::state::AppState;
use crate::users::store as users;

#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
pub struct LoansQuery {
    /// One status (pending, under_review, …); all but drafts when left out.
    pub status: Option<String>,
    /// A loan id prefix, or part of the client's names or phone.
    pub q: Option<String>,
}

fn escape_like(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            escaped.push('\\');
        }
        escaped.push(c);
    }
    escaped
}

/// Loans for the staff lists, newest change first: of the clients the caller's role sees, with the
/// fields it sees (see staff/visibility.rs).
#[utoipa::path(
    get,
    path = "/staff/loans",
    tag = "loans",
    security(("bearer" = [])),
    params(LoansQuery),
    responses(
        (status = 200, description = "The loans", body = LoansResponse),
        (status = 400, description = "An unknown status", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a staff role", body = ErrorBody),
    )
)]
pub async fn staff_loans(
    State(state): State<AppState>,
    user: AuthUser,
    Query(query): Query<LoansQuery>,
) -> AppResult<Json<LoansResponse>> {
    let sight = loans_sight(&user)?;
    let status = match query
        .status
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        Some(text) => Some(
            LoanStatus::parse(text)
                .ok_or_else(|| AppError::bad_request(format!("Unknown loan status {text:?}")))?,
        ),
        None => None,
    };
    let mut conditions = Vec::new();
    let mut binds: Vec<String> = Vec::new();
    match status {
        Some(status) => {
            binds.push(status.as_str().to_owned());
            conditions.push(format!("l.status = ${}", binds.len()));
        }
        None => conditions.push("l.status <> 'draft'".to_owned()),
    }
    if let Some(q) = query.q.as_deref().map(str::trim).filter(|q| !q.is_empty()) {
        let text = q.to_lowercase();
        let digits = portal_core::forms::normalise_phone(&text);
        let phone = if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
            digits.strip_prefix('0').unwrap_or(&digits).to_owned()
        } else {
            text.clone()
        };
        binds.push(format!("{}%", escape_like(&text)));
        let prefix = binds.len();
        binds.push(format!("%{}%", escape_like(&text)));
        let contains = binds.len();
        binds.push(format!("%{}%", escape_like(&phone)));
        let phone = binds.len();
        // Lists show an id's last characters (its first ones are the creation time).
        binds.push(format!("%{}", escape_like(&text)));
        let suffix = binds.len();
        conditions.push(format!(
            "(l.id LIKE ${prefix} ESCAPE '\\' OR l.user_id LIKE ${prefix} ESCAPE '\\' \
             OR l.id LIKE ${suffix} ESCAPE '\\' OR l.user_id LIKE ${suffix} ESCAPE '\\' \
             OR LOWER(u.first_name || ' ' || u.last_name) LIKE ${contains} ESCAPE '\\' \
             OR LOWER(COALESCE(l.name1, '') || ' ' || COALESCE(l.name2, '')) LIKE ${contains} ESCAPE '\\' \
             OR u.phone_number LIKE ${phone} ESCAPE '\\' OR u.mpesa_phone LIKE ${phone} ESCAPE '\\')"
        ));
    }
    if let Some(agent) = sight.registered_by() {
        binds.push(agent.to_owned());
        conditions.push(format!("u.registered_by = ${}", binds.len()));
    }
    let sql = format!(
        "{} WHERE {} ORDER BY l.updated_at DESC, l.id DESC",
        store::SELECT,
        conditions.join(" AND ")
    );
    let mut select = sqlx::query(&sql);
    for value in &binds {
        select = select.bind(value);
    }
    let loans = select
        .fetch_all(&state.pool)
        .await?
        .iter()
        .map(store::from_row)
        .collect::<Result<Vec<Loan>, _>>()?;
    Ok(Json(LoansResponse {
        data: with_schedules(&state, &loans, &Reader::Staff(sight)).await?,
    }))
}

/// The caller's sight when their role sees loans; 403 otherwise.
fn loans_sight(user: &AuthUser) -> AppResult<Sight> {
    user.require(&STAFF)?;
    Sight::of_auth(user)
        .filter(|sight| sight.sees(Group::Loans))
        .ok_or_else(AppError::no_access)
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClientProfile {
    #[serde(rename = "_id")]
    pub id: String,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone_number: Option<String>,
    pub mpesa_phone: Option<String>,
    pub active: bool,
    pub created_at: i64,
    /// Bio data, identity, residence, bank and next of kin, as the client's profile shows them.
    pub details: ClientDetailsView,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DocumentRow {
    pub file_id: String,
    /// proposal, identification, passport, …
    pub purpose: String,
    pub content_type: String,
    pub size_bytes: i64,
    pub created_at: i64,
    /// `/api/files/<fileId>`.
    pub link: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ClientFile {
    pub client: ClientProfile,
    /// The stored files the caller's role may see.
    pub documents: Vec<DocumentRow>,
    /// Left out when the caller's role does not see loans.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub loans: Option<Vec<LoanView>>,
    /// The groups of the client's data left out for the caller's role (identity, bank, …).
    pub hidden: Vec<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ClientFileResponse {
    pub data: ClientFile,
}

/// One client: profile, uploaded documents and loans, as much as the caller's role may see (see
/// staff/visibility.rs); a client the role may not see answers like an unknown id.
#[utoipa::path(
    get,
    path = "/staff/clients/{clientId}",
    tag = "loans",
    security(("bearer" = [])),
    params(("clientId" = String, Path, description = "The client's id")),
    responses(
        (status = 200, description = "The client", body = ClientFileResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a staff role", body = ErrorBody),
        (status = 404, description = "No client has this id, or not one the caller's role sees", body = ErrorBody),
    )
)]
pub async fn staff_client(
    State(state): State<AppState>,
    user: AuthUser,
    Path(client_id): Path<String>,
) -> AppResult<Json<ClientFileResponse>> {
    user.require(&STAFF)?;
    let client = users::find_by_id(&state.pool, &client_id)
        .await?
        .filter(|u| u.role == Role::Client)
        .ok_or_else(not_found)?;
    let reader = reader_of(&user, &client, Group::Contact).ok_or_else(not_found)?;
    let saved = details::find(&state.pool, &client_id).await?;
    let documents = sqlx::query(
        "SELECT id, purpose, content_type, size_bytes, created_at FROM files WHERE owner_id = $1 \
         ORDER BY created_at DESC, id DESC",
    )
    .bind(&client_id)
    .fetch_all(&state.pool)
    .await?
    .iter()
    .map(|row| -> Result<DocumentRow, sqlx::Error> {
        let id: String = row.try_get("id")?;
        Ok(DocumentRow {
            link: super::model::file_url(&id),
            file_id: id,
            purpose: row.try_get("purpose")?,
            content_type: row.try_get("content_type")?,
            size_bytes: row.try_get("size_bytes")?,
            created_at: row.try_get("created_at")?,
        })
    })
    .collect::<Result<Vec<_>, _>>()?
    .into_iter()
    .filter(|document| reader.sees(Group::of_file(&document.purpose)))
    .collect();
    let loans = if reader.sees(Group::Loans) {
        let loans: Vec<Loan> = store::of_user(&state.pool, &client_id)
            .await?
            .into_iter()
            .filter(|l| is_listed(l.status))
            .collect();
        Some(with_schedules(&state, &loans, &reader).await?)
    } else {
        None
    };
    let view = details_view(&client, saved.as_ref(), &reader);
    Ok(Json(ClientFileResponse {
        data: ClientFile {
            client: ClientProfile {
                id: client.id,
                first_name: client.first_name,
                last_name: client.last_name,
                email: client.email,
                phone_number: client.phone_number,
                mpesa_phone: client.mpesa_phone,
                active: client.active,
                created_at: client.created_at,
                details: view,
            },
            documents,
            loans,
            hidden: reader.hidden(),
        },
    }))
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CurrencyTotals {
    /// KES or TZS.
    pub currency: String,
    /// Lent out (the principal of every disbursed loan).
    #[schema(value_type = f64)]
    pub disbursed: Num,
    /// Repayments received.
    #[schema(value_type = f64)]
    pub collected: Num,
    /// Overdue today on active loans.
    #[schema(value_type = f64)]
    pub arrears: Num,
    /// Still owed on active loans.
    #[schema(value_type = f64)]
    pub outstanding: Num,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Overview {
    /// Loans by status (every status, zeros included).
    pub counts: BTreeMap<String, i64>,
    pub totals: Vec<CurrencyTotals>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct OverviewResponse {
    pub data: Overview,
}

/// Which loans an overview counts: every loan, or those of the clients a staff member registered.
struct Scope<'a>(Option<&'a str>);

impl Scope<'_> {
    /// `sql` with `{scope}` replaced by a condition on `column` (a loan's user id), and its value.
    fn query(&self, sql: &str, column: &str) -> (String, Option<String>) {
        match self.0 {
            None => (sql.replace("{scope}", "1 = 1"), None),
            Some(agent) => (
                sql.replace(
                    "{scope}",
                    &format!("{column} IN (SELECT id FROM users WHERE registered_by = $1)"),
                ),
                Some(agent.to_owned()),
            ),
        }
    }

    async fn rows(
        &self,
        state: &AppState,
        sql: &str,
        column: &str,
    ) -> AppResult<Vec<sqlx::any::AnyRow>> {
        let (sql, bind) = self.query(sql, column);
        let mut query = sqlx::query(&sql);
        if let Some(value) = bind {
            query = query.bind(value);
        }
        Ok(query.fetch_all(&state.pool).await?)
    }
}

/// Sums of `sql`'s (currency, amount) rows into `pick` of each currency's totals.
async fn add_sums(
    state: &AppState,
    scope: &Scope<'_>,
    (sql, column): (&str, &str),
    totals: &mut BTreeMap<String, [i64; 4]>,
    pick: usize,
) -> AppResult<()> {
    for row in scope.rows(state, sql, column).await? {
        let currency: String = row.try_get(0)?;
        let amount: i64 = row.try_get(1)?;
        totals.entry(currency).or_default()[pick] += amount;
    }
    Ok(())
}

/// What is overdue today on each active loan, by currency (core's `arrears_amount`).
pub async fn arrears_by_loan(state: &AppState) -> AppResult<Vec<(Loan, Vec<InstallmentRow>)>> {
    let loans = store::with_status(&state.pool, LoanStatus::Active).await?;
    let mut schedules = installments::of_active_loans(&state.pool).await?;
    Ok(loans
        .into_iter()
        .map(|loan| {
            let rows = schedules.remove(&loan.id).unwrap_or_default();
            (loan, rows)
        })
        .collect())
}

/// Counts by status and the money of each currency, over the loans of the clients the caller's role
/// sees.
#[utoipa::path(
    get,
    path = "/staff/overview",
    tag = "loans",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The overview", body = OverviewResponse),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a staff role", body = ErrorBody),
    )
)]
pub async fn staff_overview(
    State(state): State<AppState>,
    user: AuthUser,
) -> AppResult<Json<OverviewResponse>> {
    let sight = loans_sight(&user)?;
    let scope = Scope(sight.registered_by());
    let mut counts: BTreeMap<String, i64> = LoanStatus::ALL
        .iter()
        .map(|s| (s.as_str().to_owned(), 0))
        .collect();
    let by_status = "SELECT status, COUNT(*) FROM loans WHERE {scope} GROUP BY status";
    for row in scope.rows(&state, by_status, "user_id").await? {
        counts.insert(row.try_get(0)?, row.try_get(1)?);
    }
    let mut totals: BTreeMap<String, [i64; 4]> = BTreeMap::new();
    let sums = [
        (
            "SELECT currency, CAST(COALESCE(SUM(approved_amount_minor), 0) AS BIGINT) FROM loans \
             WHERE status IN ('active', 'closed', 'written_off') AND {scope} GROUP BY currency",
            "user_id",
        ),
        (
            "SELECT l.currency, CAST(COALESCE(SUM(r.amount_minor), 0) AS BIGINT) FROM loan_repayments r \
             JOIN loans l ON l.id = r.loan_id WHERE {scope} GROUP BY l.currency",
            "l.user_id",
        ),
        (
            "SELECT currency, CAST(COALESCE(SUM(balance_minor), 0) AS BIGINT) FROM loans \
             WHERE status = 'active' AND {scope} GROUP BY currency",
            "user_id",
        ),
    ];
    for (query, pick) in sums.into_iter().zip([0, 1, 3]) {
        add_sums(&state, &scope, query, &mut totals, pick).await?;
    }
    let seen: Option<HashSet<String>> = match sight.registered_by() {
        None => None,
        Some(agent) => Some(
            sqlx::query_scalar("SELECT id FROM users WHERE registered_by = $1")
                .bind(agent)
                .fetch_all(&state.pool)
                .await?
                .into_iter()
                .collect(),
        ),
    };
    let today = nairobi_today(state.now())?;
    let counted = |loan: &Loan| seen.as_ref().is_none_or(|ids| ids.contains(&loan.user_id));
    for (loan, rows) in arrears_by_loan(&state)
        .await?
        .into_iter()
        .filter(|(loan, _)| counted(loan))
    {
        let scheduled: Vec<_> = rows.iter().map(InstallmentRow::scheduled).collect();
        let overdue: Decimal = arrears_amount(&scheduled, today);
        totals.entry(loan.currency.clone()).or_default()[2] += minor(overdue)?;
    }
    Ok(Json(OverviewResponse {
        data: Overview {
            counts,
            totals: totals
                .into_iter()
                .map(
                    |(currency, [disbursed, collected, arrears, outstanding])| CurrencyTotals {
                        currency,
                        disbursed: Num(from_minor(disbursed)),
                        collected: Num(from_minor(collected)),
                        arrears: Num(from_minor(arrears)),
                        outstanding: Num(from_minor(outstanding)),
                    },
                )
                .collect(),
        },
    }))
}
