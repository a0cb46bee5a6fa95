//! The business overview, the one typed step: required, and short enough to read in a review.

use super::steps::SELECT_OVERVIEW;

/// About a page of text; counted in characters, not bytes (Swahili and names carry accents).
pub const OVERVIEW_MAX_CHARS: usize = 3000;
pub const OVERVIEW_TOO_LONG: &str = "Keep the business overview to 3000 characters or fewer";

/// The overview as it is stored (trimmed), or the message.
pub fn check_overview(text: &str) -> Result<&str, &'static str> {
    let text = text.trim();
    if text.is_empty() {
        Err(SELECT_OVERVIEW)
    } else if text.chars().count() > OVERVIEW_MAX_CHARS {
        Err(OVERVIEW_TOO_LONG)
    } else {
        Ok(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn required_and_bounded_in_characters() {
        assert_eq!(check_overview("  \n "), Err(SELECT_OVERVIEW));
        assert_eq!(check_overview("  We bake bread. "), Ok("We bake bread."));
        let longest = "é".repeat(OVERVIEW_MAX_CHARS);
        assert_eq!(check_overview(&longest), Ok(longest.as_str()));
        assert_eq!(
            check_overview(&format!("{longest}a")),
            Err(OVERVIEW_TOO_LONG)
        );
    }
}
