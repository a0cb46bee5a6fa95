//! Every milestone-budget message in English, with its Swahili beside it. The server writes a
//! person's messages in their language through `in_language`; the PWA finds the Swahili by the
//! English text.

use crate::language::{translated, Language};

// A period's checks, in the Add Period form's order.
pub const PERIOD_NUMBER_BLANK: &str = "Period number cannot be blank";
pub const PERIOD_NUMBER_INVALID: &str = "Period number must be a whole number of 1 or more";
pub const PERIOD_NUMBER_TAKEN: &str = "There is already a period with this number";
pub const FROM_DATE_BLANK: &str = "From date cannot be blank";
pub const FROM_DATE_INVALID: &str = "From date must be a date";
pub const TO_DATE_BLANK: &str = "To date cannot be blank";
pub const TO_DATE_INVALID: &str = "To date must be a date";
pub const FROM_AFTER_TO: &str = "From date cannot be after To date";
pub const PERIODS_OVERLAP: &str = "This period overlaps another period";
pub const PERIODS_OUT_OF_ORDER: &str =
    "Periods must follow their numbers: a later period needs later dates";
pub const TOO_MANY_PERIODS: &str = "A budget can have at most 24 periods";

// A budget line's checks, in the Add Expense form's order.
pub const LINE_NAME_BLANK: &str = "Expense name cannot be blank";
pub const LINE_NAME_TOO_LONG: &str = "Expense name can have at most 100 characters";
pub const NATURE_BLANK: &str = "Choose Operating or Capital expense";
pub const EXPENSE_TYPES_BLANK: &str = "Choose at least one expense type";
pub const EXPENSE_TYPE_UNKNOWN: &str = "Choose expense types from the list";
pub const EXPENSE_TYPE_TAKEN: &str =
    "Another line of the same kind already covers one of these expense types";
pub const AMOUNT_NOT_A_NUMBER: &str = "Enter the amount as a number, e.g. 1500 or 1500.50";
pub const AMOUNT_NEGATIVE: &str = "An amount cannot be negative";
pub const AMOUNT_TOO_PRECISE: &str = "An amount can have at most 2 decimals";
pub const AMOUNT_TOO_LARGE: &str = "The amount is too large";
pub const AMOUNT_PERIOD_UNKNOWN: &str = "An amount is for a period that is not in the budget";
pub const TOO_MANY_LINES: &str = "A budget can have at most 100 lines";

// Records and answers.
pub const RECORD_UNREADABLE: &str = "The budget record could not be read";
pub const RECORD_OF_ANOTHER_BUSINESS: &str = "This record belongs to another business";
pub const CHOOSE_A_BUSINESS: &str = "Choose a business";
pub const BUDGET_NOT_FOUND: &str = "Budget not found";

// The tables' and exports' words.
pub const OPERATING_EXPENSE: &str = "Operating Expense";
pub const CAPITAL_EXPENSE: &str = "Capital Expense";
pub const UNBUDGETED: &str = "Unbudgeted";
pub const PERIOD: &str = "Period";
pub const TOTAL: &str = "Total";
pub const BUDGET: &str = "Budget";
pub const ACTUAL: &str = "Actual";
pub const VARIANCE: &str = "Variance";
pub const VARIANCE_PERCENT: &str = "Variance %";
pub const TABLE: &str = "Table";
pub const LINE: &str = "Line";
pub const CHART_TITLE: &str = "Budget against actual";

