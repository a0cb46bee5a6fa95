//! The course format's messages: English consts, their Swahili beside them, and a whole error
//! written for a person (`describe`).

use super::model::CourseError;
use crate::language::Language;

pub const COURSE_FILE_MISSING: &str = "The course needs a course.md file with its name";
pub const NOT_A_COURSE_FILE: &str =
    "This file is not part of the course format: see the course format in docs/lms.md";
pub const NO_CHAPTERS: &str =
    "The course needs at least one chapter folder, like 01-getting-started/";
pub const CHAPTER_FILE_MISSING: &str = "Each chapter folder needs a chapter.md file with its name";
pub const CHAPTER_WITHOUT_TOPICS: &str =
    "A chapter needs at least one topic file, like 01-know-your-costs.md";
pub const NUMBER_TWICE: &str =
    "Another file or folder has this number: number chapters, topics and assignments once each";
pub const FIELD_UNKNOWN: &str = "This file does not take this line: write its fields as name: …";
pub const FIELD_TWICE: &str = "This field is written twice";
pub const NAME_MISSING: &str = "Write the name at the top: name: English | Kiswahili";
pub const TITLE_MISSING: &str = "Write the title at the top: title: English | Kiswahili";
pub const PAIR_EXPECTED: &str = "Write the English, then |, then the Kiswahili";
pub const PAIR_BLANK: &str = "Write both the English and the Kiswahili";
pub const SECTION_UNKNOWN: &str = "This file does not take a section of this name";
pub const SECTION_TWICE: &str = "This section is written twice";
pub const ITEM_EXPECTED: &str = "Start this line with - for a new item, or indent it under one";
pub const MEETING_INVALID: &str =
    "Write a meeting as - 2026-12-03 09:00 to 11:00 | Place | English title | Kiswahili title";
pub const MEETING_TIME_INVALID: &str =
    "Write the day as YYYY-MM-DD and the times as HH:MM, like 2026-12-03 09:00 to 11:00";
pub const MEETING_ENDS_BEFORE_START: &str = "A meeting must end after it starts";
pub const PLACE_REQUIRED: &str = "Write where the meeting is held";
pub const FAQ_QUESTION_EXPECTED: &str =
    "Write each question as Q: English | Kiswahili, its answer below as A: English | Kiswahili";
pub const FAQ_ANSWER_MISSING: &str = "Write the answer below the question: A: English | Kiswahili";
pub const OBJECTIVE_POINT_ORPHAN: &str =
    "Write the objective first (- English | Kiswahili), then its points indented below it";
pub const RESOURCE_INVALID: &str =
    "Write a resource as - audio | https://… | 4.2 MB, - video | YouTube id, or - file | https://… | 120 KB";
pub const RESOURCE_TYPE_UNKNOWN: &str = "A resource is audio, video or file";
pub const RESOURCE_LINK_INVALID: &str = "A resource's address starts with https://";
pub const VIDEO_ID_INVALID: &str =
    "A video is its YouTube id: 11 letters, digits, - or _, like dQw4w9WgXcQ";
pub const SIZE_INVALID: &str = "Write the size in bytes, KB or MB, like 4.2 MB";
pub const RESOURCE_NAME_MISSING: &str =
    "Write the resource's name below it: name: English | Kiswahili";
pub const RESOURCE_LINE_UNKNOWN: &str =
    "Below a resource write name: English | Kiswahili and, if you like, about: English | Kiswahili";
pub const DESCRIPTION_MISSING: &str =
    "Write the topic's text under ## English and under ## Kiswahili";
pub const DESCRIPTION_TOO_LONG: &str = "Keep a topic's text to 20000 characters in each language";
pub const DAYS_INVALID: &str =
    "Write the days the trainee has for it as a whole number from 1 to 365, like days: 7";
pub const TASKS_MISSING: &str = "An assignment needs its tasks under ## Tasks";
pub const TASK_INVALID: &str =
    "Write a task as 1. text | English | Kiswahili (the type is text, link, choice, checkbox or file)";
