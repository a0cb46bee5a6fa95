//! The portal's rules and maths, shared by the server (natively) and the PWA (as WASM).
//! Nothing here reads a clock, a file or a random source: callers pass them in.
//!
//! WASM size: each package (core-wasm, one per feature) keeps only what its exports reach, but this
//! crate is optimised as a whole before that, so a std generic instantiated here (`str::contains::<char>`,
//! `Iterator::any::<Chars, fn(char) -> bool>`, `Option::as_deref`…) is one function for every
//! caller in the crate. A new caller can stop it being inlined and specialised for the others, in every
//! package. The costly case: `text.contains(c)` with a `char` that is not a constant keeps the
//! non-ASCII path of `contains::<char>` (a `&str` search, string-slicing panics, `char` Debug and
//! Unicode tables: 5 KB gzip in each package, the shell included). Write `text.chars().any(|x| x == c)`
//! there. In a new module, a closure pattern (its own instantiation) also keeps the other callers'
//! inlining as it was (tens of bytes a package each).

pub mod accounts;
pub mod amounts;
pub mod bookkeeping;
pub mod budget;
pub mod calculator;
pub mod documents;
pub mod forms;
pub mod id;
pub mod invest;
pub mod invite;
pub mod language;
pub mod limits;
pub mod linked_accounts;
pub mod lms;
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
pub mod scorecard;
pub mod signup;
pub mod survey;
pub mod sync;
pub mod time;
pub mod uploads;
pub mod validation;
pub mod xlsx;
