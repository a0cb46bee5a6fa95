//! Which ids a playbook page's URL names (spec 001 sections 2.3, 4.3, 5, 9). The pages read their
//! ids from the path, split at `/` as the browser's `location.pathname.split('/')` does (so the
//! leading empty piece counts):
//!
//! | page | path | pieces |
//! |---|---|---|
//! | a playbook's chapters | `/dashboard/playbook/playbook/{play_id}` | 5 |
//! | a chapter's sessions | `/dashboard/playbook/book/{play_id}/chapter/{chap_id}` | 7 |
//! | a session | `/dashboard/playbook/b/{play_id}/c/{chap_id}/s/{ses_id}` | exactly 9 |
//!
//! An id must be 24 characters (our ids are 24 lowercase hex characters, `id::is_valid_id`). When
//! the piece where the id belongs is not one, the piece one up is tried (so a trailing `/` or an
//! extra piece after the id still finds it); when neither is, the page shows the spec's message to
//! select a playbook or chapter again. The page's own id is its last piece; the other ids are read
//! at their place. The session page needs exactly 9 pieces and a saved pair.

use crate::id::is_valid_id;

pub const PLAYBOOK_NOT_FOUND: &str =
    "Selected Playbook detail not found. Select a playbook to proceed";
pub const CHAPTER_NOT_FOUND: &str = "Selected Chapter detail not found";
pub const LINK_ERROR: &str = "Link error occured";
pub const PAIRING_DETAILS_ERROR: &str = "Pairing details error";
pub const NOT_PAIRED_SELECT: &str = "Not Paired. Select an advisor to proceed";

/// Section 9: the session route has exactly 9 path pieces.
pub const SESSION_PIECES: usize = 9;

/// The path's pieces, without a query or a fragment.
pub fn pieces(path: &str) -> Vec<&str> {
    // Bytes (both are ASCII), not `find(['?', '#'])`: see "WASM size" in lib.rs.
    let end = path
        .bytes()
        .position(|b| matches!(b, b'?' | b'#'))
        .unwrap_or(path.len());
    path[..end].split('/').collect()
}

/// The id at `index`, or else the piece one up; None when neither is an id.
pub fn pick_id<'a>(pieces: &[&'a str], index: usize) -> Option<&'a str> {
    let at = |i: usize| pieces.get(i).copied().filter(|p| is_valid_id(p));
    at(index).or_else(|| index.checked_sub(1).and_then(at))
}

/// The last piece's id (or one up).
fn last_id<'a>(pieces: &[&'a str]) -> Option<&'a str> {
    pick_id(pieces, pieces.len().checked_sub(1)?)
}

/// `/dashboard/playbook/playbook/{play_id}`: the playbook whose chapters to show.
pub fn playbook_page(path: &str) -> Result<&str, &'static str> {
    last_id(&pieces(path)).ok_or(PLAYBOOK_NOT_FOUND)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChapterPage<'a> {
    pub playbook_id: &'a str,
    pub chapter_id: &'a str,
}

/// `/dashboard/playbook/book/{play_id}/chapter/{chap_id}`: the chapter whose sessions to show (and
/// its playbook, for the back button).
pub fn chapter_page(path: &str) -> Result<ChapterPage<'_>, &'static str> {
    let pieces = pieces(path);
    let chapter_id = last_id(&pieces).ok_or(CHAPTER_NOT_FOUND)?;
    let playbook_id = pick_id(&pieces, 4).ok_or(PLAYBOOK_NOT_FOUND)?;
    Ok(ChapterPage {
        playbook_id,
        chapter_id,
    })
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SessionPage<'a> {
    pub playbook_id: &'a str,
    pub chapter_id: &'a str,
    pub session_id: &'a str,
    pub pair_id: &'a str,
}

/// `/dashboard/playbook/b/{play_id}/c/{chap_id}/s/{ses_id}` with the pair saved on the phone:
/// exactly 9 pieces ('Link error occured' otherwise), the three ids (the playbook's and the
/// chapter's messages ask to select them again; a bad session id is a link error), then the pair
/// ('Not Paired. Select an advisor to proceed' when none is saved, 'Pairing details error' when
/// what is saved is not an id).
pub fn session_page<'a>(
    path: &'a str,
    saved_pair: Option<&'a str>,
) -> Result<SessionPage<'a>, &'static str> {
    let pieces = pieces(path);
    if pieces.len() != SESSION_PIECES {
        return Err(LINK_ERROR);
    }
    let playbook_id = pick_id(&pieces, 4).ok_or(PLAYBOOK_NOT_FOUND)?;
    let chapter_id = pick_id(&pieces, 6).ok_or(CHAPTER_NOT_FOUND)?;
    let session_id = pick_id(&pieces, 8).ok_or(LINK_ERROR)?;
    let saved = saved_pair.map(str::trim).filter(|p| !p.is_empty());
    let pair_id = saved.ok_or(NOT_PAIRED_SELECT)?;
    if !is_valid_id(pair_id) {
        return Err(PAIRING_DETAILS_ERROR);
    }
    Ok(SessionPage {
        playbook_id,
        chapter_id,
        session_id,
        pair_id,
    })
}

