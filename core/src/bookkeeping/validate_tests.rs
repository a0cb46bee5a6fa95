use super::*;

const BIZ: &str = "6540a1b2c3d4e5f601020304";
const ID: &str = "6540a1b2aabbccddeeff0011";
const VARIANT: &str = "6540a1b2aabbccddeeff0022";
/// 2026-11-22 00:30 in Nairobi.
const NOW: i64 = 1_795_296_600;
const DAY: i64 = 1_795_200_000;

fn d(text: &str) -> Option<Decimal> {
    Some(text.parse().expect("decimal"))
}

fn good_sale() -> Sale {
    Sale {
        id: ID.into(),
        business_id: BIZ.into(),
        nature: "Product".into(),
        variant_id: VARIANT.into(),
        quantity: d("2"),
        revenue: d("300"),
        date_sold: Some(DAY),
        type_of_sale: "cash".into(),
        client_phone: "0712345678".into(),
        ..Sale::default()
    }
}

fn good_expense(nature: &str) -> Expense {
    Expense {
        id: ID.into(),
        business_id: BIZ.into(),
        nature: nature.into(),
        name: "Flour".into(),
        amount_spent: d("1200.50"),
        transaction_date: Some(DAY),
        type_of_expense: "stock".into(),
        supplier_phone: "0722000000".into(),
        product_variant_id: if nature == "COG" {
            VARIANT.into()
        } else {
            String::new()
        },
        lifespan_in_years: if nature == "CapEx" { d("3") } else { None },
        ..Expense::default()
    }
}

type Fix = Box<dyn Fn(&mut Sale)>;

fn sale_message(change: impl FnOnce(&mut Sale)) -> Check {
    let mut s = good_sale();
    change(&mut s);
    validate(&Record::Sale(s), NOW)
}

#[test]
fn a_good_record_of_each_kind_passes() {
    let item = Item {
        id: ID.into(),
        business_id: BIZ.into(),
        name: "Mandazi".into(),
        category_id: "food".into(),
        measurement_id: "piece".into(),
        price: d("20"),
        ..Item::default()
    };
    let records = [
        Record::Product(item.clone()),
        Record::Service(item),
        Record::Sale(good_sale()),
        Record::Expense(good_expense("COG")),
        Record::Expense(good_expense("CapEx")),
        Record::Expense(good_expense("OpEx")),
        Record::ProductVariant(ProductVariant {
            id: ID.into(),
            business_id: BIZ.into(),
            name: "Small".into(),
            main_product_id: VARIANT.into(),
            unit_price: d("10"),
            starting_quantity: d("0"),
            ..ProductVariant::default()
        }),
        Record::Inventory(Inventory {
            id: ID.into(),
            business_id: BIZ.into(),
            product_variant_id: VARIANT.into(),
            stocked: d("12.5"),
            stock_value: d("900"),
            date_stocked: Some(DAY),
            ..Inventory::default()
        }),
    ];
    for record in records {
        assert_eq!(validate(&record, NOW), Ok(()), "{record:?}");
    }
}

#[test]
fn sale_messages_come_in_the_spec_order() {
    // Everything blank: each fix reveals the next message of section 5.1.
    let mut s = Sale {
        id: ID.into(),
        ..Sale::default()
    };
    let mut seen = vec![];
    let fixes: Vec<Fix> = vec![
        Box::new(|s| s.business_id = BIZ.into()),
        Box::new(|s| s.nature = "Service".into()),
        Box::new(|s| s.variant_id = VARIANT.into()),
        Box::new(|s| s.quantity = d("1")),
        Box::new(|s| s.revenue = d("50")),
        Box::new(|s| s.date_sold = Some(DAY)),
        Box::new(|s| s.type_of_sale = "mpesa".into()),
        Box::new(|s| s.client_phone = "0700".into()),
    ];
    for fix in fixes {
        seen.push(validate(&Record::Sale(s.clone()), NOW).err());
        fix(&mut s);
    }
    seen.push(validate(&Record::Sale(s), NOW).err());
    assert_eq!(
        seen,
        vec![
            Some(MISSING_INFORMATION),
            Some(SALE_NATURE_BLANK),
            Some(SALE_SERVICE_VARIANT_BLANK),
            Some(QUANTITY_BLANK),
            Some(REVENUE_BLANK),
            Some(DATE_SOLD_BLANK),
            Some(TYPE_OF_SALE_BLANK),
            Some(CLIENT_PHONE_BLANK),
            None,
        ]
    );
    assert_eq!(
        sale_message(|s| s.variant_id = " ".into()),
        Err(SALE_PRODUCT_VARIANT_BLANK)
    );
    assert_eq!(
        sale_message(|s| s.id = String::new()),
        Err(MISSING_INFORMATION)
    );
}

