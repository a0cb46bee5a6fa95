//! The portal's rules and maths, shared by the server (natively) and the PWA (as WASM).
//! Nothing here reads a clock, a file or a random source: callers pass them in.

pub mod accounts;
pub mod amounts;
pub mod bookkeeping;
pub mod calculator;
pub mod forms;
pub mod id;
pub mod invite;
pub mod language;
pub mod limits;
pub mod loans;
pub mod money;
pub mod onboarding;
pub mod onboarding_forms;
pub mod otp;
pub mod passwords;
pub mod pdf;
pub mod phones;
pub mod places;
pub mod playbook;
pub mod profile;
pub mod resumable;
pub mod roles;
pub mod signup;
pub mod survey;
pub mod sync;
pub mod time;
pub mod uploads;
pub mod xlsx;
