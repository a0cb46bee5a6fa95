//! Who may list the financial institutions a statement comes from (issue 17; docs/validation.md),
//! and what the portal does with each one's statement: M-Pesa Kenya's full statement is read and
//! reconciled by core; the others' statements and pictures go to a coach, who enters the totals.

use crate::roles::Role;

/// What happens to a statement from an institution (the `reader` column of its table).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reader {
    /// Read by core (`csv`, `pdf_read`), checked and reconciled at once.
    MpesaFullStatement,
    /// Kept for a coach's review.
    CoachReview,
}

impl Reader {
    /// The stored name; anything unknown is reviewed by a coach.
    pub fn from_name(name: &str) -> Reader {
        match name {
            "mpesa" => Reader::MpesaFullStatement,
            _ => Reader::CoachReview,
        }
    }
}

/// The entrepreneur starts a validation; the coach, the super admin and the admin read the list too.
pub fn may_list(role: Role) -> bool {
    matches!(role, Role::Client | Role::Coach | Role::Super | Role::Admin)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn readers_and_roles() {
        assert_eq!(Reader::from_name("mpesa"), Reader::MpesaFullStatement);
        assert_eq!(Reader::from_name("review"), Reader::CoachReview);
        assert_eq!(Reader::from_name(""), Reader::CoachReview);
        assert!(may_list(Role::Client));
        assert!(may_list(Role::Coach));
        assert!(!may_list(Role::Advisor));
        assert!(!may_list(Role::Applicant));
    }
}
