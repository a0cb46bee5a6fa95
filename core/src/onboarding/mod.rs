//! Acceleration onboarding (spec 001 sections 2.1, 2.2, 3, 4.1, 4.2, 5, 8, 9): the client's 14 steps
//! after the hub set-up, the applicant's cohort questions, the state answer computed from each step's
//! state, the deadline, the hubs, the review decisions and the cohort checks.

pub mod accept;
pub mod answers;
pub mod applicant;
pub mod authoring;
pub mod client;
pub mod cohort;
pub mod deadline;
pub mod hubs;
pub mod messages;
pub mod notice;
pub mod overview;
pub mod progress;
pub mod questions;
pub mod review;
pub mod steps;
pub mod upload_kinds;
