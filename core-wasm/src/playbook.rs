//! The advisory playbook rules for the PWA: which ids a page's URL names (the 24-character rule and
//! its one-segment-up fallback, the 9-piece session route and the saved pair), which pair is used,
//! the checks of a feedback, a reply and a task, a pair's progress through a playbook, and the
//! messages in either language. Times are epoch seconds. A package of its own, loaded with the
//! playbook screens only.

use portal_core::language::Language;
use portal_core::playbook::checks::{check_feedback, check_reply, check_task, Problem};
use portal_core::playbook::empty::{empty_message, List};
use portal_core::playbook::model::{Pairing, Side};
use portal_core::playbook::progress::{
    progress, tool_label, ChapterOutline, Outline, Progress, SessionOutline, Status, TaskMark,
    ToolTick,
};
use portal_core::playbook::{messages, pairs, route};
use wasm_bindgen::prelude::*;

fn language(code: &str) -> Language {
    Language::parse(code).unwrap_or_default()
}

/// What a rule chose (`value`), or its message (English) when it refused.
#[wasm_bindgen]
pub struct Choice {
    values: Vec<String>,
    message: Option<&'static str>,
}

impl Choice {
    fn of(result: Result<Vec<&str>, &'static str>) -> Choice {
        match result {
            Ok(values) => Choice {
                values: values.into_iter().map(str::to_owned).collect(),
                message: None,
            },
            Err(message) => Choice {
                values: Vec::new(),
                message: Some(message),
            },
        }
    }
}

#[wasm_bindgen]
impl Choice {
    #[wasm_bindgen(getter)]
    pub fn ok(&self) -> bool {
        self.message.is_none()
    }
    /// The chosen ids: `[playbook]`, `[playbook, chapter]`, `[playbook, chapter, session, pair]` or
    /// `[pair]`.
    #[wasm_bindgen(getter)]
    pub fn values(&self) -> Vec<String> {
        self.values.clone()
    }
    #[wasm_bindgen(getter)]
    pub fn message(&self) -> Option<String> {
        self.message.map(str::to_owned)
    }
}

/// `/dashboard/playbook/playbook/{play_id}`: `[playbookId]`.
#[wasm_bindgen(js_name = playbookPage)]
pub fn playbook_page(path: &str) -> Choice {
    Choice::of(route::playbook_page(path).map(|id| vec![id]))
}

/// `/dashboard/playbook/book/{play_id}/chapter/{chap_id}`: `[playbookId, chapterId]`.
#[wasm_bindgen(js_name = chapterPage)]
pub fn chapter_page(path: &str) -> Choice {
    Choice::of(route::chapter_page(path).map(|p| vec![p.playbook_id, p.chapter_id]))
}

/// `/dashboard/playbook/b/{play_id}/c/{chap_id}/s/{ses_id}` with the saved pair:
/// `[playbookId, chapterId, sessionId, pairId]`.
#[wasm_bindgen(js_name = sessionPage)]
pub fn session_page(path: &str, saved_pair: Option<String>) -> Choice {
    Choice::of(
        route::session_page(path, saved_pair.as_deref())
            .map(|p| vec![p.playbook_id, p.chapter_id, p.session_id, p.pair_id]),
    )
}

/// The pair to use from the saved one and the person's pairs' ids: `[pairId]`.
#[wasm_bindgen(js_name = choosePair)]
pub fn choose_pair(saved: Option<String>, pair_ids: Vec<String>) -> Choice {
    let pairs: Vec<Pairing> = pair_ids
        .into_iter()
        .map(|id| Pairing {
            id,
            entrepreneur: String::new(),
            advisor: String::new(),
            advisor_mail: String::new(),
            advisor_waap: String::new(),
            assigned_playbooks: Vec::new(),
            progress: Vec::new(),
        })
        .collect();
    Choice::of(pairs::choose_pair(saved.as_deref(), &pairs).map(|p| vec![p.id.as_str()]))
}

/// The pairs call with `id=` found `count` pairs: undefined for exactly one, else the message.
#[wasm_bindgen(js_name = onePairMessage)]
pub fn one_pair_message(count: u32) -> Option<String> {
    let found = vec![(); count as usize];
    pairs::the_one_pair(&found).err().map(str::to_owned)
}

/// 'No Access to Playbook yet' for a pair with no playbooks.
#[wasm_bindgen(js_name = playbooksMessage)]
pub fn playbooks_message(assigned: u32) -> Option<String> {
    (assigned == 0).then(|| pairs::NO_ACCESS.to_owned())
}

/// `Advisor 1` / `Mshauri 1` for the first of the list (index from 0).
#[wasm_bindgen(js_name = advisorLabel)]
pub fn advisor_label(index: u32, language_code: &str) -> String {
    pairs::advisor_label(index as usize, language(language_code))
}

/// A check's verdict: the field and its message (English).
#[wasm_bindgen]
pub struct CheckProblem {
    problem: Problem,
}

#[wasm_bindgen]
impl CheckProblem {
    #[wasm_bindgen(getter)]
    pub fn field(&self) -> String {
        self.problem.field.to_owned()
    }
    #[wasm_bindgen(getter)]
    pub fn message(&self) -> String {
        self.problem.message.to_owned()
    }
}

fn problem<T>(result: Result<T, Problem>) -> Option<CheckProblem> {
    result.err().map(|problem| CheckProblem { problem })
}

/// A feedback post: `rated` (undefined when no star is chosen), its text and how many files; from
/// the advisor's side when `from_advisor`, else the entrepreneur's.
#[wasm_bindgen(js_name = checkFeedback)]
pub fn feedback(
    rated: Option<f64>,
    text: &str,
    files: u32,
    from_advisor: bool,
) -> Option<CheckProblem> {
    let side = if from_advisor {
        Side::Advisor
    } else {
        Side::Entrepreneur
    };
    problem(check_feedback(
        side,
        rated.map(|r| r as i64),
        text,
        files as usize,
    ))
}

