//! A pair's progress through one playbook (spec 001 sections 3, 4.3, 9: `progress {playbookId,
//! chapterId, sessionId, state, stateNumber, status}`, 0% pending by default), shown to both sides.
//!
//! The rule:
//! - A session is **complete** when every tool of its checklist is ticked done for the pair and
//!   every task its advisor set the pair in it has a reply. A session with neither tools nor tasks
//!   has nothing to complete and is left out of the count.
//! - The playbook's percentage is complete sessions / counted sessions, in whole percent rounded
//!   down (2 of 3 is 66%), so 100% only when every counted session is complete. Nothing to count
//!   is 0%.
//! - Status: **pending** while nothing is started (no tool ticked, no task answered in the
//!   playbook), **completed** at 100%, **in progress** otherwise (0% included, once started).
//! - Position: the first incomplete counted session in reading order (chapters by position, then
//!   their sessions by position), with its chapter; when all are complete, the last one; with
//!   nothing to count, the first session; none in an empty playbook.

use std::collections::HashSet;

use serde::{Deserialize, Serialize};

use super::model::{AssignedPlaybook, Chapter, Session};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Status {
    Pending,
    InProgress,
    Completed,
}

impl Status {
    /// What a screen shows (Swahili through `messages::in_language`).
    pub fn label(self) -> &'static str {
        match self {
            Status::Pending => PENDING,
            Status::InProgress => IN_PROGRESS,
            Status::Completed => COMPLETED,
        }
    }
}

pub const PENDING: &str = "Pending";
pub const IN_PROGRESS: &str = "In progress";
pub const COMPLETED: &str = "Completed";

/// A tool's label (section 4.3): Completed when done, otherwise Pending.
pub fn tool_label(done: bool) -> &'static str {
    if done {
        COMPLETED
    } else {
        PENDING
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Progress {
    pub playbook_id: String,
    pub chapter_id: Option<String>,
    pub session_id: Option<String>,
    /// `40%`.
    pub state: String,
    /// 0 to 100.
    pub state_number: u32,
    pub status: Status,
}

impl Progress {
    /// Section 9: 0%, pending, before anything is known.
    pub fn default_for(playbook_id: &str) -> Progress {
        Progress {
            playbook_id: playbook_id.to_owned(),
            chapter_id: None,
            session_id: None,
            state: state_text(0),
            state_number: 0,
            status: Status::Pending,
        }
    }
}

/// `40%`.
pub fn state_text(percent: u32) -> String {
    [percent.to_string().as_str(), "%"].concat()
}

/// Whole percent, rounded down; 0 when there is nothing to count.
pub fn percent(complete: usize, counted: usize) -> u32 {
    if counted == 0 {
        return 0;
    }
    let complete = complete.min(counted) as u64;
    (complete * 100 / counted as u64) as u32
}

/// A playbook's shape, as far as progress needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outline {
    pub playbook_id: String,
    pub chapters: Vec<ChapterOutline>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChapterOutline {
    pub id: String,
    pub position: u32,
    pub sessions: Vec<SessionOutline>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionOutline {
    pub id: String,
    pub position: u32,
    /// Its tools by their English names (how a tick names a tool).
    pub tools: Vec<String>,
}

impl Outline {
    /// From the stored records: the playbook's chapters and their sessions (records of other
    /// playbooks or chapters are ignored), each sorted by position.
    pub fn of(playbook_id: &str, chapters: &[Chapter], sessions: &[Session]) -> Outline {
        let mut chapters: Vec<ChapterOutline> = chapters
            .iter()
            .filter(|c| c.playbook_id == playbook_id)
            .map(|c| {
                let mut sessions: Vec<SessionOutline> = sessions
                    .iter()
                    .filter(|s| s.chapter_id == c.id)
                    .map(|s| SessionOutline {
                        id: s.id.clone(),
                        position: s.position,
                        tools: s.tools.iter().map(|t| t.name.en.clone()).collect(),
                    })
                    .collect();
                sessions.sort_by(|a, b| (a.position, &a.id).cmp(&(b.position, &b.id)));
                ChapterOutline {
                    id: c.id.clone(),
                    position: c.position,
                    sessions,
                }
            })
            .collect();
        chapters.sort_by(|a, b| (a.position, &a.id).cmp(&(b.position, &b.id)));
        Outline {
            playbook_id: playbook_id.to_owned(),
            chapters,
        }
    }

    /// (chapter id, session) in reading order.
    fn sessions(&self) -> impl Iterator<Item = (&str, &SessionOutline)> {
        self.chapters
            .iter()
            .flat_map(|c| c.sessions.iter().map(move |s| (c.id.as_str(), s)))
    }
}

/// A tool ticked done for the pair.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ToolTick {
    pub session_id: String,
    /// The tool's English name.
    pub tool: String,
}

/// A task set for the pair, and whether it has a reply.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TaskMark {
    pub session_id: String,
    pub answered: bool,
}

