use proptest::prelude::*;
use rust_decimal::Decimal;

use super::checks::*;
use super::convert::invoice_from;
use super::messages::*;
use super::model::*;
use crate::bookkeeping::records::SaleNature;
use crate::places::Country;
use crate::time::nairobi_midnight;

fn variants() -> Vec<Variant> {
    vec![
        Variant {
            id: "v-soap".into(),
            name: "Bar soap 800 g".into(),
            nature: SaleNature::Product,
            unit_price: Some(Decimal::new(12_050, 2)),
        },
        Variant {
            id: "v-delivery".into(),
            name: "Delivery".into(),
            nature: SaleNature::Service,
            unit_price: None,
        },
    ]
}

fn draft() -> DocumentDraft {
    DocumentDraft {
        session_phone: "254712000111".into(),
        client: Party {
            name: "  Amina Otieno ".into(),
            phone: "0722 000 333".into(),
            email: "Amina@Example.COM ".into(),
        },
        items: vec![
            ItemDraft {
                variant_id: "v-soap".into(),
                quantity: "3".into(),
                total_amount: "361.50".into(),
            },
            ItemDraft {
                variant_id: "v-delivery".into(),
                quantity: "1".into(),
                total_amount: "200".into(),
            },
        ],
    }
}

fn refused(draft: &DocumentDraft) -> Refusal {
    check_document(draft, &variants(), Country::Kenya).expect_err("refused")
}

#[test]
fn a_good_draft_is_tidied_and_priced() {
    let checked = check_document(&draft(), &variants(), Country::Kenya).expect("passes");
    assert_eq!(checked.client.name, "Amina Otieno");
    assert_eq!(checked.client.phone, "254722000333");
    assert_eq!(checked.client.email, "amina@example.com");
    assert_eq!(checked.items[0].name, "Bar soap 800 g");
    assert_eq!(checked.items[0].unit_price, Some(Decimal::new(12_050, 2)));
    assert_eq!(document_total(&checked.items), Decimal::new(56_150, 2));
}

#[test]
fn the_spec_order_of_5_2() {
    // Everything wrong at once: the first of the spec's checks speaks.
    let mut d = DocumentDraft::default();
    assert_eq!(refused(&d).message, MISSING_IMPORTANT_INFORMATION);
    d.session_phone = "254712000111".into();
    assert_eq!(refused(&d).message, ADD_AN_ITEM);
    d.items = draft().items;
    assert_eq!(refused(&d).message, CLIENT_EMAIL_BLANK);
    d.client.email = "a@b.co".into();
    assert_eq!(refused(&d).message, CLIENT_PHONE_BLANK);
    d.client.phone = "0712000111".into();
    assert_eq!(refused(&d).message, CLIENT_NAME_BLANK);
    d.client.name = "A".into();
    assert!(check_document(&d, &variants(), Country::Kenya).is_ok());
}

#[test]
fn the_items_own_checks_name_their_row() {
    type Spoil = fn(&mut ItemDraft);
    let cases: [(Spoil, &str); 8] = [
        (|i| i.variant_id = " ".into(), CHOOSE_AN_ITEM),
        (|i| i.variant_id = "gone".into(), ITEM_NOT_FOUND),
        (|i| i.quantity = "".into(), QUANTITY_BLANK),
        (|i| i.quantity = "0".into(), QUANTITY_TOO_SMALL),
        (|i| i.quantity = "two".into(), QUANTITY_NOT_A_NUMBER),
        (|i| i.total_amount = "".into(), TOTAL_BLANK),
        (|i| i.total_amount = "-1".into(), TOTAL_NEGATIVE),
        (|i| i.total_amount = "10.555".into(), AMOUNT_TOO_PRECISE),
    ];
    for (spoil, message) in cases {
        let mut d = draft();
        spoil(&mut d.items[1]);
        assert_eq!(
            refused(&d),
            Refusal {
                message,
                item: Some(2)
            }
        );
    }
}

#[test]
fn client_details_must_be_real() {
    let mut d = draft();
    d.client.email = "amina@".into();
    assert_eq!(refused(&d).message, CLIENT_EMAIL_INVALID);
    let mut d = draft();
    d.client.phone = "12345".into();
    assert_eq!(refused(&d).message, CLIENT_PHONE_INVALID);
    let mut d = draft();
    d.client.phone = "+255 754 000 111".into();
    let checked = check_document(&d, &variants(), Country::Kenya).expect("a Tanzanian client");
    assert_eq!(checked.client.phone, "255754000111");
    let mut d = draft();
    d.client.name = "x".repeat(101);
    assert_eq!(refused(&d).message, CLIENT_NAME_TOO_LONG);
    let mut d = draft();
    d.items = vec![d.items[0].clone(); 101];
    assert_eq!(refused(&d).message, TOO_MANY_ITEMS);
}

#[test]
fn an_items_total_follows_its_price() {
    let price = Some(Decimal::new(12_050, 2));
    assert_eq!(
        item_total(price, Decimal::new(3, 0)),
        Some(Decimal::new(36_150, 2))
    );
    assert_eq!(
        item_total(price, Decimal::new(1_333, 3)),
        Some(Decimal::new(16_063, 2))
    );
    assert_eq!(item_total(None, Decimal::ONE), None);
}

fn invoice() -> Document {
    let checked = check_document(&draft(), &variants(), Country::Kenya).expect("passes");
    Document {
        id: "6745a1b2c3d4e5f6a7b8c9d0".into(),
        kind: DocumentKind::Invoice,
        created_at: 1_795_296_600,
        client: checked.client,
        items: checked.items,
        sent: false,
        linked_id: None,
    }
}

