//! The account an OTP route names: by e-mail, or by phone in any form core accepts.

use portal_core::forms::normalise_phone;
use portal_core::phones::international;
use portal_core::places::Country;
use sqlx::AnyPool;

use crate::outbox::model::Channel;
use crate::users::model::{normalise_email, User};
use crate::users::store as users;

pub struct Identified {
    pub user: User,
    /// Where a code for this identifier goes: the e-mail, or the phone by SMS.
    pub channel: Channel,
    pub recipient: String,
}

fn is_email(identifier: &str) -> bool {
    identifier.contains('@')
}

/// The identifier as compared and as rate-limited: a lower-cased e-mail, or the phone's digits.
pub fn normalise(identifier: &str) -> String {
    if is_email(identifier) {
        normalise_email(identifier)
    } else {
        normalise_phone(identifier)
    }
}

pub async fn find(pool: &AnyPool, identifier: &str) -> Result<Option<Identified>, sqlx::Error> {
    let identifier = normalise(identifier);
    if is_email(&identifier) {
        let user = users::find_by_email(pool, &identifier).await?;
        return Ok(user.map(|user| Identified {
            recipient: user.email.clone(),
            channel: Channel::Email,
            user,
        }));
    }
    for country in Country::ALL {
        let Some(phone) = international(&identifier, country) else {
            continue;
        };
        if let Some(user) = users::find_by_phone(pool, &phone).await? {
            return Ok(Some(Identified {
                user,
                channel: Channel::Sms,
                recipient: phone,
            }));
        }
    }
    Ok(None)
}
