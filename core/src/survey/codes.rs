//! The three survey menus (spec 001 sections 7.3 and 9): `2*14*1` quarterly_survey, `2*14*2`
//! post_quarterly_survey, `2*13` quarterly_survey_unified. Any other code is an unmapped survey.

use serde::{Deserialize, Serialize};

use super::model::Text;

pub const UNMAPPED_SURVEY: &str = "Error Occured Unmapped survey";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum SurveyCode {
    #[serde(rename = "2*14*1")]
    Quarterly,
    #[serde(rename = "2*14*2")]
    PostQuarterly,
    #[serde(rename = "2*13")]
    Unified,
}

impl SurveyCode {
    pub const ALL: [SurveyCode; 3] = [
        SurveyCode::Quarterly,
        SurveyCode::PostQuarterly,
        SurveyCode::Unified,
    ];

    /// The menu code the PWA posts as `text`.
    pub fn code(self) -> &'static str {
        match self {
            SurveyCode::Quarterly => "2*14*1",
            SurveyCode::PostQuarterly => "2*14*2",
            SurveyCode::Unified => "2*13",
        }
    }

    /// The survey's name (the playbook's routes end with the first two).
    pub fn name(self) -> &'static str {
        match self {
            SurveyCode::Quarterly => "quarterly_survey",
            SurveyCode::PostQuarterly => "post_quarterly_survey",
            SurveyCode::Unified => "quarterly_survey_unified",
        }
    }

    /// A code (`2*14*1`) or a name (`quarterly_survey`), as a menu call or an XLSForm's `form_id`
    /// gives it; otherwise `UNMAPPED_SURVEY`.
    pub fn parse(text: &str) -> Result<SurveyCode, &'static str> {
        let text = text.trim();
        SurveyCode::ALL
            .into_iter()
            .find(|c| c.code() == text || c.name().eq_ignore_ascii_case(text))
            .ok_or(UNMAPPED_SURVEY)
    }

    /// The title a survey of this code has when its XLSForm gives none.
    pub fn default_title(self) -> Text {
        let (en, sw) = match self {
            SurveyCode::Quarterly => ("Quarterly survey", "Utafiti wa robo mwaka"),
            SurveyCode::PostQuarterly => {
                ("Post-quarterly survey", "Utafiti wa baada ya robo mwaka")
            }
            SurveyCode::Unified => ("Quarterly survey (full)", "Utafiti wa robo mwaka (kamili)"),
        };
        Text::new(en, sw)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_names_are_read_back() {
        for code in SurveyCode::ALL {
            assert_eq!(SurveyCode::parse(code.code()), Ok(code));
            assert_eq!(SurveyCode::parse(code.name()), Ok(code));
        }
        assert_eq!(SurveyCode::parse(" 2*13 "), Ok(SurveyCode::Unified));
        assert_eq!(
            SurveyCode::parse("Post_Quarterly_Survey"),
            Ok(SurveyCode::PostQuarterly)
        );
        assert_eq!(SurveyCode::parse("2*14*3"), Err(UNMAPPED_SURVEY));
        assert_eq!(SurveyCode::parse(""), Err(UNMAPPED_SURVEY));
    }

    #[test]
    fn a_code_is_its_menu_code_on_the_wire() {
        let json = serde_json::to_string(&SurveyCode::Quarterly).expect("serialises");
        assert_eq!(json, "\"2*14*1\"");
        let back: SurveyCode = serde_json::from_str("\"2*13\"").expect("reads");
        assert_eq!(back, SurveyCode::Unified);
    }
}
