//! A course as a folder of Markdown files a coach writes in any text editor and imports whole
//! (`read_course`): the class, its meetings and FAQs, and per chapter its topics (objectives,
//! resources, a description in the playbook's Markdown in English and Swahili) and assignments.
//! The format is documented in docs/lms.md ("The course format and the learning surveys") and in
//! each reader's module doc.

mod assignment;
mod course_file;
pub mod demo;
pub mod edit;
mod lines;
pub mod messages;
pub mod model;
mod read;
#[cfg(test)]
mod tests;
pub(crate) mod topic;
pub mod write;

pub use edit::{DESCRIPTION_MAX_CHARS, PERIOD_MAX_DAYS};
pub use model::*;
pub use read::{read_course, CourseFile};
pub use write::write_course;
