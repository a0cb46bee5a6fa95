//! Loans: the maths of a quote and its schedule, interest bands, the application forms, the life
//! cycle with who may move a loan where, and how a repayment is applied.

pub mod application;
pub mod decisions;
pub mod fund;
pub mod fund_flow;
pub mod interest;
pub mod lifecycle;
pub mod pay_form;
pub mod paybill;
pub mod quote;
pub mod received;
pub mod repayment;
pub mod schedule;
