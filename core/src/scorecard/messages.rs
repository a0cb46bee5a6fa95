//! Every message of the scorecards' checks, in English with its Swahili beside it. The server
//! answers in the reader's language through `in_language`; the PWA finds the Swahili by the
//! English text.

use crate::language::Language;

// The search (spec 4.5 and 5, in the spec's order and words).
pub const SELECT_BUSINESS: &str = "Please select a business";
pub const SELECT_YEAR: &str = "Please select a year";
pub const SELECT_QUARTER: &str = "Please select a quarter";
pub const YEAR_NOT_OFFERED: &str = "Choose a year from the list";
pub const QUARTER_NOT_OFFERED: &str = "Choose a quarter that is over, from the list";

// The screens (spec section 8).
pub const NO_SCORES: &str = "Sorry you currently have no scores";
pub const SOME_DATA_MISSING: &str = "Some data is missing";
pub const NO_DATA_FOR_QUARTER: &str = "No data available for selected quarter";
pub const SCORES_NOT_FOUND: &str = "Scores not found";

// The coach's scoring sheet.
pub const LICENSE_NAME_REQUIRED: &str = "Give each licence or permit a name";
pub const PLAYBOOK_NAME_REQUIRED: &str = "Give each playbook a name";
pub const NAME_TOO_LONG: &str = "Keep a name to 100 characters or fewer";
pub const NAME_TWICE: &str = "This name is already in the list";
pub const TOO_MANY_ROWS: &str = "A list holds at most 20 rows";
pub const STATUS_INVALID: &str = "A row's status is 0 (not done) or 1 (done)";
pub const ROW_VALUE_INVALID: &str =
    "A row's value is a rating from 0 to 5 or a date like 2026-03-31";
pub const RATING_INVALID: &str = "Give a rating as a whole number from 0 to 5";
pub const BUSINESS_STARTED_INVALID: &str = "Write the month the business started like 2024-03";
pub const BUSINESS_STARTED_FUTURE: &str = "The month the business started cannot be in the future";
pub const COUNT_INVALID: &str = "Enter a whole number from 0 to 100";

// The thresholds table.
pub const MEASURE_UNKNOWN: &str = "This measure is not one of the scorecard's";
pub const MEASURE_TWICE: &str = "This measure has more than one rule";
pub const MEASURE_MISSING: &str = "Every measure needs a rule: one is missing";
pub const STEPS_REQUIRED: &str = "A rule needs at least one step";
pub const TOO_MANY_STEPS: &str = "A rule has at most 10 steps";
pub const STEPS_OUT_OF_ORDER_HIGHER: &str =
    "For a higher-is-better measure, list the steps from the highest bound down, each bound lower than the one before";
pub const STEPS_OUT_OF_ORDER_LOWER: &str =
    "For a lower-is-better measure, list the steps from the lowest bound up, each bound higher than the one before";
pub const SCORE_OUT_OF_RANGE: &str = "A score is a number from 0 to 100 with at most 2 decimals";
pub const BOUND_INVALID: &str = "A bound is a number with at most 2 decimals";
pub const UNIT_MISMATCH: &str = "This measure's unit cannot be changed";
pub const BETTER_MISMATCH: &str =
    "Whether a higher or a lower figure is better cannot be changed for this measure";
pub const SCORES_OUT_OF_ORDER: &str = "A step cannot score more than the step before it";
pub const SHEET_UNREADABLE: &str =
    "The scoring sheet could not be read: send its fields as numbers, texts or null";
pub const TABLE_UNREADABLE: &str =
    "The table could not be read: send {data: [{measure, better, unit, steps: [{bound, score}]}]}";

