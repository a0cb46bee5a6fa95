//! The playbook's records (spec 001 section 3: pairing, chapter, session, tool, task, feedback), as
//! stored and sent: JSON with camelCase names, `_id` where the spec writes it. Every text a person
//! reads is a `Text` (English and Swahili); a session's `info` is Markdown of the small subset
//! `markdown.rs` documents.

use serde::{Deserialize, Serialize};

pub use crate::survey::model::Text;

/// A playbook: its chapters are separate records pointing at it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Playbook {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: Text,
    pub summary: Text,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Chapter {
    #[serde(rename = "_id")]
    pub id: String,
    pub playbook_id: String,
    pub name: Text,
    /// 1, 2, 3… in the order they are read.
    pub position: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Session {
    #[serde(rename = "_id")]
    pub id: String,
    pub chapter_id: String,
    pub name: Text,
    pub position: u32,
    /// Markdown (`markdown.rs`), rendered by the PWA.
    pub info: Text,
    /// The tools checklist, in order.
    pub tools: Vec<Tool>,
}

/// One entry of a session's tools checklist. A pair ticks it done by its `name.en` (tools have no
/// id of their own in the spec).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Tool {
    pub name: Text,
    pub info: Text,
    /// The icon's name in the PWA's icon set (`calculator`, `notebook`…).
    pub icon: String,
    /// The spec's `value`: a link to a template or a guide, when there is one.
    #[serde(rename = "value", default, skip_serializing_if = "Option::is_none")]
    pub link: Option<String>,
}

/// A tool as a pair sees it: Completed when its advisor ticked it done, otherwise Pending.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PairTool {
    #[serde(flatten)]
    pub tool: Tool,
    #[serde(rename = "_isDone")]
    pub is_done: bool,
}

/// Who wrote a feedback: the spec's `from`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    Entrepreneur,
    Advisor,
}

impl Side {
    pub fn name(self) -> &'static str {
        match self {
            Side::Entrepreneur => "Entrepreneur",
            Side::Advisor => "Advisor",
        }
    }

    pub fn parse(text: &str) -> Option<Side> {
        [Side::Entrepreneur, Side::Advisor]
            .into_iter()
            .find(|s| s.name().eq_ignore_ascii_case(text.trim()))
    }

    pub fn other(self) -> Side {
        match self {
            Side::Entrepreneur => Side::Advisor,
            Side::Advisor => Side::Entrepreneur,
        }
    }
}

/// A task an advisor sets a pair in a session.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Task {
    #[serde(rename = "_id")]
    pub id: String,
    pub session_id: String,
    #[serde(rename = "pairingId")]
    pub pair_id: String,
    /// The spec's `topic`: a short title.
    pub topic: String,
    /// The spec's `task`: what to do.
    pub task: String,
    /// Epoch seconds; none when the advisor set no date.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub due_date: Option<i64>,
    /// The advisor's user id.
    pub created_by: String,
    pub created_at: i64,
    /// The entrepreneur's reply, once given (the Reply button is hidden then).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reply: Option<Reply>,
}

impl Task {
    /// Section 4.3: the Reply button shows only while the task has no response.
    pub fn can_reply(&self) -> bool {
        self.reply.is_none()
    }
}

/// An entrepreneur's answer to a task: the spec's `taskResp` and its files.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Reply {
    pub response: String,
    /// Stored file ids.
    #[serde(default)]
    pub files: Vec<String>,
    pub added_by_id: String,
    pub created_at: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Feedback {
    #[serde(rename = "_id")]
    pub id: String,
    pub session_id: String,
    #[serde(rename = "pairingId")]
    pub pair_id: String,
    /// 1 to 5 stars.
    pub rated: u8,
    #[serde(default)]
    pub feedback: String,
    #[serde(default)]
    pub files: Vec<String>,
    pub from: Side,
    pub added_by_id: String,
    pub created_at: i64,
}

/// A playbook assigned to a pair: the spec's `assignedPlaybooks [id, _id, name]`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AssignedPlaybook {
    /// The playbook's id.
    pub id: String,
    /// The assignment's own id.
    #[serde(rename = "_id")]
    pub assignment_id: String,
    pub name: Text,
}

/// An entrepreneur paired with an advisor by a coach.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Pairing {
    #[serde(rename = "_id")]
    pub id: String,
    /// The entrepreneur's user id.
    pub entrepreneur: String,
    /// The advisor's user id.
    pub advisor: String,
    pub advisor_mail: String,
    /// The advisor's phone.
    pub advisor_waap: String,
    pub assigned_playbooks: Vec<AssignedPlaybook>,
    /// One entry per assigned playbook (`progress.rs`).
    #[serde(default)]
    pub progress: Vec<super::progress::Progress>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wire_names_follow_the_spec() {
        let tool = PairTool {
            tool: Tool {
                name: Text::new("Cash book", "Daftari la fedha"),
                info: Text::new("i", "i"),
                icon: "notebook".into(),
                link: Some("https://example.org".into()),
            },
            is_done: true,
        };
        let json = serde_json::to_value(&tool).expect("valid");
        assert_eq!(json["_isDone"], true);
        assert_eq!(json["value"], "https://example.org");
        assert_eq!(json["name"]["sw"], "Daftari la fedha");
        let back: PairTool = serde_json::from_value(json).expect("valid");
        assert_eq!(back, tool);

        let feedback = Feedback {
            id: "a".repeat(24),
            session_id: "b".repeat(24),
            pair_id: "c".repeat(24),
            rated: 4,
            feedback: String::new(),
            files: vec![],
            from: Side::Entrepreneur,
            added_by_id: "u".into(),
            created_at: 1,
        };
        let json = serde_json::to_value(&feedback).expect("valid");
        assert_eq!(json["from"], "Entrepreneur");
        assert_eq!(json["pairingId"], "c".repeat(24));
        assert_eq!(json["_id"], "a".repeat(24));
        assert_eq!(json["sessionId"], "b".repeat(24));
    }

    #[test]
    fn sides() {
        assert_eq!(Side::parse(" advisor "), Some(Side::Advisor));
        assert_eq!(Side::parse("coach"), None);
        assert_eq!(Side::Advisor.other(), Side::Entrepreneur);
    }

    #[test]
    fn reply_hidden_once_answered() {
        let mut task = Task {
            id: "a".repeat(24),
            session_id: "b".repeat(24),
            pair_id: "c".repeat(24),
            topic: "Cash book".into(),
            task: "Write a week of sales".into(),
            due_date: None,
            created_by: "adv".into(),
            created_at: 0,
            reply: None,
        };
        assert!(task.can_reply());
        task.reply = Some(Reply {
            response: "Done".into(),
            files: vec![],
            added_by_id: "ent".into(),
            created_at: 1,
        });
        assert!(!task.can_reply());
        let json = serde_json::to_value(&task).expect("valid");
        assert_eq!(json["pairingId"], "c".repeat(24));
        assert_eq!(json["reply"]["response"], "Done");
    }
}
