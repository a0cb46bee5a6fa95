//! What a form says, in each language: its title, opening, numbered sections of points, boxes to
//! tick, and the declaration above the signatures. `{programme}` and `{name}` in a text stand for
//! the lender's name and the signer's name.

use super::{agreement_letter, code_of_conduct, photography_consent, Form};
use crate::language::Language;

pub(super) struct Wording {
    pub title: &'static str,
    /// Paragraphs before the sections.
    pub opening: &'static [&'static str],
    pub sections: &'static [Section],
    /// Boxes the signer ticks, one of them (empty when the form has none).
    pub choices: &'static [&'static str],
    pub declaration: &'static str,
}

pub(super) struct Section {
    pub heading: &'static str,
    pub points: &'static [&'static str],
}

/// The words around the text that every form shares.
pub(super) struct Labels {
    /// Under the lender's name at the top.
    pub programme: &'static str,
    /// The document's author: the programme's full name.
    pub author: &'static str,
    pub name: &'static str,
    pub email: &'static str,
    pub phone: &'static str,
    pub date: &'static str,
    pub tick_one: &'static str,
    pub entrepreneur: &'static str,
    pub for_programme: &'static str,
    pub signature: &'static str,
    pub name_and_position: &'static str,
}

pub(super) fn of(form: Form, language: Language) -> &'static Wording {
    match (form, language) {
        (Form::CodeOfConduct, Language::English) => &code_of_conduct::ENGLISH,
        (Form::CodeOfConduct, Language::Swahili) => &code_of_conduct::SWAHILI,
        (Form::PhotographyConsent, Language::English) => &photography_consent::ENGLISH,
        (Form::PhotographyConsent, Language::Swahili) => &photography_consent::SWAHILI,
        (Form::AgreementLetter, Language::English) => &agreement_letter::ENGLISH,
        (Form::AgreementLetter, Language::Swahili) => &agreement_letter::SWAHILI,
    }
}

pub(super) fn labels(language: Language) -> &'static Labels {
    match language {
        Language::English => &ENGLISH,
        Language::Swahili => &SWAHILI,
    }
}

const ENGLISH: Labels = Labels {
    programme: "Business Acceleration Programme",
    author: "{programme} Business Acceleration Programme",
    name: "Name",
    email: "E-mail",
    phone: "Phone",
    date: "Date",
    tick_one: "Tick one box:",
    entrepreneur: "The entrepreneur",
    for_programme: "For the Programme",
    signature: "Signature",
    name_and_position: "Name and position",
};

const SWAHILI: Labels = Labels {
    programme: "Programu ya Kukuza Biashara",
    author: "Programu ya Kukuza Biashara ya {programme}",
    name: "Jina",
    email: "Barua pepe",
    phone: "Simu",
    date: "Tarehe",
    tick_one: "Weka alama kwenye kisanduku kimoja:",
    entrepreneur: "Mjasiriamali",
    for_programme: "Kwa niaba ya Programu",
    signature: "Sahihi",
    name_and_position: "Jina na cheo",
};
