//! The checks on what a trainee or a mentor sends (spec 002 section 5.5), in the spec's order, each
//! giving the field and the spec's message, or the cleaned value: a chat message, a note (and how its
//! lines grow and shrink as it is typed), a topic review, a mentor's grade, the submission id of
//! anything queued on the phone; and the FAQ search. Lengths count characters, not bytes.

use super::messages::*;
use super::model::NoteLines;
pub use crate::playbook::checks::Problem;

pub const MAX_TEXT_CHARS: usize = 2000;
pub const MAX_TITLE_CHARS: usize = 120;
/// A note card shows this many characters of the title, then '…'.
pub const CARD_TITLE_CHARS: usize = 20;
pub const RATING_MIN: u8 = 1;
pub const RATING_MAX: u8 = 5;
pub const GRADE_MAX: u32 = 100;

fn problem(field: &'static str, message: &'static str) -> Problem {
    Problem { field, message }
}

fn blank(text: &str) -> bool {
    text.trim().is_empty()
}

fn too_long(text: &str, limit: usize) -> bool {
    text.trim().chars().count() > limit
}

/// A chat message: the text first ('Enter message'), then the cohort and the trainee ('Missing
/// important information'); at most 2000 characters. The text trimmed.
pub fn check_message(cohort_id: &str, trainee_id: &str, text: &str) -> Result<String, Problem> {
    if blank(text) {
        return Err(problem("text", ENTER_MESSAGE));
    }
    if blank(cohort_id) {
        return Err(problem("cohortId", MISSING_IMPORTANT_INFORMATION));
    }
    if blank(trainee_id) {
        return Err(problem("traineeId", MISSING_IMPORTANT_INFORMATION));
    }
    if too_long(text, MAX_TEXT_CHARS) {
        return Err(problem("text", MESSAGE_TOO_LONG));
    }
    Ok(text.trim().to_owned())
}

/// A note as the Add or Edit modal sends it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct NoteDraft {
    pub id: Option<String>,
    pub trainee_id: String,
    pub cohort_id: Option<String>,
    pub title: String,
    pub lines: Vec<String>,
}

/// A note that passed: the title trimmed, the non-blank lines in order (keyed "1".."n" when sent).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CleanNote {
    pub title: String,
    pub notes: NoteLines,
}

/// A note added (`editing` false) or edited, in the spec's order: the title, the note id when
/// editing, the lines, the trainee, the cohort when adding. Blank lines are dropped.
pub fn check_note(draft: &NoteDraft, editing: bool) -> Result<CleanNote, Problem> {
    if blank(&draft.title) {
        return Err(problem("title", TITLE_EMPTY));
    }
    if too_long(&draft.title, MAX_TITLE_CHARS) {
        return Err(problem("title", TITLE_TOO_LONG));
    }
    if editing && draft.id.as_ref().is_none_or(|id| blank(id)) {
        return Err(problem("id", NOTE_ID_EMPTY));
    }
    let lines: Vec<String> = draft
        .lines
        .iter()
        .filter(|line| !blank(line))
        .map(|line| line.trim().to_owned())
        .collect();
    if lines.is_empty() {
        return Err(problem("notes", NOTES_EMPTY));
    }
    if lines.iter().any(|line| too_long(line, MAX_TEXT_CHARS)) {
        return Err(problem("notes", NOTE_LINE_TOO_LONG));
    }
    if blank(&draft.trainee_id) {
        return Err(problem("traineeId", USER_ID_EMPTY));
    }
    if !editing && draft.cohort_id.as_ref().is_none_or(|id| blank(id)) {
        return Err(problem("cohortId", MISSING_REQUIRED_DATA));
    }
    Ok(CleanNote {
        title: draft.title.trim().to_owned(),
        notes: NoteLines(lines),
    })
}

/// Enter on line `index`: a new empty line after it when the line is not blank; else unchanged.
pub fn note_lines_after_enter(lines: &[String], index: usize) -> Vec<String> {
    let mut lines = lines.to_vec();
    if lines.get(index).is_some_and(|line| !blank(line)) {
        lines.insert(index + 1, String::new());
    }
    lines
}

/// Backspace or Delete on line `index`: an empty line goes, unless it is the only one left.
pub fn note_lines_after_erase(lines: &[String], index: usize) -> Vec<String> {
    let mut lines = lines.to_vec();
    if lines.len() > 1 && lines.get(index).is_some_and(String::is_empty) {
        lines.remove(index);
    }
    lines
}

