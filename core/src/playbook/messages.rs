//! Every playbook message in Swahili beside its English (core's messages are English sentences; the
//! server writes a person's messages in their language through `in_language`, and the PWA finds its
//! Swahili by the English text). Alert templates keep their `{placeholders}` in both languages.

use super::alerts::*;
use super::channel::{CHANNEL_NEEDS_EMAIL, CHANNEL_NEEDS_PHONE, CHANNEL_UNKNOWN};
use super::checks::*;
use super::content::*;
use super::empty::*;
use super::markdown::{MARKDOWN_HEADING, MARKDOWN_HTML, MARKDOWN_IMAGE};
use super::pairs::{NOT_PAIRED_NO_ADVISOR, NO_ACCESS, PAIR_NOT_FOUND, TOO_MANY_PAIRS};
use super::progress::{COMPLETED, IN_PROGRESS, PENDING};
use super::route::*;
use crate::language::Language;

/// (English, Swahili) for every message of the playbook rules.
pub const MESSAGES: &[(&str, &str)] = &[
    (
        PLAYBOOK_NOT_FOUND,
        "Mwongozo uliouchagua haukupatikana. Chagua mwongozo ili kuendelea",
    ),
    (CHAPTER_NOT_FOUND, "Sura uliyoichagua haikupatikana"),
    (LINK_ERROR, "Kiungo kina hitilafu"),
    (
        PAIRING_DETAILS_ERROR,
        "Hitilafu katika maelezo ya muunganiko wako na mshauri",
    ),
    (
        NOT_PAIRED_SELECT,
        "Hujaunganishwa. Chagua mshauri ili kuendelea",
    ),
    (
        NOT_PAIRED_NO_ADVISOR,
        "Hujaunganishwa: bado huna mshauri, wasiliana na kocha wako wa biashara akuunganishe",
    ),
    (NO_ACCESS, "Bado huna ruhusa ya kufungua mwongozo"),
    (
        TOO_MANY_PAIRS,
        "Hitilafu kubwa. Miunganiko mingi imepatikana, mmoja tu ulitarajiwa",
    ),
    (
        PAIR_NOT_FOUND,
        "Hitilafu imetokea. Muunganiko haukupatikana",
    ),
    (NO_CHAPTERS, "Hakuna sura za mwongozo"),
    (NO_SESSIONS, "Hakuna vipindi vya mwongozo"),
    (NO_TASKS, "Bado hakuna: hakuna kazi iliyotolewa"),
    (NO_FEEDBACK, "Bado hakuna maoni kwa kipindi hiki"),
    (NO_TOOLS, "Hakuna data inayopatikana"),
    (ERROR_OCCURED, "Hitilafu imetokea !"),
    (
        RATE_ADVISER,
        "Mpe mshauri alama kwa kubofya nyota yoyote ili kuendelea",
    ),
    (
        RATE_SESSION,
        "Kipe kipindi hiki alama kwa kubofya nyota yoyote ili kuendelea",
    ),
    (WRONG_SIDE, "Maoni hutolewa kutoka upande wako wa jozi"),
    (RESPONSE_NEEDED, "Jibu linahitajika ili kutuma"),
    (RESPONSE_TOO_LONG, "Jibu lisizidi herufi 2000"),
    (FEEDBACK_TOO_LONG, "Maoni yasizidi herufi 2000"),
    (TOO_MANY_FILES, "Ambatisha faili zisizozidi 5"),
    (ALREADY_ANSWERED, "Kazi hii tayari ina jibu"),
    (TOPIC_REQUIRED, "Ipe kazi hii mada"),
    (TOPIC_TOO_LONG, "Mada isizidi herufi 120"),
    (TASK_REQUIRED, "Eleza kazi yenyewe"),
    (TASK_TOO_LONG, "Kazi isizidi herufi 2000"),
    (
        DUE_DATE_PAST,
        "Tarehe ya mwisho haiwezi kuwa imepita. Chagua leo au siku ijayo",
    ),
    (NAME_REQUIRED, "Andika jina kwa Kiingereza na Kiswahili"),
    (NAME_TOO_LONG, "Jina lisizidi herufi 120"),
    (INFO_REQUIRED, "Andika maelezo kwa Kiingereza na Kiswahili"),
    (ICON_REQUIRED, "Chagua ikoni ya zana hii"),
    (
        SUBMISSION_INVALID,
        "Kilichotumwa hakina kitambulisho sahihi; kitume tena kutoka kwenye programu",
    ),
    (
        CHANNEL_UNKNOWN,
        "Chagua jinsi ya kupata arifa: ndani ya tovuti, kwa SMS au kwa barua pepe",
    ),
    (
        CHANNEL_NEEDS_PHONE,
        "Ongeza namba ya simu kwenye akaunti yako ili upate arifa kwa SMS",
    ),
    (
        CHANNEL_NEEDS_EMAIL,
        "Ongeza anwani ya barua pepe kwenye akaunti yako ili upate arifa kwa barua pepe",
    ),
    (MARKDOWN_HTML, "Tumia Markdown, si lebo za HTML"),
    (
        MARKDOWN_IMAGE,
        "Picha hazionyeshwi ndani ya maandishi: ziweke kama kiungo cha zana",
    ),
    (LINK_INVALID, "Kiungo huanza na https://"),
    (MARKDOWN_HEADING, "Tumia vichwa vya # moja hadi matatu tu"),
    (PENDING, "Inasubiri"),
    (IN_PROGRESS, "Inaendelea"),
    (COMPLETED, "Imekamilika"),
    (NEW_TASK_TITLE, "Kazi mpya"),
    (TASK_DUE_TITLE, "Kazi inakaribia tarehe ya mwisho"),
    (NEW_FEEDBACK_TITLE, "Maoni mapya"),
    (NEW_REPLY_TITLE, "Jibu jipya"),
    (
        NEW_TASK,
        "Mshauri wako amekupa kazi mpya katika {session}: {topic}",
    ),
    (DUE_ON, "Mwisho ni {date}"),
    (
        TASK_DUE,
        "Kumbusho: kazi {topic} katika {session} inatakiwa kufikia {date}",
    ),
    (
        FEEDBACK_FROM_ADVISOR,
        "Mshauri wako ametoa maoni kuhusu {session}: nyota {stars} kati ya 5",
    ),
    (
        FEEDBACK_FROM_ENTREPRENEUR,
        "{name} ametoa maoni kuhusu {session}: nyota {stars} kati ya 5",
    ),
    (NEW_REPLY, "{name} amejibu kazi {topic} katika {session}"),
    (PLAYBOOK_SAVED, "Mwongozo umehifadhiwa"),
    (CHAPTER_SAVED, "Sura imehifadhiwa"),
    (SESSION_SAVED, "Kipindi kimehifadhiwa"),
    (SESSION_REMOVED, "Kipindi kimeondolewa"),
    (CHAPTER_REMOVED, "Sura imeondolewa"),
    (
        SESSION_HAS_WORK,
        "Jozi zina kazi katika kipindi hiki; hakiwezi kuondolewa",
    ),
    (CHAPTER_HAS_SESSIONS, "Ondoa kwanza vipindi vya sura hii"),
];

