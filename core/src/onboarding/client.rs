//! A client's onboarding: the state answer of `GET /api/onboarding/{userId}` (spec 001 section 3),
//! the sidebar of 15 entries, and whether a step may be sent now (section 4.1).

use super::deadline::is_past;
use super::hubs::SELECT_HUB;
use super::overview::check_overview;
use super::progress::{summarize, Place, Summary};
use super::review::StepState;
use super::steps::{Step, ACTIVATION_LABEL, ACTIVATION_LABEL_SW, CLIENT_BASE};
use crate::language::Language;

pub const OLD_MANUAL_SYSTEM: &str = "Onboarding was done with the old manual system";
pub const DEADLINE_PASSED: &str =
    "The onboarding deadline has passed: contact your business coach, the acceleration team or a hub";
pub const EARLIER_STEPS_FIRST: &str = "Complete the earlier steps first";
pub const STEP_AWAITING_APPROVAL: &str = "This step is awaiting approval";
pub const STEP_ALREADY_APPROVED: &str = "This step is already approved";
pub const UNKNOWN_STEP: &str = "This onboarding step does not exist";

/// What is stored of one client's onboarding.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ClientOnboarding {
    /// The hub is chosen and the set-up (folders, DigiKua business, cohort place) has run.
    pub activated: bool,
    /// By `Step::index`.
    pub steps: [StepState; 14],
}

impl ClientOnboarding {
    pub fn state(&self, step: Step) -> &StepState {
        &self.steps[step.index()]
    }

    /// From stored rows (step wire name, state name, rejection reason); a row naming no known step
    /// or state is left out, and a step without a row is not started.
    pub fn from_stored<'a>(
        activated: bool,
        rows: impl IntoIterator<Item = (&'a str, &'a str, Option<&'a str>)>,
    ) -> ClientOnboarding {
        let mut onboarding = ClientOnboarding {
            activated,
            ..Default::default()
        };
        for (step, state, reason) in rows {
            if let (Some(step), Some(state)) =
                (Step::parse(step), StepState::from_stored(state, reason))
            {
                onboarding.steps[step.index()] = state;
            }
        }
        onboarding
    }
}

/// The computed state; the wire fields are its methods.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientState {
    pub summary: Summary,
}

/// A route under `base` for a place, with `step_route` for a step.
pub(super) fn route_of(
    place: Place,
    base: &str,
    step_route: impl FnOnce(usize) -> String,
) -> String {
    match place {
        Place::Step(i) => step_route(i),
        other => [base, "/", other.name()].concat(),
    }
}

impl ClientState {
    /// `path`: `/dashboard/onboarding/welcome`, `…/apply/<slug>`, `…/approvals`, `…/success`, `…/too_late`.
    pub fn path(&self) -> String {
        route_of(self.summary.place, CLIENT_BASE, |i| Step::ALL[i].route())
    }

    /// `toApproveSteps`, each `{name}` being the step's wire name.
    pub fn to_approve_steps(&self) -> Vec<Step> {
        self.summary
            .to_approve
            .iter()
            .map(|&i| Step::ALL[i])
            .collect()
    }

    /// `rejectedSteps`, each `{name, reason}`.
    pub fn rejected_steps(&self) -> Vec<(Step, &str)> {
        self.summary
            .rejected
            .iter()
            .map(|(i, reason)| (Step::ALL[*i], reason.as_str()))
            .collect()
    }
}

/// The client's state at `now` with their `deadline` (see `deadline::deadline`).
pub fn client_state(onboarding: &ClientOnboarding, now: i64, deadline: i64) -> ClientState {
    ClientState {
        summary: summarize(onboarding.activated, &onboarding.steps, now, deadline),
    }
}

/// One of the sidebar's 15 entries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SidebarEntry {
    /// None for entry 1, the activation.
    pub step: Option<Step>,
    pub state: StepState,
    /// The page the person must be on.
    pub current: bool,
}

impl SidebarEntry {
    pub fn label(&self, language: Language) -> &'static str {
        match (self.step, language) {
            (Some(step), _) => step.label(language),
            (None, Language::English) => ACTIVATION_LABEL,
            (None, Language::Swahili) => ACTIVATION_LABEL_SW,
        }
    }

    /// The activation once the set-up ran; a step once sent and not rejected.
    pub fn done(&self) -> bool {
        self.state.counts_as_done()
    }
}

