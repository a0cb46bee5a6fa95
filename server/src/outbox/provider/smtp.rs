//! E-mail over SMTP with lettre (tokio, rustls).

use std::time::Duration;

use lettre::message::header::ContentType;
use lettre::message::{Attachment, Mailbox, MultiPart, SinglePart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};

use crate::outbox::model::{AttachedFile, Message};

pub struct SmtpSender {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
}

/// A password never crosses the network in clear: `smtp://user:pass@…` without a `tls` parameter
/// means STARTTLS is required. Only a relay without credentials is spoken to in plain text.
fn with_safe_tls(url: &str) -> Result<String, String> {
    let mut parsed = url::Url::parse(url).map_err(|e| format!("SMTP_URL: {e}"))?;
    let has_tls = parsed.query_pairs().any(|(key, _)| key == "tls");
    if parsed.scheme() == "smtp" && parsed.password().is_some() && !has_tls {
        parsed.query_pairs_mut().append_pair("tls", "required");
    }
    Ok(parsed.to_string())
}

impl SmtpSender {
    pub fn new(url: &str, from: &str) -> Result<SmtpSender, String> {
        let from: Mailbox = from
            .parse()
            .map_err(|e| format!("MAIL_FROM {from:?} is not an address: {e}"))?;
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(&with_safe_tls(url)?)
            .map_err(|e| format!("SMTP_URL: {e}"))?
            .timeout(Some(Duration::from_secs(20)))
            .build();
        Ok(SmtpSender { transport, from })
    }

    /// Sends the message as plain text, or, with a file, as the text and the file attached.
    pub async fn send(
        &self,
        message: &Message,
        attachment: Option<&AttachedFile>,
    ) -> Result<(), String> {
        let to: Mailbox = message
            .recipient
            .parse()
            .map_err(|e| format!("recipient {:?}: {e}", message.recipient))?;
        let builder = lettre::Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(&message.subject);
        let email = match attachment {
            None => builder
                .header(ContentType::TEXT_PLAIN)
                .body(message.body.clone()),
            Some(file) => {
                let content_type = ContentType::parse(&file.content_type)
                    .map_err(|e| format!("attachment type {:?}: {e}", file.content_type))?;
                builder.multipart(
                    MultiPart::mixed()
                        .singlepart(SinglePart::plain(message.body.clone()))
                        .singlepart(
                            Attachment::new(file.name.clone())
                                .body(file.bytes.clone(), content_type),
                        ),
                )
            }
        }
        .map_err(|e| format!("building the e-mail: {e}"))?;
        self.transport
            .send(email)
            .await
            .map(|_| ())
            .map_err(|e| format!("SMTP: {e}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_require_tls() {
        assert_eq!(
            with_safe_tls("smtp://u:p@mail.example.org:587").as_deref(),
            Ok("smtp://u:p@mail.example.org:587?tls=required")
        );
        assert_eq!(
            with_safe_tls("smtp://u:p@mail.example.org:587?tls=opportunistic").as_deref(),
            Ok("smtp://u:p@mail.example.org:587?tls=opportunistic")
        );
        assert_eq!(
            with_safe_tls("smtp://127.0.0.1:2525").as_deref(),
            Ok("smtp://127.0.0.1:2525")
        );
        assert_eq!(
            with_safe_tls("smtps://u:p@mail.example.org").as_deref(),
            Ok("smtps://u:p@mail.example.org")
        );
    }
}
