//! A pair as it is answered: core's `Pairing` with its assigned playbooks and each one's progress
//! (core's `pair_progress`, from the content and what the pair did), the same figure on both sides.

use portal_core::playbook::model::Pairing;
use portal_core::playbook::progress::{pair_progress, Outline};

use super::model::PairView;
use super::store::pairs::Pair;
use super::store::{content, pairs, work};
use crate::error::AppResult;
use crate::state::AppState;

pub async fn pair_view(state: &AppState, pair: &Pair) -> AppResult<PairView> {
    let assigned = pairs::assigned(&state.pool, &pair.id).await?;
    let chapters = content::all_chapters(&state.pool).await?;
    let sessions = content::all_sessions(&state.pool).await?;
    let outlines: Vec<Outline> = assigned
        .iter()
        .map(|a| Outline::of(&a.id, &chapters, &sessions))
        .collect();
    let ticks = work::ticks(&state.pool, &pair.id).await?;
    let marks = work::task_marks(&state.pool, &pair.id).await?;
    let progress = pair_progress(&assigned, &outlines, &ticks, &marks);
    Ok(PairView {
        pairing: Pairing {
            id: pair.id.clone(),
            entrepreneur: pair.entrepreneur_id.clone(),
            advisor: pair.advisor_id.clone(),
            advisor_mail: pair.advisor_email.clone(),
            advisor_waap: pair.advisor_phone.clone().unwrap_or_default(),
            assigned_playbooks: assigned,
            progress,
        },
        entrepreneur_name: pair.entrepreneur_name.clone(),
        entrepreneur_mail: pair.entrepreneur_email.clone(),
        entrepreneur_phone: pair.entrepreneur_phone.clone().unwrap_or_default(),
        advisor_name: pair.advisor_name.clone(),
        created_at: pair.created_at,
    })
}
