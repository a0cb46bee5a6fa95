//! Statements: sent (`handlers.rs`; the body read by `intake.rs`, checked by `sending.rs`, the file
//! read now or left for a coach by `reading.rs`, kept by `keep.rs`), listed and downloaded; a linked account's months taken as a statement (`linked.rs`); `model.rs` the wire shapes,
//! `store.rs` the SQL.

pub mod handlers;
pub mod intake;
pub mod keep;
pub mod linked;
pub mod model;
pub mod reading;
pub mod sending;
pub mod store;
