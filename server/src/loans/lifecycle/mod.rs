//! A loan after it is submitted: staff decisions by core's table (`actions`, `transition`),
//! disbursement (`transfer`), the repayment schedule (`installments`) and the status history.

pub mod actions;
pub mod history;
pub mod installments;
pub mod transfer;
pub mod transition;
