//! An applicant's onboarding: the cohort's questions answered one per screen in their order, with the
//! same rules as the client's steps (spec 001 sections 2.2 and 4.2).

use super::answers::check_answer;
use super::client::{may_submit_at, route_of};
use super::deadline::is_past;
use super::progress::{summarize, Place, Summary};
use super::questions::{in_order, Question};
use super::review::StepState;

pub const APPLICANT_BASE: &str = "/dashboard/applicant";
/// The welcome page's Start Now.
pub const APPLICANT_START: &str = "/dashboard/applicant/apply/start";
pub const CONTINUE_APPLICATION: &str = "Continue with your application";
pub const UNKNOWN_QUESTION: &str = "This question is not among your cohort's questions";

/// The question route: `/dashboard/applicant/apply/<question id>`.
pub fn question_route(question: &Question) -> String {
    [APPLICANT_BASE, "/apply/", question.id.as_str()].concat()
}

/// The computed state over the cohort's questions in their order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApplicantState<'q> {
    pub questions: Vec<&'q Question>,
    pub summary: Summary,
}

fn states_in_order(questions: &[&Question], answers: &[(&str, StepState)]) -> Vec<StepState> {
    questions
        .iter()
        .map(|q| {
            answers
                .iter()
                .find(|(id, _)| *id == q.id)
                .map(|(_, s)| s.clone())
                .unwrap_or_default()
        })
        .collect()
}

/// `answers` are the states of the questions answered so far, by question id.
pub fn applicant_state<'q>(
    activated: bool,
    questions: &'q [Question],
    answers: &[(&str, StepState)],
    now: i64,
    deadline: i64,
) -> ApplicantState<'q> {
    let questions = in_order(questions);
    let states = states_in_order(&questions, answers);
    ApplicantState {
        summary: summarize(activated, &states, now, deadline),
        questions,
    }
}

impl ApplicantState<'_> {
    /// `path`: `/dashboard/applicant/welcome`, `…/apply/<question id>`, `…/approvals`, `…/success`,
    /// `…/too_late`.
    pub fn path(&self) -> String {
        route_of(self.summary.place, APPLICANT_BASE, |i| {
            question_route(self.questions[i])
        })
    }

    /// `toApproveSteps`, each `{name}` being the question's text.
    pub fn to_approve_steps(&self) -> Vec<&Question> {
        self.summary
            .to_approve
            .iter()
            .map(|&i| self.questions[i])
            .collect()
    }

    /// `rejectedSteps`, each `{name, reason}`.
    pub fn rejected_steps(&self) -> Vec<(&Question, &str)> {
        self.summary
            .rejected
            .iter()
            .map(|(i, reason)| (self.questions[*i], reason.as_str()))
            .collect()
    }

    /// On /welcome: 'Continue with your application' when some answer was sent and the person is due
    /// elsewhere than the first question (approvals, success and too_late are full page moves).
    pub fn welcome_notice(&self) -> Option<&'static str> {
        let answered = self.summary.steps_done > usize::from(!self.summary.first_attempt)
            || !self.summary.rejected.is_empty();
        let elsewhere = !matches!(self.summary.place, Place::Step(0) | Place::Welcome);
        (answered && elsewhere).then_some(CONTINUE_APPLICATION)
    }
}

/// The whole `POST /api/applicant/{userId} {step, value}` check: the question (by id) of the cohort,
/// the order, and the answer. The question and the values to store, or the message.
pub fn check_applicant_submission<'q>(
    activated: bool,
    questions: &'q [Question],
    answers: &[(&str, StepState)],
    question_id: &str,
    values: &[&str],
    now: i64,
    deadline: i64,
) -> Result<(&'q Question, Vec<String>), &'static str> {
    let ordered = in_order(questions);
    let index = ordered
        .iter()
        .position(|q| q.id == question_id.trim())
        .ok_or(UNKNOWN_QUESTION)?;
    let states = states_in_order(&ordered, answers);
    may_submit_at(index, activated, &states, is_past(now, deadline))?;
    let question = ordered[index];
    Ok((question, check_answer(question, values)?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::onboarding::answers::SELECT_FILE;
    use crate::onboarding::client::EARLIER_STEPS_FIRST;
    use crate::onboarding::questions::QuestionType;

    fn q(id: &str, order: i64, kind: QuestionType) -> Question {
        Question {
            id: id.into(),
            text: format!("Question {id}"),
            order,
            kind,
            options: vec!["Yes".into(), "No".into()],
            file_type: String::new(),
            required: true,
        }
    }

    fn cohort() -> Vec<Question> {
        vec![
            q("c", 3, QuestionType::Select),
            q("a", 1, QuestionType::File),
            q("b", 2, QuestionType::Number),
        ]
    }

    #[test]
    fn the_next_unanswered_question_by_order() {
        let qs = cohort();
        let s = applicant_state(true, &qs, &[], 0, 100);
        assert_eq!(s.path(), "/dashboard/applicant/apply/a");
        assert_eq!((s.summary.steps_done, s.summary.total_steps), (1, 4));
        assert_eq!(s.welcome_notice(), None);
        let s = applicant_state(true, &qs, &[("a", StepState::PendingApproval)], 0, 100);
        assert_eq!(s.path(), "/dashboard/applicant/apply/b");
        assert_eq!(s.welcome_notice(), Some(CONTINUE_APPLICATION));
        let all = [
            ("a", StepState::Approved),
            ("b", StepState::PendingApproval),
            ("c", StepState::Approved),
        ];
        let s = applicant_state(true, &qs, &all, 0, 100);
        assert_eq!(s.path(), "/dashboard/applicant/approvals");
        assert_eq!(s.to_approve_steps()[0].id, "b");
        assert_eq!(
            applicant_state(true, &qs, &all, 100, 100).path(),
            "/dashboard/applicant/too_late"
        );
        assert_eq!(
            applicant_state(false, &qs, &[], 0, 100).path(),
            "/dashboard/applicant/welcome"
        );
    }

    #[test]
    fn answers_are_sent_in_order_and_checked() {
        let qs = cohort();
        assert_eq!(
            check_applicant_submission(true, &qs, &[], "b", &["5"], 0, 100),
            Err(EARLIER_STEPS_FIRST)
        );
        assert_eq!(
            check_applicant_submission(true, &qs, &[], "a", &[], 0, 100),
            Err(SELECT_FILE)
        );
        assert_eq!(
            check_applicant_submission(true, &qs, &[], "zz", &["x"], 0, 100),
            Err(UNKNOWN_QUESTION)
        );
        let (question, values) =
            check_applicant_submission(true, &qs, &[], "a", &["file1"], 0, 100).expect("accepted");
        assert_eq!(
            (question.id.as_str(), values),
            ("a", vec!["file1".to_owned()])
        );
        let rejected = [(
            "a",
            StepState::Rejected {
                reason: "Unreadable".into(),
            },
        )];
        let s = applicant_state(true, &qs, &rejected, 0, 100);
        assert_eq!(s.rejected_steps()[0].1, "Unreadable");
        assert_eq!(s.path(), "/dashboard/applicant/apply/a");
        assert!(check_applicant_submission(true, &qs, &rejected, "a", &["f2"], 0, 100).is_ok());
    }
}
