//! Applying for a loan: the public calculator, the proposal document, and the two application flows
//! (fund and staged), which share one open request at a time (`resume`).

pub mod amount_step;
pub mod calculate;
pub mod fund_flow;
pub mod proposal;
pub mod resume;
pub mod staged_flow;
