//! The spec's create and update bodies (spec 002 section 7.1) mapped onto core's records. A create
//! starts from an empty record of the resource's kind; an update from the saved record, so fields
//! the body leaves out keep their value. Sale and expense natures come from the resource's name.

use portal_core::bookkeeping::records::{
    Expense, ExpenseNature, Inventory, Investment, Item, ProductVariant, Sale, SaleNature,
    ServiceVariant,
};
use portal_core::bookkeeping::Record;
use rust_decimal::Decimal;

use super::fields::Fields;
use super::resource::Resource;
use crate::error::AppResult;

/// An empty record of the resource's kind, with its id, business and time of adding.
pub fn blank(resource: Resource, id: String, business_id: String, now: i64) -> Option<Record> {
    Some(match resource {
        Resource::Lookup(_) => return None,
        Resource::Product | Resource::Service => {
            let item = Item {
                id,
                business_id,
                ..Item::default()
            };
            if resource == Resource::Product {
                Record::Product(item)
            } else {
                Record::Service(item)
            }
        }
        Resource::ProductVariant => Record::ProductVariant(ProductVariant {
            id,
            business_id,
            date_added: now,
            ..ProductVariant::default()
        }),
        Resource::ServiceVariant => Record::ServiceVariant(ServiceVariant {
            id,
            business_id,
            date_added: now,
            ..ServiceVariant::default()
        }),
        Resource::Sale(nature) => Record::Sale(Sale {
            id,
            business_id,
            nature: nature.name().to_owned(),
            date_added: now,
            ..Sale::default()
        }),
        Resource::Expense(nature) => Record::Expense(Expense {
            id,
            business_id,
            nature: nature.name().to_owned(),
            date_added: now,
            ..Expense::default()
        }),
        Resource::Investment => Record::Investment(Investment {
            id,
            business_id,
            date_added: now,
            ..Investment::default()
        }),
        Resource::Inventory => Record::Inventory(Inventory {
            id,
            business_id,
            date_added: now,
            ..Inventory::default()
        }),
    })
}

fn text(target: &mut String, sent: Option<String>) {
    if let Some(value) = sent {
        *target = value;
    }
}

fn decimal(target: &mut Option<Decimal>, sent: Option<Option<Decimal>>) {
    if let Some(value) = sent {
        *target = value;
    }
}

fn day(target: &mut Option<i64>, sent: Option<Option<i64>>) {
    if let Some(value) = sent {
        *target = value;
    }
}