#[test]
fn sale_values_are_checked_after_the_blanks() {
    assert_eq!(
        sale_message(|s| s.nature = "Gift".into()),
        Err(SALE_NATURE_UNKNOWN)
    );
    assert_eq!(
        sale_message(|s| s.quantity = d("0")),
        Err(QUANTITY_NOT_POSITIVE)
    );
    assert_eq!(
        sale_message(|s| s.quantity = d("1.2345")),
        Err(QUANTITY_TOO_PRECISE)
    );
    assert_eq!(sale_message(|s| s.revenue = d("-1")), Err(AMOUNT_NEGATIVE));
    assert_eq!(
        sale_message(|s| s.revenue = d("1.005")),
        Err(AMOUNT_TOO_PRECISE)
    );
    assert_eq!(
        sale_message(|s| s.revenue = d("10000000000.01")),
        Err(AMOUNT_TOO_LARGE)
    );
    assert_eq!(sale_message(|s| s.revenue = d("0")), Ok(()));
    assert_eq!(
        sale_message(|s| s.date_sold = Some(NOW + 86_400)),
        Err(DATE_IN_FUTURE)
    );
    assert_eq!(
        sale_message(|s| s.date_sold = Some(EARLIEST - 1)),
        Err(DATE_BEFORE_2000)
    );
    assert_eq!(sale_message(|s| s.date_sold = Some(EARLIEST)), Ok(()));
    assert_eq!(
        sale_message(|s| s.type_of_sale = "barter".into()),
        Err(UNKNOWN_SALE_TYPE)
    );
    assert_eq!(
        sale_message(|s| s.client_phone = "9".repeat(201)),
        Err(TEXT_TOO_LONG)
    );
}

#[test]
fn expense_messages_come_in_the_spec_order() {
    let check = |change: &dyn Fn(&mut Expense), nature: &str| {
        let mut e = good_expense(nature);
        change(&mut e);
        validate(&Record::Expense(e), NOW).err()
    };
    assert_eq!(
        check(&|e| e.nature.clear(), "OpEx"),
        Some(EXPENSE_NATURE_BLANK)
    );
    assert_eq!(
        check(&|e| e.nature = "Misc".into(), "OpEx"),
        Some(EXPENSE_NATURE_UNKNOWN)
    );
    assert_eq!(
        check(&|e| e.type_of_expense.clear(), "OpEx"),
        Some(TYPE_OF_EXPENSE_BLANK)
    );
    assert_eq!(
        check(&|e| e.supplier_phone.clear(), "OpEx"),
        Some(SUPPLIER_PHONE_BLANK)
    );
    assert_eq!(
        check(&|e| e.transaction_date = None, "OpEx"),
        Some(TRANSACTION_DATE_BLANK)
    );
    assert_eq!(check(&|e| e.name.clear(), "OpEx"), Some(NAME_BLANK));
    assert_eq!(
        check(&|e| e.amount_spent = None, "OpEx"),
        Some(AMOUNT_SPENT_BLANK)
    );
    assert_eq!(
        check(&|e| e.product_variant_id.clear(), "COG"),
        Some(EXPENSE_PRODUCT_VARIANT_BLANK)
    );
    assert_eq!(
        check(&|e| e.lifespan_in_years = None, "CapEx"),
        Some(LIFESPAN_BLANK)
    );
    assert_eq!(
        check(&|e| e.lifespan_in_years = d("2.5"), "CapEx"),
        Some(LIFESPAN_WHOLE_YEARS)
    );
    assert_eq!(
        check(&|e| e.lifespan_in_years = d("0"), "CapEx"),
        Some(LIFESPAN_WHOLE_YEARS)
    );
    // an operating expense needs neither a variant nor a lifespan
    assert_eq!(check(&|_| {}, "OpEx"), None);
    // the two blanks that only one nature has come after the shared ones
    assert_eq!(
        check(
            &|e| {
                e.name.clear();
                e.product_variant_id.clear();
            },
            "COG"
        ),
        Some(NAME_BLANK)
    );
}

