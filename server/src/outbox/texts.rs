//! What the messages say. Codes stand on their own line as `Code: 123456`, so a person finds them at a
//! glance and a test can read them.

use portal_core::otp::OTP_TTL_SECONDS;
use portal_core::roles::Role;
use url::form_urlencoded::byte_serialize;

use super::model::{Channel, NewMessage};
use crate::config::Config;

fn greeting(first_name: &str) -> String {
    let name = first_name.trim();
    if name.is_empty() {
        "Hello,".to_owned()
    } else {
        format!("Hello {name},")
    }
}

fn minutes() -> i64 {
    OTP_TTL_SECONDS / 60
}

/// The code that verifies a new account, by e-mail or SMS; `otp_id` names the code it carries.
pub fn verification_code(
    config: &Config,
    otp_id: &str,
    first_name: &str,
    channel: Channel,
    recipient: &str,
    code: &str,
) -> NewMessage {
    let product = &config.product_name;
    let body = match channel {
        Channel::Email => format!(
            "{}\n\nUse this code to verify your {product} account:\n\nCode: {code}\n\nIt expires in {} minutes. \
             If you did not ask for it, you can ignore this message.\n\nThe {product} team\n",
            greeting(first_name),
            minutes()
        ),
        Channel::Sms => format!(
            "{product}: your verification code\nCode: {code}\nIt expires in {} minutes.",
            minutes()
        ),
    };
    NewMessage {
        dedupe_key: format!("otp:{otp_id}"),
        channel,
        recipient: recipient.to_owned(),
        subject: format!("Your {product} verification code"),
        body,
    }
}

pub fn reset_code(
    config: &Config,
    otp_id: &str,
    first_name: &str,
    email: &str,
    code: &str,
) -> NewMessage {
    let product = &config.product_name;
    NewMessage {
        dedupe_key: format!("otp:{otp_id}"),
        channel: Channel::Email,
        recipient: email.to_owned(),
        subject: format!("Reset your {product} password"),
        body: format!(
            "{}\n\nUse this code to set a new {product} password:\n\nCode: {code}\n\nIt expires in {} minutes. \
             If you did not ask to reset your password, ignore this message: your password stays as it is.\n\n\
             The {product} team\n",
            greeting(first_name),
            minutes()
        ),
    }
}

/// `{PUBLIC_URL}/invited?email=…`, where the invited person accepts.
pub fn invitation_link(config: &Config, email: &str) -> String {
    let email: String = byte_serialize(email.as_bytes()).collect();
    format!("{}/invited?email={email}", config.public_url)
}

pub struct InvitationText<'a> {
    pub invitation_id: &'a str,
    pub email: &'a str,
    pub first_name: Option<&'a str>,
    pub role: Role,
    pub inviter: &'a str,
    pub valid_days: i64,
}

pub fn invitation(config: &Config, invite: &InvitationText) -> NewMessage {
    let product = &config.product_name;
    NewMessage {
        dedupe_key: format!("invitation:{}", invite.invitation_id),
        channel: Channel::Email,
        recipient: invite.email.to_owned(),
        subject: format!("You are invited to {product}"),
        body: format!(
            "{}\n\n{} has invited you to join {product} as {} {}.\n\nOpen this link to accept and set up your account:\n{}\n\n\
             The invitation is open for {} days.\n\nThe {product} team\n",
            greeting(invite.first_name.unwrap_or_default()),
            invite.inviter,
            article(invite.role.label()),
            invite.role.label(),
            invitation_link(config, invite.email),
            invite.valid_days
        ),
    }
}

pub struct WelcomeText<'a> {
    pub user_id: &'a str,
    pub first_name: &'a str,
    pub email: &'a str,
    pub role: Role,
}

/// To an account that staff created: where to sign in and what happens at the first sign-in.
pub fn welcome(config: &Config, welcome: &WelcomeText) -> NewMessage {
    let product = &config.product_name;
    NewMessage {
        dedupe_key: format!("welcome:{}", welcome.user_id),
        channel: Channel::Email,
        recipient: welcome.email.to_owned(),
        subject: format!("Welcome to {product}"),
        body: format!(
            "{}\n\nAn account has been created for you on {product} ({}).\n\nSign in at {}/signin with {}. \
             The first time, we will send you a code to verify your account. If you do not know your password, \
             choose \"Forgot password\" on the sign-in page.\n\nThe {product} team\n",
            greeting(welcome.first_name),
            welcome.role.label(),
            config.public_url,
            welcome.email
        ),
    }
}

fn article(word: &str) -> &'static str {
    if word.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}
