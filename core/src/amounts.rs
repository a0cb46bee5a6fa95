//! Every money, percentage and quantity field of the portal in one list, so that each has a
//! precision, bounds and a message for every way a value can be wrong (`money::AmountField`), and
//! the tests below hold them all to it. A new field is added here too.

use crate::bookkeeping::validate as books;
use crate::budget::checks as budget;
use crate::calculator;
use crate::documents::checks as documents;
use crate::loans::{application, fund, pay_form, quote};
use crate::money::AmountField;

pub const ALL: [&AmountField; 18] = [
    &calculator::PROPOSED_AMOUNT,
    &calculator::MONTHLY_INCOME,
    &quote::LOAN_AMOUNT,
    &quote::CONTRIBUTION,
    &quote::INTEREST_RATE,
    &quote::LOAN_YEARS,
    &application::AMOUNT,
    &fund::MAX_LOAN,
    &fund::ANNUAL_INTEREST,
    &fund::PENALTY_FEE,
    &pay_form::PAYMENT_AMOUNT,
    &books::AMOUNT,
    &books::QUANTITY,
    &books::LIFESPAN,
    &documents::QUANTITY,
    &documents::ITEM_TOTAL,
    &documents::AMOUNT_PAID,
    &budget::LINE_AMOUNT,
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::money::{read_number, to_minor};
    use proptest::prelude::*;
    use rust_decimal::Decimal;

    /// `units` of the field's last decimal, written as text.
    fn text(field: &AmountField, units: i128) -> String {
        Decimal::from_i128_with_scale(units, field.decimals).to_string()
    }

    #[test]
    fn each_field_has_a_name_bounds_and_messages() {
        let mut names: Vec<&str> = ALL.iter().map(|f| f.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), ALL.len(), "names are unique");
        for field in ALL {
            assert!(field.min <= field.max, "{}", field.name);
            assert!(
                field.min >= 0,
                "{}: no field takes negative values",
                field.name
            );
            for message in [
                field.not_a_number,
                field.too_precise,
                field.too_small,
                field.too_large,
            ] {
                assert!(!message.trim().is_empty(), "{}", field.name);
            }
            // Whatever a field accepts fits the database's minor units (cents, hundredths).
            assert!(to_minor(field.max_value()).is_ok(), "{}", field.name);
        }
    }

    #[test]
    fn each_field_takes_its_bounds_and_refuses_past_them() {
        for field in ALL {
            let (min, max) = (i128::from(field.min), i128::from(field.max));
            let read = |units: i128| field.read(&text(field, units));
            assert_eq!(read(min), Ok(Some(field.min_value())), "{}", field.name);
            assert_eq!(read(max), Ok(Some(field.max_value())), "{}", field.name);
            assert_eq!(read(max + 1), Err(field.too_large), "{}", field.name);
            assert_eq!(read(min - 1), Err(field.too_small), "{}", field.name);
            // The minimum with one more decimal than the field takes.
            let finer = match field.decimals {
                0 => format!("{}.5", text(field, min)),
                _ => format!("{}5", text(field, min)),
            };
            assert_eq!(
                field.read(&finer),
                Err(field.too_precise),
                "{} {finer}",
                field.name
            );
            assert_eq!(field.read("1e308"), Err(field.too_large), "{}", field.name);
            assert_eq!(
                field.read(&format!("1{}", "0".repeat(308))),
                Err(field.too_large)
            );
            assert_eq!(field.read("-1e308"), Err(field.too_small), "{}", field.name);
            assert_eq!(
                field.read("12 34"),
                Err(field.not_a_number),
                "{}",
                field.name
            );
            assert_eq!(
                field.read("1,2,3"),
                Err(field.not_a_number),
                "{}",
                field.name
            );
            assert_eq!(field.read("  "), Ok(None), "{}", field.name);
        }
    }

    proptest! {
        #[test]
        fn a_field_takes_a_value_exactly_when_it_is_within_bounds_and_precision(
            index in 0..ALL.len(),
            offset in -1_000_000i128..1_000_000i128,
            at_max in any::<bool>(),
            extra in 0u32..3,
        ) {
            let field = ALL[index];
            let base = if at_max { i128::from(field.max) } else { i128::from(field.min) };
            // `extra` more decimals ending in a 3: finer than the field takes.
            let units = (base + offset) * 10i128.pow(extra) + if extra > 0 { 3 } else { 0 };
            let value = Decimal::from_i128_with_scale(units, field.decimals + extra);
            let read = field.read(&value.to_string());
            prop_assert_eq!(read_number(&value.to_string()), Ok(value));
            let expected = if value < field.min_value() {
                Err(field.too_small)
            } else if extra > 0 {
                Err(field.too_precise)
            } else if value > field.max_value() {
                Err(field.too_large)
            } else {
                Ok(Some(value))
            };
            prop_assert_eq!(read, expected);
            // The same value checked as a decimal (from the wire) is judged alike.
            prop_assert_eq!(field.check(value).map(Some), expected);
        }
    }
}
