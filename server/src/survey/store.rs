//! The survey's tables: `surveys` and `survey_windows` (`store/surveys.rs`), `survey_responses` and
//! the team's reads across them (`store/responses.rs`).

pub mod responses;
pub mod surveys;
