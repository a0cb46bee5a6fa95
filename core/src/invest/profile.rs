//! The profile's fields (spec 002 section 3.3) as the create and update calls send them (7.3), and
//! their checks (5.3) in the spec's order: the business name, its category, the DigiKua phone and
//! the overview first, then the limits the spec leaves open. Every problem is named by its field,
//! so a form can mark them all; the first is the one a toast shows.

use serde_json::{Map, Value};

use super::map;
use super::messages::*;
use super::video;
use crate::forms::{is_valid_phone, normalise_phone};

/// Longest texts, in characters.
pub const NAME_MAX: usize = 100;
pub const DISPLAY_NAME_MAX: usize = 100;
pub const OVERVIEW_MAX: usize = 2000;
pub const STORY_MAX: usize = 1000;
pub const ADDRESS_MAX: usize = 200;

/// The defaults of a new profile (spec 002 section 9): shown to investors' lists only once the
/// owner marks it ready for growth; the business's figures hidden until they choose to show them.
pub const DEFAULT_ENABLED: bool = true;
pub const DEFAULT_READY_FOR_GROWTH: bool = false;
pub const DEFAULT_SHOW_PERFORMANCE: bool = false;

/// The three switches, each 0 or 1 on the wire.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Flags {
    pub enabled: bool,
    pub ready_for_growth: bool,
    pub show_performance: bool,
}

impl Default for Flags {
    fn default() -> Flags {
        Flags {
            enabled: DEFAULT_ENABLED,
            ready_for_growth: DEFAULT_READY_FOR_GROWTH,
            show_performance: DEFAULT_SHOW_PERFORMANCE,
        }
    }
}

impl Flags {
    /// Whether investors see the profile: enabled and ready for growth.
    pub fn is_public(self) -> bool {
        self.enabled && self.ready_for_growth
    }
}

/// The category as chosen: none (the placeholder), an id, or something that is no id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Category {
    Blank,
    Id(i64),
    NotAnId,
}

/// A switch as sent: a value, or something that is not 0 or 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Switch {
    Set(bool),
    Invalid,
}

/// What a create or update sends, read leniently (text or numbers for texts); `check` judges it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProfileForm {
    pub name: String,
    pub display_name: String,
    pub category: Category,
    pub phone: String,
    pub overview: String,
    pub company_differentiation: String,
    pub year_plan5: String,
    pub investor_benefit: String,
    pub current_need: String,
    pub business_address: String,
    pub map_link: String,
    pub video_id: String,
    pub enabled: Switch,
    pub ready_for_growth: Switch,
    pub show_performance: Switch,
}

/// A checked profile, as it is kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Profile {
    pub name: String,
    /// The business name when none is given.
    pub display_name: String,
    pub category: i64,
    /// Digits only (`0712345678` or `254712345678`).
    pub phone: String,
    pub overview: String,
    /// Shown as "Value proposition".
    pub company_differentiation: String,
    pub year_plan5: String,
    pub investor_benefit: String,
    pub current_need: String,
    /// The location's name.
    pub business_address: String,
    /// The spec's JSON text of lng and lat, written by core; "" when no place is chosen.
    pub map_link: String,
    /// A YouTube video id; "" when none.
    pub video_id: String,
    pub flags: Flags,
}

/// One field's problem: its wire name and its English message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Problem {
    pub field: &'static str,
    pub message: &'static str,
}

impl Default for ProfileForm {
    fn default() -> ProfileForm {
        let flags = Flags::default();
        ProfileForm {
            name: String::new(),
            display_name: String::new(),
            category: Category::Blank,
            phone: String::new(),
            overview: String::new(),
            company_differentiation: String::new(),
            year_plan5: String::new(),
            investor_benefit: String::new(),
            current_need: String::new(),
            business_address: String::new(),
            map_link: String::new(),
            video_id: String::new(),
            enabled: Switch::Set(flags.enabled),
            ready_for_growth: Switch::Set(flags.ready_for_growth),
            show_performance: Switch::Set(flags.show_performance),
        }
    }
}

