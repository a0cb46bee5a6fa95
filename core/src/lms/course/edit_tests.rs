use super::*;
use crate::playbook::markdown::{LINK_INVALID, MARKDOWN_HTML};

fn t(en: &str, sw: &str) -> Text {
    Text::new(en, sw)
}

#[test]
fn a_pair_needs_both_languages_on_one_line_within_its_length() {
    assert_eq!(check_name(&t("  Money ", " Pesa")), Ok(t("Money", "Pesa")));
    assert_eq!(check_name(&t("Money", " ")), Err(PAIR_BLANK));
    assert_eq!(check_text(&t("", "Pesa")), Err(PAIR_BLANK));
    assert_eq!(check_name(&t("A | B", "Pesa")), Err(PAIR_ONE_LINE));
    assert_eq!(check_text(&t("Two\nlines", "Pesa")), Err(PAIR_ONE_LINE));
    let long_name = "n".repeat(MAX_TITLE_CHARS + 1);
    assert_eq!(check_name(&t(&long_name, "x")), Err(NAME_TOO_LONG));
    assert!(check_text(&t(&long_name, "x")).is_ok());
    let long_text = "é".repeat(MAX_TEXT_CHARS + 1);
    assert_eq!(check_text(&t("x", &long_text)), Err(TEXT_TOO_LONG));
    assert!(check_text(&t("x", &"é".repeat(MAX_TEXT_CHARS))).is_ok());
    assert_eq!(check_optional_text(&t(" ", "")), Ok(Text::default()));
    assert_eq!(check_optional_text(&t("About", "")), Err(PAIR_BLANK));
}

fn meeting<'a>(day: &'a str, starts: &'a str, ends: &'a str, place: &'a str) -> MeetingDraft<'a> {
    const TITLE: &Text = &Text {
        en: String::new(),
        sw: String::new(),
    };
    MeetingDraft {
        title: TITLE,
        day,
        starts,
        ends,
        place,
    }
}

#[test]
fn a_meeting_is_a_day_and_times_in_nairobi_with_a_place_and_a_title() {
    let title = t("Welcome", "Karibu");
    let draft = MeetingDraft {
        title: &title,
        ..meeting("2026-12-03", "09:00", "11:00", " Nairobi hub ")
    };
    let m = check_meeting(draft).expect("valid");
    // 2026-12-03 09:00 in Nairobi is 06:00 UTC.
    assert_eq!((m.starts_at, m.ends_at), (1_796_277_600, 1_796_284_800));
    assert_eq!(m.place, "Nairobi hub");
    assert_eq!(
        meeting_times(m.starts_at, m.ends_at),
        MeetingTimes {
            day: "2026-12-03".into(),
            starts: "09:00".into(),
            ends: "11:00".into()
        }
    );
    for (day, starts, ends) in [
        ("2026-13-03", "09:00", "11:00"),
        ("03/12/2026", "09:00", "11:00"),
        ("2026-12-03", "9:00", "11:00"),
        ("2026-12-03", "09:00", "24:00"),
        ("2026-12-03", "09:60", "11:00"),
    ] {
        let draft = MeetingDraft {
            title: &title,
            ..meeting(day, starts, ends, "Hub")
        };
        assert_eq!(
            check_meeting(draft),
            Err(MEETING_TIME_INVALID),
            "{day} {starts} {ends}"
        );
    }
    let check = |starts, ends, place| {
        check_meeting(MeetingDraft {
            title: &title,
            ..meeting("2026-12-03", starts, ends, place)
        })
    };
    assert_eq!(
        check("11:00", "11:00", "Hub"),
        Err(MEETING_ENDS_BEFORE_START)
    );
    assert_eq!(
        check("11:00", "09:00", "Hub"),
        Err(MEETING_ENDS_BEFORE_START)
    );
    assert_eq!(check("09:00", "11:00", "  "), Err(PLACE_REQUIRED));
    assert_eq!(check("09:00", "11:00", "Hub | B"), Err(PLACE_ONE_LINE));
    assert_eq!(
        check("09:00", "11:00", &"p".repeat(121)),
        Err(PLACE_TOO_LONG)
    );
    let nameless = check_meeting(meeting("2026-12-03", "09:00", "11:00", "Hub"));
    assert_eq!(nameless, Err(PAIR_BLANK));
}

#[test]
fn meeting_times_read_back_across_midnight_utc() {
    // 2027-01-01 01:30 in Nairobi is 2026-12-31 22:30 UTC.
    let starts = read_day("2027-01-01").expect("day") + 5400;
    let times = meeting_times(starts, starts + 3600);
    assert_eq!(
        (
            times.day.as_str(),
            times.starts.as_str(),
            times.ends.as_str()
        ),
        ("2027-01-01", "01:30", "02:30")
    );
}

