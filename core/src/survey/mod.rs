//! The quarterly survey (spec 001 sections 2.4, 3, 4.4, 5, 7.3, 8, 9): surveys as data (questions with
//! English and Swahili texts, types, options, skip logic), which questions show given the answers so
//! far, each answer's check, the whole submission's check, the quarter in Nairobi and the
//! once-a-quarter rule, the XLSForm a coach uploads, and the three seeded surveys.

pub mod answer;
pub mod catalogue;
pub mod codes;
#[cfg(test)]
mod invariants_tests;
pub mod messages;
pub mod model;
pub mod quarter;
pub mod rate;
pub mod seeds;
mod seeds_post;
mod seeds_quarterly;
pub mod submission;
pub mod visibility;
pub mod xlsform;
mod xlsform_choices;
mod xlsform_questions;
mod xlsform_table;
#[cfg(test)]
mod xlsform_tests;
pub mod xlsform_write;
