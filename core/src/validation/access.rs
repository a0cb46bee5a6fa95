//! Who does what with statements: the client sends their own business's; the business coach, the
//! super admin and the admin read any business's statements and report and review the statements
//! read by eye (as they read any business's budget).

use crate::roles::Role;

pub fn may_send(role: Role) -> bool {
    role == Role::Client
}

pub fn may_read_any(role: Role) -> bool {
    matches!(role, Role::Coach | Role::Super | Role::Admin)
}

pub fn may_read(role: Role) -> bool {
    may_send(role) || may_read_any(role)
}

pub fn may_review(role: Role) -> bool {
    may_read_any(role)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_client_sends_and_staff_review() {
        for role in Role::ALL {
            assert_eq!(may_send(role), role == Role::Client, "{role:?}");
            let staff = matches!(role, Role::Coach | Role::Super | Role::Admin);
            assert_eq!(may_review(role), staff, "{role:?}");
            assert_eq!(may_read(role), staff || role == Role::Client, "{role:?}");
        }
    }
}
