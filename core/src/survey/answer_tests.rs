//! Each type's check of an answer, and the blanks and markers.

use super::*;
use crate::places::Country;
use crate::survey::model::{Choice, Text};

fn question(kind: QuestionType) -> Question {
    Question {
        name: "q".into(),
        code: "2*14*1*1".into(),
        text: Text::new("Q", "S"),
        kind,
        options: if kind.has_options() {
            vec![
                Choice::new("health", "Health", "Afya"),
                Choice::new("pension", "Pension", "Pensheni"),
                Choice::new("life", "Life", "Maisha"),
            ]
        } else {
            Vec::new()
        },
        options_link: None,
        active: true,
        dependent: None,
        required: true,
    }
}

fn check(kind: QuestionType, value: &str) -> Result<Option<Answer>, &'static str> {
    check_answer(&question(kind), Some(&Answer::one(value)), Country::Kenya)
}

fn stored(value: &str) -> Result<Option<Answer>, &'static str> {
    Ok(Some(Answer::one(value)))
}

#[test]
fn required_unless_optional_and_markers_count_as_blank() {
    for kind in QuestionType::ALL {
        if kind == QuestionType::Note {
            continue;
        }
        assert_eq!(
            check_answer(&question(kind), None, Country::Kenya),
            Err(ANSWER_REQUIRED)
        );
        assert_eq!(check(kind, "  "), Err(ANSWER_REQUIRED), "{kind:?}");
        assert_eq!(check(kind, SKIPPED), Err(ANSWER_REQUIRED));
        assert_eq!(check(kind, INACTIVE), Err(ANSWER_REQUIRED));
        let mut optional = question(kind);
        optional.required = false;
        assert_eq!(
            check_answer(&optional, Some(&Answer::many(&[" ", ""])), Country::Kenya),
            Ok(None)
        );
        assert_eq!(check_answer(&optional, None, Country::Kenya), Ok(None));
    }
    let mut note = question(QuestionType::Note);
    note.required = true;
    assert_eq!(
        check_answer(&note, Some(&Answer::one("hello")), Country::Kenya),
        Ok(None)
    );
}

#[test]
fn texts() {
    assert_eq!(
        check(QuestionType::Text, "  Good quarter "),
        stored("Good quarter")
    );
    let long = "x".repeat(ANSWER_MAX_CHARS);
    assert_eq!(check(QuestionType::Text, &long), stored(&long));
    assert_eq!(
        check(QuestionType::Text, &[&long, "y"].concat()),
        Err(ANSWER_TOO_LONG)
    );
    assert_eq!(
        check_answer(
            &question(QuestionType::Text),
            Some(&Answer::many(&["a", "b"])),
            Country::Kenya
        ),
        Err(ONE_ANSWER_ONLY)
    );
    assert_eq!(
        check_answer(
            &question(QuestionType::Text),
            Some(&Answer::many(&["a", ""])),
            Country::Kenya
        ),
        stored("a")
    );
}

#[test]
fn integers_are_whole_and_not_negative() {
    assert_eq!(check(QuestionType::Integer, "12"), stored("12"));
    assert_eq!(check(QuestionType::Integer, " 1,200 "), stored("1200"));
    assert_eq!(check(QuestionType::Integer, "0"), stored("0"));
    assert_eq!(check(QuestionType::Integer, "12.0"), stored("12"));
    assert_eq!(
        check(QuestionType::Integer, "12.5"),
        Err(NOT_A_WHOLE_NUMBER)
    );
    assert_eq!(
        check(QuestionType::Integer, "twelve"),
        Err(NOT_A_WHOLE_NUMBER)
    );
    assert_eq!(
        check(QuestionType::Integer, "1 200"),
        Err(NOT_A_WHOLE_NUMBER)
    );
    assert_eq!(check(QuestionType::Integer, "-3"), Err(NEGATIVE_NUMBER));
    assert_eq!(
        check(QuestionType::Integer, "1000000000000"),
        stored("1000000000000")
    );
    assert_eq!(
        check(QuestionType::Integer, "1000000000001"),
        Err(NUMBER_TOO_LARGE)
    );
    assert_eq!(check(QuestionType::Integer, "1e40"), Err(NUMBER_TOO_LARGE));
}

