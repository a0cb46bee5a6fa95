//! participationInAcceleration: playbook progress, coach meetings and check-ins.

use rust_decimal::Decimal;

use super::{missing, percent_of, scored};
use crate::scorecard::inputs::QuarterInputs;
use crate::scorecard::model::Measure;
use crate::scorecard::note::{Facts, Missing, SheetEntry};
use crate::scorecard::thresholds::{MeasureId, Thresholds};

pub fn measures(inputs: &QuarterInputs, thresholds: &Thresholds) -> Vec<Measure> {
    vec![
        playbook(inputs, thresholds),
        coach(inputs, thresholds),
        checkins(inputs, thresholds),
    ]
}

/// The playbook progress of the owner's pairs.
pub fn playbook(inputs: &QuarterInputs, thresholds: &Thresholds) -> Measure {
    let measure = MeasureId::AdvisoryPlaybook;
    match inputs.participation.playbook_percent {
        Some(percent) => {
            let percent = percent.clamp(Decimal::ZERO, Decimal::ONE_HUNDRED);
            scored(
                inputs,
                thresholds,
                measure,
                percent,
                Facts::Playbook { percent },
            )
        }
        None => missing(inputs, measure, Missing::NoPlaybook),
    }
}

/// Coach meetings: days with an advisor's feedback plus meetings the coach logs on the sheet.
pub fn coach(inputs: &QuarterInputs, thresholds: &Thresholds) -> Measure {
    let feedback_days = inputs.participation.feedback_days;
    let sheet_meetings = inputs
        .sheet
        .as_ref()
        .and_then(|s| s.coach_meetings())
        .unwrap_or(0);
    let total = feedback_days.saturating_add(sheet_meetings);
    let facts = Facts::CoachMeetings {
        feedback_days,
        sheet_meetings,
    };
    scored(
        inputs,
        thresholds,
        MeasureId::BusinessCoach,
        Decimal::from(total),
        facts,
    )
}

/// Check-ins attended (the sheet) of those held (the cohort's class meetings), in percent.
pub fn checkins(inputs: &QuarterInputs, thresholds: &Thresholds) -> Measure {
    let measure = MeasureId::ChanukaCheckinAttendance;
    let held = inputs.participation.checkins_held;
    if held == 0 {
        let why = Missing::NoCheckinsHeld {
            year: inputs.year,
            quarter: inputs.quarter,
        };
        return missing(inputs, measure, why);
    }
    let Some(attended) = inputs.sheet.as_ref().and_then(|s| s.checkins_attended()) else {
        let why = Missing::SheetEntry {
            entry: SheetEntry::CheckinsAttended,
        };
        return missing(inputs, measure, why);
    };
    let attended = attended.min(held);
    let percent = percent_of(Decimal::from(attended), Decimal::from(held)).unwrap_or_default();
    let facts = Facts::Checkins {
        attended,
        held,
        percent,
    };
    scored(inputs, thresholds, measure, percent, facts)
}
