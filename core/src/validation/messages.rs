//! Every message of reading and reconciling a statement, in English with its Swahili beside it.
//! The server writes them in a signed-in person's language through `in_language`; the PWA finds
//! its Swahili by the English text. Messages that name a row or a receipt are built from these
//! texts by `StatementError::message`.

use crate::language::Language;

pub const NO_TRANSACTIONS: &str =
    "This statement has no transactions: download the full M-Pesa statement and try again";
pub const NO_TABLE: &str =
    "This is not an M-Pesa full statement: its table of transactions (Receipt No., Completion Time, Details, Transaction Status, Paid In, Withdrawn, Balance) was not found";
pub const ROW_UNREADABLE: &str = "This row of the statement cannot be read";
pub const RECEIPT_MISSING: &str = "The receipt number is missing";
pub const TIME_UNREADABLE: &str =
    "The completion time is not a date and time like 2026-03-14 09:21:07";
pub const STATUS_MISSING: &str = "The transaction status is missing";
pub const AMOUNT_UNREADABLE: &str = "An amount is not a number";
pub const BOTH_AMOUNTS: &str = "A transaction cannot both pay in and withdraw";
pub const BALANCES_BROKEN: &str =
    "This statement's balances do not add up: it may have been altered. Download it again from M-Pesa and upload the file as you received it";
pub const ROW: &str = "Row";
pub const RECEIPT: &str = "Receipt";
pub const PASSWORD_NEEDED: &str =
    "This statement needs its password: type the password M-Pesa sent with it";
pub const PASSWORD_WRONG: &str = "The password is not right: check it and type it again";
pub const PDF_UNREADABLE: &str = "This PDF cannot be read: upload the statement as M-Pesa sent it";
pub const CSV_UNREADABLE: &str = "This file is not a CSV statement that can be read";

/// The list of financial institutions (`POST /api/validation/institutions`); the second is spec 002
/// section 8.4's text when it cannot be had.
pub const INSTITUTIONS_FOUND: &str = "Financial institutions found";
pub const INSTITUTIONS_NOT_FOUND: &str = "Could not get financial institutions";

pub const CHOOSE_INSTITUTION: &str = "Choose the financial institution the statement comes from";
pub const INSTITUTION_UNKNOWN: &str =
    "This financial institution is not on the list: choose one from the list";
pub const FILE_REQUIRED: &str = "Choose the statement file: a PDF, a CSV or a picture of it";
pub const FILE_NOT_FOUND: &str = "The statement file was not found: choose it and upload it again";
pub const PHONE_INVALID: &str =
    "Enter the phone number of the statement: a Kenyan or Tanzanian number like 0712 345 678";
pub const CHOOSE_A_BUSINESS: &str = "Choose a business";
pub const BUSINESS_NOT_FOUND: &str = "Business not found";
pub const FORM_UNREADABLE: &str = "The form could not be read: send it again";
pub const STATEMENT_RECEIVED: &str = "Success. Await validation report";
pub const STATEMENTS_FOUND: &str = "Statements found";
pub const STATEMENT_NOT_FOUND: &str = "Statement not found";
pub const NO_STATEMENT_YET: &str = "No statement yet: start a validation";
pub const QUARTER_INVALID: &str = "Choose a year and a quarter from 1 to 4";
pub const REPORT_READY: &str = "Validation report";
pub const REVIEWS_FOUND: &str = "Statements to review";
pub const ALREADY_READ: &str = "This statement was read from its file: it needs no review";
pub const REVIEW_SAVED: &str = "The monthly totals are saved";
pub const MONTHS_REQUIRED: &str = "Enter the money in and out of at least one month";
pub const TOO_MANY_MONTHS: &str = "Enter at most 24 months";
pub const MONTH_UNREADABLE: &str = "A month is not written like 2026-01";
pub const MONTH_TWICE: &str = "A month is entered twice";
pub const MONTH_IN_FUTURE: &str = "A month is in the future";
pub const AMOUNT_INVALID: &str = "An amount must be a number of 0 or more with at most 2 decimals";

pub const TIER_NONE: &str = "No difference";
pub const TIER_UNDER_TWO: &str = "Under 2%";
pub const TIER_TWO_TO_FIVE: &str = "2% to 5%";
pub const TIER_OVER_FIVE: &str = "Over 5%";
pub const TIER_OVER_NINE: &str = "Over 9%";

