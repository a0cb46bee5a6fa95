use super::demo::demo_course_files;
use super::messages::*;
use super::*;
use crate::language::Language;
use crate::playbook::markdown::MARKDOWN_HTML;

fn files(list: &[(&str, &str)]) -> Vec<CourseFile> {
    list.iter()
        .map(|(p, t)| ((*p).to_owned(), (*t).to_owned()))
        .collect()
}

const COURSE: &str = "name: Grow | Kua\n\n## Meetings\n- 2026-12-03 09:00 to 11:00 | Nairobi hub | Welcome | Karibu\n";
const CHAPTER: &str = "name: Money | Pesa\n";
const TOPIC: &str = "name: Records | Kumbukumbu

## Objectives
- Record sales | Rekodi mauzo
  - Every day | Kila siku
  - Every sale | Kila mauzo

## Resources
- audio | https://media.example.org/a.mp3 | 4.2 MB
  name: Listen | Sikiliza
  about: Ten minutes | Dakika kumi
- video | dQw4w9WgXcQ
  name: Watch | Tazama
- file | https://media.example.org/sheet.pdf | 120000
  name: Sheet | Karatasi

## English
## Why

Write **every** sale.

## Kiswahili
Andika kila mauzo.
";
const ASSIGNMENT: &str = "title: A week | Wiki moja
days: 7

## Tasks
1. text | Your sales? | Mauzo yako?
2. choice | Where? | Wapi?
   - Notebook | Daftari
   - Phone | Simu
3. checkbox | Which? | Yapi?
   - A | A
   - B | B
4. file | A photo | Picha
5. link | Your page | Ukurasa wako
";

fn small() -> Vec<CourseFile> {
    files(&[
        ("course.md", COURSE),
        ("faqs.md", "Q: Long? | Muda?\nA: Six weeks. | Wiki sita.\n"),
        ("01-money/chapter.md", CHAPTER),
        ("01-money/01-records.md", TOPIC),
        ("01-money/assignment-1.md", ASSIGNMENT),
        ("README.md", "# Notes\nanything"),
    ])
}

fn problems(list: Vec<CourseFile>) -> Vec<(String, usize, &'static str)> {
    read_course(&list)
        .expect_err("refused")
        .into_iter()
        .map(|e| (e.file, e.line, e.message))
        .collect()
}

fn with(path: &str, text: &str) -> Vec<CourseFile> {
    let mut list = small();
    match list.iter_mut().find(|(p, _)| p == path) {
        Some(file) => file.1 = text.to_owned(),
        None => list.push((path.to_owned(), text.to_owned())),
    }
    list
}

fn one(path: &str, line: usize, message: &'static str) -> Vec<(String, usize, &'static str)> {
    vec![(path.to_owned(), line, message)]
}

