//! `GET /staff/loans`: loans by status and search for the staff lists. Every staff role whose sight
//! includes loans may read them; clients may not.

use axum::extract::{Query, State};
use axum::Json;
use portal_core::loans::lifecycle::LoanStatus;
use serde::Deserialize;
use utoipa::IntoParams;

use crate::auth::{AuthUser, STAFF};
use crate::error::{AppError, AppResult, ErrorBody};
use crate::loans::handlers::with_schedules;
use crate::loans::model::LoansResponse;
use crate::loans::store::{self, Loan};
use crate::staff::visibility::{Group, Reader, Sight};
use crate::state::AppState;

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
pub(super) fn loans_sight(user: &AuthUser) -> AppResult<Sight> {
    user.require(&STAFF)?;
    Sight::of_auth(user)
        .filter(|sight| sight.sees(Group::Loans))
        .ok_or_else(AppError::no_access)
}
