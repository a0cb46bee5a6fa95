//! An assignment for one trainee (spec 002 sections 3.5 and 4.5): its state from the submissions'
//! scores, whether it may be opened (one attempt only, and in course order), the menu's tooltip and
//! the due date.

use super::messages::{
    ASSIGNMENTS_NOT_FOUND, ATTEMPT, COMPLETE_PREVIOUS_CHAPTERS, LOCKED, NO_ADDITIONAL_ATTEMPTS,
    REATTEMPT,
};
use super::model::AssignmentState;

const SECONDS_PER_DAY: i64 = 86_400;

/// The state and the best score from the scores of the trainee's submissions (None: not graded).
pub fn assignment_state(scores: &[Option<u32>]) -> (AssignmentState, Option<u32>) {
    let best = scores.iter().flatten().copied().max();
    let state = match (scores.is_empty(), best) {
        (true, _) => AssignmentState::NotAttempted,
        (false, Some(_)) => AssignmentState::Graded,
        (false, None) => AssignmentState::Submitted,
    };
    (state, best)
}

/// Whether the assignment at `index` of the course's assignments (in course order) may be opened:
/// an attempted one takes no second attempt, and only the first not attempted is open.
pub fn may_open_assignment(
    states_in_course_order: &[AssignmentState],
    index: usize,
) -> Result<(), &'static str> {
    let state = states_in_course_order
        .get(index)
        .ok_or(ASSIGNMENTS_NOT_FOUND)?;
    if state.attempted() {
        return Err(NO_ADDITIONAL_ATTEMPTS);
    }
    if states_in_course_order[..index]
        .iter()
        .any(|earlier| !earlier.attempted())
    {
        return Err(COMPLETE_PREVIOUS_CHAPTERS);
    }
    Ok(())
}

/// The only assignment shown unlocked: the first not attempted.
pub fn unlocked_index(states_in_course_order: &[AssignmentState]) -> Option<usize> {
    states_in_course_order.iter().position(|s| !s.attempted())
}

/// The course menu's tooltip on an assignment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tooltip {
    Locked,
    Reattempt,
    Attempt,
}

impl Tooltip {
    pub fn label(self) -> &'static str {
        match self {
            Tooltip::Locked => LOCKED,
            Tooltip::Reattempt => REATTEMPT,
            Tooltip::Attempt => ATTEMPT,
        }
    }
}

/// Locked when marked, Reattempt once submitted, else Attempt (the spec's words; a second attempt is
/// still refused when opened).
pub fn menu_tooltip(is_marked: bool, submissions: u32) -> Tooltip {
    if is_marked {
        Tooltip::Locked
    } else if submissions > 0 {
        Tooltip::Reattempt
    } else {
        Tooltip::Attempt
    }
}

/// Due: `period_in_days` whole days after creation (epoch seconds).
pub fn due_date(created_at_secs: i64, period_in_days: u32) -> i64 {
    created_at_secs.saturating_add(i64::from(period_in_days) * SECONDS_PER_DAY)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use AssignmentState::*;

    #[test]
    fn state_from_scores() {
        assert_eq!(assignment_state(&[]), (NotAttempted, None));
        assert_eq!(assignment_state(&[None]), (Submitted, None));
        assert_eq!(
            assignment_state(&[None, Some(40), Some(75)]),
            (Graded, Some(75))
        );
        assert_eq!(assignment_state(&[Some(0)]), (Graded, Some(0)));
    }

    #[test]
    fn one_attempt_in_course_order() {
        let states = [Graded, Submitted, NotAttempted, NotAttempted];
        assert_eq!(may_open_assignment(&states, 0), Err(NO_ADDITIONAL_ATTEMPTS));
        assert_eq!(may_open_assignment(&states, 1), Err(NO_ADDITIONAL_ATTEMPTS));
        assert_eq!(may_open_assignment(&states, 2), Ok(()));
        assert_eq!(
            may_open_assignment(&states, 3),
            Err(COMPLETE_PREVIOUS_CHAPTERS)
        );
        assert_eq!(may_open_assignment(&states, 4), Err(ASSIGNMENTS_NOT_FOUND));
        assert_eq!(unlocked_index(&states), Some(2));
        assert_eq!(unlocked_index(&[Graded]), None);
    }

    #[test]
    fn tooltips_and_due_dates() {
        assert_eq!(menu_tooltip(true, 3), Tooltip::Locked);
        assert_eq!(menu_tooltip(false, 1).label(), "Reattempt");
        assert_eq!(menu_tooltip(false, 0).label(), "Attempt");
        assert_eq!(due_date(1_700_000_000, 7), 1_700_604_800);
        assert_eq!(due_date(i64::MAX - 5, 1), i64::MAX);
    }

    fn state() -> impl Strategy<Value = AssignmentState> {
        prop_oneof![Just(NotAttempted), Just(Submitted), Just(Graded)]
    }

    proptest! {
        /// At most one assignment opens, and it is the one shown unlocked.
        #[test]
        fn only_the_first_not_attempted_opens(states in proptest::collection::vec(state(), 0..12)) {
            let open: Vec<usize> = (0..states.len())
                .filter(|&i| may_open_assignment(&states, i).is_ok())
                .collect();
            prop_assert_eq!(open, unlocked_index(&states).into_iter().collect::<Vec<_>>());
        }

        #[test]
        fn the_best_score_is_kept(scores in proptest::collection::vec(proptest::option::of(0u32..=100), 0..6)) {
            let (state, best) = assignment_state(&scores);
            prop_assert_eq!(state == Graded, best.is_some());
            prop_assert!(scores.iter().flatten().all(|s| Some(*s) <= best));
        }
    }
}
