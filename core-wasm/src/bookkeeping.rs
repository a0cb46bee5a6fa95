//! The bookkeeping rules for the PWA (DigiKua): the checks of every record, the lookup lists, date
//! input bounds, stock levels, the cashflow summary and analytics. Records cross as JSON text (one at
//! a time); the summary's many rows cross as typed arrays. Amounts come back as decimal text. A
//! package of its own, loaded with the DigiKua screens only.

use portal_core::bookkeeping::cash_book;
use portal_core::bookkeeping::cashflow::{self, CashKind, PeriodMode};
use portal_core::bookkeeping::lookups::LookupList;
use portal_core::bookkeeping::records::{ExpenseNature, SaleNature};
use portal_core::bookkeeping::{dates, messages, stock, validate, Entity, Record};
use portal_core::money::{format_amount, read_money, read_number};
use rust_decimal::Decimal;
use wasm_bindgen::prelude::*;

fn text(d: Decimal) -> String {
    d.normalize().to_string()
}

/// A record after the checks: `error` is the first message (spec 002 section 5.1 order); otherwise
/// `json` is the record as it should be stored (text trimmed, fields of other natures dropped), and
/// `references` the records it points at, as entity and id one after the other.
#[wasm_bindgen(getter_with_clone)]
pub struct CheckedRecord {
    pub error: Option<String>,
    pub json: Option<String>,
    pub references: Vec<String>,
}

/// Checks a record of `entity` (its JSON) as of `now` (epoch seconds).
#[wasm_bindgen(js_name = checkRecord)]
pub fn check_record(entity: &str, json: &str, now: f64) -> CheckedRecord {
    let failed = |error: String| CheckedRecord {
        error: Some(error),
        json: None,
        references: Vec::new(),
    };
    let Some(entity) = Entity::parse(entity) else {
        return failed(messages::MISSING_INFORMATION.to_owned());
    };
    let mut record = match Record::from_json(entity, json) {
        Ok(r) => r,
        Err(e) => return failed(e),
    };
    record.tidy();
    match validate::validate(&record, now as i64) {
        Err(message) => failed(message.to_owned()),
        Ok(()) => CheckedRecord {
            error: None,
            json: Some(record.to_value().to_string()),
            references: record
                .references()
                .into_iter()
                .flat_map(|(entity, id)| [entity.name().to_owned(), id.to_owned()])
                .collect(),
        },
    }
}

/// What an edit may not change (the nature, the business); the message, or undefined.
#[wasm_bindgen(js_name = checkUpdate)]
pub fn check_update(entity: &str, saved_json: &str, edited_json: &str) -> Option<String> {
    let entity = Entity::parse(entity)?;
    let saved = Record::from_json(entity, saved_json).ok()?;
    match Record::from_json(entity, edited_json) {
        Ok(edited) => validate::check_update(&saved, &edited)
            .err()
            .map(str::to_owned),
        Err(e) => Some(e),
    }
}

/// The message for a record that points at a missing `entity` (a sale's variant, a variant's product).
#[wasm_bindgen(js_name = notFoundMessage)]
pub fn not_found_message(entity: &str) -> String {
    Entity::parse(entity)
        .map(messages::not_found)
        .unwrap_or(messages::MISSING_INFORMATION)
        .to_owned()
}

/// The cashflow column code of a record of `entity` with `nature` (0: not in the cashflow).
#[wasm_bindgen(js_name = cashKindCode)]
pub fn cash_kind_code(entity: &str, nature: &str) -> u8 {
    let kind = match Entity::parse(entity) {
        Some(Entity::Sale) => SaleNature::parse(nature).map(|n| match n {
            SaleNature::Product => CashKind::ProductSale,
            SaleNature::Service => CashKind::ServiceSale,
        }),
        Some(Entity::Expense) => ExpenseNature::parse(nature).map(|n| match n {
            ExpenseNature::Cog => CashKind::CostOfGoods,
            ExpenseNature::OpEx => CashKind::OperatingExpense,
            ExpenseNature::CapEx => CashKind::CapitalExpense,
        }),
        Some(Entity::Investment) => Some(CashKind::Investment),
        _ => None,
    };
    kind.map_or(0, |k| k as u8)
}

