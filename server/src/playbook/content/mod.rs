//! Authoring the playbook's content (coach and super admin; every other role 403), all under
//! `/api/playbook/content`:
//! - `read.rs`: every playbook with its chapters and sessions (and the icons a tool may use), and
//!   the Markdown preview;
//! - `save.rs`: a playbook, a chapter or a session created or saved again, checked by core;
//! - `remove.rs`: a session no pair has work in, a chapter with no sessions (a playbook is never
//!   removed: it may be assigned).
//!
//! One transaction per change with its audit row (`playbook_content_saved`,
//! `playbook_content_removed`).

pub mod read;
pub mod remove;
pub mod save;
