//! What a missing figure's notes say, in Swahili: what is missing and how to add it.

use super::missing::{LoanTerm, Missing, SheetEntry};
use super::note_sw::{q, question, rating};

fn entry(entry: SheetEntry) -> String {
    match entry {
        SheetEntry::Rating(r) => format!("alama ya {}", rating(r)),
        SheetEntry::Licenses => "orodha ya leseni na vibali".into(),
        SheetEntry::Playbooks => "orodha ya playbook".into(),
        SheetEntry::CoachMeetings => "mikutano na mkufunzi".into(),
        SheetEntry::CheckinsAttended => "vikao vilivyohudhuriwa".into(),
    }
}

pub(super) fn text(why: &Missing) -> String {
    match why {
        Missing::NoBooks { year, quarter } => format!(
            "Hakuna mauzo wala matumizi yaliyorekodiwa kwenye DigiKua kwa {}: rekodi mauzo na matumizi yako kwenye DigiKua kabla ya tarehe 10 ya mwezi unaofuata",
            q(*year, *quarter)
        ),
        Missing::NoPreviousRevenue { year, quarter } => format!(
            "Hakuna mapato yaliyorekodiwa kwenye DigiKua kwa {} ya kulinganisha nayo: ukuaji unapata alama mauzo ya robo mbili yakisharekodiwa",
            q(*year, *quarter)
        ),
        Missing::NoValidation { year, quarter } => format!(
            "Hakuna taarifa ya M-Pesa inayohusu {}: tuma taarifa yako ya M-Pesa ya robo mwaka kwenye Uthibitisho",
            q(*year, *quarter)
        ),
        Missing::NoSurvey { year, quarter } => format!(
            "Utafiti wa robo mwaka wa {} haujajibiwa: jibu utafiti wa robo mwaka",
            q(*year, *quarter)
        ),
        Missing::SurveyAnswer { question: which } => format!(
            "Utafiti wa robo mwaka hauna jibu kuhusu {}: lijibu kwenye utafiti wa robo mwaka",
            question(*which)
        ),
        Missing::NoEmployees => {
            "Utafiti wa robo mwaka hauonyeshi mfanyakazi yeyote, kwa hiyo hakuna sehemu ya kupima".into()
        }
        Missing::NoPlaybook => "Bado hakuna maendeleo ya playbook: mwombe mkufunzi wako akuunganishe na mshauri kisha ufanye vipindi vya playbook yako".into(),
        Missing::NoCheckinsHeld { year, quarter } => format!(
            "Hakuna kikao cha kundi lako la mafunzo kilichofanyika {}",
            q(*year, *quarter)
        ),
        Missing::SheetEntry { entry: which } => format!(
            "Karatasi ya alama ya mkufunzi ya robo mwaka hii haina {}: mkufunzi wako ataiongeza",
            entry(*which)
        ),
        Missing::NoLoans => {
            "Biashara haijapewa mkopo wowote, kwa hiyo hakuna marejesho ya kupima".into()
        }
        Missing::NothingDue => "Hakuna awamu ya mkopo iliyofika wakati wa kulipwa kufikia mwisho wa robo mwaka".into(),
        Missing::NoInstallments => {
            "Hakuna awamu ya mkopo katika miezi hii, kwa hiyo hakuna cha kulipia".into()
        }
        Missing::LoanApplication { term } => format!(
            "Hakuna ombi la mkopo lenye {} la kusoma",
            match term {
                LoanTerm::Tenure => "muda wa kulipa",
                LoanTerm::OwnContribution => "mchango wako",
            }
        ),
        Missing::NoEnrolment => "Mmiliki bado hajasajiliwa kwenye programu: muda kwenye programu unahesabiwa kuanzia usajili".into(),
        Missing::NoRevenue => "Hakuna mapato yaliyorekodiwa kwenye DigiKua katika miezi 12 iliyopita: rekodi mauzo yako kwenye DigiKua".into(),
    }
}
