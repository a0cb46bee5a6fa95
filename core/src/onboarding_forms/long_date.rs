//! The day in long form, as the forms print it: `26 November 2026`, `26 Novemba 2026`.

use crate::language::Language;
use crate::time::nairobi_day;

const ENGLISH_MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

const SWAHILI_MONTHS: [&str; 12] = [
    "Januari", "Februari", "Machi", "Aprili", "Mei", "Juni", "Julai", "Agosti", "Septemba",
    "Oktoba", "Novemba", "Desemba",
];

/// The Nairobi day of `epoch_seconds` in long form; empty for a time out of the calendar's range.
pub fn long_date(epoch_seconds: i64, language: Language) -> String {
    let Some((year, month, day)) = nairobi_day(epoch_seconds) else {
        return String::new();
    };
    let months = match language {
        Language::English => &ENGLISH_MONTHS,
        Language::Swahili => &SWAHILI_MONTHS,
    };
    format!("{day} {} {year}", months[month as usize - 1])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_the_nairobi_day() {
        // 2026-11-21T21:30:00Z is already the 22nd in Nairobi.
        assert_eq!(
            long_date(1_795_296_600, Language::English),
            "22 November 2026"
        );
        assert_eq!(
            long_date(1_795_296_600, Language::Swahili),
            "22 Novemba 2026"
        );
        assert_eq!(
            long_date(1_795_296_600 - 3600, Language::English),
            "21 November 2026"
        );
        assert_eq!(long_date(0, Language::Swahili), "1 Januari 1970");
        assert_eq!(long_date(i64::MAX, Language::English), "");
    }
}