#[test]
fn a_small_course_is_read_whole() {
    let course = read_course(&small()).expect("read");
    assert_eq!(course.name, Text::new("Grow", "Kua"));
    let meeting = &course.meetings[0];
    // 2026-12-03 09:00 in Nairobi is 06:00 UTC.
    assert_eq!(meeting.starts_at, 1_796_277_600);
    assert_eq!(meeting.ends_at - meeting.starts_at, 7_200);
    assert_eq!(meeting.place, "Nairobi hub");
    assert_eq!(meeting.title.sw, "Karibu");
    assert_eq!(course.faqs[0].solution.en, "Six weeks.");
    let chapter = &course.chapters[0];
    assert_eq!((chapter.name.en.as_str(), chapter.position), ("Money", 1));
    let topic = &chapter.topics[0];
    assert_eq!(topic.position, 1);
    assert_eq!(topic.description.en, "## Why\n\nWrite **every** sale.");
    assert_eq!(topic.description.sw, "Andika kila mauzo.");
    assert_eq!(topic.objectives[0].list.sw, ["Kila siku", "Kila mauzo"]);
    let types: Vec<(u8, Option<u64>, u32)> = topic
        .resources
        .iter()
        .map(|r| (r.type_id, r.size_bytes, r.position))
        .collect();
    assert_eq!(
        types,
        [(2, Some(4_200_000), 1), (3, None, 2), (4, Some(120_000), 3)]
    );
    assert_eq!(topic.resources[1].link, "dQw4w9WgXcQ");
    assert_eq!(topic.resources[0].description.sw, "Dakika kumi");
    assert_eq!(topic.resources[1].description, Text::default());
    let assignment = &chapter.assignments[0];
    assert_eq!((assignment.number, assignment.period_in_days), (1, 7));
    assert_eq!(assignment.tasks.len(), 5);
    assert_eq!(assignment.tasks["2"].kind, TaskType::Choice);
    assert_eq!(assignment.tasks["2"].options[1], Text::new("Phone", "Simu"));
    assert!(assignment.tasks["4"].options.is_empty());
    let json = serde_json::to_value(assignment).expect("serialises");
    assert_eq!(json["tasks"]["3"]["type"], "checkbox");
    assert_eq!(json["periodInDays"], 7);
    let json = serde_json::to_value(&topic.resources[0]).expect("serialises");
    assert_eq!(json["resourceTypeId"], 2);
    assert_eq!(json["sizeBytes"], 4_200_000);
}

#[test]
fn a_zipped_folder_and_windows_paths_read_the_same() {
    let zipped: Vec<CourseFile> = small()
        .into_iter()
        .map(|(p, t)| (["grow\\", &p.replace('/', "\\")].concat(), t))
        .collect();
    assert_eq!(read_course(&zipped), read_course(&small()));
}

#[test]
fn the_layout_is_checked() {
    assert_eq!(
        problems(
            small()
                .into_iter()
                .filter(|(p, _)| p != "course.md")
                .collect()
        ),
        one("course.md", 0, COURSE_FILE_MISSING)
    );
    assert_eq!(
        problems(with("notes.txt", "x")),
        one("notes.txt", 0, NOT_A_COURSE_FILE)
    );
    assert_eq!(
        problems(with("01-money/extra.md", "x")),
        one("01-money/extra.md", 0, NOT_A_COURSE_FILE)
    );
    assert_eq!(
        problems(with("1-more/chapter.md", CHAPTER)),
        vec![
            ("1-more/".to_owned(), 0, NUMBER_TWICE),
            ("1-more/".to_owned(), 0, CHAPTER_WITHOUT_TOPICS),
        ]
    );
    assert_eq!(
        problems(with("01-money/1-again.md", TOPIC)),
        one("01-money/1-again.md", 0, NUMBER_TWICE)
    );
    assert_eq!(
        problems(with("02-next/01-a.md", TOPIC)),
        one("02-next/chapter.md", 0, CHAPTER_FILE_MISSING)
    );
    let bare = files(&[("course.md", COURSE)]);
    assert_eq!(problems(bare), one("/", 0, NO_CHAPTERS));
    assert!(read_course(&with(".DS_Store", "")).is_ok());
}

#[test]
fn the_course_file_and_faqs_are_checked_line_by_line() {
    let course = "name: Grow\n\n## Meetings\n- 2026-12-03 11:00 to 09:00 | Hub | A | B\n- 2026-13-03 09:00 to 11:00 | Hub | A | B\n- 2026-12-03 09:00 to 11:00 |  | A | B\n- 2026-12-03 09:00 | Hub | A\n## Dates\nwhat\n";
    assert_eq!(
        problems(with("course.md", course)),
        vec![
            ("course.md".to_owned(), 1, PAIR_EXPECTED),
            ("course.md".to_owned(), 4, MEETING_ENDS_BEFORE_START),
            ("course.md".to_owned(), 5, MEETING_TIME_INVALID),
            ("course.md".to_owned(), 6, PLACE_REQUIRED),
            ("course.md".to_owned(), 7, MEETING_INVALID),
            ("course.md".to_owned(), 8, SECTION_UNKNOWN),
            ("course.md".to_owned(), 9, ITEM_EXPECTED),
        ]
    );
    assert_eq!(
        problems(with("course.md", "title: Grow | Kua\n")),
        vec![
            ("course.md".to_owned(), 1, FIELD_UNKNOWN),
            ("course.md".to_owned(), 1, NAME_MISSING),
        ]
    );
    assert_eq!(
        problems(with(
            "faqs.md",
            "Q: One | Moja\nQ: Two | Mbili\nA: Yes | \nhello\n"
        )),
        vec![
            ("faqs.md".to_owned(), 1, FAQ_ANSWER_MISSING),
            ("faqs.md".to_owned(), 3, PAIR_BLANK),
            ("faqs.md".to_owned(), 4, FAQ_QUESTION_EXPECTED),
        ]
    );
}

