use std::collections::BTreeSet;
use std::str::FromStr;

use rust_decimal::Decimal;

use super::score::{acumen_score, growth, survey_score};
use super::*;
use crate::survey::answer::NOT_AN_OPTION;

fn answers(pairs: &[(&str, Answer)]) -> Answers {
    pairs
        .iter()
        .map(|(k, v)| ((*k).to_owned(), v.clone()))
        .collect()
}

fn dec(text: &str) -> Decimal {
    Decimal::from_str(text).expect("a decimal")
}

/// A full, valid answer to every question of a survey: the first option, `3` on a scale, text.
fn complete(survey: &LmsSurvey) -> Answers {
    survey
        .questions
        .iter()
        .filter(|q| q.dependent.is_none())
        .map(|q| {
            let answer = match q.kind {
                QuestionType::SelectMany => Answer::many(&[&q.options[0].value]),
                QuestionType::SelectOne if ask::is_scale(&q.options) => Answer::one("3"),
                QuestionType::SelectOne => Answer::one(&q.options[0].value),
                QuestionType::Integer | QuestionType::Decimal => Answer::one("4"),
                _ => Answer::one("Something real"),
            };
            (q.name.clone(), answer)
        })
        .collect()
}

#[test]
fn the_seven_surveys_of_the_spec_with_their_titles_keys_and_paths() {
    let found: Vec<(&str, String, Option<&str>, String)> = all()
        .iter()
        .map(|s| (s.slug, s.title.en.clone(), s.key, s.path_to_submit(1)))
        .collect();
    let expected = [
        (
            "confidence-level",
            "Confidence Survey",
            Some("confidence"),
            "surveys/confidence-level/1/submits",
        ),
        (
            "training-impact-report",
            "Training Impact Report",
            Some("training"),
            "surveys/trainees/training-impact-report/submits",
        ),
        (
            "computer-literacy",
            "Computer Literacy",
            Some("computerLiteracy"),
            "surveys/computer-literacy/1/submits",
        ),
        (
            "business-acumen/entry",
            "Entry Questions",
            Some("businessAcumen"),
            "surveys/business-acumen/entry/submits",
        ),
        (
            "business-acumen/exit",
            "Exit Questions",
            None,
            "surveys/business-acumen/exit/submits",
        ),
        (
            "baseline",
            "Baseline Survey",
            Some("baseline"),
            "surveys/baseline/1/submits",
        ),
        (
            "buruka-post-training",
            "Post-training survey",
            None,
            "surveys/buruka-post-training/submits",
        ),
    ];
    assert_eq!(found.len(), expected.len());
    for (got, want) in found.iter().zip(expected) {
        assert_eq!((got.0, got.1.as_str(), got.2, got.3.as_str()), want);
    }
    let keys: BTreeSet<&str> = all().iter().filter_map(|s| s.key).collect();
    assert_eq!(keys, DONE_KEYS.into_iter().collect());
    assert_eq!(
        by_slug("baseline").expect("found").path_to_submit(2),
        "surveys/baseline/2/submits"
    );
    assert_eq!(
        by_slug("training-impact-report")
            .expect("found")
            .read_path(),
        "surveys/trainees/training-impact-report"
    );
    assert_eq!(
        by_slug("/business-acumen/entry").map(|s| s.slug),
        Some("business-acumen/entry")
    );
    assert!(by_slug("business-acumen").is_none());
}

#[test]
fn a_submit_path_names_its_survey_and_round() {
    let named = |path: &str| by_submit_path(path).map(|(s, round)| (s.slug, round));
    assert_eq!(
        named("/surveys/business-acumen/entry/submits"),
        Some(("business-acumen/entry", 1))
    );
    assert_eq!(
        named("surveys/trainees/training-impact-report/submits"),
        Some(("training-impact-report", 1))
    );
    assert_eq!(
        named("surveys/confidence-level/2/submits"),
        Some(("confidence-level", 2))
    );
    assert_eq!(
        named("surveys/buruka-post-training/submits"),
        Some(("buruka-post-training", 1))
    );
    assert_eq!(named("surveys/confidence-level/0/submits"), None);
    assert_eq!(named("surveys/confidence-level/submits"), None);
    assert_eq!(named("surveys/training-impact-report/1/submits"), None);
    assert_eq!(named("surveys/buruka-post-training/1/submits"), None);
    assert_eq!(named("surveys/baseline/-1/submits"), None);
    for survey in all() {
        assert_eq!(
            named(&survey.path_to_submit(3)).map(|(s, _)| s),
            Some(survey.slug)
        );
    }
}

