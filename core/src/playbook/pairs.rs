//! Which pair an entrepreneur works in (spec 001 sections 2.3, 4.3, 6, 8): the advisors list
//! ('Advisor N'), the pair remembered on the phone, the pairs call that must find exactly one pair,
//! and the playbooks that pair may open.

use super::model::{AssignedPlaybook, Pairing};
use crate::language::Language;

pub const NOT_PAIRED_NO_ADVISOR: &str =
    "Not Paired: You don't have an advisor yet, reach out to your business coach for pairing";
pub const NO_ACCESS: &str = "No Access to Playbook yet";
pub const TOO_MANY_PAIRS: &str = "Fatal Error. Too many pairs found, only one expected";
pub const PAIR_NOT_FOUND: &str = "Error Occured. Pair not found";

/// Section 9: after choosing an advisor the playbooks list opens after about 0.9 s.
pub const PAIR_SELECTION_REDIRECT_MS: u32 = 900;

/// The pairs call with `id={pairId}` must answer exactly one pair.
pub fn the_one_pair<T>(found: &[T]) -> Result<&T, &'static str> {
    match found {
        [one] => Ok(one),
        [] => Err(PAIR_NOT_FOUND),
        _ => Err(TOO_MANY_PAIRS),
    }
}

/// `My Advisors`: an entrepreneur's pairs, or the message to ask a coach for one.
pub fn advisors(pairs: &[Pairing]) -> Result<&[Pairing], &'static str> {
    if pairs.is_empty() {
        Err(NOT_PAIRED_NO_ADVISOR)
    } else {
        Ok(pairs)
    }
}

/// The label of the `index`-th advisor of the list (from 0): `Advisor 1`, `Mshauri 1`.
pub fn advisor_label(index: usize, language: Language) -> String {
    let word = match language {
        Language::English => "Advisor ",
        Language::Swahili => "Mshauri ",
    };
    [word, (index + 1).to_string().as_str()].concat()
}

/// The pair the playbook pages use, from the pair saved on the phone (`saved`) and the person's
/// pairs. No pairs: ask a coach. Nothing saved: the only pair when there is one (nothing to choose),
/// otherwise 'Not Paired. Select an advisor to proceed'. A saved pair must be exactly one of theirs
/// (a pair ended or another person's is 'Error Occured. Pair not found').
pub fn choose_pair<'a>(
    saved: Option<&str>,
    pairs: &'a [Pairing],
) -> Result<&'a Pairing, &'static str> {
    let pairs = advisors(pairs)?;
    match saved.map(str::trim).filter(|s| !s.is_empty()) {
        None if pairs.len() == 1 => Ok(&pairs[0]),
        None => Err(super::route::NOT_PAIRED_SELECT),
        Some(id) => {
            let found: Vec<&Pairing> = pairs.iter().filter(|p| p.id == id).collect();
            the_one_pair(&found).copied()
        }
    }
}

/// The playbooks a pair may open (section 6: only those assigned to it).
pub fn playbooks_of(pair: &Pairing) -> Result<&[AssignedPlaybook], &'static str> {
    if pair.assigned_playbooks.is_empty() {
        Err(NO_ACCESS)
    } else {
        Ok(&pair.assigned_playbooks)
    }
}

/// Whether a pair may open a playbook: it is assigned to the pair.
pub fn may_open(pair: &Pairing, playbook_id: &str) -> Result<(), &'static str> {
    let assigned = playbooks_of(pair)?;
    if assigned.iter().any(|a| a.id == playbook_id) {
        Ok(())
    } else {
        Err(super::route::PLAYBOOK_NOT_FOUND)
    }
}

#[cfg(test)]
mod tests {
    use super::super::model::Text;
    use super::super::route::{NOT_PAIRED_SELECT, PLAYBOOK_NOT_FOUND};
    use super::*;

    fn pair(id: &str, playbooks: &[&str]) -> Pairing {
        Pairing {
            id: id.into(),
            entrepreneur: "ent".into(),
            advisor: "adv".into(),
            advisor_mail: "advisor@demo.test".into(),
            advisor_waap: "254712345678".into(),
            assigned_playbooks: playbooks
                .iter()
                .map(|p| AssignedPlaybook {
                    id: (*p).into(),
                    assignment_id: "a".repeat(24),
                    name: Text::new("Market Access", "Kufikia Masoko"),
                })
                .collect(),
            progress: vec![],
        }
    }

    #[test]
    fn exactly_one_pair() {
        assert_eq!(the_one_pair(&[1]), Ok(&1));
        assert_eq!(the_one_pair::<u8>(&[]), Err(PAIR_NOT_FOUND));
        assert_eq!(the_one_pair(&[1, 2]), Err(TOO_MANY_PAIRS));
    }

    #[test]
    fn choosing_the_pair() {
        let a = pair("a", &["p"]);
        let b = pair("b", &[]);
        assert_eq!(choose_pair(None, &[]), Err(NOT_PAIRED_NO_ADVISOR));
        assert_eq!(choose_pair(Some("a"), &[]), Err(NOT_PAIRED_NO_ADVISOR));
        assert_eq!(choose_pair(None, std::slice::from_ref(&a)), Ok(&a));
        assert_eq!(
            choose_pair(None, &[a.clone(), b.clone()]),
            Err(NOT_PAIRED_SELECT)
        );
        assert_eq!(
            choose_pair(Some(" "), &[a.clone(), b.clone()]),
            Err(NOT_PAIRED_SELECT)
        );
        assert_eq!(choose_pair(Some("b"), &[a.clone(), b.clone()]), Ok(&b));
        assert_eq!(
            choose_pair(Some("c"), &[a.clone(), b.clone()]),
            Err(PAIR_NOT_FOUND)
        );
        assert_eq!(
            choose_pair(Some("a"), &[a.clone(), a.clone()]),
            Err(TOO_MANY_PAIRS)
        );
    }

    #[test]
    fn playbooks_of_a_pair() {
        let a = pair("a", &["p"]);
        assert_eq!(playbooks_of(&a).expect("valid").len(), 1);
        assert_eq!(playbooks_of(&pair("b", &[])), Err(NO_ACCESS));
        assert_eq!(may_open(&a, "p"), Ok(()));
        assert_eq!(may_open(&a, "q"), Err(PLAYBOOK_NOT_FOUND));
        assert_eq!(may_open(&pair("b", &[]), "p"), Err(NO_ACCESS));
    }

    #[test]
    fn advisor_labels() {
        assert_eq!(advisor_label(0, Language::English), "Advisor 1");
        assert_eq!(advisor_label(2, Language::Swahili), "Mshauri 3");
        assert!(advisors(&[]).is_err());
    }
}
