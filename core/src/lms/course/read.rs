//! The course folder's layout read into a `Course`:
//!
//! ```text
//! course.md                      the class's name and meetings
//! faqs.md                        questions and answers (may be left out)
//! 01-know-your-market/           a chapter, its number its position
//!   chapter.md                   the chapter's name
//!   01-who-buys-from-you.md      a topic, its number its position
//!   02-….md
//!   assignment-1.md              an assignment, by its number
//! README.md                      notes for the writers, anywhere: not read
//! ```
//!
//! A folder zipped whole (every path under one top folder) is read the same. Every problem of every
//! file is returned, each with its file and line; a course with any problem is not returned.

use std::collections::BTreeMap;

use super::assignment::read_assignment;
use super::course_file::{read_course_file, read_faqs};
use super::lines::Report;
use super::messages::*;
use super::model::{Chapter, Course, CourseError};
use super::topic::read_topic;

/// One file of the course: its path in the course folder (`01-start/02-costs.md`) and its text.
pub type CourseFile = (String, String);

enum Kind<'a> {
    Course,
    Faqs,
    Chapter(&'a str),
    Topic(&'a str, u32),
    Assignment(&'a str, u32),
}

#[derive(Default)]
struct Folder<'a> {
    name: Option<(&'a str, &'a str)>,
    topics: Vec<(u32, &'a str, &'a str)>,
    assignments: Vec<(u32, &'a str, &'a str)>,
}

pub fn read_course(files: &[CourseFile]) -> Result<Course, Vec<CourseError>> {
    let paths: Vec<String> = files.iter().map(|(p, _)| normalised(p)).collect();
    let top = common_folder(&paths);
    let mut errors = Vec::new();
    let mut course_text = None;
    let mut faqs_text = None;
    let mut folders: BTreeMap<&str, Folder> = BTreeMap::new();
    for (path, (_, text)) in paths.iter().zip(files) {
        let path = &path[top..];
        match kind(path) {
            None => {}
            Some(Err(message)) => errors.push(error(path, 0, message)),
            Some(Ok(Kind::Course)) => course_text = Some((path, text.as_str())),
            Some(Ok(Kind::Faqs)) => faqs_text = Some((path, text.as_str())),
            Some(Ok(Kind::Chapter(dir))) => {
                folders.entry(dir).or_default().name = Some((path, text))
            }
            Some(Ok(Kind::Topic(dir, n))) => {
                folders.entry(dir).or_default().topics.push((n, path, text))
            }
            Some(Ok(Kind::Assignment(dir, n))) => folders
                .entry(dir)
                .or_default()
                .assignments
                .push((n, path, text)),
        }
    }
    let (name, meetings) = match course_text {
        Some((path, text)) => read_course_file(
            text,
            &mut Report {
                file: path,
                errors: &mut errors,
            },
        ),
        None => {
            errors.push(error("course.md", 0, COURSE_FILE_MISSING));
            (None, Vec::new())
        }
    };
    let faqs = faqs_text
        .map(|(path, text)| {
            read_faqs(
                text,
                &mut Report {
                    file: path,
                    errors: &mut errors,
                },
            )
        })
        .unwrap_or_default();
    if folders.is_empty() {
        errors.push(error("/", 0, NO_CHAPTERS));
    }
    let mut chapters: Vec<Chapter> = Vec::new();
    let mut positions: Vec<u32> = Vec::new();
    for (dir, folder) in &folders {
        let position = numbered(dir).unwrap_or_default();
        if positions.contains(&position) {
            errors.push(error(&[dir, "/"].concat(), 0, NUMBER_TWICE));
        }
        positions.push(position);
        chapters.extend(read_chapter(dir, position, folder, &mut errors));
    }
    chapters.sort_by_key(|c| c.position);
    errors.sort_by(|a, b| (&a.file, a.line).cmp(&(&b.file, b.line)));
    match (name, errors.is_empty()) {
        (Some(name), true) => Ok(Course {
            name,
            meetings,
            faqs,
            chapters,
        }),
        _ => Err(errors),
    }
}

fn read_chapter(
    dir: &str,
    position: u32,
    folder: &Folder,
    errors: &mut Vec<CourseError>,
) -> Option<Chapter> {
    let name = match folder.name {
        Some((path, text)) => {
            let mut report = Report { file: path, errors };
            let cut = super::lines::sections(text, &[], &mut report);
            let found = super::lines::fields(&cut.head, &["name"], &mut report);
            super::lines::pair_field(&found, "name", NAME_MISSING, &mut report)
        }
        None => {
            errors.push(error(
                &[dir, "/chapter.md"].concat(),
                0,
                CHAPTER_FILE_MISSING,
            ));
            None
        }
    };
    if folder.topics.is_empty() {
        errors.push(error(&[dir, "/"].concat(), 0, CHAPTER_WITHOUT_TOPICS));
    }
    let mut topics = Vec::new();
    for (n, path, text) in in_order(&folder.topics, errors) {
        topics.extend(read_topic(text, n, &mut Report { file: path, errors }));
    }
    let mut assignments = Vec::new();
    for (n, path, text) in in_order(&folder.assignments, errors) {
        assignments.extend(read_assignment(text, n, &mut Report { file: path, errors }));
    }
    Some(Chapter {
        name: name?,
        position,
        topics,
        assignments,
    })
}

/// The files by number; a number used twice is a problem on the later file.
fn in_order<'a>(
    files: &[(u32, &'a str, &'a str)],
    errors: &mut Vec<CourseError>,
) -> Vec<(u32, &'a str, &'a str)> {
    let mut sorted = files.to_vec();
    sorted.sort();
    let mut kept: Vec<(u32, &str, &str)> = Vec::new();
    for file in sorted {
        if kept.last().is_some_and(|k| k.0 == file.0) {
            errors.push(error(file.1, 0, NUMBER_TWICE));
        } else {
            kept.push(file);
        }
    }
    kept
}

