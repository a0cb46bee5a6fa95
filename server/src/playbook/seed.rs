//! At every start: core's five playbooks, their chapters and sessions, stored by their stable seed
//! ids when absent (`ON CONFLICT DO NOTHING`), so a restart or two servers starting at once add
//! nothing twice, and content already stored is left as it is.

use portal_core::playbook::seeds::seeds;
use sqlx::AnyPool;

use super::store::content;

pub async fn seed(pool: &AnyPool, now: i64) -> Result<(), sqlx::Error> {
    let mut tx = pool.begin().await?;
    for (position, seed) in (1_i64..).zip(seeds()) {
        content::insert_playbook(&mut tx, &seed.playbook, position, now).await?;
        for chapter in &seed.chapters {
            content::insert_chapter(&mut tx, chapter).await?;
        }
        for session in &seed.sessions {
            content::insert_session(&mut tx, session).await?;
        }
    }
    tx.commit().await
}