/// The paths the pages link to, built from ids (the inverse of the functions above).
pub fn playbook_path(playbook_id: &str) -> String {
    ["/dashboard/playbook/playbook/", playbook_id].concat()
}

pub fn chapter_path(playbook_id: &str, chapter_id: &str) -> String {
    [
        "/dashboard/playbook/book/",
        playbook_id,
        "/chapter/",
        chapter_id,
    ]
    .concat()
}

pub fn session_path(playbook_id: &str, chapter_id: &str, session_id: &str) -> String {
    [
        "/dashboard/playbook/b/",
        playbook_id,
        "/c/",
        chapter_id,
        "/s/",
        session_id,
    ]
    .concat()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const P: &str = "6740000000000000000000aa";
    const C: &str = "6740000000000000000000bb";
    const S: &str = "6740000000000000000000cc";
    const PAIR: &str = "6740000000000000000000dd";

    #[test]
    fn playbook_page_reads_the_last_piece_or_one_up() {
        assert_eq!(playbook_page(&playbook_path(P)), Ok(P));
        let trailing = [playbook_path(P).as_str(), "/"].concat();
        assert_eq!(playbook_page(&trailing), Ok(P));
        let extra = [playbook_path(P).as_str(), "/x"].concat();
        assert_eq!(playbook_page(&extra), Ok(P));
        let query = [playbook_path(P).as_str(), "?tab=1#top"].concat();
        assert_eq!(playbook_page(&query), Ok(P));
        // Two pieces away is not tried.
        let two = [playbook_path(P).as_str(), "/x/y"].concat();
        assert_eq!(playbook_page(&two), Err(PLAYBOOK_NOT_FOUND));
        assert_eq!(
            playbook_page("/dashboard/playbook/playbook/12345"),
            Err(PLAYBOOK_NOT_FOUND)
        );
        assert_eq!(playbook_page(""), Err(PLAYBOOK_NOT_FOUND));
        // 24 characters, but not one of our ids.
        assert_eq!(
            playbook_page("/dashboard/playbook/playbook/ZZZZ0000000000000000000a"),
            Err(PLAYBOOK_NOT_FOUND)
        );
    }

    #[test]
    fn chapter_page_cases() {
        let ok = ChapterPage {
            playbook_id: P,
            chapter_id: C,
        };
        assert_eq!(chapter_page(&chapter_path(P, C)), Ok(ok));
        let trailing = [chapter_path(P, C).as_str(), "/"].concat();
        assert_eq!(chapter_page(&trailing), Ok(ok));
        assert_eq!(
            chapter_page(&chapter_path(P, "short")),
            Err(CHAPTER_NOT_FOUND)
        );
        assert_eq!(
            chapter_page(&chapter_path("short", C)),
            Err(PLAYBOOK_NOT_FOUND)
        );
    }

    #[test]
    fn session_page_needs_nine_pieces_and_a_pair() {
        let path = session_path(P, C, S);
        assert_eq!(pieces(&path).len(), SESSION_PIECES);
        assert_eq!(
            session_page(&path, Some(PAIR)),
            Ok(SessionPage {
                playbook_id: P,
                chapter_id: C,
                session_id: S,
                pair_id: PAIR
            })
        );
        let trailing = [path.as_str(), "/"].concat();
        assert_eq!(session_page(&trailing, Some(PAIR)), Err(LINK_ERROR));
        let short = ["/dashboard/playbook/b/", P, "/c/", C].concat();
        assert_eq!(session_page(&short, Some(PAIR)), Err(LINK_ERROR));
        assert_eq!(
            session_page(&session_path("x", C, S), Some(PAIR)),
            Err(PLAYBOOK_NOT_FOUND)
        );
        assert_eq!(
            session_page(&session_path(P, "x", S), Some(PAIR)),
            Err(CHAPTER_NOT_FOUND)
        );
        assert_eq!(
            session_page(&session_path(P, C, "x"), Some(PAIR)),
            Err(LINK_ERROR)
        );
        assert_eq!(session_page(&path, None), Err(NOT_PAIRED_SELECT));
        assert_eq!(session_page(&path, Some("  ")), Err(NOT_PAIRED_SELECT));
        assert_eq!(
            session_page(&path, Some("undefined")),
            Err(PAIRING_DETAILS_ERROR)
        );
    }

    #[test]
    fn pick_id_at_the_start() {
        assert_eq!(pick_id(&[P], 0), Some(P));
        assert_eq!(pick_id(&["x"], 0), None);
        assert_eq!(pick_id(&[], 3), None);
        assert_eq!(pick_id(&[P, "x"], 1), Some(P));
    }

    proptest! {
        #[test]
        fn built_paths_read_back(p in "[0-9a-f]{24}", c in "[0-9a-f]{24}", s in "[0-9a-f]{24}") {
            let playbook = playbook_path(&p);
            prop_assert_eq!(playbook_page(&playbook), Ok(p.as_str()));
            let chapter = chapter_path(&p, &c);
            let page = chapter_page(&chapter).expect("valid");
            prop_assert_eq!((page.playbook_id, page.chapter_id), (p.as_str(), c.as_str()));
            let session = session_path(&p, &c, &s);
            let page = session_page(&session, Some(PAIR)).expect("valid");
            prop_assert_eq!(page.session_id, s.as_str());
        }
    }
}
