//! The two languages of the portal, and which one a person gets before they choose.

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Language {
    #[default]
    English,
    Swahili,
}

impl Language {
    pub const ALL: [Language; 2] = [Language::English, Language::Swahili];

    /// The code stored and sent: `en`, `sw`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Swahili => "sw",
        }
    }

    pub fn parse(code: &str) -> Option<Language> {
        Language::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code.trim()))
    }

    /// Before anyone chooses: Swahili for Tanzanian accounts (ISO `TZ`), English otherwise.
    pub fn default_for_country(iso_country: Option<&str>) -> Language {
        match iso_country {
            Some(code) if code.eq_ignore_ascii_case("TZ") => Language::Swahili,
            _ => Language::English,
        }
    }
}

/// An English text in `language`, from an area's table of `(English, Swahili)` pairs; a text the
/// table does not have stays as given (a message from elsewhere, already translated or not ours).
pub fn translated<'a>(
    table: &'a [(&'a str, &'a str)],
    english: &'a str,
    language: Language,
) -> &'a str {
    match language {
        Language::English => english,
        Language::Swahili => table
            .iter()
            .find(|(en, _)| *en == english)
            .map_or(english, |(_, sw)| sw),
    }
}

pub const UNKNOWN_LANGUAGE: &str = "Choose English (en) or Swahili (sw)";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn translates_from_a_table_and_keeps_what_it_lacks() {
        let table = [("Saved", "Imehifadhiwa")];
        assert_eq!(
            translated(&table, "Saved", Language::Swahili),
            "Imehifadhiwa"
        );
        assert_eq!(translated(&table, "Saved", Language::English), "Saved");
        assert_eq!(translated(&table, "Other", Language::Swahili), "Other");
    }

    #[test]
    fn codes_and_defaults() {
        assert_eq!(Language::parse(" SW "), Some(Language::Swahili));
        assert_eq!(Language::parse("fr"), None);
        assert_eq!(Language::default_for_country(Some("TZ")), Language::Swahili);
        assert_eq!(Language::default_for_country(Some("KE")), Language::English);
        assert_eq!(Language::default_for_country(None), Language::English);
    }
}
