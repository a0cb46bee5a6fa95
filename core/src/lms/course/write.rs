//! A course written back as its folder of Markdown files (the export): `read_course` of what
//! `write_course` gives is the same course. Folders and files are named by their position and the
//! English name (`02-know-your-customers/01-who-buys-from-you.md`), assignments by their number.

use super::edit::{meeting_times, resource_type_name};
use super::model::{Assignment, Chapter, Course, Faq, Text, Topic};
use super::read::CourseFile;

pub fn write_course(course: &Course) -> Vec<CourseFile> {
    let mut files = vec![("course.md".to_owned(), course_file(course))];
    if !course.faqs.is_empty() {
        files.push(("faqs.md".to_owned(), faqs_file(&course.faqs)));
    }
    for chapter in &course.chapters {
        let dir = numbered(chapter.position, &chapter.name.en, "chapter");
        files.push((format!("{dir}/chapter.md"), chapter_file(chapter)));
        for topic in &chapter.topics {
            let name = numbered(topic.position, &topic.name.en, "topic");
            files.push((format!("{dir}/{name}.md"), topic_file(topic)));
        }
        for assignment in &chapter.assignments {
            let path = format!("{dir}/assignment-{}.md", assignment.number);
            files.push((path, assignment_file(assignment)));
        }
    }
    files
}

fn pair(text: &Text) -> String {
    format!("{} | {}", text.en, text.sw)
}

/// `03-know-your-customers`: the position (two digits at least) and the English name's letters
/// and digits in lowercase, `-` between words (`fallback` when none is left).
fn numbered(position: u32, name: &str, fallback: &str) -> String {
    let mut slug = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            slug.push(c);
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
    }
    let slug: String = slug.chars().take(48).collect();
    let slug = slug.trim_end_matches('-');
    let slug = if slug.is_empty() { fallback } else { slug };
    format!("{position:02}-{slug}")
}

fn course_file(course: &Course) -> String {
    let mut text = format!("name: {}\n", pair(&course.name));
    if !course.meetings.is_empty() {
        text.push_str("\n## Meetings\n");
        for m in &course.meetings {
            let times = meeting_times(m.starts_at, m.ends_at);
            text.push_str(&format!(
                "- {} {} to {} | {} | {}\n",
                times.day,
                times.starts,
                times.ends,
                m.place,
                pair(&m.title)
            ));
        }
    }
    text
}

fn faqs_file(faqs: &[Faq]) -> String {
    let blocks: Vec<String> = faqs
        .iter()
        .map(|f| format!("Q: {}\nA: {}\n", pair(&f.question), pair(&f.solution)))
        .collect();
    blocks.join("\n")
}

fn chapter_file(chapter: &Chapter) -> String {
    format!("name: {}\n", pair(&chapter.name))
}

fn topic_file(topic: &Topic) -> String {
    let mut text = format!("name: {}\n", pair(&topic.name));
    if !topic.objectives.is_empty() {
        text.push_str("\n## Objectives\n");
        for o in &topic.objectives {
            text.push_str(&format!("- {}\n", pair(&o.title)));
            for (en, sw) in o.list.en.iter().zip(&o.list.sw) {
                text.push_str(&format!("  - {en} | {sw}\n"));
            }
        }
    }
    if !topic.resources.is_empty() {
        text.push_str("\n## Resources\n");
        for r in &topic.resources {
            let kind = resource_type_name(r.type_id);
            match r.size_bytes {
                Some(size) => text.push_str(&format!("- {kind} | {} | {size}\n", r.link)),
                None => text.push_str(&format!("- {kind} | {}\n", r.link)),
            }
            text.push_str(&format!("  name: {}\n", pair(&r.name)));
            if r.description != Text::default() {
                text.push_str(&format!("  about: {}\n", pair(&r.description)));
            }
        }
    }
    text.push_str(&format!(
        "\n## English\n{}\n\n## Kiswahili\n{}\n",
        topic.description.en, topic.description.sw
    ));
    text
}

fn assignment_file(assignment: &Assignment) -> String {
    let mut text = format!(
        "title: {}\ndays: {}\n\n## Tasks\n",
        pair(&assignment.title),
        assignment.period_in_days
    );
    for (key, task) in &assignment.tasks {
        text.push_str(&format!(
            "{key}. {} | {}\n",
            task.kind.name(),
            pair(&task.text)
        ));
        for option in &task.options {
            text.push_str(&format!("   - {}\n", pair(option)));
        }
    }
    text
}

#[cfg(test)]
#[path = "write_tests.rs"]
mod tests;
