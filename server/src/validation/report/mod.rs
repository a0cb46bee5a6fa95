//! The validation report (`handlers.rs`), computed from the stored statements and the current
//! books (`compute.rs`), its wire shapes (`model.rs`), each quarter's result (`store.rs`).

pub mod compute;
pub mod handlers;
pub mod model;
pub mod store;
