//! The learning rules for the PWA: the walk through a course's chapters and where to resume, an
//! assignment's state and whether it opens, the menu's tooltip and the due date, the progress and
//! score figures, the survey gate, the checks of a chat message, a note (and its lines as they are
//! typed), a topic review, a mentor's grade and an assignment's answers, the FAQ search and the
//! messages in either language. Messages come back in English; `lmsMessage` gives them in a
//! language. Times are epoch seconds. A package of its own, loaded with the learning screens only.

use portal_core::language::Language;
use portal_core::lms::answers::{check_answers, Answers, Task, TaskAnswer, TaskType, Tasks};
use portal_core::lms::assignments::{
    assignment_state, due_date, may_open_assignment, menu_tooltip,
};
use portal_core::lms::checks::{
    card_title, check_grade, check_message, check_note, check_review, faq_matches,
    note_lines_after_enter, note_lines_after_erase, NoteDraft, Problem,
};
use portal_core::lms::gate::{survey_gate, Gate, GATE_SURVEYS};
use portal_core::lms::messages;
use portal_core::lms::model::{AssignmentState, ChapterStatus, DoneStatus, ScoreItems};
use portal_core::lms::progress::{item_status, progress, score_percentage, score_total};
use portal_core::lms::walk::{chapter_statuses, may_open_chapter, resume_target, ChapterWork};
use portal_core::survey::model::Text;
use rust_decimal::Decimal;
use std::str::FromStr;
use wasm_bindgen::prelude::*;

fn language(code: &str) -> Language {
    Language::parse(code).unwrap_or_default()
}

fn owned(message: Option<&'static str>) -> Option<String> {
    message.map(str::to_owned)
}

/// A course's chapters in order, with the trainee's submissions, for the walk.
#[wasm_bindgen]
#[derive(Default)]
pub struct CourseWalk {
    chapters: Vec<ChapterWork>,
    first_topics: Vec<(String, String)>,
}

#[wasm_bindgen]
impl CourseWalk {
    #[wasm_bindgen(constructor)]
    pub fn new() -> CourseWalk {
        CourseWalk::default()
    }
    /// The next chapter: its name (undefined or blank: skipped), each assignment's submission count
    /// and its first topic's id, if it has topics.
    #[wasm_bindgen(js_name = addChapter)]
    pub fn add_chapter(
        &mut self,
        id: &str,
        name: Option<String>,
        submissions: Vec<u32>,
        first_topic_id: Option<String>,
    ) {
        if let Some(topic) = first_topic_id {
            self.first_topics.push((id.to_owned(), topic));
        }
        self.chapters.push(ChapterWork {
            id: id.to_owned(),
            name,
            assignments: submissions,
        });
    }
    /// The named chapters' ids, in order (the ones `chapterStatuses` speaks of).
    #[wasm_bindgen(js_name = chapterIds)]
    pub fn chapter_ids(&self) -> Vec<String> {
        chapter_statuses(&self.chapters)
            .into_iter()
            .map(|(id, _)| id)
            .collect()
    }
    /// `completed`, `current` or `locked` for each of `chapterIds`.
    #[wasm_bindgen(js_name = chapterStatuses)]
    pub fn statuses(&self) -> Vec<String> {
        chapter_statuses(&self.chapters)
            .into_iter()
            .map(|(_, status)| {
                match status {
                    ChapterStatus::Completed => "completed",
                    ChapterStatus::Current => "current",
                    ChapterStatus::Locked => "locked",
                }
                .to_owned()
            })
            .collect()
    }
    /// Undefined when the chapter opens, else its message.
    #[wasm_bindgen(js_name = mayOpenChapter)]
    pub fn may_open(&self, id: &str) -> Option<String> {
        owned(may_open_chapter(&chapter_statuses(&self.chapters), id).err())
    }
    /// `[chapterId]` or `[chapterId, topicId]` to resume at; undefined when all is done.
    #[wasm_bindgen(js_name = resumeTarget)]
    pub fn resume(&self) -> Option<Vec<String>> {
        let target = resume_target(&self.chapters, |chapter| {
            self.first_topics
                .iter()
                .find(|(id, _)| id == chapter)
                .map(|(_, topic)| topic.clone())
        })?;
        Some(
            std::iter::once(target.chapter_id)
                .chain(target.topic_id)
                .collect(),
        )
    }
}

fn state_name(state: AssignmentState) -> &'static str {
    match state {
        AssignmentState::NotAttempted => "notAttempted",
        AssignmentState::Submitted => "submitted",
        AssignmentState::Graded => "graded",
    }
}

fn state_of(name: &str) -> AssignmentState {
    match name {
        "submitted" => AssignmentState::Submitted,
        "graded" => AssignmentState::Graded,
        _ => AssignmentState::NotAttempted,
    }
}

