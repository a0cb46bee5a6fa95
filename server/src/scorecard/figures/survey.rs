//! The quarterly survey: the owner's answers of the quarter (by question name, as stored) and in
//! how many of the last four quarters up to this one they answered. The quarterly survey
//! (`2*14*1`) is read, or the unified one (`2*13`) that asks the same questions, whichever the
//! owner answered.

use std::collections::{BTreeMap, HashMap, HashSet};

use portal_core::survey::answer::Answer;
use portal_core::survey::codes::SurveyCode;
use portal_core::survey::quarter::Quarter;
use sqlx::{AnyPool, Row};

use super::{quarter_before, Target};

/// A business owner's survey figures of a quarter.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Answered {
    /// The quarter's answers by question name; None when they did not answer this quarter.
    pub answers: Option<BTreeMap<String, Answer>>,
    /// Of the last four quarters up to this one, how many they answered (0 to 4).
    pub quarters_answered: u32,
}

fn index(year: i64, quarter: i64) -> i64 {
    year * 4 + quarter - 1
}

pub async fn gather(
    pool: &AnyPool,
    quarter: Quarter,
    target: Target<'_>,
) -> Result<HashMap<String, Answered>, sqlx::Error> {
    let first = quarter_before(quarter, 3);
    let (only, binds) = target.condition("b.id", 5);
    let sql = format!(
        "SELECT b.id AS business_id, r.year, r.quarter, r.survey_code, r.answers \
         FROM survey_responses r JOIN businesses b ON b.owner_user_id = r.user_id \
         WHERE r.survey_code IN ($1, $2) AND (r.year * 4 + r.quarter - 1) BETWEEN $3 AND $4{only}"
    );
    let mut query = sqlx::query(&sql)
        .bind(SurveyCode::Quarterly.code())
        .bind(SurveyCode::Unified.code())
        .bind(index(first.year.into(), first.quarter.into()))
        .bind(index(quarter.year.into(), quarter.quarter.into()));
    for value in binds {
        query = query.bind(value);
    }
    let this = index(quarter.year.into(), quarter.quarter.into());
    let mut quarters: HashMap<String, HashSet<i64>> = HashMap::new();
    let mut found: HashMap<String, Answered> = HashMap::new();
    for row in query.fetch_all(pool).await? {
        let business: String = row.try_get("business_id")?;
        let at = index(row.try_get("year")?, row.try_get("quarter")?);
        quarters.entry(business.clone()).or_default().insert(at);
        let entry = found.entry(business).or_default();
        if at == this {
            let code: String = row.try_get("survey_code")?;
            let text: String = row.try_get("answers")?;
            // The quarterly survey's answers win over the unified one's when both were sent.
            if entry.answers.is_none() || code == SurveyCode::Quarterly.code() {
                entry.answers = serde_json::from_str(&text).ok();
            }
        }
    }
    for (business, seen) in quarters {
        if let Some(entry) = found.get_mut(&business) {
            entry.quarters_answered = u32::try_from(seen.len()).unwrap_or(0);
        }
    }
    Ok(found)
}
