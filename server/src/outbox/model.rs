//! Messages as queued and as the dev outbox shows them, and the retry schedule.

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// Tries before a message is given up as `failed`.
pub const MAX_ATTEMPTS: i64 = 8;
/// The wait after the first failed try; it doubles after each further one.
pub const FIRST_RETRY_SECONDS: i64 = 30;
/// How long a claimed message stays with its worker before another may take it over.
pub const CLAIM_SECONDS: i64 = 120;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Channel {
    Email,
    Sms,
}

impl Channel {
    pub fn as_str(self) -> &'static str {
        match self {
            Channel::Email => "email",
            Channel::Sms => "sms",
        }
    }

    pub fn parse(text: &str) -> Option<Channel> {
        [Channel::Email, Channel::Sms]
            .into_iter()
            .find(|c| c.as_str() == text)
    }
}

/// A message to queue; `dedupe_key` names the event that causes it, so it is queued once.
#[derive(Debug, Clone)]
pub struct NewMessage {
    pub dedupe_key: String,
    pub channel: Channel,
    pub recipient: String,
    pub subject: String,
    pub body: String,
}

/// A file an e-mail carries: its bytes are in the storage under `key` (written before the message
/// is queued), sent under `name` as `content_type`. An SMS carries none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attachment {
    pub key: String,
    pub name: String,
    pub content_type: String,
}

/// An attachment's bytes as read from the storage for one delivery.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttachedFile {
    pub name: String,
    pub content_type: String,
    pub bytes: Vec<u8>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    pub id: String,
    pub channel: Channel,
    pub recipient: String,
    pub subject: String,
    pub body: String,
    pub status: String,
    pub attempts: i64,
    pub created_at: i64,
    pub attachment: Option<Attachment>,
}

/// The wait before the next try after `attempts` failed tries: 30 s, 60 s, 120 s, …
pub fn retry_delay(attempts: i64) -> i64 {
    let doublings = u32::try_from((attempts - 1).clamp(0, 30)).unwrap_or(0);
    FIRST_RETRY_SECONDS.saturating_mul(1_i64 << doublings)
}

#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
pub struct OutboxQuery {
    /// Only messages to this e-mail address or phone number.
    pub to: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MessageView {
    pub id: String,
    /// `email` or `sms`.
    pub channel: String,
    pub recipient: String,
    pub subject: String,
    pub body: String,
    /// `pending`, `sending`, `sent` or `failed`.
    pub status: String,
    #[serde(rename = "createdAt")]
    pub created_at: i64,
    /// The file an e-mail carries (left out when none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub attachment: Option<AttachmentView>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttachmentView {
    pub name: String,
    pub content_type: String,
    /// Its storage key, so a developer or a test can read the file.
    pub key: String,
    /// Its size in bytes (None when the storage no longer has it).
    pub size: Option<u64>,
}

impl MessageView {
    /// The view of `message`, its attachment `size` bytes as the storage has it.
    pub fn of(message: Message, size: Option<u64>) -> MessageView {
        MessageView {
            id: message.id,
            channel: message.channel.as_str().to_owned(),
            recipient: message.recipient,
            subject: message.subject,
            body: message.body,
            status: message.status,
            created_at: message.created_at,
            attachment: message.attachment.map(|a| AttachmentView {
                name: a.name,
                content_type: a.content_type,
                key: a.key,
                size,
            }),
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct OutboxResponse {
    pub messages: Vec<MessageView>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_from_thirty_seconds() {
        let delays: Vec<i64> = (1..=MAX_ATTEMPTS).map(retry_delay).collect();
        assert_eq!(delays, [30, 60, 120, 240, 480, 960, 1920, 3840]);
        assert_eq!(retry_delay(0), 30);
        assert!(retry_delay(i64::MAX) > 0);
    }
}