#[test]
fn item_variant_investment_and_inventory_messages() {
    let item = |change: &dyn Fn(&mut Item), service: bool| {
        let mut i = Item {
            id: ID.into(),
            business_id: BIZ.into(),
            name: "Tea".into(),
            category_id: "food".into(),
            measurement_id: "piece".into(),
            price: d("20"),
            ..Item::default()
        };
        change(&mut i);
        let record = if service {
            Record::Service(i)
        } else {
            Record::Product(i)
        };
        validate(&record, NOW).err()
    };
    assert_eq!(item(&|i| i.name.clear(), false), Some(PRODUCT_NAME_BLANK));
    assert_eq!(item(&|i| i.name.clear(), true), Some(SERVICE_NAME_BLANK));
    assert_eq!(
        item(&|i| i.category_id.clear(), false),
        Some(CATEGORY_BLANK)
    );
    assert_eq!(
        item(&|i| i.measurement_id.clear(), false),
        Some(MEASUREMENT_BLANK)
    );
    assert_eq!(item(&|i| i.price = None, true), Some(PRICE_BLANK));
    assert_eq!(
        item(&|i| i.category_id = "toys".into(), false),
        Some(UNKNOWN_CATEGORY)
    );
    assert_eq!(
        item(&|i| i.status = "Sold out".into(), false),
        Some(STATUS_UNKNOWN)
    );

    let pv = |change: &dyn Fn(&mut ProductVariant)| {
        let mut v = ProductVariant {
            id: ID.into(),
            business_id: BIZ.into(),
            name: "Small".into(),
            main_product_id: VARIANT.into(),
            unit_price: d("10"),
            starting_quantity: d("5"),
            ..ProductVariant::default()
        };
        change(&mut v);
        validate(&Record::ProductVariant(v), NOW).err()
    };
    assert_eq!(pv(&|v| v.name.clear()), Some(PRODUCT_VARIANT_NAME_BLANK));
    assert_eq!(pv(&|v| v.main_product_id.clear()), Some(MAIN_PRODUCT_BLANK));
    assert_eq!(pv(&|v| v.unit_price = None), Some(PRICE_BLANK));
    assert_eq!(
        pv(&|v| v.starting_quantity = None),
        Some(STARTING_QUANTITY_BLANK)
    );
    assert_eq!(
        pv(&|v| v.starting_quantity = d("-1")),
        Some(STARTING_QUANTITY_NEGATIVE)
    );

    let sv = |change: &dyn Fn(&mut ServiceVariant)| {
        let mut v = ServiceVariant {
            id: ID.into(),
            business_id: BIZ.into(),
            name: "Express".into(),
            main_service_id: VARIANT.into(),
            unit_price: d("10"),
            ..ServiceVariant::default()
        };
        change(&mut v);
        validate(&Record::ServiceVariant(v), NOW).err()
    };
    assert_eq!(sv(&|v| v.name.clear()), Some(SERVICE_VARIANT_NAME_BLANK));
    assert_eq!(sv(&|v| v.main_service_id.clear()), Some(MAIN_SERVICE_BLANK));
    assert_eq!(sv(&|v| v.unit_price = None), Some(PRICE_BLANK));
    assert_eq!(sv(&|_| {}), None);

    let inv = |change: &dyn Fn(&mut Investment)| {
        let mut i = Investment {
            id: ID.into(),
            business_id: BIZ.into(),
            investment_narration: "Fridge".into(),
            type_of_investment: "savings".into(),
            investment_amount: d("30000"),
            investment_date: Some(DAY),
            ..Investment::default()
        };
        change(&mut i);
        validate(&Record::Investment(i), NOW).err()
    };
    assert_eq!(
        inv(&|i| i.investment_narration.clear()),
        Some(NARRATION_BLANK)
    );
    assert_eq!(
        inv(&|i| i.type_of_investment.clear()),
        Some(INVESTMENT_TYPE_BLANK)
    );
    assert_eq!(
        inv(&|i| i.investment_amount = None),
        Some(INVESTMENT_AMOUNT_BLANK)
    );
    assert_eq!(
        inv(&|i| i.investment_date = None),
        Some(INVESTMENT_DATE_BLANK)
    );
    assert_eq!(
        inv(&|i| i.investment_date = Some(EARLIEST - 1)),
        Some(DATE_BEFORE_2000)
    );

    let stock = |change: &dyn Fn(&mut Inventory)| {
        let mut i = Inventory {
            id: ID.into(),
            business_id: BIZ.into(),
            product_variant_id: VARIANT.into(),
            stocked: d("10"),
            stock_value: d("100"),
            date_stocked: Some(DAY),
            ..Inventory::default()
        };
        change(&mut i);
        validate(&Record::Inventory(i), NOW).err()
    };
    assert_eq!(
        stock(&|i| i.product_variant_id.clear()),
        Some(INVENTORY_VARIANT_BLANK)
    );
    assert_eq!(stock(&|i| i.stocked = None), Some(ITEMS_BLANK));
    assert_eq!(stock(&|i| i.stock_value = None), Some(AMOUNT_BLANK));
    assert_eq!(stock(&|i| i.date_stocked = None), Some(DATE_STOCKED_BLANK));
    assert_eq!(stock(&|i| i.stocked = d("0")), Some(ITEMS_NOT_POSITIVE));
    assert_eq!(
        stock(&|i| i.date_stocked = Some(NOW + 86_400)),
        Some(DATE_IN_FUTURE)
    );
    // the stocking date has a maximum only
    assert_eq!(stock(&|i| i.date_stocked = Some(EARLIEST - 86_400)), None);
}

