use proptest::prelude::*;
use serde_json::{json, Map, Value};

use super::*;

fn body(value: Value) -> Map<String, Value> {
    value.as_object().expect("an object").clone()
}

fn full() -> Map<String, Value> {
    body(json!({
        "name": "Mama Mboga Greens", "businessCategory": 2, "phone": "0712 345 678",
        "displayName": "", "currentNeed": "A cold room", "enabled": 1, "readyForGrowth": 0,
        "showPerformance": 0, "videoId": "https://youtu.be/dQw4w9WgXcQ",
        "overview": "Vegetables for Kibera", "investorBenefit": "10% of profit",
        "mapLink": "{\"lng\":36.8219,\"lat\":-1.2921}", "businessAddress": "Kibera, Nairobi",
        "yearPlan5": "Three shops", "companyDifferentiation": "Fresh every morning",
    }))
}

fn fields(problems: &[Problem]) -> Vec<(&str, &str)> {
    problems.iter().map(|p| (p.field, p.message)).collect()
}

#[test]
fn a_whole_form_is_kept_trimmed_with_core_forms() {
    let profile = check(&ProfileForm::read(&full(), &ProfileForm::default())).expect("valid");
    assert_eq!(profile.name, "Mama Mboga Greens");
    assert_eq!(profile.display_name, "Mama Mboga Greens");
    assert_eq!(profile.category, 2);
    assert_eq!(profile.phone, "0712345678");
    assert_eq!(profile.video_id, "dQw4w9WgXcQ");
    assert_eq!(profile.map_link, r#"{"lng":36.8219,"lat":-1.2921}"#);
    assert_eq!(profile.flags, Flags::default());
    // Round trip: the kept profile read back as a form checks to itself.
    assert_eq!(check(&ProfileForm::from(&profile)), Ok(profile));
}

#[test]
fn the_defaults_are_the_specs() {
    let flags = Flags::default();
    assert!(flags.enabled && !flags.ready_for_growth && !flags.show_performance);
    assert!(!flags.is_public());
    let mut sent = full();
    for key in [
        "enabled",
        "readyForGrowth",
        "showPerformance",
        "mapLink",
        "videoId",
    ] {
        sent.remove(key);
    }
    let profile = check(&ProfileForm::read(&sent, &ProfileForm::default())).expect("valid");
    assert_eq!(profile.flags, Flags::default());
    assert_eq!(
        (profile.map_link.as_str(), profile.video_id.as_str()),
        ("", "")
    );
}

#[test]
fn the_spec_checks_come_first_in_its_order() {
    let empty = ProfileForm::read(&Map::new(), &ProfileForm::default());
    let problems = check(&empty).expect_err("blank");
    assert_eq!(
        fields(&problems),
        vec![
            ("name", NAME_BLANK),
            ("businessCategory", CATEGORY_BLANK),
            ("phone", PHONE_BLANK),
            ("overview", OVERVIEW_BLANK),
        ]
    );
    // Each blank alone, and the placeholder category (0, "", null) counts as blank.
    for (key, blank, message) in [
        ("name", json!("  "), NAME_BLANK),
        ("businessCategory", json!(0), CATEGORY_BLANK),
        ("businessCategory", json!(""), CATEGORY_BLANK),
        ("businessCategory", Value::Null, CATEGORY_BLANK),
        ("phone", json!(""), PHONE_BLANK),
        ("overview", json!(null), OVERVIEW_BLANK),
    ] {
        let mut sent = full();
        sent.insert(key.to_owned(), blank);
        let problems = check(&ProfileForm::read(&sent, &ProfileForm::default())).expect_err(key);
        assert_eq!(fields(&problems), vec![(key, message)]);
    }
}

#[test]
fn the_open_limits_name_their_fields() {
    let mut sent = full();
    sent.insert("name".into(), json!("n".repeat(NAME_MAX + 1)));
    sent.insert("businessCategory".into(), json!("retail"));
    sent.insert("phone".into(), json!("12345"));
    sent.insert("overview".into(), json!("o".repeat(OVERVIEW_MAX + 1)));
    sent.insert(
        "displayName".into(),
        json!("d".repeat(DISPLAY_NAME_MAX + 1)),
    );
    sent.insert(
        "companyDifferentiation".into(),
        json!("c".repeat(STORY_MAX + 1)),
    );
    sent.insert("yearPlan5".into(), json!("y".repeat(STORY_MAX + 1)));
    sent.insert("investorBenefit".into(), json!("i".repeat(STORY_MAX + 1)));
    sent.insert("currentNeed".into(), json!("c".repeat(STORY_MAX + 1)));
    sent.insert("businessAddress".into(), json!("a".repeat(ADDRESS_MAX + 1)));
    sent.insert("mapLink".into(), json!("Nairobi"));
    sent.insert("videoId".into(), json!("https://vimeo.com/1"));
    sent.insert("enabled".into(), json!(2));
    sent.insert("readyForGrowth".into(), json!("yes"));
    sent.insert("showPerformance".into(), json!([1]));
    let problems = check(&ProfileForm::read(&sent, &ProfileForm::default())).expect_err("bad");
    assert_eq!(
        fields(&problems),
        vec![
            ("name", NAME_TOO_LONG),
            ("businessCategory", CATEGORY_UNKNOWN),
            ("phone", PHONE_INVALID),
            ("overview", OVERVIEW_TOO_LONG),
            ("displayName", DISPLAY_NAME_TOO_LONG),
            ("companyDifferentiation", VALUE_PROPOSITION_TOO_LONG),
            ("yearPlan5", YEAR_PLAN_TOO_LONG),
            ("investorBenefit", INVESTOR_BENEFIT_TOO_LONG),
            ("currentNeed", CURRENT_NEED_TOO_LONG),
            ("businessAddress", ADDRESS_TOO_LONG),
            ("mapLink", MAP_LINK_INVALID),
            ("videoId", VIDEO_INVALID),
            ("enabled", FLAG_INVALID),
            ("readyForGrowth", FLAG_INVALID),
            ("showPerformance", FLAG_INVALID),
        ]
    );
    // At the limits, every text is kept (characters, not bytes: Swahili and emoji count once).
    let mut sent = full();
    sent.insert("name".into(), json!("ŋ".repeat(NAME_MAX)));
    sent.insert("overview".into(), json!("🌽".repeat(OVERVIEW_MAX)));
    sent.insert("businessAddress".into(), json!("a".repeat(ADDRESS_MAX)));
    assert!(check(&ProfileForm::read(&sent, &ProfileForm::default())).is_ok());
}

#[test]
fn switches_and_categories_read_leniently() {
    let mut sent = full();
    sent.insert("enabled".into(), json!(false));
    sent.insert("readyForGrowth".into(), json!("1"));
    sent.insert("showPerformance".into(), json!(true));
    sent.insert("businessCategory".into(), json!(" 7 "));
    sent.insert("mapLink".into(), json!({ "lng": 39.2083, "lat": -6.7924 }));
    let profile = check(&ProfileForm::read(&sent, &ProfileForm::default())).expect("valid");
    assert_eq!(
        profile.flags,
        Flags {
            enabled: false,
            ready_for_growth: true,
            show_performance: true
        }
    );
    assert_eq!(profile.category, 7);
    assert_eq!(profile.map_link, r#"{"lng":39.2083,"lat":-6.7924}"#);
    for bad in [json!(-3), json!(2.5), json!("x")] {
        sent.insert("businessCategory".into(), bad);
        let problems = check(&ProfileForm::read(&sent, &ProfileForm::default())).expect_err("bad");
        assert_eq!(
            fields(&problems),
            vec![("businessCategory", CATEGORY_UNKNOWN)]
        );
    }
}

#[test]
fn an_update_keeps_what_it_leaves_out() {
    let saved = check(&ProfileForm::read(&full(), &ProfileForm::default())).expect("valid");
    let base = ProfileForm::from(&saved);
    let changed = ProfileForm::read(
        &body(json!({ "readyForGrowth": 1, "overview": "New" })),
        &base,
    );
    let profile = check(&changed).expect("valid");
    assert!(profile.flags.ready_for_growth && profile.flags.enabled);
    assert_eq!(profile.overview, "New");
    assert_eq!(profile.name, saved.name);
    assert_eq!(profile.map_link, saved.map_link);
    // A field sent blank is blank: the update's checks apply to it.
    let blanked = ProfileForm::read(&body(json!({ "name": "" })), &base);
    assert_eq!(
        fields(&check(&blanked).expect_err("blank")),
        vec![("name", NAME_BLANK)]
    );
}

proptest! {
    /// Whatever is sent, the check never panics, and a problem list is never empty; a kept
    /// profile is within every limit and checks to itself again.
    #[test]
    fn any_body_is_judged(
        name in ".{0,120}",
        overview in ".{0,40}",
        phone in "[0-9 +]{0,14}",
        category in proptest::option::of(-2i64..40),
        enabled in 0i64..3,
    ) {
        let mut sent = full();
        sent.insert("name".into(), json!(name));
        sent.insert("overview".into(), json!(overview));
        sent.insert("phone".into(), json!(phone));
        sent.insert("businessCategory".into(), json!(category));
        sent.insert("enabled".into(), json!(enabled));
        match check(&ProfileForm::read(&sent, &ProfileForm::default())) {
            Ok(profile) => {
                prop_assert!(!profile.name.is_empty() && profile.name.chars().count() <= NAME_MAX);
                prop_assert!(profile.category > 0);
                prop_assert_eq!(check(&ProfileForm::from(&profile)), Ok(profile));
            }
            Err(problems) => prop_assert!(!problems.is_empty()),
        }
    }
}
