//! The learning team's rules for cohorts and people (docs/lms.md, "Cohorts and people"): a cohort's
//! name, which score items a person enters, and the team's messages with their Swahili.

use crate::language::{translated, Language};
pub use crate::playbook::checks::Problem;

pub const COHORT_NAME_MIN: usize = 2;
pub const COHORT_NAME_MAX: usize = 80;

pub const COHORT_SAVED: &str = "Cohort saved";
pub const ENTER_COHORT_NAME: &str = "Enter the cohort's name";
pub const COHORT_EXISTS: &str = "A cohort of this name exists already";
pub const MENTORS_SAVED: &str = "Mentors saved";
pub const CHOOSE_MENTORS: &str = "Choose mentors from the mentor accounts";
pub const TRAINEES_ADDED: &str = "Trainees added";
pub const ONLY_ENTREPRENEURS: &str = "Only entrepreneurs can be trainees";
pub const IN_ANOTHER_COHORT: &str = "{name} is in the cohort {cohort} already";
pub const TRAINEE_REMOVED: &str = "Trainee removed";
pub const TRAINEE_HAS_WORK: &str = "This trainee has work in the course; it cannot be removed";
pub const SCORE_SAVED: &str = "Score saved";
pub const MEDIA_SAVED: &str = "Media saved";
pub const ID_IN_USE: &str = "This was saved elsewhere already: reload the page and try again";

/// (English, Swahili) for every message of the team's calls.
pub const MESSAGES: &[(&str, &str)] = &[
    (COHORT_SAVED, "Kundi limehifadhiwa"),
    (ENTER_COHORT_NAME, "Andika jina la kundi"),
    (COHORT_EXISTS, "Kundi lenye jina hili lipo tayari"),
    (MENTORS_SAVED, "Walezi wamehifadhiwa"),
    (
        CHOOSE_MENTORS,
        "Chagua walezi kutoka kwenye akaunti za walezi",
    ),
    (TRAINEES_ADDED, "Wanafunzi wameongezwa"),
    (
        ONLY_ENTREPRENEURS,
        "Wajasiriamali pekee wanaweza kuwa wanafunzi",
    ),
    (
        IN_ANOTHER_COHORT,
        "{name} yuko tayari katika kundi {cohort}",
    ),
    (TRAINEE_REMOVED, "Mwanafunzi ameondolewa"),
    (
        TRAINEE_HAS_WORK,
        "Mwanafunzi huyu ana kazi katika kozi; hawezi kuondolewa",
    ),
    (SCORE_SAVED, "Alama imehifadhiwa"),
    (MEDIA_SAVED, "Faili imehifadhiwa"),
    (
        ID_IN_USE,
        "Hiki kilihifadhiwa mahali pengine tayari: pakia ukurasa upya na ujaribu tena",
    ),
];

pub fn in_language(english: &str, language: Language) -> &str {
    translated(MESSAGES, english, language)
}

/// '{name} is in the cohort {cohort} already' in `language`.
pub fn in_another_cohort(name: &str, cohort: &str, language: Language) -> String {
    in_language(IN_ANOTHER_COHORT, language)
        .replace("{name}", name)
        .replace("{cohort}", cohort)
}

/// A cohort's name: trimmed, 2 to 80 characters ('Enter the cohort's name').
pub fn check_cohort_name(name: &str) -> Result<String, Problem> {
    let name = name.trim();
    let length = name.chars().count();
    if !(COHORT_NAME_MIN..=COHORT_NAME_MAX).contains(&length) {
        return Err(Problem {
            field: "name",
            message: ENTER_COHORT_NAME,
        });
    }
    Ok(name.to_owned())
}

/// A score item a person enters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EnteredItem {
    /// Entered by the coach or the super admin.
    Trainer,
    /// Entered by the cohort's mentor (or the coach or the super admin).
    Mentor,
}

impl EnteredItem {
    pub fn parse(item: &str) -> Option<EnteredItem> {
        match item.trim() {
            "trainer" => Some(EnteredItem::Trainer),
            "mentor" => Some(EnteredItem::Mentor),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            EnteredItem::Trainer => "trainer",
            EnteredItem::Mentor => "mentor",
        }
    }

    /// Whether a mentor of the trainee's cohort may enter it (the team enters both).
    pub fn mentor_may_enter(self) -> bool {
        self == EnteredItem::Mentor
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_cohort_name_is_two_to_eighty_characters() {
        assert_eq!(
            check_cohort_name("  Buruka 2026 "),
            Ok("Buruka 2026".into())
        );
        assert_eq!(check_cohort_name("ab"), Ok("ab".into()));
        assert_eq!(
            check_cohort_name(" a ").expect_err("too short").message,
            ENTER_COHORT_NAME
        );
        assert_eq!(
            check_cohort_name("").expect_err("blank").message,
            ENTER_COHORT_NAME
        );
        assert!(check_cohort_name(&"é".repeat(80)).is_ok());
        assert!(check_cohort_name(&"é".repeat(81)).is_err());
    }

    #[test]
    fn every_message_has_its_own_swahili() {
        for (i, (en, sw)) in MESSAGES.iter().enumerate() {
            assert_ne!(en, sw);
            assert!(MESSAGES[..i].iter().all(|(other, _)| other != en));
            assert_eq!(in_language(en, Language::Swahili), *sw);
            assert_eq!(in_language(en, Language::English), *en);
        }
        assert_eq!(
            in_another_cohort("Asha Mrema", "Buruka", Language::Swahili),
            "Asha Mrema yuko tayari katika kundi Buruka"
        );
        assert_eq!(
            in_another_cohort("Asha Mrema", "Buruka", Language::English),
            "Asha Mrema is in the cohort Buruka already"
        );
    }

    #[test]
    fn only_the_mentor_item_is_a_mentors() {
        assert_eq!(EnteredItem::parse("mentor"), Some(EnteredItem::Mentor));
        assert_eq!(EnteredItem::parse("trainer"), Some(EnteredItem::Trainer));
        assert_eq!(EnteredItem::parse("pitch1"), None);
        assert!(EnteredItem::Mentor.mentor_may_enter());
        assert!(!EnteredItem::Trainer.mentor_may_enter());
    }

    proptest! {
        #[test]
        fn a_name_that_passes_is_trimmed_and_within_bounds(name in "\\PC{0,90}") {
            if let Ok(clean) = check_cohort_name(&name) {
                prop_assert_eq!(clean.as_str(), name.trim());
                let n = clean.chars().count();
                prop_assert!((COHORT_NAME_MIN..=COHORT_NAME_MAX).contains(&n));
            }
        }
    }
}
