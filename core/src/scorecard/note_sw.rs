//! The notes in Swahili.

use rust_decimal::Decimal;

use super::note::{
    day_text, number, quarter_label, signed_percent, Checklist, ContractsShare, Facts, Note,
    Scoring, SurveyQuestion as Q, Who,
};
use super::sheet::Rating;
use super::thresholds::{Better, Unit};
use crate::language::Language;
use crate::money::{format_money, Currency};
use crate::validation::Tier;

const MONTHS: [&str; 12] = [
    "Januari", "Februari", "Machi", "Aprili", "Mei", "Juni", "Julai", "Agosti", "Septemba",
    "Oktoba", "Novemba", "Desemba",
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

fn tier_label(tier: Tier) -> &'static str {
    crate::validation::messages::in_language(tier.label(), Language::Swahili)
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

fn bound(unit: Unit, value: Decimal, currency: Currency) -> String {
    match unit {
        Unit::Percent => [number(value), "%".into()].concat(),
        Unit::Money => format_money(value, currency),
        Unit::Count => number(value),
        Unit::Points => ["pointi ".into(), number(value)].concat(),
        Unit::Months => ["miezi ".into(), number(value)].concat(),
        Unit::Rating => [number(value), " kati ya 5".into()].concat(),
        Unit::Ratio => ["mara ".into(), number(value)].concat(),
        Unit::Tier => tier_label(tier_of(value)).to_owned(),
    }
}

fn scoring_text(s: &Scoring, currency: Currency) -> String {
    let score = number(s.score);
    match (s.bound, s.better, s.unit) {
        (Some(b), _, Unit::Tier) => format!(
            "tofauti ya '{}' au bora zaidi inapata alama {score}",
            bound(s.unit, b, currency)
        ),
        (None, _, Unit::Tier) => format!(
            "tofauti mbaya kuliko '{}' inapata alama 0",
            bound(s.unit, s.last_bound, currency)
        ),
        (Some(b), Better::Higher, _) => format!(
            "{} au zaidi inapata alama {score}",
            bound(s.unit, b, currency)
        ),
        (Some(b), Better::Lower, _) => format!(
            "{} au chini yake inapata alama {score}",
            bound(s.unit, b, currency)
        ),
        (None, Better::Higher, _) => format!(
            "chini ya {} inapata alama 0",
            bound(s.unit, s.last_bound, currency)
        ),
        (None, Better::Lower, _) => format!(
            "zaidi ya {} inapata alama 0",
            bound(s.unit, s.last_bound, currency)
        ),
    }
}

pub(super) fn question(question: Q) -> &'static str {
    match question {
        Q::Revenue => "mapato",
        Q::EmployeesTotal => "watu walioajiriwa",
        Q::WomenEmployed => "wanawake walioajiriwa",
        Q::YouthEmployed => "vijana walioajiriwa",
        Q::FullTimeEmployees => "wafanyakazi wa muda wote",
        Q::DirectJobsCreated => "nafasi za kazi za moja kwa moja zilizotengenezwa",
        Q::IndirectJobsCreated => "nafasi za kazi zisizo za moja kwa moja",
        Q::AverageSalary => "wastani wa mshahara wa muda wote",
        Q::HasInsurance => "bima ya wafanyakazi",
        Q::InsuranceTypes => "aina za bima",
        Q::HasContracts => "mikataba ya ajira ya maandishi",
        Q::ContractsShare => "wafanyakazi wangapi wana mkataba",
        Q::HasHrSystem => "mifumo ya rasilimali watu",
        Q::HrSystems => "mifumo ipi ya rasilimali watu inatunzwa",
    }
}

pub(super) fn rating(rating: Rating) -> &'static str {
    match rating {
        Rating::Collateral => "dhamana",
        Rating::Guarantors => "wadhamini",
        Rating::Leadership => "uongozi",
        Rating::Commitment => "kujituma",
        Rating::SuppliersReference => "marejeo ya wasambazaji",
        Rating::OfftakerUndertaking => "ahadi ya mnunuzi",
        Rating::CreditReferenceBureau => "ripoti ya taasisi ya marejeo ya mikopo",
        Rating::SuccessionPlanning => "mpango wa urithi",
        Rating::ExperienceSkills => "uzoefu na ujuzi",
    }
}