fn error(file: &str, line: usize, message: &'static str) -> CourseError {
    CourseError {
        file: file.to_owned(),
        line,
        message,
    }
}

/// `/` separators, no leading `./` or `/`.
fn normalised(path: &str) -> String {
    let path = path.trim().replace('\\', "/");
    let mut rest = path.as_str();
    loop {
        let next = rest.trim_start_matches('/').trim_start_matches("./");
        if next == rest {
            return rest.to_owned();
        }
        rest = next;
    }
}

/// How many leading bytes to drop when the whole course sits in one top folder with its
/// `course.md` (a zipped folder); 0 otherwise.
fn common_folder(paths: &[String]) -> usize {
    if paths.iter().any(|p| p == "course.md") {
        return 0;
    }
    let Some((top, _)) = paths.first().and_then(|p| p.split_once('/')) else {
        return 0;
    };
    let prefix = [top, "/"].concat();
    let whole = paths.iter().all(|p| p.starts_with(&prefix))
        && paths.iter().any(|p| p[prefix.len()..] == *"course.md");
    if whole {
        prefix.len()
    } else {
        0
    }
}

/// What a path holds; None for a file that is not read (README.md, hidden files).
fn kind(path: &str) -> Option<Result<Kind<'_>, &'static str>> {
    let file = path.rsplit('/').next().unwrap_or(path);
    if file.starts_with('.') || file.eq_ignore_ascii_case("README.md") {
        return None;
    }
    let parts: Vec<&str> = path.split('/').collect();
    let found = match parts[..] {
        ["course.md"] => Some(Kind::Course),
        ["faqs.md"] => Some(Kind::Faqs),
        [dir, file] if numbered(dir).is_some() => match file {
            "chapter.md" => Some(Kind::Chapter(dir)),
            _ => chapter_file(dir, file),
        },
        _ => None,
    };
    Some(found.ok_or(NOT_A_COURSE_FILE))
}

fn chapter_file<'a>(dir: &'a str, file: &str) -> Option<Kind<'a>> {
    let stem = file.strip_suffix(".md")?;
    if let Some(n) = stem.strip_prefix("assignment-") {
        let n: u32 = n
            .bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| n.parse().ok())??;
        return Some(Kind::Assignment(dir, n));
    }
    numbered(stem).map(|n| Kind::Topic(dir, n))
}

/// `03-pricing` → 3: digits, `-`, a name.
fn numbered(name: &str) -> Option<u32> {
    let (number, rest) = name.split_once('-')?;
    let ok =
        !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()) && !rest.trim().is_empty();
    ok.then(|| number.parse().ok()).flatten()
}