/// An assignment's state for the trainee and the best score.
#[wasm_bindgen]
pub struct AssignmentStatus {
    state: AssignmentState,
    best: Option<u32>,
}

#[wasm_bindgen]
impl AssignmentStatus {
    /// `notAttempted`, `submitted` or `graded`.
    #[wasm_bindgen(getter)]
    pub fn state(&self) -> String {
        state_name(self.state).to_owned()
    }
    #[wasm_bindgen(getter)]
    pub fn best(&self) -> Option<u32> {
        self.best
    }
}

/// From the trainee's submissions' scores (NaN or a negative number for one not graded).
#[wasm_bindgen(js_name = assignmentState)]
pub fn assignment_status(scores: Vec<f64>) -> AssignmentStatus {
    let scores: Vec<Option<u32>> = scores
        .into_iter()
        .map(|s| (s >= 0.0).then_some(s as u32))
        .collect();
    let (state, best) = assignment_state(&scores);
    AssignmentStatus { state, best }
}

/// Undefined when the assignment at `index` of the course's (states in course order) opens, else
/// its message.
#[wasm_bindgen(js_name = mayOpenAssignment)]
pub fn may_open(states_in_course_order: Vec<String>, index: u32) -> Option<String> {
    let states: Vec<AssignmentState> = states_in_course_order.iter().map(|s| state_of(s)).collect();
    owned(may_open_assignment(&states, index as usize).err())
}

/// `Locked`, `Reattempt` or `Attempt` (English; `lmsMessage` translates).
#[wasm_bindgen(js_name = menuTooltip)]
pub fn tooltip(is_marked: bool, submissions: u32) -> String {
    menu_tooltip(is_marked, submissions).label().to_owned()
}

#[wasm_bindgen(js_name = dueDate)]
pub fn due(created_at: f64, period_in_days: u32) -> f64 {
    due_date(created_at as i64, period_in_days) as f64
}

/// `[submitted, total]` and the percent as text with 2 decimals (`33.33`, `0.00`).
#[wasm_bindgen]
pub struct ProgressFigures {
    submitted: u32,
    total: u32,
    percent: Decimal,
}

#[wasm_bindgen]
impl ProgressFigures {
    #[wasm_bindgen(getter)]
    pub fn submitted(&self) -> u32 {
        self.submitted
    }
    #[wasm_bindgen(getter)]
    pub fn total(&self) -> u32 {
        self.total
    }
    #[wasm_bindgen(getter)]
    pub fn percent(&self) -> String {
        let mut percent = self.percent;
        percent.rescale(2);
        percent.to_string()
    }
}

#[wasm_bindgen(js_name = progress)]
pub fn progress_figures(submitted: u32, total: u32) -> ProgressFigures {
    let p = progress(submitted, total);
    ProgressFigures {
        submitted: p.submitted,
        total: p.total,
        percent: p.percent,
    }
}

/// The 14 items as texts in the spec's order (`scoreItemNames`); "" or not a number: missing.
fn score_items(items: &[String]) -> ScoreItems {
    let value = |i: usize| {
        items
            .get(i)
            .and_then(|text| Decimal::from_str(text.trim()).ok())
    };
    ScoreItems {
        pitch1: value(0),
        pitch2: value(1),
        pitch_growth: value(2),
        confidence1: value(3),
        confidence2: value(4),
        confidence_growth: value(5),
        computer_literacy_growth: value(6),
        business_acumen_growth: value(7),
        business_plan: value(8),
        trainer: value(9),
        mentor: value(10),
        baseline_survey: value(11),
        post_training_survey: value(12),
        average_growth: value(13),
    }
}

/// The score items' names, in the order `scorePercentage` reads them.
#[wasm_bindgen(js_name = scoreItemNames)]
pub fn score_item_names() -> Vec<String> {
    ScoreItems::NAMES.iter().map(|n| (*n).to_owned()).collect()
}

/// The whole percentage of 70 (half away from zero).
#[wasm_bindgen(js_name = scorePercentage)]
pub fn percentage(items: Vec<String>) -> u32 {
    score_percentage(&score_items(&items))
}

/// The sum of the items, as text (`31.5`).
#[wasm_bindgen(js_name = scoreTotal)]
pub fn total(items: Vec<String>) -> String {
    score_total(&score_items(&items)).normalize().to_string()
}

/// `Submitted` or `Pending` (English).
#[wasm_bindgen(js_name = itemStatus)]
pub fn item(has_score: bool) -> String {
    item_status(has_score.then_some(Decimal::ZERO))
        .label()
        .to_owned()
}

/// The gate: `notRegistered`, `pending` (with each survey's key and whether it is done) or `open`.
#[wasm_bindgen]
pub struct SurveyGate {
    gate: Gate,
}