/// (English, Swahili) for every message of statements and reconciliation.
pub const MESSAGES: &[(&str, &str)] = &[
    (INSTITUTIONS_FOUND, "Taasisi za fedha zimepatikana"),
    (
        INSTITUTIONS_NOT_FOUND,
        "Haikuwezekana kupata taasisi za fedha",
    ),
    (
        NO_TRANSACTIONS,
        "Taarifa hii haina miamala: pakua taarifa kamili ya M-Pesa kisha ujaribu tena",
    ),
    (
        NO_TABLE,
        "Hii si taarifa kamili ya M-Pesa: jedwali la miamala (Receipt No., Completion Time, Details, Transaction Status, Paid In, Withdrawn, Balance) halikupatikana",
    ),
    (ROW_UNREADABLE, "Safu hii ya taarifa haisomeki"),
    (RECEIPT_MISSING, "Namba ya risiti haipo"),
    (
        TIME_UNREADABLE,
        "Muda wa kukamilika si tarehe na saa kama 2026-03-14 09:21:07",
    ),
    (STATUS_MISSING, "Hali ya muamala haipo"),
    (AMOUNT_UNREADABLE, "Kiasi kimoja si namba"),
    (
        BOTH_AMOUNTS,
        "Muamala mmoja hauwezi kuingiza na kutoa pesa pamoja",
    ),
    (
        BALANCES_BROKEN,
        "Salio za taarifa hii hazilingani: huenda imebadilishwa. Ipakue tena kutoka M-Pesa na upakie faili kama ulivyoipokea",
    ),
    (ROW, "Safu"),
    (RECEIPT, "Risiti"),
    (
        PASSWORD_NEEDED,
        "Taarifa hii inahitaji nenosiri lake: andika nenosiri ambalo M-Pesa ilituma pamoja nayo",
    ),
    (
        PASSWORD_WRONG,
        "Nenosiri si sahihi: liangalie kisha uliandike tena",
    ),
    (
        PDF_UNREADABLE,
        "PDF hii haisomeki: pakia taarifa kama M-Pesa ilivyoituma",
    ),
    (
        CSV_UNREADABLE,
        "Faili hili si taarifa ya CSV inayoweza kusomwa",
    ),
    (
        CHOOSE_INSTITUTION,
        "Chagua taasisi ya fedha ambayo taarifa inatoka",
    ),
    (
        INSTITUTION_UNKNOWN,
        "Taasisi hii ya fedha haipo kwenye orodha: chagua moja kutoka kwenye orodha",
    ),
    (
        FILE_REQUIRED,
        "Chagua faili la taarifa: PDF, CSV au picha yake",
    ),
    (
        FILE_NOT_FOUND,
        "Faili la taarifa halikupatikana: lichague kisha ulipakie tena",
    ),
    (
        PHONE_INVALID,
        "Andika namba ya simu ya taarifa: namba ya Kenya au Tanzania kama 0712 345 678",
    ),
    (CHOOSE_A_BUSINESS, "Chagua biashara"),
    (BUSINESS_NOT_FOUND, "Biashara haikupatikana"),
    (FORM_UNREADABLE, "Fomu haikuweza kusomwa: itume tena"),
    (STATEMENT_RECEIVED, "Imefaulu. Subiri ripoti ya uthibitishaji"),
    (STATEMENTS_FOUND, "Taarifa zimepatikana"),
    (STATEMENT_NOT_FOUND, "Taarifa haikupatikana"),
    (
        NO_STATEMENT_YET,
        "Bado hakuna taarifa: anza uthibitishaji",
    ),
    (QUARTER_INVALID, "Chagua mwaka na robo ya mwaka kutoka 1 hadi 4"),
    (REPORT_READY, "Ripoti ya uthibitishaji"),
    (REVIEWS_FOUND, "Taarifa za kukagua"),
    (
        ALREADY_READ,
        "Taarifa hii ilisomwa kutoka kwenye faili lake: haihitaji ukaguzi",
    ),
    (REVIEW_SAVED, "Jumla za kila mwezi zimehifadhiwa"),
    (
        MONTHS_REQUIRED,
        "Andika pesa zilizoingia na kutoka za angalau mwezi mmoja",
    ),
    (TOO_MANY_MONTHS, "Andika miezi isiyozidi 24"),
    (MONTH_UNREADABLE, "Mwezi mmoja haujaandikwa kama 2026-01"),
    (MONTH_TWICE, "Mwezi mmoja umeandikwa mara mbili"),
    (MONTH_IN_FUTURE, "Mwezi mmoja uko katika siku zijazo"),
    (
        AMOUNT_INVALID,
        "Kiasi lazima kiwe namba ya 0 au zaidi yenye desimali zisizozidi 2",
    ),
    (TIER_NONE, "Hakuna tofauti"),
    (TIER_UNDER_TWO, "Chini ya 2%"),
    (TIER_TWO_TO_FIVE, "2% hadi 5%"),
    (TIER_OVER_FIVE, "Zaidi ya 5%"),
    (TIER_OVER_NINE, "Zaidi ya 9%"),
];

/// An English message of statements in `language` (others stay as given).
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
    }
}
