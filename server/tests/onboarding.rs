//! The acceleration onboarding over real HTTP, on both databases: the team's cohorts, questions,
//! enrolment, review queue and progress; a client's 15 steps and an applicant's answers; who may
//! do what.

mod applicant;
mod client;
mod demo;
mod media_upload;
mod roles;
pub mod support;
