//! An applicant question of a cohort (spec 001 section 3, "outQuiz"): its type and how the side
//! list names it.

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum QuestionType {
    File,
    Number,
    Textarea,
    Text,
    /// Several of the options (a multi-select).
    Checkbox,
    /// One of the options.
    Select,
}

impl QuestionType {
    pub const ALL: [QuestionType; 6] = [
        QuestionType::File,
        QuestionType::Number,
        QuestionType::Textarea,
        QuestionType::Text,
        QuestionType::Checkbox,
        QuestionType::Select,
    ];

    pub fn name(self) -> &'static str {
        match self {
            QuestionType::File => "file",
            QuestionType::Number => "number",
            QuestionType::Textarea => "textarea",
            QuestionType::Text => "text",
            QuestionType::Checkbox => "checkbox",
            QuestionType::Select => "select",
        }
    }

    pub fn parse(name: &str) -> Option<QuestionType> {
        QuestionType::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(name.trim()))
    }

    /// Answered by choosing among the question's options.
    pub fn has_options(self) -> bool {
        matches!(self, QuestionType::Checkbox | QuestionType::Select)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question {
    pub id: String,
    pub text: String,
    pub order: i64,
    pub kind: QuestionType,
    pub options: Vec<String>,
    /// The accept pattern of a file question (`image/*`, `.pdf`, `video/*,.mp4`); images when empty.
    pub file_type: String,
    pub required: bool,
}

/// How many characters of a question the side list shows before an ellipsis (spec 9).
pub const SIDE_LIST_CHARS: usize = 21;

/// The side list's name of a question: cut after 21 characters with an ellipsis.
pub fn short_name(text: &str) -> String {
    let text = text.trim();
    match text.char_indices().nth(SIDE_LIST_CHARS) {
        Some((cut, _)) => [text.get(..cut).unwrap_or(text).trim_end(), "…"].concat(),
        None => text.to_owned(),
    }
}

/// The questions in the order the applicant answers them (by `order`, then as given).
pub fn in_order(questions: &[Question]) -> Vec<&Question> {
    // Inserted one by one rather than sorted: a cohort has a few questions, and the standard sort
    // would add its code to the phones' download.
    let mut ordered: Vec<&Question> = Vec::with_capacity(questions.len());
    for question in questions {
        let at = ordered.partition_point(|q| q.order <= question.order);
        ordered.insert(at, question);
    }
    ordered
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn types_by_name() {
        for t in QuestionType::ALL {
            assert_eq!(QuestionType::parse(t.name()), Some(t));
        }
        assert_eq!(QuestionType::parse("Select"), Some(QuestionType::Select));
        assert_eq!(QuestionType::parse("radio"), None);
        assert!(QuestionType::Checkbox.has_options() && !QuestionType::Text.has_options());
    }

    #[test]
    fn long_names_are_cut_after_21_characters() {
        assert_eq!(short_name("Business plan"), "Business plan");
        assert_eq!(short_name("123456789012345678901"), "123456789012345678901");
        assert_eq!(
            short_name("Upload your business pitch deck"),
            "Upload your business…"
        );
        assert_eq!(
            short_name("Ñandú ñandú ñandú ñandú ñ"),
            "Ñandú ñandú ñandú ñan…"
        );
    }

    fn numbered(orders: &[i64]) -> Vec<Question> {
        orders
            .iter()
            .enumerate()
            .map(|(i, &order)| Question {
                id: i.to_string(),
                text: String::new(),
                order,
                kind: QuestionType::Text,
                options: Vec::new(),
                file_type: String::new(),
                required: true,
            })
            .collect()
    }

    proptest! {
        #[test]
        fn in_order_is_a_stable_sort_by_order(orders in proptest::collection::vec(-5i64..5, 0..30)) {
            let questions = numbered(&orders);
            let mut expected: Vec<&Question> = questions.iter().collect();
            expected.sort_by_key(|q| q.order);
            prop_assert_eq!(in_order(&questions), expected);
        }

        #[test]
        fn a_short_name_is_at_most_22_characters(text in "\\PC{0,60}") {
            let short = short_name(&text);
            prop_assert!(short.chars().count() <= SIDE_LIST_CHARS + 1);
            if text.trim().chars().count() <= SIDE_LIST_CHARS {
                prop_assert_eq!(short, text.trim());
            }
        }
    }
}
