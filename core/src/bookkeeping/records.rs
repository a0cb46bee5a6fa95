//! The bookkeeping records (spec 002 section 3.1) as they are kept on the phone, pushed and pulled by
//! sync and stored by the server. Field names are the spec's; amounts and quantities are JSON numbers
//! (None when left blank), times epoch seconds. Names of lookups and main products are not copied
//! into a record: screens join them, so a renamed product shows its new name everywhere.

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use super::wire::{opt_decimal, opt_seconds};

/// The kinds of record; the names are the sync protocol's `entity`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Entity {
    Product,
    Service,
    ProductVariant,
    ServiceVariant,
    Sale,
    Expense,
    Investment,
    Inventory,
}

impl Entity {
    pub const ALL: [Entity; 8] = [
        Entity::Product,
        Entity::Service,
        Entity::ProductVariant,
        Entity::ServiceVariant,
        Entity::Sale,
        Entity::Expense,
        Entity::Investment,
        Entity::Inventory,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Entity::Product => "product",
            Entity::Service => "service",
            Entity::ProductVariant => "productVariant",
            Entity::ServiceVariant => "serviceVariant",
            Entity::Sale => "sale",
            Entity::Expense => "expense",
            Entity::Investment => "investment",
            Entity::Inventory => "inventory",
        }
    }

    pub fn parse(name: &str) -> Option<Entity> {
        Entity::ALL.into_iter().find(|e| e.name() == name)
    }
}

/// Product (Product, Service): a sale of a product variant or of a service variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SaleNature {
    Product,
    Service,
}

impl SaleNature {
    pub fn parse(text: &str) -> Option<SaleNature> {
        match text {
            "Product" => Some(SaleNature::Product),
            "Service" => Some(SaleNature::Service),
            _ => None,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            SaleNature::Product => "Product",
            SaleNature::Service => "Service",
        }
    }
}

/// The spec's expense natures: cost of goods, capital and operating expense.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExpenseNature {
    Cog,
    CapEx,
    OpEx,
}

impl ExpenseNature {
    pub fn parse(text: &str) -> Option<ExpenseNature> {
        match text {
            "COG" => Some(ExpenseNature::Cog),
            "CapEx" => Some(ExpenseNature::CapEx),
            "OpEx" => Some(ExpenseNature::OpEx),
            _ => None,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            ExpenseNature::Cog => "COG",
            ExpenseNature::CapEx => "CapEx",
            ExpenseNature::OpEx => "OpEx",
        }
    }
    /// The gateway resource an expense of this nature is kept under (spec 002 section 3.1).
    pub fn resource(self) -> &'static str {
        match self {
            ExpenseNature::Cog => "entrepreneurCostOfGoods",
            ExpenseNature::CapEx => "entrepreneurCapitalExpense",
            ExpenseNature::OpEx => "entrepreneurOverheadExpense",
        }
    }
}

/// A product or a service: what the business sells, in variants.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Item {
    pub id: String,
    pub business_id: String,
    pub name: String,
    pub category_id: String,
    pub measurement_id: String,
    #[serde(with = "opt_decimal")]
    pub price: Option<Decimal>,
    /// The price a provider (supplier) sets, when the entrepreneur records one.
    #[serde(with = "opt_decimal")]
    pub provider_price: Option<Decimal>,
    /// Active or Inactive.
    pub status: String,
    pub last_edited: i64,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ProductVariant {
    pub id: String,
    pub business_id: String,
    pub name: String,
    pub main_product_id: String,
    #[serde(with = "opt_decimal")]
    pub unit_price: Option<Decimal>,
    #[serde(with = "opt_decimal")]
    pub starting_quantity: Option<Decimal>,
    pub date_added: i64,
    pub last_edited: i64,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ServiceVariant {
    pub id: String,
    pub business_id: String,
    pub name: String,
    pub main_service_id: String,
    #[serde(with = "opt_decimal")]
    pub unit_price: Option<Decimal>,
    pub date_added: i64,
    pub last_edited: i64,
}

/// A product sale or a service sale (`nature`), of one variant.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Sale {
    pub id: String,
    pub business_id: String,
    /// Product or Service.
    pub nature: String,
    /// The product variant or the service variant sold.
    pub variant_id: String,
    #[serde(with = "opt_decimal")]
    pub quantity: Option<Decimal>,
    #[serde(with = "opt_decimal")]
    pub revenue: Option<Decimal>,
    #[serde(with = "opt_seconds")]
    pub date_sold: Option<i64>,
    pub type_of_sale: String,
    pub client_phone: String,
    pub date_added: i64,
    pub last_edited: i64,
}

