//! What a caller may open: a playbook assigned to one of their pairs (the team: any), its chapters
//! and sessions, and a session of a pair's assigned playbook. Anything else answers with the
//! spec's not-found message for what was asked, the same whether it exists or not.

use std::collections::HashSet;

use portal_core::playbook::model::Session;
use portal_core::playbook::route::{CHAPTER_NOT_FOUND, LINK_ERROR, PLAYBOOK_NOT_FOUND};

use super::access::{side_of, whose, READERS};
use super::error::{PlaybookError, PlaybookResult};
use super::store::content;
use super::store::pairs::{self, Pair};
use crate::auth::AuthUser;
use crate::state::AppState;

/// The playbooks assigned to any of the caller's pairs; None for the team (every playbook).
async fn open_playbooks(
    state: &AppState,
    user: &AuthUser,
) -> PlaybookResult<Option<HashSet<String>>> {
    user.require(&READERS)?;
    if side_of(user).is_none() {
        return Ok(None);
    }
    let mut ids = HashSet::new();
    for pair in pairs::list(&state.pool, whose(user)).await? {
        for assigned in pairs::assigned(&state.pool, &pair.id).await? {
            ids.insert(assigned.id);
        }
    }
    Ok(Some(ids))
}

/// The caller may open `playbook_id` (it exists, and is assigned to one of their pairs).
pub async fn playbook(state: &AppState, user: &AuthUser, playbook_id: &str) -> PlaybookResult<()> {
    let open = open_playbooks(state, user).await?;
    let exists = content::find_playbook(&state.pool, playbook_id)
        .await?
        .is_some();
    if exists && open.is_none_or(|ids| ids.contains(playbook_id)) {
        Ok(())
    } else {
        Err(PlaybookError::not_found(PLAYBOOK_NOT_FOUND))
    }
}

/// The chapter's playbook id when the caller may open it.
pub async fn chapter(
    state: &AppState,
    user: &AuthUser,
    chapter_id: &str,
) -> PlaybookResult<String> {
    let open = open_playbooks(state, user).await?;
    match content::find_chapter(&state.pool, chapter_id).await? {
        Some(chapter) if open.is_none_or(|ids| ids.contains(&chapter.playbook_id)) => {
            Ok(chapter.playbook_id)
        }
        _ => Err(PlaybookError::not_found(CHAPTER_NOT_FOUND)),
    }
}

/// A session and its playbook id when the caller may open it.
pub async fn session(
    state: &AppState,
    user: &AuthUser,
    session_id: &str,
) -> PlaybookResult<(Session, String)> {
    let open = open_playbooks(state, user).await?;
    match content::find_session(&state.pool, session_id).await? {
        Some((session, playbook)) if open.is_none_or(|ids| ids.contains(&playbook)) => {
            Ok((session, playbook))
        }
        _ => Err(PlaybookError::not_found(LINK_ERROR)),
    }
}

/// A session of one of `pair`'s assigned playbooks ('Link error occured' otherwise).
pub async fn pair_session(
    state: &AppState,
    pair: &Pair,
    session_id: &str,
) -> PlaybookResult<Session> {
    let assigned = pairs::assigned(&state.pool, &pair.id).await?;
    match content::find_session(&state.pool, session_id.trim()).await? {
        Some((session, playbook)) if assigned.iter().any(|a| a.id == playbook) => Ok(session),
        _ => Err(PlaybookError::not_found(LINK_ERROR)),
    }
}