#[test]
fn an_edit_keeps_the_nature_and_the_business() {
    let saved = Record::Sale(good_sale());
    let mut other = good_sale();
    other.revenue = d("999");
    assert_eq!(check_update(&saved, &Record::Sale(other.clone())), Ok(()));
    other.nature = "Service".into();
    assert_eq!(
        check_update(&saved, &Record::Sale(other.clone())),
        Err(NATURE_LOCKED)
    );
    other.nature = "Product".into();
    other.business_id = VARIANT.into();
    assert_eq!(
        check_update(&saved, &Record::Sale(other)),
        Err(RECORD_OF_ANOTHER_BUSINESS)
    );
    let expense = Record::Expense(good_expense("COG"));
    assert_eq!(
        check_update(&expense, &Record::Expense(good_expense("OpEx"))),
        Err(NATURE_LOCKED)
    );
}

#[test]
fn records_read_from_json_as_the_phone_sends_them() {
    let json = r#"{"id":"6540a1b2aabbccddeeff0011","businessId":"6540a1b2c3d4e5f601020304",
        "nature":"Product","variantId":"6540a1b2aabbccddeeff0022","quantity":2,"revenue":0.29,
        "dateSold":1795200000,"typeOfSale":"cash","clientPhone":" 0712 ","dateAdded":1795200000}"#;
    let mut record = Record::from_json(Entity::Sale, json).expect("reads");
    record.tidy();
    let Record::Sale(sale) = &record else {
        panic!("a sale")
    };
    assert_eq!(sale.revenue, d("0.29"));
    assert_eq!(sale.client_phone, "0712");
    assert_eq!(validate(&record, NOW), Ok(()));
    // blank and absent numbers are None: the blank message, not a parse error
    let blank = r#"{"quantity":"","revenue":null}"#;
    let Record::Sale(sale) = Record::from_json(Entity::Sale, blank).expect("reads") else {
        panic!("a sale")
    };
    assert_eq!((sale.quantity, sale.revenue), (None, None));
    let bad = Record::from_json(Entity::Sale, r#"{"quantity":"lots"}"#).expect_err("not a number");
    assert!(bad.starts_with("This record could not be read"), "{bad}");
    // and back out with the spec's field names and numbers
    let value = record.to_value();
    assert_eq!(value["revenue"], serde_json::json!(0.29));
    assert_eq!(value["typeOfSale"], "cash");
}
