//! The fields of a gateway body as the forms send them: text or numbers (as JSON numbers or text),
//! and dates as their parts. A field left out is `None` (an update keeps the saved value); a field
//! sent empty or null is blank (core then says it "cannot be blank").

use portal_core::bookkeeping::dates::{day_from_input, day_from_parts, day_of, parts_of_day};
use portal_core::bookkeeping::messages::DATE_NOT_A_DAY;
use portal_core::bookkeeping::wire::opt_decimal;
use rust_decimal::Decimal;
use serde_json::{Map, Value};

use crate::error::AppError;

type Field<T> = Result<Option<T>, AppError>;

pub struct Fields<'a>(pub &'a Map<String, Value>);

impl Fields<'_> {
    pub fn has(&self, key: &str) -> bool {
        self.0.contains_key(key)
    }

    /// Text; a number is read as its digits (a phone sent as a number).
    pub fn text(&self, key: &str) -> Field<String> {
        let Some(value) = self.0.get(key) else {
            return Ok(None);
        };
        match value {
            Value::Null => Ok(Some(String::new())),
            Value::String(s) => Ok(Some(s.clone())),
            Value::Number(n) => Ok(Some(n.to_string())),
            _ => Err(AppError::bad_request(format!("{key} must be text"))),
        }
    }

    /// The first of `keys` sent with something in it; else blank if any was sent; else None.
    pub fn first_text(&self, keys: &[&str]) -> Field<String> {
        let mut sent = None;
        for key in keys {
            match self.text(key)? {
                Some(text) if !text.trim().is_empty() => return Ok(Some(text)),
                Some(blank) => sent = sent.or(Some(blank)),
                None => {}
            }
        }
        Ok(sent)
    }

    /// An amount or a quantity, read by core's wire rules ("1,500" and 1500 alike); blank is None.
    pub fn decimal(&self, key: &str) -> Field<Option<Decimal>> {
        let Some(value) = self.0.get(key) else {
            return Ok(None);
        };
        opt_decimal::deserialize(value)
            .map(Some)
            .map_err(|e| AppError::bad_request(e.to_string()))
    }

    /// The first of `keys` that was sent.
    pub fn first_decimal(&self, keys: &[&str]) -> Field<Option<Decimal>> {
        match keys.iter().find(|key| self.has(key)) {
            Some(key) => self.decimal(key),
            None => Ok(None),
        }
    }

    /// A whole number (a date part); blank is None.
    fn whole(&self, key: &str) -> Field<Option<i64>> {
        let Some(value) = self.0.get(key) else {
            return Ok(None);
        };
        let not_a_day = || AppError::bad_request(DATE_NOT_A_DAY);
        match value {
            Value::Null => Ok(Some(None)),
            Value::String(s) if s.trim().is_empty() => Ok(Some(None)),
            Value::String(s) => s
                .trim()
                .parse()
                .map(|n| Some(Some(n)))
                .map_err(|_| not_a_day()),
            Value::Number(n) => match (n.as_i64(), n.as_f64()) {
                (Some(whole), _) => Ok(Some(Some(whole))),
                (None, Some(f)) if f.fract() == 0.0 && f.abs() < 1e15 => Ok(Some(Some(f as i64))),
                _ => Err(not_a_day()),
            },
            _ => Err(not_a_day()),
        }
    }

    /// A date sent as (year, month 1 to 12, day of month) fields, over `saved`: None when none of
    /// the parts was sent; a part left out keeps the saved date's.
    pub fn day_from_parts(
        &self,
        [year, month, day]: [&str; 3],
        saved: Option<i64>,
    ) -> Field<Option<i64>> {
        if !(self.has(year) || self.has(month) || self.has(day)) {
            return Ok(None);
        }
        let saved = saved.and_then(parts_of_day);
        let part = |key: &str, saved: Option<i64>| -> Field<i64> {
            Ok(match self.whole(key)? {
                Some(sent) => sent,
                None => saved,
            })
        };
        let parts = (
            part(year, saved.map(|p| p.0))?,
            part(month, saved.map(|p| p.1))?,
            part(day, saved.map(|p| p.2))?,
        );
        day_from_parts(parts.0, parts.1, parts.2)
            .map(Some)
            .map_err(AppError::bad_request)
    }

    /// A date sent whole: a date input's `2026-11-22`, or epoch seconds; kept as its day in Nairobi.
    pub fn day(&self, key: &str) -> Field<Option<i64>> {
        let Some(value) = self.0.get(key) else {
            return Ok(None);
        };
        let not_a_day = || AppError::bad_request(DATE_NOT_A_DAY);
        match value {
            Value::Null => Ok(Some(None)),
            Value::String(s) if s.trim().is_empty() => Ok(Some(None)),
            Value::String(s) => match s.trim().parse::<i64>() {
                Ok(seconds) => Ok(Some(Some(day_of(seconds)))),
                Err(_) => day_from_input(s)
                    .map(|d| Some(Some(d)))
                    .ok_or_else(not_a_day),
            },
            Value::Number(n) => n
                .as_i64()
                .map(|seconds| Some(Some(day_of(seconds))))
                .ok_or_else(not_a_day),
            _ => Err(not_a_day()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn fields(value: Value) -> Map<String, Value> {
        match value {
            Value::Object(map) => map,
            _ => Map::new(),
        }
    }

    #[test]
    fn sent_blank_and_left_out_differ() {
        let body = fields(json!({"a": "", "b": null, "c": 712_345_678, "n": "1,500.5", "m": 2}));
        let f = Fields(&body);
        assert_eq!(f.text("a").ok(), Some(Some(String::new())));
        assert_eq!(f.text("b").ok(), Some(Some(String::new())));
        assert_eq!(f.text("c").ok(), Some(Some("712345678".to_owned())));
        assert_eq!(f.text("z").ok(), Some(None));
        assert_eq!(
            f.decimal("n").ok(),
            Some(Some(Some(Decimal::new(15005, 1))))
        );
        assert_eq!(f.decimal("a").ok(), Some(Some(None)));
        assert_eq!(f.decimal("z").ok(), Some(None));
        assert_eq!(
            f.first_text(&["a", "c"]).ok(),
            Some(Some("712345678".into()))
        );
        assert_eq!(f.first_text(&["a", "z"]).ok(), Some(Some(String::new())));
        assert!(f.text("zz").is_ok_and(|t| t.is_none()));
    }

    #[test]
    fn dates_from_parts_keep_the_saved_parts() {
        let saved = day_from_input("2026-03-15");
        let body = fields(json!({"monthSold": "4"}));
        let f = Fields(&body);
        let keys = ["yearSold", "monthSold", "dateSold"];
        assert_eq!(
            f.day_from_parts(keys, saved).ok(),
            Some(Some(day_from_input("2026-04-15")))
        );
        assert_eq!(f.day_from_parts(keys, None).ok(), Some(Some(None)));
        let none = fields(json!({}));
        assert_eq!(Fields(&none).day_from_parts(keys, saved).ok(), Some(None));
        let bad = fields(json!({"yearSold": 2026, "monthSold": 2, "dateSold": 30}));
        assert!(Fields(&bad).day_from_parts(keys, None).is_err());
        let whole = fields(json!({"d": "2026-11-22", "s": 1_795_296_600i64, "x": "soon"}));
        let f = Fields(&whole);
        assert_eq!(f.day("d").ok(), Some(Some(day_from_input("2026-11-22"))));
        assert_eq!(f.day("s").ok(), Some(Some(day_from_input("2026-11-22"))));
        assert!(f.day("x").is_err());
    }
}
