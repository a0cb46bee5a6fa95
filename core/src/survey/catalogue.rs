//! The survey messages of the spec's error catalogue (spec 001 section 8) that no single rule owns:
//! the menu call's answers and the screens' states.

/// The menu call without a code or a user.
pub const NO_DATA: &str = "Error Occured No data";
/// A call whose fields cannot be read.
pub const INVALID_DATA: &str = "Error Occured Invalid data";
/// A select question whose options list came back empty.
pub const NO_OPTIONS: &str = "Error! No Options available";
/// A survey with no question to show.
pub const NO_QUESTIONS: &str = "No Questions – Survey Questions not available";
/// The submission did not reach the server.
pub const TRY_AGAIN: &str = "Error Occured! Try again";
/// The server's message when a submission is stored.
pub const SUBMITTED: &str = "Your answers have been received. Thank you";
