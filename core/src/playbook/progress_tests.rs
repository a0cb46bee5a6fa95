//! The progress rule's cases and invariants.

use proptest::prelude::*;

use super::model::{AssignedPlaybook, Chapter, Session, Text, Tool};
use super::progress::*;

fn session(id: &str, position: u32, tools: &[&str]) -> SessionOutline {
    SessionOutline {
        id: id.into(),
        position,
        tools: tools.iter().map(|t| (*t).to_owned()).collect(),
    }
}

/// Chapter c1 (s1: a, b; s2: c), chapter c2 (s3: d; s4: e).
fn outline() -> Outline {
    Outline {
        playbook_id: "p".into(),
        chapters: vec![
            ChapterOutline {
                id: "c1".into(),
                position: 1,
                sessions: vec![session("s1", 1, &["a", "b"]), session("s2", 2, &["c"])],
            },
            ChapterOutline {
                id: "c2".into(),
                position: 2,
                sessions: vec![session("s3", 1, &["d"]), session("s4", 2, &["e"])],
            },
        ],
    }
}

fn tick(session: &str, tool: &str) -> ToolTick {
    ToolTick {
        session_id: session.into(),
        tool: tool.into(),
    }
}

fn task(session: &str, answered: bool) -> TaskMark {
    TaskMark {
        session_id: session.into(),
        answered,
    }
}

#[test]
fn nothing_started_is_zero_pending_at_the_first_session() {
    let p = progress(&outline(), &[], &[]);
    assert_eq!(
        (p.state.as_str(), p.state_number, p.status),
        ("0%", 0, Status::Pending)
    );
    assert_eq!(p.chapter_id.as_deref(), Some("c1"));
    assert_eq!(p.session_id.as_deref(), Some("s1"));
    // A task set but not answered is not a start.
    assert_eq!(
        progress(&outline(), &[], &[task("s1", false)]).status,
        Status::Pending
    );
}

#[test]
fn started_but_no_session_complete_is_in_progress_at_zero() {
    let p = progress(&outline(), &[tick("s1", "a")], &[]);
    assert_eq!((p.state_number, p.status), (0, Status::InProgress));
    assert_eq!(p.session_id.as_deref(), Some("s1"));
}

#[test]
fn sessions_complete_with_all_tools_and_answers() {
    let ticks = [tick("s1", "a"), tick("s1", "b")];
    let p = progress(&outline(), &ticks, &[]);
    assert_eq!((p.state.as_str(), p.status), ("25%", Status::InProgress));
    assert_eq!(p.session_id.as_deref(), Some("s2"));
    // An unanswered task keeps s1 incomplete.
    let p = progress(&outline(), &ticks, &[task("s1", false)]);
    assert_eq!(p.state_number, 0);
    assert_eq!(p.session_id.as_deref(), Some("s1"));
    let p = progress(&outline(), &ticks, &[task("s1", true)]);
    assert_eq!(p.state_number, 25);
    // Position moves to the next chapter.
    let ticks = [tick("s1", "a"), tick("s1", "b"), tick("s2", "c")];
    let p = progress(&outline(), &ticks, &[]);
    assert_eq!((p.state_number, p.chapter_id.as_deref()), (50, Some("c2")));
    assert_eq!(p.session_id.as_deref(), Some("s3"));
}

#[test]
fn all_done_is_completed_at_the_last_session() {
    let ticks = ["a", "b", "c", "d", "e"]
        .iter()
        .zip(["s1", "s1", "s2", "s3", "s4"])
        .map(|(t, s)| tick(s, t))
        .collect::<Vec<_>>();
    let p = progress(&outline(), &ticks, &[task("s4", true)]);
    assert_eq!(
        (p.state.as_str(), p.state_number, p.status),
        ("100%", 100, Status::Completed)
    );
    assert_eq!(
        (p.chapter_id.as_deref(), p.session_id.as_deref()),
        (Some("c2"), Some("s4"))
    );
}

#[test]
fn rounding_down() {
    assert_eq!(percent(2, 3), 66);
    assert_eq!(percent(1, 3), 33);
    assert_eq!(percent(1, 8), 12);
    assert_eq!(percent(199, 200), 99);
    assert_eq!(percent(3, 3), 100);
    assert_eq!(percent(0, 0), 0);
    assert_eq!(percent(5, 3), 100);
}

#[test]
fn stray_ticks_and_tasks_are_ignored() {
    let ticks = [
        tick("s1", "a"),
        tick("s1", "a"),
        tick("s1", "gone"),
        tick("other", "b"),
    ];
    let states = session_states(&outline(), &ticks, &[task("other", true)]);
    assert_eq!(states[0].tools_done, 1);
    assert!(!states[0].complete());
    assert_eq!(
        progress(&outline(), &ticks[2..], &[task("other", true)]).status,
        Status::Pending
    );
}

#[test]
fn empty_playbooks_and_empty_sessions() {
    let empty = Outline {
        playbook_id: "p".into(),
        chapters: vec![],
    };
    assert_eq!(progress(&empty, &[], &[]), Progress::default_for("p"));
    // Sessions with nothing to do are left out: 0%, pending, at the first session.
    let nothing = Outline {
        playbook_id: "p".into(),
        chapters: vec![ChapterOutline {
            id: "c".into(),
            position: 1,
            sessions: vec![session("s1", 1, &[]), session("s2", 2, &["x"])],
        }],
    };
    let p = progress(&nothing, &[], &[]);
    assert_eq!((p.state_number, p.status), (0, Status::Pending));
    assert_eq!(p.session_id.as_deref(), Some("s2"));
    let p = progress(&nothing, &[tick("s2", "x")], &[]);
    assert_eq!((p.state_number, p.status), (100, Status::Completed));
    let only_empty = Outline {
        playbook_id: "p".into(),
        chapters: vec![ChapterOutline {
            id: "c".into(),
            position: 1,
            sessions: vec![session("s1", 1, &[])],
        }],
    };
    let p = progress(&only_empty, &[], &[]);
    assert_eq!((p.state_number, p.status), (0, Status::Pending));
    assert_eq!(p.session_id.as_deref(), Some("s1"));
    // A task alone makes a session count.
    let p = progress(&only_empty, &[], &[task("s1", true)]);
    assert_eq!((p.state_number, p.status), (100, Status::Completed));
}

