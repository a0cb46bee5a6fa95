//! The invest profile's wire shapes (spec 002 section 7.3, and the investors' pages).

use std::collections::BTreeMap;

use portal_core::invest::performance::MonthFigures;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

use crate::numbers::Num;

/// A refusal: `{error: true, message}`, with `fields` naming every wrong field of a form.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Refusal {
    pub error: bool,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fields: Option<BTreeMap<String, String>>,
}

#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ReadQuery {
    /// The business's id; a client may leave it out for their own.
    pub id: Option<String>,
}

/// A profile as its owner and the staff read it (the spec's `business[0]`).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProfileView {
    /// The business's id.
    pub id: String,
    pub name: String,
    pub display_name: String,
    /// The category's id.
    pub business_category: i64,
    /// The category's name in the reader's language.
    pub business_category_name: String,
    /// The DigiKua phone (digits only).
    pub phone: String,
    pub overview: String,
    /// Shown as "Value proposition".
    pub company_differentiation: String,
    pub year_plan5: String,
    pub investor_benefit: String,
    pub current_need: String,
    /// The location's name.
    pub business_address: String,
    /// `{"lng":36.8219,"lat":-1.2921}`, or "" before a place is chosen.
    pub map_link: String,
    /// A YouTube video id, or "".
    pub video_id: String,
    /// The picture's stored file id, or "".
    pub image: String,
    pub logo: String,
    /// Where the owner and the staff read the picture (`/api/media/{id}`, with the bearer token).
    pub image_url: Option<String>,
    pub logo_url: Option<String>,
    /// 0 or 1.
    pub enabled: i64,
    pub ready_for_growth: i64,
    pub show_performance: i64,
    /// Epoch seconds.
    pub date_added: i64,
    pub last_edited: i64,
}

/// `GET /business/read`: the profile (one), or none with 'Profile not found'.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ReadAnswer {
    pub error: bool,
    pub message: String,
    pub business: Vec<ProfileView>,
}

/// The body of `POST /business/create` and `/business/update` (spec 002 section 7.3), read as
/// JSON; a field an update leaves out keeps its value.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[allow(dead_code)]
pub struct ProfileBody {
    /// The business's id (update; the caller's own business when left out).
    pub id: Option<String>,
    pub name: Option<String>,
    /// A category's id (an integer).
    pub business_category: Option<i64>,
    pub phone: Option<String>,
    /// The business name when left blank.
    pub display_name: Option<String>,
    pub current_need: Option<String>,
    /// 1 (the default) or 0.
    pub enabled: Option<i64>,
    /// 0 (the default) or 1: shown on the investors' pages when enabled too.
    pub ready_for_growth: Option<i64>,
    /// 0 (the default) or 1: the investors' page shows the last 12 months of DigiKua.
    pub show_performance: Option<i64>,
    /// A YouTube video id or link.
    pub video_id: Option<String>,
    pub overview: Option<String>,
    pub investor_benefit: Option<String>,
    /// The JSON text of lng and lat.
    pub map_link: Option<String>,
    pub business_address: Option<String>,
    pub year_plan5: Option<String>,
    pub company_differentiation: Option<String>,
    /// A finished `investImage` upload's id (or the stored picture's id, to keep it).
    pub image: Option<String>,
    /// A finished `investLogo` upload's id (or the stored logo's id, to keep it).
    pub logo: Option<String>,
    /// Sent by the phone; the server keeps its own clock.
    pub date_added: Option<i64>,
    pub last_edited: Option<i64>,
}

/// A create or update done: `{error: false, message, data}`.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SavedAnswer {
    pub error: bool,
    pub message: String,
    pub data: ProfileView,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CategoryView {
    pub id: i64,
    /// In the reader's language.
    pub name: String,
    pub name_en: String,
    pub name_sw: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CategoriesAnswer {
    pub error: bool,
    pub data: Vec<CategoryView>,
}

#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
pub struct CategoryRequest {
    /// The category's id (a number, or its digits as text).
    #[schema(value_type = i64)]
    #[serde(default)]
    pub id: Value,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CategoryAnswer {
    pub error: bool,
    pub data: CategoryView,
}

#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PublicQuery {
    /// From 1 (the default).
    pub page: Option<String>,
    /// 20 by default, at most 50.
    #[serde(rename = "perPage")]
    pub per_page: Option<String>,
    /// Only this category's profiles.
    pub category: Option<String>,
}

/// A profile on the investors' list.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicSummary {
    pub id: String,
    pub name: String,
    pub display_name: String,
    pub business_category: i64,
    pub business_category_name: String,
    pub business_category_name_sw: String,
    pub overview: String,
    pub business_address: String,
    pub map_link: String,
    /// `/api/investors/files/{id}`, served without sign-in.
    pub image_url: Option<String>,
    pub logo_url: Option<String>,
    pub date_added: i64,
    pub last_edited: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicList {
    pub error: bool,
    pub data: Vec<PublicSummary>,
    pub total: i64,
    pub page: i64,
    pub per_page: i64,
}

/// One month of the business's figures.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MonthView {
    /// `yyyy-mm`.
    pub month: String,
    #[schema(value_type = f64)]
    pub revenue: Num,
    /// Gross profit ÷ revenue, in percent (0 without revenue).
    #[schema(value_type = f64)]
    pub gross_margin_percent: Num,
    #[schema(value_type = f64)]
    pub net_cashflow: Num,
}

impl From<&MonthFigures> for MonthView {
    fn from(m: &MonthFigures) -> MonthView {
        MonthView {
            month: m.label(),
            revenue: Num(m.revenue),
            gross_margin_percent: Num(m.gross_margin_percent),
            net_cashflow: Num(m.net_cashflow),
        }
    }
}

/// A profile's public page: everything but the phone, and the last 12 months when its owner
/// shows them.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicProfile {
    #[serde(flatten)]
    pub summary: PublicSummary,
    pub company_differentiation: String,
    pub year_plan5: String,
    pub investor_benefit: String,
    pub current_need: String,
    pub video_id: String,
    /// The last 12 months, oldest first; absent unless the owner shows performance.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub performance: Option<Vec<MonthView>>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PublicAnswer {
    pub error: bool,
    pub data: PublicProfile,
}
