//! One life cycle for every loan, and the table of who may move it where.
//!
//! draft → pending (submitted) → under review → recommended (processor) or returned to the client
//! → approved or rejected (authorizer) → active (disbursed) → closed when repaid. The client may
//! withdraw before approval; the super admin may write an active loan off.

use crate::roles::Role;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LoanStatus {
    /// An application still being filled in.
    Draft,
    /// Submitted, waiting for a processor.
    Pending,
    UnderReview,
    Returned,
    Recommended,
    Approved,
    Rejected,
    /// Disbursed and being repaid.
    Active,
    Closed,
    Withdrawn,
    WrittenOff,
}

impl LoanStatus {
    pub const ALL: [LoanStatus; 11] = [
        LoanStatus::Draft,
        LoanStatus::Pending,
        LoanStatus::UnderReview,
        LoanStatus::Returned,
        LoanStatus::Recommended,
        LoanStatus::Approved,
        LoanStatus::Rejected,
        LoanStatus::Active,
        LoanStatus::Closed,
        LoanStatus::Withdrawn,
        LoanStatus::WrittenOff,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            LoanStatus::Draft => "draft",
            LoanStatus::Pending => "pending",
            LoanStatus::UnderReview => "under_review",
            LoanStatus::Returned => "returned",
            LoanStatus::Recommended => "recommended",
            LoanStatus::Approved => "approved",
            LoanStatus::Rejected => "rejected",
            LoanStatus::Active => "active",
            LoanStatus::Closed => "closed",
            LoanStatus::Withdrawn => "withdrawn",
            LoanStatus::WrittenOff => "written_off",
        }
    }

    pub fn parse(text: &str) -> Option<LoanStatus> {
        LoanStatus::ALL.into_iter().find(|s| s.as_str() == text)
    }

    /// Start case, as the history table shows it ("under_review" → "Under Review").
    pub fn label(self) -> String {
        start_case(self.as_str())
    }

    /// Money has gone out and is being (or was) repaid.
    pub fn is_disbursed(self) -> bool {
        matches!(
            self,
            LoanStatus::Active | LoanStatus::Closed | LoanStatus::WrittenOff
        )
    }

    /// Still asking for the staff's attention before money goes out.
    pub fn is_open_request(self) -> bool {
        matches!(
            self,
            LoanStatus::Draft
                | LoanStatus::Pending
                | LoanStatus::UnderReview
                | LoanStatus::Returned
                | LoanStatus::Recommended
                | LoanStatus::Approved
        )
    }
}