/// The body's fields over `record`; `now` is its time of editing. The resource fixes the nature of
/// a sale or an expense, so an update through another nature's resource is refused by core's
/// `check_update` when the record is stored.
pub fn apply(resource: Resource, record: &mut Record, f: &Fields, now: i64) -> AppResult<()> {
    match (resource, record) {
        (Resource::Product | Resource::Service, Record::Product(r) | Record::Service(r)) => {
            text(&mut r.business_id, f.text("businessId")?);
            text(&mut r.name, f.text("name")?);
            text(&mut r.category_id, f.text("categoryId")?);
            text(&mut r.measurement_id, f.text("measurementId")?);
            decimal(&mut r.price, f.decimal("price")?);
            decimal(&mut r.provider_price, f.decimal("providerPrice")?);
            text(&mut r.status, f.text("status")?);
            r.last_edited = now;
        }
        (Resource::ProductVariant, Record::ProductVariant(r)) => {
            text(&mut r.business_id, f.text("businessId")?);
            text(&mut r.name, f.text("name")?);
            text(&mut r.main_product_id, f.text("mainProductId")?);
            decimal(&mut r.unit_price, f.decimal("unitPrice")?);
            decimal(&mut r.starting_quantity, f.decimal("startingQuantity")?);
            r.last_edited = now;
        }
        (Resource::ServiceVariant, Record::ServiceVariant(r)) => {
            text(&mut r.business_id, f.text("businessId")?);
            text(&mut r.name, f.text("name")?);
            text(&mut r.main_service_id, f.text("mainServiceId")?);
            decimal(&mut r.unit_price, f.decimal("unitPrice")?);
            r.last_edited = now;
        }
        (Resource::Sale(nature), Record::Sale(r)) => {
            text(&mut r.business_id, f.text("businessId")?);
            r.nature = nature.name().to_owned();
            let variant_field = match nature {
                SaleNature::Product => "productVariantId",
                SaleNature::Service => "serviceVariantId",
            };
            text(&mut r.variant_id, f.text(variant_field)?);
            decimal(&mut r.quantity, f.decimal("quantity")?);
            // revenueAmount on a create, revenue on an update: either is read on both.
            decimal(
                &mut r.revenue,
                f.first_decimal(&["revenueAmount", "revenue"])?,
            );
            let sold = f.day_from_parts(["yearSold", "monthSold", "dateSold"], r.date_sold)?;
            day(&mut r.date_sold, sold);
            text(&mut r.type_of_sale, f.text("typeOfSale")?);
            text(&mut r.client_phone, f.text("clientPhone")?);
            r.last_edited = now;
        }
        (Resource::Expense(nature), Record::Expense(r)) => {
            text(&mut r.business_id, f.text("businessId")?);
            r.nature = nature.name().to_owned();
            // The create form names a cost of goods in cogsName and a capital expense in
            // capexName; an update sends name.
            let names = match nature {
                ExpenseNature::Cog => ["name", "cogsName", "capexName"],
                ExpenseNature::CapEx | ExpenseNature::OpEx => ["name", "capexName", "cogsName"],
            };
            text(&mut r.name, f.first_text(&names)?);
            text(&mut r.type_of_expense, f.text("typeOfExpense")?);
            text(&mut r.supplier_phone, f.text("supplierPhone")?);
            decimal(&mut r.amount_spent, f.decimal("amountSpent")?);
            let spent = f.day_from_parts(["year", "monthDate", "dayDate"], r.transaction_date)?;
            day(&mut r.transaction_date, spent);
            text(&mut r.product_variant_id, f.text("productVariantId")?);
            decimal(&mut r.lifespan_in_years, f.decimal("lifespanInYears")?);
            r.last_edited = now;
        }
        (Resource::Investment, Record::Investment(r)) => {
            text(&mut r.business_id, f.text("businessId")?);
            text(&mut r.investment_narration, f.text("investmentNarration")?);
            text(&mut r.type_of_investment, f.text("typeOfInvestment")?);
            decimal(&mut r.investment_amount, f.decimal("investmentAmount")?);
            day(&mut r.investment_date, f.day("investmentDate")?);
            r.last_edited = now;
        }
        (Resource::Inventory, Record::Inventory(r)) => {
            text(&mut r.business_id, f.text("businessId")?);
            text(&mut r.product_variant_id, f.text("productVariantId")?);
            decimal(&mut r.stocked, f.decimal("stocked")?);
            decimal(&mut r.stock_value, f.decimal("stockValue")?);
            let stocked = f.day_from_parts(
                ["yearStocked", "monthStocked", "dateStocked"],
                r.date_stocked,
            )?;
            day(&mut r.date_stocked, stocked);
            r.last_edited = now;
        }
        _ => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use portal_core::bookkeeping::dates::day_from_input;
    use serde_json::{json, Map, Value};

    fn body(value: Value) -> Map<String, Value> {
        match value {
            Value::Object(map) => map,
            _ => Map::new(),
        }
    }

    #[test]
    fn an_update_keeps_what_the_body_leaves_out() {
        let resource = Resource::Sale(SaleNature::Product);
        let mut record = blank(resource, "a".repeat(24), "b".repeat(24), 100).expect("a sale");
        let create = body(json!({
            "productVariantId": "c".repeat(24), "quantity": 2, "revenueAmount": "300.50",
            "monthSold": 3, "dateSold": 15, "yearSold": 2026, "typeOfSale": "cash",
            "clientPhone": "0712345678", "whoAdds": {"id": "x"},
        }));
        apply(resource, &mut record, &Fields(&create), 100).expect("applies");
        let update = body(json!({"id": "a".repeat(24), "revenue": 250, "dateSold": 16}));
        apply(resource, &mut record, &Fields(&update), 200).expect("applies");
        let Record::Sale(sale) = record else {
            panic!("a sale")
        };
        assert_eq!(sale.nature, "Product");
        assert_eq!(sale.variant_id, "c".repeat(24));
        assert_eq!(sale.quantity, Some(Decimal::from(2)));
        assert_eq!(sale.revenue, Some(Decimal::from(250)));
        assert_eq!(sale.date_sold, day_from_input("2026-03-16"));
        assert_eq!(sale.client_phone, "0712345678");
        assert_eq!((sale.date_added, sale.last_edited), (100, 200));
    }

    #[test]
    fn an_expense_takes_its_name_from_its_nature_field() {
        let resource = Resource::Expense(ExpenseNature::CapEx);
        let mut record = blank(resource, "a".repeat(24), "b".repeat(24), 1).expect("one");
        let create = body(json!({"capexName": "Oven", "cogsName": "", "lifespanInYears": 5}));
        apply(resource, &mut record, &Fields(&create), 1).expect("applies");
        let Record::Expense(expense) = record else {
            panic!("an expense")
        };
        assert_eq!(expense.name, "Oven");
        assert_eq!(expense.nature, "CapEx");
        assert_eq!(expense.lifespan_in_years, Some(Decimal::from(5)));
    }
}
