//! The core rules for TypeScript. Every function forwards to `portal-core`; nothing is decided here.
//!
//! Built as separate WASM packages by cargo feature, so a phone downloads only what a screen needs:
//! `shell` before the first screen, `common` (the features `accounts` and `money`: account forms,
//! the calculator, amounts as text) with the account and staff screens, the calculator and every
//! signed-in area, `profile` with the client's profile setup, `books` (the features `loans`,
//! `bookkeeping`, `documents`, `invest`, `survey` and `xlsx`: the loan screens, DigiKua, the business documents'
//! and the invest profile's forms, the quarterly survey and the tables' Excel export, which every role but the advisor and the
//! mentor keeps, in one package), `pdf` (the PDF writer: the tables' export, quotations, invoices and
//! receipts) loaded only when a PDF is made,
//! `onboarding` with the acceleration onboarding screens (entrepreneurs and the acceleration team),
//! `playbook` with the advisory playbook screens, `lms` with the learning screens (the trainee's and the mentor's).

#[cfg(all(not(target_feature = "atomics"), target_family = "wasm"))]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[cfg(feature = "accounts")]
pub mod accounts;
#[cfg(feature = "bookkeeping")]
pub mod bookkeeping;
#[cfg(feature = "budget")]
pub mod budget;
#[cfg(feature = "documents")]
pub mod documents;
#[cfg(feature = "invest")]
pub mod invest;
#[cfg(feature = "lms")]
pub mod lms;
#[cfg(feature = "loans")]
pub mod loans;
#[cfg(feature = "money")]
pub mod money;
#[cfg(feature = "onboarding")]
pub mod onboarding;
#[cfg(feature = "pdf")]
pub mod pdf;
#[cfg(feature = "playbook")]
pub mod playbook;
#[cfg(feature = "profile")]
pub mod profile;
#[cfg(feature = "shell")]
pub mod shell;
#[cfg(feature = "statements")]
pub mod statements;
#[cfg(feature = "survey")]
pub mod survey;
#[cfg(feature = "xlsx")]
pub mod xlsx;

/// Separates the cells of a list that crosses as one string (the ASCII unit separator, never typed).
#[cfg(any(
    feature = "pdf",
    feature = "xlsx",
    feature = "documents",
    feature = "invest",
    feature = "budget"
))]
pub const CELL_SEPARATOR: char = '\u{1f}';

#[cfg(any(
    feature = "accounts",
    feature = "profile",
    feature = "loans",
    feature = "onboarding"
))]
use wasm_bindgen::prelude::*;

#[cfg(any(
    feature = "shell",
    feature = "money",
    feature = "accounts",
    feature = "profile",
    feature = "loans",
    feature = "onboarding"
))]
fn message(text: Option<&'static str>) -> Option<String> {
    text.map(str::to_owned)
}

/// Messages of a form by field name (the payload's field names), in the order of the form.
#[cfg(any(
    feature = "accounts",
    feature = "profile",
    feature = "loans",
    feature = "onboarding"
))]
#[derive(Clone)]
#[wasm_bindgen]
pub struct FieldErrors {
    entries: Vec<(&'static str, String)>,
    summary: Option<&'static str>,
}

#[cfg(any(
    feature = "accounts",
    feature = "profile",
    feature = "loans",
    feature = "onboarding"
))]
impl FieldErrors {
    #[cfg(any(feature = "accounts", feature = "profile", feature = "onboarding"))]
    fn new(
        entries: &[(&'static str, Option<&'static str>)],
        summary: Option<&'static str>,
    ) -> FieldErrors {
        let entries = entries
            .iter()
            .filter_map(|(field, message)| message.map(|m| (*field, m.to_owned())))
            .collect();
        FieldErrors { entries, summary }
    }

    /// Messages made at run time (those that name a limit).
    #[cfg(feature = "loans")]
    fn owned(entries: Vec<(&'static str, String)>) -> FieldErrors {
        FieldErrors {
            entries,
            summary: None,
        }
    }
}

#[cfg(any(
    feature = "accounts",
    feature = "profile",
    feature = "loans",
    feature = "onboarding"
))]
#[wasm_bindgen]
impl FieldErrors {
    /// The message for one field, if it has one.
    pub fn get(&self, field: &str) -> Option<String> {
        self.entries
            .iter()
            .find(|(f, _)| *f == field)
            .map(|(_, m)| m.clone())
    }
    #[wasm_bindgen(getter)]
    pub fn first(&self) -> Option<String> {
        self.entries.first().map(|(_, m)| m.clone())
    }
    #[wasm_bindgen(getter, js_name = isEmpty)]
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
    /// A warning for the whole form while any field is wrong (the invitation's 'Fix all errors…').
    #[wasm_bindgen(getter)]
    pub fn summary(&self) -> Option<String> {
        message(self.summary)
    }
    /// The fields that have a message.
    #[wasm_bindgen(getter)]
    pub fn fields(&self) -> Vec<String> {
        self.entries.iter().map(|(f, _)| (*f).to_owned()).collect()
    }
}
