//! The staff screens' data: loans by status and search (`lists`), one client's file
//! (`client_file`), and the overview's counts and money (`overview`).

pub mod client_file;
pub mod lists;
pub mod overview;
