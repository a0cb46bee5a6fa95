//! Countries served, their dialling codes, currencies and administrative areas.

use crate::money::Currency;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Country {
    Kenya,
    Tanzania,
}

impl Country {
    pub const ALL: [Country; 2] = [Country::Kenya, Country::Tanzania];

    pub fn name(self) -> &'static str {
        match self {
            Country::Kenya => "Kenya",
            Country::Tanzania => "Tanzania",
        }
    }

    /// `+254` / `+255`, as the invitation form offers them.
    pub fn dial_code(self) -> &'static str {
        match self {
            Country::Kenya => "+254",
            Country::Tanzania => "+255",
        }
    }

    /// The dial code without its `+`, as international numbers begin.
    pub fn dial_digits(self) -> &'static str {
        match self {
            Country::Kenya => "254",
            Country::Tanzania => "255",
        }
    }

    pub fn currency(self) -> Currency {
        match self {
            Country::Kenya => Currency::Kes,
            Country::Tanzania => Currency::Tzs,
        }
    }

    /// Accepts the name ("Kenya"), the dial code ("+254", "254") or the ISO code ("KE").
    pub fn parse(text: &str) -> Option<Country> {
        let text = text.trim();
        Country::ALL.into_iter().find(|c| {
            text.eq_ignore_ascii_case(c.name())
                || text == c.dial_code()
                || text == c.dial_digits()
                || text.eq_ignore_ascii_case(c.iso_code())
        })
    }

    pub fn iso_code(self) -> &'static str {
        match self {
            Country::Kenya => "KE",
            Country::Tanzania => "TZ",
        }
    }

    /// Counties of Kenya, regions of Tanzania: what "state" means in an address.
    pub fn areas(self) -> &'static [&'static str] {
        match self {
            Country::Kenya => &KENYA_COUNTIES,
            Country::Tanzania => &TANZANIA_REGIONS,
        }
    }
}

#[rustfmt::skip]
pub const KENYA_COUNTIES: [&str; 47] = [
    "Mombasa", "Kwale", "Kilifi", "Tana River", "Lamu", "Taita-Taveta", "Garissa", "Wajir", "Mandera",
    "Marsabit", "Isiolo", "Meru", "Tharaka-Nithi", "Embu", "Kitui", "Machakos", "Makueni", "Nyandarua",
    "Nyeri", "Kirinyaga", "Murang'a", "Kiambu", "Turkana", "West Pokot", "Samburu", "Trans-Nzoia",
    "Uasin Gishu", "Elgeyo-Marakwet", "Nandi", "Baringo", "Laikipia", "Nakuru", "Narok", "Kajiado",
    "Kericho", "Bomet", "Kakamega", "Vihiga", "Bungoma", "Busia", "Siaya", "Kisumu", "Homa Bay",
    "Migori", "Kisii", "Nyamira", "Nairobi",
];

#[rustfmt::skip]
pub const TANZANIA_REGIONS: [&str; 31] = [
    "Arusha", "Dar es Salaam", "Dodoma", "Geita", "Iringa", "Kagera", "Katavi", "Kigoma", "Kilimanjaro",
    "Lindi", "Manyara", "Mara", "Mbeya", "Morogoro", "Mtwara", "Mwanza", "Njombe", "Pemba North",
    "Pemba South", "Pwani", "Rukwa", "Ruvuma", "Shinyanga", "Simiyu", "Singida", "Songwe", "Tabora",
    "Tanga", "Zanzibar North", "Zanzibar South and Central", "Zanzibar West",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_names_codes_and_iso() {
        for text in ["Kenya", "kenya", "+254", "254", "KE"] {
            assert_eq!(Country::parse(text), Some(Country::Kenya), "{text}");
        }
        assert_eq!(Country::parse("+255"), Some(Country::Tanzania));
        assert_eq!(Country::parse("+256"), None);
    }

    #[test]
    fn areas_are_complete_and_distinct() {
        for country in Country::ALL {
            let mut areas = country.areas().to_vec();
            areas.sort_unstable();
            areas.dedup();
            assert_eq!(areas.len(), country.areas().len());
        }
        assert!(KENYA_COUNTIES.contains(&"Nairobi") && TANZANIA_REGIONS.contains(&"Dar es Salaam"));
    }
}
