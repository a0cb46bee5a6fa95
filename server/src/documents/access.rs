//! Who may keep business documents: an entrepreneur (the client role, spec 002 section 6), for their
//! own business only. A document of another business is answered as a missing one.

use portal_core::roles::Role;

use sqlx::AnyPool;

use crate::auth::AuthUser;
use crate::bookkeeping::business::{self, Business};
use crate::error::{AppError, AppResult, NO_ACCESS};
use crate::invest::store as invest;
use crate::media::store as media;
use crate::state::AppState;
use crate::users::model::User;
use crate::users::store as users;

/// The signed-in entrepreneur and their business (made on first need, as DigiKua makes it), with
/// what their invest profile says of it for a document's letterhead.
pub struct Owner {
    pub user: User,
    pub business: Business,
    pub profile: Option<ProfileHead>,
}

/// The invest profile's name, phone, address and logo file, as a letterhead shows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProfileHead {
    pub name: String,
    pub phone: String,
    pub address: String,
    /// The logo's storage key and content type.
    pub logo: Option<(String, String)>,
}

/// The business's invest profile as a letterhead needs it, if it has one.
pub async fn profile_head(
    pool: &AnyPool,
    business_id: &str,
) -> Result<Option<ProfileHead>, sqlx::Error> {
    let Some(stored) = invest::find(pool, business_id).await? else {
        return Ok(None);
    };
    let logo = match &stored.logo_file_id {
        Some(id) => media::find(pool, id)
            .await?
            .map(|f| (f.storage_key, f.content_type)),
        None => None,
    };
    let p = stored.profile;
    Ok(Some(ProfileHead {
        name: if p.display_name.trim().is_empty() {
            p.name
        } else {
            p.display_name
        },
        phone: p.phone,
        address: p.business_address,
        logo,
    }))
}

pub async fn owner(state: &AppState, auth: &AuthUser) -> AppResult<Owner> {
    if auth.role != Role::Client {
        return Err(AppError::Forbidden(NO_ACCESS.to_owned()));
    }
    let user = users::find_by_id(&state.pool, &auth.user_id)
        .await?
        .ok_or_else(|| AppError::Unauthorized(NO_ACCESS.to_owned()))?;
    let business = business::ensure_for(&state.pool, &user, state.now())
        .await?
        .ok_or_else(|| AppError::Forbidden(NO_ACCESS.to_owned()))?;
    let profile = profile_head(&state.pool, &business.id).await?;
    Ok(Owner {
        user,
        business,
        profile,
    })
}
