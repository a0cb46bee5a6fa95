//! The users table: records and queries shared by sign-in, staff lists, demo data and later features.

pub mod create;
pub mod model;
pub mod store;
