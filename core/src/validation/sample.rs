//! Made-up statements in the M-Pesa full-statement layout, for tests and the benchmark: seeded and
//! deterministic, with invented names and numbers (never a real person's statement), as
//! transactions, CSV and PDF, clean or with one amount altered; and the DigiKua records a business
//! might have kept beside them. `cargo run -p portal-core --example mpesa_statement` writes files.

use rust_decimal::Decimal;

use super::statement::{format_completion_time, Statement, StatementHeader, Transaction, COLUMNS};
use super::statement::{COMPLETED, CUSTOMER_NAME_LABEL, MOBILE_NUMBER_LABEL, PERIOD_LABEL};
use crate::bookkeeping::cashflow::{CashEntry, CashKind};
use crate::money::{format_amount, from_minor};
use crate::pdf::{DocumentInfo, Font, Layout, PageWriter, Table, TableStyle};
use crate::time::{nairobi_day, nairobi_midnight};

/// What to make.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SampleOptions {
    pub seed: u64,
    pub first_year: i32,
    pub first_month: u32,
    pub months: u32,
    pub transactions: usize,
    /// M-Pesa's order; false lists the oldest first.
    pub newest_first: bool,
}

impl Default for SampleOptions {
    /// A year from January 2026, 5,000 transactions, newest first.
    fn default() -> SampleOptions {
        SampleOptions {
            seed: 2026,
            first_year: 2026,
            first_month: 1,
            months: 12,
            transactions: 5_000,
            newest_first: true,
        }
    }
}

/// A small seeded generator (SplitMix64): the same seed gives the same statement everywhere.
struct Seeded(u64);

impl Seeded {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, bound: u64) -> u64 {
        self.next() % bound.max(1)
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len() as u64) as usize]
    }
    fn digits(&mut self, count: u32) -> String {
        (0..count)
            .map(|_| char::from(b'0' + self.below(10) as u8))
            .collect()
    }
}

const PEOPLE: [&str; 8] = [
    "AMANI MFANO",
    "BARAKA JARIBIO",
    "NEEMA SAMPULI",
    "JUMA MFANO",
    "ZAWADI JARIBIO",
    "HAWA SAMPULI",
    "OTIENO MFANO",
    "WANJIKU JARIBIO",
];
const SHOPS: [&str; 6] = [
    "DUKA LA MFANO",
    "JARIBIO WHOLESALERS",
    "SAMPULI HARDWARE",
    "MFANO AGROVET",
    "TEST STORES LTD",
    "MAMA MFANO KIOSK",
];
const BILLERS: [&str; 4] = [
    "SAMPLE POWER PREPAID",
    "MFANO WATER CO",
    "JARIBIO SCHOOL FEES",
    "TEST INSURANCE",
];
const MONTH_NAMES: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

fn month_after(year: i32, month: u32, months: u32) -> (i32, u32) {
    let index = year * 12 + (month as i32 - 1) + months as i32;
    (index.div_euclid(12), index.rem_euclid(12) as u32 + 1)
}

/// `01 Jan 2026`.
fn period_day(epoch_seconds: i64) -> String {
    let (year, month, day) = nairobi_day(epoch_seconds).unwrap_or((1970, 1, 1));
    format!("{day:02} {} {year}", MONTH_NAMES[(month - 1) as usize])
}

