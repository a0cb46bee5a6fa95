//! The bookkeeping records (spec 002 section 3.1) as they are kept on the phone, pushed and pulled by
//! sync and stored by the server. Field names are the spec's; amounts and quantities are JSON numbers
//! (None when left blank), times epoch seconds. Names of lookups and main products are not copied
//! into a record: screens join them, so a renamed product shows its new name everywhere.

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use super::fields::{self, record_fields, Declared, Fields};

fn unreadable(error: serde_json::Error) -> String {
    format!("This record could not be read: {error}")
}

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
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Item {
    pub id: String,
    pub business_id: String,
    pub name: String,
    pub category_id: String,
    pub measurement_id: String,
    pub price: Option<Decimal>,
    /// The price a provider (supplier) sets, when the entrepreneur records one.
    pub provider_price: Option<Decimal>,
    /// Active or Inactive.
    pub status: String,
    pub last_edited: i64,
}

record_fields!(Item {
    id: "id",
    business_id: "businessId",
    name: "name",
    category_id: "categoryId",
    measurement_id: "measurementId",
    price: "price",
    provider_price: "providerPrice",
    status: "status",
    last_edited: "lastEdited",
});

#[derive(Debug, Clone, PartialEq, Default)]
pub struct ProductVariant {
    pub id: String,
    pub business_id: String,
    pub name: String,
    pub main_product_id: String,
    pub unit_price: Option<Decimal>,
    pub starting_quantity: Option<Decimal>,
    pub date_added: i64,
    pub last_edited: i64,
}

record_fields!(ProductVariant {
    id: "id",
    business_id: "businessId",
    name: "name",
    main_product_id: "mainProductId",
    unit_price: "unitPrice",
    starting_quantity: "startingQuantity",
    date_added: "dateAdded",
    last_edited: "lastEdited",
});

#[derive(Debug, Clone, PartialEq, Default)]
pub struct ServiceVariant {
    pub id: String,
    pub business_id: String,
    pub name: String,
    pub main_service_id: String,
    pub unit_price: Option<Decimal>,
    pub date_added: i64,
    pub last_edited: i64,
}

record_fields!(ServiceVariant {
    id: "id",
    business_id: "businessId",
    name: "name",
    main_service_id: "mainServiceId",
    unit_price: "unitPrice",
    date_added: "dateAdded",
    last_edited: "lastEdited",
});

/// A product sale or a service sale (`nature`), of one variant.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Sale {
    pub id: String,
    pub business_id: String,
    /// Product or Service.
    pub nature: String,
    /// The product variant or the service variant sold.
    pub variant_id: String,
    pub quantity: Option<Decimal>,
    pub revenue: Option<Decimal>,
    pub date_sold: Option<i64>,
    pub type_of_sale: String,
    pub client_phone: String,
    pub date_added: i64,
    pub last_edited: i64,
}

record_fields!(Sale {
    id: "id",
    business_id: "businessId",
    nature: "nature",
    variant_id: "variantId",
    quantity: "quantity",
    revenue: "revenue",
    date_sold: "dateSold",
    type_of_sale: "typeOfSale",
    client_phone: "clientPhone",
    date_added: "dateAdded",
    last_edited: "lastEdited",
});

/// A cost-of-goods, capital or operating expense (`nature`).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Expense {
    pub id: String,
    pub business_id: String,
    /// COG, CapEx or OpEx.
    pub nature: String,
    pub name: String,
    pub amount_spent: Option<Decimal>,
    pub transaction_date: Option<i64>,
    pub type_of_expense: String,
    pub supplier_phone: String,
    /// Cost of goods only: the product variant bought.
    pub product_variant_id: String,
    /// Capital expense only: whole years.
    pub lifespan_in_years: Option<Decimal>,
    pub date_added: i64,
    pub last_edited: i64,
}

