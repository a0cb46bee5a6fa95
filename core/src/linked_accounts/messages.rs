//! Every message of the linked financial account, in English with its Swahili beside it. The server
//! writes them in the reader's language through `in_language`; the PWA finds its Swahili by the
//! English text.

use crate::language::Language;

/// Spec 000 section 8's success text.
pub const LINKED: &str = "Your financial account has been successfully linked";
pub const ACCOUNT_FOUND: &str = "Linked account information";
pub const NOT_LINKED: &str = "No financial account is linked yet";
pub const LINK_FIRST: &str = "Link your financial account first";
pub const CODE_MISSING: &str =
    "Connect your account first: the connection code (mono_code) is missing";
pub const CODE_UNREADABLE: &str = "This connection code cannot be read: connect your account again";
pub const CODE_REFUSED: &str =
    "This connection code was not accepted: it may have expired or been used. Connect your account again";
pub const PROVIDER_FAILED: &str = "The account service did not answer: try again in a few minutes";
pub const HISTORY_FOUND: &str = "Transaction history";
pub const DATE_UNREADABLE: &str = "Dates are days written like 2026-03-14";
pub const FROM_AFTER_TO: &str = "The start date is after the end date";
pub const TO_AFTER_TODAY: &str = "The end date cannot be after today";
pub const RANGE_TOO_LONG: &str =
    "The transaction history covers at most 12 months: choose a shorter period";
pub const STATEMENT_READY: &str = "Your statement is ready to download";
pub const STATEMENT_PERIOD: &str =
    "Choose a statement period of 1 to 12 months, written like 6 or last6months";
pub const SIMULATOR_CODE: &str = "A code that links a made-up account (simulator)";

/// (English, Swahili) for every message of the linked account.
pub const MESSAGES: &[(&str, &str)] = &[
    (
        LINKED,
        "Akaunti yako ya kifedha imeunganishwa kikamilifu",
    ),
    (ACCOUNT_FOUND, "Taarifa za akaunti iliyounganishwa"),
    (
        NOT_LINKED,
        "Bado hakuna akaunti ya kifedha iliyounganishwa",
    ),
    (LINK_FIRST, "Unganisha akaunti yako ya kifedha kwanza"),
    (
        CODE_MISSING,
        "Unganisha akaunti yako kwanza: msimbo wa kuunganisha (mono_code) haupo",
    ),
    (
        CODE_UNREADABLE,
        "Msimbo huu wa kuunganisha hausomeki: unganisha akaunti yako tena",
    ),
    (
        CODE_REFUSED,
        "Msimbo huu wa kuunganisha haukukubaliwa: huenda muda wake umekwisha au umeshatumika. Unganisha akaunti yako tena",
    ),
    (
        PROVIDER_FAILED,
        "Huduma ya akaunti haikujibu: jaribu tena baada ya dakika chache",
    ),
    (HISTORY_FOUND, "Historia ya miamala"),
    (
        DATE_UNREADABLE,
        "Tarehe ziandikwe kama 2026-03-14",
    ),
    (
        FROM_AFTER_TO,
        "Tarehe ya kuanza iko baada ya tarehe ya mwisho",
    ),
    (
        TO_AFTER_TODAY,
        "Tarehe ya mwisho haiwezi kuwa baada ya leo",
    ),
    (
        RANGE_TOO_LONG,
        "Historia ya miamala ni ya miezi 12 kwa juu zaidi: chagua kipindi kifupi",
    ),
    (
        STATEMENT_READY,
        "Taarifa yako iko tayari kupakuliwa",
    ),
    (
        STATEMENT_PERIOD,
        "Chagua kipindi cha taarifa cha miezi 1 hadi 12, kilichoandikwa kama 6 au last6months",
    ),
    (
        SIMULATOR_CODE,
        "Msimbo unaounganisha akaunti ya mfano (kiigaji)",
    ),
];

/// An English message of the linked account in `language` (others stay as given).
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
        }
        assert_eq!(in_language(LINKED, Language::English), LINKED);
    }
}
