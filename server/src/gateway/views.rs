//! The gateway's read results: each record with the fields of spec 002 section 3.1 (core's JSON) and
//! the names it points at (types of sale and expense, categories, measurements, main products,
//! variants), and for a product variant its stock from core's `stock_level`.

use std::collections::HashMap;

use portal_core::bookkeeping::lookups::LookupList;
use portal_core::bookkeeping::records::ProductVariant;
use portal_core::bookkeeping::records::{ExpenseNature, SaleNature};
use portal_core::bookkeeping::stock::{stock_level, StockLevel};
use portal_core::bookkeeping::wire::decimal_to_wire;
use portal_core::bookkeeping::{Entity, Record};
use portal_core::language::Language;
use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;
use serde_json::{Map, Value};
use sqlx::AnyPool;

use super::resource::Resource;
use super::store;
use crate::error::AppResult;

/// What a read asks for.
#[derive(Debug, Clone, Default)]
pub struct Filter<'a> {
    pub main_product_id: Option<&'a str>,
    pub main_service_id: Option<&'a str>,
    /// Only this record (the answer of a create or an update).
    pub id: Option<&'a str>,
}

/// A lookup list as `[{id, name}]`.
pub async fn lookup(pool: &AnyPool, list: LookupList, language: Language) -> AppResult<Vec<Value>> {
    Ok(store::lookup(pool, list, language)
        .await?
        .into_iter()
        .map(|(id, name)| serde_json::json!({ "id": id, "name": name }))
        .collect())
}

/// The records of `resource` kept by the business, as the gateway shows them.
pub async fn read(
    pool: &AnyPool,
    business_id: &str,
    resource: Resource,
    filter: &Filter<'_>,
    language: Language,
) -> AppResult<Vec<Value>> {
    let Some(entity) = resource.entity() else {
        return Ok(Vec::new());
    };
    let mut entities = vec![entity];
    entities.extend(joined_entities(resource));
    let all = store::records(pool, business_id, &entities).await?;
    let names = Names::of(&all);
    let lookups = Lookups::load(pool, joined_lists(resource), language).await?;
    let wanted = |record: &&Record| filter.id.is_none_or(|id| record.id() == id);
    let mut out = Vec::new();
    for record in all.iter().filter(wanted) {
        let mut view = fields(record);
        match (resource, record) {
            (Resource::Product, Record::Product(r)) | (Resource::Service, Record::Service(r)) => {
                let category = lookups.get(LookupList::ProductCategory, &r.category_id);
                view.insert("categoryName".into(), category);
                let measurement = lookups.get(LookupList::Measurement, &r.measurement_id);
                view.insert("measurement".into(), measurement);
            }
            (Resource::ProductVariant, Record::ProductVariant(r)) => {
                if filter
                    .main_product_id
                    .is_some_and(|id| id != r.main_product_id)
                {
                    continue;
                }
                view.insert("mainProduct".into(), names.get(&r.main_product_id));
                let level = stock_of(r, &all);
                view.insert("quantityStocked".into(), number(level.stocked));
                view.insert("quantitySold".into(), number(level.sold));
                view.insert("endingQuantity".into(), number(level.remaining));
            }
            (Resource::ServiceVariant, Record::ServiceVariant(r)) => {
                if filter
                    .main_service_id
                    .is_some_and(|id| id != r.main_service_id)
                {
                    continue;
                }
                let main = names.get(&r.main_service_id);
                view.insert("mainProduct".into(), main.clone());
                view.insert("mainService".into(), main);
            }
            (Resource::Sale(nature), Record::Sale(r)) if r.nature == nature.name() => {
                view.remove("variantId");
                let (id_field, name_field) = match nature {
                    SaleNature::Product => ("productVariantId", "productVariantName"),
                    SaleNature::Service => ("serviceVariantId", "serviceVariantName"),
                };
                view.insert(id_field.into(), Value::String(r.variant_id.clone()));
                view.insert(name_field.into(), names.get(&r.variant_id));
                let kind = lookups.get(LookupList::SaleType, &r.type_of_sale);
                view.insert("typeOfSaleName".into(), kind);
            }
            (Resource::Expense(nature), Record::Expense(r)) if r.nature == nature.name() => {
                let kind = lookups.get(LookupList::ExpenseType, &r.type_of_expense);
                view.insert("typeOfExpenseName".into(), kind);
                if nature == ExpenseNature::Cog {
                    let variant = names.get(&r.product_variant_id);
                    view.insert("productVariantName".into(), variant);
                }
            }
            (Resource::Investment, Record::Investment(r)) => {
                let kind = lookups.get(LookupList::InvestmentType, &r.type_of_investment);
                view.insert("typeOfInvestmentName".into(), kind);
            }
            (Resource::Inventory, Record::Inventory(r)) => {
                view.insert("productVariant".into(), names.get(&r.product_variant_id));
            }
            _ => continue,
        }
        out.push(Value::Object(view));
    }
    Ok(out)
}