#[test]
fn default_and_wire_shape() {
    let p = Progress::default_for("p");
    let json = serde_json::to_value(&p).expect("valid");
    assert_eq!(json["state"], "0%");
    assert_eq!(json["stateNumber"], 0);
    assert_eq!(json["status"], "pending");
    assert_eq!(json["playbookId"], "p");
    assert_eq!(
        serde_json::to_value(Status::InProgress).expect("valid"),
        "inProgress"
    );
    assert_eq!(tool_label(true), "Completed");
    assert_eq!(tool_label(false), "Pending");
    assert_eq!(Status::InProgress.label(), "In progress");
}

#[test]
fn outline_from_records_sorts_by_position() {
    let text = Text::new("x", "x");
    let chapter = |id: &str, playbook: &str, position| Chapter {
        id: id.into(),
        playbook_id: playbook.into(),
        name: text.clone(),
        position,
    };
    let sess = |id: &str, chapter: &str, position| Session {
        id: id.into(),
        chapter_id: chapter.into(),
        name: text.clone(),
        position,
        info: text.clone(),
        tools: vec![Tool {
            name: Text::new(id, id),
            info: text.clone(),
            icon: "i".into(),
            link: None,
        }],
    };
    let o = Outline::of(
        "p",
        &[
            chapter("c2", "p", 2),
            chapter("c1", "p", 1),
            chapter("cx", "q", 1),
        ],
        &[
            sess("b", "c1", 2),
            sess("a", "c1", 1),
            sess("c", "c2", 1),
            sess("z", "cx", 1),
        ],
    );
    let ids: Vec<(&str, Vec<&str>)> = o
        .chapters
        .iter()
        .map(|c| {
            (
                c.id.as_str(),
                c.sessions.iter().map(|s| s.id.as_str()).collect(),
            )
        })
        .collect();
    assert_eq!(ids, vec![("c1", vec!["a", "b"]), ("c2", vec!["c"])]);
    assert_eq!(o.chapters[0].sessions[0].tools, vec!["a".to_owned()]);
}

#[test]
fn a_pairs_list_has_one_entry_per_assigned_playbook() {
    let assigned = |id: &str| AssignedPlaybook {
        id: id.into(),
        assignment_id: "a".into(),
        name: Text::new("x", "x"),
    };
    let list = pair_progress(
        &[assigned("p"), assigned("unknown")],
        &[outline()],
        &[tick("s1", "a"), tick("s1", "b")],
        &[],
    );
    assert_eq!(list.len(), 2);
    assert_eq!(
        (list[0].playbook_id.as_str(), list[0].state_number),
        ("p", 25)
    );
    assert_eq!(list[1], Progress::default_for("unknown"));
}

fn any_outline() -> impl Strategy<Value = Outline> {
    proptest::collection::vec(proptest::collection::vec(0usize..4, 0..4), 0..4).prop_map(
        |chapters| Outline {
            playbook_id: "p".into(),
            chapters: chapters
                .iter()
                .enumerate()
                .map(|(c, sessions)| ChapterOutline {
                    id: format!("c{c}"),
                    position: c as u32 + 1,
                    sessions: sessions
                        .iter()
                        .enumerate()
                        .map(|(s, &tools)| SessionOutline {
                            id: format!("c{c}s{s}"),
                            position: s as u32 + 1,
                            tools: (0..tools).map(|t| format!("t{t}")).collect(),
                        })
                        .collect(),
                })
                .collect(),
        },
    )
}

fn any_work() -> impl Strategy<Value = (Vec<ToolTick>, Vec<TaskMark>)> {
    (
        proptest::collection::vec((0usize..4, 0usize..4, 0usize..4), 0..20),
        proptest::collection::vec((0usize..4, 0usize..4, any::<bool>()), 0..6),
    )
        .prop_map(|(ticks, tasks)| {
            (
                ticks
                    .into_iter()
                    .map(|(c, s, t)| tick(&format!("c{c}s{s}"), &format!("t{t}")))
                    .collect(),
                tasks
                    .into_iter()
                    .map(|(c, s, a)| task(&format!("c{c}s{s}"), a))
                    .collect(),
            )
        })
}

proptest! {
    #[test]
    fn progress_stays_in_bounds_and_completed_only_at_100(o in any_outline(), (ticks, tasks) in any_work()) {
        let p = progress(&o, &ticks, &tasks);
        prop_assert!(p.state_number <= 100);
        prop_assert_eq!(p.state.clone(), format!("{}%", p.state_number));
        prop_assert_eq!(p.status == Status::Completed, p.state_number == 100);
        if p.status == Status::Pending {
            prop_assert_eq!(p.state_number, 0);
        }
        prop_assert_eq!(p.session_id.is_some(), o.chapters.iter().any(|c| !c.sessions.is_empty()));
    }

    #[test]
    fn ticking_more_never_lowers_progress(o in any_outline(), (ticks, tasks) in any_work(), extra in any_work()) {
        let before = progress(&o, &ticks, &tasks).state_number;
        let mut more = ticks.clone();
        more.extend(extra.0);
        prop_assert!(progress(&o, &more, &tasks).state_number >= before);
    }
}
