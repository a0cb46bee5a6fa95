//! Authoring the playbook's content (the acceleration team: coach and super admin): what the
//! server answers when a playbook, chapter or session is saved or removed, and why a removal is
//! refused. The checks on what is written are `checks.rs`'s (`check_name`, `check_info`,
//! `check_tool`, `check_session`) and `markdown.rs`'s.

pub const PLAYBOOK_SAVED: &str = "Playbook saved";
pub const CHAPTER_SAVED: &str = "Chapter saved";
pub const SESSION_SAVED: &str = "Session saved";
pub const SESSION_REMOVED: &str = "Session removed";
pub const CHAPTER_REMOVED: &str = "Chapter removed";
/// A session some pair ticked a tool in, set a task in or gave feedback on stays.
pub const SESSION_HAS_WORK: &str = "Pairs have work in this session; it cannot be removed";
/// A chapter is removed only once it has no sessions.
pub const CHAPTER_HAS_SESSIONS: &str = "Remove the chapter's sessions first";