#[test]
fn every_survey_has_sensible_questions_in_both_languages() {
    for survey in all() {
        assert!(!survey.title.sw.trim().is_empty(), "{}", survey.slug);
        let asked = survey
            .questions
            .iter()
            .filter(|q| q.dependent.is_none())
            .count();
        assert!((6..=12).contains(&asked), "{} asks {asked}", survey.slug);
        let names: BTreeSet<&str> = survey.questions.iter().map(|q| q.name.as_str()).collect();
        let codes: BTreeSet<&str> = survey.questions.iter().map(|q| q.code.as_str()).collect();
        assert_eq!(
            names.len(),
            survey.questions.len(),
            "{}: names repeat",
            survey.slug
        );
        assert_eq!(
            codes.len(),
            survey.questions.len(),
            "{}: codes repeat",
            survey.slug
        );
        for q in &survey.questions {
            assert!(
                !q.text.en.trim().is_empty() && !q.text.sw.trim().is_empty(),
                "{}",
                q.name
            );
            assert_ne!(q.text.en, q.text.sw, "{} is not translated", q.name);
            assert_eq!(q.kind.has_options(), !q.options.is_empty(), "{}", q.name);
            for c in &q.options {
                assert!(!c.label.en.trim().is_empty() && !c.label.sw.trim().is_empty());
            }
            if q.kind == QuestionType::SelectMany {
                assert!(
                    q.required,
                    "{}: a multiple question must be answered",
                    q.name
                );
            }
        }
        assert_eq!(
            check(survey.slug, &complete(&survey), Country::Kenya).map(|_| ()),
            Ok(()),
            "{}",
            survey.slug
        );
    }
}

#[test]
fn a_missing_answer_asks_for_all_questions() {
    let survey = by_slug("baseline").expect("found");
    let mut given = complete(&survey);
    given.remove("challenges");
    given.insert("goal".into(), Answer::one("  "));
    assert_eq!(
        check("baseline", &given, Country::Kenya),
        Err(vec![
            Problem {
                name: "challenges".into(),
                message: ANSWER_ALL_QUESTIONS
            },
            Problem {
                name: "goal".into(),
                message: ANSWER_ALL_QUESTIONS
            },
        ])
    );
    given.insert("challenges".into(), Answer::Many(Vec::new()));
    given.insert("goal".into(), Answer::one("Open a second stall"));
    assert!(
        check("baseline", &given, Country::Kenya).is_err(),
        "an empty list is no answer"
    );
    given.insert("challenges".into(), Answer::many(&["capital", "nonsense"]));
    assert_eq!(
        check("baseline", &given, Country::Kenya).map_err(|p| p[0].message),
        Err(NOT_AN_OPTION)
    );
    assert_eq!(
        check("nonsense", &given, Country::Kenya),
        Err(vec![Problem {
            name: "slug".into(),
            message: SURVEY_NOT_FOUND
        }])
    );
}

#[test]
fn the_other_option_reveals_a_required_text_and_is_not_stored_in_the_list() {
    let survey = by_slug("computer-literacy").expect("found");
    let other = survey
        .question("devices_other")
        .expect("the other question");
    assert_eq!(other.kind, QuestionType::Text);
    assert!(other.required);
    assert_eq!(
        other.dependent.as_ref().map(|d| d.input.as_str()),
        Some(OTHER)
    );
    let mut given = complete(&survey);
    given.insert("devices".into(), Answer::many(&["smartphone", OTHER]));
    assert_eq!(
        check(survey.slug, &given, Country::Tanzania),
        Err(vec![Problem {
            name: "devices_other".into(),
            message: ANSWER_ALL_QUESTIONS
        }])
    );
    given.insert(
        "devices_other".into(),
        Answer::one("A shared family laptop"),
    );
    let stored = check(survey.slug, &given, Country::Tanzania).expect("accepted");
    assert_eq!(stored["devices"], Answer::many(&["smartphone"]));
    assert_eq!(
        stored["devices_other"],
        Answer::one("A shared family laptop")
    );
    given.insert("devices".into(), Answer::many(&["smartphone"]));
    let without = check(survey.slug, &given, Country::Tanzania).expect("accepted");
    assert!(!without.contains_key("devices_other"), "hidden: not stored");
    let baseline = by_slug("baseline").expect("found");
    let mut one = complete(&baseline);
    one.insert("business_type".into(), Answer::one(OTHER));
    assert!(check("baseline", &one, Country::Kenya).is_err());
    one.insert(
        "business_type_other".into(),
        Answer::one("Boda boda transport"),
    );
    assert_eq!(
        check("baseline", &one, Country::Kenya).map(|a| a["business_type_other"].clone()),
        Ok(Answer::one("Boda boda transport"))
    );
}

