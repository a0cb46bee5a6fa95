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

/// What a business document sent to its client is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SentDocument {
    Quotation,
    Invoice,
    Receipt,
}

impl SentDocument {
    fn noun(self, lang: Language) -> &'static str {
        match (self, lang) {
            (SentDocument::Quotation, Language::English) => "quotation",
            (SentDocument::Invoice, Language::English) => "invoice",
            (SentDocument::Receipt, Language::English) => "receipt",
            (SentDocument::Quotation, Language::Swahili) => "nukuu",
            (SentDocument::Invoice, Language::Swahili) => "ankara",
            (SentDocument::Receipt, Language::Swahili) => "risiti",
        }
    }
}

/// A quotation, invoice or receipt sent by an entrepreneur to their client, in the entrepreneur's
/// language; `link_id` names the sending (each sending is a new link, so each is queued).
pub struct DocumentText<'a> {
    pub link_id: &'a str,
    pub kind: SentDocument,
    /// The business's name, as its letterhead shows it.
    pub business: &'a str,
    pub number: &'a str,
    /// The document's total, or the amount a receipt is for, with its currency (`Ksh 390.50`).
    pub amount: &'a str,
    /// The invoice a receipt is for.
    pub invoice_number: &'a str,
    pub client_name: &'a str,
    /// The public link (`{PUBLIC_URL}/d/{token}`).
    pub link: &'a str,
    pub valid_days: i64,
    pub language: Language,
}

/// `Invoice INV-261126-7F3A for Ksh 390.50` and its Swahili, or a receipt's.
fn what_was_sent(text: &DocumentText) -> String {
    let (lang, noun) = (text.language, text.kind.noun(text.language));
    let (number, amount, invoice) = (text.number, text.amount, text.invoice_number);
    match (text.kind, lang) {
        (SentDocument::Receipt, Language::English) => {
            format!("{noun} {number} for your payment of {amount} on invoice {invoice}")
        }
        (SentDocument::Receipt, Language::Swahili) => {
            format!("{noun} {number} ya malipo yako ya {amount} kwa ankara {invoice}")
        }
        (_, Language::English) => format!("{noun} {number} for {amount}"),
        (_, Language::Swahili) => format!("{noun} {number} ya {amount}"),
    }
}

/// The SMS to the client's phone: the business, the document and the short link.
pub fn document_sms(text: &DocumentText, phone: &str) -> NewMessage {
    let (business, link, what) = (text.business, text.link, what_was_sent(text));
    let (subject, body) = match text.language {
        Language::English => (
            format!("{business} sent you {what}"),
            format!("{business} sent you {what}. View it: {link}"),
        ),
        Language::Swahili => (
            format!("{business} amekutumia {what}"),
            format!("{business} amekutumia {what}. Iangalie: {link}"),
        ),
    };
    NewMessage {
        dedupe_key: format!("document_link:{}:sms", text.link_id),
        channel: Channel::Sms,
        recipient: phone.to_owned(),
        subject,
        body,
    }
}

/// The e-mail to the client's address, the PDF attached, the link beside it.
pub fn document_email(config: &Config, text: &DocumentText, email: &str) -> NewMessage {
    let product = &config.product_name;
    let lang = text.language;
    let (business, link, days, number) = (text.business, text.link, text.valid_days, text.number);
    let hello = greeting(text.client_name, lang);
    let what = what_was_sent(text);
    let noun = text.kind.noun(lang);
    let title = {
        let mut chars = noun.chars();
        chars
            .next()
            .map(|c| c.to_uppercase().chain(chars).collect::<String>())
            .unwrap_or_default()
    };
    let (subject, body) = match lang {
        Language::English => (
            format!("{title} {number} from {business}"),
            format!(
                "{hello}\n\n{business} has sent you {what}. It is attached to this e-mail as a PDF; \
                 you can also open it here:\n{link}\n\nThe link works for {days} days.\n\n{business}\n\
                 (sent with {product})\n"
            ),
        ),
        Language::Swahili => (
            format!("{title} {number} kutoka kwa {business}"),
            format!(
                "{hello}\n\n{business} amekutumia {what}. Imeambatishwa kwenye barua pepe hii kama PDF; \
                 unaweza pia kuifungua hapa:\n{link}\n\nKiungo kinafanya kazi kwa siku {days}.\n\n{business}\n\
                 (imetumwa kupitia {product})\n"
            ),
        ),
    };
    NewMessage {
        dedupe_key: format!("document_link:{}:email", text.link_id),
        channel: Channel::Email,
        recipient: email.to_owned(),
        subject,
        body,
    }
}

/// `{PUBLIC_URL}/d/{token}`, the page that shows the one document a link opens.
pub fn document_link(config: &Config, token: &str) -> String {
    format!("{}/d/{token}", config.public_url)
}
