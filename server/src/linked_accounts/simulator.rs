//! The built-in linked-account provider (development, tests, the demo; refused in production). A
//! code `sim_<anything>` links a made-up M-Pesa-like wallet whose id follows from the code (the same
//! code, the same account); any other code is refused as Mono refuses an unknown one. The holder's
//! name is invented and the number masked; the transactions come from core's made-up statement
//! generator seeded with the account id, so they are the same on every call and every server:
//! twelve years from January 2024 are generated and those up to now are shown.

use portal_core::linked_accounts::model::{
    masked_number, AccountInfo, Direction, LinkedTransaction,
};
use portal_core::linked_accounts::period::Period;
use portal_core::money::to_minor;
use portal_core::validation::sample::{sample_statement, SampleOptions};
use sha2::{Digest, Sha256};

use super::provider::{LinkedAccountProvider, ProviderError};
use crate::clock::Clock;

pub const CODE_PREFIX: &str = "sim_";
/// Where an account id of the simulator starts (Mono's are 24 hex characters too).
const ACCOUNT_PREFIX: &str = "5e0";
pub const INSTITUTION: &str = "M-PESA (simulated)";
pub const ACCOUNT_TYPE: &str = "Mobile money wallet";
pub const CURRENCY: &str = "KES";
const REFUSED: &str = "Invalid or expired code";

const FIRST_NAMES: [&str; 6] = ["AMANI", "NEEMA", "BARAKA", "ZAWADI", "JUMA", "HAWA"];
const LAST_NAMES: [&str; 3] = ["MFANO", "JARIBIO", "SAMPULI"];

pub struct Simulator {
    clock: Clock,
}

impl Simulator {
    pub fn new(clock: Clock) -> Simulator {
        Simulator { clock }
    }

    /// The made-up history of `account_id` up to now, oldest first.
    fn history(&self, account_id: &str) -> Vec<LinkedTransaction> {
        let now = (self.clock)();
        let options = SampleOptions {
            seed: seed_of(account_id),
            first_year: 2024,
            first_month: 1,
            months: 144,
            transactions: 6_000,
            newest_first: false,
        };
        sample_statement(&options)
            .transactions
            .into_iter()
            .filter(|t| t.completed_at <= now)
            .map(|t| {
                let credit = !t.paid_in.is_zero();
                let amount = if credit { t.paid_in } else { t.withdrawn };
                LinkedTransaction {
                    id: t.receipt,
                    at: t.completed_at,
                    narration: t.details,
                    direction: if credit {
                        Direction::Credit
                    } else {
                        Direction::Debit
                    },
                    amount_minor: to_minor(amount).unwrap_or(0),
                    balance_minor: to_minor(t.balance).unwrap_or(0),
                }
            })
            .collect()
    }
}

fn digest(text: &str) -> [u8; 32] {
    Sha256::digest(text.as_bytes()).into()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn seed_of(account_id: &str) -> u64 {
    let bytes = digest(account_id);
    u64::from_le_bytes([
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
    ])
}

/// The account a code links, or None for a code the simulator does not give.
pub fn account_of_code(code: &str) -> Option<String> {
    let rest = code.strip_prefix(CODE_PREFIX)?;
    if rest.is_empty() {
        return None;
    }
    let id = hex(&digest(code));
    Some(format!(
        "{ACCOUNT_PREFIX}{}",
        &id[..24 - ACCOUNT_PREFIX.len()]
    ))
}

fn is_account(account_id: &str) -> bool {
    account_id.len() == 24
        && account_id.starts_with(ACCOUNT_PREFIX)
        && account_id.bytes().all(|b| b.is_ascii_hexdigit())
}

fn unknown_account() -> ProviderError {
    ProviderError::Failed("the simulator knows no such account".to_owned())
}

#[async_trait::async_trait]
impl LinkedAccountProvider for Simulator {
    fn name(&self) -> &'static str {
        "simulator"
    }

    fn is_simulator(&self) -> bool {
        true
    }

    async fn exchange_code(&self, code: &str) -> Result<String, ProviderError> {
        account_of_code(code).ok_or_else(|| ProviderError::CodeRefused(REFUSED.to_owned()))
    }

    async fn account(&self, account_id: &str) -> Result<AccountInfo, ProviderError> {
        if !is_account(account_id) {
            return Err(unknown_account());
        }
        let bytes = digest(&format!("{account_id}:holder"));
        let first = FIRST_NAMES[usize::from(bytes[0]) % FIRST_NAMES.len()];
        let last = LAST_NAMES[usize::from(bytes[1]) % LAST_NAMES.len()];
        let number: String = std::iter::once("07".to_owned())
            .chain(bytes[2..10].iter().map(|b| (b % 10).to_string()))
            .collect();
        let balance_minor = self
            .history(account_id)
            .last()
            .map_or(0, |t| t.balance_minor);
        Ok(AccountInfo {
            institution: INSTITUTION.to_owned(),
            account_name: format!("{first} {last}"),
            account_number: masked_number(&number),
            account_type: ACCOUNT_TYPE.to_owned(),
            currency: CURRENCY.to_owned(),
            balance_minor,
        })
    }

    async fn transactions(
        &self,
        account_id: &str,
        period: &Period,
    ) -> Result<Vec<LinkedTransaction>, ProviderError> {
        if !is_account(account_id) {
            return Err(unknown_account());
        }
        let mut inside: Vec<LinkedTransaction> = self
            .history(account_id)
            .into_iter()
            .filter(|t| period.contains(t.at))
            .collect();
        // Newest first, as Mono lists them.
        inside.reverse();
        Ok(inside)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_name_their_account() {
        let one = account_of_code("sim_abc").expect("a simulator code");
        assert_eq!(one.len(), 24);
        assert!(is_account(&one));
        assert_eq!(account_of_code("sim_abc"), Some(one.clone()));
        assert_ne!(account_of_code("sim_abd"), Some(one));
        assert_eq!(account_of_code("sim_"), None);
        assert_eq!(account_of_code("code_abc"), None);
    }
}
