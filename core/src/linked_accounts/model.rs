//! A linked account and its transactions as a provider gives them: amounts in minor units (cents),
//! times in epoch seconds, the account number already masked.

use rust_decimal::Decimal;

use super::messages::{CODE_MISSING, CODE_UNREADABLE};
use crate::money::{decimal_text, from_minor};

/// What the provider says of the account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccountInfo {
    /// The bank or wallet, e.g. `M-PESA`.
    pub institution: String,
    /// The holder's name as the institution has it.
    pub account_name: String,
    /// Masked: only the last four characters shown (`masked_number`).
    pub account_number: String,
    /// e.g. `Mobile money wallet`, `SAVINGS ACCOUNT`.
    pub account_type: String,
    /// ISO code, e.g. `KES`.
    pub currency: String,
    pub balance_minor: i64,
}

/// Money out of the account, or into it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    Debit,
    Credit,
}

impl Direction {
    /// `debit` or `credit`, as Mono writes them.
    pub fn name(self) -> &'static str {
        match self {
            Direction::Debit => "debit",
            Direction::Credit => "credit",
        }
    }

    /// Either name, in any case.
    pub fn parse(text: &str) -> Option<Direction> {
        match text.trim().to_ascii_lowercase().as_str() {
            "debit" => Some(Direction::Debit),
            "credit" => Some(Direction::Credit),
            _ => None,
        }
    }
}

/// One transaction of the account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinkedTransaction {
    /// The provider's id or reference: the statement's receipt number.
    pub id: String,
    /// Epoch seconds.
    pub at: i64,
    pub narration: String,
    pub direction: Direction,
    /// Zero or more.
    pub amount_minor: i64,
    /// The balance after it, as the provider gives it.
    pub balance_minor: i64,
}

/// Every character but the last four replaced by `*`: `0712345678` → `******5678`. A number of
/// four characters or fewer is all masked.
pub fn masked_number(number: &str) -> String {
    let chars: Vec<char> = number.trim().chars().collect();
    let shown = if chars.len() > 4 { 4 } else { 0 };
    let hidden = chars.len() - shown;
    "*".repeat(hidden) + &chars[hidden..].iter().collect::<String>()
}

/// An amount in minor units as text with two decimals: `-1234` → `-12.34`.
pub fn amount_text(minor: i64) -> String {
    let mut amount: Decimal = from_minor(minor);
    amount.rescale(2);
    decimal_text(amount)
}

/// The longest connection code taken (Mono's are far shorter).
pub const MAX_CODE_LENGTH: usize = 512;

/// The connection code sent to link an account, trimmed; a refusal's message when it is missing or
/// not a code (spaces, control characters, far too long).
pub fn check_code(code: Option<&str>) -> Result<&str, &'static str> {
    let code = code.map(str::trim).unwrap_or("");
    if code.is_empty() {
        return Err(CODE_MISSING);
    }
    let plain = code.len() <= MAX_CODE_LENGTH && code.chars().all(|c| c.is_ascii_graphic());
    if plain {
        Ok(code)
    } else {
        Err(CODE_UNREADABLE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_show_their_last_four() {
        assert_eq!(masked_number("0712345678"), "******5678");
        assert_eq!(masked_number(" 12345 "), "*2345");
        assert_eq!(masked_number("1234"), "****");
        assert_eq!(masked_number(""), "");
    }

    #[test]
    fn amounts_have_two_decimals() {
        assert_eq!(amount_text(123_456), "1234.56");
        assert_eq!(amount_text(500), "5.00");
        assert_eq!(amount_text(-7), "-0.07");
        assert_eq!(amount_text(0), "0.00");
    }

    #[test]
    fn codes_are_checked() {
        assert_eq!(check_code(Some(" sim_abc ")), Ok("sim_abc"));
        assert_eq!(check_code(None), Err(CODE_MISSING));
        assert_eq!(check_code(Some("  ")), Err(CODE_MISSING));
        assert_eq!(check_code(Some("a b")), Err(CODE_UNREADABLE));
        let long = "x".repeat(MAX_CODE_LENGTH + 1);
        assert_eq!(check_code(Some(&long)), Err(CODE_UNREADABLE));
        assert_eq!(Direction::parse(" CREDIT"), Some(Direction::Credit));
        assert_eq!(Direction::parse("other"), None);
        assert_eq!(Direction::Debit.name(), "debit");
    }
}
