//! One learning-survey question written as a table row, and the answer sets the surveys share.

use crate::survey::model::QuestionType;

/// The value of the 'other' option (spec 002 section 5.5): choosing it reveals a required free-text
/// question `{name}_other`, and it is not stored in a list of choices.
pub const OTHER: &str = "_";

/// (value, English, Swahili).
pub type Options = &'static [(&'static str, &'static str, &'static str)];

pub(super) struct Ask {
    pub name: &'static str,
    pub kind: QuestionType,
    pub en: &'static str,
    pub sw: &'static str,
    pub options: Options,
    pub required: bool,
    /// The right option, for a knowledge question (business acumen).
    pub correct: Option<&'static str>,
}

pub(super) const fn ask(
    name: &'static str,
    kind: QuestionType,
    en: &'static str,
    sw: &'static str,
) -> Ask {
    Ask {
        name,
        kind,
        en,
        sw,
        options: &[],
        required: true,
        correct: None,
    }
}

/// How confident a person is, 1 to 5: the confidence score reads these values.
pub const CONFIDENCE_SCALE: Options = &[
    ("1", "1 – Not confident at all", "1 – Sina uhakika kabisa"),
    ("2", "2 – A little confident", "2 – Nina uhakika kidogo"),
    ("3", "3 – Fairly confident", "3 – Nina uhakika kiasi"),
    ("4", "4 – Confident", "4 – Nina uhakika"),
    ("5", "5 – Very confident", "5 – Nina uhakika mkubwa"),
];

/// How well a person does a task on a phone or computer, 1 to 5: the computer-literacy score.
pub const SKILL_SCALE: Options = &[
    ("1", "1 – I cannot do this", "1 – Siwezi kufanya hivi"),
    ("2", "2 – Only with help", "2 – Kwa msaada tu"),
    ("3", "3 – On my own, slowly", "3 – Peke yangu, polepole"),
    ("4", "4 – Easily", "4 – Kwa urahisi"),
    (
        "5",
        "5 – Easily, and I could teach someone",
        "5 – Kwa urahisi, na ningeweza kumfundisha mtu",
    ),
];

pub const YES_NO: Options = &[("yes", "Yes", "Ndiyo"), ("no", "No", "Hapana")];

/// Whether a question's options are one of the 1-to-5 scales.
pub fn is_scale(options: &[crate::survey::model::Choice]) -> bool {
    let values = |scale: Options| {
        scale
            .iter()
            .map(|(v, _, _)| *v)
            .eq(options.iter().map(|c| c.value.as_str()))
    };
    !options.is_empty() && (values(CONFIDENCE_SCALE) || values(SKILL_SCALE))
}
