//! The Baseline Survey (`baseline`): the business as it is when the trainee joins, the figures the
//! programme compares against later.

use super::ask::{ask, Ask, OTHER, YES_NO};
use crate::survey::model::QuestionType::{Decimal, Integer, SelectMany, SelectOne, Text};

pub(super) const BASELINE: &[Ask] = &[
    Ask {
        options: &[
            ("retail", "Shop or retail", "Duka au rejareja"),
            ("food", "Food and drinks", "Vyakula na vinywaji"),
            ("farming", "Farming or livestock", "Kilimo au mifugo"),
            ("tailoring", "Tailoring or fashion", "Ushonaji au mitindo"),
            ("beauty", "Salon or barber", "Saluni au kinyozi"),
            (
                "services",
                "Repairs or other services",
                "Matengenezo au huduma nyingine",
            ),
            ("manufacturing", "Making products", "Utengenezaji wa bidhaa"),
            (OTHER, "Other", "Nyingine"),
        ],
        ..ask(
            "business_type",
            SelectOne,
            "What kind of business do you run?",
            "Unaendesha biashara ya aina gani?",
        )
    },
    ask(
        "years_in_business",
        Integer,
        "For how many full years has the business been running? (0 if less than a year)",
        "Biashara imekuwa ikiendeshwa kwa miaka mingapi kamili? (0 kama ni chini ya mwaka)",
    ),
    ask(
        "employees",
        Integer,
        "How many people work in the business besides you?",
        "Watu wangapi wanafanya kazi kwenye biashara mbali na wewe?",
    ),
    ask(
        "monthly_sales",
        Decimal,
        "About how much did the business sell last month, in shillings?",
        "Biashara iliuza takriban kiasi gani mwezi uliopita, kwa shilingi?",
    ),
    Ask {
        options: &[
            ("none", "I do not keep records", "Situnzi kumbukumbu"),
            ("memory", "I remember them", "Nazikumbuka kichwani"),
            ("notebook", "In a notebook", "Kwenye daftari"),
            ("phone", "On my phone", "Kwenye simu yangu"),
            ("computer", "On a computer", "Kwenye kompyuta"),
        ],
        ..ask(
            "records",
            SelectOne,
            "How do you keep the records of your sales and expenses?",
            "Unatunzaje kumbukumbu za mauzo na matumizi yako?",
        )
    },
    Ask {
        options: YES_NO,
        ..ask(
            "separate_account",
            SelectOne,
            "Does the business have its own bank or mobile money account?",
            "Je, biashara ina akaunti yake ya benki au ya pesa kwa simu?",
        )
    },
    Ask {
        options: YES_NO,
        ..ask(
            "had_loan",
            SelectOne,
            "Has the business ever had a loan?",
            "Je, biashara imewahi kupata mkopo?",
        )
    },
    Ask {
        options: &[
            ("capital", "Getting capital", "Kupata mtaji"),
            ("customers", "Finding customers", "Kupata wateja"),
            ("costs", "High costs", "Gharama kubwa"),
            ("competition", "Competition", "Ushindani"),
            ("records", "Keeping records", "Kutunza kumbukumbu"),
            ("skills", "Skills of the team", "Ujuzi wa wafanyakazi"),
            (OTHER, "Other", "Nyingine"),
        ],
        ..ask(
            "challenges",
            SelectMany,
            "What are the business's biggest challenges? Choose all that apply.",
            "Changamoto kubwa za biashara ni zipi? Chagua zote zinazohusika.",
        )
    },
    ask(
        "goal",
        Text,
        "What do you want the business to achieve in the next twelve months?",
        "Unataka biashara ifikie nini katika miezi kumi na miwili ijayo?",
    ),
];
