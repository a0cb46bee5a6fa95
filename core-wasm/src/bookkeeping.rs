//! The bookkeeping rules for the PWA (DigiKua): the checks of every record, the lookup lists, date
//! input bounds, stock levels, the cashflow summary and analytics. Records cross as JSON text (one at
//! a time); the summary's many rows cross as typed arrays. Amounts come back as decimal text. A
//! package of its own, loaded with the DigiKua screens only.

use portal_core::bookkeeping::cash_book;
use portal_core::bookkeeping::cashflow::{self, CashKind, PeriodMode};
use portal_core::bookkeeping::json::write_string;
use portal_core::bookkeeping::lookups::LookupList;
use portal_core::bookkeeping::records::{ExpenseNature, SaleNature};
use portal_core::bookkeeping::{dates, messages, stock, validate, Entity, Record};
use portal_core::money::{decimal_text, format_amount, read_money, read_number, whole_text};
use rust_decimal::Decimal;
use wasm_bindgen::prelude::*;

fn text(d: Decimal) -> String {
    decimal_text(d.normalize())
}

/// Checks a record of `entity` (its JSON) as of `now` (epoch seconds). One array rather than an
/// object with getters (less code to download): `[message]`, the first thing wrong (spec 002
/// section 5.1 order); or `["", json, entity, id, …]`, the record as it should be stored (text
/// trimmed, fields of other natures dropped) and the records it points at, entity and id one after
/// the other.
#[wasm_bindgen(js_name = checkRecord)]
pub fn check_record(entity: &str, json: &str, now: f64) -> Vec<String> {
    let checked = Entity::parse(entity)
        .ok_or_else(|| messages::MISSING_INFORMATION.to_owned())
        .and_then(|entity| Record::from_json(entity, json))
        .and_then(|mut record| {
            record.tidy();
            validate::validate(&record, now as i64).map_err(str::to_owned)?;
            let mut out = vec![String::new(), record.to_json()];
            for (entity, id) in record.references() {
                out.push(entity.name().to_owned());
                out.push(id.to_owned());
            }
            Ok(out)
        });
    checked.unwrap_or_else(|message| vec![message])
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

    /// The summary of the rows dated `from..=to` (epoch seconds): product sales, service sales,
    /// revenue, cost of goods, gross profit, operating expense, operating cashflow, capital
    /// expenditure, net cashflow, investments and gross margin percent as decimal text ("1500.5"),
    /// then the number of entries. One array rather than a getter per figure: less code to download.
    pub fn summarize(&self, from: f64, to: f64) -> Vec<String> {
        let s = self.0.summarize(from as i64, to as i64);
        let figures = [
            s.product_sales,
            s.service_sales,
            s.revenue,
            s.cost_of_goods,
            s.gross_profit,
            s.operating_expense,
            s.operating_cashflow,
            s.capital_expenditure,
            s.net_cashflow,
            s.investments,
            s.gross_margin_percent,
        ];
        let mut texts: Vec<String> = figures.into_iter().map(text).collect();
        texts.push(whole_text(s.entries));
        texts
    }

    /// The analytics of `year` in `mode` (monthly or quarterly): revenue and operating profit per
    /// month or quarter, as one array `[empty, labels…, revenue…, operating profit…]` (`empty` is
    /// "1" when the year has no sales and no costs, else "0"; amounts as decimal text); `[message]`
    /// for a mode that is neither.
    pub fn analytics(&self, year: i32, mode: &str) -> Vec<String> {
        let Some(mode) = PeriodMode::parse(mode) else {
            return vec![messages::ANALYTICS_MODE_UNKNOWN.to_owned()];
        };
        let a = self.0.analytics(year, mode);
        let mut out = vec![if a.is_empty() { "1" } else { "0" }.to_owned()];
        out.extend(a.labels.iter().map(|l| (*l).to_owned()));
        out.extend(a.revenue.iter().copied().map(text));
        out.extend(a.operating_profit.iter().copied().map(text));
        out
    }
}

/// The years the analytics offer: the last 5, this year first.
#[wasm_bindgen(js_name = analyticsYears)]
pub fn analytics_years(now: f64) -> Vec<i32> {
    cashflow::analytics_years(now as i64)
}

/// Remaining stock = starting quantity + stocked − units sold: `[starting, stocked, sold,
/// remaining]` as decimal text.
#[wasm_bindgen(js_name = stockLevel)]
pub fn stock_level(starting: f64, stocked: &[f64], sold: &[f64]) -> Vec<String> {
    let level = stock::stock_level_from_wire(starting, stocked, sold);
    [level.starting, level.stocked, level.sold, level.remaining]
        .into_iter()
        .map(text)
        .collect()
}

/// `Ksh 1,234.00` from a stored amount (a JSON number) or decimal text; "" for anything else.
#[wasm_bindgen(js_name = formatKsh)]
pub fn format_ksh(amount: &str) -> String {
    read_number(amount)
        .map(|d| ["Ksh ", &format_amount(d)].concat())
        .unwrap_or_default()
}

/// The amount of money as the tables show it (`Ksh 1,200.50`) as decimal text ("1200.5");
/// undefined for any other text.
#[wasm_bindgen(js_name = readMoney)]
pub fn read_money_text(text: &str) -> Option<String> {
    read_money(text).map(|(_, value)| self::text(value))
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

/// `[today from, today to, month from, month to]` epoch seconds in Nairobi: the home's figures.
#[wasm_bindgen(js_name = todayAndMonth)]
pub fn today_and_month(now: f64) -> Vec<f64> {
    let (a, b, c, d) = dates::today_and_month(now as i64);
    vec![a as f64, b as f64, c as f64, d as f64]
}

/// Every lookup list as JSON: `{"productCategory":[{"id","name"}…],…}`, names in `lang` (en or sw).
#[wasm_bindgen(js_name = lookupLists)]
pub fn lookup_lists(lang: &str) -> String {
    let mut out = String::from("{");
    for list in LISTS_BY_NAME {
        if out.len() > 1 {
            out.push(',');
        }
        write_string(&mut out, list.name());
        out.push_str(":[");
        for (i, e) in list.entries().iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push_str("{\"id\":");
            write_string(&mut out, e.id);
            out.push_str(",\"name\":");
            write_string(&mut out, if lang == "sw" { e.sw } else { e.en });
            out.push('}');
        }
        out.push(']');
    }
    out.push('}');
    out
}

/// The lists by name, as a JSON object's keys are ordered by `serde_json::Value`.
const LISTS_BY_NAME: [LookupList; 5] = [
    LookupList::ExpenseType,
    LookupList::InvestmentType,
    LookupList::Measurement,
    LookupList::ProductCategory,
    LookupList::SaleType,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lists_are_written_as_a_json_value_writes_them() {
        let mut names: Vec<&str> = LookupList::ALL.iter().map(|l| l.name()).collect();
        names.sort_unstable();
        let ordered: Vec<&str> = LISTS_BY_NAME.iter().map(|l| l.name()).collect();
        assert_eq!(ordered, names);
        for lang in ["en", "sw"] {
            let value: serde_json::Map<String, serde_json::Value> = LookupList::ALL
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
            assert_eq!(
                lookup_lists(lang),
                serde_json::Value::Object(value).to_string()
            );
        }
    }
}
