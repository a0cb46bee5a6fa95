//! The outside services the settings chose, built once when the server starts and handed to
//! `AppState`: message delivery (e-mail, SMS), payments, bank verification, linked financial
//! accounts and file storage. The
//! features only see the traits, so none of them depends on the settings or on which one was chosen.

use std::sync::Arc;

use crate::banks::http_verifier::HttpVerifier;
use crate::banks::verifier::{self, BankVerifier};
use crate::clock::Clock;
use crate::config::{BankVerifierKind, Config, LinkedAccountsKind, PaymentsProviderKind};
use crate::linked_accounts::mono::Mono;
use crate::linked_accounts::provider::LinkedAccountProvider;
use crate::linked_accounts::simulator::Simulator as LinkedAccountsSimulator;
use crate::outbox::provider::Providers as Messages;
use crate::payments::{daraja::Daraja, simulator, PaymentsProvider};
use crate::storage::{local::LocalDisk, s3::S3, Storage};

pub struct Services {
    pub messages: Messages,
    pub payments: Arc<dyn PaymentsProvider>,
    pub bank_verifier: Arc<dyn BankVerifier>,
    pub linked_accounts: Arc<dyn LinkedAccountProvider>,
    pub storage: Arc<dyn Storage>,
}

/// Every provider `config` names; the error says which could not be set up.
pub fn build(config: &Config, clock: &Clock) -> Result<Services, String> {
    Ok(Services {
        messages: Messages::from_config(config)?,
        payments: payments(config, clock.clone()),
        bank_verifier: bank_verifier(config)?,
        linked_accounts: linked_accounts(config, clock.clone())?,
        storage: storage(config)?,
    })
}

fn storage(config: &Config) -> Result<Arc<dyn Storage>, String> {
    Ok(match &config.s3 {
        None => Arc::new(LocalDisk::new(config.upload_dir.clone())),
        Some(bucket) => Arc::new(S3::new(bucket)?),
    })
}

fn payments(config: &Config, clock: Clock) -> Arc<dyn PaymentsProvider> {
    match config.payments {
        PaymentsProviderKind::Simulator => Arc::new(simulator::Simulator::new(
            std::time::Duration::from_millis(config.mpesa.simulator_delay_ms),
            clock,
        )),
        PaymentsProviderKind::Daraja => {
            Arc::new(Daraja::new(config.mpesa.clone(), &config.public_url, clock))
        }
    }
}

fn bank_verifier(config: &Config) -> Result<Arc<dyn BankVerifier>, String> {
    Ok(match &config.bank_verifier {
        BankVerifierKind::Simulator => Arc::new(verifier::Simulator),
        BankVerifierKind::Http { url, token } => {
            Arc::new(HttpVerifier::new(url.clone(), token.clone())?)
        }
    })
}

fn linked_accounts(
    config: &Config,
    clock: Clock,
) -> Result<Arc<dyn LinkedAccountProvider>, String> {
    Ok(match &config.linked_accounts {
        LinkedAccountsKind::Simulator => Arc::new(LinkedAccountsSimulator::new(clock)),
        LinkedAccountsKind::Mono(mono) => Arc::new(Mono::new(mono)?),
    })
}
