//! The survey gate before the course (spec 002 section 4.5): a person who is not a trainee reads the
//! not-registered message; a trainee with a gate survey not done sees the survey home (each survey
//! done or to take); once all five are done the course opens. When the status call answers nothing
//! the trainee has done none of them.

use super::model::DoneStatus;

/// The gate surveys' keys in `surveys/verify-done/1`'s data, in the order the survey home lists them.
pub const GATE_SURVEYS: [&str; 5] = [
    "confidence",
    "training",
    "computerLiteracy",
    "businessAcumen",
    "baseline",
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GateSurvey {
    pub key: &'static str,
    pub done: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Gate {
    NotRegistered,
    /// The survey home: every gate survey, done or not (at least one is not).
    Pending(Vec<GateSurvey>),
    Open,
}

fn count(done: &DoneStatus, key: &str) -> u32 {
    match key {
        "confidence" => done.confidence,
        "training" => done.training,
        "computerLiteracy" => done.computer_literacy,
        "businessAcumen" => done.business_acumen,
        _ => done.baseline,
    }
}

pub fn survey_gate(is_trainee: bool, done: Option<&DoneStatus>) -> Gate {
    if !is_trainee {
        return Gate::NotRegistered;
    }
    let surveys: Vec<GateSurvey> = GATE_SURVEYS
        .into_iter()
        .map(|key| GateSurvey {
            key,
            done: done.is_some_and(|d| count(d, key) > 0),
        })
        .collect();
    if surveys.iter().all(|s| s.done) {
        Gate::Open
    } else {
        Gate::Pending(surveys)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn not_a_trainee_then_pending_then_open() {
        let all = DoneStatus {
            training: 1,
            confidence: 2,
            computer_literacy: 1,
            business_acumen: 1,
            baseline: 1,
        };
        assert_eq!(survey_gate(false, Some(&all)), Gate::NotRegistered);
        assert_eq!(survey_gate(true, Some(&all)), Gate::Open);
        let one_left = DoneStatus { baseline: 0, ..all };
        let Gate::Pending(surveys) = survey_gate(true, Some(&one_left)) else {
            panic!("pending expected");
        };
        assert_eq!(surveys.len(), 5);
        assert_eq!(
            surveys
                .iter()
                .filter(|s| !s.done)
                .map(|s| s.key)
                .collect::<Vec<_>>(),
            ["baseline"]
        );
        let Gate::Pending(none) = survey_gate(true, None) else {
            panic!("pending expected");
        };
        assert!(none.iter().all(|s| !s.done));
    }

    proptest! {
        #[test]
        fn open_exactly_when_every_count_is_above_zero(counts in proptest::array::uniform5(0u32..3)) {
            let done = DoneStatus {
                confidence: counts[0],
                training: counts[1],
                computer_literacy: counts[2],
                business_acumen: counts[3],
                baseline: counts[4],
            };
            let gate = survey_gate(true, Some(&done));
            prop_assert_eq!(gate == Gate::Open, counts.iter().all(|&c| c > 0));
            if let Gate::Pending(surveys) = gate {
                for (survey, count) in surveys.iter().zip(counts) {
                    prop_assert_eq!(survey.done, count > 0);
                }
            }
        }
    }
}
