//! The Training Impact Report (`training-impact-report`): what the trainee changed in the business
//! because of the training, and what came of it.

use super::ask::{ask, Ask, OTHER, YES_NO};
use crate::survey::model::QuestionType::{Decimal, Integer, SelectMany, SelectOne, Text};

pub(super) const IMPACT: &[Ask] = &[
    ask(
        "sessions_attended",
        Integer,
        "How many class meetings of the training did you attend?",
        "Ulihudhuria mikutano mingapi ya darasa ya mafunzo?",
    ),
    Ask {
        options: &[
            ("records", "Keeping records", "Kutunza kumbukumbu"),
            ("pricing", "Pricing and costs", "Bei na gharama"),
            ("customers", "Finding and keeping customers", "Kupata na kudumisha wateja"),
            ("cash", "Planning cash", "Kupanga pesa taslimu"),
            ("loans", "Using loans well", "Kutumia mikopo vizuri"),
            (OTHER, "Other", "Nyingine"),
        ],
        ..ask(
            "most_useful",
            SelectOne,
            "Which part of the training was the most useful to you?",
            "Sehemu ipi ya mafunzo ilikufaa zaidi?",
        )
    },
    Ask {
        options: &[
            ("records", "I keep daily records", "Natunza kumbukumbu za kila siku"),
            (
                "separate",
                "I keep business and household money apart",
                "Natenganisha pesa za biashara na za nyumbani",
            ),
            ("prices", "I changed my prices", "Nilibadilisha bei zangu"),
            ("product", "I added a product or service", "Niliongeza bidhaa au huduma"),
            ("marketing", "I reach customers in new ways", "Nawafikia wateja kwa njia mpya"),
            ("savings", "I save for the business", "Naweka akiba kwa ajili ya biashara"),
            (OTHER, "Other", "Nyingine"),
        ],
        ..ask(
            "changes_made",
            SelectMany,
            "What have you changed in the business since the training? Choose all that apply.",
            "Umebadilisha nini kwenye biashara tangu mafunzo? Chagua vyote vinavyohusika.",
        )
    },
    Ask {
        options: &[
            ("much_more", "Much higher", "Juu zaidi sana"),
            ("more", "A little higher", "Juu kidogo"),
            ("same", "About the same", "Karibu sawa"),
            ("less", "Lower", "Chini"),
        ],
        ..ask(
            "sales_change",
            SelectOne,
            "Compared with before the training, your monthly sales are:",
            "Ukilinganisha na kabla ya mafunzo, mauzo yako ya mwezi ni:",
        )
    },
    ask(
        "monthly_sales",
        Decimal,
        "About how much did the business sell last month, in shillings?",
        "Biashara iliuza takriban kiasi gani mwezi uliopita, kwa shilingi?",
    ),
    ask(
        "people_hired",
        Integer,
        "How many people have you taken on since the training?",
        "Umeajiri watu wangapi tangu mafunzo?",
    ),
    Ask {
        options: YES_NO,
        ..ask(
            "applied_for_loan",
            SelectOne,
            "Have you applied for a loan for the business since the training?",
            "Je, umeomba mkopo wa biashara tangu mafunzo?",
        )
    },
    Ask {
        required: false,
        ..ask(
            "change_story",
            Text,
            "Tell us about one change the training made to your business. (optional)",
            "Tueleze kuhusu badiliko moja ambalo mafunzo yameleta kwenye biashara yako. (si lazima)",
        )
    },
];
