//! A made PDF as a download: its type and a file name any browser keeps (non-ASCII letters of a
//! person's name included). It is never cached: every signed-in `/api` answer is `no-store`
//! (`headers::secure`).

use axum::http::header::{CONTENT_DISPOSITION, CONTENT_TYPE};
use axum::http::HeaderValue;
use axum::response::{IntoResponse, Response};

use crate::error::{AppError, AppResult};

pub fn pdf_download(bytes: Vec<u8>, file_name: &str) -> AppResult<Response> {
    let disposition = HeaderValue::from_str(&attachment(file_name))
        .map_err(|_| AppError::internal("a bad file name"))?;
    let headers = [
        (CONTENT_TYPE, HeaderValue::from_static("application/pdf")),
        (CONTENT_DISPOSITION, disposition),
    ];
    Ok((headers, bytes).into_response())
}

/// `attachment; filename="<ASCII>"; filename*=UTF-8''<percent-encoded>` (RFC 6266): the plain
/// name for old clients (letters outside ASCII left out, quotes and backslashes too), the exact one
/// for the rest.
fn attachment(file_name: &str) -> String {
    let plain: String = file_name
        .chars()
        .filter(|c| (c.is_ascii_graphic() && !matches!(c, '"' | '\\')) || *c == ' ')
        .collect();
    let mut exact = String::new();
    for byte in file_name.bytes() {
        if byte.is_ascii_alphanumeric() || b"!#$&+-.^_`|~".contains(&byte) {
            exact.push(char::from(byte));
        } else {
            exact.push_str(&format!("%{byte:02X}"));
        }
    }
    format!("attachment; filename=\"{plain}\"; filename*=UTF-8''{exact}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_outside_ascii_keep_their_letters_in_the_exact_name() {
        assert_eq!(
            attachment("Code-of-Conduct-Amina-Wanjiru.pdf"),
            "attachment; filename=\"Code-of-Conduct-Amina-Wanjiru.pdf\"; \
             filename*=UTF-8''Code-of-Conduct-Amina-Wanjiru.pdf"
        );
        assert_eq!(
            attachment("Kanuni-za-Maadili-Zoë \"x\".pdf"),
            "attachment; filename=\"Kanuni-za-Maadili-Zo x.pdf\"; \
             filename*=UTF-8''Kanuni-za-Maadili-Zo%C3%AB%20%22x%22.pdf"
        );
        assert!(HeaderValue::from_str(&attachment("a\r\nb")).is_ok());
    }
}