#[test]
fn decimals_are_exact_with_two_places_at_most() {
    assert_eq!(check(QuestionType::Decimal, "1,500.50"), stored("1500.5"));
    assert_eq!(check(QuestionType::Decimal, "150000"), stored("150000"));
    assert_eq!(check(QuestionType::Decimal, "0.10"), stored("0.1"));
    assert_eq!(
        check(QuestionType::Decimal, "0.1"),
        stored("0.1"),
        "no 0.1000000000000000055"
    );
    assert_eq!(check(QuestionType::Decimal, "-0"), stored("0"));
    assert_eq!(
        check(QuestionType::Decimal, "12.345"),
        Err(TOO_MANY_DECIMALS)
    );
    assert_eq!(
        check(QuestionType::Decimal, "12.3450"),
        Err(TOO_MANY_DECIMALS)
    );
    assert_eq!(check(QuestionType::Decimal, "Ksh 100"), Err(NOT_A_NUMBER));
    assert_eq!(check(QuestionType::Decimal, "1.2.3"), Err(NOT_A_NUMBER));
    assert_eq!(check(QuestionType::Decimal, "-10.50"), Err(NEGATIVE_NUMBER));
    assert_eq!(
        check(QuestionType::Decimal, "999999999999.99"),
        stored("999999999999.99")
    );
    assert_eq!(
        check(QuestionType::Decimal, "1000000000000.01"),
        Err(NUMBER_TOO_LARGE)
    );
    assert_eq!(
        check(QuestionType::Decimal, "0.0000000000000000000000000000001"),
        Err(TOO_MANY_DECIMALS)
    );
}

#[test]
fn dates_are_days_that_exist() {
    assert_eq!(
        check(QuestionType::Date, " 2026-03-31 "),
        stored("2026-03-31")
    );
    assert_eq!(
        check(QuestionType::Date, "2024-02-29"),
        stored("2024-02-29")
    );
    assert_eq!(check(QuestionType::Date, "2026-02-29"), Err(INVALID_DATE));
    assert_eq!(check(QuestionType::Date, "31/03/2026"), Err(INVALID_DATE));
    assert_eq!(check(QuestionType::Date, "2026-3-31"), Err(INVALID_DATE));
}

#[test]
fn phones_of_both_countries_in_their_international_form() {
    assert_eq!(
        check(QuestionType::Phone, "0712 345 678"),
        stored("254712345678")
    );
    assert_eq!(
        check(QuestionType::Phone, "+255 612 345 678"),
        stored("255612345678")
    );
    assert_eq!(
        check(QuestionType::Phone, "254712345678"),
        stored("254712345678")
    );
    assert_eq!(check(QuestionType::Phone, "071234567"), Err(INVALID_PHONE));
    assert_eq!(
        check(QuestionType::Phone, "256712345678"),
        Err(INVALID_PHONE)
    );
    assert_eq!(check(QuestionType::Phone, "07123x5678"), Err(INVALID_PHONE));
    // A local number is the person's country's; an international one keeps its own.
    let phone = question(QuestionType::Phone);
    let in_tanzania = |v: &str| check_answer(&phone, Some(&Answer::one(v)), Country::Tanzania);
    assert_eq!(in_tanzania("0612 345 678"), stored("255612345678"));
    assert_eq!(in_tanzania("+254712345678"), stored("254712345678"));
}

#[test]
fn select_one_among_the_options() {
    assert_eq!(
        check(QuestionType::SelectOne, " pension"),
        stored("pension")
    );
    assert_eq!(
        check(QuestionType::SelectOne, "Pension"),
        Err(NOT_AN_OPTION)
    );
    assert_eq!(check(QuestionType::SelectOne, "car"), Err(NOT_AN_OPTION));
    assert_eq!(
        check_answer(
            &question(QuestionType::SelectOne),
            Some(&Answer::many(&["life", "health"])),
            Country::Kenya
        ),
        Err(ONE_ANSWER_ONLY)
    );
    let mut linked = question(QuestionType::SelectOne);
    linked.options.clear();
    linked.options_link = Some("/api/survey/options/hubs".into());
    assert_eq!(
        check_answer(&linked, Some(&Answer::one("64f0")), Country::Kenya),
        stored("64f0")
    );
}

#[test]
fn select_many_is_a_list_of_options_in_their_order() {
    let many = question(QuestionType::SelectMany);
    assert_eq!(
        check_answer(
            &many,
            Some(&Answer::many(&["life", "health", "life"])),
            Country::Kenya
        ),
        Ok(Some(Answer::many(&["health", "life"])))
    );
    assert_eq!(
        check_answer(&many, Some(&Answer::one("life  pension")), Country::Kenya),
        Ok(Some(Answer::many(&["pension", "life"]))),
        "XLSForm tools' space-separated form"
    );
    assert_eq!(
        check_answer(&many, Some(&Answer::many(&["life", "car"])), Country::Kenya),
        Err(NOT_AN_OPTION)
    );
    assert_eq!(
        check_answer(&many, Some(&Answer::many(&[])), Country::Kenya),
        Err(ANSWER_REQUIRED)
    );
}

#[test]
fn answers_read_from_json() {
    let one: Answer = serde_json::from_str("\"12\"").expect("a value");
    let many: Answer = serde_json::from_str("[\"a\",\"b\"]").expect("a list");
    assert_eq!(one, Answer::one("12"));
    assert_eq!(many, Answer::many(&["a", "b"]));
    assert!(many.matches("b") && !many.matches("c"));
    assert!(Answer::one(" yes ").matches("yes"));
}