#[test]
fn a_topic_is_checked_line_by_line() {
    let path = "01-money/01-records.md";
    let broken = TOPIC
        .replace("- video | dQw4w9WgXcQ", "- video | not-an-id")
        .replace(
            "https://media.example.org/a.mp3 | 4.2 MB",
            "http://media.example.org/a.mp3 | 4.2 MB",
        )
        .replace("| 120000", "| lots")
        .replace("  - Every day | Kila siku", "  Every day")
        .replace("Andika kila mauzo.", "Andika <b>kila</b> mauzo.");
    assert_eq!(
        problems(with(path, &broken)),
        vec![
            (path.to_owned(), 5, OBJECTIVE_POINT_ORPHAN),
            (path.to_owned(), 9, RESOURCE_LINK_INVALID),
            (path.to_owned(), 12, VIDEO_ID_INVALID),
            (path.to_owned(), 14, SIZE_INVALID),
            (path.to_owned(), 23, MARKDOWN_HTML),
        ]
    );
    let no_swahili = TOPIC.split("## Kiswahili").next().expect("head").to_owned();
    assert_eq!(
        problems(with(path, &no_swahili)),
        one(path, 1, DESCRIPTION_MISSING)
    );
    let nameless = TOPIC.replace("  name: Watch | Tazama\n", "");
    assert_eq!(
        problems(with(path, &nameless)),
        one(path, 12, RESOURCE_NAME_MISSING)
    );
    let podcast = TOPIC.replace("- video | dQw4w9WgXcQ", "- podcast | dQw4w9WgXcQ");
    assert_eq!(
        problems(with(path, &podcast)),
        one(path, 12, RESOURCE_TYPE_UNKNOWN)
    );
    let twice = TOPIC.replace("## Resources", "## Objectives");
    assert_eq!(
        problems(with(path, &twice)).first().map(|p| p.2),
        Some(SECTION_TWICE)
    );
    let long = TOPIC.replace("Andika kila mauzo.", &"a".repeat(DESCRIPTION_MAX_CHARS + 1));
    assert_eq!(
        problems(with(path, &long)),
        one(path, 22, DESCRIPTION_TOO_LONG)
    );
}

#[test]
fn an_assignment_is_checked_line_by_line() {
    let path = "01-money/assignment-1.md";
    let broken = ASSIGNMENT
        .replace("days: 7", "days: 0")
        .replace("1. text |", "1. essay |")
        .replace("   - Phone | Simu\n", "")
        .replace(
            "4. file | A photo | Picha",
            "4. file | A photo | Picha\n   - Extra | Ziada",
        )
        .replace("5. link", "3. link");
    assert_eq!(
        problems(with(path, &broken)),
        vec![
            (path.to_owned(), 2, DAYS_INVALID),
            (path.to_owned(), 5, TASK_TYPE_UNKNOWN),
            (path.to_owned(), 6, OPTIONS_NEEDED),
            (path.to_owned(), 11, OPTIONS_NOT_TAKEN),
            (path.to_owned(), 13, TASK_NUMBER_TWICE),
        ]
    );
    assert_eq!(
        problems(with(path, "title: T | T\ndays: 3\n")),
        one(path, 1, TASKS_MISSING)
    );
}