/// The sidebar: 'DigiKua & Portal Activation' (approved once the set-up ran), then the 14 steps.
pub fn sidebar(onboarding: &ClientOnboarding, place: Place) -> Vec<SidebarEntry> {
    let activation = SidebarEntry {
        step: None,
        state: if onboarding.activated {
            StepState::Approved
        } else {
            StepState::NotStarted
        },
        current: place == Place::Welcome,
    };
    let steps = Step::ALL.into_iter().map(|step| SidebarEntry {
        step: Some(step),
        state: onboarding.state(step).clone(),
        current: place == Place::Step(step.index()),
    });
    std::iter::once(activation).chain(steps).collect()
}

/// Whether the step at `index` may be sent now: after the set-up, before the deadline, every earlier
/// step sent at least once (strictly forward), and the step itself never sent or sent back.
pub(super) fn may_submit_at(
    index: usize,
    activated: bool,
    states: &[StepState],
    past_deadline: bool,
) -> Result<(), &'static str> {
    if past_deadline {
        return Err(DEADLINE_PASSED);
    }
    if !activated {
        return Err(SELECT_HUB);
    }
    if !states[..index].iter().all(StepState::was_submitted) {
        return Err(EARLIER_STEPS_FIRST);
    }
    match states[index] {
        StepState::PendingApproval => Err(STEP_AWAITING_APPROVAL),
        StepState::Approved => Err(STEP_ALREADY_APPROVED),
        StepState::NotStarted | StepState::Rejected { .. } => Ok(()),
    }
}

pub fn may_submit(
    onboarding: &ClientOnboarding,
    step: Step,
    now: i64,
    deadline: i64,
) -> Result<(), &'static str> {
    may_submit_at(
        step.index(),
        onboarding.activated,
        &onboarding.steps,
        is_past(now, deadline),
    )
}

/// The `value` sent for a step: a file id for a file step, the overview's text for the typed one;
/// the value to store, or the step's message.
pub fn check_step_value(step: Step, value: &str) -> Result<String, &'static str> {
    if step.takes_file() {
        let id = value.trim();
        if id.is_empty() {
            return Err(step.missing_message());
        }
        Ok(id.to_owned())
    } else {
        check_overview(value).map(str::to_owned)
    }
}