fn share(share: ContractsShare) -> &'static str {
    match share {
        ContractsShare::None => "hakuna",
        ContractsShare::Few => "wachache",
        ContractsShare::Most => "wengi",
        ContractsShare::All => "wote",
    }
}

fn facts(facts: &Facts, c: Currency) -> String {
    let m = |d: &Decimal| format_money(*d, c);
    match facts {
        Facts::Missing { missing: why } => super::missing_sw::text(why),
        Facts::RevenueGrowth { year, quarter, current, previous, percent } => {
            let (py, pq) = super::measures::previous_quarter(*year, *quarter);
            format!(
                "Wastani wa mapato ya mwezi {} katika {} dhidi ya {} katika {}: {}",
                m(current), q(*year, *quarter), m(previous), q(py, pq), signed_percent(*percent)
            )
        }
        Facts::CashFlow { year, quarter, money_in, money_out, net } => format!(
            "Wastani wa pesa zilizoingia kwa mwezi {} na zilizotoka {} katika {}: mtiririko halisi wa pesa wa {} kwa mwezi",
            m(money_in), m(money_out), q(*year, *quarter), m(net)
        ),
        Facts::Validation { tier, percent, months_covered, .. } => {
            let tier = Tier::from_wire(tier).unwrap_or(Tier::OverNine);
            let difference = match percent {
                Some(p) => format!("{}%", number(*p)),
                None => "pesa ambazo taarifa hazionyeshi".into(),
            };
            let base = format!(
                "Taarifa zako za M-Pesa zinahusu miezi {months_covered} kati ya 3 ya robo mwaka na zinatofautiana na vitabu vyako vya DigiKua kwa {difference} ({})",
                tier_label(tier)
            );
            if *months_covered < 3 {
                format!("{base}: miezi yote mitatu inahitajika ili mtiririko wa pesa uthibitishwe, kwa hiyo inapata alama 0")
            } else {
                base
            }
        }
        Facts::Turnover { year, quarter, average, total } => format!(
            "Mapato {} katika {}: wastani wa {} kwa mwezi",
            m(total), q(*year, *quarter), m(average)
        ),
        Facts::PositiveMonths { year, quarter, months } => format!(
            "Miezi {months} kati ya 3 ya {} ilikuwa na pesa nyingi zilizoingia kuliko zilizotoka",
            q(*year, *quarter)
        ),
        Facts::TimelyMonths { year, quarter, months } => format!(
            "Miezi {months} kati ya 3 ya {} ilirekodiwa yote kwenye DigiKua kabla ya tarehe 10 ya mwezi uliofuata",
            q(*year, *quarter)
        ),
        Facts::SurveyCount { question: which, value } => format!(
            "Utafiti wa robo mwaka unaonyesha {}: {}",
            question(*which), number(*value)
        ),
        Facts::Salary { amount } => format!(
            "Utafiti wa robo mwaka unaonyesha wastani wa mshahara wa mwezi wa {} kwa mfanyakazi wa muda wote",
            m(amount)
        ),
        Facts::Insurances { count } => format!(
            "Utafiti wa robo mwaka unaonyesha aina {count} za bima zinazotolewa kwa wafanyakazi"
        ),
        Facts::ContractsHr { contracts, hr_systems, points } => format!(
            "Mikataba ya maandishi kwa {} ya wafanyakazi (pointi {}) na mifumo {hr_systems} ya rasilimali watu (pointi {}): pointi {points}",
            share(*contracts), contracts.points(), hr_systems.min(&super::measures::impact::MAX_HR_POINTS)
        ),
        Facts::SurveysAnswered { answered, percent } => format!(
            "Utafiti wa robo mwaka ulijibiwa katika robo {answered} kati ya 4 zilizopita: {}%",
            number(*percent)
        ),
        Facts::Playbook { percent } => format!(
            "Maendeleo ya playbook na mshauri wako: {}% ya vipindi vimekamilika",
            number(*percent)
        ),
        Facts::CoachMeetings { feedback_days, sheet_meetings } => format!(
            "Siku {feedback_days} zenye maoni ya mshauri na mikutano {sheet_meetings} iliyorekodiwa na mkufunzi wako: mikutano {} na mkufunzi robo mwaka hii",
            feedback_days + sheet_meetings
        ),
        Facts::Checkins { attended, held, percent } => format!(
            "Vikao {attended} kati ya {held} vilivyofanyika robo mwaka hii vilihudhuriwa: {}%",
            number(*percent)
        ),
        Facts::LateInstallments { late, due } => format!(
            "Awamu {late} kati ya {due} zilizotakiwa kulipwa kufikia mwisho wa robo mwaka hazikulipwa kufikia siku yake pamoja na siku za neema"
        ),
        Facts::Repaid { repaid, due, percent } => format!(
            "{} zimelipwa kati ya {} zilizotakiwa kufikia mwisho wa robo mwaka: {}%",
            m(repaid), m(due), number(*percent)
        ),
        Facts::CompletedLoans { completed } => format!("Mikopo iliyolipwa yote: {completed}"),
        Facts::OperatingMargin { months, operating_profit, revenue, percent } => format!(
            "Faida ya uendeshaji {} kwa mapato {} katika miezi {months} iliyopita: kiwango cha faida cha {}%",
            m(operating_profit), m(revenue), number(*percent)
        ),
        Facts::DebtCover { months, net_profit, installments, ratio } => format!(
            "Faida halisi {} katika miezi {months} iliyopita dhidi ya awamu za mkopo za {} zilizotakiwa ndani yake: mara {}",
            m(net_profit), m(installments), number(*ratio)
        ),
        Facts::CashCover { year, quarter, net, installment, ratio } => format!(
            "Wastani wa mtiririko halisi wa pesa wa mwezi {} katika {} dhidi ya wastani wa awamu ya mkopo ya mwezi ya {}: mara {}",
            m(net), q(*year, *quarter), m(installment), number(*ratio)
        ),
        Facts::Checklist { list, done, rows, percent } => format!(
            "{} {done} kati ya {rows} kwenye orodha ya mkufunzi zimekamilika: {}%",
            match list {
                Checklist::Licenses => "Leseni na vibali",
                Checklist::Playbooks => "Playbook",
            },
            number(*percent)
        ),
        Facts::SheetRating { rating: which, value } => format!(
            "Mkufunzi wako alitoa alama {} kati ya 5 kwa {}",
            number(*value), rating(*which)
        ),
        Facts::Tenure { months } => {
            format!("Muda wa kulipa wa ombi la mkopo la karibuni ni miezi {months}")
        }
        Facts::OwnContribution { percent } => format!(
            "Mchango wako katika ombi la mkopo la karibuni ni {}%",
            number(*percent)
        ),
        Facts::OnTime { on_time, due, percent } => format!(
            "Awamu {on_time} kati ya {due} ambazo siku zake za neema zimepita zililipwa kwa wakati: {}%",
            number(*percent)
        ),
        Facts::SmallLoan { amount, threshold } => format!(
            "Mkopo wa karibuni, {}, uko chini ya {}: hauhitaji ripoti ya taasisi ya marejeo ya mikopo, kwa hiyo unapata alama 100",
            m(amount), m(threshold)
        ),
        Facts::Experience { months, months_score, rating: given, rating_score } => {
            let age = format!(
                "Biashara ina miezi {months} (pointi {} za uzoefu)",
                number(*months_score)
            );
            match (given, rating_score) {
                (Some(r), Some(s)) => format!(
                    "{age} na mkufunzi wako alitoa alama {} kati ya 5 kwa uzoefu na ujuzi (pointi {}): alama ni wastani wake",
                    number(*r), number(*s)
                ),
                _ => format!("{age}; mkufunzi wako bado hajatoa alama ya uzoefu na ujuzi kwenye karatasi ya alama"),
            }
        }
        Facts::BusinessAge { months } => format!("Biashara ina miezi {months}"),
        Facts::TimeInProgramme { months, since } => format!(
            "Alisajiliwa kwenye programu tarehe {}: miezi {months} kwenye programu",
            day_text(since)
        ),
        Facts::EmployedShare { who, count, total, percent } => format!(
            "{count} kati ya wafanyakazi {total} ni {}: {}%",
            match who {
                Who::Women => "wanawake",
                Who::Youth => "vijana (miaka 18 hadi 35)",
            },
            number(*percent)
        ),
    }
}
