//! What a reply or a feedback post sends, read into one shape whichever way it came: the spec's
//! multipart form (`file[]` with the files' bytes), or JSON from the phone's file queue naming the
//! sender's finished uploads (`files: [uploadId…]`) and carrying `submissionId`, the id the phone
//! made for the submission so it is stored once however often it arrives. The content type
//! decides: `application/json` is read as JSON, anything else as the form.

use axum::body::to_bytes;
use axum::extract::{FromRequest, Multipart, Request};
use axum::http::header::CONTENT_TYPE;
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

use super::error::{PlaybookError, PlaybookResult};
use super::files::{self, Incoming};
use crate::state::AppState;

/// The largest JSON body (its files are named, not sent).
const JSON_LIMIT: usize = 64 * 1024;
pub const UNREADABLE: &str = "The request could not be read";

/// A task's reply as the phone's file queue sends it.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ReplyJson {
    /// The id the phone made for this submission (24 lowercase hex characters): the same
    /// submission sent again answers the same success and changes nothing.
    pub submission_id: String,
    /// The task's id.
    pub id: String,
    pub response: String,
    /// The sender's finished uploads of kind `playbookFile` (at most 5), taken once.
    pub files: Vec<String>,
    /// Sent by the spec's form; not used.
    pub topic: Option<String>,
    /// Sent by the spec's form; not used.
    #[schema(value_type = Option<Object>)]
    pub due_date: Option<Value>,
    /// When given, the caller's own id.
    pub added_by_id: Option<String>,
    pub added_by_email: Option<String>,
}

/// A session's feedback as the phone's file queue sends it.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct FeedbackJson {
    /// The id the phone made for this submission (24 lowercase hex characters).
    pub submission_id: String,
    /// 1 to 5 (a number, or its text).
    #[schema(value_type = Object)]
    pub rated: Option<Value>,
    pub feedback: Option<String>,
    /// The sender's finished uploads of kind `playbookFile` (at most 5), taken once.
    pub files: Vec<String>,
    pub session_id: String,
    pub pairing_id: String,
    /// `Entrepreneur` or `Advisor`: the caller's side of the pair, when given.
    pub from: Option<String>,
    pub added_by_id: Option<String>,
    pub added_by_email: Option<String>,
}

/// A reply, however it came.
#[derive(Debug)]
pub struct ReplySent {
    pub task_id: String,
    pub response: String,
    pub added_by: String,
    pub submission: Option<String>,
    pub files: Incoming,
}

/// A feedback, however it came.
#[derive(Debug)]
pub struct FeedbackSent {
    pub rated: Option<i64>,
    pub feedback: String,
    pub session_id: String,
    pub pairing_id: String,
    pub from: String,
    pub added_by: String,
    pub submission: Option<String>,
    pub files: Incoming,
}

fn is_json(request: &Request) -> bool {
    request
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("application/json"))
}

/// The form's fields and files, or the JSON body.
enum Body {
    Form(files::Form),
    Json(Vec<u8>),
}

async fn body(state: &AppState, request: Request) -> PlaybookResult<Body> {
    if is_json(&request) {
        let bytes = to_bytes(request.into_body(), JSON_LIMIT)
            .await
            .map_err(|_| PlaybookError::bad(UNREADABLE))?;
        return Ok(Body::Json(bytes.to_vec()));
    }
    let multipart = Multipart::from_request(request, state).await;
    Ok(Body::Form(files::read(multipart).await?))
}

fn parse<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> PlaybookResult<T> {
    serde_json::from_slice(bytes).map_err(|_| PlaybookError::bad(UNREADABLE))
}

/// An optional field of the form: none when blank.
fn given(text: &str) -> Option<String> {
    Some(text.trim().to_owned()).filter(|t| !t.is_empty())
}

/// The uploads named, blanks left out.
fn uploads(ids: Vec<String>) -> Incoming {
    Incoming::Uploads(
        ids.into_iter()
            .map(|id| id.trim().to_owned())
            .filter(|id| !id.is_empty())
            .collect(),
    )
}

pub async fn reply(state: &AppState, request: Request) -> PlaybookResult<ReplySent> {
    Ok(match body(state, request).await? {
        Body::Form(mut form) => ReplySent {
            task_id: form.text("id").trim().to_owned(),
            response: form.text("response").to_owned(),
            added_by: form.text("addedById").to_owned(),
            submission: given(form.text("submissionId")),
            files: Incoming::Bytes(std::mem::take(&mut form.files)),
        },
        Body::Json(bytes) => {
            let sent: ReplyJson = parse(&bytes)?;
            ReplySent {
                task_id: sent.id.trim().to_owned(),
                response: sent.response,
                added_by: sent.added_by_id.unwrap_or_default(),
                submission: Some(sent.submission_id.trim().to_owned()),
                files: uploads(sent.files),
            }
        }
    })
}

/// The stars sent as a number or as its text.
fn stars(value: Option<&Value>) -> Option<i64> {
    match value? {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

pub async fn feedback(state: &AppState, request: Request) -> PlaybookResult<FeedbackSent> {
    Ok(match body(state, request).await? {
        Body::Form(mut form) => FeedbackSent {
            rated: form.text("rated").trim().parse::<i64>().ok(),
            feedback: form.text("feedback").to_owned(),
            session_id: form.text("sessionId").to_owned(),
            pairing_id: form.text("pairingId").to_owned(),
            from: form.text("from").to_owned(),
            added_by: form.text("addedById").to_owned(),
            submission: given(form.text("submissionId")),
            files: Incoming::Bytes(std::mem::take(&mut form.files)),
        },
        Body::Json(bytes) => {
            let sent: FeedbackJson = parse(&bytes)?;
            FeedbackSent {
                rated: stars(sent.rated.as_ref()),
                feedback: sent.feedback.unwrap_or_default(),
                session_id: sent.session_id,
                pairing_id: sent.pairing_id,
                from: sent.from.unwrap_or_default(),
                added_by: sent.added_by_id.unwrap_or_default(),
                submission: Some(sent.submission_id.trim().to_owned()),
                files: uploads(sent.files),
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn stars_are_a_number_or_its_text() {
        assert_eq!(stars(Some(&json!(4))), Some(4));
        assert_eq!(stars(Some(&json!(" 5 "))), Some(5));
        assert_eq!(stars(Some(&json!(4.5))), None);
        assert_eq!(stars(Some(&json!(null))), None);
        assert_eq!(stars(None), None);
    }

    #[test]
    fn json_fields_may_be_missing() {
        let sent: ReplyJson = serde_json::from_value(json!({"id": "x"})).expect("read");
        assert_eq!(sent.id, "x");
        assert!(sent.files.is_empty());
        assert!(serde_json::from_value::<ReplyJson>(json!({"files": "one"})).is_err());
    }
}
