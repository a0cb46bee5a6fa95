//! Where a trainee stands in a class, by core's rules (spec 002 section 4.5): each assignment's
//! state and best score, the chapters' walk (completed, current, locked) and which assignment is
//! open; read by the chapters, the assignments, the progress, the submit and the mentor's overview.

use std::collections::HashMap;

use portal_core::lms::assignments::{assignment_state, may_open_assignment, unlocked_index};
use portal_core::lms::model::{AssignmentState, ChapterStatus, Progress};
use portal_core::lms::progress::progress;
use portal_core::lms::walk::{chapter_statuses, ChapterWork};
use sqlx::{Any, Executor};

use super::store::course::{self, Assignment, Chapter};
use super::store::work::{self, Submission};
use crate::state::AppState;

/// One assignment for the trainee.
#[derive(Debug, Clone)]
pub struct Mark {
    pub state: AssignmentState,
    pub best: Option<u32>,
    pub submissions: u32,
}

#[derive(Debug, Clone, Default)]
pub struct Standing {
    pub chapters: Vec<Chapter>,
    /// In course order.
    pub assignments: Vec<Assignment>,
    /// One per assignment, in the same order.
    pub marks: Vec<Mark>,
    pub statuses: Vec<(String, ChapterStatus)>,
}

impl Standing {
    pub fn states(&self) -> Vec<AssignmentState> {
        self.marks.iter().map(|m| m.state).collect()
    }

    pub fn status_of(&self, chapter_id: &str) -> Option<ChapterStatus> {
        self.statuses
            .iter()
            .find(|(id, _)| id == chapter_id)
            .map(|(_, s)| *s)
    }

    pub fn unlocked(&self) -> Option<usize> {
        unlocked_index(&self.states())
    }

    /// Core's answer to opening (submitting) the assignment `id`.
    pub fn may_open(&self, id: &str) -> Result<(), &'static str> {
        let index = self
            .assignments
            .iter()
            .position(|a| a.id == id)
            .unwrap_or(usize::MAX);
        may_open_assignment(&self.states(), index)
    }

    pub fn progress(&self) -> Progress {
        let submitted = self.marks.iter().filter(|m| m.state.attempted()).count();
        progress(
            u32::try_from(submitted).unwrap_or(u32::MAX),
            u32::try_from(self.marks.len()).unwrap_or(u32::MAX),
        )
    }

    /// The graded assignments' grades (0..100).
    pub fn grades(&self) -> Vec<u32> {
        self.marks.iter().filter_map(|m| m.best).collect()
    }
}

fn marks(assignments: &[Assignment], submissions: &[Submission]) -> Vec<Mark> {
    let mut scores: HashMap<&str, Vec<Option<u32>>> = HashMap::new();
    for s in submissions {
        scores
            .entry(s.assignment_id.as_str())
            .or_default()
            .push(s.score.and_then(|v| u32::try_from(v).ok()));
    }
    assignments
        .iter()
        .map(|a| {
            let given = scores.get(a.id.as_str()).map(Vec::as_slice).unwrap_or(&[]);
            let (state, best) = assignment_state(given);
            Mark {
                state,
                best,
                submissions: u32::try_from(given.len()).unwrap_or(u32::MAX),
            }
        })
        .collect()
}

/// The trainee's standing in the class (`trainee` None: as one who did nothing).
pub async fn in_class<'e, E>(
    db: E,
    class_id: &str,
    trainee: Option<&str>,
) -> Result<Standing, sqlx::Error>
where
    E: Executor<'e, Database = Any> + Copy,
{
    let chapters = course::chapters_of(db, class_id).await?;
    let assignments = course::assignments_of_class(db, class_id).await?;
    let submissions = match trainee {
        Some(id) => work::submissions_of(db, id).await?,
        None => Vec::new(),
    };
    let marks = marks(&assignments, &submissions);
    let works: Vec<ChapterWork> = chapters
        .iter()
        .map(|c| ChapterWork {
            id: c.id.clone(),
            name: Some(c.name.en.clone()),
            assignments: assignments
                .iter()
                .zip(&marks)
                .filter(|(a, _)| a.chapter_id == c.id)
                .map(|(_, m)| m.submissions)
                .collect(),
        })
        .collect();
    Ok(Standing {
        statuses: chapter_statuses(&works),
        chapters,
        assignments,
        marks,
    })
}

/// The trainee's standing over every class of their cohort, classes in order.
pub async fn in_cohort(
    state: &AppState,
    cohort_id: &str,
    trainee: &str,
) -> Result<Standing, sqlx::Error> {
    let mut all = Standing::default();
    for class in course::classes_of(&state.pool, cohort_id).await? {
        let one = in_class(&state.pool, &class.id, Some(trainee)).await?;
        all.chapters.extend(one.chapters);
        all.assignments.extend(one.assignments);
        all.marks.extend(one.marks);
        all.statuses.extend(one.statuses);
    }
    Ok(all)
}
