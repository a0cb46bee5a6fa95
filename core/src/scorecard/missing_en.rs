//! What a missing figure's notes say, in English: what is missing and how to add it.

use super::missing::{LoanTerm, Missing, SheetEntry};
use super::note_en::{q, question, rating};

fn entry(entry: SheetEntry) -> String {
    match entry {
        SheetEntry::Rating(r) => format!("rating of {}", rating(r)),
        SheetEntry::Licenses => "licences and permits checklist".into(),
        SheetEntry::Playbooks => "playbook checklist".into(),
        SheetEntry::CoachMeetings => "coach meetings".into(),
        SheetEntry::CheckinsAttended => "check-ins attended".into(),
    }
}

pub(super) fn text(why: &Missing) -> String {
    match why {
        Missing::NoBooks { year, quarter } => format!(
            "No sale or expense is recorded in DigiKua for {}: record your sales and expenses in DigiKua by the 10th of the next month",
            q(*year, *quarter)
        ),
        Missing::NoPreviousRevenue { year, quarter } => format!(
            "No revenue is recorded in DigiKua for {} to compare with: growth is scored once two quarters of sales are recorded",
            q(*year, *quarter)
        ),
        Missing::NoValidation { year, quarter } => format!(
            "No M-Pesa statement covers {}: send your M-Pesa statement for the quarter in Validation",
            q(*year, *quarter)
        ),
        Missing::NoSurvey { year, quarter } => format!(
            "The quarterly survey for {} is not answered: answer the quarterly survey",
            q(*year, *quarter)
        ),
        Missing::SurveyAnswer { question: which } => format!(
            "The quarterly survey has no answer about {}: answer it in the quarterly survey",
            question(*which)
        ),
        Missing::NoEmployees => {
            "The quarterly survey reports no employees, so there is no share to take".into()
        }
        Missing::NoPlaybook => "No playbook progress yet: ask your business coach to pair you with an advisor and work through your playbook sessions".into(),
        Missing::NoCheckinsHeld { year, quarter } => format!(
            "No check-in of your learning cohort was held in {}",
            q(*year, *quarter)
        ),
        Missing::SheetEntry { entry: which } => format!(
            "The coach's scoring sheet for this quarter has no {}: your business coach adds it",
            entry(*which)
        ),
        Missing::NoLoans => {
            "No loan has been disbursed to the business, so there are no repayments to score".into()
        }
        Missing::NothingDue => "No loan installment was due by the end of the quarter".into(),
        Missing::NoInstallments => {
            "No loan installment falls in these months, so there is nothing to cover".into()
        }
        Missing::LoanApplication { term } => format!(
            "There is no loan application with {} to read",
            match term {
                LoanTerm::Tenure => "a repayment period",
                LoanTerm::OwnContribution => "an own contribution",
            }
        ),
        Missing::NoEnrolment => "The owner is not enrolled in the programme yet: time in the programme counts from enrolment".into(),
        Missing::NoRevenue => "No revenue is recorded in DigiKua in the last 12 months: record your sales in DigiKua".into(),
    }
}
