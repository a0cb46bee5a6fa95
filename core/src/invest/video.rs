//! The profile's video (spec 002 section 3.3, videoId): a YouTube video, kept as its 11-character
//! id. A person may paste the id or the video's link; core keeps the id.

use super::messages::VIDEO_INVALID;

/// A YouTube video id: 11 characters of letters, digits, `-` and `_`.
pub fn is_video_id(text: &str) -> bool {
    text.len() == 11
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The id in a YouTube link (`youtube.com/watch?v=…`, `youtu.be/…`, `youtube.com/embed/…`,
/// `/shorts/…`, `/live/…`, the `-nocookie` host, with or without `https://` and `www.`/`m.`).
fn id_in_link(link: &str) -> Option<&str> {
    let rest = link
        .strip_prefix("https://")
        .or_else(|| link.strip_prefix("http://"))
        .unwrap_or(link);
    let (host, path) = rest.split_once('/')?;
    let host = host
        .strip_prefix("www.")
        .or_else(|| host.strip_prefix("m."))
        .unwrap_or(host);
    let candidate = match host {
        "youtu.be" => path,
        "youtube.com" | "youtube-nocookie.com" => {
            if let Some(query) = path.strip_prefix("watch?") {
                query.split('&').find_map(|pair| pair.strip_prefix("v="))?
            } else {
                ["embed/", "shorts/", "live/", "v/"]
                    .iter()
                    .find_map(|prefix| path.strip_prefix(prefix))?
            }
        }
        _ => return None,
    };
    let id = candidate.split(['?', '&', '#', '/']).next()?;
    is_video_id(id).then_some(id)
}

/// The video id to keep: "" when none was given, the id itself, or the id read from a link.
pub fn check(text: &str) -> Result<String, &'static str> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(String::new());
    }
    if is_video_id(text) {
        return Ok(text.to_owned());
    }
    id_in_link(text).map(str::to_owned).ok_or(VIDEO_INVALID)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_links_give_the_id() {
        let id = "dQw4w9WgXcQ";
        for text in [
            id,
            " dQw4w9WgXcQ ",
            "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
            "https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10",
            "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
            "youtu.be/dQw4w9WgXcQ",
            "https://youtu.be/dQw4w9WgXcQ?si=abc",
            "https://www.youtube.com/embed/dQw4w9WgXcQ",
            "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0",
            "https://www.youtube.com/shorts/dQw4w9WgXcQ",
        ] {
            assert_eq!(check(text), Ok(id.to_owned()), "{text}");
        }
        assert_eq!(check(""), Ok(String::new()));
        assert_eq!(check("a-b_c-d_e-f"), Ok("a-b_c-d_e-f".to_owned()));
    }

    #[test]
    fn anything_else_is_refused() {
        for text in [
            "dQw4w9WgXc",
            "dQw4w9WgXcQQ",
            "dQw4w9WgX<Q",
            "https://vimeo.com/123456789",
            "https://evil.example/watch?v=dQw4w9WgXcQ",
            "https://www.youtube.com/watch?v=short",
            "https://www.youtube.com/channel/UCabcdefghijk",
            "javascript:alert(1)",
        ] {
            assert_eq!(check(text), Err(VIDEO_INVALID), "{text}");
        }
    }
}
