//! Every invest-profile message (spec 002 sections 5.3 and 8.3 word for word, then the checks the
//! spec leaves open) in English, with its Swahili beside it. The server writes a signed-in person's
//! messages in their language through `in_language`; the PWA finds its Swahili by the English text.

use crate::language::Language;

// 5.3, in the spec's order.
pub const NAME_BLANK: &str = "Business Name cannot be blank";
pub const CATEGORY_BLANK: &str = "Business Category cannot be blank";
pub const PHONE_BLANK: &str = "DigiKua Phone cannot be blank";
pub const OVERVIEW_BLANK: &str = "Overview cannot be blank";

// 8.3.
pub const ERROR_FETCHING_PROFILE: &str = "Error fetching profile";
pub const FETCH_PROFILE_FAILED: &str = "Something went wrong with fetching profile";
pub const PROFILE_NOT_FOUND: &str = "Profile not found";
pub const FETCH_CATEGORIES_FAILED: &str = "Something went wrong with fetching business categories";
pub const CATEGORIES_NOT_FOUND: &str = "Business Categories not found";
pub const PROFILE_CREATED: &str = "Profile created successfully";
pub const PROFILE_UPDATED: &str = "Profile updated successfully";
pub const AN_ERROR_OCCURRED: &str = "An error occurred";

// The checks the spec leaves open.
pub const PHONE_INVALID: &str = crate::forms::INVALID_PHONE;
pub const CATEGORY_UNKNOWN: &str = "Choose a business category from the list";
pub const NAME_TOO_LONG: &str = "Business Name can be at most 100 characters";
pub const DISPLAY_NAME_TOO_LONG: &str = "Display Name can be at most 100 characters";
pub const OVERVIEW_TOO_LONG: &str = "Overview can be at most 2,000 characters";
pub const VALUE_PROPOSITION_TOO_LONG: &str = "Value proposition can be at most 1,000 characters";
pub const YEAR_PLAN_TOO_LONG: &str = "5-year plan can be at most 1,000 characters";
pub const INVESTOR_BENEFIT_TOO_LONG: &str = "Investor benefit can be at most 1,000 characters";
pub const CURRENT_NEED_TOO_LONG: &str = "Current need can be at most 1,000 characters";
pub const ADDRESS_TOO_LONG: &str = "Business address can be at most 200 characters";
pub const MAP_LINK_INVALID: &str = "Choose the business's location by tapping the map";
pub const MAP_OUT_OF_RANGE: &str =
    "The location is off the map: longitude must be from -180 to 180 and latitude from -90 to 90";
pub const VIDEO_INVALID: &str = "Enter a YouTube video link or its 11-character video id";
pub const FLAG_INVALID: &str = "Enabled, Ready for growth and Show performance must be 0 or 1";
pub const PROFILE_FOUND: &str = "Profile found";
pub const PROFILE_EXISTS: &str = "You have an invest profile already: edit it instead";
pub const CATEGORY_NOT_FOUND: &str = "Business Category not found";
pub const CHOOSE_A_BUSINESS: &str = "Choose a business";
pub const REQUEST_UNREADABLE: &str = "The request could not be read";
pub const PICTURE_NOT_FOUND: &str = crate::resumable::FILE_NOT_FOUND;
pub const TOO_MANY_REQUESTS: &str = "Too many requests, try again in a minute";

