//! The forms read back with a PDF parser: every word of the wording is drawn, filled in with the
//! person, in both languages, and the signature blocks stay together.

use lopdf::content::Content;
use lopdf::{Document, Object};

use super::wording::{self, Wording};
use super::*;
use crate::pdf::text::{encode, win_ansi};

/// 2026-11-26 10:00 in Nairobi.
const NOW: i64 = 1_795_676_400;

const AMINA: Signer = Signer {
    name: "Amina Wanjiru",
    email: Some("amina@example.com"),
    phone: Some("+254712345678"),
};

/// Each piece of text drawn, with its page (from 1) and height, in the order drawn.
struct Drawn {
    page: u32,
    y: f32,
    text: Vec<u8>,
}

struct Read {
    document: Document,
    drawn: Vec<Drawn>,
}

impl Read {
    fn pages(&self) -> usize {
        self.document.get_pages().len()
    }

    fn is_page_number(text: &[u8]) -> bool {
        let text = String::from_utf8_lossy(text);
        let mut parts = text.split(" / ");
        let number = |part: Option<&str>| part.is_some_and(|p| p.parse::<u32>().is_ok());
        number(parts.next()) && number(parts.next()) && parts.next().is_none()
    }

    /// Everything but the page numbers, one space between pieces (as wrapping took them apart).
    fn joined(&self) -> Vec<u8> {
        let pieces: Vec<&[u8]> = self
            .drawn
            .iter()
            .map(|d| d.text.as_slice())
            .filter(|text| !Read::is_page_number(text))
            .collect();
        pieces.join(&b' ')
    }

    fn says(&self, text: &str) -> bool {
        let wanted = encode(text);
        self.joined().windows(wanted.len()).any(|w| w == wanted)
    }

    fn find(&self, text: &str) -> Vec<&Drawn> {
        let wanted = encode(text);
        self.drawn.iter().filter(|d| d.text == wanted).collect()
    }

    fn info(&self, key: &[u8]) -> String {
        let info = self
            .document
            .trailer
            .get(b"Info")
            .and_then(Object::as_reference)
            .and_then(|id| self.document.get_dictionary(id))
            .expect("document info");
        let value = info.get(key).and_then(Object::as_str).expect("an entry");
        lopdf::decode_text_string(&Object::string_literal(value.to_vec())).expect("text")
    }
}

fn read(pdf: &[u8]) -> Read {
    let document = Document::load_mem(pdf).expect("the PDF parses");
    let mut drawn = Vec::new();
    for (page, id) in document.get_pages() {
        let data = document.get_page_content(id);
        let content = Content::decode(&data).expect("content operations");
        let mut y = 0.0;
        for op in content.operations {
            match op.operator.as_str() {
                "Td" => y = op.operands[1].as_float().expect("a number"),
                "Tj" => drawn.push(Drawn {
                    page,
                    y,
                    text: op.operands[0].as_str().expect("text").to_vec(),
                }),
                _ => {}
            }
        }
    }
    Read { document, drawn }
}

fn make(form: Form, signer: &Signer, language: Language) -> Read {
    read(&form_pdf(form, signer, language, "Tujenge", NOW))
}

fn every_text(words: &Wording) -> Vec<&'static str> {
    let mut texts = vec![words.title, words.declaration];
    texts.extend(words.opening);
    texts.extend(words.choices);
    for section in words.sections {
        texts.push(section.heading);
        texts.extend(section.points);
    }
    texts
}

#[test]
fn every_form_prints_all_its_wording_filled_in_with_the_person() {
    for form in Form::ALL {
        for (language, date) in [
            (Language::English, "26 November 2026"),
            (Language::Swahili, "26 Novemba 2026"),
        ] {
            let pdf = make(form, &AMINA, language);
            let words = wording::of(form, language);
            let labels = wording::labels(language);
            for text in every_text(words) {
                let filled = text
                    .replace("{programme}", "Tujenge")
                    .replace("{name}", AMINA.name);
                assert!(pdf.says(&filled), "{form:?} {language:?}: {filled}");
            }
            for detail in [
                AMINA.name.to_owned(),
                "amina@example.com".to_owned(),
                "+254712345678".to_owned(),
                date.to_owned(),
            ] {
                assert_eq!(pdf.find(&detail).len(), 1, "{detail}");
            }
            for (number, section) in words.sections.iter().enumerate() {
                assert!(pdf.says(&format!("{}. {}", number + 1, section.heading)));
            }
            assert!(!pdf.says("{name}") && !pdf.says("{programme}"));
            assert!(pdf.says(&format!("{}: {}", labels.name, AMINA.name)));
            assert_eq!(pdf.find(labels.for_programme).len(), 1);
            assert_eq!(
                pdf.info(b"Title"),
                format!("{} \u{2013} Amina Wanjiru", words.title)
            );
            assert_eq!(
                pdf.info(b"Author"),
                labels.author.replace("{programme}", "Tujenge")
            );
        }
    }
}

