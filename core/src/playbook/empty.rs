//! What a playbook list shows in place of data (spec 001 section 8).

pub const NO_CHAPTERS: &str = "No Playbook chapters";
pub const NO_SESSIONS: &str = "No Playbook sessions";
pub const NO_TASKS: &str = "Nothing yet: No assignment available";
pub const NO_FEEDBACK: &str = "No feedback for this session is given yet";
pub const NO_TOOLS: &str = "No data available";
/// Any other failure of a playbook call.
pub const ERROR_OCCURED: &str = "Error Occured !";

/// The lists of the playbook pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum List {
    Chapters,
    Sessions,
    Tasks,
    Feedback,
    Tools,
}

/// The message a list shows when it has nothing.
pub fn empty_message(list: List) -> &'static str {
    match list {
        List::Chapters => NO_CHAPTERS,
        List::Sessions => NO_SESSIONS,
        List::Tasks => NO_TASKS,
        List::Feedback => NO_FEEDBACK,
        List::Tools => NO_TOOLS,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_list_has_its_message() {
        assert_eq!(empty_message(List::Tools), "No data available");
        assert_eq!(
            empty_message(List::Tasks),
            "Nothing yet: No assignment available"
        );
        assert_eq!(empty_message(List::Chapters), NO_CHAPTERS);
        assert_eq!(empty_message(List::Sessions), NO_SESSIONS);
        assert_eq!(empty_message(List::Feedback), NO_FEEDBACK);
    }
}