record_fields!(Expense {
    id: "id",
    business_id: "businessId",
    nature: "nature",
    name: "name",
    amount_spent: "amountSpent",
    transaction_date: "transactionDate",
    type_of_expense: "typeOfExpense",
    supplier_phone: "supplierPhone",
    product_variant_id: "productVariantId",
    lifespan_in_years: "lifespanInYears",
    date_added: "dateAdded",
    last_edited: "lastEdited",
});

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Investment {
    pub id: String,
    pub business_id: String,
    pub investment_narration: String,
    pub type_of_investment: String,
    pub investment_amount: Option<Decimal>,
    pub investment_date: Option<i64>,
    pub date_added: i64,
    pub last_edited: i64,
}

record_fields!(Investment {
    id: "id",
    business_id: "businessId",
    investment_narration: "investmentNarration",
    type_of_investment: "typeOfInvestment",
    investment_amount: "investmentAmount",
    investment_date: "investmentDate",
    date_added: "dateAdded",
    last_edited: "lastEdited",
});

/// Stock added to a product variant: an event, never a level (levels are computed, see `stock`).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Inventory {
    pub id: String,
    pub business_id: String,
    pub product_variant_id: String,
    pub stocked: Option<Decimal>,
    /// What the stock cost.
    pub stock_value: Option<Decimal>,
    pub date_stocked: Option<i64>,
    pub date_added: i64,
    pub last_edited: i64,
}

record_fields!(Inventory {
    id: "id",
    business_id: "businessId",
    product_variant_id: "productVariantId",
    stocked: "stocked",
    stock_value: "stockValue",
    date_stocked: "dateStocked",
    date_added: "dateAdded",
    last_edited: "lastEdited",
});

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
    /// A record of `entity` with every field blank.
    pub fn blank(entity: Entity) -> Record {
        match entity {
            Entity::Product => Record::Product(Item::default()),
            Entity::Service => Record::Service(Item::default()),
            Entity::ProductVariant => Record::ProductVariant(ProductVariant::default()),
            Entity::ServiceVariant => Record::ServiceVariant(ServiceVariant::default()),
            Entity::Sale => Record::Sale(Sale::default()),
            Entity::Expense => Record::Expense(Expense::default()),
            Entity::Investment => Record::Investment(Investment::default()),
            Entity::Inventory => Record::Inventory(Inventory::default()),
        }
    }

    pub(crate) fn fields(&self) -> &dyn Fields {
        match self {
            Record::Product(r) | Record::Service(r) => r,
            Record::ProductVariant(r) => r,
            Record::ServiceVariant(r) => r,
            Record::Sale(r) => r,
            Record::Expense(r) => r,
            Record::Investment(r) => r,
            Record::Inventory(r) => r,
        }
    }

    pub(crate) fn fields_mut(&mut self) -> &mut dyn Fields {
        match self {
            Record::Product(r) | Record::Service(r) => r,
            Record::ProductVariant(r) => r,
            Record::ServiceVariant(r) => r,
            Record::Sale(r) => r,
            Record::Expense(r) => r,
            Record::Investment(r) => r,
            Record::Inventory(r) => r,
        }
    }

    /// Reads a record of `entity` from its JSON; the error names what could not be read.
    pub fn from_json(entity: Entity, json: &str) -> Result<Record, String> {
        let mut record = Record::blank(entity);
        super::json::read_record(json, record.fields_mut())
            .map_err(|e| ["This record could not be read: ", &e].concat())?;
        Ok(record)
    }

    /// Reads a record from an already parsed JSON value.
    pub fn from_value(entity: Entity, value: serde_json::Value) -> Result<Record, String> {
        let mut record = Record::blank(entity);
        fields::deserialize(value, record.fields_mut()).map_err(unreadable)?;
        Ok(record)
    }

    pub fn to_value(&self) -> serde_json::Value {
        serde_json::to_value(Declared(self.fields())).unwrap_or(serde_json::Value::Null)
    }

    /// The JSON text of `to_value`, written without building the value first.
    pub fn to_json(&self) -> String {
        super::json::write_record(self.fields())
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
