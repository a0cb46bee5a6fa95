//! Bookkeeping ("DigiKua", spec 002 sections 3.1, 4.1, 5.1 and 9): the records an entrepreneur keeps,
//! their checks and messages, the lookup lists, stock levels, the cashflow summary and analytics, and
//! the order rules of the sync protocol. Used by the server and, as WASM, by the phone.

pub mod cash_book;
pub mod cashflow;
pub mod dates;
pub mod fields;
pub mod json;
pub mod lookups;
pub mod messages;
pub mod records;
pub mod stock;
pub mod sync;
pub mod validate;
pub mod wire;

pub use records::{Entity, Record};

use crate::roles::Role;

/// Who keeps books (and so has a business): entrepreneurs in the client, applicant and digiprime
/// areas (spec 002 section 6).
pub fn keeps_books(role: Role) -> bool {
    matches!(role, Role::Client | Role::Applicant | Role::Digiprime)
}

/// Who may read any business's books: the staff roles.
pub fn may_read_any_books(role: Role) -> bool {
    role.is_staff()
}

/// The name a new business gets until its owner names it: the owner's full name.
pub fn default_business_name(first_name: &str, last_name: &str) -> String {
    let name = format!("{} {}", first_name.trim(), last_name.trim());
    let name = name.trim();
    if name.is_empty() {
        "My business".to_owned()
    } else {
        name.to_owned()
    }
}
