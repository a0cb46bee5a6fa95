//! The checks of every bookkeeping record, in the order of spec 002 section 5.1 (the first failing
//! check's message is the one shown), then the value checks the spec leaves out. The phone runs them
//! before saving and the server again before storing, so both refuse the same records.

use rust_decimal::Decimal;

use super::dates::{end_of_today, EARLIEST};
use super::lookups::LookupList;
use super::messages::*;
use super::records::*;
use crate::id::is_valid_id;
use crate::money::AmountField;

pub const STATUS_ACTIVE: &str = "Active";
pub const STATUS_INACTIVE: &str = "Inactive";
/// The largest amount one record may carry: 10 billion.
pub const MAX_AMOUNT: i64 = 10_000_000_000;
pub const MAX_QUANTITY: i64 = 1_000_000_000;
pub const MAX_TEXT_CHARS: usize = 200;
pub const MAX_LIFESPAN_YEARS: i64 = 100;

/// Every amount of a record (prices, revenue, spending, investment, stock value): cents, from 0.
pub const AMOUNT: AmountField = AmountField {
    name: "bookAmount",
    decimals: 2,
    min: 0,
    max: MAX_AMOUNT * 100,
    not_a_number: NOT_A_NUMBER,
    too_precise: AMOUNT_TOO_PRECISE,
    too_small: AMOUNT_NEGATIVE,
    too_large: AMOUNT_TOO_LARGE,
};

/// Every quantity (sold, stocked, starting): thousandths (kilograms to the gram).
pub const QUANTITY: AmountField = AmountField {
    name: "bookQuantity",
    decimals: 3,
    min: 0,
    max: MAX_QUANTITY * 1_000,
    not_a_number: NOT_A_NUMBER,
    too_precise: QUANTITY_TOO_PRECISE,
    too_small: QUANTITY_NEGATIVE,
    too_large: QUANTITY_TOO_LARGE,
};

/// A capital expense's lifespan: whole years, 1 to 100.
pub const LIFESPAN: AmountField = AmountField {
    name: "lifespanInYears",
    decimals: 0,
    min: 1,
    max: MAX_LIFESPAN_YEARS,
    not_a_number: LIFESPAN_WHOLE_YEARS,
    too_precise: LIFESPAN_WHOLE_YEARS,
    too_small: LIFESPAN_WHOLE_YEARS,
    too_large: LIFESPAN_WHOLE_YEARS,
};

type Check = Result<(), &'static str>;

fn need(ok: bool, message: &'static str) -> Check {
    if ok {
        Ok(())
    } else {
        Err(message)
    }
}

fn filled(text: &str) -> bool {
    !text.trim().is_empty()
}

fn amount(value: Option<Decimal>) -> Check {
    value.map_or(Ok(()), |v| AMOUNT.check(v).map(drop))
}

/// A quantity sold or stocked: above zero (`positive` says so), then the field's checks.
fn quantity(value: Option<Decimal>, positive: &'static str) -> Check {
    let Some(v) = value else { return Ok(()) };
    need(v > Decimal::ZERO, positive)?;
    QUANTITY.check(v).map(drop)
}

fn date(value: Option<i64>, now: i64, has_minimum: bool) -> Check {
    let Some(t) = value else { return Ok(()) };
    need(t <= end_of_today(now), DATE_IN_FUTURE)?;
    need(!has_minimum || t >= EARLIEST, DATE_BEFORE_2000)
}

fn listed(list: LookupList, id: &str, message: &'static str) -> Check {
    need(list.contains(id), message)
}

fn short(texts: &[&str]) -> Check {
    need(
        texts.iter().all(|t| t.chars().count() <= MAX_TEXT_CHARS),
        TEXT_TOO_LONG,
    )
}

fn ids(business_id: &str, id: &str) -> Check {
    need(is_valid_id(business_id), MISSING_INFORMATION)?;
    need(is_valid_id(id), MISSING_INFORMATION)
}

/// The first thing wrong with a record, or Ok. `now` (epoch seconds) bounds the dates.
pub fn validate(record: &Record, now: i64) -> Check {
    match record {
        Record::Product(r) => item(r, PRODUCT_NAME_BLANK),
        Record::Service(r) => item(r, SERVICE_NAME_BLANK),
        Record::ProductVariant(r) => product_variant(r),
        Record::ServiceVariant(r) => service_variant(r),
        Record::Sale(r) => sale(r, now),
        Record::Expense(r) => expense(r, now),
        Record::Investment(r) => investment(r, now),
        Record::Inventory(r) => inventory(r, now),
    }
}

fn item(r: &Item, name_blank: &'static str) -> Check {
    ids(&r.business_id, &r.id)?;
    need(filled(&r.name), name_blank)?;
    need(filled(&r.category_id), CATEGORY_BLANK)?;
    need(filled(&r.measurement_id), MEASUREMENT_BLANK)?;
    need(r.price.is_some(), PRICE_BLANK)?;
    listed(
        LookupList::ProductCategory,
        &r.category_id,
        UNKNOWN_CATEGORY,
    )?;
    listed(
        LookupList::Measurement,
        &r.measurement_id,
        UNKNOWN_MEASUREMENT,
    )?;
    amount(r.price)?;
    amount(r.provider_price)?;
    need(
        r.status.is_empty() || r.status == STATUS_ACTIVE || r.status == STATUS_INACTIVE,
        STATUS_UNKNOWN,
    )?;
    short(&[&r.name])
}

