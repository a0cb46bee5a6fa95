//! The advisory playbook over real HTTP, on both databases: every call for every role (an
//! entrepreneur's own and another's pair, an advisor's own and another's, the team, a sales agent
//! refused), core's messages, progress moving on both sides, alerts made once, files checked by
//! their content; replies and feedback from the phone's file queue stored once.

mod alerts;
mod content;
mod offline;
mod reads;
mod roles;
mod support;
mod team;
mod work;
