//! The offer letter: the route (`handler`) and the PDF it answers (`pdf`, drawn with core's writer).

pub mod handler;
pub mod pdf;
