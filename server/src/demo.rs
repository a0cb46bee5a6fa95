//! Demo accounts, one per role, made (or put back as they were) on every start with `--demo`.

use portal_core::roles::Role;

use crate::error::{AppError, AppResult};
use crate::funds::store::{self as funds, Fund};
use crate::state::AppState;
use crate::users::model::NewUser;
use crate::users::store as users;
use portal_core::loans::fund::{validate_fund, FundForm};

pub struct DemoAccount {
    pub role: Role,
    pub email: &'static str,
    pub first_name: &'static str,
    pub last_name: &'static str,
    pub phone: &'static str,
}

pub const ACCOUNTS: [DemoAccount; 8] = [
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
        // The demo client goes straight to the loan screens rather than the new onboarding.
        use_new_onboarding: !is_client,
        onboarding_complete: false,
        mpesa_phone: is_client.then(|| account.phone.to_owned()),
        active: true,
        verified: true,
        gender: None,
        country: Some("KE".to_owned()),
        referral: None,
    }
}

/// A demo loan fund: fixed id, and the terms as the super admin's form would send them.
pub struct DemoFund {
    pub id: &'static str,
    pub form: FundForm<'static>,
}

/// Fields the demo funds share.
const FUND_BASE: FundForm<'static> = FundForm {
    name: "",
    description: "",
    currency: "KES",
    max_loan: "",
    website: "",
    annual_interest: "",
    banded: false,
    max_repay_duration_years: "1",
    repayment_interval_days: "30",
    grace_days: "",
    penalty_fee: "",
};

pub const FUNDS: [DemoFund; 4] = [
    DemoFund {
        id: "665000000000000000000f01",
        form: FundForm {
            name: "Jenga Biashara Fund",
            description:
                "Growth capital for established businesses; the rate follows the amount's band.",
            max_loan: "1500000",
            banded: true,
            max_repay_duration_years: "2",
            ..FUND_BASE
        },
    },
    DemoFund {
        id: "665000000000000000000f02",
        form: FundForm {
            name: "Inua Mama Mboga Fund",
            description: "Stock and working capital for market traders, 12% a year flat.",
            max_loan: "300000",
            annual_interest: "12",
            max_repay_duration_years: "1.5",
            grace_days: "5",
            penalty_fee: "200",
            ..FUND_BASE
        },
    },
    DemoFund {
        id: "665000000000000000000f03",
        form: FundForm {
            name: "Mkopo wa Wajasiriamali Tanzania",
            description: "Fortnightly repayments for Tanzanian entrepreneurs; banded rates in Tsh.",
            currency: "TZS",
            max_loan: "30000000",
            banded: true,
            repayment_interval_days: "14",
            ..FUND_BASE
        },
    },
    DemoFund {
        id: "665000000000000000000f04",
        form: FundForm {
            name: "Youth Enterprise Fund (0%)",
            description: "Interest-free start-up loans for young entrepreneurs.",
            max_loan: "100000",
            annual_interest: "0",
            ..FUND_BASE
        },
    },
];

/// Puts every demo fund back to its terms (made when missing), checked by core like any fund.
async fn seed_funds(state: &AppState, now: i64) -> AppResult<()> {
    for demo in &FUNDS {
        let terms = validate_fund(&demo.form)
            .map_err(|errors| AppError::internal(format!("demo fund {}: {errors:?}", demo.id)))?;
        let stored = funds::record(&terms)?;
        let created_at = funds::find(&state.pool, demo.id)
            .await?
            .map_or(now, |f| f.created_at);
        let fund = Fund {
            id: demo.id.to_owned(),
            name: terms.name,
            description: terms.description,
            currency: terms.currency,
            max_loan_minor: stored.max_loan_minor,
            website: terms.website,
            annual_interest_hundredths: stored.annual_interest_hundredths,
            banded: stored.banded,
            max_repay_quarters: stored.max_repay_quarters,
            repayment_interval_days: i64::from(terms.repayment_interval_days),
            grace_days: i64::from(terms.grace_days),
            penalty_fee_minor: stored.penalty_fee_minor,
            active: true,
            created_at,
            updated_at: now,
        };
        funds::upsert(&state.pool, &fund, None).await?;
    }
    Ok(())
}

/// Creates the missing demo accounts and resets existing ones (role, flags, password); the same
/// for the demo loan funds.
pub async fn seed(state: &AppState) -> AppResult<()> {
    let now = state.now();
    seed_funds(state, now).await?;
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

/// The start-up notice: where to go and how to sign in.
pub fn announcement(url: &str, password: &str) -> String {
    let mut text = format!("Demo data is on. Open {url} and sign in with one of these accounts (password {password}):\n");
    for account in &ACCOUNTS {
        text.push_str(&format!(
            "  {:<22} {:<11} {} {}\n",
            account.email,
            account.role.label(),
            account.first_name,
            account.last_name
        ));
    }
    text
}
