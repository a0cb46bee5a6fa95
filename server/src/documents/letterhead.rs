//! What a document's page says of the business that sends it: its invest profile's name, phone,
//! address and logo when it has one (else the DigiKua business's name and the entrepreneur's phone),
//! the entrepreneur's e-mail, and its currency (by the entrepreneur's country).

use portal_core::documents::pdf::Letterhead;
use portal_core::money::Currency;
use portal_core::phones::{international, show_phone};

use super::access::Owner;
use super::write::country_of;
use crate::state::AppState;

/// The parts a letterhead borrows.
pub struct Head {
    pub name: String,
    pub phone: String,
    pub email: String,
    pub address: String,
    pub logo: Option<Vec<u8>>,
    pub currency: Currency,
}

impl Head {
    /// The letterhead without its logo (the lists, the messages, the public page).
    pub fn of(owner: &Owner) -> Head {
        let business = if owner.business.display_name.trim().is_empty() {
            owner.business.name.clone()
        } else {
            owner.business.display_name.clone()
        };
        let country = country_of(owner);
        let own_phone = || {
            owner
                .user
                .phone_number
                .as_deref()
                .map(show_phone)
                .unwrap_or_default()
        };
        let (name, phone, address) = match &owner.profile {
            Some(p) => (
                p.name.clone(),
                international(&p.phone, country).map_or_else(own_phone, |n| show_phone(&n)),
                p.address.clone(),
            ),
            None => (business, own_phone(), String::new()),
        };
        Head {
            name,
            phone,
            email: owner.user.email.clone(),
            address,
            logo: None,
            currency: country.currency(),
        }
    }

    /// The letterhead with the invest profile's logo, when it is a JPEG (a PDF shows it as it is;
    /// the phone makes the logo a JPEG when it is uploaded). A logo that cannot be read is left out.
    pub async fn with_logo(state: &AppState, owner: &Owner) -> Head {
        let mut head = Head::of(owner);
        if let Some((key, content_type)) = owner.profile.as_ref().and_then(|p| p.logo.as_ref()) {
            if content_type == "image/jpeg" {
                match state.storage.get(key).await {
                    Ok(bytes) => head.logo = bytes,
                    Err(error) => tracing::warn!(%error, "a document's logo could not be read"),
                }
            }
        }
        head
    }

    pub fn letterhead(&self) -> Letterhead<'_> {
        Letterhead {
            name: &self.name,
            phone: &self.phone,
            email: &self.email,
            address: &self.address,
            logo_jpeg: self.logo.as_deref(),
            currency: self.currency,
        }
    }
}
