//! The linked financial account (spec 000: "Financial account link status: active or inactive"):
//! a client links one account at an aggregation service (Mono, or the built-in simulator) and the
//! portal reads its information, its transaction history and a statement for a period, which the
//! financial validation takes like an uploaded M-Pesa statement (docs/linked-accounts.md).
//!
//! - `model`: the account and its transactions as a provider gives them, amounts in minor units.
//! - `period`: the dates a history or a statement covers, and their refusals.
//! - `statement`: the transactions as the validation's statement rows, and the statement's CSV.
//! - `messages`: every text, in English with its Swahili.

pub mod messages;
pub mod model;
pub mod period;
pub mod statement;

use crate::roles::Role;

/// Who links an account and reads its history and statements: the client, their own.
pub fn may_link(role: Role) -> bool {
    role == Role::Client
}

/// Staff who may read a client's linked-account information: the business coach, the super admin
/// and the admin (as they read a client's budget).
pub fn may_read_any(role: Role) -> bool {
    matches!(role, Role::Coach | Role::Super | Role::Admin)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_client_links_and_three_staff_roles_read() {
        for role in Role::ALL {
            assert_eq!(may_link(role), role == Role::Client, "{role:?}");
            let reads = matches!(role, Role::Coach | Role::Super | Role::Admin);
            assert_eq!(may_read_any(role), reads, "{role:?}");
        }
    }
}
