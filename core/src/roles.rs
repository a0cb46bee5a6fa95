//! The eleven roles (the specification's eight, the acceleration team's business coach, the advisor and the learning mentor), where each lands after signing in, and which roles may open which area.

use crate::language::Language;

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Client,
    Applicant,
    Digiprime,
    Admin,
    Sales,
    Processor,
    Authorizer,
    /// A business coach of the acceleration team: reviews the entrepreneurs' onboarding.
    Coach,
    /// A business advisor (mentor): a coach pairs entrepreneurs with them for the advisory playbook.
    Advisor,
    /// A learning mentor: follows the trainees of the cohorts they mentor, grades their work and messages them.
    Mentor,
    Super,
}

impl Role {
    pub const ALL: [Role; 11] = [
        Role::Client,
        Role::Applicant,
        Role::Digiprime,
        Role::Admin,
        Role::Sales,
        Role::Processor,
        Role::Authorizer,
        Role::Coach,
        Role::Advisor,
        Role::Mentor,
        Role::Super,
    ];

    /// The value stored and sent on the wire.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Client => "client",
            Role::Applicant => "applicant",
            Role::Digiprime => "digiprime",
            Role::Admin => "admin",
            Role::Sales => "sales",
            Role::Processor => "processor",
            Role::Authorizer => "authorizer",
            Role::Coach => "coach",
            Role::Advisor => "advisor",
            Role::Mentor => "mentor",
            Role::Super => "super",
        }
    }

    pub fn parse(text: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.as_str() == text)
    }

    /// The label shown in the staff header.
    pub fn label(self) -> &'static str {
        match self {
            Role::Sales => "sales agent",
            Role::Coach => "business coach",
            Role::Super => "super admin",
            other => other.as_str(),
        }
    }

    /// The label in a language, as messages to a person name their role.
    pub fn label_in(self, language: Language) -> &'static str {
        match language {
            Language::English => self.label(),
            Language::Swahili => match self {
                Role::Client => "mteja",
                Role::Applicant => "mwombaji",
                Role::Digiprime => "digiprime",
                Role::Admin => "msimamizi",
                Role::Sales => "wakala wa mauzo",
                Role::Processor => "mshughulikiaji",
                Role::Authorizer => "muidhinishaji",
                Role::Coach => "mkufunzi wa biashara",
                Role::Advisor => "mshauri",
                Role::Mentor => "mlezi",
                Role::Super => "msimamizi mkuu",
            },
        }
    }

    /// Where the role lands after signing in (spec 000 section 4).
    pub fn landing_path(self) -> &'static str {
        match self {
            Role::Client => "/dashboard/overview",
            Role::Applicant => "/dashboard/trainee/home",
            Role::Digiprime => "/dashboard/digiprime/home",
            Role::Admin | Role::Processor => "/processor/overview",
            Role::Sales => "/sales-agent/overview",
            Role::Authorizer => "/authorizer/overview",
            Role::Coach => "/coach/overview",
            Role::Advisor => "/advisor/overview",
            Role::Mentor => "/mentor/overview",
            Role::Super => "/super-admin/overview",
        }
    }

    /// Every role but the client sees the header search box, its name and its role (spec 000 section 2).
    pub fn sees_header_identity(self) -> bool {
        self != Role::Client
    }

    /// The lender's own people: they may list and open clients.
    pub fn is_staff(self) -> bool {
        !matches!(self, Role::Client | Role::Applicant | Role::Digiprime)
    }
}

/// Areas of the PWA by path prefix; the longest matching prefix decides.
const AREAS: &[(&str, &[Role])] = &[
    ("/dashboard", &[Role::Client]),
    ("/dashboard/trainee", &[Role::Applicant]),
    ("/dashboard/applicant", &[Role::Applicant]),
    ("/dashboard/digikua/applicant", &[Role::Applicant]),
    ("/dashboard/qsurvey/applicant", &[Role::Applicant]),
    ("/dashboard/lms", &[Role::Client, Role::Applicant]),
    (
        "/dashboard/post-training-survey",
        &[Role::Client, Role::Applicant],
    ),
    ("/dashboard/digiprime", &[Role::Digiprime]),
    ("/dashboard/digikua/digiprime", &[Role::Digiprime]),
    ("/dashboard/qsurvey/digiprime", &[Role::Digiprime]),
    ("/sales-agent", &[Role::Sales]),
    ("/processor", &[Role::Processor, Role::Admin]),
    ("/authorizer", &[Role::Authorizer]),
    ("/coach", &[Role::Coach]),
    // The super admin does the acceleration team's work too (issue 13), from their own menu.
    ("/coach/review-queue", &[Role::Coach, Role::Super]),
    ("/coach/cohorts", &[Role::Coach, Role::Super]),
    ("/coach/cohort-progress", &[Role::Coach, Role::Super]),
    // The advisor's entrepreneurs, their sessions, tasks and feedback (issue 14).
    ("/advisor", &[Role::Advisor]),
    // The learning mentor's cohorts, grading and messages (issue 15).
    ("/mentor", &[Role::Mentor]),
    ("/super-admin", &[Role::Super]),
];

fn has_prefix(path: &str, prefix: &str) -> bool {
    path.strip_prefix(prefix)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
}

/// The roles that may open `path`, or None for a public page.
pub fn roles_for_path(path: &str) -> Option<&'static [Role]> {
    AREAS
        .iter()
        .filter(|(prefix, _)| has_prefix(path, prefix))
        .max_by_key(|(prefix, _)| prefix.len())
        .map(|(_, roles)| *roles)
}