/// One session's figures for the pair.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SessionState {
    pub session_id: String,
    pub chapter_id: String,
    pub tools: usize,
    pub tools_done: usize,
    pub tasks: usize,
    pub tasks_answered: usize,
}

impl SessionState {
    /// Something to complete: a tool or a task.
    pub fn counts(&self) -> bool {
        self.tools + self.tasks > 0
    }

    pub fn complete(&self) -> bool {
        self.counts() && self.tools_done == self.tools && self.tasks_answered == self.tasks
    }

    pub fn started(&self) -> bool {
        self.tools_done + self.tasks_answered > 0
    }
}

/// Each session's figures, in reading order. Ticks of tools a session no longer has, ticked twice,
/// or of other playbooks' sessions are ignored, as are tasks of other sessions.
pub fn session_states(
    outline: &Outline,
    ticks: &[ToolTick],
    tasks: &[TaskMark],
) -> Vec<SessionState> {
    let ticked: HashSet<(&str, &str)> = ticks
        .iter()
        .map(|t| (t.session_id.as_str(), t.tool.as_str()))
        .collect();
    outline
        .sessions()
        .map(|(chapter_id, s)| {
            let names: HashSet<&str> = s.tools.iter().map(String::as_str).collect();
            let mine = tasks.iter().filter(|t| t.session_id == s.id);
            SessionState {
                session_id: s.id.clone(),
                chapter_id: chapter_id.to_owned(),
                tools: names.len(),
                tools_done: names
                    .iter()
                    .filter(|n| ticked.contains(&(s.id.as_str(), **n)))
                    .count(),
                tasks: mine.clone().count(),
                tasks_answered: mine.filter(|t| t.answered).count(),
            }
        })
        .collect()
}

/// The pair's progress through the playbook (the rule above).
pub fn progress(outline: &Outline, ticks: &[ToolTick], tasks: &[TaskMark]) -> Progress {
    let states = session_states(outline, ticks, tasks);
    let counted: Vec<&SessionState> = states.iter().filter(|s| s.counts()).collect();
    let complete = counted.iter().filter(|s| s.complete()).count();
    let state_number = percent(complete, counted.len());
    let status = if !counted.is_empty() && complete == counted.len() {
        Status::Completed
    } else if states.iter().any(SessionState::started) {
        Status::InProgress
    } else {
        Status::Pending
    };
    let at = counted
        .iter()
        .find(|s| !s.complete())
        .or(counted.last())
        .copied()
        .or(states.first());
    Progress {
        playbook_id: outline.playbook_id.clone(),
        chapter_id: at.map(|s| s.chapter_id.clone()),
        session_id: at.map(|s| s.session_id.clone()),
        state: state_text(state_number),
        state_number,
        status,
    }
}

/// A pair's `progress` list: one entry per assigned playbook, in the assigned order; a playbook
/// whose outline is not given is 0% pending. `ticks` and `tasks` are the pair's (session ids are
/// unique across playbooks, so each playbook takes its own).
pub fn pair_progress(
    assigned: &[AssignedPlaybook],
    outlines: &[Outline],
    ticks: &[ToolTick],
    tasks: &[TaskMark],
) -> Vec<Progress> {
    assigned
        .iter()
        .map(|a| {
            outlines.iter().find(|o| o.playbook_id == a.id).map_or_else(
                || Progress::default_for(&a.id),
                |o| progress(o, ticks, tasks),
            )
        })
        .collect()
}
