//! A cohort as the team sets it up: name, year, intake date, an optional deadline and its hubs.
//! Dates arrive as a date field's `yyyy-mm-dd` and are days in Nairobi.

use super::hubs::Hub;
use crate::time::nairobi_midnight;

pub const COHORT_NAME_REQUIRED: &str = "Enter the cohort's name";
pub const COHORT_NAME_MAX_CHARS: usize = 100;
pub const COHORT_NAME_TOO_LONG: &str = "Keep the cohort's name to 100 characters or fewer";
pub const COHORT_YEAR_INVALID: &str = "Enter the cohort's year, like 2026";
pub const INTAKE_REQUIRED: &str = "Enter the intake date";
pub const INVALID_DATE: &str = "Enter a valid date";
pub const DEADLINE_BEFORE_INTAKE: &str = "The deadline must come after the intake date";
pub const HUBS_REQUIRED: &str = "Choose at least one hub";
pub const UNKNOWN_HUB: &str = "Choose hubs among Nairobi, Kisumu, Mombasa, Tanzania and Nakuru";

/// The programme's first cohorts; a year before this is a typing mistake.
pub const FIRST_COHORT_YEAR: i32 = 2015;

/// The form as sent.
#[derive(Debug, Clone, Default)]
pub struct CohortDraft<'a> {
    pub name: &'a str,
    pub year: &'a str,
    pub intake: &'a str,
    /// Empty: 90 days from each person's enrolment.
    pub deadline: &'a str,
    pub hubs: Vec<&'a str>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cohort {
    pub name: String,
    pub year: i32,
    /// Epoch seconds: the intake day's midnight in Nairobi.
    pub intake_at: i64,
    /// Epoch seconds: the end of the deadline day in Nairobi (the next midnight).
    pub deadline_at: Option<i64>,
    pub hubs: Vec<Hub>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CohortErrors {
    pub name: Option<&'static str>,
    pub year: Option<&'static str>,
    pub intake: Option<&'static str>,
    pub deadline: Option<&'static str>,
    pub hubs: Option<&'static str>,
}

impl CohortErrors {
    pub fn all(&self) -> [(&'static str, Option<&'static str>); 5] {
        [
            ("name", self.name),
            ("year", self.year),
            ("intake", self.intake),
            ("deadline", self.deadline),
            ("hubs", self.hubs),
        ]
    }

    pub fn first(&self) -> Option<&'static str> {
        self.all().into_iter().find_map(|(_, m)| m)
    }
}

/// `yyyy-mm-dd` as the epoch seconds of that day's midnight in Nairobi.
pub fn read_day(text: &str) -> Option<i64> {
    let mut parts = text.trim().split('-');
    let (y, m, d) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() || y.len() != 4 || m.len() != 2 || d.len() != 2 {
        return None;
    }
    nairobi_midnight(y.parse().ok()?, m.parse().ok()?, d.parse().ok()?)
}

fn read_year(text: &str, this_year: i32) -> Option<i32> {
    let text = text.trim();
    let year: i32 = text
        .bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| text.parse().ok())??;
    (FIRST_COHORT_YEAR..=this_year + 1)
        .contains(&year)
        .then_some(year)
}

