//! Demo data for `--demo`: one account per role and the demo funds, put back as they were on every
//! start (`accounts`, `funds`), and a portfolio made once (`portfolio`): thirty entrepreneurs
//! across the five hubs with complete profiles, identity documents included (`people`, `clients`,
//! `identities`), their loans in every state with repayments and arrears (`loans`), and a year of
//! DigiKua books for one of them (`bookkeeping`); the quarterly survey open for this quarter
//! (`surveys`); the learning cohort with its mentor and trainee (`lms`); the showcase's invest
//! profile and business documents (`showcase_extras`); the demo client's scorecards of the last four
//! closed quarters and their neighbours' (`scorecards`). Never in production: the configuration refuses
//! demo data there.

pub mod accounts;
mod bookkeeping;
mod clients;
pub mod funds;
mod identities;
pub mod lms;
pub mod lms_media;
mod loans;
pub mod onboarding;
pub mod people;
pub mod playbook;
mod portfolio;
mod random;
pub mod scorecards;
mod showcase_extras;
mod surveys;

pub use accounts::{DemoAccount, ACCOUNTS};
pub use funds::{DemoFund, FUNDS};
pub use people::{showcase_email, Hub, PORTFOLIO};

use crate::error::AppResult;
use crate::state::AppState;

/// Puts the role accounts and funds back as they were, and makes the portfolio (and its clients'
/// identity documents) if it is missing.
pub async fn seed(state: &AppState) -> AppResult<()> {
    let now = state.now();
    funds::seed(state, now).await?;
    accounts::seed(state, now).await?;
    portfolio::seed(state, now).await?;
    identities::seed(state, now).await?;
    onboarding::seed(state, now).await?;
    playbook::seed(state, now).await?;
    lms::seed(state, now).await?;
    showcase_extras::seed(state, now).await?;
    surveys::seed(state, now).await?;
    scorecards::seed(state, now).await
}

/// The start-up notice: where to go and how to sign in.
pub fn announcement(url: &str, password: &str) -> String {
    let mut text = format!("Demo data is on. Open {url} and sign in with one of these accounts (password {password}):\n");
    for account in &ACCOUNTS {
        text.push_str(&format!(
            "  {:<22} {:<14} {} {}\n",
            account.email,
            account.role.label(),
            account.first_name,
            account.last_name
        ));
    }
    text.push_str(&format!(
        "  and {} entrepreneurs (e.g. {}, a year of DigiKua books and a loan being repaid)\n",
        PORTFOLIO.len(),
        showcase_email()
    ));
    text
}
