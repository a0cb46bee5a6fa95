//! The DigiKua sales an invoice payment stands for, so the books match without typing it twice: the
//! invoice's items share each payment in proportion to their totals (revenue to the cent, quantity
//! to the thousandth), worked out from what was paid before and after it, so that whatever parts the
//! invoice is paid in, its sales add up to exactly its items once it is paid in full.

use rust_decimal::prelude::ToPrimitive;
use rust_decimal::{Decimal, RoundingStrategy};

use super::model::Item;
use crate::bookkeeping::records::SaleNature;
use crate::money::{from_minor, to_minor};

/// One sale a payment records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaleShare {
    pub variant_id: String,
    pub nature: SaleNature,
    pub quantity: Decimal,
    pub revenue: Decimal,
}

/// Each item's share of `paid` (at most the items' total): revenue by largest remainder in cents so
/// the shares add up to `paid`, quantity in proportion rounded to thousandths.
fn shares_at(items: &[Item], paid: Decimal) -> Vec<(Decimal, Decimal)> {
    let total: Decimal = items.iter().map(|i| i.total_amount).sum();
    if total <= Decimal::ZERO {
        return items
            .iter()
            .map(|_| (Decimal::ZERO, Decimal::ZERO))
            .collect();
    }
    let paid = paid.min(total);
    let paid_cents = to_minor(paid).unwrap_or(0);
    let exact: Vec<Decimal> = items
        .iter()
        .map(|i| {
            Decimal::from(to_minor(i.total_amount).unwrap_or(0)) * Decimal::from(paid_cents)
                / Decimal::from(to_minor(total).unwrap_or(1))
        })
        .collect();
    let mut cents: Vec<i64> = exact
        .iter()
        .map(|e| e.floor().to_i64().unwrap_or(0))
        .collect();
    // Fewer cents are left than there are items: one more each to the largest remainders (the
    // earlier item on a tie).
    let left = paid_cents - cents.iter().sum::<i64>();
    let mut order: Vec<usize> = (0..items.len()).collect();
    order.sort_by(|&a, &b| exact[b].fract().cmp(&exact[a].fract()).then(a.cmp(&b)));
    for &at in order.iter().take(usize::try_from(left).unwrap_or(0)) {
        cents[at] += 1;
    }
    let ratio = paid / total;
    items
        .iter()
        .zip(cents)
        .map(|(item, c)| {
            let quantity = if paid == total {
                item.quantity
            } else {
                (item.quantity * ratio)
                    .round_dp_with_strategy(3, RoundingStrategy::MidpointAwayFromZero)
            };
            (quantity, from_minor(c))
        })
        .collect()
}