/// A cost-of-goods, capital or operating expense (`nature`).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Expense {
    pub id: String,
    pub business_id: String,
    /// COG, CapEx or OpEx.
    pub nature: String,
    pub name: String,
    #[serde(with = "opt_decimal")]
    pub amount_spent: Option<Decimal>,
    #[serde(with = "opt_seconds")]
    pub transaction_date: Option<i64>,
    pub type_of_expense: String,
    pub supplier_phone: String,
    /// Cost of goods only: the product variant bought.
    pub product_variant_id: String,
    /// Capital expense only: whole years.
    #[serde(with = "opt_decimal")]
    pub lifespan_in_years: Option<Decimal>,
    pub date_added: i64,
    pub last_edited: i64,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Investment {
    pub id: String,
    pub business_id: String,
    pub investment_narration: String,
    pub type_of_investment: String,
    #[serde(with = "opt_decimal")]
    pub investment_amount: Option<Decimal>,
    #[serde(with = "opt_seconds")]
    pub investment_date: Option<i64>,
    pub date_added: i64,
    pub last_edited: i64,
}

/// Stock added to a product variant: an event, never a level (levels are computed, see `stock`).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Inventory {
    pub id: String,
    pub business_id: String,
    pub product_variant_id: String,
    #[serde(with = "opt_decimal")]
    pub stocked: Option<Decimal>,
    /// What the stock cost.
    #[serde(with = "opt_decimal")]
    pub stock_value: Option<Decimal>,
    #[serde(with = "opt_seconds")]
    pub date_stocked: Option<i64>,
    pub date_added: i64,
    pub last_edited: i64,
}

/// One record of any kind.
#[derive(Debug, Clone, PartialEq)]
pub enum Record {
    Product(Item),
    Service(Item),
    ProductVariant(ProductVariant),
    ServiceVariant(ServiceVariant),
    Sale(Sale),
    Expense(Expense),
    Investment(Investment),
    Inventory(Inventory),
}

impl Record {
    /// Reads a record of `entity` from its JSON; the error names what could not be read.
    pub fn from_json(entity: Entity, json: &str) -> Result<Record, String> {
        fn read<T: serde::de::DeserializeOwned>(json: &str) -> Result<T, String> {
            serde_json::from_str(json).map_err(|e| format!("This record could not be read: {e}"))
        }
        Ok(match entity {
            Entity::Product => Record::Product(read(json)?),
            Entity::Service => Record::Service(read(json)?),
            Entity::ProductVariant => Record::ProductVariant(read(json)?),
            Entity::ServiceVariant => Record::ServiceVariant(read(json)?),
            Entity::Sale => Record::Sale(read(json)?),
            Entity::Expense => Record::Expense(read(json)?),
            Entity::Investment => Record::Investment(read(json)?),
            Entity::Inventory => Record::Inventory(read(json)?),
        })
    }

    /// Reads a record from an already parsed JSON value.
    pub fn from_value(entity: Entity, value: serde_json::Value) -> Result<Record, String> {
        fn read<T: serde::de::DeserializeOwned>(value: serde_json::Value) -> Result<T, String> {
            serde_json::from_value(value).map_err(|e| format!("This record could not be read: {e}"))
        }
        Ok(match entity {
            Entity::Product => Record::Product(read(value)?),
            Entity::Service => Record::Service(read(value)?),
            Entity::ProductVariant => Record::ProductVariant(read(value)?),
            Entity::ServiceVariant => Record::ServiceVariant(read(value)?),
            Entity::Sale => Record::Sale(read(value)?),
            Entity::Expense => Record::Expense(read(value)?),
            Entity::Investment => Record::Investment(read(value)?),
            Entity::Inventory => Record::Inventory(read(value)?),
        })
    }

    pub fn to_value(&self) -> serde_json::Value {
        let value = match self {
            Record::Product(r) | Record::Service(r) => serde_json::to_value(r),
            Record::ProductVariant(r) => serde_json::to_value(r),
            Record::ServiceVariant(r) => serde_json::to_value(r),
            Record::Sale(r) => serde_json::to_value(r),
            Record::Expense(r) => serde_json::to_value(r),
            Record::Investment(r) => serde_json::to_value(r),
            Record::Inventory(r) => serde_json::to_value(r),
        };
        value.unwrap_or(serde_json::Value::Null)
    }