pub const TASK_TYPE_UNKNOWN: &str = "A task's type is text, link, choice, checkbox or file";
pub const TASK_NUMBER_TWICE: &str = "Another task has this number";
pub const OPTIONS_NEEDED: &str =
    "A choice or checkbox task needs at least two options below it, each - English | Kiswahili";
pub const OPTIONS_NOT_TAKEN: &str = "Only a choice or checkbox task has options";

// The checks of one record (`edit.rs`), the file reader's and the API's alike.
pub const NAME_TOO_LONG: &str = "Keep names and titles to 120 characters in each language";
pub const TEXT_TOO_LONG: &str = "Keep each text to 2000 characters in each language";
pub const PAIR_ONE_LINE: &str = "Write each text on one line, without the | sign";
pub const PLACE_ONE_LINE: &str = "Write the place on one line, without the | sign";
pub const PLACE_TOO_LONG: &str = "Keep the place to 120 characters";
pub const SIZE_MISSING: &str = "Give the size of an audio or file resource in bytes";
pub const POINTS_UNEVEN: &str = "Write each point of an objective in English and in Kiswahili";
pub const DESCRIPTION_HEADING: &str =
    "A topic's text cannot have a heading named Kiswahili: choose another heading";
pub const TASK_KEY_INVALID: &str = "Number the tasks with whole numbers: 1, 2, 3…";

// The course editor's answers (the API only).
pub const COURSE_SAVED: &str = "Course saved";
pub const COURSE_REMOVED: &str = "Course removed";
pub const COURSE_IMPORTED: &str = "Course imported";
pub const SCHEDULE_SAVED: &str = "Schedule saved";
pub const FAQS_SAVED: &str = "FAQs saved";
pub const CHAPTER_SAVED: &str = "Chapter saved";
pub const CHAPTER_REMOVED: &str = "Chapter removed";
pub const TOPIC_SAVED: &str = "Topic saved";
pub const TOPIC_REMOVED: &str = "Topic removed";
pub const ASSIGNMENT_SAVED: &str = "Assignment saved";
pub const ASSIGNMENT_REMOVED: &str = "Assignment removed";
pub const COURSE_HAS_WORK: &str = "Trainees have work in this course; it cannot be removed";
pub const CHAPTER_NOT_EMPTY: &str = "Remove the chapter's topics and assignments first";
pub const TASKS_ANSWERED: &str = "Trainees have answered this assignment; its tasks cannot change";
pub const ASSIGNMENT_ANSWERED: &str =
    "Trainees have answered this assignment; it cannot be removed";
pub const IMPORT_TOO_LARGE: &str = "A course to import is at most 2 MB of text";
pub const IMPORT_TOO_MANY_FILES: &str = "A course to import has at most 400 files";
pub const IMPORT_UNREADABLE: &str = "Send the course as files, each with its path and its text";

