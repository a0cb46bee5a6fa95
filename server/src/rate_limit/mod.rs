//! Fixed-window counters kept in the database, so every server process shares them: sign-in
//! failures, tries of a one-time code, password-reset requests, and the once-a-minute resend of a
//! code.

pub mod attempts;
pub mod model;
pub mod store;

pub use attempts::{Attempt, AttemptLimits};
pub use model::Limit;
