//! The post-training survey (`buruka-post-training`): the trainee's view of the training, asked
//! once it has ended.

use super::ask::{ask, Ask, OTHER, YES_NO};
use crate::survey::model::QuestionType::{SelectMany, SelectOne, Text};

pub(super) const POST_TRAINING: &[Ask] = &[
    Ask {
        options: &[
            ("excellent", "Excellent", "Bora sana"),
            ("good", "Good", "Nzuri"),
            ("fair", "Fair", "Wastani"),
            ("poor", "Poor", "Duni"),
        ],
        ..ask(
            "overall",
            SelectOne,
            "How would you rate the training overall?",
            "Kwa ujumla ungeyapimaje mafunzo?",
        )
    },
    Ask {
        options: &[
            ("always", "Always", "Kila mara"),
            ("mostly", "Mostly", "Mara nyingi"),
            ("sometimes", "Sometimes", "Wakati mwingine"),
            ("rarely", "Rarely", "Mara chache"),
        ],
        ..ask(
            "trainer_clear",
            SelectOne,
            "Did the trainers explain things clearly?",
            "Je, wakufunzi walieleza mambo kwa uwazi?",
        )
    },
    Ask {
        options: &[
            ("classes", "The class meetings", "Mikutano ya darasa"),
            ("topics", "The topics on the phone", "Mada kwenye simu"),
            ("assignments", "The assignments", "Kazi za nyumbani"),
            ("mentor", "The mentor's advice", "Ushauri wa mlezi"),
            (
                "peers",
                "Meeting other entrepreneurs",
                "Kukutana na wajasiriamali wengine",
            ),
            (OTHER, "Other", "Nyingine"),
        ],
        ..ask(
            "helped_most",
            SelectMany,
            "What helped you learn? Choose all that apply.",
            "Nini kilikusaidia kujifunza? Chagua vyote vinavyohusika.",
        )
    },
    Ask {
        options: &[
            ("in_person", "In person", "Ana kwa ana"),
            ("phone", "On the phone", "Kwa simu"),
            ("both", "A mix of both", "Mchanganyiko wa vyote viwili"),
        ],
        ..ask(
            "preferred_format",
            SelectOne,
            "How would you like to take the next training?",
            "Ungependa kuchukua mafunzo yajayo kwa njia gani?",
        )
    },
    Ask {
        options: YES_NO,
        ..ask(
            "wants_mentoring",
            SelectOne,
            "Would you like a mentor to keep following up your business?",
            "Ungependa mlezi aendelee kufuatilia biashara yako?",
        )
    },
    Ask {
        options: YES_NO,
        ..ask(
            "would_recommend",
            SelectOne,
            "Would you recommend this training to another entrepreneur?",
            "Je, ungempendekezea mjasiriamali mwingine mafunzo haya?",
        )
    },
    Ask {
        required: false,
        ..ask(
            "suggestions",
            Text,
            "What should we change to make the training better? (optional)",
            "Tubadilishe nini ili mafunzo yawe bora zaidi? (si lazima)",
        )
    },
];
