//! A person's onboarding as stored, read into core's types.

use portal_core::onboarding::client::ClientOnboarding;
use portal_core::onboarding::questions::{Question, QuestionType};
use portal_core::onboarding::review::StepState;
use portal_core::onboarding::steps::Step;

use crate::error::AppResult;
use crate::onboarding::store::cohorts::{self, Cohort};
use crate::onboarding::store::enrolments::{self, Enrolment, Submission};
use crate::state::AppState;
use crate::users::model::User;
use crate::users::store as users;

/// Everything the state answer and the checks need.
pub struct Loaded {
    pub user: User,
    pub enrolment: Enrolment,
    pub cohort: Cohort,
    pub submissions: Vec<Submission>,
}

impl Loaded {
    pub fn activated(&self) -> bool {
        self.enrolment.set_up_at.is_some()
    }

    pub fn deadline(&self) -> i64 {
        self.enrolment.deadline_at
    }

    /// The 14 steps' states (a client's); submissions of no known step are left out.
    pub fn client(&self) -> ClientOnboarding {
        let mut onboarding = ClientOnboarding {
            activated: self.activated(),
            ..ClientOnboarding::default()
        };
        for submission in &self.submissions {
            if let Some(step) = Step::parse(&submission.step) {
                onboarding.steps[step.index()] = state_of(submission);
            }
        }
        onboarding
    }

    /// The answers' states by question id (an applicant's).
    pub fn answers(&self) -> Vec<(&str, StepState)> {
        self.submissions
            .iter()
            .map(|s| (s.step.as_str(), state_of(s)))
            .collect()
    }

    pub fn submission(&self, step: &str) -> Option<&Submission> {
        self.submissions.iter().find(|s| s.step == step)
    }
}

pub fn state_of(submission: &Submission) -> StepState {
    StepState::from_stored(&submission.state, submission.reason.as_deref()).unwrap_or_default()
}

/// The person's onboarding; None when they are not on the new onboarding (no enrolment, or the
/// flag is off).
pub async fn load(state: &AppState, user_id: &str) -> AppResult<Option<Loaded>> {
    let Some(user) = users::find_by_id(&state.pool, user_id).await? else {
        return Ok(None);
    };
    if !user.use_new_onboarding {
        return Ok(None);
    }
    let Some(enrolment) = enrolments::enrolment_of(&state.pool, user_id).await? else {
        return Ok(None);
    };
    let Some(cohort) = cohorts::cohort_by_id(&state.pool, &enrolment.cohort_id).await? else {
        return Ok(None);
    };
    let submissions = enrolments::submissions_of(&state.pool, user_id).await?;
    Ok(Some(Loaded {
        user,
        enrolment,
        cohort,
        submissions,
    }))
}

/// A cohort's questions as core reads them.
pub async fn questions(state: &AppState, cohort_id: &str) -> AppResult<Vec<Question>> {
    let rows = cohorts::questions_of(&state.pool, cohort_id).await?;
    Ok(rows
        .into_iter()
        .filter_map(|row| {
            Some(Question {
                kind: QuestionType::parse(&row.kind)?,
                options: serde_json::from_str(&row.options).unwrap_or_default(),
                file_type: row.file_type.unwrap_or_default(),
                id: row.id,
                text: row.question,
                order: row.position,
                required: row.required,
            })
        })
        .collect())
}