/// A clean statement: balances that add up, amounts in whole shillings mostly.
pub fn sample_statement(options: &SampleOptions) -> Statement {
    let mut random = Seeded(options.seed);
    let start = nairobi_midnight(options.first_year, options.first_month, 1).unwrap_or(0);
    let (end_year, end_month) = month_after(
        options.first_year,
        options.first_month,
        options.months.max(1),
    );
    let end = nairobi_midnight(end_year, end_month, 1).unwrap_or(start + 86_400);
    let mut times: Vec<i64> = (0..options.transactions)
        .map(|_| start + random.below((end - start) as u64) as i64)
        .collect();
    times.sort_unstable();
    let mut balance: i64 = 500 * 100 + random.below(20_000) as i64 * 100;
    let mut transactions: Vec<Transaction> = times
        .iter()
        .map(|&completed_at| {
            let cents = if random.below(5) == 0 {
                random.below(2_000_000) as i64 + 1
            } else {
                (random.below(20_000) as i64 + 1) * 100
            };
            let paying_in = balance < 200 * 100 || random.below(2) == 0;
            let (paid_in, withdrawn, details) = if paying_in {
                (cents, 0, money_in_details(&mut random))
            } else {
                (0, cents.min(balance), money_out_details(&mut random))
            };
            balance += paid_in - withdrawn;
            Transaction {
                receipt: receipt(&mut random, completed_at),
                completed_at,
                details,
                status: COMPLETED.to_owned(),
                paid_in: from_minor(paid_in),
                withdrawn: from_minor(withdrawn),
                balance: from_minor(balance),
            }
        })
        .collect();
    if options.newest_first {
        transactions.reverse();
    }
    Statement {
        header: StatementHeader {
            customer_name: "AMINA MFANO SAMPLE".to_owned(),
            mobile_number: format!("0700{}", random.digits(6)),
            period: format!("{} - {}", period_day(start), period_day(end - 1)),
        },
        transactions,
    }
}

/// A receipt number like M-Pesa's: ten capitals and digits.
fn receipt(random: &mut Seeded, completed_at: i64) -> String {
    const LETTERS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    let (_, month, _) = nairobi_day(completed_at).unwrap_or((1970, 1, 1));
    let mut text = String::from("U");
    text.push(char::from(b'A' + month as u8 - 1));
    for _ in 0..8 {
        text.push(char::from(
            LETTERS[random.below(LETTERS.len() as u64) as usize],
        ));
    }
    text
}

fn masked_phone(random: &mut Seeded) -> String {
    format!("07{}****{}", random.digits(2), random.digits(3))
}

fn money_in_details(random: &mut Seeded) -> String {
    match random.below(3) {
        0 => format!(
            "Funds received from {} - {}",
            masked_phone(random),
            random.pick(&PEOPLE)
        ),
        1 => format!(
            "Business Payment from {} - {} via API",
            random.digits(6),
            random.pick(&SHOPS)
        ),
        _ => format!(
            "Deposit of Funds at Agent Till {} - {}",
            random.digits(6),
            random.pick(&SHOPS)
        ),
    }
}

fn money_out_details(random: &mut Seeded) -> String {
    match random.below(4) {
        0 => format!(
            "Customer Transfer to {} - {}",
            masked_phone(random),
            random.pick(&PEOPLE)
        ),
        1 => format!(
            "Merchant Payment to {} - {}",
            random.digits(6),
            random.pick(&SHOPS)
        ),
        2 => format!(
            "Pay Bill to {} - {} Acc. {}",
            random.digits(6),
            random.pick(&BILLERS),
            random.digits(8)
        ),
        _ => format!(
            "Customer Withdrawal At Agent Till {} - {}",
            random.digits(6),
            random.pick(&SHOPS)
        ),
    }
}

/// The statement with one amount of the transaction at `index` raised by 100.00 and its balance
/// left as it was: what someone changing a figure by hand would leave.
pub fn alter_amount(statement: &Statement, index: usize) -> Statement {
    let mut altered = statement.clone();
    let hundred = Decimal::ONE_HUNDRED;
    if let Some(t) = altered.transactions.get_mut(index) {
        if t.withdrawn.is_zero() {
            t.paid_in += hundred;
        } else {
            t.withdrawn += hundred;
        }
    }
    altered
}