/// "under_review" → "Under Review"; any word separated by `_`, `-` or spaces. Statuses are ASCII:
/// letters beyond ASCII keep their case (the case tables of every alphabet would weigh on the
/// phones' download).
pub fn start_case(text: &str) -> String {
    text.split(['_', '-', ' '])
        .filter(|w| !w.is_empty())
        .map(|w| {
            let mut word = w.to_ascii_lowercase();
            if let Some(first) = word.get_mut(..1) {
                first.make_ascii_uppercase();
            }
            word
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LoanAction {
    /// The client sends the application (again, after it was returned).
    Submit,
    Review,
    Recommend,
    /// Back to the client for changes.
    Return,
    Approve,
    Reject,
    Disburse,
    Withdraw,
    WriteOff,
    /// Repaid in full (done by the system when the balance reaches zero).
    Close,
}

impl LoanAction {
    pub const ALL: [LoanAction; 10] = [
        LoanAction::Submit,
        LoanAction::Review,
        LoanAction::Recommend,
        LoanAction::Return,
        LoanAction::Approve,
        LoanAction::Reject,
        LoanAction::Disburse,
        LoanAction::Withdraw,
        LoanAction::WriteOff,
        LoanAction::Close,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            LoanAction::Submit => "submit",
            LoanAction::Review => "review",
            LoanAction::Recommend => "recommend",
            LoanAction::Return => "return",
            LoanAction::Approve => "approve",
            LoanAction::Reject => "reject",
            LoanAction::Disburse => "disburse",
            LoanAction::Withdraw => "withdraw",
            LoanAction::WriteOff => "write_off",
            LoanAction::Close => "close",
        }
    }

    pub fn parse(text: &str) -> Option<LoanAction> {
        LoanAction::ALL.into_iter().find(|a| a.as_str() == text)
    }

    /// The statuses it may start from, and where it leads.
    pub fn moves(self) -> (&'static [LoanStatus], LoanStatus) {
        use LoanStatus::*;
        match self {
            LoanAction::Submit => (&[Draft, Returned], Pending),
            LoanAction::Review => (&[Pending], UnderReview),
            LoanAction::Recommend => (&[UnderReview], Recommended),
            LoanAction::Return => (&[Pending, UnderReview, Recommended], Returned),
            LoanAction::Approve => (&[Recommended], Approved),
            LoanAction::Reject => (&[UnderReview, Recommended], Rejected),
            LoanAction::Disburse => (&[Approved], Active),
            LoanAction::Withdraw => (
                &[Draft, Pending, UnderReview, Returned, Recommended],
                Withdrawn,
            ),
            LoanAction::WriteOff => (&[Active], WrittenOff),
            LoanAction::Close => (&[Active], Closed),
        }
    }

    /// Who may take it: the roles (the client acts only on their own loans). `Close` is the
    /// system's alone.
    pub fn roles(self) -> &'static [Role] {
        match self {
            LoanAction::Submit | LoanAction::Withdraw => &[Role::Client],
            LoanAction::Review | LoanAction::Recommend | LoanAction::Return => {
                &[Role::Processor, Role::Admin, Role::Super]
            }
            LoanAction::Approve | LoanAction::Reject | LoanAction::Disburse => {
                &[Role::Authorizer, Role::Super]
            }
            LoanAction::WriteOff => &[Role::Super],
            LoanAction::Close => &[],
        }
    }

    pub fn needs_reason(self) -> bool {
        matches!(
            self,
            LoanAction::Return | LoanAction::Reject | LoanAction::WriteOff
        )
    }

    /// The staff actions `role` may take on a loan in `status` (for the loan screen's buttons).
    pub fn available(status: LoanStatus, role: Role) -> Vec<LoanAction> {
        LoanAction::ALL
            .into_iter()
            .filter(|a| a.roles().contains(&role) && a.moves().0.contains(&status))
            .collect()
    }
}

pub const NOT_YOUR_LOAN: &str = "You may only act on your own loans";
pub const REASON_REQUIRED: &str = "Give a reason for this decision";
pub const SAME_PERSON: &str =
    "The loan must be approved by someone other than the person who recommended it";

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ActionError {
    /// The role may never take this action (answered as forbidden).
    RoleMayNot {
        role: Role,
        action: LoanAction,
    },
    /// A client acting on another client's loan.
    NotOwner,
    /// The loan is in a status the action cannot start from.
    WrongStatus {
        status: LoanStatus,
        action: LoanAction,
    },
    ReasonRequired,
    SamePerson,
}

impl ActionError {
    pub fn message(&self) -> String {
        match self {
            ActionError::RoleMayNot { role, action } => format!(
                "A {} may not {} a loan",
                role.label(),
                action.as_str().replace('_', " ")
            ),
            ActionError::NotOwner => NOT_YOUR_LOAN.to_owned(),
            ActionError::WrongStatus { status, action } => format!(
                "A loan that is {} cannot be {}",
                status.label(),
                past_tense(*action)
            ),
            ActionError::ReasonRequired => REASON_REQUIRED.to_owned(),
            ActionError::SamePerson => SAME_PERSON.to_owned(),
        }
    }

    /// Refused for who is asking rather than for the loan's state.
    pub fn is_forbidden(&self) -> bool {
        matches!(self, ActionError::RoleMayNot { .. } | ActionError::NotOwner)
    }
}

fn past_tense(action: LoanAction) -> &'static str {
    match action {
        LoanAction::Submit => "submitted",
        LoanAction::Review => "taken for review",
        LoanAction::Recommend => "recommended",
        LoanAction::Return => "returned",
        LoanAction::Approve => "approved",
        LoanAction::Reject => "rejected",
        LoanAction::Disburse => "disbursed",
        LoanAction::Withdraw => "withdrawn",
        LoanAction::WriteOff => "written off",
        LoanAction::Close => "closed",
    }
}

/// Who asks, and what the loan's history says about them.
#[derive(Debug, Clone, Copy)]
pub struct Actor<'a> {
    pub user_id: &'a str,
    pub role: Role,
}

#[derive(Debug, Clone, Copy)]
pub struct LoanFacts<'a> {
    pub status: LoanStatus,
    pub owner_id: &'a str,
    /// Who recommended it, if anyone has since it was last submitted.
    pub recommended_by: Option<&'a str>,
}

