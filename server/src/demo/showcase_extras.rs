//! The showcase entrepreneur's invest profile (ready for growth, showing her DigiKua year to
//! investors) and a few business documents (a quotation made an invoice, partly paid, whose payment
//! recorded its DigiKua sales), made once through the same rules and writes as the real calls, so the
//! investors' page and the documents area have something to show.

use portal_core::documents::checks::{DocumentDraft, ItemDraft, PaymentDraft};
use portal_core::documents::model::{DocumentKind, Party};
use portal_core::invest::profile::{check, Category, ProfileForm, Switch};
use portal_core::places::Country;
use portal_core::sync::Scope;
use portal_core::time::nairobi_day;
use sqlx::Row;

use super::people::{PORTFOLIO, SHOWCASE};
use crate::bookkeeping::business::{self, Business};
use crate::documents::payments::{self, Paying};
use crate::documents::variants;
use crate::documents::write::{self, Maker, NewDocument};
use crate::error::{AppError, AppResult};
use crate::ids::new_id;
use crate::invest::store as invest;
use crate::state::AppState;
use crate::sync::scopes::{lock_counter, set_counter};
use crate::users::store as users;

pub async fn seed(state: &AppState, now: i64) -> AppResult<()> {
    let Some(owner) = users::find_by_email(&state.pool, &PORTFOLIO[SHOWCASE].email()).await? else {
        return Ok(());
    };
    let Some(business) = business::ensure_for(&state.pool, &owner, now).await? else {
        return Ok(());
    };
    profile(state, &business, &owner.id, now).await?;
    documents(state, &business, &owner.id, now).await
}

async fn profile(state: &AppState, business: &Business, owner_id: &str, now: i64) -> AppResult<()> {
    if invest::find(&state.pool, &business.id).await?.is_some() {
        return Ok(());
    }
    let form = ProfileForm {
        name: "Kayole Household Shop".to_owned(),
        display_name: "Kayole Household Shop".to_owned(),
        category: Category::Id(1),
        phone: "0712000001".to_owned(),
        overview:
            "A household shop in a Nairobi estate: flour, cooking oil and fresh greens every \
                   day, with home delivery across the estate and town."
                .to_owned(),
        company_differentiation: "Open from 6 am to 10 pm, fair prices written on the wall, and \
                                  delivery within the hour."
            .to_owned(),
        year_plan5: "A second shop in the next estate and a small store to buy flour by the lorry."
            .to_owned(),
        investor_benefit: "A share of a steady, growing cash business with a year of records."
            .to_owned(),
        current_need: "KES 150,000 for a second fridge and stock for the new shop.".to_owned(),
        business_address: "Kayole, Nairobi".to_owned(),
        map_link: r#"{"lng":36.9137,"lat":-1.2766}"#.to_owned(),
        video_id: String::new(),
        enabled: Switch::Set(true),
        ready_for_growth: Switch::Set(true),
        show_performance: Switch::Set(true),
    };
    let checked = check(&form)
        .map_err(|problems| AppError::internal(format!("the demo invest profile: {problems:?}")))?;
    let mut tx = state.begin().await?;
    invest::insert(&mut tx, &business.id, &checked, owner_id, now).await?;
    tx.commit().await?;
    Ok(())
}

/// Two documents for a shop down the road, unless the business has some already.
async fn documents(
    state: &AppState,
    business: &Business,
    owner_id: &str,
    now: i64,
) -> AppResult<()> {
    let held: i64 = sqlx::query("SELECT COUNT(*) FROM documents WHERE business_id = $1")
        .bind(&business.id)
        .fetch_one(&state.pool)
        .await?
        .try_get(0)?;
    if held > 0 {
        return Ok(());
    }
    let mut tx = state.begin().await?;
    let found = variants::of_business(&mut tx, &business.id).await?;
    let (Some(flour), Some(delivery)) = (
        found
            .iter()
            .find(|v| v.unit_price.is_some() && v.name.contains("2 kg")),
        found
            .iter()
            .find(|v| v.name.contains("across") || v.name.contains("Across")),
    ) else {
        return Ok(());
    };
    let maker = Maker {
        business_id: &business.id,
        user_id: owner_id,
        country: Country::Kenya,
        now,
        ip: None,
    };
    let mut counter = lock_counter(&mut tx, Scope::Business, &business.id).await?;
    let draft = DocumentDraft {
        session_phone: "0712000001".to_owned(),
        client: Party {
            name: "Mama Njeri Hotel".to_owned(),
            phone: "0722000444".to_owned(),
            email: "orders@mamanjeri.example".to_owned(),
        },
        items: vec![
            ItemDraft {
                variant_id: flour.id.clone(),
                quantity: "20".to_owned(),
                total_amount: "3800".to_owned(),
            },
            ItemDraft {
                variant_id: delivery.id.clone(),
                quantity: "1".to_owned(),
                total_amount: "150".to_owned(),
            },
        ],
    };
    let quotation = NewDocument {
        id: new_id(now),
        kind: DocumentKind::Quotation,
        created_at: now - 3 * 86_400,
        draft: &draft,
        from_quotation: None,
    };
    let quotation = write::make(&mut tx, maker, quotation, &mut counter)
        .await?
        .map_err(|r| AppError::internal(format!("the demo quotation: {}", r.message)))?;
    let invoice = NewDocument {
        id: new_id(now),
        kind: DocumentKind::Invoice,
        created_at: now - 2 * 86_400,
        draft: &DocumentDraft::default(),
        from_quotation: Some(&quotation.id),
    };
    let invoice = write::make(&mut tx, maker, invoice, &mut counter)
        .await?
        .map_err(|r| AppError::internal(format!("the demo invoice: {}", r.message)))?;
    let (y, m, d) = nairobi_day(now - 86_400).unwrap_or((2026, 1, 1));
    let paying = Paying {
        id: new_id(now),
        draft: PaymentDraft {
            session_phone: "0712000001".to_owned(),
            invoice_id: invoice.id.clone(),
            amount_paid: "2000".to_owned(),
            date_paid: format!("{y:04}-{m:02}-{d:02}"),
        },
        method: "mpesa",
        record_sale: true,
        created_at: None,
    };
    payments::record(&mut tx, maker, paying, &mut counter)
        .await?
        .map_err(|message| AppError::internal(format!("the demo payment: {message}")))?;
    set_counter(&mut tx, Scope::Business, &business.id, counter).await?;
    tx.commit().await?;
    Ok(())
}
