//! The Computer Literacy survey (`computer-literacy`): the devices the trainee uses, then how well
//! they do everyday digital tasks, each on the 1-to-5 scale.

use super::ask::{ask, Ask, OTHER, SKILL_SCALE};
use crate::survey::model::QuestionType::{SelectMany, SelectOne};

const fn skill(name: &'static str, en: &'static str, sw: &'static str) -> Ask {
    Ask {
        options: SKILL_SCALE,
        ..ask(name, SelectOne, en, sw)
    }
}

pub(super) const COMPUTER_LITERACY: &[Ask] = &[
    Ask {
        options: &[
            ("smartphone", "A smartphone", "Simu janja (smartphone)"),
            ("basic_phone", "A basic phone", "Simu ya kawaida"),
            ("computer", "A computer or laptop", "Kompyuta au laptop"),
            ("tablet", "A tablet", "Tableti"),
            (
                "cyber",
                "A computer at a cyber café",
                "Kompyuta ya mgahawa wa intaneti (cyber)",
            ),
            (OTHER, "Other", "Nyingine"),
        ],
        ..ask(
            "devices",
            SelectMany,
            "Which devices do you use for your business? Choose all that apply.",
            "Unatumia vifaa gani kwa biashara yako? Chagua vyote vinavyohusika.",
        )
    },
    skill(
        "mobile_money",
        "Send and receive mobile money (M-Pesa, Tigo Pesa, Airtel Money) and check the balance",
        "Kutuma na kupokea pesa kwa simu (M-Pesa, Tigo Pesa, Airtel Money) na kuangalia salio",
    ),
    skill(
        "whatsapp_business",
        "Use WhatsApp to show products to customers and take orders",
        "Kutumia WhatsApp kuonyesha bidhaa kwa wateja na kupokea oda",
    ),
    skill(
        "product_photos",
        "Take clear photos of your products and send them",
        "Kupiga picha safi za bidhaa zako na kuzituma",
    ),
    skill(
        "search_internet",
        "Search the internet for prices, suppliers or information",
        "Kutafuta kwenye intaneti bei, wasambazaji au taarifa",
    ),
    skill(
        "type_document",
        "Type and save a document, such as a quotation or a letter",
        "Kuandika na kuhifadhi hati, kama nukuu ya bei au barua",
    ),
    skill(
        "spreadsheet",
        "Enter figures in a spreadsheet and add them up",
        "Kuingiza takwimu kwenye jedwali (spreadsheet) na kuzijumlisha",
    ),
    skill(
        "email",
        "Send an email with a file attached",
        "Kutuma barua pepe yenye faili lililoambatishwa",
    ),
    skill(
        "stay_safe",
        "Keep your PIN and passwords secret and recognise a scam message",
        "Kutunza siri PIN na nywila zako na kutambua ujumbe wa utapeli",
    ),
];
