use rust_decimal::Decimal;

use super::model::*;
use super::pdf::*;
use crate::bookkeeping::records::SaleNature;
use crate::language::Language;
use crate::money::Currency;

const LOGO: &[u8] = include_bytes!("logo-test.jpg");

fn head(logo: Option<&'static [u8]>) -> Letterhead<'static> {
    Letterhead {
        name: "Mama Amina Soaps",
        phone: "+254 712 000 111",
        email: "amina@example.com",
        address: "Kibuye Market, Kisumu",
        logo_jpeg: logo,
        currency: Currency::Kes,
    }
}

fn invoice(items: usize) -> Document {
    Document {
        id: "6745a1b2c3d4e5f6a7b8c9d0".into(),
        kind: DocumentKind::Invoice,
        created_at: 1_795_296_600,
        client: Party {
            name: "Otieno Hardware".into(),
            phone: "254722000333".into(),
            email: "shop@otieno.co.ke".into(),
        },
        items: (0..items)
            .map(|n| Item {
                variant_id: format!("v{n}"),
                name: format!("Bar soap {n}"),
                nature: SaleNature::Product,
                quantity: Decimal::new(15, 1),
                unit_price: Some(Decimal::new(100_000, 2)),
                total_amount: Decimal::new(150_000, 2),
            })
            .collect(),
        sent: false,
        linked_id: None,
    }
}

fn pages(pdf: &[u8]) -> Vec<String> {
    let document = lopdf::Document::load_mem(pdf).expect("parses");
    document
        .get_pages()
        .values()
        .map(|id| String::from_utf8_lossy(&document.get_page_content(*id)).into_owned())
        .collect()
}

fn paid(amount: i64, number: &str) -> PaymentLine {
    PaymentLine {
        receipt_number: number.into(),
        date_paid: "2026-11-23".into(),
        amount_paid: Decimal::new(amount, 2),
    }
}

#[test]
fn an_invoice_has_its_letterhead_items_payments_and_balance() {
    let payments = [
        paid(100_000, "RCT-261123-0001"),
        paid(50_000, "RCT-261124-0002"),
    ];
    let pdf = document_pdf(&invoice(2), &payments, &head(Some(LOGO)), Language::English);
    let text = pages(&pdf).concat();
    for shown in [
        "(INVOICE) Tj",
        "(Mama Amina Soaps) Tj",
        "(Kibuye Market, Kisumu) Tj",
        "(INV-261122-C9D0) Tj",
        "(22/11/2026) Tj",
        "(Otieno Hardware) Tj",
        "(Bar soap 1) Tj",
        "(1.5) Tj",
        "(Ksh 1,000.00) Tj",
        "(Ksh 3,000.00) Tj",
        "(Ksh 1,500.00) Tj",
        "(Ksh 1,500.00) Tj",
        "(RCT-261124-0002) Tj",
        "(Balance due) Tj",
    ] {
        assert!(text.contains(shown), "{shown} in {text}");
    }
    assert!(text.contains("/Im1 Do"), "the logo is drawn");
    let raw = String::from_utf8_lossy(&pdf);
    assert!(
        raw.contains("/DCTDecode") && raw.contains("/Width 96"),
        "the logo as a JPEG"
    );
}

#[test]
fn a_quotation_has_no_balance_and_swahili_labels() {
    let mut quotation = invoice(1);
    quotation.kind = DocumentKind::Quotation;
    let text = pages(&document_pdf(
        &quotation,
        &[],
        &head(None),
        Language::Swahili,
    ))
    .concat();
    assert!(text.contains("(NUKUU YA BEI) Tj") && text.contains("(QUO-261122-C9D0) Tj"));
    assert!(text.contains("(Jumla) Tj") && !text.contains("(Salio linalodiwa) Tj"));
    assert!(!text.contains(" Do\n"), "no logo");
}

#[test]
fn a_logo_that_is_no_jpeg_is_left_out() {
    let text = pages(&document_pdf(
        &invoice(1),
        &[],
        &head(Some(b"\x89PNG\r\n\x1a\n")),
        Language::English,
    ))
    .concat();
    assert!(!text.contains(" Do\n"));
    assert!(text.contains("(Mama Amina Soaps) Tj"));
}

#[test]
fn many_items_flow_onto_more_pages_with_none_lost() {
    let pdf = document_pdf(&invoice(80), &[], &head(Some(LOGO)), Language::English);
    let pages = pages(&pdf);
    assert!(pages.len() >= 2, "{} pages", pages.len());
    let all = pages.concat();
    for n in 0..80 {
        assert!(all.contains(&format!("(Bar soap {n}) Tj")), "item {n}");
    }
    assert!(all.contains("(Ksh 120,000.00) Tj"), "the total");
}

#[test]
fn a_receipt_says_what_was_paid_and_what_is_left() {
    let invoice = invoice(2);
    let payments = [
        paid(100_000, "RCT-261123-0001"),
        paid(200_000, "RCT-261124-0002"),
    ];
    let first = receipt_pdf(
        &Receipt {
            invoice: &invoice,
            payments: &payments,
            this_one: 0,
        },
        &head(None),
        Language::English,
    );
    let text = pages(&first).concat();
    assert!(text.contains("(RECEIPT) Tj") && text.contains("(RCT-261123-0001) Tj"));
    assert!(
        text.contains("(Ksh 1,000.00) Tj") && text.contains("(Ksh 2,000.00) Tj"),
        "paid 1,000, 2,000 left"
    );
    assert!(
        !text.contains("RCT-261124-0002"),
        "a later payment is not on an earlier receipt"
    );
    let last = receipt_pdf(
        &Receipt {
            invoice: &invoice,
            payments: &payments,
            this_one: 1,
        },
        &head(None),
        Language::Swahili,
    );
    let text = pages(&last).concat();
    assert!(text.contains("(RISITI) Tj") && text.contains("(Imelipwa yote. Asante.) Tj"));
    assert!(text.contains("(Ksh 0.00) Tj"));
}
