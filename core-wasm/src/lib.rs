//! The core rules for TypeScript. Every function forwards to `portal-core`; nothing is decided here.
//!
//! Built as separate WASM packages by cargo feature, so a phone downloads only what a screen needs:
//! `shell` before the first screen, `accounts` with the account and staff screens.

#[cfg(feature = "accounts")]
pub mod accounts;
#[cfg(feature = "shell")]
pub mod shell;

fn message(text: Option<&'static str>) -> Option<String> {
    text.map(str::to_owned)
}
