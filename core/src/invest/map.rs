//! The business's place on the map (spec 002 sections 3.3, 4.3 and 9): chosen by tapping a map,
//! kept as the spec's JSON text of lng and lat (`{"lng":36.8219,"lat":-1.2921}`). Core reads and
//! writes that text, so the phone and the server keep exactly the same form; coordinates are
//! decimals (never floating point) rounded to 6 places, about 11 cm.
//!
//! The text is read by a small reader of its own rather than serde_json: the form's checks run on
//! the phone too, and a JSON parser there cost 19 KB of the `books` WASM package for two numbers.

use std::str::FromStr;

use rust_decimal::Decimal;

use super::messages::{MAP_LINK_INVALID, MAP_OUT_OF_RANGE};

/// Decimal places a coordinate keeps: 0.000001° is about 11 cm, finer than a tap on a map.
pub const COORDINATE_PLACES: u32 = 6;
/// The map's centre before a place is chosen: Nairobi (spec 002 section 9).
pub const DEFAULT_CENTRE_LNG: &str = "36.8219";
pub const DEFAULT_CENTRE_LAT: &str = "-1.2921";
/// The map's zoom before a place is chosen.
pub const DEFAULT_ZOOM: u8 = 13;
/// The longest map text read (a lng and a lat with their digits fit in far fewer).
pub const MAP_LINK_MAX_CHARS: usize = 200;

/// A place: longitude (-180 to 180) and latitude (-90 to 90), at most 6 decimals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MapPoint {
    pub lng: Decimal,
    pub lat: Decimal,
}

impl MapPoint {
    /// A place from its coordinates, rounded to 6 places; refused outside the map's ranges.
    pub fn new(lng: Decimal, lat: Decimal) -> Result<MapPoint, &'static str> {
        let lng = lng.round_dp(COORDINATE_PLACES).normalize();
        let lat = lat.round_dp(COORDINATE_PLACES).normalize();
        let in_range = |value: Decimal, most: i64| value.abs() <= Decimal::from(most);
        if !in_range(lng, 180) || !in_range(lat, 90) {
            return Err(MAP_OUT_OF_RANGE);
        }
        Ok(MapPoint { lng, lat })
    }

    /// The map's centre before a place is chosen (Nairobi).
    pub fn default_centre() -> MapPoint {
        MapPoint {
            lng: Decimal::from_str(DEFAULT_CENTRE_LNG).unwrap_or_default(),
            lat: Decimal::from_str(DEFAULT_CENTRE_LAT).unwrap_or_default(),
        }
    }

    /// The spec's text: `{"lng":36.8219,"lat":-1.2921}` (the numbers without trailing zeros).
    pub fn to_text(self) -> String {
        format!(
            "{{\"lng\":{},\"lat\":{}}}",
            self.lng.normalize(),
            self.lat.normalize()
        )
    }
}

/// A coordinate as sent: a JSON number or a number in quotes (`-1.2921`, `"-1.2921"`, `1e1`).
fn coordinate(value: &str) -> Option<Decimal> {
    let value = value.trim();
    let text = match value.strip_prefix('"') {
        Some(quoted) => quoted.strip_suffix('"')?.trim(),
        None => value,
    };
    let numeric = !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '-' | '+' | '.' | 'e' | 'E'));
    if !numeric {
        return None;
    }
    Decimal::from_str(text)
        .or_else(|_| Decimal::from_scientific(text))
        .ok()
}

/// The `lng` and `lat` members of a flat JSON object (other members are passed over; the last of a
/// name counts, as in a JSON reader). None for anything that is not such an object.
fn members(text: &str) -> Option<(Option<&str>, Option<&str>)> {
    let inner = text.strip_prefix('{')?.strip_suffix('}')?;
    let (mut lng, mut lat) = (None, None);
    if inner.trim().is_empty() {
        return Some((lng, lat));
    }
    for member in inner.split(',') {
        let (name, value) = member.split_once(':')?;
        let name = name.trim().strip_prefix('"')?.strip_suffix('"')?;
        match name {
            "lng" => lng = Some(value),
            "lat" => lat = Some(value),
            _ => {}
        }
    }
    Some((lng, lat))
}

/// The place a map text names. The text must be a JSON object with numeric `lng` and `lat`
/// (the spec's older map-embed strings are not taken: a place is chosen on the map).
pub fn parse(text: &str) -> Result<MapPoint, &'static str> {
    let text = text.trim();
    if text.chars().count() > MAP_LINK_MAX_CHARS {
        return Err(MAP_LINK_INVALID);
    }
    let (lng, lat) = members(text).ok_or(MAP_LINK_INVALID)?;
    let lng = lng.and_then(coordinate).ok_or(MAP_LINK_INVALID)?;
    let lat = lat.and_then(coordinate).ok_or(MAP_LINK_INVALID)?;
    MapPoint::new(lng, lat)
}