/// `this_year`: the current year in Nairobi (a cohort may be planned for the next one).
pub fn check_cohort(draft: &CohortDraft, this_year: i32) -> Result<Cohort, CohortErrors> {
    let name = draft.name.trim();
    let year = read_year(draft.year, this_year);
    let intake = read_day(draft.intake);
    let deadline = (!draft.deadline.trim().is_empty()).then(|| read_day(draft.deadline));
    let hubs: Vec<Option<Hub>> = draft
        .hubs
        .iter()
        .filter(|h| !h.trim().is_empty())
        .map(|h| Hub::parse(h))
        .collect();
    let errors = CohortErrors {
        name: if name.is_empty() {
            Some(COHORT_NAME_REQUIRED)
        } else if name.chars().count() > COHORT_NAME_MAX_CHARS {
            Some(COHORT_NAME_TOO_LONG)
        } else {
            None
        },
        year: year.is_none().then_some(COHORT_YEAR_INVALID),
        intake: match (draft.intake.trim().is_empty(), intake) {
            (true, _) => Some(INTAKE_REQUIRED),
            (false, None) => Some(INVALID_DATE),
            _ => None,
        },
        deadline: match (deadline, intake) {
            (Some(None), _) => Some(INVALID_DATE),
            (Some(Some(end)), Some(start)) if end <= start => Some(DEADLINE_BEFORE_INTAKE),
            _ => None,
        },
        hubs: if hubs.is_empty() {
            Some(HUBS_REQUIRED)
        } else if hubs.contains(&None) {
            Some(UNKNOWN_HUB)
        } else {
            None
        },
    };
    if errors.first().is_some() {
        return Err(errors);
    }
    let mut unique: Vec<Hub> = Vec::new();
    for hub in hubs.into_iter().flatten() {
        if !unique.contains(&hub) {
            unique.push(hub);
        }
    }
    Ok(Cohort {
        name: name.to_owned(),
        year: year.unwrap_or_default(),
        intake_at: intake.unwrap_or_default(),
        deadline_at: deadline.flatten().map(|day| day + 86_400),
        hubs: unique,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft() -> CohortDraft<'static> {
        CohortDraft {
            name: " Cohort 7 ",
            year: "2026",
            intake: "2026-01-12",
            deadline: "",
            hubs: vec!["nairobi", "Kisumu", "Nairobi"],
        }
    }

    #[test]
    fn a_cohort_reads_whole() {
        let c = check_cohort(&draft(), 2026).expect("valid");
        assert_eq!(c.name, "Cohort 7");
        assert_eq!(c.year, 2026);
        assert_eq!(c.intake_at, read_day("2026-01-12").expect("a day"));
        assert_eq!(crate::time::format_date(c.intake_at), "12/01/2026");
        assert_eq!(c.deadline_at, None);
        assert_eq!(c.hubs, [Hub::Nairobi, Hub::Kisumu]);
        let with_end = CohortDraft {
            deadline: "2026-04-30",
            ..draft()
        };
        let end = check_cohort(&with_end, 2026)
            .expect("valid")
            .deadline_at
            .expect("a deadline");
        assert_eq!(crate::time::format_date_time(end - 60), "30/04/2026 23:59");
    }

    #[test]
    fn each_field_has_its_message() {
        let bad = CohortDraft {
            name: "",
            year: "26",
            intake: "2026-02-30",
            deadline: "soon",
            hubs: vec!["Eldoret"],
        };
        let e = check_cohort(&bad, 2026).expect_err("refused");
        assert_eq!(
            e,
            CohortErrors {
                name: Some(COHORT_NAME_REQUIRED),
                year: Some(COHORT_YEAR_INVALID),
                intake: Some(INVALID_DATE),
                deadline: Some(INVALID_DATE),
                hubs: Some(UNKNOWN_HUB),
            }
        );
        let early = CohortDraft {
            deadline: "2026-01-12",
            intake: "",
            hubs: vec![],
            year: "2028",
            ..draft()
        };
        let e = check_cohort(&early, 2026).expect_err("refused");
        assert_eq!(e.intake, Some(INTAKE_REQUIRED));
        assert_eq!(e.hubs, Some(HUBS_REQUIRED));
        assert_eq!(e.year, Some(COHORT_YEAR_INVALID), "two years ahead");
        let before = CohortDraft {
            deadline: "2026-01-11",
            ..draft()
        };
        assert_eq!(
            check_cohort(&before, 2026).expect_err("refused").deadline,
            Some(DEADLINE_BEFORE_INTAKE)
        );
        assert_eq!(check_cohort(&draft(), 2027).map(|c| c.year), Ok(2026));
    }
}