/// The sales a payment of `amount` records, `paid_before` having been paid already: each item's
/// share after it less its share before, items with nothing left out.
pub fn sales_for_payment(items: &[Item], paid_before: Decimal, amount: Decimal) -> Vec<SaleShare> {
    let before = shares_at(items, paid_before);
    let after = shares_at(items, paid_before + amount);
    let all: Vec<SaleShare> = items
        .iter()
        .zip(before.into_iter().zip(after))
        .map(|(item, ((q0, r0), (q1, r1)))| SaleShare {
            variant_id: item.variant_id.clone(),
            nature: item.nature,
            quantity: q1 - q0,
            revenue: r1 - r0,
        })
        .collect();
    // A sale needs a quantity: a share too small to have one (a tiny payment) gives its revenue
    // to the payment's largest share, so the payment and the stock still add up.
    let orphan: Decimal = all
        .iter()
        .filter(|s| s.quantity.is_zero())
        .map(|s| s.revenue)
        .sum();
    let mut kept: Vec<SaleShare> = all.into_iter().filter(|s| !s.quantity.is_zero()).collect();
    if let Some(largest) = kept.iter_mut().max_by_key(|s| s.revenue) {
        largest.revenue += orphan;
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn item(id: &str, quantity: i64, total_cents: i64) -> Item {
        Item {
            variant_id: id.into(),
            name: id.into(),
            nature: SaleNature::Product,
            quantity: Decimal::new(quantity, 0),
            unit_price: None,
            total_amount: Decimal::new(total_cents, 2),
        }
    }

    #[test]
    fn a_payment_in_full_is_the_items() {
        let items = [item("soap", 12, 144_600), item("delivery", 1, 20_000)];
        let sales = sales_for_payment(&items, Decimal::ZERO, Decimal::new(164_600, 2));
        assert_eq!(sales.len(), 2);
        assert_eq!(
            (sales[0].quantity, sales[0].revenue),
            (Decimal::new(12, 0), Decimal::new(144_600, 2))
        );
        assert_eq!(
            (sales[1].quantity, sales[1].revenue),
            (Decimal::ONE, Decimal::new(20_000, 2))
        );
    }

    #[test]
    fn two_halves_share_by_the_items_totals() {
        let items = [item("soap", 12, 144_600), item("delivery", 1, 20_000)];
        let first = sales_for_payment(&items, Decimal::ZERO, Decimal::new(82_300, 2));
        assert_eq!(first[0].revenue, Decimal::new(72_300, 2));
        assert_eq!(first[0].quantity, Decimal::new(6, 0));
        assert_eq!(first[1].revenue, Decimal::new(10_000, 2));
        assert_eq!(first[1].quantity, Decimal::new(5, 1));
        let second = sales_for_payment(&items, Decimal::new(82_300, 2), Decimal::new(82_300, 2));
        assert_eq!(
            second[0].revenue + first[0].revenue,
            Decimal::new(144_600, 2)
        );
        assert_eq!(second[1].quantity + first[1].quantity, Decimal::ONE);
    }

    #[test]
    fn a_share_too_small_for_a_quantity_goes_to_the_largest() {
        let items = [item("sack", 1, 10_000), item("bag", 100, 990_000)];
        let sales = sales_for_payment(&items, Decimal::ZERO, Decimal::new(400, 2));
        // 0.04 % of one sack rounds to no quantity: its 0.04 joins the bags' share.
        assert_eq!(sales.len(), 1);
        assert_eq!(sales[0].variant_id, "bag");
        assert_eq!(sales[0].revenue, Decimal::new(400, 2));
        assert_eq!(sales[0].quantity, Decimal::new(40, 3));
    }

    proptest! {
        /// Whatever the parts, each payment's sales add up to it, and once paid in full every item's
        /// sales add up to its quantity and total exactly.
        #[test]
        fn parts_add_up(
            items in proptest::collection::vec((1i64..50, 0i64..500_000), 1..6),
            cuts in proptest::collection::vec(1u32..100, 1..6),
        ) {
            let items: Vec<Item> = items.iter().enumerate().map(|(n, (q, t))| item(&format!("v{n}"), *q, *t)).collect();
            let total: Decimal = items.iter().map(|i| i.total_amount).sum();
            prop_assume!(total > Decimal::ZERO);
            let weight: u32 = cuts.iter().sum();
            let total_cents = to_minor(total).expect("cents");
            let mut parts: Vec<Decimal> = cuts.iter().map(|c| from_minor(total_cents * i64::from(*c) / i64::from(weight))).collect();
            let rest = total - parts.iter().copied().sum::<Decimal>();
            *parts.last_mut().expect("a part") += rest;
            let mut before = Decimal::ZERO;
            let mut quantity = vec![Decimal::ZERO; items.len()];
            let mut revenue = vec![Decimal::ZERO; items.len()];
            for part in parts {
                let sales = sales_for_payment(&items, before, part);
                prop_assert_eq!(sales.iter().map(|s| s.revenue).sum::<Decimal>(), part);
                for s in sales {
                    let at = items.iter().position(|i| i.variant_id == s.variant_id).expect("an item");
                    quantity[at] += s.quantity;
                    revenue[at] += s.revenue;
                }
                before += part;
            }
            for (at, i) in items.iter().enumerate() {
                prop_assert_eq!(quantity[at], i.quantity);
                prop_assert_eq!(revenue[at], i.total_amount);
            }
        }
    }
}
