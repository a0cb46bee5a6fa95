//! Every learning message (spec 002 sections 5.5, 8.4 and 8.5, and the checks' own) in English, with
//! its Swahili beside it. Core's messages are English sentences; the server writes a person's messages
//! in their language through `in_language`, and the PWA finds its Swahili by the English text.
//! `{placeholders}` stay in both languages.

use crate::language::Language;

// Toasts (8.5) and the checks of 5.5.
pub const ENTER_MESSAGE: &str = "Enter message";
pub const MISSING_IMPORTANT_INFORMATION: &str = "Missing important information";
pub const ERROR_TRY_AGAIN: &str = "An error occurred. Please try again.";
pub const NO_ADDITIONAL_ATTEMPTS: &str = "No additional attempts are allowed for this assignment.";
pub const COMPLETE_PREVIOUS_CHAPTERS: &str =
    "Complete previous chapters to access this assignment.";
pub const PREVIOUS_CHAPTERS_FIRST: &str =
    "Please complete all previous chapters before accessing this one.";
pub const ANSWER_ALL_QUESTIONS: &str = "Answer all questions";
pub const NOT_REGISTERED: &str = "You're not registered as a trainee yet. Please contact the training team to complete registration.";
pub const TITLE_EMPTY: &str = "Title cannot be empty";
pub const NOTE_ID_EMPTY: &str = "Note ID cannot be empty";
pub const NOTES_EMPTY: &str = "Notes cannot be empty";
pub const USER_ID_EMPTY: &str = "User ID cannot be empty";
pub const MISSING_REQUIRED_DATA: &str = "Missing required data";
pub const FILL_ALL_FIELDS: &str = "Fill all fields";
pub const NOTE_ADDED: &str = "Note added successfully";
pub const NOTE_UPDATED: &str = "Note updated successfully";
pub const NOTE_DELETED: &str = "Note deleted";
pub const UNKNOWN_ERROR: &str = "An unknown error occurred. Please try again later.";

// In-page failures (8.4 and 8.5).
pub const FETCH_QUESTIONS_FAILED: &str = "Something went wrong with fetching questions";
pub const FETCH_NOTES_FAILED: &str = "Something went wrong with fetching notes";
pub const FETCH_REVIEW_FAILED: &str = "Something went wrong with fetching review";
pub const FETCH_ASSIGNMENTS_FAILED: &str = "Something went wrong with fetching assignments";
pub const FETCH_OBJECTIVES_FAILED: &str = "Something went wrong with fetching objectives";
pub const FETCH_SCORES_FAILED: &str = "Something went wrong with fetching scores";
pub const FETCH_SCORE_FAILED: &str = "Something went wrong with fetching score";
pub const FETCH_CHAPTERS_FAILED: &str = "Something went wrong with fetching chapters";
pub const FETCH_TOPICS_FAILED: &str = "Something went wrong with fetching topics";
pub const FETCH_CONTENT_FAILED: &str = "Something went wrong with fetching content";
pub const FETCH_SURVEY_FAILED: &str = "Something went wrong with fetching survey";
pub const FETCH_MENTORS_FAILED: &str = "Something went wrong with fetching mentors";
pub const FETCH_CLASSES_FAILED: &str = "Something went wrong with fetching classes";
pub const ERROR_STATUS: &str = "Error {status}: {text}";
pub const UNEXPECTED_ERROR: &str = "An unexpected error occurred";
pub const AN_ERROR_OCCURRED: &str = "An error occurred";
pub const INVALID_COHORT_OR_CLASS: &str = "Invalid cohort or class data";

// Not found (8.4 and 8.5).
pub const QUESTIONS_NOT_FOUND: &str = "Questions not found";
pub const NOTES_NOT_FOUND: &str = "Notes not found";
pub const NOTE_NOT_FOUND: &str = "Note not found";
pub const REVIEW_NOT_FOUND: &str = "Review not found";
pub const ASSIGNMENTS_NOT_FOUND: &str = "Assignments not found.";
pub const OBJECTIVES_NOT_FOUND: &str = "Objectives not found";
pub const SCORES_NOT_FOUND: &str = "Scores not found.";
pub const CHAPTERS_NOT_FOUND: &str = "Chapters not found";
pub const MESSAGES_NOT_FOUND: &str = "Messages not found";
pub const PROGRESS_NOT_FOUND: &str = "Progress not found";
pub const SURVEY_NOT_FOUND: &str = "Survey not found";
pub const MENTORS_NOT_FOUND: &str = "Mentors not found";

