//! Each measure computed from a quarter's inputs and the thresholds: one file per group, the
//! shared reading of the books, the survey and the sheet here.

pub mod financial;
pub mod impact;
pub mod loans;
pub mod participation;

use rust_decimal::Decimal;

use super::bands::two_dp;
use super::inputs::{MonthBooks, QuarterInputs, YearMonth};
use super::model::Measure;
use super::note::{Facts, Missing, Note, Scoring, SheetEntry, SurveyQuestion};
use super::sheet::Rating;
use super::thresholds::{score, MeasureId, Thresholds};
use crate::money::read_number;

/// A measure scored from its figure by its rule, the notes' facts beside it.
pub fn scored(
    inputs: &QuarterInputs,
    thresholds: &Thresholds,
    measure: MeasureId,
    figure: Decimal,
    facts: Facts,
) -> Measure {
    let rule = thresholds.rule(measure);
    let reached = rule.step_reached(figure).copied();
    Measure {
        measure,
        score: Some(two_dp(score(&rule, figure))),
        figure: Some(figure),
        note: Note {
            facts,
            scoring: Some(Scoring {
                better: rule.better,
                unit: rule.unit,
                bound: reached.map(|s| s.bound),
                score: reached.map_or(Decimal::ZERO, |s| s.score),
                last_bound: rule.steps.last().map_or(Decimal::ZERO, |s| s.bound),
            }),
            currency: inputs.currency,
        },
    }
}

/// A measure with a score that no single rule gives (its facts say how it was made).
pub fn composed(
    inputs: &QuarterInputs,
    measure: MeasureId,
    score: Decimal,
    figure: Option<Decimal>,
    facts: Facts,
) -> Measure {
    Measure {
        measure,
        score: Some(two_dp(score)),
        figure,
        note: Note {
            facts,
            scoring: None,
            currency: inputs.currency,
        },
    }
}

/// A measure without a figure: no score, and notes that say what is missing.
pub fn missing(inputs: &QuarterInputs, measure: MeasureId, why: Missing) -> Measure {
    Measure {
        measure,
        score: None,
        figure: None,
        note: Note {
            facts: Facts::Missing { missing: why },
            scoring: None,
            currency: inputs.currency,
        },
    }
}

/// The three months of a quarter.
pub fn quarter_months(year: i32, quarter: u32) -> [YearMonth; 3] {
    let first = (quarter.clamp(1, 4) - 1) * 3 + 1;
    [(year, first), (year, first + 1), (year, first + 2)]
}

/// The quarter before.
pub fn previous_quarter(year: i32, quarter: u32) -> (i32, u32) {
    if quarter <= 1 {
        (year - 1, 4)
    } else {
        (year, quarter - 1)
    }
}

/// The month before.
pub fn previous_month((year, month): YearMonth) -> YearMonth {
    if month <= 1 {
        (year - 1, 12)
    } else {
        (year, month - 1)
    }
}

/// The books of a month (an empty month when the inputs have no row for it).
pub fn month_books(inputs: &QuarterInputs, (year, month): YearMonth) -> MonthBooks {
    inputs
        .books
        .iter()
        .find(|b| b.year == year && b.month == month)
        .cloned()
        .unwrap_or_else(|| MonthBooks::empty(year, month))
}

/// The books of a quarter's three months.
pub fn quarter_books(inputs: &QuarterInputs, year: i32, quarter: u32) -> [MonthBooks; 3] {
    quarter_months(year, quarter).map(|m| month_books(inputs, m))
}

/// The 12 months ending with the quarter's last month, oldest first.
pub fn twelve_months(inputs: &QuarterInputs) -> Vec<YearMonth> {
    super::period::book_months(inputs.year, inputs.quarter)
}

/// `part` of `whole` in percent, 2 decimals; None when `whole` is 0.
pub fn percent_of(part: Decimal, whole: Decimal) -> Option<Decimal> {
    (!whole.is_zero()).then(|| two_dp(part * Decimal::ONE_HUNDRED / whole))
}

/// `sum ÷ 3`, 2 decimals: a quarter's monthly average.
pub fn monthly_average(sum: Decimal) -> Decimal {
    two_dp(sum / Decimal::from(3))
}

/// The quarter's survey answers, or why there are none.
pub fn survey_answers(
    inputs: &QuarterInputs,
) -> Result<&std::collections::BTreeMap<String, super::inputs::SurveyValue>, Missing> {
    inputs.survey.answers.as_ref().ok_or(Missing::NoSurvey {
        year: inputs.year,
        quarter: inputs.quarter,
    })
}

/// A number the survey answered (0 or more), or why it is missing.
pub fn survey_number(inputs: &QuarterInputs, question: SurveyQuestion) -> Result<Decimal, Missing> {
    let answers = survey_answers(inputs)?;
    answers
        .get(question.name())
        .and_then(|a| a.values(false).first().and_then(|v| read_number(v).ok()))
        .filter(|n| *n >= Decimal::ZERO)
        .ok_or(Missing::SurveyAnswer { question })
}

/// A yes/no the survey answered, or why it is missing.
pub fn survey_yes(inputs: &QuarterInputs, question: SurveyQuestion) -> Result<bool, Missing> {
    let answers = survey_answers(inputs)?;
    match answers.get(question.name()).map(|a| a.values(false)) {
        Some(values) if values.contains(&"yes") => Ok(true),
        Some(values) if values.contains(&"no") => Ok(false),
        _ => Err(Missing::SurveyAnswer { question }),
    }
}

/// The choices of a select question (empty when not answered).
pub fn survey_choices(inputs: &QuarterInputs, question: SurveyQuestion) -> Vec<String> {
    inputs
        .survey
        .answers
        .as_ref()
        .and_then(|answers| answers.get(question.name()))
        .map(|a| a.values(true).into_iter().map(str::to_owned).collect())
        .unwrap_or_default()
}

/// A rating of the sheet, or why it is missing.
pub fn sheet_rating(inputs: &QuarterInputs, rating: Rating) -> Result<Decimal, Missing> {
    inputs
        .sheet
        .as_ref()
        .and_then(|s| s.rating(rating))
        .ok_or(Missing::SheetEntry {
            entry: SheetEntry::Rating(rating),
        })
}

/// A measure scored from a rating of the sheet.
pub fn rating_measure(
    inputs: &QuarterInputs,
    thresholds: &Thresholds,
    measure: MeasureId,
    rating: Rating,
) -> Measure {
    match sheet_rating(inputs, rating) {
        Ok(value) => scored(
            inputs,
            thresholds,
            measure,
            value,
            Facts::SheetRating { rating, value },
        ),
        Err(why) => missing(inputs, measure, why),
    }
}

/// Whole months from `from` to the month of `to` (0 within the same month; never negative).
pub fn months_between(from: YearMonth, to: YearMonth) -> u32 {
    let count = i64::from(to.0 - from.0) * 12 + i64::from(to.1) - i64::from(from.1);
    u32::try_from(count.max(0)).unwrap_or(u32::MAX)
}

/// The business's age in months at `as_of`: from the month it started (the coach's sheet), else its
/// first DigiKua record, else its creation in DigiKua.
pub fn business_months(inputs: &QuarterInputs) -> u32 {
    use chrono::Datelike;
    let start = inputs
        .business
        .started
        .or_else(|| inputs.sheet.as_ref().and_then(|s| s.started()))
        .or(inputs.business.first_record)
        .unwrap_or(inputs.business.created);
    months_between(start, (inputs.as_of.year(), inputs.as_of.month()))
}
