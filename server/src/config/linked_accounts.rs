//! Who links clients' financial accounts: the built-in simulator (default; refused in production)
//! or Mono's API (`LINKED_ACCOUNTS_PROVIDER=mono`, with `MONO_SECRET_KEY` and, for another host,
//! `MONO_BASE_URL`).

use std::fmt;

use super::{invalid, redact_url, ConfigError};

pub const DEFAULT_MONO_BASE_URL: &str = "https://api.withmono.com";

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkedAccountsKind {
    /// Codes `sim_…` link a made-up wallet (`crate::linked_accounts::simulator`).
    Simulator,
    Mono(MonoConfig),
}

#[derive(Clone, PartialEq, Eq)]
pub struct MonoConfig {
    /// `https://api.withmono.com`, no trailing slash.
    pub base_url: String,
    /// Sent as the `mono-sec-key` header; never logged.
    pub secret_key: String,
}

/// The secret key stays out of logs and panics.
impl fmt::Debug for MonoConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("MonoConfig")
            .field("base_url", &self.base_url)
            .field("secret_key", &"***")
            .finish()
    }
}

pub fn load(var: &impl Fn(&str) -> Option<String>) -> Result<LinkedAccountsKind, ConfigError> {
    const MONO: &str = "LINKED_ACCOUNTS_PROVIDER=mono";
    match var("LINKED_ACCOUNTS_PROVIDER").as_deref() {
        None | Some("simulator") => Ok(LinkedAccountsKind::Simulator),
        Some("mono") => {
            let secret_key =
                var("MONO_SECRET_KEY").ok_or(ConfigError::Missing("MONO_SECRET_KEY", MONO))?;
            let base_url = var("MONO_BASE_URL").unwrap_or_else(|| DEFAULT_MONO_BASE_URL.to_owned());
            if !matches!(url::Url::parse(&base_url), Ok(u) if matches!(u.scheme(), "http" | "https"))
            {
                return Err(invalid(
                    "MONO_BASE_URL",
                    redact_url(&base_url),
                    "an http(s) URL such as https://api.withmono.com",
                ));
            }
            Ok(LinkedAccountsKind::Mono(MonoConfig {
                base_url: base_url.trim_end_matches('/').to_owned(),
                secret_key,
            }))
        }
        Some(other) => Err(invalid(
            "LINKED_ACCOUNTS_PROVIDER",
            other.to_owned(),
            "simulator or mono",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load_from(vars: &[(&str, &str)]) -> Result<LinkedAccountsKind, ConfigError> {
        load(&|name: &str| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| (*v).to_owned())
        })
    }

    #[test]
    fn the_simulator_by_default_and_mono_with_its_key() {
        assert_eq!(load_from(&[]), Ok(LinkedAccountsKind::Simulator));
        let mono = load_from(&[
            ("LINKED_ACCOUNTS_PROVIDER", "mono"),
            ("MONO_SECRET_KEY", "live_sk_0123456789"),
        ])
        .expect("mono");
        let LinkedAccountsKind::Mono(config) = &mono else {
            panic!("not mono: {mono:?}");
        };
        assert_eq!(config.base_url, DEFAULT_MONO_BASE_URL);
        assert!(!format!("{mono:?}").contains("live_sk_0123456789"));
        assert_eq!(
            load_from(&[("LINKED_ACCOUNTS_PROVIDER", "mono")]),
            Err(ConfigError::Missing(
                "MONO_SECRET_KEY",
                "LINKED_ACCOUNTS_PROVIDER=mono"
            ))
        );
        assert!(matches!(
            load_from(&[
                ("LINKED_ACCOUNTS_PROVIDER", "mono"),
                ("MONO_SECRET_KEY", "key"),
                ("MONO_BASE_URL", "ftp://mono"),
            ]),
            Err(ConfigError::Invalid {
                name: "MONO_BASE_URL",
                ..
            })
        ));
        assert!(matches!(
            load_from(&[("LINKED_ACCOUNTS_PROVIDER", "plaid")]),
            Err(ConfigError::Invalid {
                name: "LINKED_ACCOUNTS_PROVIDER",
                ..
            })
        ));
    }
}