/// The summary's figures, amounts as decimal text ("1500.5").
#[wasm_bindgen(getter_with_clone)]
pub struct CashflowSummary {
    #[wasm_bindgen(js_name = productSales)]
    pub product_sales: String,
    #[wasm_bindgen(js_name = serviceSales)]
    pub service_sales: String,
    pub revenue: String,
    #[wasm_bindgen(js_name = costOfGoods)]
    pub cost_of_goods: String,
    #[wasm_bindgen(js_name = grossProfit)]
    pub gross_profit: String,
    #[wasm_bindgen(js_name = operatingExpense)]
    pub operating_expense: String,
    #[wasm_bindgen(js_name = operatingCashflow)]
    pub operating_cashflow: String,
    #[wasm_bindgen(js_name = capitalExpenditure)]
    pub capital_expenditure: String,
    #[wasm_bindgen(js_name = netCashflow)]
    pub net_cashflow: String,
    pub investments: String,
    #[wasm_bindgen(js_name = grossMarginPercent)]
    pub gross_margin_percent: String,
    pub entries: u32,
}

/// Revenue and operating profit per month or quarter of a year; `empty` when the year has nothing.
#[wasm_bindgen(getter_with_clone)]
pub struct CashflowAnalytics {
    pub error: Option<String>,
    pub labels: Vec<String>,
    pub revenue: Vec<String>,
    #[wasm_bindgen(js_name = operatingProfit)]
    pub operating_profit: Vec<String>,
    pub empty: bool,
}

/// The summary's rows read once and kept in WASM memory: the screen asks for a summary after every
/// change of range and for analytics per year, and none of those copies or converts the rows again.
#[wasm_bindgen]
pub struct CashBook(cash_book::CashBook);

#[wasm_bindgen]
impl CashBook {
    /// `kinds` from `cashKindCode`, `dates` epoch seconds, `amounts` as stored (JSON numbers).
    #[wasm_bindgen(constructor)]
    pub fn new(kinds: &[u8], dates: &[f64], amounts: &[f64]) -> CashBook {
        CashBook(cash_book::CashBook::from_columns(kinds, dates, amounts))
    }

    /// The rows kept (those of a known kind).
    #[wasm_bindgen(getter)]
    pub fn rows(&self) -> u32 {
        u32::try_from(self.0.len()).unwrap_or(u32::MAX)
    }

    /// The summary of the rows dated `from..=to` (epoch seconds).
    pub fn summarize(&self, from: f64, to: f64) -> CashflowSummary {
        let s = self.0.summarize(from as i64, to as i64);
        CashflowSummary {
            product_sales: text(s.product_sales),
            service_sales: text(s.service_sales),
            revenue: text(s.revenue),
            cost_of_goods: text(s.cost_of_goods),
            gross_profit: text(s.gross_profit),
            operating_expense: text(s.operating_expense),
            operating_cashflow: text(s.operating_cashflow),
            capital_expenditure: text(s.capital_expenditure),
            net_cashflow: text(s.net_cashflow),
            investments: text(s.investments),
            gross_margin_percent: text(s.gross_margin_percent),
            entries: u32::try_from(s.entries).unwrap_or(u32::MAX),
        }
    }

    /// The analytics of `year` in `mode` (monthly or quarterly).
    pub fn analytics(&self, year: i32, mode: &str) -> CashflowAnalytics {
        let Some(mode) = PeriodMode::parse(mode) else {
            return CashflowAnalytics {
                error: Some(messages::ANALYTICS_MODE_UNKNOWN.to_owned()),
                labels: vec![],
                revenue: vec![],
                operating_profit: vec![],
                empty: true,
            };
        };
        let a = self.0.analytics(year, mode);
        CashflowAnalytics {
            error: None,
            empty: a.is_empty(),
            labels: a.labels.iter().map(|l| (*l).to_owned()).collect(),
            revenue: a.revenue.into_iter().map(text).collect(),
            operating_profit: a.operating_profit.into_iter().map(text).collect(),
        }
    }
}

