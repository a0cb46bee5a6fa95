//! The acceleration team's side of the surveys (coach and super admin): the surveys with their
//! windows, opening and closing a quarter (`surveys.rs`), XLSForm upload and download
//! (`xlsform.rs`, workbooks read and written in `workbook.rs`), and the responses with their rate and
//! exports (`responses.rs`, `export.rs`). Wire shapes in `wire.rs`.

pub mod export;
pub mod responses;
pub mod surveys;
pub mod wire;
pub mod workbook;
pub mod xlsform;
