//! Issuing a code and queueing the message that carries it, inside the caller's transaction.

use portal_core::language::Language;
use portal_core::otp::OTP_TTL_SECONDS;
use sqlx::AnyConnection;

use super::model::Purpose;
use super::{code, store};
use crate::config::Config;
use crate::outbox::model::Channel;
use crate::outbox::{store as outbox, texts};

/// Whose code it is and where it goes (reset codes always go by e-mail).
pub struct CodeTo<'a> {
    pub user_id: &'a str,
    pub first_name: &'a str,
    pub channel: Channel,
    pub recipient: &'a str,
    pub language: Language,
}

/// Replaces the user's code of `purpose` with a new one and queues the message carrying it.
pub async fn send_code(
    conn: &mut AnyConnection,
    config: &Config,
    purpose: Purpose,
    to: &CodeTo<'_>,
    now: i64,
) -> Result<(), sqlx::Error> {
    let made = code::new_code();
    let expires_at = now.saturating_add(OTP_TTL_SECONDS);
    let otp_id = store::replace(conn, to.user_id, purpose, &made, now, expires_at).await?;
    let recipient = texts::Recipient {
        address: to.recipient,
        first_name: to.first_name,
        language: to.language,
    };
    let message = match purpose {
        Purpose::Verify => {
            texts::verification_code(config, &otp_id, &recipient, to.channel, &made.code)
        }
        Purpose::Reset => texts::reset_code(config, &otp_id, &recipient, &made.code),
    };
    outbox::enqueue(conn, &message, now).await
}
