//! M-Pesa money that could not or must not be applied on its own, kept with its reason for staff
//! (authorizers and super admins) to apply to a loan or dismiss, once.

pub mod handlers;
pub mod model;
pub mod store;