/// (English, Swahili) for every message above.
pub const MESSAGES: &[(&str, &str)] = &[
    (SELECT_BUSINESS, "Tafadhali chagua biashara"),
    (SELECT_YEAR, "Tafadhali chagua mwaka"),
    (SELECT_QUARTER, "Tafadhali chagua robo mwaka"),
    (YEAR_NOT_OFFERED, "Chagua mwaka kutoka kwenye orodha"),
    (
        QUARTER_NOT_OFFERED,
        "Chagua robo mwaka iliyokwisha, kutoka kwenye orodha",
    ),
    (NO_SCORES, "Samahani, kwa sasa huna alama"),
    (SOME_DATA_MISSING, "Baadhi ya taarifa hazipo"),
    (
        NO_DATA_FOR_QUARTER,
        "Hakuna taarifa za robo mwaka uliyochagua",
    ),
    (SCORES_NOT_FOUND, "Alama hazikupatikana"),
    (
        LICENSE_NAME_REQUIRED,
        "Ipe kila leseni au kibali jina",
    ),
    (PLAYBOOK_NAME_REQUIRED, "Ipe kila playbook jina"),
    (NAME_TOO_LONG, "Jina lisizidi herufi 100"),
    (NAME_TWICE, "Jina hili tayari liko kwenye orodha"),
    (TOO_MANY_ROWS, "Orodha inabeba mistari 20 zaidi"),
    (
        STATUS_INVALID,
        "Hali ya mstari ni 0 (haijafanyika) au 1 (imefanyika)",
    ),
    (
        ROW_VALUE_INVALID,
        "Thamani ya mstari ni alama kutoka 0 hadi 5 au tarehe kama 2026-03-31",
    ),
    (
        RATING_INVALID,
        "Toa alama kama namba kamili kutoka 0 hadi 5",
    ),
    (
        BUSINESS_STARTED_INVALID,
        "Andika mwezi biashara ilipoanza kama 2024-03",
    ),
    (
        BUSINESS_STARTED_FUTURE,
        "Mwezi biashara ilipoanza hauwezi kuwa wa baadaye",
    ),
    (COUNT_INVALID, "Weka namba kamili kutoka 0 hadi 100"),
    (MEASURE_UNKNOWN, "Kipimo hiki si mojawapo ya vipimo vya kadi ya alama"),
    (MEASURE_TWICE, "Kipimo hiki kina kanuni zaidi ya moja"),
    (
        MEASURE_MISSING,
        "Kila kipimo kinahitaji kanuni: kimoja hakina",
    ),
    (STEPS_REQUIRED, "Kanuni inahitaji angalau hatua moja"),
    (TOO_MANY_STEPS, "Kanuni ina hatua 10 zaidi"),
    (
        STEPS_OUT_OF_ORDER_HIGHER,
        "Kwa kipimo ambacho juu ni bora, orodhesha hatua kuanzia kikomo cha juu kabisa kushuka, kila kikomo chini ya kilichotangulia",
    ),
    (
        STEPS_OUT_OF_ORDER_LOWER,
        "Kwa kipimo ambacho chini ni bora, orodhesha hatua kuanzia kikomo cha chini kabisa kupanda, kila kikomo juu ya kilichotangulia",
    ),
    (
        SCORE_OUT_OF_RANGE,
        "Alama ni namba kutoka 0 hadi 100 yenye desimali 2 zaidi",
    ),
    (BOUND_INVALID, "Kikomo ni namba yenye desimali 2 zaidi"),
    (UNIT_MISMATCH, "Kipimo cha kipimo hiki hakiwezi kubadilishwa"),
    (
        BETTER_MISMATCH,
        "Kama namba ya juu au ya chini ndiyo bora haiwezi kubadilishwa kwa kipimo hiki",
    ),
    (
        SCORES_OUT_OF_ORDER,
        "Hatua haiwezi kupata alama zaidi ya hatua iliyotangulia",
    ),
    (
        SHEET_UNREADABLE,
        "Karatasi ya alama haikuweza kusomwa: tuma sehemu zake kama nambari, maandishi au null",
    ),
    (
        TABLE_UNREADABLE,
        "Jedwali halikuweza kusomwa: tuma {data: [{measure, better, unit, steps: [{bound, score}]}]}",
    ),
];

/// A scorecard message in a language; a text it does not know stays as given.
pub fn in_language(english: &str, language: Language) -> &str {
    crate::language::translated(MESSAGES, english, language)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_has_its_own_swahili() {
        for (i, (en, sw)) in MESSAGES.iter().enumerate() {
            assert!(!sw.is_empty() && en != sw, "{en}");
            assert!(
                MESSAGES[..i].iter().all(|(other, _)| other != en),
                "{en} twice"
            );
            assert_eq!(in_language(en, Language::Swahili), *sw);
            assert_eq!(in_language(en, Language::English), *en);
        }
    }

    #[test]
    fn every_constant_is_in_the_table() {
        let source = include_str!("messages.rs");
        let body = source
            .split("pub const MESSAGES")
            .next()
            .unwrap_or_default();
        let names: Vec<&str> = body
            .split("pub const ")
            .skip(1)
            .filter_map(|rest| rest.split_once(':').map(|(name, _)| name))
            .collect();
        assert_eq!(names.len(), MESSAGES.len());
    }
}