/// Whether someone with `role` (None when signed out) may open `path`.
pub fn may_open(role: Option<Role>, path: &str) -> bool {
    match roles_for_path(path) {
        None => true,
        Some(roles) => role.is_some_and(|r| roles.contains(&r)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_role_lands_in_an_area_it_may_open() {
        for role in Role::ALL {
            assert!(may_open(Some(role), role.landing_path()), "{role:?}");
            assert_eq!(Role::parse(role.as_str()), Some(role));
        }
    }

    #[test]
    fn landing_paths_follow_the_spec() {
        assert_eq!(Role::Admin.landing_path(), "/processor/overview");
        assert_eq!(Role::Applicant.landing_path(), "/dashboard/trainee/home");
        assert_eq!(Role::Super.label(), "super admin");
        assert_eq!(Role::Sales.label(), "sales agent");
    }

    #[test]
    fn areas_need_exactly_their_roles() {
        assert!(!may_open(None, "/dashboard/overview"));
        assert!(!may_open(Some(Role::Client), "/super-admin/overview"));
        assert!(!may_open(Some(Role::Applicant), "/dashboard/overview"));
        assert!(!may_open(Some(Role::Client), "/dashboard/trainee/home"));
        assert!(may_open(Some(Role::Applicant), "/dashboard/lms/home"));
        assert!(may_open(Some(Role::Client), "/dashboard/lms"));
        assert!(may_open(
            Some(Role::Digiprime),
            "/dashboard/qsurvey/digiprime/home"
        ));
        assert!(!may_open(
            Some(Role::Client),
            "/dashboard/qsurvey/digiprime/home"
        ));
        assert!(may_open(
            Some(Role::Client),
            "/dashboard/qsurvey/client/home"
        ));
        assert!(!may_open(Some(Role::Super), "/processor/loans"));
        assert!(may_open(None, "/loan-calculator"));
        assert!(may_open(None, "/dashboards-tour"));
        assert!(!Role::Client.is_staff() && Role::Admin.is_staff() && !Role::Applicant.is_staff());
        assert!(!Role::Client.sees_header_identity() && Role::Applicant.sees_header_identity());
        assert!(Role::Super.sees_header_identity());
    }

    #[test]
    fn a_coach_is_staff_landing_in_its_own_area() {
        assert_eq!(Role::parse("coach"), Some(Role::Coach));
        assert_eq!(Role::Coach.as_str(), "coach");
        assert_eq!(Role::Coach.label(), "business coach");
        assert_eq!(
            Role::Coach.label_in(Language::Swahili),
            "mkufunzi wa biashara"
        );
        assert_eq!(Role::Coach.landing_path(), "/coach/overview");
        assert!(Role::Coach.is_staff() && Role::Coach.sees_header_identity());
        assert!(may_open(Some(Role::Coach), "/coach/review-queue"));
        assert!(may_open(Some(Role::Super), "/coach/review-queue"));
        assert!(may_open(Some(Role::Super), "/coach/cohorts/abc"));
        assert!(!may_open(Some(Role::Super), "/coach/overview"));
        for role in Role::ALL.into_iter().filter(|r| *r != Role::Coach) {
            assert!(!may_open(Some(role), "/coach/overview"), "{role:?}");
        }
        assert!(!may_open(None, "/coach/overview"));
        assert_eq!(roles_for_path("/coachable"), None);
        for area in [
            "/processor/loans",
            "/authorizer/overview",
            "/super-admin/overview",
            "/sales-agent/overview",
            "/dashboard/overview",
        ] {
            assert!(!may_open(Some(Role::Coach), area), "{area}");
        }
    }

    #[test]
    fn an_advisor_is_staff_landing_in_its_own_area() {
        assert_eq!(Role::parse("advisor"), Some(Role::Advisor));
        assert_eq!(Role::Advisor.label(), "advisor");
        assert_eq!(Role::Advisor.label_in(Language::Swahili), "mshauri");
        assert_eq!(Role::Advisor.landing_path(), "/advisor/overview");
        assert!(Role::Advisor.is_staff() && Role::Advisor.sees_header_identity());
        assert!(may_open(Some(Role::Advisor), "/advisor/pairs/abc"));
        for role in Role::ALL.into_iter().filter(|r| *r != Role::Advisor) {
            assert!(!may_open(Some(role), "/advisor/overview"), "{role:?}");
        }
        for area in [
            "/coach/overview",
            "/coach/cohorts",
            "/dashboard/overview",
            "/super-admin/overview",
        ] {
            assert!(!may_open(Some(Role::Advisor), area), "{area}");
        }
    }

    #[test]
    fn a_mentor_is_staff_landing_in_its_own_area() {
        assert_eq!(Role::parse("mentor"), Some(Role::Mentor));
        assert_eq!(Role::Mentor.label(), "mentor");
        assert_eq!(Role::Mentor.label_in(Language::Swahili), "mlezi");
        assert_eq!(Role::Mentor.landing_path(), "/mentor/overview");
        assert!(Role::Mentor.is_staff() && Role::Mentor.sees_header_identity());
        assert!(may_open(Some(Role::Mentor), "/mentor/cohorts/abc"));
        for role in Role::ALL.into_iter().filter(|r| *r != Role::Mentor) {
            assert!(!may_open(Some(role), "/mentor/overview"), "{role:?}");
        }
        for area in [
            "/advisor/overview",
            "/coach/overview",
            "/dashboard/lms/home",
        ] {
            assert!(!may_open(Some(Role::Mentor), area), "{area}");
        }
    }
}