#[test]
fn a_resource_has_its_type_link_size_and_name() {
    let name = t("Listen", "Sikiliza");
    let none = Text::default();
    let draft = |kind, link, size| ResourceDraft {
        kind,
        link,
        size_bytes: size,
        name: &name,
        description: &none,
    };
    let audio = check_resource(
        draft("audio", "https://m.example.org/a.mp3", Some(4_200_000)),
        1,
    )
    .expect("audio");
    assert_eq!(
        (audio.type_id, audio.size_bytes),
        (RESOURCE_AUDIO, Some(4_200_000))
    );
    let media =
        check_resource(draft("file", "/api/lms/media/abc/def", Some(10)), 2).expect("media");
    assert_eq!((media.type_id, media.position), (RESOURCE_FILE, 2));
    let video = check_resource(draft("video", "dQw4w9WgXcQ", Some(99)), 3).expect("video");
    assert_eq!(
        (video.link.as_str(), video.size_bytes),
        ("dQw4w9WgXcQ", None)
    );
    let refused = |kind, link, size| check_resource(draft(kind, link, size), 1).err();
    assert_eq!(
        refused("podcast", "https://a.b/c", Some(1)),
        Some(RESOURCE_TYPE_UNKNOWN)
    );
    assert_eq!(
        refused("audio", "http://a.b/c", Some(1)),
        Some(RESOURCE_LINK_INVALID)
    );
    assert_eq!(
        refused("audio", "https://a.b/c d", Some(1)),
        Some(RESOURCE_LINK_INVALID)
    );
    assert_eq!(
        refused("file", "https://a.b/c|d", Some(1)),
        Some(RESOURCE_LINK_INVALID)
    );
    assert_eq!(
        refused("file", "/api/lms/media/", Some(1)),
        Some(RESOURCE_LINK_INVALID)
    );
    assert_eq!(
        refused("file", "/api/lms/files/x", Some(1)),
        Some(RESOURCE_LINK_INVALID)
    );
    assert_eq!(
        refused("video", "https://youtu.be/dQw4w9WgXcQ", None),
        Some(VIDEO_ID_INVALID)
    );
    assert_eq!(refused("audio", "https://a.b/c", None), Some(SIZE_MISSING));
    assert_eq!(
        refused("audio", "https://a.b/c", Some(0)),
        Some(SIZE_INVALID)
    );
    assert_eq!(
        refused("audio", "https://a.b/c", Some(SIZE_MAX_BYTES + 1)),
        Some(SIZE_INVALID)
    );
    let nameless = ResourceDraft {
        name: &none,
        ..draft("audio", "https://a.b/c", Some(1))
    };
    assert_eq!(check_resource(nameless, 1), Err(PAIR_BLANK));
    let half = t("About", "");
    let half_described = ResourceDraft {
        description: &half,
        ..draft("audio", "https://a.b/c", Some(1))
    };
    assert_eq!(check_resource(half_described, 1), Err(PAIR_BLANK));
}

#[test]
fn an_objective_has_a_title_and_as_many_points_in_each_language() {
    let list = ObjectiveList {
        en: vec![" Count ".into()],
        sw: vec!["Hesabu".into()],
    };
    let objective = check_objective(&t("Sales", "Mauzo"), &list).expect("valid");
    assert_eq!(objective.list.en, ["Count"]);
    let uneven = ObjectiveList {
        en: vec!["Count".into()],
        sw: vec![],
    };
    assert_eq!(
        check_objective(&t("Sales", "Mauzo"), &uneven),
        Err(POINTS_UNEVEN)
    );
    let blank = ObjectiveList {
        en: vec!["Count".into()],
        sw: vec![" ".into()],
    };
    assert_eq!(
        check_objective(&t("Sales", "Mauzo"), &blank),
        Err(PAIR_BLANK)
    );
    assert_eq!(check_objective(&t("", "Mauzo"), &list), Err(PAIR_BLANK));
    assert!(check_objective(&t("Sales", "Mauzo"), &ObjectiveList::default()).is_ok());
}

#[test]
fn a_topic_has_a_name_and_its_text_in_the_markdown_subset() {
    let (name, text) = check_topic(
        &t("Records", "Kumbukumbu"),
        &t("\n## Why  \r\n\r\nWrite **it**.\n\n", "Andika."),
    )
    .expect("valid");
    assert_eq!(name, t("Records", "Kumbukumbu"));
    assert_eq!(text.en, "## Why\n\nWrite **it**.");
    assert_eq!(check_description("  \n "), Err(DESCRIPTION_MISSING));
    assert_eq!(
        check_description(&"a".repeat(DESCRIPTION_MAX_CHARS + 1)),
        Err(DESCRIPTION_TOO_LONG)
    );
    assert_eq!(check_description("a <b>bold</b>"), Err(MARKDOWN_HTML));
    assert_eq!(check_description("[x](http://a.b)"), Err(LINK_INVALID));
    assert_eq!(
        check_description("Text\n## kiswahili\nMore"),
        Err(DESCRIPTION_HEADING)
    );
    assert!(check_description("Text\n### Kiswahili\nMore").is_ok());
    assert_eq!(
        check_topic(&t("Records", "Kumbukumbu"), &t("Text", "")),
        Err(DESCRIPTION_MISSING)
    );
}

