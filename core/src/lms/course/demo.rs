//! The demo course "Grow your business" (content/lms/demo-course/), built into core so the server can
//! seed it and the tests can read it with `read_course`.

/// The demo course's files, each with its path in the course folder, as `read_course` takes them.
pub fn demo_course_files() -> Vec<(String, String)> {
    vec![
        file("01-know-your-money/01-keep-daily-records.md", include_str!("../../../../content/lms/demo-course/01-know-your-money/01-keep-daily-records.md")),
        file("01-know-your-money/02-separate-business-and-home-money.md", include_str!("../../../../content/lms/demo-course/01-know-your-money/02-separate-business-and-home-money.md")),
        file("01-know-your-money/03-prices-that-make-a-profit.md", include_str!("../../../../content/lms/demo-course/01-know-your-money/03-prices-that-make-a-profit.md")),
        file("01-know-your-money/assignment-1.md", include_str!("../../../../content/lms/demo-course/01-know-your-money/assignment-1.md")),
        file("01-know-your-money/chapter.md", include_str!("../../../../content/lms/demo-course/01-know-your-money/chapter.md")),
        file("02-know-your-customers/01-who-buys-from-you.md", include_str!("../../../../content/lms/demo-course/02-know-your-customers/01-who-buys-from-you.md")),
        file("02-know-your-customers/02-sell-on-your-phone.md", include_str!("../../../../content/lms/demo-course/02-know-your-customers/02-sell-on-your-phone.md")),
        file("02-know-your-customers/03-keep-customers-coming-back.md", include_str!("../../../../content/lms/demo-course/02-know-your-customers/03-keep-customers-coming-back.md")),
        file("02-know-your-customers/assignment-2.md", include_str!("../../../../content/lms/demo-course/02-know-your-customers/assignment-2.md")),
        file("02-know-your-customers/chapter.md", include_str!("../../../../content/lms/demo-course/02-know-your-customers/chapter.md")),
        file("03-plan-to-grow/01-plan-your-cash.md", include_str!("../../../../content/lms/demo-course/03-plan-to-grow/01-plan-your-cash.md")),
        file("03-plan-to-grow/02-use-a-loan-well.md", include_str!("../../../../content/lms/demo-course/03-plan-to-grow/02-use-a-loan-well.md")),
        file("03-plan-to-grow/assignment-3.md", include_str!("../../../../content/lms/demo-course/03-plan-to-grow/assignment-3.md")),
        file("03-plan-to-grow/chapter.md", include_str!("../../../../content/lms/demo-course/03-plan-to-grow/chapter.md")),
        file("course.md", include_str!("../../../../content/lms/demo-course/course.md")),
        file("faqs.md", include_str!("../../../../content/lms/demo-course/faqs.md")),
    ]
}

fn file(path: &str, text: &str) -> (String, String) {
    (path.to_owned(), text.to_owned())
}
