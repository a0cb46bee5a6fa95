//! Phone numbers in the two countries: the typed forms accepted and the one international form stored.

use crate::forms::normalise_phone;
use crate::places::Country;

/// `2547XXXXXXXX` from `07XXXXXXXX`, `+254 7XX…` or `2547…`, when the number belongs to `country`.
pub fn international(phone: &str, country: Country) -> Option<String> {
    let digits = normalise_phone(phone);
    if !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let code = country.dial_digits();
    match (digits.len(), digits.strip_prefix('0')) {
        (10, Some(local)) => Some(format!("{code}{local}")),
        (12, None) if digits.starts_with(code) => Some(digits),
        _ => None,
    }
}

/// The country of an international number, if it is one of ours.
pub fn country_of(international: &str) -> Option<Country> {
    Country::ALL
        .into_iter()
        .find(|c| international.starts_with(c.dial_digits()) && international.len() == 12)
}

/// The international form of a number of either country, `country` tried first (a local `0…` number
/// is taken as `country`'s).
pub fn international_any(phone: &str, country: Country) -> Option<String> {
    international(phone, country).or_else(|| {
        Country::ALL
            .into_iter()
            .find_map(|other| international(phone, other))
    })
}

/// `+254 722 000 333` for `254722000333`; anything else as it is.
pub fn show_phone(international: &str) -> String {
    match country_of(international) {
        Some(_) if international.bytes().all(|b| b.is_ascii_digit()) => format!(
            "+{} {} {} {}",
            &international[..3],
            &international[3..6],
            &international[6..9],
            &international[9..]
        ),
        _ => international.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn international_numbers_are_shown_in_groups() {
        assert_eq!(show_phone("254722000333"), "+254 722 000 333");
        assert_eq!(show_phone("255754000111"), "+255 754 000 111");
        assert_eq!(show_phone("0722000333"), "0722000333");
    }

    #[test]
    fn international_forms() {
        assert_eq!(
            international("0712345678", Country::Kenya).as_deref(),
            Some("254712345678")
        );
        assert_eq!(
            international("+254 712 345 678", Country::Kenya).as_deref(),
            Some("254712345678")
        );
        assert_eq!(
            international("0612345678", Country::Tanzania).as_deref(),
            Some("255612345678")
        );
        assert_eq!(international("254712345678", Country::Tanzania), None);
        assert_eq!(international("071234567", Country::Kenya), None);
        assert_eq!(international("07123456a8", Country::Kenya), None);
        assert_eq!(country_of("255612345678"), Some(Country::Tanzania));
        assert_eq!(country_of("256612345678"), None);
    }
}
