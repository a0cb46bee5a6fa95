//! financialResults: from the DigiKua books of the quarter (and the one before) and the
//! quarter's financial validation.

use rust_decimal::Decimal;

use super::{missing, monthly_average, percent_of, previous_quarter, quarter_books, scored};
use crate::scorecard::inputs::QuarterInputs;
use crate::scorecard::model::Measure;
use crate::scorecard::note::{Facts, Missing};
use crate::scorecard::thresholds::{MeasureId, Thresholds};

/// The group's measures, in the record's order.
pub fn measures(inputs: &QuarterInputs, thresholds: &Thresholds) -> Vec<Measure> {
    vec![
        revenue_growth(inputs, thresholds),
        average_cash_flow(inputs, thresholds),
        validation(inputs, thresholds, MeasureId::CashFlowValidated),
        turnover(inputs, thresholds),
        positive_months(inputs, thresholds),
        timeliness(inputs, thresholds),
    ]
}

/// None when nothing is recorded in the quarter (the measures from the books are missing).
fn no_books(inputs: &QuarterInputs) -> Option<Missing> {
    let books = quarter_books(inputs, inputs.year, inputs.quarter);
    books
        .iter()
        .all(|b| b.records == 0)
        .then_some(Missing::NoBooks {
            year: inputs.year,
            quarter: inputs.quarter,
        })
}

fn revenue_sum(inputs: &QuarterInputs, year: i32, quarter: u32) -> Decimal {
    quarter_books(inputs, year, quarter)
        .iter()
        .map(|b| b.revenue)
        .sum()
}

/// The quarter's average monthly revenue against the previous quarter's, in percent.
pub fn revenue_growth(inputs: &QuarterInputs, thresholds: &Thresholds) -> Measure {
    let measure = MeasureId::MonthlyRevenueGrowth;
    if let Some(why) = no_books(inputs) {
        return missing(inputs, measure, why);
    }
    let (year, quarter) = previous_quarter(inputs.year, inputs.quarter);
    let previous = monthly_average(revenue_sum(inputs, year, quarter));
    let current = monthly_average(revenue_sum(inputs, inputs.year, inputs.quarter));
    let Some(percent) = percent_of(current - previous, previous) else {
        return missing(
            inputs,
            measure,
            Missing::NoPreviousRevenue { year, quarter },
        );
    };
    let facts = Facts::RevenueGrowth {
        year: inputs.year,
        quarter: inputs.quarter,
        current,
        previous,
        percent,
    };
    scored(inputs, thresholds, measure, percent, facts)
}

/// The quarter's average monthly net cash flow (money in − money out).
pub fn average_cash_flow(inputs: &QuarterInputs, thresholds: &Thresholds) -> Measure {
    let measure = MeasureId::AvgMonthlyCashflow;
    if let Some(why) = no_books(inputs) {
        return missing(inputs, measure, why);
    }
    let books = quarter_books(inputs, inputs.year, inputs.quarter);
    let money_in = monthly_average(books.iter().map(|b| b.money_in).sum());
    let money_out = monthly_average(books.iter().map(|b| b.money_out).sum());
    let net = monthly_average(books.iter().map(|b| b.net_cash_flow()).sum());
    let facts = Facts::CashFlow {
        year: inputs.year,
        quarter: inputs.quarter,
        money_in,
        money_out,
        net,
    };
    scored(inputs, thresholds, measure, net, facts)
}

/// The validation's tier (cashFlowValidated here, cashFlowValidation in the risk scorecard):
/// scored by its rule when a statement covers all three months; a quarter only partly covered
/// is not validated and scores 0.
pub fn validation(inputs: &QuarterInputs, thresholds: &Thresholds, measure: MeasureId) -> Measure {
    let Some(found) = &inputs.validation else {
        return missing(
            inputs,
            measure,
            Missing::NoValidation {
                year: inputs.year,
                quarter: inputs.quarter,
            },
        );
    };
    let facts = Facts::Validation {
        validated: found.validated,
        tier: found.tier.wire().to_owned(),
        percent: found.percent,
        months_covered: found.months_covered,
    };
    let tier = Decimal::from(found.tier as u32);
    if found.months_covered >= 3 {
        scored(inputs, thresholds, measure, tier, facts)
    } else {
        super::composed(inputs, measure, Decimal::ZERO, Some(tier), facts)
    }
}

/// The quarter's average monthly revenue.
pub fn turnover(inputs: &QuarterInputs, thresholds: &Thresholds) -> Measure {
    let measure = MeasureId::MonthlyRevenueTurnover;
    if let Some(why) = no_books(inputs) {
        return missing(inputs, measure, why);
    }
    let total = revenue_sum(inputs, inputs.year, inputs.quarter);
    let average = monthly_average(total);
    let facts = Facts::Turnover {
        year: inputs.year,
        quarter: inputs.quarter,
        average,
        total,
    };
    scored(inputs, thresholds, measure, average, facts)
}

/// How many of the quarter's months had more money in than out.
pub fn positive_months(inputs: &QuarterInputs, thresholds: &Thresholds) -> Measure {
    let measure = MeasureId::ConsistentlyCashFlowPositive;
    if let Some(why) = no_books(inputs) {
        return missing(inputs, measure, why);
    }
    let books = quarter_books(inputs, inputs.year, inputs.quarter);
    let months = books
        .iter()
        .filter(|b| b.net_cash_flow() > Decimal::ZERO)
        .count() as u32;
    let facts = Facts::PositiveMonths {
        year: inputs.year,
        quarter: inputs.quarter,
        months,
    };
    scored(inputs, thresholds, measure, Decimal::from(months), facts)
}

/// How many of the quarter's months had records, every one entered by the 10th of the next
/// month (Nairobi). A quarter with nothing recorded has no month on time: it scores, as 0.
pub fn timeliness(inputs: &QuarterInputs, thresholds: &Thresholds) -> Measure {
    let books = quarter_books(inputs, inputs.year, inputs.quarter);
    let months = books
        .iter()
        .filter(|b| b.records > 0 && b.records_on_time >= b.records)
        .count() as u32;
    let facts = Facts::TimelyMonths {
        year: inputs.year,
        quarter: inputs.quarter,
        months,
    };
    scored(
        inputs,
        thresholds,
        MeasureId::TimelinessReportingCashFlow,
        Decimal::from(months),
        facts,
    )
}
