//! What each staff role may see of the entrepreneurs: which of them (all, or those the staff member
//! registered) and which groups of their data. Every staff read path asks this one table: client
//! lists and details, profiles, stored files, loan lists and details, the overview, reports, and
//! bookkeeping reads. A person the caller may not see is answered exactly like one that does not
//! exist; a group the caller may not see is left out of the answer and named in `hidden`.

use portal_core::roles::Role;

use crate::auth::AuthUser;
use crate::error::{AppError, AppResult, NOT_FOUND};
use crate::state::AppState;
use crate::users::model::User;
use crate::users::store as users;

/// Which entrepreneurs a role sees.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Clients {
    All,
    /// Those the staff member created or invited.
    Registered,
}

/// A group of an entrepreneur's data.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Group {
    /// Names, e-mail, phones, residence, gender, country, when they joined. Every staff role sees
    /// it: the lists are made of it.
    Contact,
    /// The national ID number (on the profile and on a loan), the identity type, the identity
    /// document and the passport photo.
    Identity,
    /// Bank name, account name, number, type and code.
    Bank,
    /// The next of kin's name, relationship and contacts.
    NextOfKin,
    /// Loans: amounts, status, schedule, repayments and history (the overview's sums too).
    Loans,
    /// The documents sent for a loan (proposals) and the offer letter.
    Documents,
    /// The business's books and their charts.
    Bookkeeping,
    /// What an entrepreneur sent for the acceleration onboarding (its files and answers).
    Onboarding,
    /// Their answers to the quarterly surveys.
    Survey,
    /// Their business's scorecards, the coach's scoring sheets and the portfolio of scores.
    Scorecard,
}

impl Group {
    pub const ALL: [Group; 10] = [
        Group::Contact,
        Group::Identity,
        Group::Bank,
        Group::NextOfKin,
        Group::Loans,
        Group::Documents,
        Group::Bookkeeping,
        Group::Onboarding,
        Group::Survey,
        Group::Scorecard,
    ];

