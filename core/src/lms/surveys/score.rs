//! The survey scores the score aggregates read (spec 002 section 3.5), each 0 to 5 like every score
//! item: the confidence and computer-literacy surveys as the average of their 1-to-5 answers, the
//! business-acumen questions as the share answered right. Growth is the later score less the earlier.

use rust_decimal::{Decimal, RoundingStrategy};

use super::ask::is_scale;
use super::by_slug;
use crate::survey::visibility::Answers;

/// The most a score item is worth (section 9: each item has weight 5).
pub const SCORE_MAX: u32 = 5;

/// The average of a survey's 1-to-5 answers, to 2 decimals; None for a survey without such
/// questions or when none of them is answered (an answer that is not 1 to 5 is not counted).
pub fn survey_score(slug: &str, answers: &Answers) -> Option<Decimal> {
    let survey = by_slug(slug)?;
    let given: Vec<u32> = survey
        .questions
        .iter()
        .filter(|q| is_scale(&q.options))
        .filter_map(|q| {
            let answer = answers.get(&q.name)?;
            let [value] = answer.values(false)[..] else {
                return None;
            };
            value
                .parse::<u32>()
                .ok()
                .filter(|v| (1..=SCORE_MAX).contains(v))
        })
        .collect();
    if given.is_empty() {
        return None;
    }
    let total: u32 = given.iter().sum();
    Some(rounded(Decimal::from(total) / Decimal::from(given.len())))
}

/// The business-acumen score, 0 to 5 to 2 decimals: the right answers' share of the questions,
/// times 5 (a question left out counts as wrong). The same for the entry and the exit questions.
pub fn acumen_score(answers: &Answers) -> Decimal {
    let (mut right, mut asked) = (0u32, 0u32);
    for (name, correct) in super::acumen_answers() {
        asked += 1;
        if answers
            .get(name)
            .is_some_and(|a| a.values(false) == [correct])
        {
            right += 1;
        }
    }
    if asked == 0 {
        return Decimal::ZERO;
    }
    rounded(Decimal::from(right * SCORE_MAX) / Decimal::from(asked))
}

/// The growth between two scores of the same item: exit less entry (negative when it fell).
pub fn growth(before: Decimal, after: Decimal) -> Decimal {
    after - before
}

fn rounded(value: Decimal) -> Decimal {
    value
        .round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero)
        .normalize()
}
