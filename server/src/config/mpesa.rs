//! The M-Pesa settings: Daraja's credentials and short codes, the paybill clients are told to pay
//! to, the secret in the callback URL, and how long the simulator takes to call back.

use std::fmt;

use portal_core::loans::received::DEFAULT_CEILING;

use super::{invalid, parse, ConfigError};

pub const DEFAULT_BASE_URL: &str = "https://sandbox.safaricom.co.ke";
/// Daraja's sandbox Lipa na M-Pesa short code, which the simulator also shows.
pub const SANDBOX_SHORTCODE: &str = "174379";
pub const DEFAULT_SIMULATOR_DELAY_MS: u64 = 2_000;

/// Who takes and sends money: the built-in simulator (default) or Safaricom's M-Pesa Daraja API.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PaymentsProviderKind {
    Simulator,
    Daraja,
}

const DARAJA: &str = "PAYMENTS_PROVIDER=daraja";
const MAX_PAYMENT_EXPECTED: &str = "a positive number of whole shillings";

#[derive(Clone, PartialEq, Eq)]
pub struct MpesaConfig {
    /// Daraja's address, `https://sandbox.safaricom.co.ke` or `https://api.safaricom.co.ke`.
    pub base_url: String,
    pub consumer_key: String,
    pub consumer_secret: String,
    /// The Lipa na M-Pesa (STK push) short code.
    pub shortcode: String,
    pub passkey: String,
    /// The last part of the callback URL, so only M-Pesa (told the URL) can post results.
    pub callback_secret: String,
    /// The B2C short code that sends disbursements (the STK short code unless set).
    pub b2c_shortcode: String,
    pub b2c_initiator: String,
    pub b2c_security_credential: String,
    /// The business number shown in the manual payment instructions (the short code unless set).
    pub paybill: String,
    /// How long the simulator waits before posting its callback.
    pub simulator_delay_ms: u64,
    /// The most, in whole shillings, one M-Pesa payment may apply to a loan without a person;
    /// above it the money goes to the staff review list.
    pub max_payment: i64,
}

impl MpesaConfig {
    /// The simulator's settings: the sandbox short code and a fresh random callback secret.
    pub fn simulator() -> MpesaConfig {
        MpesaConfig {
            base_url: DEFAULT_BASE_URL.to_owned(),
            consumer_key: String::new(),
            consumer_secret: String::new(),
            shortcode: SANDBOX_SHORTCODE.to_owned(),
            passkey: String::new(),
            callback_secret: random_secret(),
            b2c_shortcode: SANDBOX_SHORTCODE.to_owned(),
            b2c_initiator: String::new(),
            b2c_security_credential: String::new(),
            paybill: SANDBOX_SHORTCODE.to_owned(),
            simulator_delay_ms: DEFAULT_SIMULATOR_DELAY_MS,
            max_payment: DEFAULT_CEILING,
        }
    }
}

/// Secrets stay out of logs and panics.
impl fmt::Debug for MpesaConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hidden = |value: &str| if value.is_empty() { "" } else { "***" };
        f.debug_struct("MpesaConfig")
            .field("base_url", &self.base_url)
            .field("consumer_key", &hidden(&self.consumer_key))
            .field("consumer_secret", &hidden(&self.consumer_secret))
            .field("shortcode", &self.shortcode)
            .field("passkey", &hidden(&self.passkey))
            .field("callback_secret", &hidden(&self.callback_secret))
            .field("b2c_shortcode", &self.b2c_shortcode)
            .field("b2c_initiator", &self.b2c_initiator)
            .field(
                "b2c_security_credential",
                &hidden(&self.b2c_security_credential),
            )
            .field("paybill", &self.paybill)
            .field("simulator_delay_ms", &self.simulator_delay_ms)
            .field("max_payment", &self.max_payment)
            .finish()
    }
}

fn random_secret() -> String {
    (0..16)
        .map(|_| format!("{:02x}", rand::random::<u8>()))
        .collect()
}

