//! What the messages say. Codes stand on their own line as `Code: 123456`, so a person finds them at a
//! glance and a test can read them.

use portal_core::language::Language;
use portal_core::otp::OTP_TTL_SECONDS;
use portal_core::roles::Role;
use url::form_urlencoded::byte_serialize;

use super::model::{Channel, NewMessage};
use crate::config::Config;

fn greeting(first_name: &str, lang: Language) -> String {
    let name = first_name.trim();
    let hello = match lang {
        Language::English => "Hello",
        Language::Swahili => "Habari",
    };
    if name.is_empty() {
        format!("{hello},")
    } else {
        format!("{hello} {name},")
    }
}

fn minutes() -> i64 {
    OTP_TTL_SECONDS / 60
}

fn sign_off(product: &str, lang: Language) -> String {
    match lang {
        Language::English => format!("The {product} team"),
        Language::Swahili => format!("Timu ya {product}"),
    }
}

/// The code that verifies a new account, by e-mail or SMS; `otp_id` names the code it carries.
pub fn verification_code(
    config: &Config,
    otp_id: &str,
    to: &Recipient,
    channel: Channel,
    code: &str,
) -> NewMessage {
    let product = &config.product_name;
    let (hello, lang, minutes) = (greeting(to.first_name, to.language), to.language, minutes());
    let team = sign_off(product, lang);
    let (subject, body) = match (lang, channel) {
        (Language::English, Channel::Email) => (
            format!("Your {product} verification code"),
            format!(
                "{hello}\n\nUse this code to verify your {product} account:\n\nCode: {code}\n\nIt expires in {minutes} minutes. \
                 If you did not ask for it, you can ignore this message.\n\n{team}\n"
            ),
        ),
        (Language::English, Channel::Sms) => (
            format!("Your {product} verification code"),
            format!("{product}: your verification code\nCode: {code}\nIt expires in {minutes} minutes."),
        ),
        (Language::Swahili, Channel::Email) => (
            format!("Namba yako ya uthibitisho ya {product}"),
            format!(
                "{hello}\n\nTumia namba hii kuthibitisha akaunti yako ya {product}:\n\nCode: {code}\n\nItaisha muda baada ya dakika {minutes}. \
                 Kama hukuiomba, puuza ujumbe huu.\n\n{team}\n"
            ),
        ),
        (Language::Swahili, Channel::Sms) => (
            format!("Namba yako ya uthibitisho ya {product}"),
            format!("{product}: namba yako ya uthibitisho\nCode: {code}\nItaisha muda baada ya dakika {minutes}."),
        ),
    };
    NewMessage {
        dedupe_key: format!("otp:{otp_id}"),
        channel,
        recipient: to.address.to_owned(),
        subject,
        body,
    }
}

/// Who a message goes to: the address, the name it greets and the language it is written in.
pub struct Recipient<'a> {
    pub address: &'a str,
    pub first_name: &'a str,
    pub language: Language,
}

pub fn reset_code(config: &Config, otp_id: &str, to: &Recipient, code: &str) -> NewMessage {
    let product = &config.product_name;
    let (hello, minutes, team) = (
        greeting(to.first_name, to.language),
        minutes(),
        sign_off(product, to.language),
    );
    let (subject, body) = match to.language {
        Language::English => (
            format!("Reset your {product} password"),
            format!(
                "{hello}\n\nUse this code to set a new {product} password:\n\nCode: {code}\n\nIt expires in {minutes} minutes. \
                 If you did not ask to reset your password, ignore this message: your password stays as it is.\n\n{team}\n"
            ),
        ),
        Language::Swahili => (
            format!("Badilisha nenosiri lako la {product}"),
            format!(
                "{hello}\n\nTumia namba hii kuweka nenosiri jipya la {product}:\n\nCode: {code}\n\nItaisha muda baada ya dakika {minutes}. \
                 Kama hukuomba kubadilisha nenosiri lako, puuza ujumbe huu: nenosiri lako litabaki kama lilivyo.\n\n{team}\n"
            ),
        ),
    };
    NewMessage {
        dedupe_key: format!("otp:{otp_id}"),
        channel: Channel::Email,
        recipient: to.address.to_owned(),
        subject,
        body,
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

/// Nobody has chosen a language for an invitation yet: it is written in English, then in Swahili.
pub fn invitation(config: &Config, invite: &InvitationText) -> NewMessage {
    let product = &config.product_name;
    let link = invitation_link(config, invite.email);
    let name = invite.first_name.unwrap_or_default();
    let english = format!(
        "{}\n\n{} has invited you to join {product} as {} {}.\n\nOpen this link to accept and set up your account:\n{link}\n\n\
         The invitation is open for {} days.\n\n{}\n",
        greeting(name, Language::English),
        invite.inviter,
        article(invite.role.label()),
        invite.role.label(),
        invite.valid_days,
        sign_off(product, Language::English),
    );
    let swahili = format!(
        "{}\n\n{} amekualika ujiunge na {product} kama {}.\n\nFungua kiungo hiki ukubali na kufungua akaunti yako:\n{link}\n\n\
         Mwaliko huu uko wazi kwa siku {}.\n\n{}\n",
        greeting(name, Language::Swahili),
        invite.inviter,
        invite.role.label_in(Language::Swahili),
        invite.valid_days,
        sign_off(product, Language::Swahili),
    );
    NewMessage {
        dedupe_key: format!("invitation:{}", invite.invitation_id),
        channel: Channel::Email,
        recipient: invite.email.to_owned(),
        subject: format!("You are invited to {product} / Umealikwa kujiunga na {product}"),
        body: format!("{english}\n-----\n\n{swahili}"),
    }
}

pub struct WelcomeText<'a> {
    pub user_id: &'a str,
    pub first_name: &'a str,
    pub email: &'a str,
    pub role: Role,
    pub language: Language,
}

/// To an account that staff created: where to sign in and what happens at the first sign-in.
pub fn welcome(config: &Config, welcome: &WelcomeText) -> NewMessage {
    let product = &config.product_name;
    let lang = welcome.language;
    let (hello, team, url, email) = (
        greeting(welcome.first_name, lang),
        sign_off(product, lang),
        &config.public_url,
        welcome.email,
    );
    let role = welcome.role.label_in(lang);
    let (subject, body) = match lang {
        Language::English => (
            format!("Welcome to {product}"),
            format!(
                "{hello}\n\nAn account has been created for you on {product} ({role}).\n\nSign in at {url}/signin with {email}. \
                 The first time, we will send you a code to verify your account. If you do not know your password, \
                 choose \"Forgot password\" on the sign-in page.\n\n{team}\n"
            ),
        ),
        Language::Swahili => (
            format!("Karibu {product}"),
            format!(
                "{hello}\n\nAkaunti imefunguliwa kwa ajili yako kwenye {product} ({role}).\n\nIngia kupitia {url}/signin ukitumia {email}. \
                 Mara ya kwanza, tutakutumia namba ya kuthibitisha akaunti yako. Kama hujui nenosiri lako, \
                 chagua \"Umesahau nenosiri?\" kwenye ukurasa wa kuingia.\n\n{team}\n"
            ),
        ),
    };
    NewMessage {
        dedupe_key: format!("welcome:{}", welcome.user_id),
        channel: Channel::Email,
        recipient: welcome.email.to_owned(),
        subject,
        body,
    }
}

fn article(word: &str) -> &'static str {
    if word.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}