// Empty states (8.4 and 8.5).
pub const NO_QUESTIONS_FOUND: &str = "No questions found";
pub const NO_TOPIC_RESOURCES: &str = "Topic resources have not been added.";
pub const NO_QUESTIONS_YET: &str = "No Questions Have Been Added Yet.";
pub const NO_NOTES_YET: &str = "You have not added any notes yet.";
pub const NO_CHAPTERS_CHECK_BACK: &str = "No chapters found, check back later.";
pub const NO_CHAPTERS_TO_DISPLAY: &str = "No chapters to display.";
pub const NO_ASSIGNMENTS_CHECK_BACK: &str = "No assignments found, check back later.";
pub const NO_ASSIGNMENTS_YET: &str = "No Assignments Available Yet";
pub const NO_SURVEY_QUESTIONS: &str = "Survey questions have not been added.";

// Labels (4.5): chapter statuses, assignment states, the menu's tooltips, a score item's status.
pub const COMPLETED: &str = "Completed";
pub const CURRENT: &str = "Current";
pub const LOCKED: &str = "Locked";
pub const NOT_ATTEMPTED: &str = "Not Attempted";
pub const SUBMITTED: &str = "Submitted";
pub const GRADED: &str = "Graded";
pub const REATTEMPT: &str = "Reattempt";
pub const ATTEMPT: &str = "Attempt";
pub const PENDING: &str = "Pending";

// The checks' own messages (limits the spec leaves open).
pub const MESSAGE_TOO_LONG: &str = "Keep the message under 2000 characters";
pub const TITLE_TOO_LONG: &str = "Keep the title under 120 characters";
pub const NOTE_LINE_TOO_LONG: &str = "Keep each line under 2000 characters";
pub const COMMENT_TOO_LONG: &str = "Keep the comment under 2000 characters";
pub const RATING_REQUIRED: &str = "Choose from 1 to 5 stars";
pub const GRADE_REQUIRED: &str = "Enter a score from 0 to 100";
pub const GRADE_INVALID: &str = "The score is a whole number from 0 to 100";
pub const ANSWER_TOO_LONG: &str = "Keep each answer under 5000 characters";
pub const CHOOSE_AN_OPTION: &str = "Choose one of the options given";
pub const CHOOSE_FROM_OPTIONS: &str = "Choose only from the options given";
pub const ONE_ANSWER_ONLY: &str = "Give one answer to this question";
pub const FILE_NOT_UPLOADED: &str = "Attach a file that has finished uploading";
pub const UNKNOWN_QUESTION: &str = "This question is not in the assignment";
pub const ASSIGNMENT_CHANGED: &str =
    "This assignment has just been changed. Open it again and answer its questions.";
pub use crate::playbook::checks::{LINK_INVALID, SUBMISSION_INVALID};

