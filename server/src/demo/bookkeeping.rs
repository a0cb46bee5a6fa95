//! A year of DigiKua books for the showcase entrepreneur: products and a service with their
//! variants, stock bought every fortnight, sales most days, monthly running costs, two capital
//! purchases and the money put in, dated across the last twelve months (Nairobi days). Written by
//! the bookkeeping store (`apply_records`), which checks each record with core as a sync would.

use chrono::{Days, NaiveDate};
use portal_core::bookkeeping::{Entity, Record};
use serde_json::{json, Value};
use sqlx::{Any, Transaction};

use super::random::Sequence;
use crate::bookkeeping::business::Business;
use crate::bookkeeping::records::apply_records;
use crate::clock::nairobi_today;
use crate::error::{AppError, AppResult};
use crate::ids::new_id;

/// (name, category, measurement, [(variant, unit price in shillings, starting quantity)]).
type Product = (
    &'static str,
    &'static str,
    &'static str,
    &'static [(&'static str, i64, i64)],
);

const PRODUCTS: [Product; 3] = [
    (
        "Unga wa mahindi",
        "food",
        "packet",
        &[("2 kg packet", 190, 40), ("1 kg packet", 100, 30)],
    ),
    ("Sukuma wiki", "farm", "bunch", &[("Bunch", 30, 50)]),
    (
        "Mafuta ya kupikia",
        "food",
        "litre",
        &[("1 litre", 320, 20), ("500 ml", 170, 20)],
    ),
];
const SERVICE: (&str, &str, &str, &[(&str, i64)]) = (
    "Home delivery",
    "transport",
    "job",
    &[("Within the estate", 50), ("Across town", 150)],
);

/// Monthly running costs: (name, expense type, shillings).
const RUNNING_COSTS: [(&str, &str, i64); 4] = [
    ("Stall rent", "rent", 4_500),
    ("Electricity tokens", "utilities", 900),
    ("Airtime and bundles", "airtime", 500),
    ("Helper's wages", "wages", 6_000),
];

/// 09:00 in Nairobi on `day`, plus `minutes`.
fn at(day: NaiveDate, minutes: i64) -> i64 {
    day.and_hms_opt(6, 0, 0)
        .map_or(0, |t| t.and_utc().timestamp())
        + minutes * 60
}

struct Books<'a> {
    business: &'a str,
    records: Vec<Record>,
    random: Sequence,
}

impl Books<'_> {
    fn add(&mut self, entity: Entity, when: i64, mut value: Value) -> AppResult<String> {
        let id = new_id(when);
        value["id"] = json!(id);
        value["businessId"] = json!(self.business);
        let record = Record::from_value(entity, value)
            .map_err(|e| AppError::internal(format!("demo {}: {e}", entity.name())))?;
        self.records.push(record);
        Ok(id)
    }

    fn phone(&mut self) -> String {
        format!("07{:08}", self.random.between(10_000_000, 99_999_999))
    }
}

