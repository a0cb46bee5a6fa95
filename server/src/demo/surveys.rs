//! The quarterly surveys in the demo: all three open for the current quarter, so a demo entrepreneur
//! can fill them in at once (the surveys themselves are stored at every start, demo or not).

use portal_core::survey::codes::SurveyCode;
use portal_core::survey::quarter::Quarter;

use crate::error::{AppError, AppResult};
use crate::state::AppState;
use crate::survey::store::surveys;

pub async fn seed(state: &AppState, now: i64) -> AppResult<()> {
    let quarter =
        Quarter::of(now).ok_or_else(|| AppError::internal("the clock is out of range"))?;
    for code in SurveyCode::ALL {
        surveys::set_window(&state.pool, code, quarter, true, None, now).await?;
    }
    Ok(())
}
