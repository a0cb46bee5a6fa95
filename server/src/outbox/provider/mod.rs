//! Where messages go: the log (default), an SMTP server for e-mail, an HTTP gateway for SMS.

mod http_sms;
mod smtp;

pub use http_sms::HttpSms;
pub use smtp::SmtpSender;

use super::model::{AttachedFile, Channel, Message};
use crate::config::{Config, EmailProvider, SmsProvider};

enum EmailSender {
    Log,
    Smtp(Box<SmtpSender>),
}

enum SmsSender {
    Log,
    Http(HttpSms),
}

/// The e-mail and SMS providers chosen by the settings.
pub struct Providers {
    email: EmailSender,
    sms: SmsSender,
}

impl Providers {
    pub fn from_config(config: &Config) -> Result<Providers, String> {
        let email = match &config.email {
            EmailProvider::Log => EmailSender::Log,
            EmailProvider::Smtp { url, from } => {
                EmailSender::Smtp(Box::new(SmtpSender::new(url, from)?))
            }
        };
        let sms = match &config.sms {
            SmsProvider::Log => SmsSender::Log,
            SmsProvider::Http { url, token } => {
                SmsSender::Http(HttpSms::new(url.clone(), token.clone())?)
            }
        };
        Ok(Providers { email, sms })
    }

    /// Delivers one message with its attachment's bytes (an e-mail's; an SMS carries none); the
    /// error text is kept on the row for the next try.
    pub async fn send(
        &self,
        message: &Message,
        attachment: Option<&AttachedFile>,
    ) -> Result<(), String> {
        match (message.channel, &self.email, &self.sms) {
            (Channel::Email, EmailSender::Smtp(smtp), _) => smtp.send(message, attachment).await,
            (Channel::Sms, _, SmsSender::Http(gateway)) => gateway.send(message).await,
            (Channel::Email, EmailSender::Log, _) | (Channel::Sms, _, SmsSender::Log) => {
                let attached = attachment
                    .map(|file| format!("{} ({} bytes)", file.name, file.bytes.len()))
                    .unwrap_or_default();
                tracing::info!(
                    channel = message.channel.as_str(),
                    to = %message.recipient,
                    subject = %message.subject,
                    body = %message.body,
                    attachment = %attached,
                    "message delivered to the log (log provider)"
                );
                Ok(())
            }
        }
    }
}
