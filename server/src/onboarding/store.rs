//! The onboarding's tables: `cohorts` (cohorts and their applicant questions, the team's reads) and
//! `enrolments` (who is enrolled, and what they submitted).

pub mod cohorts;
pub mod enrolments;