    pub fn entity(&self) -> Entity {
        match self {
            Record::Product(_) => Entity::Product,
            Record::Service(_) => Entity::Service,
            Record::ProductVariant(_) => Entity::ProductVariant,
            Record::ServiceVariant(_) => Entity::ServiceVariant,
            Record::Sale(_) => Entity::Sale,
            Record::Expense(_) => Entity::Expense,
            Record::Investment(_) => Entity::Investment,
            Record::Inventory(_) => Entity::Inventory,
        }
    }

    pub fn id(&self) -> &str {
        match self {
            Record::Product(r) | Record::Service(r) => &r.id,
            Record::ProductVariant(r) => &r.id,
            Record::ServiceVariant(r) => &r.id,
            Record::Sale(r) => &r.id,
            Record::Expense(r) => &r.id,
            Record::Investment(r) => &r.id,
            Record::Inventory(r) => &r.id,
        }
    }

    pub fn business_id(&self) -> &str {
        match self {
            Record::Product(r) | Record::Service(r) => &r.business_id,
            Record::ProductVariant(r) => &r.business_id,
            Record::ServiceVariant(r) => &r.business_id,
            Record::Sale(r) => &r.business_id,
            Record::Expense(r) => &r.business_id,
            Record::Investment(r) => &r.business_id,
            Record::Inventory(r) => &r.business_id,
        }
    }

    /// The record's date in the cashflow (sold, spent, invested, stocked), if it has one.
    pub fn date(&self) -> Option<i64> {
        match self {
            Record::Sale(r) => r.date_sold,
            Record::Expense(r) => r.transaction_date,
            Record::Investment(r) => r.investment_date,
            Record::Inventory(r) => r.date_stocked,
            _ => None,
        }
    }

    /// The other records this one points at, each as (entity, id): a variant's main product, a
    /// sale's variant, a cost of goods' or a stocking's product variant.
    pub fn references(&self) -> Vec<(Entity, &str)> {
        match self {
            Record::ProductVariant(r) => vec![(Entity::Product, r.main_product_id.as_str())],
            Record::ServiceVariant(r) => vec![(Entity::Service, r.main_service_id.as_str())],
            Record::Sale(r) => match SaleNature::parse(&r.nature) {
                Some(SaleNature::Product) => vec![(Entity::ProductVariant, r.variant_id.as_str())],
                Some(SaleNature::Service) => vec![(Entity::ServiceVariant, r.variant_id.as_str())],
                None => vec![],
            },
            Record::Expense(r) if !r.product_variant_id.is_empty() => {
                vec![(Entity::ProductVariant, r.product_variant_id.as_str())]
            }
            Record::Inventory(r) => vec![(Entity::ProductVariant, r.product_variant_id.as_str())],
            _ => vec![],
        }
    }

    /// Trims the text a person typed (names, phones) and drops fields that do not belong to the
    /// record's nature (a lifespan on an operating expense), so every device stores the same record.
    pub fn tidy(&mut self) {
        fn trim(s: &mut String) {
            let t = s.trim();
            if t.len() != s.len() {
                *s = t.to_owned();
            }
        }
        match self {
            Record::Product(r) | Record::Service(r) => {
                trim(&mut r.name);
                if r.status.trim().is_empty() {
                    r.status = super::validate::STATUS_ACTIVE.to_owned();
                }
            }
            Record::ProductVariant(r) => trim(&mut r.name),
            Record::ServiceVariant(r) => trim(&mut r.name),
            Record::Sale(r) => trim(&mut r.client_phone),
            Record::Expense(r) => {
                trim(&mut r.name);
                trim(&mut r.supplier_phone);
                match ExpenseNature::parse(&r.nature) {
                    Some(ExpenseNature::Cog) => r.lifespan_in_years = None,
                    Some(ExpenseNature::CapEx) => r.product_variant_id.clear(),
                    Some(ExpenseNature::OpEx) => {
                        r.lifespan_in_years = None;
                        r.product_variant_id.clear();
                    }
                    None => {}
                }
            }
            Record::Investment(r) => trim(&mut r.investment_narration),
            Record::Inventory(_) => {}
        }
    }
}