/// A task's reply.
#[wasm_bindgen(js_name = checkReply)]
pub fn reply(already_answered: bool, response: &str, files: u32) -> Option<CheckProblem> {
    problem(check_reply(already_answered, response, files as usize))
}

/// A task an advisor sets; `due_date` in epoch seconds or undefined.
#[wasm_bindgen(js_name = checkTask)]
pub fn task(topic: &str, text: &str, due_date: Option<f64>, now: f64) -> Option<CheckProblem> {
    problem(check_task(
        topic,
        text,
        due_date.map(|d| d as i64),
        now as i64,
    ))
}

/// A pair's progress through one playbook: its chapters and sessions, then the pair's ticks and
/// tasks, then `compute()`.
#[wasm_bindgen]
pub struct PlaybookProgress {
    outline: Outline,
    ticks: Vec<ToolTick>,
    tasks: Vec<TaskMark>,
}

#[wasm_bindgen]
impl PlaybookProgress {
    #[wasm_bindgen(constructor)]
    pub fn new(playbook_id: &str) -> PlaybookProgress {
        PlaybookProgress {
            outline: Outline {
                playbook_id: playbook_id.to_owned(),
                chapters: Vec::new(),
            },
            ticks: Vec::new(),
            tasks: Vec::new(),
        }
    }
    #[wasm_bindgen(js_name = addChapter)]
    pub fn add_chapter(&mut self, id: &str, position: u32) {
        self.outline.chapters.push(ChapterOutline {
            id: id.to_owned(),
            position,
            sessions: Vec::new(),
        });
        self.outline.chapters.sort_by_key(|c| c.position);
    }
    /// A session of a chapter added before, with its tools' English names.
    #[wasm_bindgen(js_name = addSession)]
    pub fn add_session(&mut self, chapter_id: &str, id: &str, position: u32, tools: Vec<String>) {
        if let Some(chapter) = self
            .outline
            .chapters
            .iter_mut()
            .find(|c| c.id == chapter_id)
        {
            chapter.sessions.push(SessionOutline {
                id: id.to_owned(),
                position,
                tools,
            });
            chapter.sessions.sort_by_key(|s| s.position);
        }
    }
    /// A tool ticked done for the pair.
    pub fn tick(&mut self, session_id: &str, tool: &str) {
        self.ticks.push(ToolTick {
            session_id: session_id.to_owned(),
            tool: tool.to_owned(),
        });
    }
    /// A task set for the pair, answered or not.
    pub fn task(&mut self, session_id: &str, answered: bool) {
        self.tasks.push(TaskMark {
            session_id: session_id.to_owned(),
            answered,
        });
    }
    pub fn compute(&self) -> PlaybookState {
        PlaybookState {
            progress: progress(&self.outline, &self.ticks, &self.tasks),
        }
    }
}

/// The spec's `progress {playbookId, chapterId, sessionId, state, stateNumber, status}`.
#[wasm_bindgen]
pub struct PlaybookState {
    progress: Progress,
}

#[wasm_bindgen]
impl PlaybookState {
    #[wasm_bindgen(getter, js_name = playbookId)]
    pub fn playbook_id(&self) -> String {
        self.progress.playbook_id.clone()
    }
    #[wasm_bindgen(getter, js_name = chapterId)]
    pub fn chapter_id(&self) -> Option<String> {
        self.progress.chapter_id.clone()
    }
    #[wasm_bindgen(getter, js_name = sessionId)]
    pub fn session_id(&self) -> Option<String> {
        self.progress.session_id.clone()
    }
    /// `40%`.
    #[wasm_bindgen(getter)]
    pub fn state(&self) -> String {
        self.progress.state.clone()
    }
    #[wasm_bindgen(getter, js_name = stateNumber)]
    pub fn state_number(&self) -> u32 {
        self.progress.state_number
    }
    /// `pending`, `inProgress` or `completed`.
    #[wasm_bindgen(getter)]
    pub fn status(&self) -> String {
        match self.progress.status {
            Status::Pending => "pending",
            Status::InProgress => "inProgress",
            Status::Completed => "completed",
        }
        .to_owned()
    }
    /// The status as a screen shows it, in a language.
    #[wasm_bindgen(js_name = statusLabel)]
    pub fn status_label(&self, language_code: &str) -> String {
        messages::in_language(self.progress.status.label(), language(language_code)).to_owned()
    }
}

/// `Completed` or `Pending`, in a language.
#[wasm_bindgen(js_name = toolLabel)]
pub fn tool_state(done: bool, language_code: &str) -> String {
    messages::in_language(tool_label(done), language(language_code)).to_owned()
}

/// What an empty list shows: `chapters`, `sessions`, `tasks`, `feedback` or `tools`.
#[wasm_bindgen(js_name = emptyMessage)]
pub fn empty(list: &str, language_code: &str) -> Option<String> {
    let list = match list {
        "chapters" => List::Chapters,
        "sessions" => List::Sessions,
        "tasks" => List::Tasks,
        "feedback" => List::Feedback,
        "tools" => List::Tools,
        _ => return None,
    };
    Some(messages::in_language(empty_message(list), language(language_code)).to_owned())
}

/// A playbook message in a language (`en`, `sw`); a text it does not know stays as given.
#[wasm_bindgen(js_name = playbookMessage)]
pub fn playbook_message(english: &str, language_code: &str) -> String {
    messages::in_language(english, language(language_code)).to_owned()
}
