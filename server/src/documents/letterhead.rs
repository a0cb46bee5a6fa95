//! What a document's page says of the business that sends it: its name, the entrepreneur's phone
//! and e-mail, and its currency (by the entrepreneur's country).

use portal_core::documents::pdf::Letterhead;
use portal_core::phones::show_phone;

use super::access::Owner;
use super::write::country_of;

/// The parts a letterhead borrows.
pub struct Head {
    pub name: String,
    pub phone: String,
    pub email: String,
    pub address: String,
    pub logo: Option<Vec<u8>>,
    pub currency: portal_core::money::Currency,
}

impl Head {
    pub fn of(owner: &Owner) -> Head {
        let name = if owner.business.display_name.trim().is_empty() {
            owner.business.name.clone()
        } else {
            owner.business.display_name.clone()
        };
        Head {
            name,
            phone: owner
                .user
                .phone_number
                .as_deref()
                .map(show_phone)
                .unwrap_or_default(),
            email: owner.user.email.clone(),
            address: String::new(),
            logo: None,
            currency: country_of(owner).currency(),
        }
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
