//! The notes in English.

use rust_decimal::Decimal;

use super::note::{
    day_text, number, quarter_label, signed_percent, Checklist, ContractsShare, Facts, Note,
    Scoring, SurveyQuestion as Q, Who,
};
use super::sheet::Rating;
use super::thresholds::{Better, Unit};
use crate::money::{format_money, Currency};
use crate::validation::Tier;

const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

pub(super) fn text(note: &Note) -> String {
    let facts = facts(&note.facts, note.currency);
    match &note.scoring {
        Some(scoring) => [facts, scoring_text(scoring, note.currency)].join("; "),
        None => facts,
    }
}

pub(super) fn q(year: i32, quarter: u32) -> String {
    quarter_label(year, quarter, &MONTHS)
}

fn bound(unit: Unit, value: Decimal, currency: Currency) -> String {
    match unit {
        Unit::Percent => [number(value), "%".into()].concat(),
        Unit::Money => format_money(value, currency),
        Unit::Count | Unit::Points => number(value),
        Unit::Months => [number(value), plural(value, " month", " months").into()].concat(),
        Unit::Rating => [number(value), " of 5".into()].concat(),
        Unit::Ratio => [number(value), "×".into()].concat(),
        Unit::Tier => tier_of(value).label().to_owned(),
    }
}

/// The singular for exactly one, else the plural.
fn plural(value: Decimal, one: &'static str, many: &'static str) -> &'static str {
    if value == Decimal::ONE {
        one
    } else {
        many
    }
}

fn tier_of(value: Decimal) -> Tier {
    [
        Tier::None,
        Tier::UnderTwo,
        Tier::TwoToFive,
        Tier::OverFive,
        Tier::OverNine,
    ]
    .into_iter()
    .find(|t| Decimal::from(*t as u32) == value)
    .unwrap_or(Tier::OverNine)
}

fn scoring_text(s: &Scoring, currency: Currency) -> String {
    let score = number(s.score);
    match (s.bound, s.better, s.unit) {
        (Some(b), _, Unit::Tier) => {
            format!(
                "a difference of '{}' or better scores {score}",
                bound(s.unit, b, currency)
            )
        }
        (None, _, Unit::Tier) => {
            format!(
                "a difference worse than '{}' scores 0",
                bound(s.unit, s.last_bound, currency)
            )
        }
        (Some(b), Better::Higher, _) => {
            format!("{} or more scores {score}", bound(s.unit, b, currency))
        }
        (Some(b), Better::Lower, _) => {
            format!("{} or less scores {score}", bound(s.unit, b, currency))
        }
        (None, Better::Higher, _) => format!(
            "less than {} scores 0",
            bound(s.unit, s.last_bound, currency)
        ),
        (None, Better::Lower, _) => format!(
            "more than {} scores 0",
            bound(s.unit, s.last_bound, currency)
        ),
    }
}

pub(super) fn question(question: Q) -> &'static str {
    match question {
        Q::Revenue => "revenue",
        Q::EmployeesTotal => "people employed",
        Q::WomenEmployed => "women employed",
        Q::YouthEmployed => "youth employed",
        Q::FullTimeEmployees => "full-time employees",
        Q::DirectJobsCreated => "direct jobs created",
        Q::IndirectJobsCreated => "indirect jobs created",
        Q::AverageSalary => "average full-time salary",
        Q::HasInsurance => "insurance for employees",
        Q::InsuranceTypes => "kinds of insurance",
        Q::HasContracts => "written employment contracts",
        Q::ContractsShare => "how many employees have a contract",
        Q::HasHrSystem => "HR systems",
        Q::HrSystems => "which HR systems are kept",
    }
}

pub(super) fn rating(rating: Rating) -> &'static str {
    match rating {
        Rating::Collateral => "collateral",
        Rating::Guarantors => "guarantors",
        Rating::Leadership => "leadership",
        Rating::Commitment => "commitment",
        Rating::SuppliersReference => "suppliers' references",
        Rating::OfftakerUndertaking => "offtaker undertaking",
        Rating::CreditReferenceBureau => "credit reference bureau report",
        Rating::SuccessionPlanning => "succession planning",
        Rating::ExperienceSkills => "experience and skills",
    }
}

fn share(share: ContractsShare) -> &'static str {
    match share {
        ContractsShare::None => "none",
        ContractsShare::Few => "a few",
        ContractsShare::Most => "most",
        ContractsShare::All => "all",
    }
}