/// (English, Swahili) for every message of the invest profile.
pub const MESSAGES: &[(&str, &str)] = &[
    (NAME_BLANK, "Jina la Biashara haliwezi kuwa tupu"),
    (CATEGORY_BLANK, "Aina ya Biashara haiwezi kuwa tupu"),
    (PHONE_BLANK, "Simu ya DigiKua haiwezi kuwa tupu"),
    (OVERVIEW_BLANK, "Maelezo ya jumla hayawezi kuwa tupu"),
    (ERROR_FETCHING_PROFILE, "Hitilafu katika kupakua wasifu"),
    (
        FETCH_PROFILE_FAILED,
        "Hitilafu imetokea wakati wa kupakua wasifu",
    ),
    (PROFILE_NOT_FOUND, "Wasifu haukupatikana"),
    (
        FETCH_CATEGORIES_FAILED,
        "Hitilafu imetokea wakati wa kupakua aina za biashara",
    ),
    (CATEGORIES_NOT_FOUND, "Aina za Biashara hazikupatikana"),
    (PROFILE_CREATED, "Wasifu umeundwa"),
    (PROFILE_UPDATED, "Wasifu umesasishwa"),
    (AN_ERROR_OCCURRED, "Hitilafu imetokea"),
    (PHONE_INVALID, "Tafadhali weka namba sahihi ya simu"),
    (CATEGORY_UNKNOWN, "Chagua aina ya biashara kutoka kwenye orodha"),
    (
        NAME_TOO_LONG,
        "Jina la Biashara lisizidi herufi 100",
    ),
    (
        DISPLAY_NAME_TOO_LONG,
        "Jina la Kuonyesha lisizidi herufi 100",
    ),
    (
        OVERVIEW_TOO_LONG,
        "Maelezo ya jumla yasizidi herufi 2,000",
    ),
    (
        VALUE_PROPOSITION_TOO_LONG,
        "Thamani ya pekee isizidi herufi 1,000",
    ),
    (
        YEAR_PLAN_TOO_LONG,
        "Mpango wa miaka 5 usizidi herufi 1,000",
    ),
    (
        INVESTOR_BENEFIT_TOO_LONG,
        "Faida kwa mwekezaji isizidi herufi 1,000",
    ),
    (
        CURRENT_NEED_TOO_LONG,
        "Hitaji la sasa lisizidi herufi 1,000",
    ),
    (
        ADDRESS_TOO_LONG,
        "Anwani ya biashara isizidi herufi 200",
    ),
    (
        MAP_LINK_INVALID,
        "Chagua mahali biashara ilipo kwa kugusa ramani",
    ),
    (
        MAP_OUT_OF_RANGE,
        "Mahali hapa hapapatikani kwenye ramani: longitudo iwe kati ya -180 na 180 na latitudo kati ya -90 na 90",
    ),
    (
        VIDEO_INVALID,
        "Weka kiungo cha video ya YouTube au kitambulisho chake cha herufi 11",
    ),
    (
        FLAG_INVALID,
        "Imewezeshwa, Tayari kukua na Onyesha utendaji ziwe 0 au 1",
    ),
    (
        PROFILE_EXISTS,
        "Tayari una wasifu wa uwekezaji: uhariri badala yake",
    ),
    (CATEGORY_NOT_FOUND, "Aina ya Biashara haikupatikana"),
    (PROFILE_FOUND, "Wasifu umepatikana"),
    (REQUEST_UNREADABLE, "Ombi halikuweza kusomwa"),
    (
        PICTURE_NOT_FOUND,
        "Faili haikupatikana; ichague kisha uipakie tena",
    ),
    (CHOOSE_A_BUSINESS, "Chagua biashara"),
    (
        TOO_MANY_REQUESTS,
        "Maombi ni mengi mno, jaribu tena baada ya dakika moja",
    ),
];

/// An English message of the invest profile in `language` (others stay as given).
pub fn in_language(english: &str, language: Language) -> &str {
    crate::language::translated(MESSAGES, english, language)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_has_its_own_swahili() {
        for (i, (en, sw)) in MESSAGES.iter().enumerate() {
            assert!(!sw.is_empty() && en != sw, "{en}");
            assert!(
                MESSAGES[..i].iter().all(|(other, _)| other != en),
                "{en} twice"
            );
            assert_eq!(in_language(en, Language::Swahili), *sw);
            assert_eq!(in_language(en, Language::English), *en);
        }
        assert_eq!(in_language("Other", Language::Swahili), "Other");
    }

    #[test]
    fn the_spec_texts_are_exact() {
        assert_eq!(NAME_BLANK, "Business Name cannot be blank");
        assert_eq!(CATEGORY_BLANK, "Business Category cannot be blank");
        assert_eq!(PHONE_BLANK, "DigiKua Phone cannot be blank");
        assert_eq!(OVERVIEW_BLANK, "Overview cannot be blank");
        assert_eq!(PROFILE_CREATED, "Profile created successfully");
        assert_eq!(PROFILE_UPDATED, "Profile updated successfully");
        assert_eq!(PROFILE_NOT_FOUND, "Profile not found");
        assert_eq!(CATEGORIES_NOT_FOUND, "Business Categories not found");
    }
}
