//! The portfolio: made once, the first time demo data starts on a database (its first client's
//! account is the mark), in one transaction for the clients and their loans and one for the
//! showcase's books.

use portal_core::roles::Role;
use sqlx::Row;

use super::accounts::ACCOUNTS;
use super::funds::FUNDS;
use super::loans::{self, actor, Borrower, Staff};
use super::people::{in_tanzania, Story, PORTFOLIO, SHOWCASE};
use super::random::Sequence;
use super::{bookkeeping, clients};
use crate::bookkeeping::business;
use crate::error::{AppError, AppResult};
use crate::funds::store::{self as funds, Fund};
use crate::state::AppState;
use crate::users::model::User;
use crate::users::store as users;

async fn role_account(state: &AppState, role: Role) -> AppResult<User> {
    let email = ACCOUNTS
        .iter()
        .find(|a| a.role == role)
        .map(|a| a.email)
        .ok_or_else(|| AppError::internal("no demo account for a role"))?;
    users::find_by_email(&state.pool, email)
        .await?
        .ok_or_else(|| AppError::internal(format!("demo account {email} missing")))
}

/// The fund each client borrows from: the Tanzanian fund in Tanzania, else the Kenyan ones in turn.
fn fund_of(funds: &[Fund], index: usize, tanzania: bool) -> &Fund {
    let kenyan = [1, 0, 3];
    let at = if tanzania { 2 } else { kenyan[index % 3] };
    &funds[at]
}

pub async fn seed(state: &AppState, now: i64) -> AppResult<()> {
    if users::find_by_email(&state.pool, &PORTFOLIO[0].email())
        .await?
        .is_none()
    {
        match make(state, now).await {
            // Another server process starting at the same moment made it first.
            Err(AppError::Database(error)) if users::is_unique_violation(&error) => {}
            other => other?,
        }
    }
    books(state, now).await
}

async fn make(state: &AppState, now: i64) -> AppResult<()> {
    // Every portfolio account takes the demo password: the role accounts' hash, hashed once.
    let hash = role_account(state, Role::Client).await?.password_hash;
    let agent = role_account(state, Role::Sales).await?;
    let staff = Staff {
        processor: actor(
            &role_account(state, Role::Processor).await?.id,
            Role::Processor,
        ),
        authorizer: actor(
            &role_account(state, Role::Authorizer).await?.id,
            Role::Authorizer,
        ),
        super_admin: actor(&role_account(state, Role::Super).await?.id, Role::Super),
    };
    let mut fund_rows = Vec::new();
    for demo in &FUNDS {
        fund_rows.push(
            funds::find(&state.pool, demo.id)
                .await?
                .ok_or_else(|| AppError::internal("demo fund missing"))?,
        );
    }

    let mut tx = state.begin().await?;
    let ids = clients::insert_all(&mut tx, &hash, &agent.id, now).await?;
    let mut random = Sequence::new(0x10A5_2026);
    for (index, (person, id)) in PORTFOLIO.iter().zip(&ids).enumerate() {
        let who = Borrower {
            id,
            person,
            phone: person.phone(index),
            national_id: clients::national_id(index),
            fund: fund_of(&fund_rows, index, in_tanzania(person.hub)),
        };
        let mut first_time = true;
        for story in person.loans {
            loans::tell(&mut tx, &who, *story, first_time, &staff, &mut random, now).await?;
            first_time &= !matches!(
                story,
                Story::Active { .. } | Story::Closed { .. } | Story::WrittenOff
            );
        }
    }
    tx.commit().await?;
    Ok(())
}

/// The showcase's year of books, unless its business holds records already.
async fn books(state: &AppState, now: i64) -> AppResult<()> {
    let Some(owner) = users::find_by_email(&state.pool, &PORTFOLIO[SHOWCASE].email()).await? else {
        return Ok(());
    };
    let Some(business) = business::ensure_for(&state.pool, &owner, now).await? else {
        return Ok(());
    };
    let held: i64 = sqlx::query("SELECT COUNT(*) FROM bk_records WHERE business_id = $1")
        .bind(&business.id)
        .fetch_one(&state.pool)
        .await?
        .try_get(0)?;
    if held > 0 {
        return Ok(());
    }
    let mut tx = state.begin().await?;
    bookkeeping::seed(&mut tx, &business, &owner.id, now).await?;
    tx.commit().await?;
    Ok(())
}
