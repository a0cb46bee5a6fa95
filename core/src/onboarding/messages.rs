//! Every onboarding message in Swahili beside its English (core's messages are English sentences;
//! the server writes a person's messages in their language through `in_language`, and the PWA finds
//! its Swahili by the English text).

use super::accept::{FILE_NOT_ACCEPTED, INVALID_FILE_TYPE};
use super::answers::{
    FIELD_REQUIRED, FIELD_REQUIRED_SW, NOT_AN_OPTION, NOT_A_NUMBER, ONE_OPTION_ONLY, SELECT_FILE,
    TEXTAREA_TOO_LONG, TEXT_TOO_LONG,
};
use super::applicant::{CONTINUE_APPLICATION, UNKNOWN_QUESTION};
use super::authoring::{
    OPTIONS_REQUIRED, OPTION_TWICE, ORDER_INVALID, ORDER_TAKEN, QUESTION_REQUIRED,
    QUESTION_TOO_LONG, UNKNOWN_QUESTION_TYPE,
};
use super::client::{
    DEADLINE_PASSED, EARLIER_STEPS_FIRST, OLD_MANUAL_SYSTEM, STEP_ALREADY_APPROVED,
    STEP_AWAITING_APPROVAL, UNKNOWN_STEP,
};
use super::cohort::{
    COHORT_NAME_REQUIRED, COHORT_NAME_TOO_LONG, COHORT_YEAR_INVALID, DEADLINE_BEFORE_INTAKE,
    HUBS_REQUIRED, INTAKE_REQUIRED, INVALID_DATE, UNKNOWN_HUB,
};
use super::hubs::SELECT_HUB;
use super::overview::OVERVIEW_TOO_LONG;
use super::review::{NOT_AWAITING_APPROVAL, REASON_REQUIRED, REASON_TOO_LONG, UNKNOWN_DECISION};
use super::steps::*;
use super::upload_kinds::{
    FOLDER_NOT_FOUND, QUESTION_TAKES_NO_FILE, STEP_IN_OTHER_FOLDER, STEP_TAKES_NO_FILE,
    UPLOAD_FAILED,
};
use crate::language::Language;