/// A playbook message in a language; a text it does not know stays as given.
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

    #[test]
    fn templates_keep_their_placeholders() {
        let holes = |text: &str| {
            let mut found: Vec<String> = text
                .split('{')
                .skip(1)
                .filter_map(|rest| rest.split_once('}').map(|(name, _)| name.to_owned()))
                .collect();
            found.sort();
            found
        };
        for (en, sw) in MESSAGES {
            assert_eq!(holes(en), holes(sw), "{en}");
        }
    }

    /// Each module's `pub const NAME: &str = "…";`, as (name, text).
    fn text_constants(source: &str) -> Vec<(&str, &str)> {
        source
            .split("pub const ")
            .skip(1)
            .filter_map(|rest| {
                let (name, rest) = rest.split_once(": &str =")?;
                // Constants of other types (`pub const RATING_MAX: u8 = 5;`) are not messages.
                if !name
                    .bytes()
                    .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_')
                {
                    return None;
                }
                let text = rest.split_once(";\n")?.0.trim();
                Some((name, text.strip_prefix('"')?.strip_suffix('"')?))
            })
            .collect()
    }

    #[test]
    fn no_message_of_the_playbook_rules_lacks_its_swahili() {
        let sources = [
            include_str!("alerts.rs"),
            include_str!("channel.rs"),
            include_str!("checks.rs"),
            include_str!("content.rs"),
            include_str!("empty.rs"),
            include_str!("markdown.rs"),
            include_str!("model.rs"),
            include_str!("pairs.rs"),
            include_str!("progress.rs"),
            include_str!("route.rs"),
            include_str!("seeds.rs"),
        ];
        let mut found = 0;
        for source in sources {
            for (name, text) in text_constants(source) {
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
