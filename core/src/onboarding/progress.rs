//! The onboarding state's figures and where the person must be, for clients and applicants alike:
//! entry 1 (the hub set-up, "DigiKua & Portal Activation") followed by the steps or questions in order.

use super::deadline::{is_past, time_left, TimeLeft};
use super::review::StepState;

/// Where the person must be; the client and applicant modules turn it into a route.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// A first attempt: the hub is not chosen yet, so the set-up has not run.
    Welcome,
    /// The first step (by its index) never sent or sent back.
    Step(usize),
    /// Everything sent, some of it awaiting approval.
    Approvals,
    /// Everything approved.
    Success,
    /// The deadline passed before everything was approved.
    TooLate,
}

impl Place {
    /// The last part of its route: `welcome`, `approvals`, `success`, `too_late` (`apply` for a step).
    pub fn name(self) -> &'static str {
        match self {
            Place::Welcome => "welcome",
            Place::Step(_) => "apply",
            Place::Approvals => "approvals",
            Place::Success => "success",
            Place::TooLate => "too_late",
        }
    }
}

/// Percent done, rounded half up: round(done / total × 100). 1 of 15 (the set-up alone) is 7%.
pub fn percent(done: usize, total: usize) -> u32 {
    if total == 0 {
        return 100;
    }
    let done = done.min(total) as u64;
    let total = total as u64;
    ((200 * done + total) / (2 * total)) as u32
}

/// The figures the header shows and the route the person must be on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    /// The set-up (once run) plus the steps sent and not rejected.
    pub steps_done: usize,
    /// The steps plus the set-up: 15 for a client.
    pub total_steps: usize,
    pub percent: u32,
    /// Indices of the steps awaiting approval, in order.
    pub to_approve: Vec<usize>,
    /// Indices of the steps sent back, with the team's reason, in order.
    pub rejected: Vec<(usize, String)>,
    pub time_left: TimeLeft,
    pub first_attempt: bool,
    pub place: Place,
}

impl Summary {
    /// `progress` on the wire: "7%".
    pub fn progress(&self) -> String {
        [crate::money::whole_text(self.percent).as_str(), "%"].concat()
    }

    pub fn pending_approval(&self) -> usize {
        self.to_approve.len()
    }
}

/// Where the person must be. Success wins over the deadline (nothing is left to do); the strictly
/// forward order sends them to the first step that is not sent or was sent back.
pub fn place(activated: bool, states: &[StepState], past_deadline: bool) -> Place {
    if activated && states.iter().all(|s| *s == StepState::Approved) {
        Place::Success
    } else if past_deadline {
        Place::TooLate
    } else if !activated {
        Place::Welcome
    } else if let Some(index) = states.iter().position(StepState::needs_submission) {
        Place::Step(index)
    } else {
        Place::Approvals
    }
}

/// The state of one person: `activated` once their hub set-up has run, their steps' states in order.
pub fn summarize(activated: bool, states: &[StepState], now: i64, deadline: i64) -> Summary {
    let total_steps = states.len() + 1;
    let steps_done = usize::from(activated) + states.iter().filter(|s| s.counts_as_done()).count();
    let to_approve = (0..states.len())
        .filter(|&i| states[i] == StepState::PendingApproval)
        .collect();
    let rejected = states
        .iter()
        .enumerate()
        .filter_map(|(i, s)| match s {
            StepState::Rejected { reason } => Some((i, reason.clone())),
            _ => None,
        })
        .collect();
    Summary {
        steps_done,
        total_steps,
        percent: percent(steps_done, total_steps),
        to_approve,
        rejected,
        time_left: time_left(now, deadline),
        first_attempt: !activated,
        place: place(activated, states, is_past(now, deadline)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn rejected() -> StepState {
        StepState::Rejected {
            reason: "Blurred".into(),
        }
    }

    #[test]
    fn the_percent_rounds_half_up() {
        assert_eq!(percent(0, 15), 0);
        assert_eq!(percent(1, 15), 7);
        assert_eq!(percent(2, 15), 13);
        assert_eq!(percent(14, 15), 93);
        assert_eq!(percent(15, 15), 100);
        assert_eq!(percent(1, 2), 50);
        assert_eq!(percent(1, 8), 13, "12.5 rounds up");
    }

    #[test]
    fn a_new_client_after_set_up_is_at_seven_percent_on_the_first_step() {
        let states = vec![StepState::NotStarted; 14];
        let s = summarize(true, &states, 0, 90 * 86_400);
        assert_eq!(s.progress(), "7%");
        assert_eq!((s.steps_done, s.total_steps), (1, 15));
        assert_eq!(s.place, Place::Step(0));
        assert_eq!(s.time_left.days, 90);
        assert!(!s.first_attempt);
        let first = summarize(false, &states, 0, 90 * 86_400);
        assert_eq!(first.place, Place::Welcome);
        assert!(first.first_attempt);
        assert_eq!(first.progress(), "0%");
    }

    #[test]
    fn a_rejected_step_is_not_done_and_is_where_the_person_goes() {
        let mut states = vec![StepState::PendingApproval; 14];
        states[3] = rejected();
        states[9] = StepState::Approved;
        let s = summarize(true, &states, 0, 100);
        assert_eq!(s.steps_done, 14);
        assert_eq!(s.rejected, vec![(3, "Blurred".to_owned())]);
        assert_eq!(s.pending_approval(), 12);
        assert_eq!(s.place, Place::Step(3));
    }

    #[test]
    fn approvals_success_and_too_late() {
        let mut states = vec![StepState::Approved; 14];
        assert_eq!(place(true, &states, true), Place::Success);
        states[13] = StepState::PendingApproval;
        assert_eq!(place(true, &states, false), Place::Approvals);
        assert_eq!(place(true, &states, true), Place::TooLate);
        assert_eq!(place(false, &states, true), Place::TooLate);
        let s = summarize(true, &states, 100, 100);
        assert_eq!(s.place, Place::TooLate);
        assert_eq!(s.time_left, TimeLeft::default());
    }

    fn state() -> impl Strategy<Value = StepState> {
        prop_oneof![
            Just(StepState::NotStarted),
            Just(StepState::PendingApproval),
            Just(StepState::Approved),
            Just(rejected()),
        ]
    }

    proptest! {
        #[test]
        fn figures_agree_with_each_other(
            activated in any::<bool>(),
            states in proptest::collection::vec(state(), 0..20),
            now in 0i64..1000,
        ) {
            let s = summarize(activated, &states, now, 500);
            prop_assert!(s.steps_done <= s.total_steps);
            prop_assert!(s.percent <= 100);
            prop_assert_eq!(s.percent == 100, s.steps_done == s.total_steps);
            prop_assert!(s.pending_approval() + s.rejected.len() <= states.len());
            if let Place::Step(i) = s.place {
                // Strictly forward: nothing before the step the person is sent to needs them.
                prop_assert!(states[..i].iter().all(|x| !x.needs_submission()));
                prop_assert!(states[i].needs_submission());
            }
            if s.place == Place::Success {
                prop_assert_eq!(s.percent, 100);
            }
        }

        #[test]
        fn more_done_never_shows_less(done in 0usize..40, total in 1usize..40) {
            prop_assert!(percent(done, total) <= percent(done + 1, total));
        }
    }
}
