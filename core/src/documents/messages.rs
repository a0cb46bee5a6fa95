//! Every business-documents message (spec 002 sections 5.2 and 8.2, and the checks' own) in English,
//! with its Swahili beside it. The server writes a person's messages in their language through
//! `in_language`; the PWA finds the Swahili by the English text.

use crate::language::{translated, Language};

// The checks of 5.2, in the spec's order.
pub const MISSING_IMPORTANT_INFORMATION: &str = "Missing important information";
pub const ADD_AN_ITEM: &str = "Add an item";
pub const CLIENT_EMAIL_BLANK: &str = "Client email cannot be blank";
pub const CLIENT_PHONE_BLANK: &str = "Client phone cannot be blank";
pub const CLIENT_NAME_BLANK: &str = "Client name cannot be blank";
pub const DATE_PAID_BLANK: &str = "Date paid cannot be blank";
pub const AMOUNT_PAID_BLANK: &str = "Amount paid cannot be blank";

// The checks' own, after the spec's.
pub const CLIENT_EMAIL_INVALID: &str = "Enter a valid client email";
pub const CLIENT_PHONE_INVALID: &str = "Enter a valid client phone number, e.g. 0712345678";
pub const CLIENT_NAME_TOO_LONG: &str = "Client name can have at most 100 characters";
pub const TOO_MANY_ITEMS: &str = "A document can have at most 100 items";
pub const CHOOSE_AN_ITEM: &str = "Choose a product or service for every item";
pub const ITEM_NOT_FOUND: &str =
    "An item is no longer among your products and services: choose it again";
pub const QUANTITY_BLANK: &str = "Quantity cannot be blank";
pub const QUANTITY_NOT_A_NUMBER: &str = "Quantity must be a number";
pub const QUANTITY_TOO_SMALL: &str = "Quantity must be more than 0";
pub const QUANTITY_TOO_PRECISE: &str = "Quantity can have at most 3 decimals";
pub const QUANTITY_TOO_LARGE: &str = "Quantity is too large";
pub const TOTAL_BLANK: &str = "Total amount cannot be blank";
pub const AMOUNT_NOT_A_NUMBER: &str = "Enter the amount as a number, e.g. 1500 or 1500.50";
pub const TOTAL_NEGATIVE: &str = "Total amount cannot be negative";
pub const AMOUNT_TOO_PRECISE: &str = "An amount can have at most 2 decimals";
pub const AMOUNT_TOO_LARGE: &str = "The amount is too large";
pub const AMOUNT_PAID_TOO_SMALL: &str = "Amount paid must be more than 0";
pub const DATE_PAID_INVALID: &str = "Date paid must be a date";
pub const DATE_PAID_IN_FUTURE: &str = "Date paid cannot be in the future";
pub const MORE_THAN_BALANCE: &str = "Amount paid is more than the balance due on this invoice";
pub const ALREADY_PAID: &str = "This invoice is already fully paid";
pub const ALREADY_AN_INVOICE: &str = "This quotation is already an invoice";
pub const NOT_A_QUOTATION: &str = "Only a quotation can become an invoice";
pub const PAYMENT_TWICE: &str = "This payment was already recorded";
pub const DOCUMENT_DATE_IMPOSSIBLE: &str =
    "The document's date is not possible: check the date on your phone";
pub const SALE_REFUSED: &str =
    "The payment's sale could not be added to DigiKua: check the invoice's products and services";
pub const SEND_NEEDS_CONNECTION: &str =
    "Sending needs a connection: it will wait until you are online";

// Answers (8.2).
pub const SOMETHING_WENT_WRONG: &str = "Something went wrong";
pub const FETCH_INVOICES_FAILED: &str = "Something went wrong with fetching invoices";
pub const INVOICES_NOT_FOUND: &str = "Invoices not found";
pub const FETCH_QUOTATIONS_FAILED: &str = "Something went wrong with fetching quotations";
pub const QUOTATIONS_NOT_FOUND: &str = "Quotations not found";
pub const NETWORK_ERROR: &str = "Network error: Please check your internet connection.";
pub const SEND_INVOICE_FAILED: &str = "Something went wrong with sending the invoice";
pub const SEND_QUOTATION_FAILED: &str = "Something went wrong with sending the quotation";
pub const INVOICE_NOT_SENT: &str = "Invoice not sent";
pub const QUOTATION_NOT_SENT: &str = "Quotation not sent";
pub const INVOICE_SENT: &str = "Invoice sent successfully";
pub const QUOTATION_SENT: &str = "Quotation sent successfully";
pub const INVOICE_GENERATED: &str = "Invoice generated successfully";
pub const QUOTATION_CREATED: &str = "Quotation created successfully";
pub const RECEIPT_SENT: &str = "Receipt created and sent successfully";
pub const PAYMENT_RECORDED: &str = "Payment recorded";
pub const INVOICE_FROM_QUOTATION: &str = "The quotation is now an invoice";
pub const LINK_REVOKED: &str = "The link was turned off: nobody can open the document with it now";
pub const LINK_GONE: &str =
    "This link has expired or was turned off. Ask the business for a new one.";

