//! The invest profile (spec 002 sections 2.4, 3.3, 4.3, 5.3, 7.3, 8.3 and 9): an entrepreneur's
//! public business profile for investors. Its fields and checks (`profile`), the map location kept
//! as the spec's JSON text of lng and lat (`map`), the YouTube video (`video`), the business's last
//! 12 months for investors from the cashflow maths (`performance`), and every message in English
//! and Swahili (`messages`).

pub mod map;
pub mod messages;
pub mod performance;
pub mod profile;
pub mod video;

use crate::roles::Role;

pub use profile::{check, Flags, Problem, Profile, ProfileForm};

/// Who keeps an invest profile and writes it: the client (spec 002 section 6).
pub fn may_write(role: Role) -> bool {
    role == Role::Client
}

/// Staff who may read any entrepreneur's profile: the business coach, the super admin and the
/// admin.
pub fn may_read_any(role: Role) -> bool {
    matches!(role, Role::Coach | Role::Super | Role::Admin)
}

/// The investors' pages (no sign-in): reads one address may make in a window.
pub const PUBLIC_READS_PER_IP: i64 = 300;
pub const PUBLIC_READS_WINDOW_SECONDS: i64 = 60;

/// The investors' list: profiles a page, unless asked otherwise, and at most.
pub const PER_PAGE: i64 = 20;
pub const MAX_PER_PAGE: i64 = 50;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_client_writes_and_three_staff_roles_read_any() {
        for role in Role::ALL {
            assert_eq!(may_write(role), role == Role::Client, "{role:?}");
        }
        let readers: Vec<Role> = Role::ALL.into_iter().filter(|r| may_read_any(*r)).collect();
        assert_eq!(readers, vec![Role::Admin, Role::Coach, Role::Super]);
    }
}