/// A note's title on its card: the first 20 characters, then '…' when there were more.
pub fn card_title(title: &str) -> String {
    let title = title.trim();
    let mut shown: String = title.chars().take(CARD_TITLE_CHARS).collect();
    if shown.len() < title.len() {
        shown.push('…');
    }
    shown
}

/// A topic review that passed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CleanReview {
    pub rating: u8,
    pub comment: String,
}

/// A topic review: the trainee and the topic ('Missing required data'), a comment ('Fill all
/// fields', at most 2000 characters), then the stars. The spec leaves the rating unchecked; ours is
/// required, 1 to 5 (the scale of section 9), so a stored review always has stars to show.
pub fn check_review(
    trainee_id: &str,
    topic_id: &str,
    rating: Option<i64>,
    comment: &str,
) -> Result<CleanReview, Problem> {
    if blank(trainee_id) {
        return Err(problem("traineeId", MISSING_REQUIRED_DATA));
    }
    if blank(topic_id) {
        return Err(problem("topicId", MISSING_REQUIRED_DATA));
    }
    if blank(comment) {
        return Err(problem("comment", FILL_ALL_FIELDS));
    }
    if too_long(comment, MAX_TEXT_CHARS) {
        return Err(problem("comment", COMMENT_TOO_LONG));
    }
    let rating = rating
        .and_then(|r| u8::try_from(r).ok())
        .filter(|r| (RATING_MIN..=RATING_MAX).contains(r))
        .ok_or(problem("rating", RATING_REQUIRED))?;
    Ok(CleanReview {
        rating,
        comment: comment.trim().to_owned(),
    })
}

/// A mentor's grade of a submission or a pitch: a whole number from 0 to 100 as typed, and an
/// optional comment of at most 2000 characters. The score and the comment trimmed.
pub fn check_grade(score_text: &str, comment: &str) -> Result<(u32, String), Problem> {
    let score = score_text.trim();
    if score.is_empty() {
        return Err(problem("score", GRADE_REQUIRED));
    }
    let score = Some(score)
        .filter(|s| s.len() <= 3 && s.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|s| s.parse::<u32>().ok())
        .filter(|s| *s <= GRADE_MAX)
        .ok_or(problem("score", GRADE_INVALID))?;
    if too_long(comment, MAX_TEXT_CHARS) {
        return Err(problem("comment", COMMENT_TOO_LONG));
    }
    Ok((score, comment.trim().to_owned()))
}

/// The id a phone gives what it queues (24 lowercase hex characters), as the playbook checks it.
pub fn check_submission_id(id: &str) -> Result<(), Problem> {
    crate::playbook::checks::check_submission_id(id)
}

/// Whether an FAQ shows for a search: the words anywhere in the question or the solution, ignoring
/// case; a blank search shows every FAQ. Case is folded for the Latin letters English and Swahili
/// are written in (ASCII, Latin-1 and Latin Extended-A, as Unicode lowercases them); other letters
/// compare as written. Unicode's full lowercasing tables would add 12 KB to the phone's package.
pub fn faq_matches(query: &str, question: &str, solution: &str) -> bool {
    let query: Vec<char> = query.trim().chars().map(fold_case).collect();
    if query.is_empty() {
        return true;
    }
    let found = |text: &str| {
        let text: Vec<char> = text.chars().map(fold_case).collect();
        text.windows(query.len())
            .any(|window| window == query.as_slice())
    };
    found(question) || found(solution)
}