#[test]
fn a_faq_has_its_question_and_answer() {
    let faq = check_faq(&t(" Long? ", "Muda?"), &t("Six weeks.", "Wiki sita.")).expect("valid");
    assert_eq!(faq.question.en, "Long?");
    assert_eq!(
        check_faq(&t("Long?", "Muda?"), &t("", "Wiki sita.")),
        Err(PAIR_BLANK)
    );
}

#[test]
fn an_assignment_has_its_days_and_tasks() {
    assert_eq!(check_days(7), Ok(7));
    assert_eq!(check_days(365), Ok(365));
    for bad in [0, -1, 366, i64::MAX] {
        assert_eq!(check_days(bad), Err(DAYS_INVALID), "{bad}");
    }
    assert_eq!(task_key("01"), Ok("1".to_owned()));
    assert_eq!(task_key("0"), Ok("0".to_owned()));
    assert_eq!(task_key("1a"), Err(TASK_KEY_INVALID));
    assert_eq!(task_key(""), Err(TASK_KEY_INVALID));
    let text = t("Where?", "Wapi?");
    let options = [t("Shop", "Duka"), t("Phone", "Simu")];
    let choice = TaskDraft {
        text: &text,
        kind: "choice",
        options: &options,
    };
    let plain = TaskDraft {
        text: &text,
        kind: "text",
        options: &[],
    };
    let tasks = check_tasks(&[("1", choice), ("2", plain)]).expect("valid");
    assert_eq!(tasks["1"].kind, TaskType::Choice);
    assert_eq!(tasks["2"].options, Vec::<Text>::new());
    assert_eq!(check_tasks(&[]), Err(TASKS_MISSING));
    assert_eq!(
        check_tasks(&[("1", plain), ("01", plain)]),
        Err(TASK_NUMBER_TWICE)
    );
    assert_eq!(check_tasks(&[("one", plain)]), Err(TASK_KEY_INVALID));
    let essay = TaskDraft {
        kind: "essay",
        ..plain
    };
    assert_eq!(check_task(essay), Err(TASK_TYPE_UNKNOWN));
    let one_option = TaskDraft {
        options: &options[..1],
        ..choice
    };
    assert_eq!(check_task(one_option), Err(OPTIONS_NEEDED));
    let text_with_options = TaskDraft {
        options: &options,
        ..plain
    };
    assert_eq!(check_task(text_with_options), Err(OPTIONS_NOT_TAKEN));
    let blank_option = [t("Shop", "Duka"), t("", "Simu")];
    let with_blank = TaskDraft {
        options: &blank_option,
        ..choice
    };
    assert_eq!(check_task(with_blank), Err(PAIR_BLANK));
}

#[test]
fn an_item_is_placed_and_the_others_pushed_down() {
    let list = ["a", "b", "c"];
    assert_eq!(reorder(&list, "d", None), ["a", "b", "c", "d"]);
    assert_eq!(reorder(&list, "d", Some(1)), ["d", "a", "b", "c"]);
    assert_eq!(reorder(&list, "d", Some(-4)), ["d", "a", "b", "c"]);
    assert_eq!(reorder(&list, "d", Some(99)), ["a", "b", "c", "d"]);
    assert_eq!(reorder(&list, "b", None), ["a", "b", "c"]);
    assert_eq!(reorder(&list, "c", Some(1)), ["c", "a", "b"]);
    assert_eq!(reorder(&list, "a", Some(2)), ["b", "a", "c"]);
    assert_eq!(reorder(&list, "a", Some(i64::MAX)), ["b", "c", "a"]);
}

proptest::proptest! {
    #[test]
    fn reordering_keeps_every_item_once(
        n in 0usize..8,
        item in 0usize..10,
        position in proptest::option::of(-3i64..12),
    ) {
        let list: Vec<usize> = (0..n).collect();
        let order = reorder(&list, item, position);
        let mut sorted = order.clone();
        sorted.sort_unstable();
        let mut expected = list.clone();
        if !expected.contains(&item) {
            expected.push(item);
            expected.sort_unstable();
        }
        proptest::prop_assert_eq!(sorted, expected);
        if let Some(p) = position {
            let at = order.iter().position(|x| *x == item).unwrap_or_default();
            proptest::prop_assert_eq!(at, usize::try_from(p.max(1) - 1).unwrap_or(0).min(order.len() - 1));
        }
    }
}