/// Each message with its Swahili.
pub const SWAHILI: [(&str, &str); 39] = [
    (PERIOD_NUMBER_BLANK, "Namba ya kipindi haiwezi kuwa tupu"),
    (
        PERIOD_NUMBER_INVALID,
        "Namba ya kipindi lazima iwe namba kamili ya 1 au zaidi",
    ),
    (PERIOD_NUMBER_TAKEN, "Tayari kuna kipindi chenye namba hii"),
    (FROM_DATE_BLANK, "Tarehe ya kuanza haiwezi kuwa tupu"),
    (FROM_DATE_INVALID, "Tarehe ya kuanza lazima iwe tarehe"),
    (TO_DATE_BLANK, "Tarehe ya mwisho haiwezi kuwa tupu"),
    (TO_DATE_INVALID, "Tarehe ya mwisho lazima iwe tarehe"),
    (
        FROM_AFTER_TO,
        "Tarehe ya kuanza haiwezi kuwa baada ya tarehe ya mwisho",
    ),
    (
        PERIODS_OVERLAP,
        "Kipindi hiki kinaingiliana na kipindi kingine",
    ),
    (
        PERIODS_OUT_OF_ORDER,
        "Vipindi lazima vifuate namba zake: kipindi cha baadaye kinahitaji tarehe za baadaye",
    ),
    (TOO_MANY_PERIODS, "Bajeti inaweza kuwa na vipindi 24 tu"),
    (LINE_NAME_BLANK, "Jina la gharama haliwezi kuwa tupu"),
    (
        LINE_NAME_TOO_LONG,
        "Jina la gharama linaweza kuwa na herufi 100 tu",
    ),
    (NATURE_BLANK, "Chagua gharama za uendeshaji au za mtaji"),
    (EXPENSE_TYPES_BLANK, "Chagua angalau aina moja ya gharama"),
    (
        EXPENSE_TYPE_UNKNOWN,
        "Chagua aina za gharama kutoka kwenye orodha",
    ),
    (
        EXPENSE_TYPE_TAKEN,
        "Mstari mwingine wa aina hiyo tayari una moja ya aina hizi za gharama",
    ),
    (
        AMOUNT_NOT_A_NUMBER,
        "Weka kiasi kama namba, mfano 1500 au 1500.50",
    ),
    (AMOUNT_NEGATIVE, "Kiasi hakiwezi kuwa hasi"),
    (AMOUNT_TOO_PRECISE, "Kiasi kinaweza kuwa na desimali 2 tu"),
    (AMOUNT_TOO_LARGE, "Kiasi ni kikubwa mno"),
    (
        AMOUNT_PERIOD_UNKNOWN,
        "Kiasi kimoja ni cha kipindi ambacho hakipo kwenye bajeti",
    ),
    (TOO_MANY_LINES, "Bajeti inaweza kuwa na mistari 100 tu"),
    (RECORD_UNREADABLE, "Rekodi ya bajeti haikuweza kusomeka"),
    (
        RECORD_OF_ANOTHER_BUSINESS,
        "Rekodi hii ni ya biashara nyingine",
    ),
    (CHOOSE_A_BUSINESS, "Chagua biashara"),
    (BUDGET_NOT_FOUND, "Bajeti haijapatikana"),
    (OPERATING_EXPENSE, "Gharama za Uendeshaji"),
    (CAPITAL_EXPENSE, "Gharama za Mtaji"),
    (UNBUDGETED, "Nje ya bajeti"),
    (PERIOD, "Kipindi"),
    (TOTAL, "Jumla"),
    (BUDGET, "Bajeti"),
    (ACTUAL, "Halisi"),
    (VARIANCE, "Tofauti"),
    (VARIANCE_PERCENT, "Tofauti %"),
    (TABLE, "Jedwali"),
    (LINE, "Mstari"),
    (CHART_TITLE, "Bajeti dhidi ya halisi"),
];

/// `english` in `language` (a message of this area; any other stays as given).
pub fn in_language(english: &str, language: Language) -> &str {
    translated(&SWAHILI, english, language)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_has_its_own_swahili() {
        let mut english: Vec<&str> = SWAHILI.iter().map(|(en, _)| *en).collect();
        english.sort_unstable();
        english.dedup();
        assert_eq!(english.len(), SWAHILI.len(), "each English text once");
        for (en, sw) in SWAHILI {
            assert!(!sw.is_empty() && sw != en, "{en}");
            assert_eq!(in_language(en, Language::Swahili), sw);
        }
        assert_eq!(
            in_language(CHART_TITLE, Language::Swahili),
            "Bajeti dhidi ya halisi"
        );
    }
}