#[wasm_bindgen]
impl SurveyGate {
    #[wasm_bindgen(getter)]
    pub fn kind(&self) -> String {
        match self.gate {
            Gate::NotRegistered => "notRegistered",
            Gate::Pending(_) => "pending",
            Gate::Open => "open",
        }
        .to_owned()
    }
    /// The not-registered message (English) for a person who is not a trainee.
    #[wasm_bindgen(getter)]
    pub fn message(&self) -> Option<String> {
        owned((self.gate == Gate::NotRegistered).then_some(messages::NOT_REGISTERED))
    }
    /// The gate surveys' keys when pending, in the order the survey home lists them.
    #[wasm_bindgen(getter)]
    pub fn keys(&self) -> Vec<String> {
        match &self.gate {
            Gate::Pending(surveys) => surveys.iter().map(|s| s.key.to_owned()).collect(),
            _ => Vec::new(),
        }
    }
    /// Whether each of `keys` is done.
    #[wasm_bindgen(getter)]
    pub fn done(&self) -> Vec<u8> {
        match &self.gate {
            Gate::Pending(surveys) => surveys.iter().map(|s| u8::from(s.done)).collect(),
            _ => Vec::new(),
        }
    }
}

/// The gate surveys' keys in `surveys/verify-done/1`'s data, the order `surveyGate` reads counts in.
#[wasm_bindgen(js_name = gateSurveys)]
pub fn gate_surveys() -> Vec<String> {
    GATE_SURVEYS.iter().map(|k| (*k).to_owned()).collect()
}

/// `counts` in the order of `gateSurveys` (undefined when the status call answered nothing).
#[wasm_bindgen(js_name = surveyGate)]
pub fn gate(is_trainee: bool, counts: Option<Vec<u32>>) -> SurveyGate {
    let done = counts.map(|c| {
        let count = |i: usize| c.get(i).copied().unwrap_or(0);
        DoneStatus {
            confidence: count(0),
            training: count(1),
            computer_literacy: count(2),
            business_acumen: count(3),
            baseline: count(4),
        }
    });
    SurveyGate {
        gate: survey_gate(is_trainee, done.as_ref()),
    }
}

/// A check's verdict: the field and its message (English).
#[wasm_bindgen]
pub struct LmsProblem {
    problem: Problem,
}

#[wasm_bindgen]
impl LmsProblem {
    #[wasm_bindgen(getter)]
    pub fn field(&self) -> String {
        self.problem.field.to_owned()
    }
    #[wasm_bindgen(getter)]
    pub fn message(&self) -> String {
        self.problem.message.to_owned()
    }
}

fn problem<T>(result: Result<T, Problem>) -> Option<LmsProblem> {
    result.err().map(|problem| LmsProblem { problem })
}

#[wasm_bindgen(js_name = checkMessage)]
pub fn message_check(cohort_id: &str, trainee_id: &str, text: &str) -> Option<LmsProblem> {
    problem(check_message(cohort_id, trainee_id, text))
}

/// A note's check: its problem, or the title and the lines to send (blank ones dropped).
#[wasm_bindgen]
pub struct NoteCheck {
    result: Result<(String, Vec<String>), Problem>,
}

#[wasm_bindgen]
impl NoteCheck {
    #[wasm_bindgen(getter)]
    pub fn ok(&self) -> bool {
        self.result.is_ok()
    }
    #[wasm_bindgen(getter)]
    pub fn problem(&self) -> Option<LmsProblem> {
        self.result
            .as_ref()
            .err()
            .map(|problem| LmsProblem { problem: *problem })
    }
    #[wasm_bindgen(getter)]
    pub fn title(&self) -> Option<String> {
        self.result.as_ref().ok().map(|(title, _)| title.clone())
    }
    /// The lines in order; sent keyed "1".."n".
    #[wasm_bindgen(getter)]
    pub fn lines(&self) -> Vec<String> {
        self.result
            .as_ref()
            .map(|(_, lines)| lines.clone())
            .unwrap_or_default()
    }
}

/// A note added (`editing` false, `id` undefined) or edited.
#[wasm_bindgen(js_name = checkNote)]
pub fn note_check(
    id: Option<String>,
    trainee_id: &str,
    cohort_id: Option<String>,
    title: &str,
    lines: Vec<String>,
    editing: bool,
) -> NoteCheck {
    let draft = NoteDraft {
        id,
        trainee_id: trainee_id.to_owned(),
        cohort_id,
        title: title.to_owned(),
        lines,
    };
    NoteCheck {
        result: check_note(&draft, editing).map(|clean| (clean.title, clean.notes.0)),
    }
}

#[wasm_bindgen(js_name = noteLinesAfterEnter)]
pub fn lines_after_enter(lines: Vec<String>, index: u32) -> Vec<String> {
    note_lines_after_enter(&lines, index as usize)
}