/// (English, Swahili) for every message of the learning rules.
pub const MESSAGES: &[(&str, &str)] = &[
    (ENTER_MESSAGE, "Andika ujumbe"),
    (MISSING_IMPORTANT_INFORMATION, "Taarifa muhimu hazipo"),
    (ERROR_TRY_AGAIN, "Hitilafu imetokea. Tafadhali jaribu tena."),
    (
        NO_ADDITIONAL_ATTEMPTS,
        "Hakuna majaribio zaidi yanayoruhusiwa kwa zoezi hili.",
    ),
    (
        COMPLETE_PREVIOUS_CHAPTERS,
        "Kamilisha sura zilizotangulia ili kufungua zoezi hili.",
    ),
    (
        PREVIOUS_CHAPTERS_FIRST,
        "Tafadhali kamilisha sura zote zilizotangulia kabla ya kufungua hii.",
    ),
    (ANSWER_ALL_QUESTIONS, "Jibu maswali yote"),
    (
        ASSIGNMENT_CHANGED,
        "Zoezi hili limebadilishwa sasa hivi. Lifungue tena na ujibu maswali yake.",
    ),
    (
        NOT_REGISTERED,
        "Bado hujasajiliwa kama mwanafunzi. Tafadhali wasiliana na timu ya mafunzo ili kukamilisha usajili.",
    ),
    (TITLE_EMPTY, "Kichwa hakiwezi kuwa tupu"),
    (NOTE_ID_EMPTY, "Kitambulisho cha dokezo hakiwezi kuwa tupu"),
    (NOTES_EMPTY, "Madokezo hayawezi kuwa tupu"),
    (USER_ID_EMPTY, "Kitambulisho cha mtumiaji hakiwezi kuwa tupu"),
    (MISSING_REQUIRED_DATA, "Taarifa zinazohitajika hazipo"),
    (FILL_ALL_FIELDS, "Jaza sehemu zote"),
    (NOTE_ADDED, "Dokezo limeongezwa"),
    (NOTE_UPDATED, "Dokezo limesasishwa"),
    (NOTE_DELETED, "Dokezo limefutwa"),
    (
        UNKNOWN_ERROR,
        "Hitilafu isiyojulikana imetokea. Tafadhali jaribu tena baadaye.",
    ),
    (FETCH_QUESTIONS_FAILED, "Hitilafu imetokea wakati wa kupakua maswali"),
    (FETCH_NOTES_FAILED, "Hitilafu imetokea wakati wa kupakua madokezo"),
    (FETCH_REVIEW_FAILED, "Hitilafu imetokea wakati wa kupakua tathmini"),
    (FETCH_ASSIGNMENTS_FAILED, "Hitilafu imetokea wakati wa kupakua mazoezi"),
    (FETCH_OBJECTIVES_FAILED, "Hitilafu imetokea wakati wa kupakua malengo"),
    (FETCH_SCORES_FAILED, "Hitilafu imetokea wakati wa kupakua alama"),
    (FETCH_SCORE_FAILED, "Hitilafu imetokea wakati wa kupakua alama yako"),
    (FETCH_CHAPTERS_FAILED, "Hitilafu imetokea wakati wa kupakua sura"),
    (FETCH_TOPICS_FAILED, "Hitilafu imetokea wakati wa kupakua mada"),
    (FETCH_CONTENT_FAILED, "Hitilafu imetokea wakati wa kupakua maudhui"),
    (FETCH_SURVEY_FAILED, "Hitilafu imetokea wakati wa kupakua dodoso"),
    (FETCH_MENTORS_FAILED, "Hitilafu imetokea wakati wa kupakua walezi"),
    (FETCH_CLASSES_FAILED, "Hitilafu imetokea wakati wa kupakua madarasa"),
    (ERROR_STATUS, "Hitilafu {status}: {text}"),
    (UNEXPECTED_ERROR, "Hitilafu isiyotarajiwa imetokea"),
    (AN_ERROR_OCCURRED, "Hitilafu imetokea"),
    (INVALID_COHORT_OR_CLASS, "Taarifa za kundi au darasa si sahihi"),
    (QUESTIONS_NOT_FOUND, "Maswali hayakupatikana"),
    (NOTES_NOT_FOUND, "Madokezo hayakupatikana"),
    (NOTE_NOT_FOUND, "Dokezo halikupatikana"),
    (REVIEW_NOT_FOUND, "Tathmini haikupatikana"),
    (ASSIGNMENTS_NOT_FOUND, "Mazoezi hayakupatikana."),
    (OBJECTIVES_NOT_FOUND, "Malengo hayakupatikana"),
    (SCORES_NOT_FOUND, "Alama hazikupatikana."),
    (CHAPTERS_NOT_FOUND, "Sura hazikupatikana"),
    (MESSAGES_NOT_FOUND, "Jumbe hazikupatikana"),
    (PROGRESS_NOT_FOUND, "Maendeleo hayakupatikana"),
    (SURVEY_NOT_FOUND, "Dodoso halikupatikana"),
    (MENTORS_NOT_FOUND, "Walezi hawakupatikana"),
    (NO_QUESTIONS_FOUND, "Hakuna maswali yaliyopatikana"),
    (NO_TOPIC_RESOURCES, "Nyenzo za mada hii bado hazijaongezwa."),
    (NO_QUESTIONS_YET, "Bado hakuna maswali yaliyoongezwa."),
    (NO_NOTES_YET, "Bado hujaongeza dokezo lolote."),
    (NO_CHAPTERS_CHECK_BACK, "Hakuna sura bado, angalia tena baadaye."),
    (NO_CHAPTERS_TO_DISPLAY, "Hakuna sura za kuonyesha."),
    (
        NO_ASSIGNMENTS_CHECK_BACK,
        "Hakuna mazoezi bado, angalia tena baadaye.",
    ),
    (NO_ASSIGNMENTS_YET, "Bado hakuna mazoezi"),
    (NO_SURVEY_QUESTIONS, "Maswali ya dodoso bado hayajaongezwa."),
    (COMPLETED, "Imekamilika"),
    (CURRENT, "Inaendelea"),
    (LOCKED, "Imefungwa"),
    (NOT_ATTEMPTED, "Halijajaribiwa"),
    (SUBMITTED, "Imewasilishwa"),
    (GRADED, "Limepewa alama"),
    (REATTEMPT, "Jaribu tena"),
    (ATTEMPT, "Jaribu"),
    (PENDING, "Inasubiri"),
    (MESSAGE_TOO_LONG, "Ujumbe usizidi herufi 2000"),
    (TITLE_TOO_LONG, "Kichwa kisizidi herufi 120"),
    (NOTE_LINE_TOO_LONG, "Kila mstari usizidi herufi 2000"),
    (COMMENT_TOO_LONG, "Maoni yasizidi herufi 2000"),
    (RATING_REQUIRED, "Chagua nyota kuanzia 1 hadi 5"),
    (GRADE_REQUIRED, "Andika alama kuanzia 0 hadi 100"),
    (GRADE_INVALID, "Alama ni namba kamili kuanzia 0 hadi 100"),
    (ANSWER_TOO_LONG, "Kila jibu lisizidi herufi 5000"),
    (CHOOSE_AN_OPTION, "Chagua mojawapo ya machaguo yaliyotolewa"),
    (CHOOSE_FROM_OPTIONS, "Chagua kutoka kwenye machaguo yaliyotolewa tu"),
    (ONE_ANSWER_ONLY, "Toa jibu moja kwa swali hili"),
    (FILE_NOT_UPLOADED, "Ambatisha faili lililomaliza kupakiwa"),
    (UNKNOWN_QUESTION, "Swali hili halimo kwenye zoezi"),
    (LINK_INVALID, "Kiungo huanza na https://"),
    (
        SUBMISSION_INVALID,
        "Kilichotumwa hakina kitambulisho sahihi; kitume tena kutoka kwenye programu",
    ),
];

