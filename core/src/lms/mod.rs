//! Learning (spec 002 sections 3.5, 4.5, 5.5, 8.4, 8.5 and 9; docs/lms.md): the walk through a
//! course's chapters, an assignment's state and one-attempt rule, the progress and score figures,
//! the survey gate, the checks on messages, notes, reviews and grades, the check of an assignment's
//! answers, the course as a folder of Markdown files, the learning surveys on the survey engine, and
//! every message in English and Swahili.

pub mod alerts;
pub mod answers;
pub mod assignments;
pub mod checks;
pub mod course;
pub mod gate;
pub mod messages;
pub mod model;
pub mod progress;
pub mod surveys;
pub mod team;
pub mod walk;
