//! The milestone budget (spec 002 section 2.3; docs/budget.md): a business's periods and budget
//! lines, their checks (`checks`) with every message in English and Swahili (`messages`), the
//! records as phones and the server keep them (`wire`), the budget against DigiKua's actual
//! expenses (`report`) and its export rows (`export`). The same natively and on the phone.

pub mod checks;
pub mod export;
pub mod messages;
pub mod model;
pub mod report;
pub mod wire;

#[cfg(test)]
mod checks_tests;
#[cfg(test)]
mod report_tests;

use crate::roles::Role;

/// Who keeps a budget and edits it: the client, for their own business.
pub fn may_write(role: Role) -> bool {
    role == Role::Client
}

/// Staff who may read any client's budget against actual: the business coach, the super admin and
/// the admin.
pub fn may_read_any(role: Role) -> bool {
    matches!(role, Role::Coach | Role::Super | Role::Admin)
}

/// Who may read a budget at all.
pub fn may_read(role: Role) -> bool {
    may_write(role) || may_read_any(role)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_client_writes_and_three_staff_roles_read() {
        for role in Role::ALL {
            assert_eq!(may_write(role), role == Role::Client, "{role:?}");
            let reads = matches!(role, Role::Client | Role::Coach | Role::Super | Role::Admin);
            assert_eq!(may_read(role), reads, "{role:?}");
        }
    }
}