#[wasm_bindgen(js_name = noteLinesAfterErase)]
pub fn lines_after_erase(lines: Vec<String>, index: u32) -> Vec<String> {
    note_lines_after_erase(&lines, index as usize)
}

#[wasm_bindgen(js_name = cardTitle)]
pub fn card(title: &str) -> String {
    card_title(title)
}

/// `rating` undefined when no star is chosen.
#[wasm_bindgen(js_name = checkReview)]
pub fn review_check(
    trainee_id: &str,
    topic_id: &str,
    rating: Option<f64>,
    comment: &str,
) -> Option<LmsProblem> {
    problem(check_review(
        trainee_id,
        topic_id,
        rating.map(|r| r as i64),
        comment,
    ))
}

/// A mentor's grade as typed (a whole number from 0 to 100) and comment.
#[wasm_bindgen(js_name = checkGrade)]
pub fn grade_check(score: &str, comment: &str) -> Option<LmsProblem> {
    problem(check_grade(score, comment))
}

#[wasm_bindgen(js_name = faqMatches)]
pub fn faq(query: &str, question: &str, solution: &str) -> bool {
    faq_matches(query, question, solution)
}

/// An assignment's tasks and a trainee's answers, for `check()`.
#[wasm_bindgen]
#[derive(Default)]
pub struct AssignmentAnswers {
    tasks: Tasks,
    answers: Answers,
}

#[wasm_bindgen]
impl AssignmentAnswers {
    #[wasm_bindgen(constructor)]
    pub fn new() -> AssignmentAnswers {
        AssignmentAnswers::default()
    }
    /// A task (`text`, `link`, `choice`, `checkbox` or `file`) with its options' English texts; false
    /// (and nothing added) for an unknown type.
    #[wasm_bindgen(js_name = addTask)]
    pub fn add_task(&mut self, key: &str, kind: &str, options: Vec<String>) -> bool {
        let Some(kind) = TaskType::parse(kind) else {
            return false;
        };
        let options = options.iter().map(|en| Text::new(en, en)).collect();
        self.tasks.insert(
            key.to_owned(),
            Task {
                text: Text::new("", ""),
                kind,
                options,
            },
        );
        true
    }
    pub fn answer(&mut self, key: &str, value: &str) {
        self.answers
            .insert(key.to_owned(), TaskAnswer::One(value.to_owned()));
    }
    /// A checkbox task's choices.
    #[wasm_bindgen(js_name = answerMany)]
    pub fn answer_many(&mut self, key: &str, values: Vec<String>) {
        self.answers
            .insert(key.to_owned(), TaskAnswer::Many(values));
    }
    pub fn check(&self) -> AnswersCheck {
        match check_answers(&self.tasks, &self.answers) {
            Ok(clean) => AnswersCheck {
                clean,
                problems: Vec::new(),
            },
            Err(problems) => AnswersCheck {
                clean: Answers::new(),
                problems: problems.into_iter().map(|p| (p.key, p.message)).collect(),
            },
        }
    }
}

/// The answers' check: the problems by task, or the cleaned answers to send.
#[wasm_bindgen]
pub struct AnswersCheck {
    clean: Answers,
    problems: Vec<(String, &'static str)>,
}

#[wasm_bindgen]
impl AnswersCheck {
    #[wasm_bindgen(getter)]
    pub fn ok(&self) -> bool {
        self.problems.is_empty()
    }
    #[wasm_bindgen(getter, js_name = problemKeys)]
    pub fn problem_keys(&self) -> Vec<String> {
        self.problems.iter().map(|(k, _)| k.clone()).collect()
    }
    /// A task's message (English), if it has one.
    pub fn problem(&self, key: &str) -> Option<String> {
        self.problems
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, m)| (*m).to_owned())
    }
    /// The keys of the answers to send, when ok.
    #[wasm_bindgen(getter)]
    pub fn keys(&self) -> Vec<String> {
        self.clean.keys().cloned().collect()
    }
    /// The value to send for a key: one value, or a checkbox task's list.
    pub fn value(&self, key: &str) -> Option<String> {
        match self.clean.get(key)? {
            TaskAnswer::One(value) => Some(value.clone()),
            TaskAnswer::Many(_) => None,
        }
    }
    pub fn values(&self, key: &str) -> Option<Vec<String>> {
        match self.clean.get(key)? {
            TaskAnswer::Many(values) => Some(values.clone()),
            TaskAnswer::One(_) => None,
        }
    }
}

/// A learning message in a language (`en`, `sw`); a text it does not know stays as given.
#[wasm_bindgen(js_name = lmsMessage)]
pub fn lms_message(english: &str, language_code: &str) -> String {
    messages::in_language(english, language(language_code)).to_owned()
}