/// The showcase's books, unless the business holds records already. Returns how many were written.
pub async fn seed(
    tx: &mut Transaction<'static, Any>,
    business: &Business,
    owner_id: &str,
    now: i64,
) -> AppResult<usize> {
    let today = nairobi_today(now)?;
    let start = today
        .checked_sub_days(Days::new(364))
        .ok_or_else(|| AppError::internal("demo books: the clock is out of range"))?;
    let mut books = Books {
        business: &business.id,
        records: Vec::new(),
        random: Sequence::new(0xD161_C0A5),
    };
    let opened = at(start, 0);
    books.add(Entity::Investment, opened, json!({
        "investmentNarration": "Own savings to open the stall", "typeOfInvestment": "savings",
        "investmentAmount": 25_000, "investmentDate": opened, "dateAdded": opened, "lastEdited": opened,
    }))?;
    let mut variants: Vec<(String, i64)> = Vec::new();
    for (name, category, measure, kinds) in PRODUCTS {
        let product = books.add(
            Entity::Product,
            opened,
            json!({
                "name": name, "categoryId": category, "measurementId": measure, "price": kinds[0].1,
                "providerPrice": null, "status": "Active", "lastEdited": opened,
            }),
        )?;
        for (variant, price, starting) in kinds {
            let id = books.add(
                Entity::ProductVariant,
                opened,
                json!({
                    "name": variant, "mainProductId": product, "unitPrice": price,
                    "startingQuantity": starting, "dateAdded": opened, "lastEdited": opened,
                }),
            )?;
            variants.push((id, *price));
        }
    }
    let (name, category, measure, kinds) = SERVICE;
    let service = books.add(
        Entity::Service,
        opened,
        json!({
            "name": name, "categoryId": category, "measurementId": measure, "price": kinds[0].1,
            "status": "Active", "lastEdited": opened,
        }),
    )?;
    let mut services: Vec<(String, i64)> = Vec::new();
    for (variant, price) in kinds {
        let id = books.add(
            Entity::ServiceVariant,
            opened,
            json!({
                "name": variant, "mainServiceId": service, "unitPrice": price,
                "dateAdded": opened, "lastEdited": opened,
            }),
        )?;
        services.push((id, *price));
    }
    let fridge = at(start + Days::new(20), 120);
    books.add(Entity::Expense, fridge, json!({
        "nature": "CapEx", "name": "Display fridge", "amountSpent": 38_000, "transactionDate": fridge,
        "typeOfExpense": "equipment", "supplierPhone": "0722555101", "productVariantId": "",
        "lifespanInYears": 5, "dateAdded": fridge, "lastEdited": fridge,
    }))?;
    let shelves = at(start + Days::new(150), 90);
    books.add(Entity::Expense, shelves, json!({
        "nature": "CapEx", "name": "Shelves and a lockable counter", "amountSpent": 14_500,
        "transactionDate": shelves, "typeOfExpense": "premises", "supplierPhone": "0733600202",
        "productVariantId": "", "lifespanInYears": 8, "dateAdded": shelves, "lastEdited": shelves,
    }))?;
    let family = at(start + Days::new(140), 30);
    books.add(Entity::Investment, family, json!({
        "investmentNarration": "From my brother for the new shelves", "typeOfInvestment": "family",
        "investmentAmount": 10_000, "investmentDate": family, "dateAdded": family, "lastEdited": family,
    }))?;

    for offset in 0..365u64 {
        let Some(day) = start.checked_add_days(Days::new(offset)) else {
            break;
        };
        if day > today {
            break;
        }
        if offset % 14 == 3 {
            for (variant, price) in variants.clone() {
                let stocked = books.random.between(12, 22);
                let when = at(day, 30);
                let cost = stocked * price * 55 / 100;
                books.add(
                    Entity::Inventory,
                    when,
                    json!({
                        "productVariantId": variant, "stocked": stocked, "stockValue": cost,
                        "dateStocked": when, "dateAdded": when, "lastEdited": when,
                    }),
                )?;
                // What the restock cost, as the cost of goods sold (so the gross margin is real).
                let supplier = books.phone();
                books.add(Entity::Expense, when, json!({
                    "nature": "COG", "name": "Restock", "amountSpent": cost, "transactionDate": when,
                    "typeOfExpense": "stock", "supplierPhone": supplier, "productVariantId": variant,
                    "lifespanInYears": null, "dateAdded": when, "lastEdited": when,
                }))?;
            }
        }
        if offset % 30 == 5 {
            for (name, kind, shillings) in RUNNING_COSTS {
                let when = at(day, 60);
                let supplier = books.phone();
                books.add(Entity::Expense, when, json!({
                    "nature": "OpEx", "name": name, "amountSpent": shillings, "transactionDate": when,
                    "typeOfExpense": kind, "supplierPhone": supplier, "productVariantId": "",
                    "lifespanInYears": null, "dateAdded": when, "lastEdited": when,
                }))?;
            }
        }
        // Closed on Sundays; two or three sales on other days.
        if offset % 7 == 6 {
            continue;
        }
        for n in 0..books.random.between(2, 3) {
            let when = at(day, 60 + n * 150 + books.random.between(0, 90));
            let (nature, (variant, price)) = if books.random.between(0, 5) == 0 {
                ("Service", books.random.pick(&services).clone())
            } else {
                ("Product", books.random.pick(&variants).clone())
            };
            let quantity = books.random.between(1, 6);
            let kind = *books.random.pick(&["cash", "mpesa", "mpesa", "credit"]);
            let client = books.phone();
            books.add(Entity::Sale, when, json!({
                "nature": nature, "variantId": variant, "quantity": quantity, "revenue": quantity * price,
                "dateSold": when, "typeOfSale": kind, "clientPhone": client,
                "dateAdded": when, "lastEdited": when,
            }))?;
        }
    }
    let count = books.records.len();
    let outcomes = apply_records(tx, business, owner_id, books.records, now).await?;
    if let Some(Err(message)) = outcomes.iter().find(|o| o.is_err()) {
        return Err(AppError::internal(format!("demo books refused: {message}")));
    }
    Ok(count)
}
