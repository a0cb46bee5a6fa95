//! The walk through a course's chapters for one trainee (spec 002 section 4.5): in order, nameless
//! chapters skipped, a chapter completed when every assignment has a submission, the first incomplete
//! one current and every later one locked. A chapter with no assignments has nothing left to do, so
//! it counts as completed (the walk goes on past it). Where to resume is the current chapter.

use super::messages::{CHAPTERS_NOT_FOUND, PREVIOUS_CHAPTERS_FIRST};
use super::model::ChapterStatus;

/// A chapter and its assignments' submission counts for the trainee, in course order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChapterWork {
    pub id: String,
    pub name: Option<String>,
    /// Each assignment's number of submissions by the trainee.
    pub assignments: Vec<u32>,
}

impl ChapterWork {
    fn named(&self) -> bool {
        self.name.as_ref().is_some_and(|n| !n.trim().is_empty())
    }

    fn done(&self) -> bool {
        self.assignments.iter().all(|&count| count > 0)
    }
}

/// Each named chapter's status, in order.
pub fn chapter_statuses(chapters: &[ChapterWork]) -> Vec<(String, ChapterStatus)> {
    let mut current_found = false;
    chapters
        .iter()
        .filter(|c| c.named())
        .map(|chapter| {
            let status = if current_found {
                ChapterStatus::Locked
            } else if chapter.done() {
                ChapterStatus::Completed
            } else {
                current_found = true;
                ChapterStatus::Current
            };
            (chapter.id.clone(), status)
        })
        .collect()
}

/// Whether a chapter of the walk may be opened: a locked one asks for the previous chapters first;
/// one not in the walk (unknown or nameless) is not found.
pub fn may_open_chapter(
    statuses: &[(String, ChapterStatus)],
    id: &str,
) -> Result<(), &'static str> {
    match statuses.iter().find(|(chapter, _)| chapter == id) {
        Some((_, ChapterStatus::Locked)) => Err(PREVIOUS_CHAPTERS_FIRST),
        Some(_) => Ok(()),
        None => Err(CHAPTERS_NOT_FOUND),
    }
}

/// Where "resume learning" leads: the first chapter with an assignment not attempted, and its first
/// topic (None when the chapter has no topic).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResumeTarget {
    pub chapter_id: String,
    pub topic_id: Option<String>,
}

/// The resume target, or None when every chapter is completed.
pub fn resume_target(
    chapters: &[ChapterWork],
    first_topic: impl Fn(&str) -> Option<String>,
) -> Option<ResumeTarget> {
    let chapter = chapters.iter().find(|c| c.named() && !c.done())?;
    Some(ResumeTarget {
        chapter_id: chapter.id.clone(),
        topic_id: first_topic(&chapter.id),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use ChapterStatus::*;

    fn chapter(id: &str, name: Option<&str>, assignments: &[u32]) -> ChapterWork {
        ChapterWork {
            id: id.to_owned(),
            name: name.map(str::to_owned),
            assignments: assignments.to_vec(),
        }
    }

    fn statuses(chapters: &[ChapterWork]) -> Vec<ChapterStatus> {
        chapter_statuses(chapters)
            .into_iter()
            .map(|(_, s)| s)
            .collect()
    }

    #[test]
    fn walks_in_order_and_locks_after_the_first_incomplete() {
        let course = [
            chapter("a", Some("Intro"), &[1, 2]),
            chapter("b", Some("Costs"), &[]),
            chapter("c", Some("Sales"), &[1, 0]),
            chapter("d", Some("Growth"), &[3]),
            chapter("e", Some("Pitch"), &[0]),
        ];
        assert_eq!(
            statuses(&course),
            [Completed, Completed, Current, Locked, Locked]
        );
        let walk = chapter_statuses(&course);
        assert_eq!(may_open_chapter(&walk, "a"), Ok(()));
        assert_eq!(may_open_chapter(&walk, "c"), Ok(()));
        assert_eq!(may_open_chapter(&walk, "d"), Err(PREVIOUS_CHAPTERS_FIRST));
        assert_eq!(may_open_chapter(&walk, "zz"), Err(CHAPTERS_NOT_FOUND));
    }

    #[test]
    fn nameless_chapters_are_skipped() {
        let course = [
            chapter("a", None, &[0]),
            chapter("b", Some("  "), &[0]),
            chapter("c", Some("Real"), &[0]),
        ];
        assert_eq!(chapter_statuses(&course), [("c".to_owned(), Current)]);
        let target = resume_target(&course, |id| Some(format!("{id}-t1")));
        assert_eq!(
            target,
            Some(ResumeTarget {
                chapter_id: "c".into(),
                topic_id: Some("c-t1".into())
            })
        );
    }

    #[test]
    fn everything_done_has_no_resume_target() {
        let course = [chapter("a", Some("A"), &[1]), chapter("b", Some("B"), &[])];
        assert_eq!(statuses(&course), [Completed, Completed]);
        assert_eq!(resume_target(&course, |_| None), None);
        assert_eq!(
            resume_target(&[chapter("a", Some("A"), &[0])], |_| None),
            Some(ResumeTarget {
                chapter_id: "a".into(),
                topic_id: None
            })
        );
    }

    fn course() -> impl Strategy<Value = Vec<ChapterWork>> {
        proptest::collection::vec(
            (
                proptest::option::of("[a-z ]{0,3}"),
                proptest::collection::vec(0u32..3, 0..4),
            ),
            0..10,
        )
        .prop_map(|chapters| {
            chapters
                .into_iter()
                .enumerate()
                .map(|(i, (name, assignments))| ChapterWork {
                    id: i.to_string(),
                    name,
                    assignments,
                })
                .collect()
        })
    }

    proptest! {
        /// Completed chapters, then at most one current, then only locked ones; the current one is
        /// where learning resumes.
        #[test]
        fn the_walk_is_completed_then_current_then_locked(chapters in course()) {
            let walk = chapter_statuses(&chapters);
            let rank = |s: ChapterStatus| match s { Completed => 0, Current => 1, Locked => 2 };
            prop_assert!(walk.windows(2).all(|w| rank(w[0].1) <= rank(w[1].1)));
            prop_assert!(walk.iter().filter(|(_, s)| *s == Current).count() <= 1);
            let current = walk.iter().find(|(_, s)| *s == Current).map(|(id, _)| id.clone());
            let resume = resume_target(&chapters, |_| None).map(|t| t.chapter_id);
            prop_assert_eq!(&current, &resume);
            // Nothing locked without a current chapter before it.
            prop_assert!(current.is_some() || walk.iter().all(|(_, s)| *s == Completed));
            for (id, status) in &walk {
                prop_assert_eq!(may_open_chapter(&walk, id).is_ok(), *status != Locked);
            }
        }
    }
}
