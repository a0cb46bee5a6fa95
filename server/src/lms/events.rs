//! The learning area's audit kinds (`crate::audit`).

pub const SUBMITTED: &str = "lms_submitted";
pub const GRADED: &str = "lms_graded";
pub const PITCH_SENT: &str = "lms_pitch_sent";
pub const PITCH_GRADED: &str = "lms_pitch_graded";
pub const MESSAGE_SENT: &str = "lms_message_sent";
pub const NOTE_SAVED: &str = "lms_note_saved";
pub const NOTE_REMOVED: &str = "lms_note_removed";
pub const REVIEWED: &str = "lms_reviewed";
pub const SURVEY_SENT: &str = "lms_survey_sent";
/// The team's changes to cohorts, people, media and the course (detail `what {id}`).
pub const TEAM_SAVED: &str = "lms_team_saved";
pub const TEAM_REMOVED: &str = "lms_team_removed";
