//! Bookkeeping (DigiKua): each entrepreneur's business, the lookup lists and the store of records.
//! The records arrive through sync (`crate::sync`, where `entities` registers their kinds) and the
//! data gateway (`crate::gateway`), both written by `records::apply_numbered`.

pub mod access;
pub mod business;
pub mod entities;
pub mod lookups;
pub mod records;
