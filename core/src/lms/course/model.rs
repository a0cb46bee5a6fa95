//! A course as `read_course` returns it: plain records the server stores as they are (one row per
//! chapter, topic, objective, resource, assignment, meeting and FAQ). Every text a person reads is a
//! `Text` (English and Swahili); a topic's description is the playbook's Markdown subset.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

pub use crate::lms::answers::{Task, TaskType};
pub use crate::survey::model::Text;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Course {
    /// The class's name.
    pub name: Text,
    /// The class's schedule, in the order written.
    pub meetings: Vec<Meeting>,
    pub faqs: Vec<Faq>,
    /// By position.
    pub chapters: Vec<Chapter>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Meeting {
    pub title: Text,
    /// Epoch seconds (the times are written in Nairobi's time).
    pub starts_at: i64,
    pub ends_at: i64,
    /// Where it is held: a hub, a town, `Online`.
    pub place: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Faq {
    pub question: Text,
    pub solution: Text,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Chapter {
    pub name: Text,
    /// The folder's number (`01-…` is 1); chapters are walked in this order.
    pub position: u32,
    /// By position.
    pub topics: Vec<Topic>,
    /// By number.
    pub assignments: Vec<Assignment>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Topic {
    pub name: Text,
    /// The file's number (`02-pricing.md` is 2).
    pub position: u32,
    /// Markdown of the playbook's subset (`playbook::markdown`).
    pub description: Text,
    pub objectives: Vec<Objective>,
    /// By position.
    pub resources: Vec<Resource>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Objective {
    pub title: Text,
    /// The objective's points, the same number in each language.
    pub list: ObjectiveList,
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ObjectiveList {
    pub en: Vec<String>,
    pub sw: Vec<String>,
}

/// The spec's resource types (section 9).
pub const RESOURCE_AUDIO: u8 = 2;
pub const RESOURCE_VIDEO: u8 = 3;
pub const RESOURCE_FILE: u8 = 4;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Resource {
    pub name: Text,
    /// Empty when none is written.
    pub description: Text,
    /// An `https://` address (audio, file) or a YouTube video id (video).
    pub link: String,
    /// 2 audio, 3 video id, 4 hosted file.
    #[serde(rename = "resourceTypeId")]
    pub type_id: u8,
    /// The download's size, for audio and files; none for a video.
    pub size_bytes: Option<u64>,
    /// 1, 2, 3… in the order written.
    pub position: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Assignment {
    /// The file's number (`assignment-2.md` is 2).
    pub number: u32,
    pub title: Text,
    pub period_in_days: u32,
    /// By the task's number as written (`"1"`, `"2"`…), the spec's tasks map.
    pub tasks: BTreeMap<String, Task>,
}

/// One problem in a course's files: the file (its path in the course folder), the line (from 1; 0
/// for the file as a whole) and the message (English; `messages::in_language` for Swahili).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CourseError {
    pub file: String,
    pub line: usize,
    pub message: &'static str,
}
