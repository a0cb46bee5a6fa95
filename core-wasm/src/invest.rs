//! The invest profile's rules for the PWA's form (spec 002 section 5.3), in the `books` package:
//! the checks in the spec's order, the map's place written as the spec's text, the default view
//! and the video id read from a link. The form crosses as one string, cells joined by U+001F
//! (`CELL_SEPARATOR`); answers are arrays of text.

use portal_core::invest::map::{
    self, MapPoint, DEFAULT_CENTRE_LAT, DEFAULT_CENTRE_LNG, DEFAULT_ZOOM,
};
use portal_core::invest::messages::MAP_LINK_INVALID;
use portal_core::invest::profile::{self, Category, ProfileForm, Switch};
use portal_core::invest::video;
use rust_decimal::Decimal;
use std::str::FromStr;
use wasm_bindgen::prelude::*;

use crate::CELL_SEPARATOR;

/// The order of the cells `invest_check` reads.
pub const FIELDS: [&str; 15] = [
    "name",
    "displayName",
    "businessCategory",
    "phone",
    "overview",
    "companyDifferentiation",
    "yearPlan5",
    "investorBenefit",
    "currentNeed",
    "businessAddress",
    "mapLink",
    "videoId",
    "enabled",
    "readyForGrowth",
    "showPerformance",
];

fn category(text: &str) -> Category {
    match text.trim() {
        "" | "0" => Category::Blank,
        digits => match digits.parse::<i64>() {
            Ok(id) if id > 0 => Category::Id(id),
            _ => Category::NotAnId,
        },
    }
}

fn switch(text: &str) -> Switch {
    match text.trim() {
        "1" | "true" => Switch::Set(true),
        "0" | "false" => Switch::Set(false),
        _ => Switch::Invalid,
    }
}

fn form(cells: &[&str]) -> ProfileForm {
    let cell = |at: usize| cells.get(at).copied().unwrap_or_default().to_owned();
    ProfileForm {
        name: cell(0),
        display_name: cell(1),
        category: category(&cell(2)),
        phone: cell(3),
        overview: cell(4),
        company_differentiation: cell(5),
        year_plan5: cell(6),
        investor_benefit: cell(7),
        current_need: cell(8),
        business_address: cell(9),
        map_link: cell(10),
        video_id: cell(11),
        enabled: switch(&cell(12)),
        ready_for_growth: switch(&cell(13)),
        show_performance: switch(&cell(14)),
    }
}

/// Checks the form (cells in `FIELDS` order): every problem as a field name then its English
/// message, the spec's order first; empty when the profile may be sent.
#[wasm_bindgen]
pub fn invest_check(joined: &str) -> Vec<String> {
    let cells: Vec<&str> = joined.split(CELL_SEPARATOR).collect();
    match profile::check(&form(&cells)) {
        Ok(_) => Vec::new(),
        Err(problems) => problems
            .into_iter()
            .flat_map(|problem| [problem.field.to_owned(), problem.message.to_owned()])
            .collect(),
    }
}

/// The spec's map text of a tapped place (`{"lng":36.8219,"lat":-1.2921}`, 6 places at most):
/// `[text]`, or `["", message]` when the place is off the map.
#[wasm_bindgen]
pub fn invest_map_text(lng: &str, lat: &str) -> Vec<String> {
    let read = |text: &str| Decimal::from_str(text.trim()).ok();
    match (read(lng), read(lat)) {
        (Some(lng), Some(lat)) => match MapPoint::new(lng, lat) {
            Ok(point) => vec![point.to_text()],
            Err(message) => vec![String::new(), message.to_owned()],
        },
        _ => vec![String::new(), MAP_LINK_INVALID.to_owned()],
    }
}

/// The place a stored map text names, `[lng, lat]`; empty when there is none or it is unreadable.
#[wasm_bindgen]
pub fn invest_map_place(text: &str) -> Vec<String> {
    match map::parse(text) {
        Ok(point) => vec![
            point.lng.normalize().to_string(),
            point.lat.normalize().to_string(),
        ],
        Err(_) => Vec::new(),
    }
}

/// The map's view before a place is chosen: `[lng, lat, zoom]` (Nairobi at zoom 13).
#[wasm_bindgen]
pub fn invest_default_view() -> Vec<String> {
    vec![
        DEFAULT_CENTRE_LNG.to_owned(),
        DEFAULT_CENTRE_LAT.to_owned(),
        DEFAULT_ZOOM.to_string(),
    ]
}

/// The video id of an id or a YouTube link, or "" when none can be read.
#[wasm_bindgen]
pub fn invest_video_id(text: &str) -> String {
    video::check(text).unwrap_or_default()
}
