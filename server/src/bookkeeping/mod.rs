//! Bookkeeping (DigiKua): each entrepreneur's business and the lookup lists. The records themselves
//! arrive through sync (`crate::sync`) and the data gateway (`crate::gateway`).

pub mod business;
pub mod lookups;
