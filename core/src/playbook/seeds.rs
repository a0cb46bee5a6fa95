//! The five playbooks the portal starts with (spec 001 section 3's playbook checklist: Key Business
//! Building Blocks, Market Access Playbook, Branding & Marketing Playbook, Innovation, Women's
//! Playbook), each with short chapters and sessions in English and Swahili, every session with a
//! tools checklist. Written as tables in `seeds_*.rs`.
//!
//! Ids are stable: `seed_id` makes a 24-hex id from the record's place (playbook name, chapter name,
//! session name, all in English), with a fixed time part, so the server can insert the seeds again
//! and again without duplicates (insert when the id is absent).

use super::model::{Chapter, Playbook, Session, Text, Tool};
use crate::id::new_id;

/// The icon names the seeded tools use; the PWA has an icon for each.
pub const ICONS: &[&str] = &[
    "wallet",
    "notebook",
    "calculator",
    "tag",
    "document",
    "calendar",
    "target",
    "users",
    "search",
    "store",
    "truck",
    "shield",
    "megaphone",
    "phone",
    "camera",
    "heart",
    "lightbulb",
    "flask",
    "chart",
    "handshake",
    "clock",
    "bank",
    "globe",
];

/// (English, Swahili).
pub(super) type Pair = (&'static str, &'static str);

pub(super) struct SeedPlaybook {
    pub name: Pair,
    pub summary: Pair,
    pub chapters: &'static [SeedChapter],
}

pub(super) struct SeedChapter {
    pub name: Pair,
    pub sessions: &'static [SeedSession],
}

pub(super) struct SeedSession {
    pub name: Pair,
    /// Markdown (`markdown.rs`).
    pub info: Pair,
    pub tools: &'static [SeedTool],
}

pub(super) struct SeedTool {
    pub name: Pair,
    pub info: Pair,
    pub icon: &'static str,
    pub link: Option<&'static str>,
}

/// One playbook with its chapters and sessions, ready to store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlaybookSeed {
    pub playbook: Playbook,
    pub chapters: Vec<Chapter>,
    pub sessions: Vec<Session>,
}

/// The seeds' time part: 2026-01-01 00:00 UTC.
const SEED_EPOCH: u32 = 1_767_225_600;

/// A stable id for a seeded record from its place, e.g. `Market Access Playbook/Know your customer`:
/// the seed time, then the place's 64-bit FNV-1a hash.
pub fn seed_id(place: &str) -> String {
    let hash = place.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    new_id(SEED_EPOCH, hash.to_be_bytes())
}

fn text((en, sw): Pair) -> Text {
    Text::new(en, sw)
}

const TABLES: [&SeedPlaybook; 5] = [
    &super::seeds_building_blocks::PLAYBOOK,
    &super::seeds_market_access::PLAYBOOK,
    &super::seeds_branding::PLAYBOOK,
    &super::seeds_innovation::PLAYBOOK,
    &super::seeds_women::PLAYBOOK,
];

/// The five playbooks, in the spec's order.
pub fn seeds() -> Vec<PlaybookSeed> {
    TABLES.iter().map(|p| build(p)).collect()
}

fn build(seed: &SeedPlaybook) -> PlaybookSeed {
    let playbook_place = seed.name.0;
    let playbook = Playbook {
        id: seed_id(playbook_place),
        name: text(seed.name),
        summary: text(seed.summary),
    };
    let mut chapters = Vec::new();
    let mut sessions = Vec::new();
    for (c, chapter) in seed.chapters.iter().enumerate() {
        let chapter_place = [playbook_place, "/", chapter.name.0].concat();
        let chapter_id = seed_id(&chapter_place);
        for (s, session) in chapter.sessions.iter().enumerate() {
            sessions.push(Session {
                id: seed_id(&[chapter_place.as_str(), "/", session.name.0].concat()),
                chapter_id: chapter_id.clone(),
                name: text(session.name),
                position: s as u32 + 1,
                info: text(session.info),
                tools: session
                    .tools
                    .iter()
                    .map(|t| Tool {
                        name: text(t.name),
                        info: text(t.info),
                        icon: t.icon.to_owned(),
                        link: t.link.map(str::to_owned),
                    })
                    .collect(),
            });
        }
        chapters.push(Chapter {
            id: chapter_id,
            playbook_id: playbook.id.clone(),
            name: text(chapter.name),
            position: c as u32 + 1,
        });
    }
    PlaybookSeed {
        playbook,
        chapters,
        sessions,
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::super::checks::{check_name, check_session};
    use super::super::markdown::check_markdown;
    use super::*;
    use crate::id::is_valid_id;

    #[test]
    fn the_five_playbooks_of_the_spec() {
        let names: Vec<String> = seeds().into_iter().map(|s| s.playbook.name.en).collect();
        assert_eq!(
            names,
            [
                "Key Business Building Blocks",
                "Market Access Playbook",
                "Branding & Marketing Playbook",
                "Innovation",
                "Women's Playbook"
            ]
        );
    }

    #[test]
    fn shapes_and_checks() {
        for seed in seeds() {
            check_name(&seed.playbook.name).expect("valid");
            assert!(!seed.playbook.summary.en.is_empty() && !seed.playbook.summary.sw.is_empty());
            assert!(
                (2..=3).contains(&seed.chapters.len()),
                "{:?}",
                seed.playbook.name
            );
            for chapter in &seed.chapters {
                check_name(&chapter.name).expect("valid");
                let sessions: Vec<&Session> = seed
                    .sessions
                    .iter()
                    .filter(|s| s.chapter_id == chapter.id)
                    .collect();
                assert!((2..=3).contains(&sessions.len()), "{:?}", chapter.name);
                for (i, session) in sessions.iter().enumerate() {
                    assert_eq!(session.position, i as u32 + 1);
                    check_session(session).unwrap_or_else(|p| panic!("{:?}: {p:?}", session.name));
                    assert!((2..=4).contains(&session.tools.len()), "{:?}", session.name);
                    for tool in &session.tools {
                        assert!(ICONS.contains(&tool.icon.as_str()), "{}", tool.icon);
                    }
                    assert_ne!(session.info.en, session.info.sw);
                }
            }
        }
    }

    #[test]
    fn seeded_markdown_uses_the_subset_and_no_html() {
        for seed in seeds() {
            for session in &seed.sessions {
                for text in [&session.info.en, &session.info.sw] {
                    assert_eq!(check_markdown(text), Ok(()), "{:?}", session.name);
                    assert!(!text.contains('<'), "{:?} has raw HTML", session.name);
                    assert!(!text.contains('`') && !text.contains('|'));
                }
                for tool in &session.tools {
                    check_markdown(&tool.info.en).expect("valid");
                    check_markdown(&tool.info.sw).expect("valid");
                }
            }
        }
    }

    #[test]
    fn ids_are_valid_unique_and_stable() {
        let mut ids = HashSet::new();
        for seed in seeds() {
            let all = std::iter::once(&seed.playbook.id)
                .chain(seed.chapters.iter().map(|c| &c.id))
                .chain(seed.sessions.iter().map(|s| &s.id));
            for id in all {
                assert!(is_valid_id(id), "{id}");
                assert!(ids.insert(id.clone()), "{id} twice");
            }
        }
        assert_eq!(seeds(), seeds());
        assert_eq!(seed_id("Innovation"), seed_id("Innovation"));
        assert_eq!(&seed_id("Innovation")[..8], "6955b900");
        assert_eq!(seeds()[3].playbook.id, seed_id("Innovation"));
    }
}
