//! The checks of what a person sends for a validation: a statement's upload (an institution, a
//! file, the M-Pesa phone) and a coach's monthly totals of a statement read by eye. Each refusal
//! is a `pub const` of `messages.rs` with its Swahili.

use rust_decimal::Decimal;

use super::messages::{
    AMOUNT_INVALID, CHOOSE_INSTITUTION, FILE_REQUIRED, MONTHS_REQUIRED, MONTH_IN_FUTURE,
    MONTH_TWICE, MONTH_UNREADABLE, PHONE_INVALID, TOO_MANY_MONTHS,
};
use crate::money::{read_number, to_minor};
use crate::phones::international_any;
use crate::places::Country;

/// The most months one review may give: two years of statements.
pub const MOST_REVIEW_MONTHS: usize = 24;

/// A statement's upload as checked: the institution's id and the phone in its international form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatementUpload {
    pub institution_id: i64,
    pub phone: String,
}

/// The upload's fields as sent (the institution as text, a number or a numeric string; whether a
/// file came; the phone as typed), checked in the form's order.
pub fn check_upload(
    institution: &str,
    has_file: bool,
    phone: &str,
) -> Result<StatementUpload, &'static str> {
    let institution_id = institution
        .trim()
        .parse::<i64>()
        .ok()
        .filter(|id| *id > 0)
        .ok_or(CHOOSE_INSTITUTION)?;
    if !has_file {
        return Err(FILE_REQUIRED);
    }
    let phone = international_any(phone, Country::Kenya).ok_or(PHONE_INVALID)?;
    Ok(StatementUpload {
        institution_id,
        phone,
    })
}

/// A year and a month (1 to 12).
pub type YearMonth = (i32, u32);

/// `2026-01` for January 2026.
pub fn month_text((year, month): YearMonth) -> String {
    format!("{year:04}-{month:02}")
}

/// A `yyyy-mm` month; None for anything else.
pub fn read_month(text: &str) -> Option<YearMonth> {
    let (year, month) = text.trim().split_once('-')?;
    if year.len() != 4 || month.len() != 2 {
        return None;
    }
    let year: i32 = year.parse().ok()?;
    let month: u32 = month.parse().ok()?;
    ((1..=12).contains(&month) && year >= 2000).then_some((year, month))
}

/// One month of a coach's review as checked: money in and out, in cents.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReviewedMonth {
    pub month: YearMonth,
    pub money_in: i64,
    pub money_out: i64,
}

/// An amount of 0 or more with at most two decimals (thousands separators allowed), in cents.
fn read_amount(text: &str) -> Result<i64, &'static str> {
    let value = read_number(text).map_err(|_| AMOUNT_INVALID)?;
    if value < Decimal::ZERO {
        return Err(AMOUNT_INVALID);
    }
    to_minor(value).map_err(|_| AMOUNT_INVALID)
}

/// A coach's months, `(month, money in, money out)` as sent: 1 to 24 months, each `yyyy-mm`,
/// none twice nor after `this_month`, amounts of 0 or more with at most two decimals. Sorted.
pub fn check_review(
    months: &[(String, String, String)],
    this_month: YearMonth,
) -> Result<Vec<ReviewedMonth>, &'static str> {
    if months.is_empty() {
        return Err(MONTHS_REQUIRED);
    }
    if months.len() > MOST_REVIEW_MONTHS {
        return Err(TOO_MANY_MONTHS);
    }
    let mut checked: Vec<ReviewedMonth> = Vec::with_capacity(months.len());
    for (month, money_in, money_out) in months {
        let month = read_month(month).ok_or(MONTH_UNREADABLE)?;
        if month > this_month {
            return Err(MONTH_IN_FUTURE);
        }
        if checked.iter().any(|m| m.month == month) {
            return Err(MONTH_TWICE);
        }
        checked.push(ReviewedMonth {
            month,
            money_in: read_amount(money_in)?,
            money_out: read_amount(money_out)?,
        });
    }
    checked.sort_by_key(|m| m.month);
    Ok(checked)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn months(rows: &[(&str, &str, &str)]) -> Vec<(String, String, String)> {
        rows.iter()
            .map(|(m, i, o)| (m.to_string(), i.to_string(), o.to_string()))
            .collect()
    }

    #[test]
    fn an_upload_needs_an_institution_a_file_and_a_phone() {
        assert_eq!(
            check_upload("", true, "0712345678"),
            Err(CHOOSE_INSTITUTION)
        );
        assert_eq!(
            check_upload("abc", true, "0712345678"),
            Err(CHOOSE_INSTITUTION)
        );
        assert_eq!(
            check_upload("0", true, "0712345678"),
            Err(CHOOSE_INSTITUTION)
        );
        assert_eq!(check_upload("3", false, "0712345678"), Err(FILE_REQUIRED));
        assert_eq!(check_upload("3", true, "12345"), Err(PHONE_INVALID));
        assert_eq!(
            check_upload(" 3 ", true, "0712 345 678"),
            Ok(StatementUpload {
                institution_id: 3,
                phone: "254712345678".into()
            })
        );
        assert_eq!(
            check_upload("3", true, "+255 712 345 678").map(|u| u.phone),
            Ok("255712345678".into())
        );
    }

    #[test]
    fn a_review_is_checked_month_by_month() {
        let now = (2026, 3);
        assert_eq!(check_review(&[], now), Err(MONTHS_REQUIRED));
        let many: Vec<_> = (0..25)
            .map(|i| {
                (
                    format!("{}-{:02}", 2020 + i / 12, i % 12 + 1),
                    "1".into(),
                    "1".into(),
                )
            })
            .collect();
        assert_eq!(check_review(&many, now), Err(TOO_MANY_MONTHS));
        for (rows, problem) in [
            (vec![("2026-13", "1", "1")], MONTH_UNREADABLE),
            (vec![("Jan 2026", "1", "1")], MONTH_UNREADABLE),
            (vec![("2026-04", "1", "1")], MONTH_IN_FUTURE),
            (
                vec![("2026-01", "1", "1"), ("2026-01", "2", "2")],
                MONTH_TWICE,
            ),
            (vec![("2026-01", "-1", "1")], AMOUNT_INVALID),
            (vec![("2026-01", "1.005", "1")], AMOUNT_INVALID),
            (vec![("2026-01", "1", "ten")], AMOUNT_INVALID),
        ] {
            assert_eq!(check_review(&months(&rows), now), Err(problem), "{rows:?}");
        }
        assert_eq!(
            check_review(
                &months(&[("2026-02", "12000.00", "8,500"), ("2025-12", "0", "0.5")]),
                now
            ),
            Ok(vec![
                ReviewedMonth {
                    month: (2025, 12),
                    money_in: 0,
                    money_out: 50
                },
                ReviewedMonth {
                    month: (2026, 2),
                    money_in: 1_200_000,
                    money_out: 850_000
                },
            ])
        );
    }
}
