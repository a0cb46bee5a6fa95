//! The five hubs a person chooses from on a first attempt (spec 001 sections 2.1 and 5).

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Hub {
    Nairobi,
    Kisumu,
    Mombasa,
    Tanzania,
    Nakuru,
}

pub const SELECT_HUB: &str = "Select the location of the hub closest to you";

impl Hub {
    pub const ALL: [Hub; 5] = [
        Hub::Nairobi,
        Hub::Kisumu,
        Hub::Mombasa,
        Hub::Tanzania,
        Hub::Nakuru,
    ];

    /// As shown and stored; place names, the same in both languages.
    pub fn name(self) -> &'static str {
        match self {
            Hub::Nairobi => "Nairobi",
            Hub::Kisumu => "Kisumu",
            Hub::Mombasa => "Mombasa",
            Hub::Tanzania => "Tanzania",
            Hub::Nakuru => "Nakuru",
        }
    }

    pub fn parse(text: &str) -> Option<Hub> {
        Hub::ALL
            .into_iter()
            .find(|h| h.name().eq_ignore_ascii_case(text.trim()))
    }
}

/// The `?location=` of the state call: a hub, or the spec's message.
pub fn check_hub(text: &str) -> Result<Hub, &'static str> {
    Hub::parse(text).ok_or(SELECT_HUB)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_five_hubs_in_any_case() {
        assert_eq!(check_hub(" kisumu "), Ok(Hub::Kisumu));
        assert_eq!(check_hub("TANZANIA"), Ok(Hub::Tanzania));
        assert_eq!(check_hub(""), Err(SELECT_HUB));
        assert_eq!(check_hub("Eldoret"), Err(SELECT_HUB));
        for hub in Hub::ALL {
            assert_eq!(Hub::parse(hub.name()), Some(hub));
        }
    }
}
