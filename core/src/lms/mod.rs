pub mod course;
pub mod surveys;
