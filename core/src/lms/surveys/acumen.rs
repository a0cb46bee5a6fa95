//! The business-acumen questions, the same at the course's entry and exit (`business-acumen/entry`,
//! `business-acumen/exit`): ten knowledge questions, each with one right option, so the growth in
//! acumen is the exit score less the entry score.

use super::ask::{ask, Ask};
use crate::survey::model::QuestionType::SelectOne;

const fn knows(
    name: &'static str,
    en: &'static str,
    sw: &'static str,
    options: super::ask::Options,
    correct: &'static str,
) -> Ask {
    Ask {
        options,
        correct: Some(correct),
        ..ask(name, SelectOne, en, sw)
    }
}

pub(super) const ACUMEN: &[Ask] = &[
    knows(
        "profit",
        "This month a shop sold goods for 50,000. The goods cost 30,000 to buy, and rent and transport cost 12,000. What is the profit?",
        "Mwezi huu duka liliuza bidhaa za 50,000. Bidhaa zilinunuliwa kwa 30,000, na kodi na usafiri viligharimu 12,000. Faida ni kiasi gani?",
        &[
            ("a", "8,000", "8,000"),
            ("b", "20,000", "20,000"),
            ("c", "38,000", "38,000"),
            ("d", "50,000", "50,000"),
        ],
        "a",
    ),
    knows(
        "gross_margin",
        "Sales were 200,000 and the goods sold cost 120,000. What is the gross margin?",
        "Mauzo yalikuwa 200,000 na bidhaa zilizouzwa ziligharimu 120,000. Faida ghafi kwa asilimia ni ngapi?",
        &[
            ("a", "60%", "60%"),
            ("b", "40%", "40%"),
            ("c", "80,000%", "80,000%"),
            ("d", "20%", "20%"),
        ],
        "b",
    ),
    knows(
        "separate_money",
        "Why should you keep the business's money apart from the household's?",
        "Kwa nini utenganishe pesa za biashara na pesa za nyumbani?",
        &[
            ("a", "So the tax office cannot see it", "Ili mamlaka ya kodi isizione"),
            (
                "b",
                "So you know whether the business really makes a profit",
                "Ili ujue kama biashara kweli inapata faida",
            ),
            ("c", "Because banks require it", "Kwa sababu benki zinataka hivyo"),
            ("d", "It does not matter", "Haijalishi"),
        ],
        "b",
    ),
    knows(
        "pricing",
        "A tailor spends 600 on cloth, thread and electricity for each dress. Which price is best?",
        "Fundi cherehani anatumia 600 kwa kitambaa, uzi na umeme kwa kila gauni. Bei ipi ni bora?",
        &[
            ("a", "500, to sell more dresses", "500, ili auze magauni mengi zaidi"),
            ("b", "600, the same as the cost", "600, sawa na gharama"),
            (
                "c",
                "900, after checking what customers pay elsewhere",
                "900, baada ya kuangalia wateja wanalipa kiasi gani kwingine",
            ),
            ("d", "3,000, whatever the market pays", "3,000, bila kujali soko linalipa nini"),
        ],
        "c",
    ),
    knows(
        "cash_flow",
        "Which tool shows best whether you will have enough cash next month?",
        "Chombo kipi kinaonyesha vizuri zaidi kama utakuwa na pesa taslimu za kutosha mwezi ujao?",
        &[
            ("a", "A cash flow plan", "Mpango wa mtiririko wa pesa"),
            ("b", "A list of your customers", "Orodha ya wateja wako"),
            ("c", "Your business licence", "Leseni ya biashara yako"),
            ("d", "Last year's sales total", "Jumla ya mauzo ya mwaka jana"),
        ],
        "a",
    ),
    knows(
        "restock",
        "Which item should you buy more of first?",
        "Ni bidhaa ipi unapaswa kununua zaidi kwanza?",
        &[
            ("a", "The item with the biggest box", "Bidhaa yenye boksi kubwa zaidi"),
            (
                "b",
                "The item that sells fastest and is nearly finished",
                "Bidhaa inayouzika haraka zaidi na karibu kuisha",
            ),
            ("c", "The cheapest item", "Bidhaa ya bei rahisi zaidi"),
            (
                "d",
                "The item a supplier is pushing this week",
                "Bidhaa ambayo msambazaji anasisitiza wiki hii",
            ),
        ],
        "b",
    ),
    knows(
        "loan_cost",
        "You borrow 100,000 with a flat interest of 10% for the year. How much do you repay in total?",
        "Unakopa 100,000 kwa riba ya kudumu ya 10% kwa mwaka. Utalipa jumla ya kiasi gani?",
        &[
            ("a", "100,000", "100,000"),
            ("b", "101,000", "101,000"),
            ("c", "110,000", "110,000"),
            ("d", "200,000", "200,000"),
        ],
        "c",
    ),
    knows(
        "sales_record",
        "What should every line of a sales record show?",
        "Kila mstari wa kumbukumbu ya mauzo unapaswa kuonyesha nini?",
        &[
            ("a", "Only the total of the day", "Jumla ya siku tu"),
            (
                "b",
                "The date, the item, the quantity and the amount received",
                "Tarehe, bidhaa, idadi na kiasi kilichopokelewa",
            ),
            ("c", "The customer's age", "Umri wa mteja"),
            ("d", "The weather", "Hali ya hewa"),
        ],
        "b",
    ),
    knows(
        "keep_customers",
        "What is the cheapest way to make customers come back?",
        "Njia ipi ya gharama nafuu zaidi ya kuwafanya wateja warudi?",
        &[
            ("a", "A big advertisement on the radio", "Tangazo kubwa redioni"),
            ("b", "Lower prices than everyone else", "Bei za chini kuliko wengine wote"),
            (
                "c",
                "Good service and a follow-up message after they buy",
                "Huduma nzuri na ujumbe wa kufuatilia baada ya kununua",
            ),
            ("d", "Opening a second shop", "Kufungua duka la pili"),
        ],
        "c",
    ),
    knows(
        "good_month",
        "The business made an extra 10,000 profit in a good month. What is the wisest first step?",
        "Biashara imepata faida ya ziada ya 10,000 katika mwezi mzuri. Hatua gani ya kwanza ni ya busara zaidi?",
        &[
            (
                "a",
                "Save part of it for the slow months",
                "Kuweka akiba sehemu yake kwa miezi migumu",
            ),
            ("b", "Spend it all on a celebration", "Kuitumia yote kwa sherehe"),
            ("c", "Lend it to a neighbour", "Kumkopesha jirani"),
            ("d", "Stop recording sales that month", "Kuacha kurekodi mauzo mwezi huo"),
        ],
        "a",
    ),
];