/// The lookup lists a resource's view names.
fn joined_lists(resource: Resource) -> &'static [LookupList] {
    match resource {
        Resource::Product | Resource::Service => {
            &[LookupList::ProductCategory, LookupList::Measurement]
        }
        Resource::Sale(_) => &[LookupList::SaleType],
        Resource::Expense(_) => &[LookupList::ExpenseType],
        Resource::Investment => &[LookupList::InvestmentType],
        _ => &[],
    }
}

/// The names of lookup entries in the caller's language, from the lookup table.
struct Lookups(HashMap<(LookupList, String), String>);

impl Lookups {
    async fn load(pool: &AnyPool, lists: &[LookupList], language: Language) -> AppResult<Lookups> {
        let mut names = HashMap::new();
        for list in lists {
            for (id, name) in store::lookup(pool, *list, language).await? {
                names.insert((*list, id), name);
            }
        }
        Ok(Lookups(names))
    }

    fn get(&self, list: LookupList, id: &str) -> Value {
        self.0
            .get(&(list, id.to_owned()))
            .cloned()
            .map_or(Value::Null, Value::String)
    }
}

/// A product variant's stock: its starting quantity, plus what was stocked, minus what was sold.
fn stock_of(variant: &ProductVariant, all: &[Record]) -> StockLevel {
    let sold = all.iter().filter_map(|r| match r {
        Record::Sale(s) if s.nature == SaleNature::Product.name() && s.variant_id == variant.id => {
            s.quantity
        }
        _ => None,
    });
    let stocked = all.iter().filter_map(|r| match r {
        Record::Inventory(i) if i.product_variant_id == variant.id => i.stocked,
        _ => None,
    });
    stock_level(variant.starting_quantity.unwrap_or_default(), stocked, sold)
}

/// The records a resource's view joins.
fn joined_entities(resource: Resource) -> Vec<Entity> {
    match resource {
        Resource::ProductVariant => vec![Entity::Product, Entity::Sale, Entity::Inventory],
        Resource::ServiceVariant => vec![Entity::Service],
        Resource::Sale(SaleNature::Product) => vec![Entity::ProductVariant],
        Resource::Sale(SaleNature::Service) => vec![Entity::ServiceVariant],
        Resource::Expense(ExpenseNature::Cog) | Resource::Inventory => {
            vec![Entity::ProductVariant]
        }
        _ => vec![],
    }
}

/// Names of products, services and their variants by id.
struct Names(HashMap<String, String>);

impl Names {
    fn of(records: &[Record]) -> Names {
        let name = |r: &Record| match r {
            Record::Product(i) | Record::Service(i) => Some(i.name.clone()),
            Record::ProductVariant(v) => Some(v.name.clone()),
            Record::ServiceVariant(v) => Some(v.name.clone()),
            _ => None,
        };
        Names(
            records
                .iter()
                .filter_map(|r| Some((r.id().to_owned(), name(r)?)))
                .collect(),
        )
    }

    /// The name, or null for an id that names nothing (a blank one).
    fn get(&self, id: &str) -> Value {
        self.0.get(id).cloned().map_or(Value::Null, Value::String)
    }
}

/// The record's own fields: core's JSON (whole numbers written as integers).
fn fields(record: &Record) -> Map<String, Value> {
    match record.to_value() {
        Value::Object(map) => map,
        _ => Map::new(),
    }
}

/// A decimal as a JSON number, an integer when whole (as core writes a record's numbers).
pub fn number(value: Decimal) -> Value {
    match value.fract().is_zero().then(|| value.to_i64()).flatten() {
        Some(whole) => Value::from(whole),
        None => Value::from(decimal_to_wire(value)),
    }
}