/// The DigiKua records a business might have kept beside the statement: most completed
/// transactions recorded on their day with their amount (money in as sales, money out as
/// expenses), some recorded with another amount or not at all, and a few records of its own.
pub fn sample_books(statement: &Statement, seed: u64) -> Vec<CashEntry> {
    let mut random = Seeded(seed);
    let mut entries = Vec::with_capacity(statement.transactions.len());
    for t in statement.transactions.iter().filter(|t| t.is_completed()) {
        let roll = random.below(100);
        if roll < 5 {
            continue;
        }
        let cents = crate::money::to_minor(t.paid_in + t.withdrawn).unwrap_or(0);
        let minor = if roll < 10 { cents + 50 * 100 } else { cents };
        let kind = match (t.paid_in.is_zero(), random.below(2)) {
            (false, 0) => CashKind::ProductSale,
            (false, _) => CashKind::ServiceSale,
            (true, 0) => CashKind::OperatingExpense,
            (true, _) => CashKind::CostOfGoods,
        };
        entries.push(CashEntry {
            kind,
            date: t.completed_at,
            minor,
        });
        if roll >= 98 {
            entries.push(CashEntry {
                kind: CashKind::ServiceSale,
                date: t.completed_at,
                minor: 1_000 * 100 + random.below(10_000) as i64 * 100,
            });
        }
    }
    entries
}

fn amount_cell(amount: Decimal, negative: bool) -> String {
    match (amount.is_zero(), negative) {
        (true, _) => String::new(),
        (false, true) => format!("-{}", format_amount(amount)),
        (false, false) => format_amount(amount),
    }
}

/// The table's cells of one transaction, as M-Pesa writes them.
fn cells(t: &Transaction) -> [String; 7] {
    [
        t.receipt.clone(),
        format_completion_time(t.completed_at),
        t.details.clone(),
        t.status.clone(),
        amount_cell(t.paid_in, false),
        amount_cell(t.withdrawn, true),
        format_amount(t.balance),
    ]
}

fn csv_field(text: &str) -> String {
    if text.chars().any(|c| matches!(c, ',' | '"' | '\n')) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}

/// The statement as CSV: the header's lines, then the detailed table.
pub fn write_csv(statement: &Statement) -> String {
    let header = &statement.header;
    let mut lines = vec![
        "M-PESA STATEMENT".to_owned(),
        format!("{CUSTOMER_NAME_LABEL},{}", csv_field(&header.customer_name)),
        format!("{MOBILE_NUMBER_LABEL},{}", csv_field(&header.mobile_number)),
        format!("{PERIOD_LABEL},{}", csv_field(&header.period)),
        String::new(),
        COLUMNS.join(","),
    ];
    lines.extend(statement.transactions.iter().map(|t| {
        cells(t)
            .iter()
            .map(|c| csv_field(c))
            .collect::<Vec<_>>()
            .join(",")
    }));
    let mut text = lines.join("\r\n");
    text.push_str("\r\n");
    text
}

/// The statement as a PDF: A4 sideways, the header's lines, then the detailed table over as many
/// pages as it needs (its header row on each), the pages numbered at their foot.
pub fn write_pdf(statement: &Statement) -> Vec<u8> {
    let mut page = PageWriter::with_layout(Layout::a4(true, 30.0).with_page_numbers());
    let header = &statement.header;
    page.line(14.0, Font::Bold, "M-PESA STATEMENT");
    for (label, value) in [
        (CUSTOMER_NAME_LABEL, &header.customer_name),
        (MOBILE_NUMBER_LABEL, &header.mobile_number),
        (PERIOD_LABEL, &header.period),
    ] {
        page.line(9.0, Font::Regular, &format!("{label} {value}"));
    }
    page.line(11.0, Font::Bold, "DETAILED STATEMENT");
    let rows: Vec<[String; 7]> = statement.transactions.iter().map(cells).collect();
    let mut texts: Vec<&str> = COLUMNS.to_vec();
    texts.extend(rows.iter().flat_map(|r| r.iter().map(String::as_str)));
    let numeric = [false, false, false, false, true, true, true];
    Table::new(&texts, 7, &numeric).draw(&mut page, &TableStyle::default());
    page.finish(&DocumentInfo {
        title: "M-PESA STATEMENT",
        author: "Sample statement generator",
        created: None,
    })
}