fn product_variant(r: &ProductVariant) -> Check {
    ids(&r.business_id, &r.id)?;
    need(filled(&r.name), PRODUCT_VARIANT_NAME_BLANK)?;
    need(filled(&r.main_product_id), MAIN_PRODUCT_BLANK)?;
    need(r.unit_price.is_some(), PRICE_BLANK)?;
    need(r.starting_quantity.is_some(), STARTING_QUANTITY_BLANK)?;
    amount(r.unit_price)?;
    if let Some(q) = r.starting_quantity {
        need(q >= Decimal::ZERO, STARTING_QUANTITY_NEGATIVE)?;
        QUANTITY.check(q)?;
    }
    short(&[&r.name])
}

fn service_variant(r: &ServiceVariant) -> Check {
    ids(&r.business_id, &r.id)?;
    need(filled(&r.name), SERVICE_VARIANT_NAME_BLANK)?;
    need(filled(&r.main_service_id), MAIN_SERVICE_BLANK)?;
    need(r.unit_price.is_some(), PRICE_BLANK)?;
    amount(r.unit_price)?;
    short(&[&r.name])
}

fn sale(r: &Sale, now: i64) -> Check {
    ids(&r.business_id, &r.id)?;
    need(filled(&r.nature), SALE_NATURE_BLANK)?;
    let nature = SaleNature::parse(&r.nature).ok_or(SALE_NATURE_UNKNOWN)?;
    let variant_blank = match nature {
        SaleNature::Product => SALE_PRODUCT_VARIANT_BLANK,
        SaleNature::Service => SALE_SERVICE_VARIANT_BLANK,
    };
    need(filled(&r.variant_id), variant_blank)?;
    need(r.quantity.is_some(), QUANTITY_BLANK)?;
    need(r.revenue.is_some(), REVENUE_BLANK)?;
    need(r.date_sold.is_some(), DATE_SOLD_BLANK)?;
    need(filled(&r.type_of_sale), TYPE_OF_SALE_BLANK)?;
    need(filled(&r.client_phone), CLIENT_PHONE_BLANK)?;
    quantity(r.quantity, QUANTITY_NOT_POSITIVE)?;
    amount(r.revenue)?;
    date(r.date_sold, now, true)?;
    listed(LookupList::SaleType, &r.type_of_sale, UNKNOWN_SALE_TYPE)?;
    short(&[&r.client_phone])
}

fn expense(r: &Expense, now: i64) -> Check {
    ids(&r.business_id, &r.id)?;
    need(filled(&r.nature), EXPENSE_NATURE_BLANK)?;
    let nature = ExpenseNature::parse(&r.nature).ok_or(EXPENSE_NATURE_UNKNOWN)?;
    need(filled(&r.type_of_expense), TYPE_OF_EXPENSE_BLANK)?;
    need(filled(&r.supplier_phone), SUPPLIER_PHONE_BLANK)?;
    need(r.transaction_date.is_some(), TRANSACTION_DATE_BLANK)?;
    need(filled(&r.name), NAME_BLANK)?;
    need(r.amount_spent.is_some(), AMOUNT_SPENT_BLANK)?;
    if nature == ExpenseNature::Cog {
        need(filled(&r.product_variant_id), EXPENSE_PRODUCT_VARIANT_BLANK)?;
    }
    if nature == ExpenseNature::CapEx {
        let years = r.lifespan_in_years.ok_or(LIFESPAN_BLANK)?;
        LIFESPAN.check(years)?;
    }
    listed(
        LookupList::ExpenseType,
        &r.type_of_expense,
        UNKNOWN_EXPENSE_TYPE,
    )?;
    amount(r.amount_spent)?;
    date(r.transaction_date, now, true)?;
    short(&[&r.name, &r.supplier_phone])
}

fn investment(r: &Investment, now: i64) -> Check {
    ids(&r.business_id, &r.id)?;
    need(filled(&r.investment_narration), NARRATION_BLANK)?;
    need(filled(&r.type_of_investment), INVESTMENT_TYPE_BLANK)?;
    need(r.investment_amount.is_some(), INVESTMENT_AMOUNT_BLANK)?;
    need(r.investment_date.is_some(), INVESTMENT_DATE_BLANK)?;
    listed(
        LookupList::InvestmentType,
        &r.type_of_investment,
        UNKNOWN_INVESTMENT_TYPE,
    )?;
    amount(r.investment_amount)?;
    date(r.investment_date, now, true)?;
    short(&[&r.investment_narration])
}

fn inventory(r: &Inventory, now: i64) -> Check {
    ids(&r.business_id, &r.id)?;
    need(filled(&r.product_variant_id), INVENTORY_VARIANT_BLANK)?;
    need(r.stocked.is_some(), ITEMS_BLANK)?;
    need(r.stock_value.is_some(), AMOUNT_BLANK)?;
    need(r.date_stocked.is_some(), DATE_STOCKED_BLANK)?;
    quantity(r.stocked, ITEMS_NOT_POSITIVE)?;
    amount(r.stock_value)?;
    date(r.date_stocked, now, false)
}

/// What an edit may not change: the business, the kind of record and a sale's or expense's nature
/// (spec 002 section 4.1 locks the nature in edit mode).
pub fn check_update(saved: &Record, edited: &Record) -> Check {
    need(
        saved.business_id() == edited.business_id(),
        RECORD_OF_ANOTHER_BUSINESS,
    )?;
    match (saved, edited) {
        (Record::Sale(a), Record::Sale(b)) => need(a.nature == b.nature, NATURE_LOCKED),
        (Record::Expense(a), Record::Expense(b)) => need(a.nature == b.nature, NATURE_LOCKED),
        _ => need(saved.entity() == edited.entity(), MISSING_INFORMATION),
    }
}

#[cfg(test)]
#[path = "validate_tests.rs"]
mod tests;
