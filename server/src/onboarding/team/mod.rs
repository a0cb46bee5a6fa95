//! The acceleration team's side (the spec says only "staff approve"): cohorts and their applicant
//! questions, enrolling entrepreneurs, the review queue with its decisions, and each cohort's
//! progress. Open to the business coaches and the super admin (`access.rs`).

pub mod access;
pub mod cohorts;
pub mod enrol;
pub mod progress;
pub mod questions;
pub mod reviews;
pub mod wire;
