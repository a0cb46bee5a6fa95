//! The post-quarterly survey's questions (`2*14*2`): how the quarter went and the support received.

use super::model::QuestionType::{Date, Phone, SelectMany, SelectOne, Text};
use super::seeds::Seed;

const fn ask(
    name: &'static str,
    kind: super::model::QuestionType,
    en: &'static str,
    sw: &'static str,
) -> Seed {
    Seed {
        name,
        kind,
        en,
        sw,
        options: &[],
        required: true,
        when: None,
    }
}

pub(super) const POST_QUARTERLY: &[Seed] = &[
    Seed {
        options: &[
            (
                "better",
                "Better than the quarter before",
                "Vizuri kuliko robo mwaka iliyotangulia",
            ),
            ("same", "About the same", "Karibu sawa"),
            (
                "worse",
                "Worse than the quarter before",
                "Vibaya kuliko robo mwaka iliyotangulia",
            ),
        ],
        ..ask(
            "quarter_outcome",
            SelectOne,
            "How did the business do this quarter?",
            "Biashara ilifanyaje robo mwaka hii?",
        )
    },
    Seed {
        options: &[
            ("capital", "Getting capital", "Kupata mtaji"),
            ("customers", "Finding customers", "Kupata wateja"),
            ("costs", "Rising costs", "Kupanda kwa gharama"),
            (
                "staff",
                "Finding or keeping staff",
                "Kupata au kudumisha wafanyakazi",
            ),
            ("other", "Something else", "Jambo jingine"),
        ],
        ..ask(
            "biggest_challenge",
            SelectOne,
            "What was the business's biggest challenge this quarter?",
            "Changamoto kubwa zaidi ya biashara robo mwaka hii ilikuwa ipi?",
        )
    },
    Seed {
        when: Some(("biggest_challenge", "other")),
        ..ask(
            "challenge_other",
            Text,
            "Tell us about that challenge.",
            "Tueleze kuhusu changamoto hiyo.",
        )
    },
    Seed {
        options: &[
            ("coaching", "Business coaching", "Ukufunzi wa biashara"),
            (
                "playbook",
                "Advisory playbook sessions",
                "Vikao vya mwongozo wa ushauri",
            ),
            ("training", "Training courses", "Kozi za mafunzo"),
            ("loan", "A loan", "Mkopo"),
            ("none", "No support", "Sikupata msaada"),
        ],
        ..ask(
            "support_received",
            SelectMany,
            "Which support did you receive from the programme this quarter?",
            "Ulipata msaada upi kutoka kwenye programu robo mwaka hii?",
        )
    },
    Seed {
        options: &[
            ("very_satisfied", "Very satisfied", "Nimeridhika sana"),
            ("satisfied", "Satisfied", "Nimeridhika"),
            ("neutral", "Neither satisfied nor dissatisfied", "Kiasi tu"),
            ("dissatisfied", "Dissatisfied", "Sijaridhika"),
        ],
        ..ask(
            "satisfaction",
            SelectOne,
            "How satisfied are you with the support you received?",
            "Umeridhika kiasi gani na msaada uliopata?",
        )
    },
    Seed {
        required: false,
        ..ask(
            "improvement",
            Text,
            "What could we do better next quarter? (optional)",
            "Tunaweza kufanya nini vizuri zaidi robo mwaka ijayo? (si lazima)",
        )
    },
    Seed {
        required: false,
        ..ask(
            "next_coach_meeting",
            Date,
            "When would you like to meet your business coach next? (optional)",
            "Ungependa kukutana na mkufunzi wako wa biashara lini tena? (si lazima)",
        )
    },
    Seed {
        required: false,
        ..ask(
            "contact_phone",
            Phone,
            "A phone number we can call you on about your answers (optional)",
            "Namba ya simu tunayoweza kukupigia kuhusu majibu yako (si lazima)",
        )
    },
];
