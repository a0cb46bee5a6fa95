//! The coach's review (`handlers.rs`), its wire shapes (`model.rs`) and list (`store.rs`).

pub mod handlers;
pub mod model;
pub mod store;
