//! The SMS or e-mail an entrepreneur receives when the team decides on one of their steps, in their
//! language.

use super::review::Decision;
use crate::language::Language;

/// `step`: the step's label (or the question's text) in the person's language.
pub fn decision_notice(step: &str, decision: &Decision, language: Language) -> String {
    match (decision, language) {
        (Decision::Approve, Language::English) => {
            ["Your onboarding step '", step, "' was approved."].concat()
        }
        (Decision::Approve, Language::Swahili) => {
            ["Hatua yako ya usajili '", step, "' imeidhinishwa."].concat()
        }
        (Decision::Reject { reason }, Language::English) => [
            "Your onboarding step '",
            step,
            "' was not accepted: ",
            reason,
            ". Please submit it again in the portal.",
        ]
        .concat(),
        (Decision::Reject { reason }, Language::Swahili) => [
            "Hatua yako ya usajili '",
            step,
            "' haikukubaliwa: ",
            reason,
            ". Tafadhali iwasilishe tena kwenye tovuti.",
        ]
        .concat(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::onboarding::steps::Step;

    #[test]
    fn both_decisions_in_both_languages() {
        let reject = Decision::Reject {
            reason: "The photo is blurred".into(),
        };
        assert_eq!(
            decision_notice(Step::Passport.label(Language::English), &reject, Language::English),
            "Your onboarding step 'Passport Photo' was not accepted: The photo is blurred. Please submit it again in the portal."
        );
        assert_eq!(
            decision_notice(
                Step::Passport.label(Language::Swahili),
                &Decision::Approve,
                Language::Swahili
            ),
            "Hatua yako ya usajili 'Picha ya Pasipoti' imeidhinishwa."
        );
    }
}