/// (English, Swahili) for every message of the onboarding rules.
pub const MESSAGES: &[(&str, &str)] = &[
    (SELECT_PASSPORT, "Chagua picha yako ya pasipoti ili kuendelea"),
    (SELECT_ID_FRONT, "Chagua upande wa mbele wa kitambulisho chako ili kuendelea"),
    (SELECT_ID_BACK, "Chagua upande wa nyuma wa kitambulisho chako ili kuendelea"),
    (SELECT_KRA_PIN, "Chagua cheti chako cha PIN ya KRA / TRA ili kuendelea"),
    (SELECT_BUSINESS_NAME, "Chagua cheti chako cha jina la biashara ili kuendelea"),
    (SELECT_BUSINESS_BANK, "Chagua kadi ya benki ya biashara yako ili kuendelea"),
    (SELECT_OVERVIEW, "Andika muhtasari wa biashara yako ili kuendelea"),
    (SELECT_INVEST_VIDEO, "Chagua video yako ya uwekezaji ili kuendelea"),
    (SELECT_INVEST_IMAGE, "Chagua picha yako ya uwekezaji ili kuendelea"),
    (SELECT_INVEST_LOGO, "Chagua nembo yako ya uwekezaji ili kuendelea"),
    (SELECT_ENTREPRENEUR_MAP, "Chagua ramani yako ya mjasiriamali ili kuendelea"),
    (SELECT_CODE_CONDUCT, "Chagua kanuni za maadili ulizosaini ili kuendelea"),
    (SELECT_PHOTO_CONSENT, "Chagua idhini yako ya kupigwa picha ili kuendelea"),
    (SELECT_AGREEMENT_LETTER, "Chagua barua yako ya makubaliano ili kuendelea"),
    (VIDEO_GUIDANCE, "Rekodi video isiyozidi dakika 5"),
    (VIDEO_TOO_LONG, "Video ni ndefu kuliko dakika 5, chagua fupi zaidi"),
    (ACTIVATION_LABEL, ACTIVATION_LABEL_SW),
    (OVERVIEW_TOO_LONG, "Muhtasari wa biashara usizidi herufi 3000"),
    (SELECT_HUB, "Chagua mahali pa kituo kilicho karibu nawe"),
    (OLD_MANUAL_SYSTEM, "Usajili ulifanywa kwa mfumo wa zamani wa mkono"),
    (
        DEADLINE_PASSED,
        "Muda wa mwisho wa usajili umepita: wasiliana na mkufunzi wako wa biashara, timu ya kuharakisha au kituo",
    ),
    (EARLIER_STEPS_FIRST, "Kamilisha hatua za awali kwanza"),
    (STEP_AWAITING_APPROVAL, "Hatua hii inasubiri kuidhinishwa"),
    (STEP_ALREADY_APPROVED, "Hatua hii imeshaidhinishwa"),
    (UNKNOWN_STEP, "Hatua hii ya usajili haipo"),
    (REASON_REQUIRED, "Toa sababu ya kukataa hatua hii"),
    (REASON_TOO_LONG, "Sababu isizidi herufi 500"),
    (UNKNOWN_DECISION, "Chagua kuidhinisha au kukataa"),
    (NOT_AWAITING_APPROVAL, "Hatua hii haisubiri kuidhinishwa"),
    (FIELD_REQUIRED, FIELD_REQUIRED_SW),
    (SELECT_FILE, "Chagua faili yako ili kuendelea"),
    (NOT_A_NUMBER, "Andika namba, kama 25 au 1,500.50"),
    (NOT_AN_OPTION, "Chagua kati ya machaguo yaliyotolewa"),
    (ONE_OPTION_ONLY, "Chagua chaguo moja tu"),
    (TEXT_TOO_LONG, "Jibu lisizidi herufi 500"),
    (TEXTAREA_TOO_LONG, "Jibu lisizidi herufi 5000"),
    (INVALID_FILE_TYPE, "Andika faili zinazokubalika kama image/*, .pdf au video/*,.mp4, zikitenganishwa kwa koma"),
    (FILE_NOT_ACCEPTED, "Aina hii ya faili haikubaliki kwa swali hili"),
    (CONTINUE_APPLICATION, "Endelea na maombi yako"),
    (UNKNOWN_QUESTION, "Swali hili si miongoni mwa maswali ya kundi lako"),
    (QUESTION_REQUIRED, "Andika swali"),
    (QUESTION_TOO_LONG, "Swali lisizidi herufi 500"),
    (UNKNOWN_QUESTION_TYPE, "Chagua aina: file, number, textarea, text, checkbox au select"),
    (OPTIONS_REQUIRED, "Ongeza angalau chaguo moja"),
    (OPTION_TWICE, "Kila chaguo liwepo mara moja tu"),
    (ORDER_INVALID, "Mpangilio ni namba kamili kuanzia 1"),
    (ORDER_TAKEN, "Swali jingine la kundi hili lina mpangilio huu"),
    (COHORT_NAME_REQUIRED, "Andika jina la kundi"),
    (COHORT_NAME_TOO_LONG, "Jina la kundi lisizidi herufi 100"),
    (COHORT_YEAR_INVALID, "Andika mwaka wa kundi, kama 2026"),
    (INTAKE_REQUIRED, "Andika tarehe ya kujiunga"),
    (INVALID_DATE, "Andika tarehe sahihi"),
    (DEADLINE_BEFORE_INTAKE, "Tarehe ya mwisho lazima iwe baada ya tarehe ya kujiunga"),
    (HUBS_REQUIRED, "Chagua angalau kituo kimoja"),
    (UNKNOWN_HUB, "Chagua vituo kati ya Nairobi, Kisumu, Mombasa, Tanzania na Nakuru"),
    (FOLDER_NOT_FOUND, "Folda hii haikupatikana: pakia upya ukurasa na ujaribu tena"),
    (STEP_TAKES_NO_FILE, "Hatua hii haipokei faili"),
    (STEP_IN_OTHER_FOLDER, "Faili ya hatua hii inaenda kwenye folda nyingine"),
    (QUESTION_TAKES_NO_FILE, "Swali hili halipokei faili"),
    (UPLOAD_FAILED, "Upakiaji umeshindwa, jaribu tena"),
];

/// An onboarding message in a language; a text it does not know stays as given.
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
        for step in Step::ALL {
            assert_ne!(
                in_language(step.missing_message(), Language::Swahili),
                step.missing_message()
            );
        }
        assert_eq!(
            in_language(SELECT_HUB, Language::Swahili),
            "Chagua mahali pa kituo kilicho karibu nawe"
        );
        assert_eq!(
            in_language("Something else", Language::Swahili),
            "Something else"
        );
    }

    /// Routes, patterns and the Swahili texts themselves are `&str` constants too, not messages.
    const NOT_MESSAGES: [&str; 6] = [
        "DEFAULT_FILE_TYPE",
        "CLIENT_BASE",
        "APPLICANT_BASE",
        "APPLICANT_START",
        "FIELD_REQUIRED_SW",
        "ACTIVATION_LABEL_SW",
    ];

    /// Each module's `pub const NAME: &str = "…";`, as (name, text).
    fn text_constants(source: &str) -> Vec<(&str, &str)> {
        source
            .split("pub const ")
            .skip(1)
            .filter_map(|rest| {
                let (name, rest) = rest.split_once(": &str =")?;
                let text = rest.split_once(';')?.0.trim();
                Some((name, text.strip_prefix('"')?.strip_suffix('"')?))
            })
            .collect()
    }

    #[test]
    fn no_message_of_the_onboarding_rules_lacks_its_swahili() {
        let sources = [
            include_str!("accept.rs"),
            include_str!("answers.rs"),
            include_str!("applicant.rs"),
            include_str!("authoring.rs"),
            include_str!("client.rs"),
            include_str!("cohort.rs"),
            include_str!("deadline.rs"),
            include_str!("hubs.rs"),
            include_str!("notice.rs"),
            include_str!("overview.rs"),
            include_str!("progress.rs"),
            include_str!("questions.rs"),
            include_str!("review.rs"),
            include_str!("steps.rs"),
            include_str!("upload_kinds.rs"),
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
