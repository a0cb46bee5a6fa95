use std::collections::BTreeMap;

use proptest::prelude::*;

use super::super::demo::demo_course_files;
use super::super::model::*;
use super::super::read::read_course;
use super::write_course;
use crate::onboarding::cohort::read_day;

#[test]
fn the_demo_course_reads_back_the_same() {
    let course = read_course(&demo_course_files()).expect("the demo reads");
    let files = write_course(&course);
    assert_eq!(read_course(&files), Ok(course));
    let paths: Vec<&str> = files.iter().map(|(p, _)| p.as_str()).collect();
    assert!(paths.contains(&"course.md") && paths.contains(&"faqs.md"));
    assert!(paths.contains(&"01-know-your-money/chapter.md"));
    assert!(paths.contains(&"01-know-your-money/01-keep-daily-records.md"));
    assert!(paths.contains(&"02-know-your-customers/assignment-2.md"));
}

#[test]
fn a_course_without_faqs_meetings_objectives_or_resources_reads_back() {
    let course = Course {
        name: Text::new("Grow", "Kua"),
        meetings: vec![],
        faqs: vec![],
        chapters: vec![Chapter {
            name: Text::new("Money!", "Pesa"),
            position: 12,
            topics: vec![Topic {
                name: Text::new("???", "Kumbukumbu"),
                position: 3,
                description: Text::new("Write.", "Andika."),
                objectives: vec![],
                resources: vec![Resource {
                    name: Text::new("Sheet", "Karatasi"),
                    description: Text::default(),
                    link: "/api/lms/media/abc/0123".into(),
                    type_id: RESOURCE_FILE,
                    size_bytes: Some(5),
                    position: 1,
                }],
            }],
            assignments: vec![],
        }],
    };
    let files = write_course(&course);
    assert_eq!(files[1].0, "12-money/chapter.md");
    assert_eq!(files[2].0, "12-money/03-topic.md");
    assert_eq!(read_course(&files), Ok(course));
}

/// A trimmed one-line text without `|`.
fn words(max: usize) -> impl Strategy<Value = String> {
    proptest::string::string_regex(&format!(
        "[A-Za-zé0-9?!,.:*()'-]([A-Za-zé0-9 ?!,.:*()'-]{{0,{max}}}[A-Za-z0-9.?])?"
    ))
    .expect("regex")
}

fn text(max: usize) -> impl Strategy<Value = Text> {
    (words(max), words(max)).prop_map(|(en, sw)| Text { en, sw })
}

fn meeting() -> impl Strategy<Value = Meeting> {
    (0i64..3000, 0i64..1400, 1i64..40, words(20), text(20)).prop_map(
        |(day, start, length, place, title)| {
            let midnight = read_day("2026-01-01").expect("day") + day * 86_400;
            let starts_at = midnight + start * 60;
            let ends_at = (starts_at + length * 60).min(midnight + 1439 * 60);
            Meeting {
                title,
                starts_at,
                ends_at: ends_at.max(starts_at + 60),
                place,
            }
        },
    )
}

fn description() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            words(40),
            words(20).prop_map(|w| format!("## {w}")),
            words(20).prop_map(|w| format!("- **{w}**")),
            Just(String::new()),
        ],
        1..6,
    )
    .prop_map(|lines| {
        let text = lines.join("\n");
        let text = text.trim_matches('\n');
        if text.is_empty() {
            "Text".to_owned()
        } else {
            text.to_owned()
        }
    })
    .prop_filter("no Kiswahili heading", |t| {
        !t.lines().any(|l| l.eq_ignore_ascii_case("## kiswahili"))
    })
}

fn resource() -> impl Strategy<Value = Resource> {
    (
        0u8..3,
        1u64..10_000_000_000,
        text(20),
        prop::option::of(text(30)),
    )
        .prop_map(|(kind, size, name, about)| {
            let (type_id, link, size_bytes) = match kind {
                0 => (
                    RESOURCE_AUDIO,
                    "https://m.example.org/a.mp3".to_owned(),
                    Some(size),
                ),
                1 => (RESOURCE_VIDEO, "dQw4w9WgXcQ".to_owned(), None),
                _ => (
                    RESOURCE_FILE,
                    format!("/api/lms/media/{size}/x"),
                    Some(size),
                ),
            };
            Resource {
                name,
                description: about.unwrap_or_default(),
                link,
                type_id,
                size_bytes,
                position: 0,
            }
        })
}

fn objective() -> impl Strategy<Value = Objective> {
    (text(30), proptest::collection::vec(text(30), 0..3)).prop_map(|(title, points)| Objective {
        title,
        list: ObjectiveList {
            en: points.iter().map(|p| p.en.clone()).collect(),
            sw: points.iter().map(|p| p.sw.clone()).collect(),
        },
    })
}

fn topic() -> impl Strategy<Value = Topic> {
    (
        text(30),
        description(),
        description(),
        proptest::collection::vec(objective(), 0..3),
        proptest::collection::vec(resource(), 0..3),
    )
        .prop_map(|(name, en, sw, objectives, mut resources)| {
            for (r, n) in resources.iter_mut().zip(1..) {
                r.position = n;
            }
            Topic {
                name,
                position: 0,
                description: Text { en, sw },
                objectives,
                resources,
            }
        })
}

fn task() -> impl Strategy<Value = Task> {
    (
        0usize..5,
        text(40),
        proptest::collection::vec(text(20), 2..4),
    )
        .prop_map(|(kind, text, options)| {
            let kind = TaskType::ALL[kind];
            Task {
                text,
                kind,
                options: if kind.has_options() { options } else { vec![] },
            }
        })
}

fn assignment() -> impl Strategy<Value = Assignment> {
    (
        text(30),
        1u32..=365,
        proptest::collection::btree_map(0u32..30, task(), 1..4),
    )
        .prop_map(|(title, period_in_days, tasks)| Assignment {
            number: 0,
            title,
            period_in_days,
            tasks: tasks
                .into_iter()
                .map(|(k, t)| (k.to_string(), t))
                .collect::<BTreeMap<String, Task>>(),
        })
}

fn chapter() -> impl Strategy<Value = Chapter> {
    (
        text(30),
        proptest::collection::btree_map(0u32..120, topic(), 1..3),
        proptest::collection::btree_map(0u32..12, assignment(), 0..3),
    )
        .prop_map(|(name, topics, assignments)| Chapter {
            name,
            position: 0,
            topics: topics
                .into_iter()
                .map(|(position, t)| Topic { position, ..t })
                .collect(),
            assignments: assignments
                .into_iter()
                .map(|(number, a)| Assignment { number, ..a })
                .collect(),
        })
}

fn course() -> impl Strategy<Value = Course> {
    (
        text(30),
        proptest::collection::vec(meeting(), 0..4),
        proptest::collection::vec((text(40), text(60)), 0..4),
        proptest::collection::btree_map(0u32..150, chapter(), 1..3),
    )
        .prop_map(|(name, meetings, faqs, chapters)| Course {
            name,
            meetings,
            faqs: faqs
                .into_iter()
                .map(|(question, solution)| Faq { question, solution })
                .collect(),
            chapters: chapters
                .into_iter()
                .map(|(position, c)| Chapter { position, ..c })
                .collect(),
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn a_written_course_reads_back_the_same(course in course()) {
        let files = write_course(&course);
        prop_assert_eq!(read_course(&files), Ok(course));
    }
}
