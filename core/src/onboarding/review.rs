//! Where each submission stands, and the acceleration team's decision on one.

/// One step (or applicant question) of one person.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum StepState {
    #[default]
    NotStarted,
    PendingApproval,
    Approved,
    Rejected {
        reason: String,
    },
}

pub const REASON_REQUIRED: &str = "Give the reason for rejecting this step";
pub const UNKNOWN_DECISION: &str = "Choose to approve or to reject";
pub const NOT_AWAITING_APPROVAL: &str = "This step is not awaiting approval";
/// A reason is read by the entrepreneur in an SMS: kept short.
pub const REASON_MAX_CHARS: usize = 500;
pub const REASON_TOO_LONG: &str = "Keep the reason to 500 characters or fewer";

impl StepState {
    /// As stored: `not_started`, `pending`, `approved`, `rejected` (the reason is stored beside it).
    pub fn name(&self) -> &'static str {
        match self {
            StepState::NotStarted => "not_started",
            StepState::PendingApproval => "pending",
            StepState::Approved => "approved",
            StepState::Rejected { .. } => "rejected",
        }
    }

    /// From its stored name and reason; None for a name it does not know.
    pub fn from_stored(name: &str, reason: Option<&str>) -> Option<StepState> {
        Some(match name {
            "not_started" => StepState::NotStarted,
            "pending" => StepState::PendingApproval,
            "approved" => StepState::Approved,
            "rejected" => StepState::Rejected {
                reason: reason.unwrap_or_default().to_owned(),
            },
            _ => return None,
        })
    }

    /// Sent at least once, rejected or not: what "strictly forward" asks of earlier steps.
    pub fn was_submitted(&self) -> bool {
        *self != StepState::NotStarted
    }

    /// Counts towards stepsDone: sent and not rejected.
    pub fn counts_as_done(&self) -> bool {
        matches!(self, StepState::PendingApproval | StepState::Approved)
    }

    /// Where the person must act: never sent, or sent back.
    pub fn needs_submission(&self) -> bool {
        matches!(self, StepState::NotStarted | StepState::Rejected { .. })
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    Approve,
    Reject { reason: String },
}

impl Decision {
    /// The state the step takes.
    pub fn outcome(self) -> StepState {
        match self {
            Decision::Approve => StepState::Approved,
            Decision::Reject { reason } => StepState::Rejected { reason },
        }
    }
}

/// A reviewer's decision as sent (`approve` or `reject`, and a reason), on a step in `current` state.
pub fn check_decision(
    current: &StepState,
    action: &str,
    reason: &str,
) -> Result<Decision, &'static str> {
    let reason = reason.trim();
    let decision = match action.trim() {
        "approve" => Decision::Approve,
        "reject" if reason.is_empty() => return Err(REASON_REQUIRED),
        "reject" if reason.chars().count() > REASON_MAX_CHARS => return Err(REASON_TOO_LONG),
        "reject" => Decision::Reject {
            reason: reason.to_owned(),
        },
        _ => return Err(UNKNOWN_DECISION),
    };
    if *current != StepState::PendingApproval {
        return Err(NOT_AWAITING_APPROVAL);
    }
    Ok(decision)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rejection_needs_its_reason() {
        let pending = StepState::PendingApproval;
        assert_eq!(
            check_decision(&pending, "reject", "  "),
            Err(REASON_REQUIRED)
        );
        assert_eq!(
            check_decision(&pending, "reject", " Blurred photo "),
            Ok(Decision::Reject {
                reason: "Blurred photo".into()
            })
        );
        assert_eq!(
            check_decision(&pending, "reject", &"x".repeat(REASON_MAX_CHARS + 1)),
            Err(REASON_TOO_LONG)
        );
        assert_eq!(
            check_decision(&pending, "approve", ""),
            Ok(Decision::Approve)
        );
        assert_eq!(
            check_decision(&pending, "maybe", "x"),
            Err(UNKNOWN_DECISION)
        );
    }

    #[test]
    fn only_a_pending_step_is_decided() {
        for state in [
            StepState::NotStarted,
            StepState::Approved,
            StepState::Rejected {
                reason: "no".into(),
            },
        ] {
            assert_eq!(
                check_decision(&state, "approve", ""),
                Err(NOT_AWAITING_APPROVAL)
            );
        }
        assert_eq!(
            Decision::Reject {
                reason: "Blurred".into()
            }
            .outcome(),
            StepState::Rejected {
                reason: "Blurred".into()
            }
        );
    }

    #[test]
    fn stored_names_read_back() {
        for state in [
            StepState::NotStarted,
            StepState::PendingApproval,
            StepState::Approved,
            StepState::Rejected {
                reason: "Blurred".into(),
            },
        ] {
            let reason = match &state {
                StepState::Rejected { reason } => Some(reason.as_str()),
                _ => None,
            };
            assert_eq!(StepState::from_stored(state.name(), reason), Some(state));
        }
        assert_eq!(StepState::from_stored("done", None), None);
    }
}
