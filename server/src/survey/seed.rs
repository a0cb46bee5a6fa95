//! At every start: each of core's three surveys is stored as version 1 if its code has none yet
//! (an upload's later versions are kept). Several servers starting at once add each once.

use portal_core::survey::seeds::seeds;
use sqlx::AnyPool;

use super::store::surveys;

pub async fn seed(pool: &AnyPool, now: i64) -> Result<(), sqlx::Error> {
    for survey in seeds() {
        if surveys::current(pool, survey.code).await?.is_none() {
            surveys::insert(pool, &survey, 1, None, now).await?;
        }
    }
    Ok(())
}