/// A Latin capital letter's lowercase (one character, as `char::to_lowercase` gives it); any other
/// character as it is. İ (U+0130), whose lowercase is two characters, stays.
pub fn fold_case(c: char) -> char {
    let code = c as u32;
    let lower = match c {
        'A'..='Z' | '\u{C0}'..='\u{D6}' | '\u{D8}'..='\u{DE}' => code + 32,
        '\u{100}'..='\u{12F}' | '\u{132}'..='\u{137}' | '\u{14A}'..='\u{177}'
            if code.is_multiple_of(2) =>
        {
            code + 1
        }
        '\u{139}'..='\u{148}' | '\u{179}'..='\u{17E}' if !code.is_multiple_of(2) => code + 1,
        '\u{178}' => 0xFF,
        _ => code,
    };
    char::from_u32(lower).unwrap_or(c)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const ID: &str = "6955b9000000000000000001";

    fn lines(texts: &[&str]) -> Vec<String> {
        texts.iter().map(|t| (*t).to_owned()).collect()
    }

    #[test]
    fn messages_check_the_text_first() {
        assert_eq!(
            check_message("", "", " ").map_err(|p| p.message),
            Err(ENTER_MESSAGE)
        );
        let missing = check_message("", "t", "Hello").expect_err("refused");
        assert_eq!(
            (missing.field, missing.message),
            ("cohortId", MISSING_IMPORTANT_INFORMATION)
        );
        assert_eq!(
            check_message("c", " ", "Hello").expect_err("refused").field,
            "traineeId"
        );
        assert_eq!(check_message("c", "t", " Hello \n"), Ok("Hello".to_owned()));
        let long = "é".repeat(2001);
        assert_eq!(
            check_message("c", "t", &long).expect_err("refused").message,
            MESSAGE_TOO_LONG
        );
        assert!(check_message("c", "t", &"é".repeat(2000)).is_ok());
    }

    fn draft() -> NoteDraft {
        NoteDraft {
            id: Some(ID.into()),
            trainee_id: "t".into(),
            cohort_id: Some("c".into()),
            title: "Costs".into(),
            lines: lines(&["rent", "", "  ", " stock "]),
        }
    }

    #[test]
    fn notes_in_the_spec_order() {
        let message =
            |d: &NoteDraft, editing| check_note(d, editing).map(|_| ()).map_err(|p| p.message);
        let empty = NoteDraft::default();
        assert_eq!(message(&empty, true), Err(TITLE_EMPTY));
        let titled = NoteDraft {
            title: "T".into(),
            ..NoteDraft::default()
        };
        assert_eq!(message(&titled, true), Err(NOTE_ID_EMPTY));
        assert_eq!(message(&titled, false), Err(NOTES_EMPTY));
        let with_lines = NoteDraft {
            lines: lines(&["a"]),
            ..titled
        };
        assert_eq!(message(&with_lines, false), Err(USER_ID_EMPTY));
        let of_trainee = NoteDraft {
            trainee_id: "t".into(),
            ..with_lines
        };
        assert_eq!(message(&of_trainee, false), Err(MISSING_REQUIRED_DATA));
        assert_eq!(
            message(
                &NoteDraft {
                    id: Some(ID.into()),
                    ..of_trainee
                },
                true
            ),
            Ok(())
        );
        let long_title = NoteDraft {
            title: "x".repeat(121),
            ..draft()
        };
        assert_eq!(message(&long_title, false), Err(TITLE_TOO_LONG));
        let long_line = NoteDraft {
            lines: vec!["x".repeat(2001)],
            ..draft()
        };
        assert_eq!(message(&long_line, false), Err(NOTE_LINE_TOO_LONG));
        let clean = check_note(&draft(), false).expect("passes");
        assert_eq!(clean.notes.0, ["rent", "stock"]);
        assert_eq!(
            serde_json::to_value(&clean.notes).expect("writes"),
            serde_json::json!({"1": "rent", "2": "stock"})
        );
    }

    #[test]
    fn note_lines_grow_on_enter_and_shrink_on_erase() {
        assert_eq!(
            note_lines_after_enter(&lines(&["a", "b"]), 0),
            lines(&["a", "", "b"])
        );
        assert_eq!(
            note_lines_after_enter(&lines(&["a", " "]), 1),
            lines(&["a", " "])
        );
        assert_eq!(note_lines_after_enter(&lines(&["a"]), 5), lines(&["a"]));
        assert_eq!(
            note_lines_after_erase(&lines(&["a", "", "b"]), 1),
            lines(&["a", "b"])
        );
        assert_eq!(
            note_lines_after_erase(&lines(&["a", "b"]), 1),
            lines(&["a", "b"])
        );
        assert_eq!(note_lines_after_erase(&lines(&[""]), 0), lines(&[""]));
    }

    #[test]
    fn card_titles_count_characters() {
        assert_eq!(card_title("Short"), "Short");
        assert_eq!(card_title(&"a".repeat(20)), "a".repeat(20));
        assert_eq!(
            card_title("Mpango wa biashara wa mwaka"),
            "Mpango wa biashara w…"
        );
        assert_eq!(card_title(&"ü".repeat(21)), format!("{}…", "ü".repeat(20)));
    }

    #[test]
    fn reviews_and_grades() {
        let review = |t, topic, r, c| check_review(t, topic, r, c).map_err(|p| p.message);
        assert_eq!(review("", "x", Some(5), "Good"), Err(MISSING_REQUIRED_DATA));
        assert_eq!(review("t", "", Some(5), "Good"), Err(MISSING_REQUIRED_DATA));
        assert_eq!(review("t", "x", Some(5), " "), Err(FILL_ALL_FIELDS));
        assert_eq!(review("t", "x", None, "Good"), Err(RATING_REQUIRED));
        assert_eq!(review("t", "x", Some(6), "Good"), Err(RATING_REQUIRED));
        assert_eq!(
            review("t", "x", Some(4), " Good "),
            Ok(CleanReview {
                rating: 4,
                comment: "Good".into()
            })
        );
        assert_eq!(
            check_grade(" 85 ", " well done "),
            Ok((85, "well done".into()))
        );
        assert_eq!(check_grade("0", ""), Ok((0, String::new())));
        assert_eq!(
            check_grade("", "").expect_err("refused").message,
            GRADE_REQUIRED
        );
        for bad in ["101", "-1", "8.5", "1e2", "abc", "0100"] {
            assert_eq!(
                check_grade(bad, "").expect_err("refused").message,
                GRADE_INVALID,
                "{bad}"
            );
        }
        assert_eq!(
            check_grade("50", &"x".repeat(2001))
                .expect_err("refused")
                .field,
            "comment"
        );
        assert_eq!(check_submission_id(ID), Ok(()));
        assert_eq!(
            check_submission_id("x").expect_err("refused").message,
            SUBMISSION_INVALID
        );
    }

    #[test]
    fn faq_search_ignores_case() {
        assert!(faq_matches("", "Q", "A"));
        assert!(faq_matches("LOAN", "How do I repay my loan?", ""));
        assert!(faq_matches("mkopo", "", "Lipa MKOPO kila mwezi"));
        assert!(faq_matches("ÉTÉ", "l'été", ""));
        assert!(faq_matches(" ŁÓDŹ ", "", "w łódź"));
        assert!(!faq_matches("loan", "lo an", ""));
        assert!(!faq_matches("cash", "Loans", "Repay"));
    }

    proptest! {
        #[test]
        fn clean_notes_have_only_non_blank_trimmed_lines(texts in proptest::collection::vec("[ a-z]{0,5}", 0..8)) {
            let draft = NoteDraft { lines: texts.clone(), ..draft() };
            match check_note(&draft, false) {
                Ok(clean) => {
                    prop_assert!(clean.notes.0.iter().all(|l| !l.is_empty() && l.trim() == l));
                    prop_assert_eq!(clean.notes.0.len(), texts.iter().filter(|t| !t.trim().is_empty()).count());
                }
                Err(p) => {
                    prop_assert_eq!(p.message, NOTES_EMPTY);
                    prop_assert!(texts.iter().all(|t| t.trim().is_empty()));
                }
            }
        }

        #[test]
        fn erasing_never_leaves_no_line(texts in proptest::collection::vec("[a ]{0,2}", 1..6), index in 0usize..8) {
            let after = note_lines_after_erase(&texts, index);
            prop_assert!(!after.is_empty());
            prop_assert!(after.len() + 1 >= texts.len());
            let grown = note_lines_after_enter(&texts, index);
            prop_assert!(grown.len() == texts.len() || grown.len() == texts.len() + 1);
        }

        #[test]
        fn card_titles_are_at_most_21_characters(title in "\\PC{0,40}") {
            let card = card_title(&title);
            prop_assert!(card.chars().count() <= CARD_TITLE_CHARS + 1);
            prop_assert!(title.trim().starts_with(card.trim_end_matches('…')));
        }

        #[test]
        fn grades_that_pass_are_within_range(text in "[0-9 .-]{0,5}") {
            if let Ok((score, _)) = check_grade(&text, "") {
                prop_assert!(score <= GRADE_MAX);
                prop_assert_eq!(text.trim().parse::<u32>().ok(), Some(score));
            }
        }

        /// The folding agrees with Unicode's lowercase wherever it folds, and covers ASCII, Latin-1 and
        /// Latin Extended-A.
        #[test]
        fn case_folding_is_unicode_lowercase(c in proptest::char::range('\0', '\u{2FF}')) {
            let mut unicode = c.to_lowercase();
            let single = unicode.next().filter(|_| unicode.next().is_none());
            if c <= '\u{17F}' && c != '\u{130}' {
                prop_assert_eq!(Some(fold_case(c)), single);
            } else {
                prop_assert_eq!(fold_case(c), c);
            }
        }

        #[test]
        fn a_query_taken_from_the_question_matches(question in "[ -~]{0,20}", start in 0usize..20, len in 0usize..10) {
            let start = start.min(question.len());
            let end = (start + len).min(question.len());
            let query = question[start..end].to_uppercase();
            prop_assert!(faq_matches(&query, &question, ""));
            prop_assert!(faq_matches(&query, "", &question));
        }
    }
}
