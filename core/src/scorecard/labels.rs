//! What a person reads for each measure: its name and the reason of its default rule, in English
//! and Swahili (the thresholds screen, exports, the credit report).

use super::thresholds::{reason, MeasureId};
use crate::language::{translated, Language};

/// A measure's name (English, Swahili).
pub fn names(measure: MeasureId) -> (&'static str, &'static str) {
    use MeasureId as M;
    match measure {
        M::MonthlyRevenueGrowth => ("Monthly revenue growth", "Ukuaji wa mapato ya mwezi"),
        M::AvgMonthlyCashflow => (
            "Average monthly cash flow",
            "Wastani wa mtiririko wa pesa wa mwezi",
        ),
        M::CashFlowValidated => ("Cash flow validated", "Mtiririko wa pesa umethibitishwa"),
        M::MonthlyRevenueTurnover => ("Monthly revenue turnover", "Mapato ya mwezi"),
        M::ConsistentlyCashFlowPositive => (
            "Consistently cash flow positive",
            "Mtiririko chanya wa pesa kila mwezi",
        ),
        M::TimelinessReportingCashFlow => (
            "Timeliness of reporting (cash flow)",
            "Kuripoti kwa wakati (mtiririko wa pesa)",
        ),
        M::NoOfDirectJobsCreated => ("Direct jobs created", "Nafasi za kazi za moja kwa moja"),
        M::NoOfIndirectJobsCreated => (
            "Indirect jobs created",
            "Nafasi za kazi zisizo za moja kwa moja",
        ),
        M::AvgFullTimeEmployeeSalary => (
            "Average full-time employee salary",
            "Wastani wa mshahara wa mfanyakazi wa muda wote",
        ),
        M::NoOfEmployees => ("Number of employees", "Idadi ya wafanyakazi"),
        M::InsurancesProvided => ("Insurances provided", "Bima zinazotolewa"),
        M::ContractsHrSystems => (
            "Contracts and HR systems",
            "Mikataba na mifumo ya rasilimali watu",
        ),
        M::TimelinessReportingQuarterlySurvey => (
            "Timeliness of reporting (quarterly survey)",
            "Kuripoti kwa wakati (utafiti wa robo mwaka)",
        ),
        M::AdvisoryPlaybook => ("Advisory playbook", "Playbook ya ushauri"),
        M::BusinessCoach => ("Business coach", "Mkufunzi wa biashara"),
        M::ChanukaCheckinAttendance => (
            "Chanuka check-in attendance",
            "Mahudhurio ya vikao vya Chanuka",
        ),
        M::LateRepayments => ("Late repayments", "Marejesho yaliyochelewa"),
        M::PercentageOfDueLoansRepaid => ("Due loans repaid", "Mikopo iliyofika wakati iliyolipwa"),
        M::NoOfCompletedLoansRepaid => ("Loans repaid in full", "Mikopo iliyolipwa yote"),
        M::OperatingProfitMargin => ("Operating profit margin", "Kiwango cha faida ya uendeshaji"),
        M::CashFlowValidation => ("Cash flow validation", "Uthibitisho wa mtiririko wa pesa"),
        M::DebtServiceCoverRatio => ("Debt service cover ratio", "Uwiano wa kumudu deni"),
        M::LicensesOrPermits => ("Licences or permits", "Leseni au vibali"),
        M::CollateralAbility => ("Collateral ability", "Uwezo wa dhamana"),
        M::AverageDebtServiceCoverRatio => (
            "Cash flow to loan ratio",
            "Uwiano wa mtiririko wa pesa kwa mkopo",
        ),
        M::PlaybookAdvisory => ("Playbook advisory", "Ushauri wa playbook"),
        M::LoanTenure => ("Loan tenure", "Muda wa mkopo"),
        M::OwnContribution => ("Own contribution", "Mchango wako"),
        M::LoanRepayment => ("Loan repayment", "Ulipaji wa mkopo"),
        M::CreditReferenceBureau => ("Credit reference bureau", "Taasisi ya marejeo ya mikopo"),
        M::SuppliersReference => ("Suppliers' reference", "Marejeo ya wasambazaji"),
        M::OfftakerUndertaking => ("Offtaker undertaking", "Ahadi ya mnunuzi"),
        M::SuccessionPlanning => ("Succession planning", "Mpango wa urithi"),
        M::ExperienceSkills => ("Experience and skills", "Uzoefu na ujuzi"),
        M::BusinessExperience => ("Years in business", "Miaka ya biashara"),
        M::PeriodWithinSomo => ("Time in the programme", "Muda kwenye programu"),
        M::Guarantors => ("Guarantors", "Wadhamini"),
        M::Leadership => ("Leadership", "Uongozi"),
        M::Commitment => ("Commitment", "Kujituma"),
        M::WomenEmployed => ("Women employed", "Wanawake walioajiriwa"),
        M::YouthsEmployed => ("Youth employed", "Vijana walioajiriwa"),
        M::DirectJobsCreated => ("Direct jobs created", "Nafasi za kazi za moja kwa moja"),
    }
}

