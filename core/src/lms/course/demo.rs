pub fn demo_course_files() -> Vec<(String, String)> {
    Vec::new()
}
