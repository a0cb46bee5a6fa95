//! The advisory playbook (spec 001 sections 2.3, 3, 4.3, 5, 6, 7.2, 8, 9): playbooks → chapters →
//! sessions with their tools, the pairs of an entrepreneur and an advisor, tasks, replies and
//! feedback; which id a URL names (the 24-character rule and its one-segment-up fallback), which pair
//! is used, the checks on what is sent, each pair's progress per playbook, the alerts that are due
//! (and the channel each person chose for them) and the five seeded playbooks.

pub mod alerts;
pub mod channel;
pub mod checks;
pub mod content;
pub mod empty;
pub mod markdown;
pub mod messages;
pub mod model;
pub mod pairs;
pub mod progress;
#[cfg(test)]
mod progress_tests;
pub mod route;
pub mod seeds;
mod seeds_branding;
mod seeds_building_blocks;
mod seeds_innovation;
mod seeds_market_access;
mod seeds_women;
