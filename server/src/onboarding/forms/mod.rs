//! The forms to sign (code of conduct, photography consent, agreement letter): their wording and
//! layout are core's (`portal_core::onboarding_forms`), so the phone can draw the same document;
//! here is only how the server hands one over.

pub mod download;
