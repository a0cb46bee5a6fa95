//! The client's credit report advice: each weak measure (a score below 51, or none) with what
//! would raise it, in the reader's language. A missing figure's advice is its notes (they say
//! what is missing and how to add it); what the client cannot act on (no loan yet, nothing due,
//! no check-in held) gives none.

use rust_decimal::Decimal;
use serde::Serialize;

use super::decimal_serde::opt;
use super::model::{Group, Scorecard};
use super::note::{Facts, Missing};
use super::thresholds::MeasureId;
use crate::language::Language;

/// A score below this is weak.
pub const WEAK_BELOW: Decimal = Decimal::from_parts(51, 0, 0, false, 0);

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Advice {
    pub measure: MeasureId,
    pub group: Group,
    #[serde(with = "opt")]
    pub score: Option<Decimal>,
    pub text: String,
}

/// What would raise a measure's score (English, Swahili).
pub fn raise(measure: MeasureId) -> (&'static str, &'static str) {
    use MeasureId as M;
    match measure {
        M::MonthlyRevenueGrowth => (
            "Grow your monthly sales over last quarter's, and record every sale in DigiKua",
            "Ongeza mauzo yako ya mwezi kuliko ya robo mwaka iliyopita, na urekodi kila mauzo kwenye DigiKua",
        ),
        M::AvgMonthlyCashflow | M::AverageDebtServiceCoverRatio | M::DebtServiceCoverRatio => (
            "Keep more money coming in than going out each month: cut costs that do not earn, and record all money in and out in DigiKua",
            "Hakikisha pesa zinazoingia kila mwezi ni nyingi kuliko zinazotoka: punguza gharama zisizoleta mapato, na urekodi pesa zote zinazoingia na kutoka kwenye DigiKua",
        ),
        M::CashFlowValidated | M::CashFlowValidation => (
            "Send your M-Pesa statement for the quarter in Validation, and record in DigiKua every sale and expense it shows",
            "Tuma taarifa yako ya M-Pesa ya robo mwaka kwenye Uthibitisho, na urekodi kwenye DigiKua kila mauzo na matumizi inayoonyesha",
        ),
        M::MonthlyRevenueTurnover | M::OperatingProfitMargin => (
            "Record all your sales in DigiKua every day, so your turnover shows in full",
            "Rekodi mauzo yako yote kwenye DigiKua kila siku, ili mapato yako yaonekane yote",
        ),
        M::ConsistentlyCashFlowPositive => (
            "Aim for more money in than out in every month of the quarter",
            "Lenga pesa zinazoingia ziwe nyingi kuliko zinazotoka katika kila mwezi wa robo mwaka",
        ),
        M::TimelinessReportingCashFlow => (
            "Record your sales in DigiKua by the 10th of the next month",
            "Rekodi mauzo yako kwenye DigiKua kabla ya tarehe 10 ya mwezi unaofuata",
        ),
        M::NoOfDirectJobsCreated | M::DirectJobsCreated => (
            "Report in the quarterly survey every job your business creates as it grows",
            "Ripoti kwenye utafiti wa robo mwaka kila nafasi ya kazi biashara yako inayotengeneza inapokua",
        ),
        M::NoOfIndirectJobsCreated => (
            "Report in the quarterly survey the suppliers, distributors and casual workers your business supports",
            "Ripoti kwenye utafiti wa robo mwaka wasambazaji, wauzaji na vibarua ambao biashara yako inawawezesha",
        ),
        M::AvgFullTimeEmployeeSalary => (
            "Pay full-time employees at least the minimum wage",
            "Walipe wafanyakazi wa muda wote angalau kima cha chini cha mshahara",
        ),
        M::NoOfEmployees | M::WomenEmployed | M::YouthsEmployed => (
            "Report everyone the business employs, you included, in the quarterly survey",
            "Ripoti kila mtu ambaye biashara inamwajiri, ukiwemo wewe, kwenye utafiti wa robo mwaka",
        ),
        M::InsurancesProvided => (
            "Provide insurance for your employees: health cover, NSSF pension, work injury cover",
            "Wapatie wafanyakazi wako bima: bima ya afya, pensheni ya NSSF, bima ya majeraha kazini",
        ),
        M::ContractsHrSystems => (
            "Give your employees written contracts, and keep staff records and payslips",
            "Wape wafanyakazi wako mikataba ya maandishi, na utunze kumbukumbu za wafanyakazi na hati za mishahara",
        ),
        M::TimelinessReportingQuarterlySurvey => (
            "Answer the quarterly survey every quarter, within its three months",
            "Jibu utafiti wa robo mwaka kila robo mwaka, ndani ya miezi yake mitatu",
        ),
        M::AdvisoryPlaybook | M::PlaybookAdvisory => (
            "Work through your playbook sessions with your advisor: complete the tools and reply to the tasks",
            "Fanya vipindi vya playbook yako na mshauri wako: kamilisha zana na ujibu kazi ulizopewa",
        ),
        M::BusinessCoach => (
            "Meet your business coach or advisor at least three times a quarter",
            "Kutana na mkufunzi au mshauri wako angalau mara tatu kila robo mwaka",
        ),
        M::ChanukaCheckinAttendance => (
            "Attend your cohort's check-ins",
            "Hudhuria vikao vya kundi lako",
        ),
        M::LateRepayments | M::LoanRepayment => (
            "Repay on or before each due date",
            "Lipa kabla au siku ya kila tarehe ya malipo",
        ),
        M::PercentageOfDueLoansRepaid => (
            "Pay what is due on your loan, clearing any arrears first",
            "Lipa kinachodaiwa kwenye mkopo wako, ukianza na malimbikizo",
        ),
        M::NoOfCompletedLoansRepaid => (
            "Repay your loan in full to build your track record",
            "Lipa mkopo wako wote ili ujenge historia nzuri ya ulipaji",
        ),
        M::LicensesOrPermits => (
            "Get and renew your business permit and licences, and show them to your coach",
            "Pata na uhuishe kibali na leseni za biashara yako, kisha umwonyeshe mkufunzi wako",
        ),
        M::LoanTenure => (
            "Choose a shorter repayment period you can afford",
            "Chagua muda mfupi wa kulipa unaoweza kuumudu",
        ),
        M::OwnContribution => (
            "Save towards a larger own contribution for your next loan",
            "Weka akiba kwa ajili ya mchango mkubwa zaidi kwa mkopo wako ujao",
        ),
        M::PeriodWithinSomo | M::BusinessExperience => (
            "Keep taking part in the programme: this grows with time",
            "Endelea kushiriki kwenye programu: hii huongezeka kadiri muda unavyopita",
        ),
        M::CollateralAbility
        | M::CreditReferenceBureau
        | M::SuppliersReference
        | M::OfftakerUndertaking
        | M::SuccessionPlanning
        | M::ExperienceSkills
        | M::Guarantors
        | M::Leadership
        | M::Commitment => (
            "Talk to your business coach about how to strengthen this before the next scoring",
            "Ongea na mkufunzi wako kuhusu jinsi ya kuimarisha hili kabla ya tathmini ijayo",
        ),
    }
}

fn nothing_to_do(facts: &Facts) -> bool {
    matches!(
        facts,
        Facts::Missing {
            missing: Missing::NoLoans
                | Missing::NothingDue
                | Missing::NoInstallments
                | Missing::NoCheckinsHeld { .. }
        }
    )
}

/// The weak measures of a scorecard, in the record's order, with what would raise each.
pub fn advice(card: &Scorecard, language: Language) -> Vec<Advice> {
    card.measures()
        .filter(|(_, m)| m.score.is_none_or(|s| s < WEAK_BELOW))
        .filter(|(_, m)| !nothing_to_do(&m.note.facts))
        .map(|(group, m)| {
            let text = if m.score.is_none() {
                m.note.text(language)
            } else {
                let (en, sw) = raise(m.measure);
                match language {
                    Language::English => en.to_owned(),
                    Language::Swahili => sw.to_owned(),
                }
            };
            Advice {
                measure: m.measure,
                group,
                score: m.score,
                text,
            }
        })
        .collect()
}