impl From<&Profile> for ProfileForm {
    fn from(p: &Profile) -> ProfileForm {
        ProfileForm {
            name: p.name.clone(),
            display_name: p.display_name.clone(),
            category: Category::Id(p.category),
            phone: p.phone.clone(),
            overview: p.overview.clone(),
            company_differentiation: p.company_differentiation.clone(),
            year_plan5: p.year_plan5.clone(),
            investor_benefit: p.investor_benefit.clone(),
            current_need: p.current_need.clone(),
            business_address: p.business_address.clone(),
            map_link: p.map_link.clone(),
            video_id: p.video_id.clone(),
            enabled: Switch::Set(p.flags.enabled),
            ready_for_growth: Switch::Set(p.flags.ready_for_growth),
            show_performance: Switch::Set(p.flags.show_performance),
        }
    }
}

/// A text as sent: a string or a number; anything else (null, true, a list) is blank.
fn text(value: &Value) -> String {
    match value {
        Value::String(text) => text.clone(),
        Value::Number(number) => number.to_string(),
        _ => String::new(),
    }
}

fn category(value: &Value) -> Category {
    let id = match value {
        Value::Null => return Category::Blank,
        Value::Number(number) => number.as_i64(),
        Value::String(text) if text.trim().is_empty() => return Category::Blank,
        Value::String(text) => text.trim().parse().ok(),
        _ => None,
    };
    match id {
        Some(0) => Category::Blank,
        Some(id) if id > 0 => Category::Id(id),
        _ => Category::NotAnId,
    }
}

fn switch(value: &Value) -> Option<Switch> {
    let on = match value {
        Value::Null => return None,
        Value::Bool(on) => Some(*on),
        Value::Number(number) => match number.as_i64() {
            Some(0) => Some(false),
            Some(1) => Some(true),
            _ => None,
        },
        Value::String(text) => match text.trim() {
            "0" | "false" => Some(false),
            "1" | "true" => Some(true),
            _ => None,
        },
        _ => None,
    };
    Some(on.map_or(Switch::Invalid, Switch::Set))
}

/// The map text as sent: the spec's JSON text, or (leniently) the object itself.
fn map_text(value: &Value) -> String {
    match value {
        Value::Object(_) => value.to_string(),
        other => text(other),
    }
}

impl ProfileForm {
    /// The form a body sends over `base` (a new profile's defaults, or the profile being
    /// updated): a field the body leaves out keeps `base`'s value.
    pub fn read(body: &Map<String, Value>, base: &ProfileForm) -> ProfileForm {
        let mut form = base.clone();
        let texts: [(&str, &mut String); 11] = [
            ("name", &mut form.name),
            ("displayName", &mut form.display_name),
            ("phone", &mut form.phone),
            ("overview", &mut form.overview),
            ("companyDifferentiation", &mut form.company_differentiation),
            ("yearPlan5", &mut form.year_plan5),
            ("investorBenefit", &mut form.investor_benefit),
            ("currentNeed", &mut form.current_need),
            ("businessAddress", &mut form.business_address),
            ("videoId", &mut form.video_id),
            ("mapLink", &mut form.map_link),
        ];
        for (key, slot) in texts {
            if let Some(value) = body.get(key) {
                *slot = if key == "mapLink" {
                    map_text(value)
                } else {
                    text(value)
                };
            }
        }
        if let Some(value) = body.get("businessCategory") {
            form.category = category(value);
        }
        let switches: [(&str, &mut Switch); 3] = [
            ("enabled", &mut form.enabled),
            ("readyForGrowth", &mut form.ready_for_growth),
            ("showPerformance", &mut form.show_performance),
        ];
        for (key, slot) in switches {
            if let Some(sent) = body.get(key).and_then(switch) {
                *slot = sent;
            }
        }
        form
    }
}

/// A text's problem: blank (when it must be given) or longer than `most` characters.
fn text_problem(
    value: &str,
    blank: Option<&'static str>,
    most: usize,
    too_long: &'static str,
) -> Option<&'static str> {
    let value = value.trim();
    match blank {
        Some(message) if value.is_empty() => Some(message),
        _ => (value.chars().count() > most).then_some(too_long),
    }
}