/// The status the loan moves to, or why it may not.
pub fn decide(
    loan: &LoanFacts,
    action: LoanAction,
    actor: &Actor,
    reason: &str,
) -> Result<LoanStatus, ActionError> {
    if !action.roles().contains(&actor.role) {
        return Err(ActionError::RoleMayNot {
            role: actor.role,
            action,
        });
    }
    if actor.role == Role::Client && actor.user_id != loan.owner_id {
        return Err(ActionError::NotOwner);
    }
    let (from, to) = action.moves();
    if !from.contains(&loan.status) {
        return Err(ActionError::WrongStatus {
            status: loan.status,
            action,
        });
    }
    if action.needs_reason() && reason.trim().is_empty() {
        return Err(ActionError::ReasonRequired);
    }
    if action == LoanAction::Approve && loan.recommended_by == Some(actor.user_id) {
        return Err(ActionError::SamePerson);
    }
    Ok(to)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts(status: LoanStatus) -> LoanFacts<'static> {
        LoanFacts {
            status,
            owner_id: "client-1",
            recommended_by: Some("processor-1"),
        }
    }

    #[test]
    fn the_happy_path() {
        let steps = [
            (
                LoanStatus::Draft,
                LoanAction::Submit,
                Role::Client,
                "client-1",
                LoanStatus::Pending,
            ),
            (
                LoanStatus::Pending,
                LoanAction::Review,
                Role::Processor,
                "processor-1",
                LoanStatus::UnderReview,
            ),
            (
                LoanStatus::UnderReview,
                LoanAction::Recommend,
                Role::Processor,
                "processor-1",
                LoanStatus::Recommended,
            ),
            (
                LoanStatus::Recommended,
                LoanAction::Approve,
                Role::Authorizer,
                "authorizer-1",
                LoanStatus::Approved,
            ),
            (
                LoanStatus::Approved,
                LoanAction::Disburse,
                Role::Authorizer,
                "authorizer-1",
                LoanStatus::Active,
            ),
        ];
        for (from, action, role, user_id, to) in steps {
            assert_eq!(
                decide(&facts(from), action, &Actor { user_id, role }, ""),
                Ok(to)
            );
        }
    }

    #[test]
    fn refusals_each_say_why() {
        let processor = Actor {
            user_id: "processor-1",
            role: Role::Processor,
        };
        let err = decide(
            &facts(LoanStatus::Recommended),
            LoanAction::Approve,
            &processor,
            "",
        )
        .expect_err("refused");
        assert_eq!(err.message(), "A processor may not approve a loan");
        assert!(err.is_forbidden());

        let super_admin = Actor {
            user_id: "processor-1",
            role: Role::Super,
        };
        let err = decide(
            &facts(LoanStatus::Recommended),
            LoanAction::Approve,
            &super_admin,
            "",
        )
        .expect_err("refused");
        assert_eq!(err, ActionError::SamePerson);

        let authorizer = Actor {
            user_id: "authorizer-1",
            role: Role::Authorizer,
        };
        let err = decide(
            &facts(LoanStatus::Active),
            LoanAction::Approve,
            &authorizer,
            "",
        )
        .expect_err("refused");
        assert_eq!(err.message(), "A loan that is Active cannot be approved");
        assert!(!err.is_forbidden());
        assert_eq!(
            decide(
                &facts(LoanStatus::Recommended),
                LoanAction::Reject,
                &authorizer,
                "  "
            ),
            Err(ActionError::ReasonRequired)
        );

        let other_client = Actor {
            user_id: "client-2",
            role: Role::Client,
        };
        assert_eq!(
            decide(
                &facts(LoanStatus::Pending),
                LoanAction::Withdraw,
                &other_client,
                ""
            ),
            Err(ActionError::NotOwner)
        );
    }

    #[test]
    fn nobody_closes_a_loan_by_hand_and_sales_agents_take_no_decisions() {
        for role in Role::ALL {
            assert!(!LoanAction::Close.roles().contains(&role));
            for status in LoanStatus::ALL {
                if role == Role::Sales {
                    assert!(LoanAction::available(status, role).is_empty());
                }
            }
        }
        assert_eq!(
            LoanAction::available(LoanStatus::UnderReview, Role::Processor),
            vec![LoanAction::Recommend, LoanAction::Return]
        );
    }

    #[test]
    fn labels_are_start_case() {
        assert_eq!(LoanStatus::UnderReview.label(), "Under Review");
        assert_eq!(LoanStatus::WrittenOff.label(), "Written Off");
        assert_eq!(start_case("pending"), "Pending");
        assert_eq!(start_case("  WRITTEN-off_"), "Written Off");
        assert_eq!(start_case("élan_vital"), "élan Vital");
        for status in LoanStatus::ALL {
            assert_eq!(LoanStatus::parse(status.as_str()), Some(status));
            let unicode: Vec<String> = status
                .as_str()
                .split('_')
                .map(|w| {
                    let mut chars = w.chars();
                    chars.next().map_or(String::new(), |first| {
                        first
                            .to_uppercase()
                            .chain(chars.flat_map(char::to_lowercase))
                            .collect()
                    })
                })
                .collect();
            assert_eq!(status.label(), unicode.join(" "), "{status:?}");
        }
    }
}