#[test]
fn pages_are_numbered_and_the_signatures_stay_together() {
    for form in Form::ALL {
        for language in Language::ALL {
            let pdf = make(form, &AMINA, language);
            let count = pdf.pages();
            let numbers: Vec<(u32, String)> = pdf
                .drawn
                .iter()
                .filter(|d| Read::is_page_number(&d.text))
                .map(|d| (d.page, String::from_utf8_lossy(&d.text).into_owned()))
                .collect();
            let expected: Vec<(u32, String)> = (1..=count as u32)
                .map(|page| (page, format!("{page} / {count}")))
                .collect();
            assert_eq!(numbers, expected, "{form:?} {language:?}");
            let labels = wording::labels(language);
            let entrepreneur = pdf.find(labels.entrepreneur);
            let date_lines: Vec<&Drawn> = pdf
                .drawn
                .iter()
                .filter(|d| d.text.starts_with(&encode(&format!("{}: __", labels.date))))
                .collect();
            assert_eq!((entrepreneur.len(), date_lines.len()), (1, 2));
            let last = count as u32;
            assert!(entrepreneur[0].page == last && date_lines.iter().all(|d| d.page == last));
            // The declaration's last line is just above, on the same page.
            let at = pdf
                .drawn
                .iter()
                .position(|d| d.text == encode(labels.entrepreneur))
                .expect("drawn");
            let declaration = encode(wording::of(form, language).declaration);
            assert!(declaration.ends_with(&pdf.drawn[at - 1].text));
            assert_eq!(pdf.drawn[at - 1].page, last);
            // Above the page number in the bottom margin.
            assert!(date_lines.iter().all(|d| d.y >= crate::pdf::MARGIN));
        }
    }
}

#[test]
fn swahili_is_a_translation_with_the_same_shape() {
    for form in Form::ALL {
        let (english, swahili) = (
            wording::of(form, Language::English),
            wording::of(form, Language::Swahili),
        );
        assert_ne!(english.title, swahili.title);
        assert_eq!(english.opening.len(), swahili.opening.len(), "{form:?}");
        assert_eq!(english.choices.len(), swahili.choices.len(), "{form:?}");
        let shape = |w: &Wording| {
            w.sections
                .iter()
                .map(|s| s.points.len())
                .collect::<Vec<_>>()
        };
        assert_eq!(shape(english), shape(swahili), "{form:?}");
        for (en, sw) in every_text(english).into_iter().zip(every_text(swahili)) {
            assert_ne!(en, sw);
        }
        let (en_pdf, sw_pdf) = (
            make(form, &AMINA, Language::English),
            make(form, &AMINA, Language::Swahili),
        );
        assert!(en_pdf.says(english.title) && !en_pdf.says(swahili.title));
        assert!(sw_pdf.says(swahili.title) && !sw_pdf.says(english.title));
    }
}

#[test]
fn the_wording_needs_no_letter_the_standard_fonts_lack() {
    for form in Form::ALL {
        for language in Language::ALL {
            let labels = wording::labels(language);
            let label_texts = [
                labels.programme,
                labels.author,
                labels.name,
                labels.email,
                labels.phone,
                labels.date,
                labels.tick_one,
                labels.entrepreneur,
                labels.for_programme,
                labels.signature,
                labels.name_and_position,
            ];
            for text in every_text(wording::of(form, language))
                .into_iter()
                .chain(label_texts)
            {
                assert!(
                    text.chars()
                        .all(|c| win_ansi(c).is_some_and(|b| b != b'?' || c == '?')),
                    "{text}"
                );
                assert!(!text.contains("  "), "a double space: {text}");
            }
        }
    }
}

#[test]
fn missing_contacts_are_left_out_and_any_name_is_printed() {
    let signer = Signer {
        name: "Zoë O'Brien-Mwangi",
        email: None,
        phone: Some(" "),
    };
    let pdf = make(Form::AgreementLetter, &signer, Language::English);
    assert!(pdf.find("E-mail").is_empty() && pdf.find("Phone").is_empty());
    assert_eq!(pdf.find("Zoë O'Brien-Mwangi").len(), 1);
    assert!(pdf.says("Dear Zoë O'Brien-Mwangi,"));
}

#[test]
fn forms_are_named_by_slug_and_saved_under_title_and_name() {
    for form in Form::ALL {
        assert_eq!(Form::parse(form.slug()), Some(form));
    }
    assert_eq!(Form::parse("Code-of-Conduct"), None);
    assert_eq!(Form::parse(""), None);
    assert_eq!(
        file_name(Form::CodeOfConduct, Language::English, "Amina  Wanjiru"),
        "Code-of-Conduct-Amina-Wanjiru.pdf"
    );
    assert_eq!(
        file_name(Form::CodeOfConduct, Language::Swahili, "Amina Wanjiru"),
        "Kanuni-za-Maadili-Amina-Wanjiru.pdf"
    );
    assert_eq!(
        file_name(
            Form::AgreementLetter,
            Language::English,
            "Zoë \"O'Brien-Mwangi\" ../x"
        ),
        "Programme-Agreement-Letter-Zoë-OBrien-Mwangi-x.pdf"
    );
    assert_eq!(
        file_name(Form::PhotographyConsent, Language::English, ""),
        "Photography-and-Video-Consent.pdf"
    );
}
