//! The coach's sheet checked: its first problem in the sheet's order, with the field named.

use chrono::{Datelike, NaiveDate};
use rust_decimal::Decimal;

use super::messages::*;
use super::sheet::{
    read_month, whole_count, ChecklistRow, Rating, RowValue, ScoringSheet, MAX_NAME_CHARS,
    MAX_RATING, MAX_ROWS,
};
use super::Problem;

pub(super) fn is_rating(value: Decimal) -> bool {
    value.fract().is_zero() && value >= Decimal::ZERO && value <= Decimal::from(MAX_RATING)
}

fn check_rows(
    field: &str,
    rows: &[ChecklistRow],
    name_required: &'static str,
) -> Result<(), Problem> {
    if rows.len() > MAX_ROWS {
        return Err(Problem::new(field, TOO_MANY_ROWS));
    }
    for (i, row) in rows.iter().enumerate() {
        let at = |part: &str| format!("{field}[{i}].{part}");
        let name = row.name.trim();
        if name.is_empty() {
            return Err(Problem::new(at("name"), name_required));
        }
        if name.chars().count() > MAX_NAME_CHARS {
            return Err(Problem::new(at("name"), NAME_TOO_LONG));
        }
        if rows[..i]
            .iter()
            .any(|other| other.name.trim().eq_ignore_ascii_case(name))
        {
            return Err(Problem::new(at("name"), NAME_TWICE));
        }
        if row.status != Decimal::ZERO && row.status != Decimal::ONE {
            return Err(Problem::new(at("status"), STATUS_INVALID));
        }
        let value_ok = match &row.value {
            None => true,
            Some(RowValue::Rating(r)) => is_rating(*r),
            Some(RowValue::Date(d)) => NaiveDate::parse_from_str(d.trim(), "%Y-%m-%d").is_ok(),
        };
        if !value_ok {
            return Err(Problem::new(at("value"), ROW_VALUE_INVALID));
        }
    }
    Ok(())
}

/// The sheet's first problem, in the sheet's order: the licences, the playbooks, the ratings,
/// `businessStarted` (a month not after `today`'s), `coachMeetings`, `checkinsAttended`.
pub fn check_sheet(sheet: &ScoringSheet, today: NaiveDate) -> Result<(), Problem> {
    check_rows("licenses", &sheet.licenses, LICENSE_NAME_REQUIRED)?;
    check_rows("playbooks", &sheet.playbooks, PLAYBOOK_NAME_REQUIRED)?;
    for which in Rating::ALL {
        if sheet.rating(which).is_some_and(|r| !is_rating(r)) {
            return Err(Problem::new(which.field(), RATING_INVALID));
        }
    }
    if let Some(text) = &sheet.business_started {
        let month =
            read_month(text).ok_or(Problem::new("businessStarted", BUSINESS_STARTED_INVALID))?;
        if month > (today.year(), today.month()) {
            return Err(Problem::new("businessStarted", BUSINESS_STARTED_FUTURE));
        }
    }
    for (field, value) in [
        ("coachMeetings", sheet.coach_meetings),
        ("checkinsAttended", sheet.checkins_attended),
    ] {
        if value.is_some_and(|v| whole_count(v).is_none()) {
            return Err(Problem::new(field, COUNT_INVALID));
        }
    }
    Ok(())
}