    /// The name an answer's `hidden` list uses.
    pub fn name(self) -> &'static str {
        match self {
            Group::Contact => "contact",
            Group::Identity => "identity",
            Group::Bank => "bank",
            Group::NextOfKin => "nextOfKin",
            Group::Loans => "loans",
            Group::Documents => "documents",
            Group::Bookkeeping => "bookkeeping",
            Group::Onboarding => "onboarding",
            Group::Survey => "survey",
            Group::Scorecard => "scorecard",
        }
    }

    /// The group of a stored file, by what it was uploaded for.
    pub fn of_file(purpose: &str) -> Group {
        match purpose {
            "identification" | "passport" => Group::Identity,
            onboarding if onboarding.starts_with("onboarding:") => Group::Onboarding,
            // The invest profile's picture and logo are made to be public: any staff who see the
            // person see them.
            invest if invest.starts_with("invest:") => Group::Contact,
            _ => Group::Documents,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Visibility {
    pub clients: Clients,
    pub groups: &'static [Group],
    /// The portfolio reports (every client's loans summed) and their CSV exports.
    pub reports: bool,
}

const EVERYTHING: &[Group] = &Group::ALL;

/// The table. A sales agent follows the people they brought in: their contacts, how their loans
/// stand and their scorecards (which weigh their repayments), not their identity, bank or books. The processor, authorizer and admin review and pay
/// out loans, which needs all of a client's file; the super admin also sees the reports. A business
/// coach reviews the onboarding of clients and applicants and keeps the scoring sheets: who they are,
/// their scorecards, nothing of their loans. An
/// advisor registers nobody, so through the staff lists they see nobody: their entrepreneurs come
/// through the playbook's pairs only. A learning mentor likewise: their trainees come through the
/// cohorts they mentor.
pub const TABLE: [(Role, Visibility); 8] = [
    (
        Role::Sales,
        Visibility {
            clients: Clients::Registered,
            groups: &[Group::Contact, Group::Loans, Group::Scorecard],
            reports: false,
        },
    ),
    (
        Role::Processor,
        Visibility {
            clients: Clients::All,
            groups: EVERYTHING,
            reports: false,
        },
    ),
    (
        Role::Authorizer,
        Visibility {
            clients: Clients::All,
            groups: EVERYTHING,
            reports: false,
        },
    ),
    (
        Role::Admin,
        Visibility {
            clients: Clients::All,
            groups: EVERYTHING,
            reports: false,
        },
    ),
    (
        Role::Coach,
        Visibility {
            clients: Clients::All,
            groups: &[
                Group::Contact,
                Group::Onboarding,
                Group::Survey,
                Group::Scorecard,
            ],
            reports: false,
        },
    ),
    (
        Role::Advisor,
        Visibility {
            clients: Clients::Registered,
            groups: &[Group::Contact],
            reports: false,
        },
    ),
    (
        Role::Mentor,
        Visibility {
            clients: Clients::Registered,
            groups: &[Group::Contact],
            reports: false,
        },
    ),
    (
        Role::Super,
        Visibility {
            clients: Clients::All,
            groups: EVERYTHING,
            reports: true,
        },
    ),
];

/// What `role` sees; None for the entrepreneur roles.
pub fn of(role: Role) -> Option<&'static Visibility> {
    TABLE
        .iter()
        .find(|(r, _)| *r == role)
        .map(|(_, visibility)| visibility)
}

/// One staff member's sight: the table's row for their role, and who they are.
#[derive(Debug, Clone)]
pub struct Sight {
    pub user_id: String,
    pub visibility: &'static Visibility,
}

impl Sight {
    pub fn of(user_id: &str, role: Role) -> Option<Sight> {
        of(role).map(|visibility| Sight {
            user_id: user_id.to_owned(),
            visibility,
        })
    }

    pub fn of_auth(auth: &AuthUser) -> Option<Sight> {
        Sight::of(&auth.user_id, auth.role)
    }

    pub fn sees(&self, group: Group) -> bool {
        self.visibility.groups.contains(&group)
    }

    pub fn sees_person(&self, person: &User) -> bool {
        match self.visibility.clients {
            Clients::All => true,
            Clients::Registered => person.registered_by.as_deref() == Some(self.user_id.as_str()),
        }
    }

    /// For lists: only the people registered by this id, or None for everyone.
    pub fn registered_by(&self) -> Option<&str> {
        match self.visibility.clients {
            Clients::All => None,
            Clients::Registered => Some(&self.user_id),
        }
    }

    /// The groups left out of this staff member's answers, by name.
    pub fn hidden(&self) -> Vec<String> {
        Group::ALL
            .into_iter()
            .filter(|group| !self.sees(*group))
            .map(|group| group.name().to_owned())
            .collect()
    }
}

/// How a caller reads a person's data: as that person (all of it) or as staff (the table).
#[derive(Debug, Clone)]
pub enum Reader {
    Themself,
    Staff(Sight),
}

impl Reader {
    pub fn sees(&self, group: Group) -> bool {
        match self {
            Reader::Themself => true,
            Reader::Staff(sight) => sight.sees(group),
        }
    }

    pub fn hidden(&self) -> Vec<String> {
        match self {
            Reader::Themself => Vec::new(),
            Reader::Staff(sight) => sight.hidden(),
        }
    }

    /// `value` when the reader sees `group`; None (left out of the answer) when not.
    pub fn shown<T>(&self, group: Group, value: T) -> Option<T> {
        self.sees(group).then_some(value)
    }
}

pub fn not_found() -> AppError {
    AppError::NotFound(NOT_FOUND.to_owned())
}

/// How `auth` reads `subject` when they need `group` of them: None when they may not (answer as
/// if nobody were there).
pub fn reader_of(auth: &AuthUser, subject: &User, group: Group) -> Option<Reader> {
    if auth.user_id == subject.id {
        return Some(Reader::Themself);
    }
    Sight::of_auth(auth)
        .filter(|sight| sight.sees_person(subject) && sight.sees(group))
        .map(Reader::Staff)
}

/// The person `subject_id` and how `auth` reads them, for routes that need `group` of them. An
/// entrepreneur asking for anyone else gets 403 whether or not the id exists; staff who may not
/// see the person get the same 404 as for an id that names nobody.
pub async fn read_person(
    state: &AppState,
    auth: &AuthUser,
    subject_id: &str,
    group: Group,
) -> AppResult<(User, Reader)> {
    if auth.user_id != subject_id && of(auth.role).is_none() {
        return Err(AppError::no_access());
    }
    let subject = users::find_by_id(&state.pool, subject_id)
        .await?
        .ok_or_else(not_found)?;
    let reader = reader_of(auth, &subject, group).ok_or_else(not_found)?;
    Ok((subject, reader))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_staff_role_has_one_row_and_only_staff_have_one() {
        for role in Role::ALL {
            let rows = TABLE.iter().filter(|(r, _)| *r == role).count();
            assert_eq!(rows, usize::from(role.is_staff()), "{role:?}");
        }
    }

    #[test]
    fn every_staff_role_sees_contacts_and_a_sales_agent_little_more() {
        for (role, visibility) in &TABLE {
            assert!(visibility.groups.contains(&Group::Contact), "{role:?}");
        }
        let sales = of(Role::Sales).expect("sales");
        assert_eq!(sales.clients, Clients::Registered);
        for hidden in [
            Group::Identity,
            Group::Bank,
            Group::NextOfKin,
            Group::Documents,
            Group::Bookkeeping,
            Group::Onboarding,
            Group::Survey,
        ] {
            assert!(!sales.groups.contains(&hidden), "{hidden:?}");
        }
        assert!(of(Role::Super).is_some_and(|v| v.reports));
        assert!(of(Role::Client).is_none());
        let coach = of(Role::Coach).expect("coach");
        assert_eq!(coach.clients, Clients::All);
        // Who the entrepreneurs are, what they sent for their onboarding, their survey answers and
        // their scorecards; nothing of their loans.
        assert_eq!(
            coach.groups,
            &[
                Group::Contact,
                Group::Onboarding,
                Group::Survey,
                Group::Scorecard
            ]
        );
        assert!(sales.groups.contains(&Group::Scorecard));
        assert!(!advisor_or_mentor_sees_scores());
        assert!(!coach.reports);
        // The advisor creates no accounts, so the staff lists show them nobody.
        let advisor = of(Role::Advisor).expect("advisor");
        assert_eq!(advisor.clients, Clients::Registered);
        assert_eq!(advisor.groups, &[Group::Contact]);
        assert!(!advisor.reports);
        assert!(portal_core::signup::creatable_roles(Role::Advisor).is_empty());
        let mentor = of(Role::Mentor).expect("mentor");
        assert_eq!(mentor.clients, Clients::Registered);
        assert_eq!(mentor.groups, &[Group::Contact]);
        assert!(!mentor.reports);
    }

    fn advisor_or_mentor_sees_scores() -> bool {
        [Role::Advisor, Role::Mentor]
            .into_iter()
            .any(|role| of(role).is_some_and(|v| v.groups.contains(&Group::Scorecard)))
    }

    #[test]
    fn files_belong_to_their_group() {
        assert_eq!(Group::of_file("identification"), Group::Identity);
        assert_eq!(Group::of_file("passport"), Group::Identity);
        assert_eq!(Group::of_file("proposal"), Group::Documents);
    }
}
