//! A kept profile as each reader gets it: whole to its owner and the staff, without the phone
//! (and with public picture links) to investors.

use portal_core::invest::performance::MonthFigures;
use portal_core::language::Language;

use super::model::{CategoryView, MonthView, ProfileView, PublicProfile, PublicSummary};
use super::store::{Category, Stored};
use crate::media::model::media_url;

/// Where investors read a public profile's picture.
pub fn public_file_url(file_id: &str) -> String {
    format!("/api/investors/files/{file_id}")
}

fn in_language<'a>(en: &'a str, sw: &'a str, language: Language) -> &'a str {
    match language {
        Language::English => en,
        Language::Swahili => sw,
    }
}

pub fn category(c: Category, language: Language) -> CategoryView {
    CategoryView {
        id: c.id,
        name: in_language(&c.name_en, &c.name_sw, language).to_owned(),
        name_en: c.name_en,
        name_sw: c.name_sw,
    }
}

pub fn profile(s: Stored, language: Language) -> ProfileView {
    let p = s.profile;
    ProfileView {
        id: s.business_id,
        name: p.name,
        display_name: p.display_name,
        business_category: p.category,
        business_category_name: in_language(&s.category_en, &s.category_sw, language).to_owned(),
        phone: p.phone,
        overview: p.overview,
        company_differentiation: p.company_differentiation,
        year_plan5: p.year_plan5,
        investor_benefit: p.investor_benefit,
        current_need: p.current_need,
        business_address: p.business_address,
        map_link: p.map_link,
        video_id: p.video_id,
        image_url: s.image_file_id.as_deref().map(media_url),
        logo_url: s.logo_file_id.as_deref().map(media_url),
        image: s.image_file_id.unwrap_or_default(),
        logo: s.logo_file_id.unwrap_or_default(),
        enabled: i64::from(p.flags.enabled),
        ready_for_growth: i64::from(p.flags.ready_for_growth),
        show_performance: i64::from(p.flags.show_performance),
        date_added: s.date_added,
        last_edited: s.last_edited,
    }
}

pub fn summary(s: &Stored) -> PublicSummary {
    let p = &s.profile;
    PublicSummary {
        id: s.business_id.clone(),
        name: p.name.clone(),
        display_name: p.display_name.clone(),
        business_category: p.category,
        business_category_name: s.category_en.clone(),
        business_category_name_sw: s.category_sw.clone(),
        overview: p.overview.clone(),
        business_address: p.business_address.clone(),
        map_link: p.map_link.clone(),
        image_url: s.image_file_id.as_deref().map(public_file_url),
        logo_url: s.logo_file_id.as_deref().map(public_file_url),
        date_added: s.date_added,
        last_edited: s.last_edited,
    }
}

/// The public page; `months` only when the owner shows performance (the caller decides).
pub fn public(s: Stored, months: Option<Vec<MonthFigures>>) -> PublicProfile {
    let summary = summary(&s);
    let p = s.profile;
    PublicProfile {
        summary,
        company_differentiation: p.company_differentiation,
        year_plan5: p.year_plan5,
        investor_benefit: p.investor_benefit,
        current_need: p.current_need,
        video_id: p.video_id,
        performance: months.map(|months| months.iter().map(MonthView::from).collect()),
    }
}