/// Each message with its Swahili.
pub const SWAHILI: [(&str, &str); 53] = [
    (MISSING_IMPORTANT_INFORMATION, "Taarifa muhimu hazipo"),
    (ADD_AN_ITEM, "Ongeza bidhaa"),
    (CLIENT_EMAIL_BLANK, "Barua pepe ya mteja haiwezi kuwa tupu"),
    (CLIENT_PHONE_BLANK, "Simu ya mteja haiwezi kuwa tupu"),
    (CLIENT_NAME_BLANK, "Jina la mteja haliwezi kuwa tupu"),
    (DATE_PAID_BLANK, "Tarehe ya malipo haiwezi kuwa tupu"),
    (AMOUNT_PAID_BLANK, "Kiasi kilicholipwa hakiwezi kuwa tupu"),
    (CLIENT_EMAIL_INVALID, "Weka barua pepe sahihi ya mteja"),
    (
        CLIENT_PHONE_INVALID,
        "Weka namba sahihi ya simu ya mteja, mfano 0712345678",
    ),
    (
        CLIENT_NAME_TOO_LONG,
        "Jina la mteja linaweza kuwa na herufi 100 tu",
    ),
    (TOO_MANY_ITEMS, "Hati inaweza kuwa na bidhaa 100 tu"),
    (CHOOSE_AN_ITEM, "Chagua bidhaa au huduma kwa kila kipengele"),
    (
        ITEM_NOT_FOUND,
        "Kipengele kimoja hakipo tena kwenye bidhaa na huduma zako: kichague tena",
    ),
    (QUANTITY_BLANK, "Idadi haiwezi kuwa tupu"),
    (QUANTITY_NOT_A_NUMBER, "Idadi lazima iwe namba"),
    (QUANTITY_TOO_SMALL, "Idadi lazima iwe zaidi ya 0"),
    (QUANTITY_TOO_PRECISE, "Idadi inaweza kuwa na desimali 3 tu"),
    (QUANTITY_TOO_LARGE, "Idadi ni kubwa mno"),
    (TOTAL_BLANK, "Jumla haiwezi kuwa tupu"),
    (
        AMOUNT_NOT_A_NUMBER,
        "Weka kiasi kama namba, mfano 1500 au 1500.50",
    ),
    (TOTAL_NEGATIVE, "Jumla haiwezi kuwa hasi"),
    (AMOUNT_TOO_PRECISE, "Kiasi kinaweza kuwa na desimali 2 tu"),
    (AMOUNT_TOO_LARGE, "Kiasi ni kikubwa mno"),
    (
        AMOUNT_PAID_TOO_SMALL,
        "Kiasi kilicholipwa lazima kiwe zaidi ya 0",
    ),
    (DATE_PAID_INVALID, "Tarehe ya malipo lazima iwe tarehe"),
    (
        DATE_PAID_IN_FUTURE,
        "Tarehe ya malipo haiwezi kuwa ya baadaye",
    ),
    (
        MORE_THAN_BALANCE,
        "Kiasi kilicholipwa ni zaidi ya salio la ankara hii",
    ),
    (ALREADY_PAID, "Ankara hii imeshalipwa yote"),
    (ALREADY_AN_INVOICE, "Nukuu hii tayari ni ankara"),
    (NOT_A_QUOTATION, "Nukuu pekee ndiyo inaweza kuwa ankara"),
    (PAYMENT_TWICE, "Malipo haya yalisharekodiwa"),
    (
        SEND_NEEDS_CONNECTION,
        "Kutuma kunahitaji mtandao: kutasubiri hadi uwe mtandaoni",
    ),
    (SOMETHING_WENT_WRONG, "Kuna hitilafu"),
    (FETCH_INVOICES_FAILED, "Kuna hitilafu katika kupata ankara"),
    (INVOICES_NOT_FOUND, "Ankara hazijapatikana"),
    (FETCH_QUOTATIONS_FAILED, "Kuna hitilafu katika kupata nukuu"),
    (QUOTATIONS_NOT_FOUND, "Nukuu hazijapatikana"),
    (
        NETWORK_ERROR,
        "Hitilafu ya mtandao: Tafadhali angalia muunganisho wako wa intaneti.",
    ),
    (SEND_INVOICE_FAILED, "Kuna hitilafu katika kutuma ankara"),
    (SEND_QUOTATION_FAILED, "Kuna hitilafu katika kutuma nukuu"),
    (INVOICE_NOT_SENT, "Ankara haijatumwa"),
    (QUOTATION_NOT_SENT, "Nukuu haijatumwa"),
    (INVOICE_SENT, "Ankara imetumwa"),
    (QUOTATION_SENT, "Nukuu imetumwa"),
    (INVOICE_GENERATED, "Ankara imeundwa"),
    (QUOTATION_CREATED, "Nukuu imeundwa"),
    (RECEIPT_SENT, "Risiti imeundwa na kutumwa"),
    (PAYMENT_RECORDED, "Malipo yamerekodiwa"),
    (INVOICE_FROM_QUOTATION, "Nukuu sasa ni ankara"),
    (
        LINK_REVOKED,
        "Kiungo kimezimwa: hakuna anayeweza kufungua hati kwa kiungo hiki sasa",
    ),
    (
        LINK_GONE,
        "Kiungo hiki kimeisha muda au kimezimwa. Omba biashara ikupe kingine.",
    ),
    (DOCUMENT_DATE_IMPOSSIBLE, "Tarehe ya hati haiwezekani: angalia tarehe kwenye simu yako"),
    (SALE_REFUSED, "Mauzo ya malipo haya hayakuweza kuongezwa kwenye DigiKua: angalia bidhaa na huduma za ankara"),
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
    }
}