fn facts(facts: &Facts, c: Currency) -> String {
    let m = |d: &Decimal| format_money(*d, c);
    match facts {
        Facts::Missing { missing: why } => super::missing_en::text(why),
        Facts::RevenueGrowth { year, quarter, current, previous, percent } => {
            let (py, pq) = super::measures::previous_quarter(*year, *quarter);
            format!(
                "Average monthly revenue {} in {} against {} in {}: {}",
                m(current), q(*year, *quarter), m(previous), q(py, pq), signed_percent(*percent)
            )
        }
        Facts::CashFlow { year, quarter, money_in, money_out, net } => format!(
            "Average monthly money in {} and money out {} in {}: a net cash flow of {} a month",
            m(money_in), m(money_out), q(*year, *quarter), m(net)
        ),
        Facts::Validation { tier, percent, months_covered, .. } => {
            let tier = Tier::from_wire(tier).unwrap_or(Tier::OverNine);
            let difference = match percent {
                Some(p) => format!("{}%", number(*p)),
                None => "money the statements do not show".into(),
            };
            let base = format!(
                "Your M-Pesa statements cover {months_covered} of the quarter's 3 months and differ from your DigiKua books by {difference} ({})",
                tier.label()
            );
            if *months_covered < 3 {
                format!("{base}: all three months are needed for the cash flow to be validated, so it scores 0")
            } else {
                base
            }
        }
        Facts::Turnover { year, quarter, average, total } => format!(
            "Revenue {} in {}: {} a month on average",
            m(total), q(*year, *quarter), m(average)
        ),
        Facts::PositiveMonths { year, quarter, months } => format!(
            "{months} of the 3 months of {} had more money in than out",
            q(*year, *quarter)
        ),
        Facts::TimelyMonths { year, quarter, months } => format!(
            "{months} of the 3 months of {} had all their records entered in DigiKua by the 10th of the next month",
            q(*year, *quarter)
        ),
        Facts::SurveyCount { question: which, value } => format!(
            "The quarterly survey reports {} {}",
            number(*value), question(*which)
        ),
        Facts::Salary { amount } => format!(
            "The quarterly survey reports an average monthly salary of {} for a full-time employee",
            m(amount)
        ),
        Facts::Insurances { count } => format!(
            "The quarterly survey reports {count} kinds of insurance provided to employees"
        ),
        Facts::ContractsHr { contracts, hr_systems, points } => format!(
            "Written contracts for {} of the employees ({} points) and {hr_systems} HR systems kept ({} points): {points} points",
            share(*contracts), contracts.points(), hr_systems.min(&super::measures::impact::MAX_HR_POINTS)
        ),
        Facts::SurveysAnswered { answered, percent } => format!(
            "The quarterly survey was answered in {answered} of the last 4 quarters: {}%",
            number(*percent)
        ),
        Facts::Playbook { percent } => format!(
            "Playbook progress with your advisor: {}% of the sessions complete",
            number(*percent)
        ),
        Facts::CoachMeetings { feedback_days, sheet_meetings } => format!(
            "{feedback_days} {} with an advisor's feedback and {sheet_meetings} {} logged by your coach: {} coach {} this quarter",
            plural((*feedback_days).into(), "day", "days"),
            plural((*sheet_meetings).into(), "meeting", "meetings"),
            feedback_days + sheet_meetings,
            plural((feedback_days + sheet_meetings).into(), "meeting", "meetings"),
        ),
        Facts::Checkins { attended, held, percent } => format!(
            "{attended} of the {held} check-ins held this quarter attended: {}%",
            number(*percent)
        ),
        Facts::LateInstallments { late, due } => format!(
            "Installments due by the end of the quarter: {due}; not paid by the due day plus the grace days: {late}"
        ),
        Facts::Repaid { repaid, due, percent } => format!(
            "{} repaid of {} due by the end of the quarter: {}%",
            m(repaid), m(due), number(*percent)
        ),
        Facts::CompletedLoans { completed } => format!("Loans repaid in full: {completed}"),
        Facts::OperatingMargin { months, operating_profit, revenue, percent } => format!(
            "Operating profit {} on revenue {} over the last {months} months: a margin of {}%",
            m(operating_profit), m(revenue), number(*percent)
        ),
        Facts::DebtCover { months, net_profit, installments, ratio } => format!(
            "Net profit {} over the last {months} months against {} of loan installments due in them: {}×",
            m(net_profit), m(installments), number(*ratio)
        ),
        Facts::CashCover { year, quarter, net, installment, ratio } => format!(
            "Average monthly net cash flow {} in {} against an average monthly loan installment of {}: {}×",
            m(net), q(*year, *quarter), m(installment), number(*ratio)
        ),
        Facts::Checklist { list, done, rows, percent } => format!(
            "{done} of the {rows} {} on the coach's checklist are done: {}%",
            match list {
                Checklist::Licenses => "licences and permits",
                Checklist::Playbooks => "playbooks",
            },
            number(*percent)
        ),
        Facts::SheetRating { rating: which, value } => format!(
            "Your coach rated {} {} of 5",
            rating(*which), number(*value)
        ),
        Facts::Tenure { months } => {
            format!("The latest loan application's repayment period is {months} months")
        }
        Facts::OwnContribution { percent } => format!(
            "The latest loan application's own contribution is {}%",
            number(*percent)
        ),
        Facts::OnTime { on_time, due, percent } => format!(
            "{on_time} of the {due} installments whose grace days are over were paid on time: {}%",
            number(*percent)
        ),
        Facts::SmallLoan { amount, threshold } => format!(
            "The latest loan, {}, is below {}: no credit bureau report is needed, so it scores 100",
            m(amount), m(threshold)
        ),
        Facts::Experience { months, months_score, rating: given, rating_score } => {
            let age = format!(
                "The business is {months} months old ({} points for experience)",
                number(*months_score)
            );
            match (given, rating_score) {
                (Some(r), Some(s)) => format!(
                    "{age} and your coach rated experience and skills {} of 5 ({} points): the score is their mean",
                    number(*r), number(*s)
                ),
                _ => format!("{age}; your coach has not rated experience and skills on the scoring sheet"),
            }
        }
        Facts::BusinessAge { months } => format!("The business is {months} months old"),
        Facts::TimeInProgramme { months, since } => format!(
            "Enrolled in the programme on {}: {months} months in the programme",
            day_text(since)
        ),
        Facts::EmployedShare { who, count, total, percent } => format!(
            "{count} of the {total} employees are {}: {}%",
            match who {
                Who::Women => "women",
                Who::Youth => "youth (18 to 35)",
            },
            number(*percent)
        ),
    }
}