#[test]
fn the_confidence_and_computer_scores_average_the_scale() {
    let survey = by_slug("confidence-level").expect("found");
    let mut given = complete(&survey);
    for (i, q) in survey
        .questions
        .iter()
        .filter(|q| ask::is_scale(&q.options))
        .enumerate()
    {
        given.insert(q.name.clone(), Answer::one(["5", "4", "4"][i % 3]));
    }
    // Nine answers: 5,4,4 three times: 39 / 9.
    assert_eq!(survey_score("confidence-level", &given), Some(dec("4.33")));
    let all_ones: Answers = survey
        .questions
        .iter()
        .filter(|q| ask::is_scale(&q.options))
        .map(|q| (q.name.clone(), Answer::one("1")))
        .collect();
    assert_eq!(
        survey_score("confidence-level", &all_ones),
        Some(Decimal::ONE)
    );
    let literacy = answers(&[
        ("mobile_money", Answer::one("5")),
        ("spreadsheet", Answer::one("2")),
        ("devices", Answer::many(&["smartphone"])),
        ("email", Answer::one("9")),
    ]);
    assert_eq!(
        survey_score("computer-literacy", &literacy),
        Some(dec("3.5"))
    );
    assert_eq!(survey_score("computer-literacy", &Answers::new()), None);
    assert_eq!(
        survey_score("baseline", &complete(&by_slug("baseline").expect("found"))),
        None
    );
    assert_eq!(survey_score("nonsense", &literacy), None);
}

#[test]
fn acumen_is_the_share_answered_right_and_growth_is_exit_less_entry() {
    let entry = by_slug("business-acumen/entry").expect("found");
    let exit = by_slug("business-acumen/exit").expect("found");
    assert_eq!(
        entry.questions,
        exit.questions
            .iter()
            .map(|q| Question {
                code: q.code.replace("exit", "entry"),
                ..q.clone()
            })
            .collect::<Vec<_>>()
    );
    let right: Answers = acumen_answers()
        .map(|(name, value)| (name.to_owned(), Answer::one(value)))
        .collect();
    assert_eq!(right.len(), 10);
    assert_eq!(acumen_score(&right), dec("5"));
    for (name, correct) in acumen_answers() {
        let q = entry.question(name).expect("asked");
        assert!(
            q.option(correct).is_some(),
            "{name}: the right answer is an option"
        );
    }
    let mut some = right.clone();
    for name in ["profit", "pricing", "loan_cost", "restock"] {
        some.insert(name.into(), Answer::one("d"));
    }
    some.remove("good_month");
    assert_eq!(acumen_score(&some), dec("2.5"));
    assert_eq!(acumen_score(&Answers::new()), Decimal::ZERO);
    assert_eq!(
        growth(acumen_score(&some), acumen_score(&right)),
        dec("2.5")
    );
    assert_eq!(growth(dec("4"), dec("3.5")), dec("-0.5"));
}

#[test]
fn messages_have_their_swahili() {
    use crate::language::Language::Swahili;
    assert_eq!(
        messages::in_language(ANSWER_ALL_QUESTIONS, Swahili),
        "Jibu maswali yote"
    );
    assert_eq!(
        messages::in_language(NOT_AN_OPTION, Swahili),
        "Chagua kati ya machaguo yaliyotolewa"
    );
}

#[test]
fn sent_in_the_engines_question_shape() {
    let json = serde_json::to_value(by_slug("baseline").expect("found")).expect("serialises");
    assert_eq!(json["slug"], "baseline");
    assert_eq!(json["title"]["sw"], "Utafiti wa Awali");
    assert_eq!(json["questions"][0]["type"], "selectOne");
    assert!(json.get("submitPath").is_none() && json.get("key").is_none());
}
