//! The quarterly survey over real HTTP, on both databases: the menu, the answers (skip logic,
//! required, types, once a quarter, once per submission id), the team's windows, XLSForm upload
//! and download, responses, response rate and exports; who may do what.

mod answers;
mod menu;
mod support;
mod team;