/// The whole `POST /api/onboarding/{userId}/step {step, value}` check: the step by its wire name,
/// the order, and the value. The step and the value to store, or the message.
pub fn check_submission(
    onboarding: &ClientOnboarding,
    step: &str,
    value: &str,
    now: i64,
    deadline: i64,
) -> Result<(Step, String), &'static str> {
    let step = Step::parse(step).ok_or(UNKNOWN_STEP)?;
    may_submit(onboarding, step, now, deadline)?;
    Ok((step, check_step_value(step, value)?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::onboarding::steps::{SELECT_KRA_PIN, SELECT_OVERVIEW};
    use proptest::prelude::*;

    const DEADLINE: i64 = 1_000_000;

    fn after(sent: usize) -> ClientOnboarding {
        let mut o = ClientOnboarding {
            activated: true,
            ..Default::default()
        };
        for s in &mut o.steps[..sent] {
            *s = StepState::PendingApproval;
        }
        o
    }

    #[test]
    fn read_from_stored_rows() {
        let o = ClientOnboarding::from_stored(
            true,
            [
                ("passport", "approved", None),
                ("idFront", "rejected", Some("Blurred")),
                ("nothing", "approved", None),
                ("idBack", "lost", None),
            ],
        );
        assert_eq!(o.state(Step::Passport), &StepState::Approved);
        assert_eq!(
            o.state(Step::IdFront),
            &StepState::Rejected {
                reason: "Blurred".into()
            }
        );
        assert_eq!(o.state(Step::IdBack), &StepState::NotStarted);
        assert!(o.activated);
    }

    #[test]
    fn paths_are_routes() {
        let o = after(3);
        assert_eq!(
            client_state(&o, 0, DEADLINE).path(),
            "/dashboard/onboarding/apply/kra_pin"
        );
        assert_eq!(
            client_state(&ClientOnboarding::default(), 0, DEADLINE).path(),
            "/dashboard/onboarding/welcome"
        );
        assert_eq!(
            client_state(&after(14), 0, DEADLINE).path(),
            "/dashboard/onboarding/approvals"
        );
        assert_eq!(
            client_state(&after(14), DEADLINE, DEADLINE).path(),
            "/dashboard/onboarding/too_late"
        );
        let mut done = after(0);
        done.steps = std::array::from_fn(|_| StepState::Approved);
        let s = client_state(&done, DEADLINE + 1, DEADLINE);
        assert_eq!(s.path(), "/dashboard/onboarding/success");
        assert_eq!(s.summary.progress(), "100%");
    }

    #[test]
    fn lists_of_steps_awaiting_and_rejected() {
        let mut o = after(5);
        o.steps[1] = StepState::Rejected {
            reason: "Too dark".into(),
        };
        let s = client_state(&o, 0, DEADLINE);
        assert_eq!(
            s.to_approve_steps(),
            [
                Step::Passport,
                Step::IdBack,
                Step::KraPin,
                Step::BusinessName
            ]
        );
        assert_eq!(s.rejected_steps(), [(Step::IdFront, "Too dark")]);
        assert_eq!(s.path(), "/dashboard/onboarding/apply/id_front");
    }

    #[test]
    fn strictly_forward_and_never_twice() {
        let o = after(3);
        assert_eq!(may_submit(&o, Step::KraPin, 0, DEADLINE), Ok(()));
        assert_eq!(
            may_submit(&o, Step::BusinessName, 0, DEADLINE),
            Err(EARLIER_STEPS_FIRST)
        );
        assert_eq!(
            may_submit(&o, Step::IdBack, 0, DEADLINE),
            Err(STEP_AWAITING_APPROVAL)
        );
        let mut o = o;
        o.steps[0] = StepState::Approved;
        o.steps[1] = StepState::Rejected { reason: "x".into() };
        assert_eq!(
            may_submit(&o, Step::Passport, 0, DEADLINE),
            Err(STEP_ALREADY_APPROVED)
        );
        assert_eq!(may_submit(&o, Step::IdFront, 0, DEADLINE), Ok(()));
        assert_eq!(
            may_submit(&o, Step::KraPin, 0, DEADLINE),
            Ok(()),
            "a step sent back elsewhere does not stop the next one"
        );
        assert_eq!(
            may_submit(&o, Step::KraPin, DEADLINE, DEADLINE),
            Err(DEADLINE_PASSED)
        );
        assert_eq!(
            may_submit(&ClientOnboarding::default(), Step::Passport, 0, DEADLINE),
            Err(SELECT_HUB)
        );
    }

    #[test]
    fn a_submission_is_checked_whole() {
        let o = after(3);
        assert_eq!(
            check_submission(&o, "kraPin", " f1 ", 0, DEADLINE),
            Ok((Step::KraPin, "f1".to_owned()))
        );
        assert_eq!(
            check_submission(&o, "kraPin", "", 0, DEADLINE),
            Err(SELECT_KRA_PIN)
        );
        assert_eq!(
            check_submission(&o, "kra_pin", "f1", 0, DEADLINE),
            Err(UNKNOWN_STEP)
        );
        let o = after(6);
        assert_eq!(
            check_submission(&o, "investOverview", "  ", 0, DEADLINE),
            Err(SELECT_OVERVIEW)
        );
    }

    #[test]
    fn the_sidebar_has_fifteen_entries() {
        let o = after(2);
        let s = client_state(&o, 0, DEADLINE);
        let bar = sidebar(&o, s.summary.place);
        assert_eq!(bar.len(), 15);
        assert_eq!(
            bar[0].label(Language::English),
            "DigiKua & Portal Activation"
        );
        assert!(bar[0].done() && bar[1].done() && bar[2].done() && !bar[3].done());
        assert!(bar[3].current && bar.iter().filter(|e| e.current).count() == 1);
        assert_eq!(bar[14].label(Language::English), "Agreement Letter");
        let first = sidebar(&ClientOnboarding::default(), Place::Welcome);
        assert!(!first[0].done() && first[0].current);
    }

    proptest! {
        #[test]
        fn only_the_path_step_or_a_sent_back_one_may_be_sent(
            sent in 0usize..=14,
            rejected in proptest::option::of(0usize..14),
            index in 0usize..14,
        ) {
            let mut o = after(sent);
            if let Some(r) = rejected.filter(|r| *r < sent) {
                o.steps[r] = StepState::Rejected { reason: "x".into() };
            }
            let allowed = may_submit(&o, Step::ALL[index], 0, DEADLINE).is_ok();
            let expected = index == sent || o.steps[index].needs_submission() && index < sent;
            prop_assert_eq!(allowed, expected);
            if let Place::Step(i) = client_state(&o, 0, DEADLINE).summary.place {
                prop_assert!(may_submit(&o, Step::ALL[i], 0, DEADLINE).is_ok());
            }
        }
    }
}