/// A measure's name in a language.
pub fn name_in(measure: MeasureId, language: Language) -> &'static str {
    let (en, sw) = names(measure);
    match language {
        Language::English => en,
        Language::Swahili => sw,
    }
}

/// The Swahili of every default rule's reason.
pub const REASONS: &[(&str, &str)] = &[
    ("The coach's 0–5 rating, 20 points a star", "Alama ya mkufunzi ya 0–5, pointi 20 kila nyota"),
    ("The legend's discrepancy tiers (validation::Tier): none 100, under 2% 85, 2% to 5% 60, over 5% 30, over 9% 0",
        "Viwango vya tofauti vya mwongozo: hakuna 100, chini ya 2% 85, 2% hadi 5% 60, zaidi ya 5% 30, zaidi ya 9% 0"),
    ("The legend's direct jobs tiers: none 0, 1–2 50, 3 75, more than 3 100",
        "Viwango vya nafasi za kazi za moja kwa moja vya mwongozo: hakuna 0, 1–2 50, 3 75, zaidi ya 3 100"),
    ("Growth of 10% a quarter or more is excellent; holding steady is average; a fall of more than 10% scores 0",
        "Ukuaji wa 10% kwa robo mwaka au zaidi ni bora sana; kubaki palepale ni wastani; kushuka zaidi ya 10% ni alama 0"),
    ("A positive monthly net cash flow scores; Ksh 100,000 a month or more is the top",
        "Mtiririko halisi chanya wa pesa wa mwezi unapata alama; Ksh 100,000 kwa mwezi au zaidi ndiyo juu kabisa"),
    ("Average monthly sales: Ksh 500,000 or more is the top of the programme's businesses",
        "Wastani wa mauzo ya mwezi: Ksh 500,000 au zaidi ndiyo juu kabisa kati ya biashara za programu"),
    ("Each of the quarter's three months with more money in than out is a third of the score",
        "Kila mwezi kati ya mitatu ya robo mwaka wenye pesa nyingi zilizoingia kuliko zilizotoka ni theluthi ya alama"),
    ("Each month recorded by the 10th of the next month is a third of the score",
        "Kila mwezi uliorekodiwa kabla ya tarehe 10 ya mwezi unaofuata ni theluthi ya alama"),
    ("Jobs supported among suppliers and casual workers: 10 or more is the top",
        "Nafasi za kazi zinazowezeshwa kwa wasambazaji na vibarua: 10 au zaidi ndiyo juu kabisa"),
    ("Kenya's general minimum wage is about Ksh 15,000 a month: paying it or more is the top",
        "Kima cha chini cha mshahara nchini Kenya ni karibu Ksh 15,000 kwa mwezi: kulipa hicho au zaidi ndiyo juu kabisa"),
    ("People employed, the owner included: 10 or more is the top",
        "Watu walioajiriwa, mmiliki akiwemo: 10 au zaidi ndiyo juu kabisa"),
    ("Kinds of insurance given to employees: three or more is the top",
        "Aina za bima zinazotolewa kwa wafanyakazi: tatu au zaidi ndiyo juu kabisa"),
    ("Contracts (all 3 points, most 2, a few 1) plus HR systems kept (a point each, at most 3)",
        "Mikataba (wote pointi 3, wengi 2, wachache 1) pamoja na mifumo ya rasilimali watu (pointi moja kila mmoja, hadi 3)"),
    ("The legend's 0 to 100%: each of the last four quarters answered within its three-month window is 25",
        "0 hadi 100% ya mwongozo: kila robo mwaka kati ya nne zilizopita iliyojibiwa ndani ya miezi yake mitatu ni 25"),
    ("Playbook progress: 80% or more of the sessions complete is the top",
        "Maendeleo ya playbook: 80% au zaidi ya vipindi vilivyokamilika ndiyo juu kabisa"),
    ("The legend's target: three or more coach meetings a quarter",
        "Lengo la mwongozo: mikutano mitatu au zaidi na mkufunzi kila robo mwaka"),
    ("Check-ins attended of those held: 90% or more is the top",
        "Vikao vilivyohudhuriwa kati ya vilivyofanyika: 90% au zaidi ndiyo juu kabisa"),
    ("Installments not covered on their due day plus the grace days: none is the top, three or more scores 0",
        "Awamu zisizolipwa kufikia siku yake pamoja na siku za neema: hakuna ndiyo juu kabisa, tatu au zaidi ni alama 0"),
    ("Everything due repaid is the top; less than half scores 0",
        "Kulipa kila kinachodaiwa ndiyo juu kabisa; chini ya nusu ni alama 0"),
    ("Loans repaid in full: a track record of two or more is the top",
        "Mikopo iliyolipwa yote: historia ya miwili au zaidi ndiyo juu kabisa"),
    ("Operating profit over 12 months as a share of revenue: 20% or more is the top; a loss scores 0",
        "Faida ya uendeshaji ya miezi 12 kama sehemu ya mapato: 20% au zaidi ndiyo juu kabisa; hasara ni alama 0"),
    ("Net profit over 12 months against the installments due in them: twice is the legend's target",
        "Faida halisi ya miezi 12 dhidi ya awamu zilizotakiwa ndani yake: mara mbili ndilo lengo la mwongozo"),
    ("The share of the licence checklist held", "Sehemu ya orodha ya leseni zilizopo"),
    ("The legend's cash flow to loan ratio target: the quarter's monthly net cash flow twice the monthly installment",
        "Lengo la mwongozo la uwiano wa mtiririko wa pesa kwa mkopo: mtiririko halisi wa pesa wa mwezi mara mbili ya awamu ya mwezi"),
    ("The share of the playbook checklist done", "Sehemu ya orodha ya playbook iliyokamilika"),
    ("The legend's loan term: under 18 months good, 18 to 35 medium, over 35 poor",
        "Muda wa mkopo wa mwongozo: chini ya miezi 18 nzuri, 18 hadi 35 wastani, zaidi ya 35 dhaifu"),
    ("The legend's owner's contribution tiers: 50%, 30%, 20%, 10%",
        "Viwango vya mchango wa mmiliki vya mwongozo: 50%, 30%, 20%, 10%"),
    ("The share of installments due that were paid on time",
        "Sehemu ya awamu zilizotakiwa ambazo zililipwa kwa wakati"),
    ("The coach's 0–5 rating of the bureau report; a loan under the legend's Ksh 300,000 needs no report and scores 100",
        "Alama ya mkufunzi ya 0–5 ya ripoti ya taasisi; mkopo chini ya Ksh 300,000 ya mwongozo hauhitaji ripoti na unapata alama 100"),
    ("The legend's business experience: under 1 year, 1 to 5 years, over 5 years",
        "Uzoefu wa biashara wa mwongozo: chini ya mwaka 1, miaka 1 hadi 5, zaidi ya miaka 5"),
    ("The legend's time in programme: under 6 months, 6 to 12, over 12",
        "Muda kwenye programu wa mwongozo: chini ya miezi 6, 6 hadi 12, zaidi ya 12"),
    ("Women among the employees: half or more is the top",
        "Wanawake kati ya wafanyakazi: nusu au zaidi ndiyo juu kabisa"),
    ("Youth (18 to 35) among the employees: half or more is the top",
        "Vijana (miaka 18 hadi 35) kati ya wafanyakazi: nusu au zaidi ndiyo juu kabisa"),
];

/// Why a measure's default rule is what it is, in a language.
pub fn reason_in(measure: MeasureId, language: Language) -> &'static str {
    translated(REASONS, reason(measure), language)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_measure_has_a_name_and_a_reason_in_both_languages() {
        for measure in MeasureId::ALL {
            let (en, sw) = names(measure);
            assert!(!en.is_empty() && !sw.is_empty() && en != sw, "{en}");
            let reason_sw = reason_in(measure, Language::Swahili);
            assert_ne!(reason_sw, reason(measure), "{}", measure.wire());
            assert_eq!(reason_in(measure, Language::English), reason(measure));
        }
        for (i, (en, _)) in REASONS.iter().enumerate() {
            assert!(
                REASONS[..i].iter().all(|(other, _)| other != en),
                "{en} twice"
            );
            assert!(
                MeasureId::ALL.iter().any(|m| reason(*m) == *en),
                "{en} is no rule's reason"
            );
        }
    }
}
