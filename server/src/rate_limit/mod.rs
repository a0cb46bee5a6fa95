//! Fixed-window counters kept in the database, so every server process shares them: sign-in
//! failures, password-reset requests, and the once-a-minute resend of a code.

pub mod model;
pub mod store;

pub use model::Limit;