/// (English, Swahili) for every message of the course format.
pub const MESSAGES: &[(&str, &str)] = &[
    (COURSE_FILE_MISSING, "Kozi inahitaji faili course.md lenye jina lake"),
    (
        NOT_A_COURSE_FILE,
        "Faili hili si sehemu ya mpangilio wa kozi: angalia mpangilio wa kozi katika docs/lms.md",
    ),
    (
        NO_CHAPTERS,
        "Kozi inahitaji angalau folda moja ya sura, kama 01-getting-started/",
    ),
    (
        CHAPTER_FILE_MISSING,
        "Kila folda ya sura inahitaji faili chapter.md lenye jina lake",
    ),
    (
        CHAPTER_WITHOUT_TOPICS,
        "Sura inahitaji angalau faili moja la mada, kama 01-know-your-costs.md",
    ),
    (
        NUMBER_TWICE,
        "Faili au folda nyingine ina namba hii: zipe sura, mada na kazi namba moja moja",
    ),
    (
        FIELD_UNKNOWN,
        "Faili hili halipokei mstari huu: andika sehemu zake kama name: …",
    ),
    (FIELD_TWICE, "Sehemu hii imeandikwa mara mbili"),
    (NAME_MISSING, "Andika jina juu: name: Kiingereza | Kiswahili"),
    (TITLE_MISSING, "Andika kichwa juu: title: Kiingereza | Kiswahili"),
    (PAIR_EXPECTED, "Andika Kiingereza, kisha |, kisha Kiswahili"),
    (PAIR_BLANK, "Andika Kiingereza na Kiswahili pia"),
    (SECTION_UNKNOWN, "Faili hili halipokei sehemu yenye jina hili"),
    (SECTION_TWICE, "Sehemu hii imeandikwa mara mbili"),
    (
        ITEM_EXPECTED,
        "Anza mstari huu kwa - kwa kipengele kipya, au uusogeze ndani chini ya kimoja",
    ),
    (
        MEETING_INVALID,
        "Andika mkutano kama - 2026-12-03 09:00 to 11:00 | Mahali | Kichwa cha Kiingereza | Kichwa cha Kiswahili",
    ),
    (
        MEETING_TIME_INVALID,
        "Andika siku kama YYYY-MM-DD na saa kama HH:MM, kama 2026-12-03 09:00 to 11:00",
    ),
    (MEETING_ENDS_BEFORE_START, "Mkutano lazima uishe baada ya kuanza"),
    (PLACE_REQUIRED, "Andika mahali mkutano utafanyika"),
    (
        FAQ_QUESTION_EXPECTED,
        "Andika kila swali kama Q: Kiingereza | Kiswahili, na jibu lake chini kama A: Kiingereza | Kiswahili",
    ),
    (
        FAQ_ANSWER_MISSING,
        "Andika jibu chini ya swali: A: Kiingereza | Kiswahili",
    ),
    (
        OBJECTIVE_POINT_ORPHAN,
        "Andika lengo kwanza (- Kiingereza | Kiswahili), kisha vipengele vyake ndani chini yake",
    ),
    (
        RESOURCE_INVALID,
        "Andika nyenzo kama - audio | https://… | 4.2 MB, - video | kitambulisho cha YouTube, au - file | https://… | 120 KB",
    ),
    (RESOURCE_TYPE_UNKNOWN, "Nyenzo ni audio, video au file"),
    (RESOURCE_LINK_INVALID, "Anwani ya nyenzo inaanza na https://"),
    (
        VIDEO_ID_INVALID,
        "Video ni kitambulisho chake cha YouTube: herufi, tarakimu, - au _ 11, kama dQw4w9WgXcQ",
    ),
    (SIZE_INVALID, "Andika ukubwa kwa baiti, KB au MB, kama 4.2 MB"),
    (
        RESOURCE_NAME_MISSING,
        "Andika jina la nyenzo chini yake: name: Kiingereza | Kiswahili",
    ),
    (
        RESOURCE_LINE_UNKNOWN,
        "Chini ya nyenzo andika name: Kiingereza | Kiswahili na, ukipenda, about: Kiingereza | Kiswahili",
    ),
    (
        DESCRIPTION_MISSING,
        "Andika maandishi ya mada chini ya ## English na chini ya ## Kiswahili",
    ),
    (
        DESCRIPTION_TOO_LONG,
        "Maandishi ya mada yasizidi herufi 20000 kwa kila lugha",
    ),
    (
        DAYS_INVALID,
        "Andika siku za kuifanya kama namba kamili kuanzia 1 hadi 365, kama days: 7",
    ),
    (TASKS_MISSING, "Kazi inahitaji maswali yake chini ya ## Tasks"),
    (
        TASK_INVALID,
        "Andika swali kama 1. text | Kiingereza | Kiswahili (aina ni text, link, choice, checkbox au file)",
    ),
    (
        TASK_TYPE_UNKNOWN,
        "Aina ya swali ni text, link, choice, checkbox au file",
    ),
    (TASK_NUMBER_TWICE, "Swali jingine lina namba hii"),
    (
        OPTIONS_NEEDED,
        "Swali la choice au checkbox linahitaji angalau machaguo mawili chini yake, kila moja - Kiingereza | Kiswahili",
    ),
    (OPTIONS_NOT_TAKEN, "Swali la choice au checkbox pekee ndilo lina machaguo"),
    (
        NAME_TOO_LONG,
        "Majina na vichwa visizidi herufi 120 kwa kila lugha",
    ),
    (TEXT_TOO_LONG, "Kila maandishi yasizidi herufi 2000 kwa kila lugha"),
    (
        PAIR_ONE_LINE,
        "Andika kila maandishi kwenye mstari mmoja, bila alama |",
    ),
    (
        PLACE_ONE_LINE,
        "Andika mahali kwenye mstari mmoja, bila alama |",
    ),
    (PLACE_TOO_LONG, "Mahali pasizidi herufi 120"),
    (
        SIZE_MISSING,
        "Taja ukubwa wa nyenzo ya sauti au faili kwa baiti",
    ),
    (
        POINTS_UNEVEN,
        "Andika kila kipengele cha lengo kwa Kiingereza na kwa Kiswahili",
    ),
    (
        DESCRIPTION_HEADING,
        "Maandishi ya mada hayawezi kuwa na kichwa kiitwacho Kiswahili: chagua kichwa kingine",
    ),
    (
        TASK_KEY_INVALID,
        "Yape maswali namba kamili: 1, 2, 3…",
    ),
    (COURSE_SAVED, "Kozi imehifadhiwa"),
    (COURSE_REMOVED, "Kozi imeondolewa"),
    (COURSE_IMPORTED, "Kozi imeingizwa"),
    (SCHEDULE_SAVED, "Ratiba imehifadhiwa"),
    (FAQS_SAVED, "Maswali yanayoulizwa mara kwa mara yamehifadhiwa"),
    (CHAPTER_SAVED, "Sura imehifadhiwa"),
    (CHAPTER_REMOVED, "Sura imeondolewa"),
    (TOPIC_SAVED, "Mada imehifadhiwa"),
    (TOPIC_REMOVED, "Mada imeondolewa"),
    (ASSIGNMENT_SAVED, "Kazi imehifadhiwa"),
    (ASSIGNMENT_REMOVED, "Kazi imeondolewa"),
    (
        COURSE_HAS_WORK,
        "Washiriki wana kazi katika kozi hii; haiwezi kuondolewa",
    ),
    (
        CHAPTER_NOT_EMPTY,
        "Ondoa mada na kazi za sura hii kwanza",
    ),
    (
        TASKS_ANSWERED,
        "Washiriki wamejibu kazi hii; maswali yake hayawezi kubadilika",
    ),
    (
        ASSIGNMENT_ANSWERED,
        "Washiriki wamejibu kazi hii; haiwezi kuondolewa",
    ),
    (
        IMPORT_TOO_LARGE,
        "Kozi ya kuingiza isizidi MB 2 za maandishi",
    ),
    (
        IMPORT_TOO_MANY_FILES,
        "Kozi ya kuingiza isizidi mafaili 400",
    ),
    (
        IMPORT_UNREADABLE,
        "Tuma kozi kama mafaili, kila moja na njia yake na maandishi yake",
    ),
];

/// A course-format message in `language`; the Markdown checker's messages are the playbook's.
pub fn in_language(english: &str, language: Language) -> &str {
    match crate::language::translated(MESSAGES, english, language) {
        same if same == english => crate::playbook::messages::in_language(english, language),
        translated => translated,
    }
}

/// The error as a person reads it: `01-start/02-costs.md, line 4: …` (`mstari` in Swahili).
pub fn describe(error: &CourseError, language: Language) -> String {
    let line = match (error.line, language) {
        (0, _) => String::new(),
        (n, Language::English) => [", line ", &n.to_string()].concat(),
        (n, Language::Swahili) => [", mstari ", &n.to_string()].concat(),
    };
    [
        &error.file,
        &line,
        ": ",
        in_language(error.message, language),
    ]
    .concat()
}
