//! How a person is told of their playbook alerts (a new task, a task due soon, new feedback, a new
//! reply): the alert is always kept in the portal; besides, by SMS or by e-mail when they chose it.
//! Nobody who has not chosen gets more than the portal's alert. SMS needs a phone on the account,
//! e-mail an e-mail address.

pub const CHANNEL_UNKNOWN: &str = "Choose how to get alerts: in the portal, by SMS or by e-mail";
pub const CHANNEL_NEEDS_PHONE: &str = "Add a phone number to your account to get alerts by SMS";
pub const CHANNEL_NEEDS_EMAIL: &str =
    "Add an e-mail address to your account to get alerts by e-mail";

/// Where alerts go besides the portal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum AlertChannel {
    /// In the portal only.
    #[default]
    App,
    Sms,
    Email,
}

impl AlertChannel {
    pub const ALL: [AlertChannel; 3] = [AlertChannel::App, AlertChannel::Sms, AlertChannel::Email];

    /// The wire and stored name: `app`, `sms`, `email`.
    pub fn name(self) -> &'static str {
        match self {
            AlertChannel::App => "app",
            AlertChannel::Sms => "sms",
            AlertChannel::Email => "email",
        }
    }

    pub fn parse(text: &str) -> Option<AlertChannel> {
        let text = text.trim();
        AlertChannel::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(text))
    }
}

/// A choice sent by the person: a known channel whose address the account has.
pub fn check_channel(
    channel: &str,
    has_phone: bool,
    has_email: bool,
) -> Result<AlertChannel, &'static str> {
    let chosen = AlertChannel::parse(channel).ok_or(CHANNEL_UNKNOWN)?;
    match chosen {
        AlertChannel::Sms if !has_phone => Err(CHANNEL_NEEDS_PHONE),
        AlertChannel::Email if !has_email => Err(CHANNEL_NEEDS_EMAIL),
        _ => Ok(chosen),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_the_default_is_the_portal() {
        for channel in AlertChannel::ALL {
            assert_eq!(AlertChannel::parse(channel.name()), Some(channel));
        }
        assert_eq!(AlertChannel::parse(" SMS "), Some(AlertChannel::Sms));
        assert_eq!(AlertChannel::parse("whatsapp"), None);
        assert_eq!(AlertChannel::default(), AlertChannel::App);
    }

    #[test]
    fn a_channel_needs_its_address() {
        assert_eq!(check_channel("app", false, false), Ok(AlertChannel::App));
        assert_eq!(check_channel("sms", true, false), Ok(AlertChannel::Sms));
        assert_eq!(check_channel("sms", false, true), Err(CHANNEL_NEEDS_PHONE));
        assert_eq!(check_channel("email", true, true), Ok(AlertChannel::Email));
        assert_eq!(
            check_channel("email", true, false),
            Err(CHANNEL_NEEDS_EMAIL)
        );
        assert_eq!(check_channel("", true, true), Err(CHANNEL_UNKNOWN));
    }
}
