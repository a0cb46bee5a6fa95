//! Every survey message in Swahili beside its English (core's messages are English sentences; the
//! server writes a person's messages in their language through `in_language`, and the PWA finds its
//! Swahili by the English text).

use super::answer::*;
use super::catalogue::*;
use super::codes::UNMAPPED_SURVEY;
use super::quarter::{ALREADY_SUBMITTED, SURVEY_NOT_OPEN};
use super::submission::UNKNOWN_QUESTION;
use super::xlsform::{
    FORM_ID_UNKNOWN, MISSING_COLUMN, MISSING_SHEET, NOT_A_WORKBOOK, SHEET_TOO_LARGE,
    WORKBOOK_TOO_LARGE,
};
use super::xlsform_choices::{CHOICE_NAME_INVALID, CHOICE_TWICE, LIST_NAME_REQUIRED};
use super::xlsform_questions::*;
use crate::language::Language;

/// (English, Swahili) for every message of the survey rules.
pub const MESSAGES: &[(&str, &str)] = &[
    (ANSWER_REQUIRED, "Jibu swali hili ili kuendelea"),
    (ONE_ANSWER_ONLY, "Toa jibu moja tu"),
    (ANSWER_TOO_LONG, "Jibu lisizidi herufi 1000"),
    (NOT_A_WHOLE_NUMBER, "Andika namba kamili, kama 12"),
    (NOT_A_NUMBER, "Andika namba, kama 150000 au 1,500.50"),
    (
        TOO_MANY_DECIMALS,
        "Tumia desimali zisizozidi 2, kama 1500.50",
    ),
    (NEGATIVE_NUMBER, "Andika 0 au zaidi"),
    (NUMBER_TOO_LARGE, "Namba hii ni kubwa mno"),
    (
        INVALID_DATE,
        "Andika tarehe kwa mpangilio YYYY-MM-DD, kama 2026-03-31",
    ),
    (
        INVALID_PHONE,
        "Andika namba ya simu ya Kenya au Tanzania, kama 0712 345 678",
    ),
    (NOT_AN_OPTION, "Chagua kati ya machaguo yaliyotolewa"),
    (
        UNMAPPED_SURVEY,
        "Hitilafu imetokea: utafiti huu haujulikani",
    ),
    (NO_DATA, "Hitilafu imetokea: hakuna data"),
    (INVALID_DATA, "Hitilafu imetokea: data si sahihi"),
    (NO_OPTIONS, "Hitilafu! Hakuna machaguo yanayopatikana"),
    (
        NO_QUESTIONS,
        "Hakuna maswali – maswali ya utafiti hayapatikani",
    ),
    (TRY_AGAIN, "Hitilafu imetokea! Jaribu tena"),
    (SUBMITTED, "Majibu yako yamepokelewa. Asante"),
    (
        SURVEY_NOT_OPEN,
        "Hitilafu imetokea: utafiti haujafunguliwa. Rudi mwishoni mwa robo mwaka",
    ),
    (
        ALREADY_SUBMITTED,
        "Umeshajaza utafiti huu robo mwaka hii. Rudi robo mwaka ijayo",
    ),
    (UNKNOWN_QUESTION, "Swali hili halimo kwenye utafiti"),
    (MISSING_SHEET, "Faili inahitaji karatasi hii"),
    (MISSING_COLUMN, "Karatasi inahitaji safu hii"),
    (
        FORM_ID_UNKNOWN,
        "Weka form_id kuwa msimbo wa utafiti: 2*14*1, 2*14*2 au 2*13",
    ),
    (
        LIST_NAME_REQUIRED,
        "Andika jina la orodha ambamo chaguo hili limo",
    ),
    (
        CHOICE_NAME_INVALID,
        "Jina la chaguo halina nafasi, kama very_good",
    ),
    (CHOICE_TWICE, "Orodha hii tayari ina chaguo lenye jina hili"),
    (
        UNKNOWN_TYPE,
        "Tumia mojawapo ya aina text, integer, decimal, select_one, select_multiple, date au note",
    ),
    (
        GROUPS_UNSUPPORTED,
        "Makundi na marudio hayakubaliki: orodhesha maswali moja baada ya jingine",
    ),
    (
        LIST_NAME_MISSING,
        "Andika jina la orodha ya machaguo baada ya aina, kama select_one yes_no",
    ),
    (LIST_MISSING, "Orodha hii haimo kwenye karatasi ya choices"),
    (NAME_REQUIRED, "Andika jina"),
    (
        NAME_INVALID,
        "Jina huanza kwa herufi na huwa na herufi, tarakimu na _ tu, kama has_insurance",
    ),
    (NAME_TWICE, "Swali jingine hapo juu lina jina hili"),
    (LABEL_REQUIRED, "Andika lebo kwa lugha hii"),
    (YES_OR_NO, "Andika yes au no"),
    (
        RELEVANT_UNSUPPORTED,
        "Sharti kama ${has_insurance} = 'yes' pekee ndilo linalokubalika",
    ),
    (
        RELEVANT_UNKNOWN,
        "Hapa hakuna swali lililo juu ya hili linalopokea jibu",
    ),
    (
        RELEVANT_NOT_A_CHOICE,
        "Thamani hii si mojawapo ya machaguo ya swali hilo",
    ),
    (COLUMN_UNSUPPORTED, "Safu hii haikubaliki: iache tupu"),
    (
        NOT_A_WORKBOOK,
        "Pakia fomu kama kitabu cha kazi cha Excel (.xlsx)",
    ),
    (
        WORKBOOK_TOO_LARGE,
        "Fomu ni kubwa kuliko MB 1, chagua ndogo zaidi",
    ),
    (
        SHEET_TOO_LARGE,
        "Karatasi hii ina mistari au safu nyingi kuliko fomu ya utafiti inavyoruhusu",
    ),
];

/// A survey message in a language; a text it does not know stays as given.
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
        assert_eq!(
            in_language("Something else", Language::Swahili),
            "Something else"
        );
    }

    /// The two markers are values, not messages.
    const NOT_MESSAGES: [&str; 2] = ["SKIPPED", "INACTIVE"];

    /// Each module's `pub const NAME: &str = "…";`, as (name, text).
    fn text_constants(source: &str) -> Vec<(&str, &str)> {
        source
            .split("pub const ")
            .skip(1)
            .filter_map(|rest| {
                let (name, rest) = rest.split_once(": &str =")?;
                let text = rest.split_once(";\n")?.0.trim();
                Some((name, text.strip_prefix('"')?.strip_suffix('"')?))
            })
            .collect()
    }

    #[test]
    fn no_message_of_the_survey_rules_lacks_its_swahili() {
        let sources = [
            include_str!("answer.rs"),
            include_str!("catalogue.rs"),
            include_str!("codes.rs"),
            include_str!("model.rs"),
            include_str!("quarter.rs"),
            include_str!("seeds.rs"),
            include_str!("submission.rs"),
            include_str!("visibility.rs"),
            include_str!("xlsform.rs"),
            include_str!("xlsform_choices.rs"),
            include_str!("xlsform_questions.rs"),
            include_str!("xlsform_table.rs"),
            include_str!("xlsform_write.rs"),
        ];
        let mut found = 0;
        for source in sources {
            for (name, text) in text_constants(source) {
                if NOT_MESSAGES.contains(&name) {
                    continue;
                }
                found += 1;
                assert!(
                    MESSAGES.iter().any(|(en, _)| *en == text),
                    "{name} has no Swahili"
                );
            }
        }
        assert_eq!(found, MESSAGES.len(), "every message and nothing else");
    }
}
