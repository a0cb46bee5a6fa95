//! Creating and updating records through the gateway: the body mapped onto a core record (over the
//! saved one on an update), then written by the shared record store, which runs core's checks.

use portal_core::bookkeeping::messages::{
    MISSING_INFORMATION, RECORD_ADDED, RECORD_NOT_FOUND, RECORD_UPDATED,
};
use serde_json::{Map, Value};

use super::fields::Fields;
use super::mapping;
use super::model::GatewayAnswer;
use super::resource::{Action, Resource, LOOKUPS_READ_ONLY, READ_WITH_GET};
use super::store;
use super::views::{self, Filter};
use crate::bookkeeping::access::Caller;
use crate::bookkeeping::business;
use crate::bookkeeping::records::apply_records;
use crate::error::{AppError, AppResult};
use crate::ids::new_id;
use crate::state::AppState;

fn sent_id(fields: &Fields, key: &str) -> AppResult<Option<String>> {
    Ok(fields
        .text(key)?
        .map(|id| id.trim().to_owned())
        .filter(|id| !id.is_empty()))
}

pub async fn create_or_update(
    state: &AppState,
    caller: &Caller,
    resource: Resource,
    action: Action,
    body: &Map<String, Value>,
) -> AppResult<GatewayAnswer> {
    let entity = resource
        .entity()
        .ok_or_else(|| AppError::bad_request(LOOKUPS_READ_ONLY))?;
    let fields = Fields(body);
    let now = state.now();
    let (business, message, saved_id) = match action {
        Action::Read => return Err(AppError::bad_request(READ_WITH_GET)),
        Action::Create => {
            let business_id = sent_id(&fields, "businessId")?
                .ok_or_else(|| AppError::bad_request(MISSING_INFORMATION))?;
            let business = caller.books_to_change(&business_id)?.clone();
            (business, RECORD_ADDED, None)
        }
        Action::Update => {
            let id = sent_id(&fields, "id")?
                .ok_or_else(|| AppError::bad_request(MISSING_INFORMATION))?;
            let not_found = || AppError::NotFound(RECORD_NOT_FOUND.to_owned());
            let saved = store::record(&state.pool, &id)
                .await?
                .ok_or_else(not_found)?;
            // A record of a business the caller may not even read is answered as a missing one.
            let readable = match business::find_by_id(&state.pool, saved.business_id()).await? {
                Some(found) => caller.may_see(state, &found).await?,
                None => false,
            };
            if !readable {
                return Err(not_found());
            }
            let business = caller.books_to_change(saved.business_id())?.clone();
            (business, RECORD_UPDATED, Some(id))
        }
    };

    let mut tx = state.begin().await?;
    let mut record = match &saved_id {
        None => mapping::blank(resource, new_id(now), business.id.clone(), now)
            .ok_or_else(|| AppError::bad_request(LOOKUPS_READ_ONLY))?,
        Some(id) => {
            // Read again once this business's writers wait for us (the record store's lock), so
            // a field another writer changed meanwhile is not put back.
            sqlx::query("UPDATE businesses SET change_seq = change_seq WHERE id = $1")
                .bind(&business.id)
                .execute(&mut *tx)
                .await?;
            store::record(&mut *tx, id)
                .await?
                .filter(|saved| saved.entity() == entity)
                .ok_or_else(|| AppError::NotFound(RECORD_NOT_FOUND.to_owned()))?
        }
    };
    mapping::apply(resource, &mut record, &fields, now)?;
    let id = record.id().to_owned();
    let outcome = apply_records(&mut tx, &business, &caller.user.id, vec![record], now)
        .await?
        .pop()
        .unwrap_or_else(|| Err(MISSING_INFORMATION.to_owned()));
    if let Err(message) = outcome {
        tx.rollback().await?;
        return Err(AppError::BadRequest(message));
    }
    tx.commit().await?;

    let filter = Filter {
        id: Some(&id),
        ..Filter::default()
    };
    let data = views::read(
        &state.pool,
        &business.id,
        resource,
        &filter,
        caller.user.language,
    )
    .await?;
    Ok(GatewayAnswer::ok(message, data))
}
