//! The entrepreneur's way through the onboarding (spec 001 sections 4.1 and 4.2): their state, the
//! hub set-up, a client's steps and an applicant's answers. The rules are core's
//! (`portal_core::onboarding`); these files load, store and answer.

pub mod applicant;
pub mod client;
pub mod file_upload;
pub mod keep;
pub mod load;
pub mod setup;
pub mod wire;