/// The map text to keep: "" when none was sent (no place chosen yet), else the spec's text
/// written by core from the place read.
pub fn check(text: &str) -> Result<String, &'static str> {
    if text.trim().is_empty() {
        return Ok(String::new());
    }
    parse(text).map(MapPoint::to_text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn dec(text: &str) -> Decimal {
        Decimal::from_str(text).expect("a decimal")
    }

    #[test]
    fn reads_and_writes_the_spec_text() {
        let point = parse(r#"{"lng":36.8219,"lat":-1.2921}"#).expect("a place");
        assert_eq!(point, MapPoint::default_centre());
        assert_eq!(point.to_text(), r#"{"lng":36.8219,"lat":-1.2921}"#);
        // Text numbers, spaces and key order are all read; the written form is one.
        let point = parse(r#" { "lat": "-6.7924", "lng": "39.2083" } "#).expect("a place");
        assert_eq!(point.to_text(), r#"{"lng":39.2083,"lat":-6.7924}"#);
        // A map tap's long decimals are rounded to 6 places.
        let point = parse(r#"{"lng":36.82194328308106,"lat":-1.2920659}"#).expect("a place");
        assert_eq!(point.to_text(), r#"{"lng":36.821943,"lat":-1.292066}"#);
        assert_eq!(check("  "), Ok(String::new()));
        assert_eq!(DEFAULT_ZOOM, 13);
    }

    #[test]
    fn refuses_what_is_not_a_place() {
        for text in [
            "Nairobi",
            "https://www.google.com/maps/embed?pb=!1m18",
            "[36.8, -1.29]",
            r#"{"lng":36.8}"#,
            r#"{"lng":"east","lat":-1.29}"#,
            r#"{"lng":null,"lat":-1.29}"#,
            r#"{"lng":[36.8],"lat":-1.29}"#,
            r#"{"lng":"36.8,"lat":-1.29}"#,
            r#"{"lng":36.8 "lat":-1.29}"#,
            r#"{lng:36.8,"lat":-1.29}"#,
            "{}",
            r#"{"lng":36.8,"lat":-1.29"#,
        ] {
            assert_eq!(parse(text), Err(MAP_LINK_INVALID), "{text}");
        }
        assert_eq!(parse(&"1".repeat(201)), Err(MAP_LINK_INVALID));
        for text in [
            r#"{"lng":180.1,"lat":0}"#,
            r#"{"lng":-181,"lat":0}"#,
            r#"{"lng":0,"lat":90.000001}"#,
            r#"{"lng":0,"lat":-91}"#,
        ] {
            assert_eq!(parse(text), Err(MAP_OUT_OF_RANGE), "{text}");
        }
        assert!(parse(r#"{"lng":180,"lat":-90}"#).is_ok());
        assert!(parse(r#"{"lng":1e1,"lat":-2.5E-1}"#).is_ok());
        assert_eq!(dec("1"), Decimal::ONE);
        // A coordinate that rounds to zero is written as 0, never -0.
        let point = parse(r#"{"lng":-0.0000001,"lat":0}"#).expect("a place");
        assert_eq!(point.to_text(), r#"{"lng":0,"lat":0}"#);
    }

    proptest! {
        /// Any place on the map, written by core, reads back as the same place, and writing it
        /// again gives the same text.
        #[test]
        fn written_places_read_back(
            lng in -180_000_000i64..=180_000_000,
            lat in -90_000_000i64..=90_000_000,
        ) {
            let point = MapPoint::new(Decimal::new(lng, 6), Decimal::new(lat, 6)).expect("in range");
            let text = point.to_text();
            let read = parse(&text).expect("reads back");
            prop_assert_eq!(read, point);
            prop_assert_eq!(read.to_text(), text.clone());
            prop_assert_eq!(check(&text), Ok(text));
        }

        /// Coordinates sent with any number of decimals are kept to 6, within a rounding step.
        #[test]
        fn sent_coordinates_round_to_six_places(
            lng in -179.0f64..179.0,
            lat in -89.0f64..89.0,
        ) {
            let text = serde_json::json!({ "lng": lng, "lat": lat }).to_string();
            let point = parse(&text).expect("a place");
            let sent = Decimal::from_str(&serde_json::Number::from_f64(lng).expect("finite").to_string())
                .or_else(|_| Decimal::from_scientific(&lng.to_string()))
                .expect("a decimal");
            prop_assert!((point.lng - sent).abs() <= Decimal::new(5, 7));
            prop_assert!(point.lng.scale() <= COORDINATE_PLACES);
            prop_assert!(point.lat.scale() <= COORDINATE_PLACES);
        }
    }
}