/// The years the analytics offer: the last 5, this year first.
#[wasm_bindgen(js_name = analyticsYears)]
pub fn analytics_years(now: f64) -> Vec<i32> {
    cashflow::analytics_years(now as i64)
}

/// A variant's stock, quantities as decimal text.
#[wasm_bindgen(getter_with_clone)]
pub struct StockLevel {
    pub starting: String,
    pub stocked: String,
    pub sold: String,
    pub remaining: String,
}

/// Remaining stock = starting quantity + stocked − units sold.
#[wasm_bindgen(js_name = stockLevel)]
pub fn stock_level(starting: f64, stocked: &[f64], sold: &[f64]) -> StockLevel {
    let level = stock::stock_level_from_wire(starting, stocked, sold);
    StockLevel {
        starting: text(level.starting),
        stocked: text(level.stocked),
        sold: text(level.sold),
        remaining: text(level.remaining),
    }
}

/// `Ksh 1,234.00` from a stored amount (a JSON number) or decimal text; "" for anything else.
#[wasm_bindgen(js_name = formatKsh)]
pub fn format_ksh(amount: &str) -> String {
    read_number(amount)
        .map(|d| format!("Ksh {}", format_amount(d)))
        .unwrap_or_default()
}

/// The amount of money as the tables show it (`Ksh 1,200.50`) as decimal text ("1200.5");
/// undefined for any other text.
#[wasm_bindgen(js_name = readMoney)]
pub fn read_money_text(text: &str) -> Option<String> {
    read_money(text).map(|(_, value)| value.normalize().to_string())
}

/// A date input's value (`2026-11-22`) → midnight of that day in Nairobi; undefined if not a date.
#[wasm_bindgen(js_name = dayFromInput)]
pub fn day_from_input(value: &str) -> Option<f64> {
    dates::day_from_input(value).map(|t| t as f64)
}

/// Epoch seconds → a date input's value, the day in Nairobi.
#[wasm_bindgen(js_name = inputFromDay)]
pub fn input_from_day(epoch_seconds: f64) -> String {
    dates::input_from_day(epoch_seconds as i64)
}

/// `[min, max]` of the sale, expense and investment date inputs (the stocking date uses max only).
#[wasm_bindgen(js_name = dateInputBounds)]
pub fn date_input_bounds(now: f64) -> Vec<String> {
    let (min, max) = dates::input_bounds(now as i64);
    vec![min, max]
}

/// `[from, to]` epoch seconds: the summary's default range, the last 180 days up to today.
#[wasm_bindgen(js_name = defaultRange)]
pub fn default_range(now: f64) -> Vec<f64> {
    let (from, to) = dates::default_range(now as i64);
    vec![from as f64, to as f64]
}

/// The end of the day that `epoch_seconds` falls on in Nairobi (a range's `to` from a date input).
#[wasm_bindgen(js_name = endOfDay)]
pub fn end_of_day(epoch_seconds: f64) -> f64 {
    dates::end_of_today(epoch_seconds as i64) as f64
}

/// Every lookup list as JSON: `{"productCategory":[{"id","name"}…],…}`, names in `lang` (en or sw).
#[wasm_bindgen(js_name = lookupLists)]
pub fn lookup_lists(lang: &str) -> String {
    let lists: serde_json::Map<String, serde_json::Value> = LookupList::ALL
        .into_iter()
        .map(|list| {
            let entries = list
                .entries()
                .iter()
                .map(|e| serde_json::json!({"id": e.id, "name": if lang == "sw" { e.sw } else { e.en }}))
                .collect();
            (list.name().to_owned(), serde_json::Value::Array(entries))
        })
        .collect();
    serde_json::Value::Object(lists).to_string()
}