/// The checked profile, or every problem in the spec's order (5.3 first).
pub fn check(form: &ProfileForm) -> Result<Profile, Vec<Problem>> {
    let mut problems = Vec::new();
    let mut note = |field: &'static str, message: Option<&'static str>| {
        if let Some(message) = message {
            problems.push(Problem { field, message });
        }
    };
    note(
        "name",
        text_problem(&form.name, Some(NAME_BLANK), NAME_MAX, NAME_TOO_LONG),
    );
    note(
        "businessCategory",
        match form.category {
            Category::Blank => Some(CATEGORY_BLANK),
            Category::NotAnId => Some(CATEGORY_UNKNOWN),
            Category::Id(_) => None,
        },
    );
    let phone = form.phone.trim();
    note(
        "phone",
        if phone.is_empty() {
            Some(PHONE_BLANK)
        } else {
            (!is_valid_phone(phone)).then_some(PHONE_INVALID)
        },
    );
    note(
        "overview",
        text_problem(
            &form.overview,
            Some(OVERVIEW_BLANK),
            OVERVIEW_MAX,
            OVERVIEW_TOO_LONG,
        ),
    );
    let stories: [(&'static str, &str, usize, &'static str); 6] = [
        (
            "displayName",
            &form.display_name,
            DISPLAY_NAME_MAX,
            DISPLAY_NAME_TOO_LONG,
        ),
        (
            "companyDifferentiation",
            &form.company_differentiation,
            STORY_MAX,
            VALUE_PROPOSITION_TOO_LONG,
        ),
        ("yearPlan5", &form.year_plan5, STORY_MAX, YEAR_PLAN_TOO_LONG),
        (
            "investorBenefit",
            &form.investor_benefit,
            STORY_MAX,
            INVESTOR_BENEFIT_TOO_LONG,
        ),
        (
            "currentNeed",
            &form.current_need,
            STORY_MAX,
            CURRENT_NEED_TOO_LONG,
        ),
        (
            "businessAddress",
            &form.business_address,
            ADDRESS_MAX,
            ADDRESS_TOO_LONG,
        ),
    ];
    for (field, value, most, too_long) in stories {
        note(field, text_problem(value, None, most, too_long));
    }
    let map_link = map::check(&form.map_link);
    note("mapLink", map_link.as_ref().err().copied());
    let video_id = video::check(&form.video_id);
    note("videoId", video_id.as_ref().err().copied());
    let switch = |value: Switch| match value {
        Switch::Set(on) => Ok(on),
        Switch::Invalid => Err(FLAG_INVALID),
    };
    let enabled = switch(form.enabled);
    let ready = switch(form.ready_for_growth);
    let show = switch(form.show_performance);
    note("enabled", enabled.err());
    note("readyForGrowth", ready.err());
    note("showPerformance", show.err());

    let (Ok(map_link), Ok(video_id), Ok(enabled), Ok(ready_for_growth), Ok(show_performance)) =
        (map_link, video_id, enabled, ready, show)
    else {
        return Err(problems);
    };
    let Category::Id(category) = form.category else {
        return Err(problems);
    };
    if !problems.is_empty() {
        return Err(problems);
    }
    let name = form.name.trim().to_owned();
    let display_name = match form.display_name.trim() {
        "" => name.clone(),
        given => given.to_owned(),
    };
    Ok(Profile {
        name,
        display_name,
        category,
        phone: normalise_phone(phone),
        overview: form.overview.trim().to_owned(),
        company_differentiation: form.company_differentiation.trim().to_owned(),
        year_plan5: form.year_plan5.trim().to_owned(),
        investor_benefit: form.investor_benefit.trim().to_owned(),
        current_need: form.current_need.trim().to_owned(),
        business_address: form.business_address.trim().to_owned(),
        map_link,
        video_id,
        flags: Flags {
            enabled,
            ready_for_growth,
            show_performance,
        },
    })
}

#[cfg(test)]
#[path = "profile_tests.rs"]
mod tests;