fn today() -> i64 {
    nairobi_midnight(2026, 11, 26).expect("a day")
}

fn payment(amount: &str, date: &str) -> PaymentDraft {
    PaymentDraft {
        session_phone: "254712000111".into(),
        invoice_id: "6745a1b2c3d4e5f6a7b8c9d0".into(),
        amount_paid: amount.into(),
        date_paid: date.into(),
    }
}

#[test]
fn payments_in_the_spec_order_then_the_balance() {
    let total = invoice().total();
    let check = |p: &PaymentDraft, paid: &[Decimal]| check_payment(p, total, paid, today());
    let mut p = payment("", "");
    p.invoice_id.clear();
    assert_eq!(check(&p, &[]), Err(MISSING_IMPORTANT_INFORMATION));
    assert_eq!(check(&payment("", ""), &[]), Err(DATE_PAID_BLANK));
    assert_eq!(
        check(&payment("", "2026-11-20"), &[]),
        Err(AMOUNT_PAID_BLANK)
    );
    assert_eq!(
        check(&payment("10", "20/11/2026"), &[]),
        Err(DATE_PAID_INVALID)
    );
    assert_eq!(
        check(&payment("10", "2026-02-30"), &[]),
        Err(DATE_PAID_INVALID)
    );
    assert_eq!(
        check(&payment("10", "2026-11-27"), &[]),
        Err(DATE_PAID_IN_FUTURE)
    );
    // Zero is "not filled in", as the old forms took it; below zero is too small.
    assert_eq!(
        check(&payment("0", "2026-11-26"), &[]),
        Err(AMOUNT_PAID_BLANK)
    );
    assert_eq!(
        check(&payment("-5", "2026-11-26"), &[]),
        Err(AMOUNT_PAID_TOO_SMALL)
    );
    assert_eq!(
        check(&payment("561.51", "2026-11-26"), &[]),
        Err(MORE_THAN_BALANCE)
    );
    let first = check(&payment("300", "2026-11-20"), &[]).expect("a part");
    assert_eq!(first.amount_paid, Decimal::new(300, 0));
    assert_eq!(first.paid_at, nairobi_midnight(2026, 11, 20).expect("day"));
    let paid = [first.amount_paid];
    assert_eq!(
        check(&payment("261.51", "2026-11-26"), &paid),
        Err(MORE_THAN_BALANCE)
    );
    let rest = check(&payment("261.50", "2026-11-26"), &paid).expect("the rest");
    let both = [first.amount_paid, rest.amount_paid];
    assert_eq!(balance(total, &both).state, PaidState::Paid);
    assert_eq!(check(&payment("1", "2026-11-26"), &both), Err(ALREADY_PAID));
}

#[test]
fn a_quotation_becomes_an_invoice_once() {
    let mut quotation = invoice();
    quotation.kind = DocumentKind::Quotation;
    quotation.sent = true;
    let made = invoice_from(&quotation, "6745a1b2c3d4e5f6a7b8ffff", 1_795_300_000).expect("made");
    assert_eq!(made.kind, DocumentKind::Invoice);
    assert_eq!(
        (made.client.clone(), made.items.clone()),
        (quotation.client.clone(), quotation.items.clone())
    );
    assert!(!made.sent);
    assert_eq!(made.linked_id.as_deref(), Some(quotation.id.as_str()));
    quotation.linked_id = Some(made.id.clone());
    assert_eq!(invoice_from(&quotation, "x", 0), Err(ALREADY_AN_INVOICE));
    assert_eq!(invoice_from(&made, "x", 0), Err(NOT_A_QUOTATION));
}

#[test]
fn numbers_carry_the_day_and_the_ids_end() {
    let doc = invoice();
    // 1_795_296_600 is 21 November 2026, 21:30 UTC: 00:30 on the 22nd in Nairobi.
    assert_eq!(doc.number(), "INV-261122-C9D0");
    assert_eq!(
        receipt_number(1_795_296_600, "6745a1b2c3d4e5f6a7b80a1f"),
        "RCT-261122-0A1F"
    );
}

proptest! {
    /// Whatever parts are paid, in whatever order, the balance is the total less what was paid,
    /// never below zero, and the state follows it.
    #[test]
    fn balance_adds_up(total in 0i64..10_000_000, parts in proptest::collection::vec(1i64..1_000_000, 0..12)) {
        let total = Decimal::new(total, 2);
        let parts: Vec<Decimal> = parts.into_iter().map(|p| Decimal::new(p, 2)).collect();
        let b = balance(total, &parts);
        let paid: Decimal = parts.iter().sum();
        prop_assert_eq!(b.paid, paid);
        prop_assert_eq!(b.due, (total - paid).max(Decimal::ZERO));
        let expected = if paid.is_zero() { PaidState::Unpaid } else if paid < total { PaidState::PartlyPaid } else { PaidState::Paid };
        prop_assert_eq!(b.state, expected);
    }

    /// A payment passes exactly when it is within the balance due.
    #[test]
    fn payments_never_pass_the_balance(total in 1i64..1_000_000, before in 0i64..1_000_000, amount in 1i64..2_000_000) {
        let total = Decimal::new(total, 2);
        let before = Decimal::new(before, 2).min(total);
        let amount_text = Decimal::new(amount, 2).to_string();
        let paid = if before.is_zero() { vec![] } else { vec![before] };
        let result = check_payment(&payment(&amount_text, "2026-11-01"), total, &paid, today());
        let due = total - before;
        match result {
            Ok(p) => prop_assert!(p.amount_paid <= due && due > Decimal::ZERO),
            Err(m) => prop_assert!(m == MORE_THAN_BALANCE || m == ALREADY_PAID, "{}", m),
        }
    }
}