/// Reads the `MPESA_*` variables; with Daraja every credential must be set.
pub fn load(
    var: &impl Fn(&str) -> Option<String>,
    kind: PaymentsProviderKind,
) -> Result<MpesaConfig, ConfigError> {
    let defaults = MpesaConfig::simulator();
    let daraja = kind == PaymentsProviderKind::Daraja;
    let setting = |name: &'static str, default: &str| -> Result<String, ConfigError> {
        match var(name) {
            Some(value) => Ok(value),
            None if daraja => Err(ConfigError::Missing(name, DARAJA)),
            None => Ok(default.to_owned()),
        }
    };
    let base_url = var("MPESA_BASE_URL").unwrap_or_else(|| DEFAULT_BASE_URL.to_owned());
    if !matches!(url::Url::parse(&base_url), Ok(u) if matches!(u.scheme(), "http" | "https")) {
        return Err(invalid(
            "MPESA_BASE_URL",
            base_url,
            "an http(s) URL such as https://api.safaricom.co.ke",
        ));
    }
    let consumer_key = setting("MPESA_CONSUMER_KEY", "")?;
    let consumer_secret = setting("MPESA_CONSUMER_SECRET", "")?;
    let shortcode = setting("MPESA_SHORTCODE", SANDBOX_SHORTCODE)?;
    let passkey = setting("MPESA_PASSKEY", "")?;
    let callback_secret = setting("MPESA_CALLBACK_SECRET", &defaults.callback_secret)?;
    if callback_secret.len() < 16 || !callback_secret.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return Err(invalid(
            "MPESA_CALLBACK_SECRET",
            "***".to_owned(),
            "at least 16 letters and digits",
        ));
    }
    let b2c_initiator = setting("MPESA_B2C_INITIATOR", "")?;
    let b2c_security_credential = setting("MPESA_B2C_SECURITY_CREDENTIAL", "")?;
    let simulator_delay_ms =
        parse::<u64>(var, "MPESA_SIMULATOR_DELAY_MS", "a number of milliseconds")?
            .unwrap_or(DEFAULT_SIMULATOR_DELAY_MS);
    let max_payment =
        parse::<i64>(var, "MPESA_MAX_PAYMENT", MAX_PAYMENT_EXPECTED)?.unwrap_or(DEFAULT_CEILING);
    if max_payment <= 0 {
        return Err(invalid(
            "MPESA_MAX_PAYMENT",
            max_payment.to_string(),
            MAX_PAYMENT_EXPECTED,
        ));
    }
    Ok(MpesaConfig {
        base_url: base_url.trim_end_matches('/').to_owned(),
        consumer_key,
        consumer_secret,
        b2c_shortcode: var("MPESA_B2C_SHORTCODE").unwrap_or_else(|| shortcode.clone()),
        paybill: var("MPESA_PAYBILL").unwrap_or_else(|| shortcode.clone()),
        shortcode,
        passkey,
        callback_secret,
        b2c_initiator,
        b2c_security_credential,
        simulator_delay_ms,
        max_payment,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn load_with(
        kind: PaymentsProviderKind,
        vars: &[(&str, &str)],
    ) -> Result<MpesaConfig, ConfigError> {
        let vars: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        load(&|name: &str| vars.get(name).cloned(), kind)
    }

    const FULL: [(&str, &str); 7] = [
        ("MPESA_CONSUMER_KEY", "key"),
        ("MPESA_CONSUMER_SECRET", "secret"),
        ("MPESA_SHORTCODE", "600999"),
        ("MPESA_PASSKEY", "pass"),
        ("MPESA_CALLBACK_SECRET", "abcdefghijklmnop1234"),
        ("MPESA_B2C_INITIATOR", "apiop"),
        ("MPESA_B2C_SECURITY_CREDENTIAL", "cred"),
    ];

    #[test]
    fn the_simulator_needs_nothing() {
        let a = load_with(PaymentsProviderKind::Simulator, &[]).expect("defaults");
        let b = load_with(PaymentsProviderKind::Simulator, &[]).expect("defaults");
        assert_eq!(a.paybill, SANDBOX_SHORTCODE);
        assert_eq!(a.simulator_delay_ms, 2_000);
        assert_eq!(a.max_payment, 250_000);
        assert_eq!(a.callback_secret.len(), 32);
        assert_ne!(a.callback_secret, b.callback_secret);
        assert!(!format!("{a:?}").contains(&a.callback_secret));
    }

    #[test]
    fn daraja_needs_every_credential() {
        let config = load_with(PaymentsProviderKind::Daraja, &FULL).expect("complete");
        assert_eq!(config.base_url, DEFAULT_BASE_URL);
        assert_eq!(config.paybill, "600999");
        assert_eq!(config.b2c_shortcode, "600999");
        for (missing, _) in FULL {
            let some: Vec<(&str, &str)> = FULL.into_iter().filter(|(n, _)| *n != missing).collect();
            assert_eq!(
                load_with(PaymentsProviderKind::Daraja, &some).err(),
                Some(ConfigError::Missing(missing, DARAJA)),
                "{missing}"
            );
        }
        let mut weak = FULL.to_vec();
        weak[4] = ("MPESA_CALLBACK_SECRET", "short");
        assert!(matches!(
            load_with(PaymentsProviderKind::Daraja, &weak),
            Err(ConfigError::Invalid {
                name: "MPESA_CALLBACK_SECRET",
                ..
            })
        ));
        let mut paybill = FULL.to_vec();
        paybill.push(("MPESA_PAYBILL", "888880"));
        paybill.push(("MPESA_BASE_URL", "https://api.safaricom.co.ke/"));
        let config = load_with(PaymentsProviderKind::Daraja, &paybill).expect("complete");
        assert_eq!(config.paybill, "888880");
        assert_eq!(config.base_url, "https://api.safaricom.co.ke");
    }

    #[test]
    fn the_payment_ceiling_is_a_positive_number_of_shillings() {
        let config = load_with(
            PaymentsProviderKind::Simulator,
            &[("MPESA_MAX_PAYMENT", "150000")],
        )
        .expect("valid");
        assert_eq!(config.max_payment, 150_000);
        for bad in ["0", "-5", "1e6", "lots"] {
            assert!(
                matches!(
                    load_with(
                        PaymentsProviderKind::Simulator,
                        &[("MPESA_MAX_PAYMENT", bad)]
                    ),
                    Err(ConfigError::Invalid {
                        name: "MPESA_MAX_PAYMENT",
                        ..
                    })
                ),
                "{bad}"
            );
        }
    }
}
