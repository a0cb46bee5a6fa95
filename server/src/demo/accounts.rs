//! Demo accounts, one per role, made (or put back as they were) on every start with `--demo`.

use portal_core::roles::Role;

use super::onboarding::{ONBOARDING_APPLICANT, ONBOARDING_CLIENT};

/// The demo advisor, paired with the demo client (demo/playbook.rs).
pub const ADVISOR: &str = "advisor@demo.test";
/// The demo learning mentor, mentoring the demo applicant's cohort.
pub const MENTOR: &str = "mentor@demo.test";
use crate::error::AppResult;
use crate::state::AppState;
use crate::users::model::NewUser;
use crate::users::store as users;

pub struct DemoAccount {
    pub role: Role,
    pub email: &'static str,
    pub first_name: &'static str,
    pub last_name: &'static str,
    pub phone: &'static str,
}

pub const ACCOUNTS: [DemoAccount; 13] = [
    account(
        Role::Client,
        "client@demo.test",
        "Amina",
        "Wanjiru",
        "254712000001",
    ),
    account(
        Role::Applicant,
        "applicant@demo.test",
        "Baraka",
        "Otieno",
        "254712000002",
    ),
    account(
        Role::Digiprime,
        "digiprime@demo.test",
        "Chege",
        "Kamau",
        "254712000003",
    ),
    account(
        Role::Sales,
        "sales@demo.test",
        "Dalia",
        "Achieng",
        "254712000004",
    ),
    account(
        Role::Processor,
        "processor@demo.test",
        "Esther",
        "Njeri",
        "254712000005",
    ),
    account(
        Role::Authorizer,
        "authorizer@demo.test",
        "Faraji",
        "Mwangi",
        "254712000006",
    ),
    account(
        Role::Admin,
        "admin@demo.test",
        "Grace",
        "Mutua",
        "254712000007",
    ),
    account(
        Role::Client,
        ONBOARDING_CLIENT,
        "Jabali",
        "Mrisho",
        "254712000010",
    ),
    account(
        Role::Applicant,
        ONBOARDING_APPLICANT,
        "Kesi",
        "Nyambura",
        "254712000011",
    ),
    account(
        Role::Coach,
        "coach@demo.test",
        "Imani",
        "Wambui",
        "254712000009",
    ),
    account(Role::Advisor, ADVISOR, "Baraka", "Otieno", "254712000012"),
    account(Role::Mentor, MENTOR, "Neema", "Mwakyusa", "254712000013"),
    account(
        Role::Super,
        "super@demo.test",
        "Hassan",
        "Omondi",
        "254712000008",
    ),
];

const fn account(
    role: Role,
    email: &'static str,
    first_name: &'static str,
    last_name: &'static str,
    phone: &'static str,
) -> DemoAccount {
    DemoAccount {
        role,
        email,
        first_name,
        last_name,
        phone,
    }
}

fn profile(account: &DemoAccount, password_hash: String) -> NewUser {
    let is_client = account.role == Role::Client;
    NewUser {
        first_name: account.first_name.to_owned(),
        last_name: account.last_name.to_owned(),
        email: account.email.to_owned(),
        phone_number: Some(account.phone.to_owned()),
        role: account.role,
        password_hash,
        // The demo client goes straight to the loan screens rather than the new onboarding; the
        // onboarding's own client walks it.
        use_new_onboarding: !is_client || account.email == ONBOARDING_CLIENT,
        onboarding_complete: false,
        mpesa_phone: is_client.then(|| account.phone.to_owned()),
        active: true,
        verified: true,
        gender: None,
        country: Some("KE".to_owned()),
        referral: None,
    }
}

/// Creates the missing demo accounts and resets existing ones (role, flags, password).
pub async fn seed(state: &AppState, now: i64) -> AppResult<()> {
    for account in &ACCOUNTS {
        let existing = users::find_by_email(&state.pool, account.email).await?;
        let stored = existing.as_ref().map(|user| user.password_hash.clone());
        let keeps_password = stored.is_some()
            && state
                .hasher
                .verify(state.config.demo_password.clone(), stored.clone())
                .await?;
        let hash = match stored {
            Some(hash) if keeps_password => hash,
            _ => {
                state
                    .hasher
                    .hash(state.config.demo_password.clone())
                    .await?
            }
        };
        let user = profile(account, hash);
        match existing {
            Some(found) => users::reset_profile(&state.pool, &found.id, &user, now).await?,
            None => match users::insert(&state.pool, &user, now).await {
                // Another server process starting at the same moment made it first.
                Err(error) if users::is_unique_violation(&error) => {}
                other => {
                    other?;
                }
            },
        }
    }
    register_entrepreneurs(state).await
}

/// The demo sales agent registered the demo entrepreneurs, so the sales screens show them.
async fn register_entrepreneurs(state: &AppState) -> AppResult<()> {
    let Some(agent) = ACCOUNTS.iter().find(|a| a.role == Role::Sales) else {
        return Ok(());
    };
    let Some(agent) = users::find_by_email(&state.pool, agent.email).await? else {
        return Ok(());
    };
    for account in ACCOUNTS.iter().filter(|a| !a.role.is_staff()) {
        if let Some(user) = users::find_by_email(&state.pool, account.email).await? {
            users::set_registered_by(&state.pool, &user.id, &agent.id).await?;
        }
    }
    Ok(())
}
