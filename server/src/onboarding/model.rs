//! The query of the onboarding routes.

use serde::Deserialize;
use utoipa::IntoParams;

#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
pub struct FormQuery {
    /// `en` or `sw`; the person's stored language when left out.
    pub lang: Option<String>,
}
