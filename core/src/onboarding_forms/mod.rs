//! The three forms an entrepreneur downloads on the acceleration welcome page, signs and uploads
//! again as onboarding steps: the code of conduct, the photography consent and the agreement letter.
//! Each is a PDF with the person's name, contacts and the day filled in, in English or Swahili,
//! drawn with core's PDF writer so the server and the phone make the same document.

mod agreement_letter;
mod code_of_conduct;
mod layout;
mod long_date;
mod photography_consent;
mod wording;

#[cfg(test)]
mod tests;

use crate::language::Language;
use crate::pdf::PdfDate;

pub use long_date::long_date;

/// A form to sign, named on the wire by its slug (`/api/onboarding/forms/{slug}`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    CodeOfConduct,
    PhotographyConsent,
    AgreementLetter,
}

impl Form {
    pub const ALL: [Form; 3] = [
        Form::CodeOfConduct,
        Form::PhotographyConsent,
        Form::AgreementLetter,
    ];

    pub fn slug(self) -> &'static str {
        match self {
            Form::CodeOfConduct => "code-of-conduct",
            Form::PhotographyConsent => "photography-consent",
            Form::AgreementLetter => "agreement-letter",
        }
    }

    pub fn parse(slug: &str) -> Option<Form> {
        Form::ALL.into_iter().find(|form| form.slug() == slug)
    }

    /// The form's title as printed on it.
    pub fn title(self, language: Language) -> &'static str {
        wording::of(self, language).title
    }
}

/// The person the form is made out to.
#[derive(Debug, Clone, Copy)]
pub struct Signer<'a> {
    pub name: &'a str,
    pub email: Option<&'a str>,
    pub phone: Option<&'a str>,
}

/// `form` made out to `signer` on the day of `now` (epoch seconds, shown as the Nairobi day) for
/// the programme run by `lender` (the product's name, as "Tujenge").
pub fn form_pdf(
    form: Form,
    signer: &Signer,
    language: Language,
    lender: &str,
    now: i64,
) -> Vec<u8> {
    layout::draw(form, signer, language, lender, now, PdfDate::from_unix(now))
}

/// The name to save the form under: its title and the person's name, words joined by hyphens
/// (`Code-of-Conduct-Amina-Wanjiru.pdf`). Letters of any alphabet, digits and a name's own hyphens
/// are kept; anything else (quotes, slashes, dots) is dropped.
pub fn file_name(form: Form, language: Language, name: &str) -> String {
    let words: Vec<String> = form
        .title(language)
        .split_whitespace()
        .chain(name.split_whitespace())
        .map(|word| {
            let kept: String = word
                .chars()
                .filter(|c| c.is_alphanumeric() || *c == '-')
                .collect();
            kept.trim_matches('-').to_owned()
        })
        .filter(|word| !word.is_empty())
        .collect();
    format!("{}.pdf", words.join("-"))
}
