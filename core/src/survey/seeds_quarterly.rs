//! The quarterly survey's questions (`2*14*1`): the figures the impact scorecard reads.

use super::model::QuestionType::{Decimal, Integer, Note, SelectMany, SelectOne};
use super::seeds::{Seed, YES_NO};

const fn ask(
    name: &'static str,
    kind: super::model::QuestionType,
    en: &'static str,
    sw: &'static str,
) -> Seed {
    Seed {
        name,
        kind,
        en,
        sw,
        options: &[],
        required: true,
        when: None,
    }
}

pub(super) const QUARTERLY: &[Seed] = &[
    ask(
        "quarterly_intro",
        Note,
        "These questions are about your business in the last quarter (the last three months). Your answers help your coach support you and are kept confidential.",
        "Maswali haya yanahusu biashara yako katika robo mwaka iliyopita (miezi mitatu iliyopita). Majibu yako yanamsaidia mkufunzi wako kukusaidia, na yatatunzwa kwa siri.",
    ),
    ask(
        "revenue",
        Decimal,
        "What was the business's total revenue (sales) in the last quarter, in your local currency?",
        "Mapato yote (mauzo) ya biashara katika robo mwaka iliyopita yalikuwa kiasi gani, kwa sarafu ya nchi yako?",
    ),
    ask(
        "employees_total",
        Integer,
        "How many people does the business employ now, including you?",
        "Biashara inaajiri watu wangapi kwa sasa, ukijumuisha wewe mwenyewe?",
    ),
    ask(
        "women_employed",
        Integer,
        "How many of them are women?",
        "Kati yao, wangapi ni wanawake?",
    ),
    ask(
        "youth_employed",
        Integer,
        "How many of them are youth (aged 18 to 35)?",
        "Kati yao, wangapi ni vijana (wenye umri wa miaka 18 hadi 35)?",
    ),
    ask(
        "full_time_employees",
        Integer,
        "How many of them work full time?",
        "Kati yao, wangapi wanafanya kazi muda wote?",
    ),
    ask(
        "direct_jobs_created",
        Integer,
        "How many new jobs did the business create this quarter (people the business employs itself)?",
        "Biashara imetengeneza nafasi ngapi mpya za kazi robo mwaka hii (watu ambao biashara inawaajiri yenyewe)?",
    ),
    ask(
        "indirect_jobs_created",
        Integer,
        "How many jobs did the business support indirectly this quarter (suppliers, distributors and casual workers it does not employ)?",
        "Biashara imewezesha nafasi ngapi za kazi kwa njia isiyo ya moja kwa moja robo mwaka hii (wauzaji wa malighafi, wasambazaji na vibarua ambao haiwaajiri)?",
    ),
    ask(
        "average_salary",
        Decimal,
        "What is the average monthly salary of a full-time employee? (Write 0 if there are no full-time employees.)",
        "Wastani wa mshahara wa mwezi wa mfanyakazi wa muda wote ni kiasi gani? (Andika 0 kama hakuna mfanyakazi wa muda wote.)",
    ),
    Seed {
        options: YES_NO,
        ..ask(
            "has_insurance",
            SelectOne,
            "Does the business provide insurance for its employees?",
            "Je, biashara inawapatia wafanyakazi wake bima?",
        )
    },
    Seed {
        options: &[
            ("health", "Health insurance", "Bima ya afya"),
            ("pension", "Pension or social security (such as NSSF)", "Pensheni au hifadhi ya jamii (kama NSSF)"),
            ("work_injury", "Work injury cover", "Bima ya majeraha kazini"),
            ("life", "Life insurance", "Bima ya maisha"),
            ("other", "Other insurance", "Bima nyingine"),
        ],
        when: Some(("has_insurance", "yes")),
        ..ask(
            "insurance_types",
            SelectMany,
            "Which insurances does it provide?",
            "Inatoa bima zipi?",
        )
    },
    Seed {
        options: YES_NO,
        ..ask(
            "has_contracts",
            SelectOne,
            "Do your employees have written employment contracts?",
            "Je, wafanyakazi wako wana mikataba ya ajira ya maandishi?",
        )
    },
    Seed {
        options: &[
            ("all", "All of them", "Wote"),
            ("most", "Most of them", "Wengi wao"),
            ("few", "A few of them", "Wachache kati yao"),
        ],
        when: Some(("has_contracts", "yes")),
        ..ask(
            "contracts_share",
            SelectOne,
            "How many of them have one?",
            "Ni wangapi kati yao walio na mkataba?",
        )
    },
    Seed {
        options: YES_NO,
        ..ask(
            "has_hr_system",
            SelectOne,
            "Does the business keep HR systems, such as staff records, payslips, leave records or an HR policy?",
            "Je, biashara ina mifumo ya rasilimali watu, kama kumbukumbu za wafanyakazi, hati za mishahara, kumbukumbu za likizo au sera ya rasilimali watu?",
        )
    },
    Seed {
        options: &[
            ("staff_records", "Staff records", "Kumbukumbu za wafanyakazi"),
            ("payslips", "Payslips", "Hati za mishahara"),
            ("leave_records", "Leave records", "Kumbukumbu za likizo"),
            ("hr_policy", "A written HR policy", "Sera ya rasilimali watu iliyoandikwa"),
            ("payroll_software", "Payroll software", "Programu ya kuandaa mishahara"),
        ],
        when: Some(("has_hr_system", "yes")),
        ..ask(
            "hr_systems",
            SelectMany,
            "Which of these does it keep?",
            "Biashara ina mifumo ipi kati ya hii?",
        )
    },
];