#[test]
fn sizes_read_in_bytes_kb_and_mb() {
    assert_eq!(topic::bytes("4.2 MB"), Ok(4_200_000));
    assert_eq!(topic::bytes("120 kb"), Ok(120_000));
    assert_eq!(topic::bytes("999"), Ok(999));
    assert_eq!(topic::bytes("1.5GB"), Ok(1_500_000_000));
    for bad in ["", "0", "MB", "1.2345 MB", "-3 KB", "12 TB", "1,5 MB"] {
        assert_eq!(topic::bytes(bad), Err(SIZE_INVALID), "{bad}");
    }
}

#[test]
fn errors_are_written_for_a_person_in_both_languages() {
    let error = CourseError {
        file: "01-money/assignment-1.md".into(),
        line: 2,
        message: DAYS_INVALID,
    };
    assert_eq!(
        describe(&error, Language::English),
        "01-money/assignment-1.md, line 2: Write the days the trainee has for it as a whole number from 1 to 365, like days: 7"
    );
    assert!(describe(&error, Language::Swahili)
        .starts_with("01-money/assignment-1.md, mstari 2: Andika siku"));
    let markdown = CourseError {
        file: "a.md".into(),
        line: 0,
        message: MARKDOWN_HTML,
    };
    assert_eq!(
        describe(&markdown, Language::Swahili),
        "a.md: Tumia Markdown, si lebo za HTML"
    );
    for (en, sw) in MESSAGES {
        assert!(!sw.trim().is_empty() && en != sw, "{en}");
        assert_eq!(MESSAGES.iter().filter(|(e, _)| e == en).count(), 1, "{en}");
    }
}

#[test]
fn the_demo_course_is_a_whole_course() {
    let course = read_course(&demo_course_files()).unwrap_or_else(|errors| {
        let described: Vec<String> = errors
            .iter()
            .map(|e| describe(e, Language::English))
            .collect();
        panic!("the demo course is refused: {described:#?}")
    });
    assert_eq!(course.name.en, "Grow your business");
    assert!(course.chapters.len() >= 3);
    let topics: Vec<&Topic> = course.chapters.iter().flat_map(|c| &c.topics).collect();
    assert!(topics.len() >= 8);
    let assignments: Vec<&Assignment> = course
        .chapters
        .iter()
        .flat_map(|c| &c.assignments)
        .collect();
    assert!(assignments.len() >= 3);
    assert!(course.chapters.iter().all(|c| !c.assignments.is_empty()));
    assert!(course.faqs.len() >= 6);
    assert!(course.meetings.len() >= 6);
    assert!(course
        .meetings
        .windows(2)
        .all(|m| m[0].ends_at < m[1].starts_at));
    let kinds: Vec<TaskType> = assignments
        .iter()
        .flat_map(|a| a.tasks.values().map(|t| t.kind))
        .collect();
    for kind in [
        TaskType::Text,
        TaskType::Choice,
        TaskType::Checkbox,
        TaskType::File,
    ] {
        assert!(kinds.contains(&kind), "{kind:?}");
    }
    let types: Vec<u8> = topics
        .iter()
        .flat_map(|t| t.resources.iter().map(|r| r.type_id))
        .collect();
    for kind in [RESOURCE_AUDIO, RESOURCE_VIDEO, RESOURCE_FILE] {
        assert!(types.contains(&kind));
    }
    for topic in &topics {
        assert!(
            !topic.objectives.is_empty() && !topic.resources.is_empty(),
            "{}",
            topic.name.en
        );
        assert!(
            topic.description.en.len() > 700 && topic.description.sw.len() > 700,
            "{}",
            topic.name.en
        );
    }
    for (path, text) in demo_course_files() {
        assert!(text.len() < 60_000, "{path}");
    }
}