/// A learning message in a language; a text it does not know stays as given.
pub fn in_language(english: &str, language: Language) -> &str {
    crate::language::translated(MESSAGES, english, language)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_has_its_own_swahili() {
        for (i, (en, sw)) in MESSAGES.iter().enumerate() {
            assert!(!sw.is_empty() && en != sw, "{en}");
            assert!(
                MESSAGES[..i].iter().all(|(other, _)| other != en),
                "{en} twice"
            );
            assert_eq!(in_language(en, Language::Swahili), *sw);
            assert_eq!(in_language(en, Language::English), *en);
        }
        assert_eq!(
            in_language("Something else", Language::Swahili),
            "Something else"
        );
    }

    #[test]
    fn the_spec_texts_are_exact() {
        assert_eq!(
            NO_ADDITIONAL_ATTEMPTS,
            "No additional attempts are allowed for this assignment."
        );
        assert_eq!(
            PREVIOUS_CHAPTERS_FIRST,
            "Please complete all previous chapters before accessing this one."
        );
        assert_eq!(
            in_language(ENTER_MESSAGE, Language::Swahili),
            "Andika ujumbe"
        );
    }

    #[test]
    fn shared_texts_keep_the_playbook_swahili() {
        for english in [LINK_INVALID, SUBMISSION_INVALID] {
            assert_eq!(
                in_language(english, Language::Swahili),
                crate::playbook::messages::in_language(english, Language::Swahili)
            );
        }
    }

    #[test]
    fn templates_keep_their_placeholders() {
        let holes = |text: &str| {
            let mut found: Vec<String> = text
                .split('{')
                .skip(1)
                .filter_map(|rest| rest.split_once('}').map(|(name, _)| name.to_owned()))
                .collect();
            found.sort();
            found
        };
        for (en, sw) in MESSAGES {
            assert_eq!(holes(en), holes(sw), "{en}");
        }
    }

    /// Every `pub const NAME: &str` of this file is in the table, and nothing else is.
    #[test]
    fn no_message_lacks_its_swahili() {
        let source = include_str!("messages.rs");
        let mut found = 0;
        for rest in source.split("\npub const ").skip(1) {
            let Some((name, rest)) = rest.split_once(": &str =") else {
                continue;
            };
            if !name.bytes().all(|b| b.is_ascii_uppercase() || b == b'_') {
                continue;
            }
            let text = rest.trim_start().trim_start_matches('"');
            let text = text.split_once("\";").map_or("", |(t, _)| t);
            found += 1;
            assert!(
                MESSAGES.iter().any(|(en, _)| *en == text),
                "{name} has no Swahili"
            );
        }
        // The two shared with the playbook are re-exported, not declared here.
        assert_eq!(found + 2, MESSAGES.len(), "every message and nothing else");
    }
}
