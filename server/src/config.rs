//! Settings from the environment and the command line.

mod linked_accounts;
mod mpesa;
mod production;
mod s3;

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;

pub use linked_accounts::{LinkedAccountsKind, MonoConfig, DEFAULT_MONO_BASE_URL};
pub use mpesa::{MpesaConfig, PaymentsProviderKind};
use production::every_missing;
pub use s3::S3Config;

pub const DEFAULT_DATABASE_URL: &str = "sqlite://data/portal.db?mode=rwc";
pub const DEFAULT_DEMO_PASSWORD: &str = "Demo-2026!";
pub const DEFAULT_SESSION_TTL_SECONDS: i64 = 30 * 24 * 3600;
pub const DEFAULT_PUBLIC_URL: &str = "http://localhost:8080";
pub const DEFAULT_PRODUCT_NAME: &str = "Tujenge";
pub const DEFAULT_UPLOAD_DIR: &str = "./data/uploads";

/// How e-mails leave the outbox.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EmailProvider {
    /// Written to the log and marked sent; the outbox row stays readable.
    Log,
    /// `smtp://user:pass@host:587` (STARTTLS when it carries a password) or `smtps://…`.
    Smtp { url: String, from: String },
}

/// How text messages leave the outbox.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SmsProvider {
    Log,
    /// POSTs `{to, message}` as JSON to `url`, with the token as a bearer.
    Http {
        url: String,
        token: Option<String>,
    },
}

/// Who confirms bank account numbers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BankVerifierKind {
    /// Built in: knows every account but those starting `000` (development and tests).
    Simulator,
    /// POSTs the account check as JSON to `url`, with the token as a bearer
    /// (`crate::banks::http_verifier`).
    Http { url: String, token: String },
}

#[derive(Debug, Clone)]
pub struct Config {
    pub bind: IpAddr,
    pub port: u16,
    pub database_url: String,
    pub pwa_dir: PathBuf,
    pub demo_data: bool,
    pub demo_password: String,
    pub session_ttl_seconds: i64,
    pub app_env: String,
    /// Where people open the portal; used in links inside messages.
    pub public_url: String,
    pub product_name: String,
    /// `GET /api/dev/outbox` shows sent messages (demo data or `DEV_OUTBOX=1`, never in production).
    pub dev_outbox: bool,
    pub email: EmailProvider,
    pub sms: SmsProvider,
    pub payments: PaymentsProviderKind,
    /// M-Pesa settings (Daraja credentials, paybill, callback secret, simulator delay).
    pub mpesa: MpesaConfig,
    pub bank_verifier: BankVerifierKind,
    /// Who links clients' financial accounts (`LINKED_ACCOUNTS_PROVIDER`).
    pub linked_accounts: LinkedAccountsKind,
    /// Where the local-disk storage keeps uploaded files.
    pub upload_dir: PathBuf,
    /// The S3-compatible bucket that keeps them instead (`STORAGE_PROVIDER=s3`); None: local disk.
    pub s3: Option<S3Config>,
    /// What one account may keep in uploaded files, in bytes (`UPLOAD_QUOTA_MB`).
    pub upload_quota_bytes: u64,
    /// Proxies whose `X-Forwarded-For`/`-Proto` are believed (`TRUSTED_PROXIES`; none by default).
    pub trusted_proxies: crate::proxy::TrustedProxies,
    /// The map tile servers the pages may show pictures from (`MAP_TILE_ORIGINS`, the PWA's
    /// `VITE_MAP_TILES` host; OpenStreetMap's by default): the Content-Security-Policy's `img-src`.
    pub map_tile_origins: Vec<String>,
}

/// OpenStreetMap's tile server, the PWA's default `VITE_MAP_TILES`.
pub const DEFAULT_MAP_TILE_ORIGINS: &str = "https://tile.openstreetmap.org";

/// `https://host` or `http://host:port` (a `*.` first label allowed), nothing after the host: a
/// CSP source that cannot carry another directive.
fn tile_origins(list: &str) -> Result<Vec<String>, String> {
    list.split(',')
        .map(str::trim)
        .filter(|item| !item.is_empty())
        .map(|item| {
            let origin = item.trim_end_matches('/');
            let host = origin
                .strip_prefix("https://")
                .or_else(|| origin.strip_prefix("http://"))
                .ok_or_else(|| item.to_owned())?;
            let host = host.strip_prefix("*.").unwrap_or(host);
            let plain = !host.is_empty()
                && host
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':'));
            if plain {
                Ok(origin.to_owned())
            } else {
                Err(item.to_owned())
            }
        })
        .collect()
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ConfigError {
    #[error("{name} has an invalid value {value:?}: {expected}")]
    Invalid {
        name: &'static str,
        value: String,
        expected: &'static str,
    },
    #[error("unknown argument {0:?} (the only argument is --demo)")]
    UnknownArgument(String),
    #[error(
        "demo data is switched on (DEMO_DATA=1 or --demo) while APP_ENV=production: demo accounts share a \
         published password, so the server refuses to start. Remove DEMO_DATA/--demo or change APP_ENV."
    )]
    DemoInProduction,
    #[error("DEV_OUTBOX=1 shows every message (codes included) to anyone, so it is refused while APP_ENV=production")]
    DevOutboxInProduction,
    #[error("{0} must be set when {1}")]
    Missing(&'static str, &'static str),
    #[error("{0} is not set (APP_ENV=production needs {1})")]
    NotSetInProduction(&'static str, &'static str),
    #[error("{name}={value} is refused while APP_ENV=production (it needs {wanted})")]
    RefusedInProduction {
        name: &'static str,
        value: String,
        wanted: &'static str,
    },
    #[error("{} settings are missing or refused: {}", .0.len(), .0.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
    Several(Vec<ConfigError>),
}

impl ConfigError {
    /// One error, or all of them together.
    fn all(mut problems: Vec<ConfigError>) -> ConfigError {
        if problems.len() == 1 {
            problems.remove(0)
        } else {
            ConfigError::Several(problems)
        }
    }
}

/// The value, or None with its problems added to `problems`.
fn keep<T>(problems: &mut Vec<ConfigError>, loaded: Result<T, Vec<ConfigError>>) -> Option<T> {
    loaded.map_err(|found| problems.extend(found)).ok()
}

impl Config {
    /// Reads the process environment and command line.
    pub fn from_env() -> Result<Config, ConfigError> {
        Config::load(std::env::args().skip(1), |name| std::env::var(name).ok())
    }

    /// `args` are the command-line arguments without the program name; `env` looks a variable up.
    pub fn load(
        args: impl IntoIterator<Item = String>,
        env: impl Fn(&str) -> Option<String>,
    ) -> Result<Config, ConfigError> {
        let mut demo_flag = false;
        for arg in args {
            match arg.as_str() {
                "--demo" => demo_flag = true,
                _ => return Err(ConfigError::UnknownArgument(arg)),
            }
        }
        let var = |name: &str| {
            env(name)
                .map(|v| v.trim().to_owned())
                .filter(|v| !v.is_empty())
        };

        let port = parse(&var, "PORT", "a port number from 0 to 65535")?.unwrap_or(8080);
        let bind = parse(&var, "BIND", "an IP address such as 0.0.0.0 or 127.0.0.1")?
            .unwrap_or(IpAddr::from([0, 0, 0, 0]));
        let session_ttl_seconds =
            parse::<i64>(&var, "SESSION_TTL_SECONDS", "a positive number of seconds")?
                .unwrap_or(DEFAULT_SESSION_TTL_SECONDS);
        if session_ttl_seconds <= 0 {
            return Err(invalid(
                "SESSION_TTL_SECONDS",
                session_ttl_seconds.to_string(),
                "a positive number of seconds",
            ));
        }
        let demo_env = switch(&var, "DEMO_DATA")?;
        let app_env = var("APP_ENV").unwrap_or_else(|| "development".to_owned());
        let demo_data = demo_flag || demo_env;
        let production = app_env == "production";
        let mut problems = Vec::new();
        if demo_data && production {
            problems.push(ConfigError::DemoInProduction);
        }
        let dev_outbox_env = switch(&var, "DEV_OUTBOX")?;
        if dev_outbox_env && production {
            problems.push(ConfigError::DevOutboxInProduction);
        }
        let public_url = var("PUBLIC_URL").unwrap_or_else(|| DEFAULT_PUBLIC_URL.to_owned());
        if !matches!(url::Url::parse(&public_url), Ok(u) if matches!(u.scheme(), "http" | "https"))
        {
            return Err(invalid(
                "PUBLIC_URL",
                public_url,
                "an http(s) URL such as https://portal.example.org",
            ));
        }

        let payments = match var("PAYMENTS_PROVIDER").as_deref() {
            None | Some("simulator") => PaymentsProviderKind::Simulator,
            Some("daraja") => PaymentsProviderKind::Daraja,
            Some(other) => {
                let expected = "simulator or daraja";
                problems.push(invalid("PAYMENTS_PROVIDER", other.to_owned(), expected));
                PaymentsProviderKind::Simulator
            }
        };
        let upload_quota_mb = parse::<u64>(&var, "UPLOAD_QUOTA_MB", "a whole number of megabytes")?
            .unwrap_or(portal_core::uploads::DEFAULT_UPLOAD_QUOTA_MB);
        if upload_quota_mb == 0 {
            return Err(invalid(
                "UPLOAD_QUOTA_MB",
                upload_quota_mb.to_string(),
                "a whole number of megabytes",
            ));
        }
        let mpesa = keep(
            &mut problems,
            every_missing(&var, |var| mpesa::load(&var, payments)),
        );
        let email = keep(
            &mut problems,
            every_missing(&var, |var| email_provider(&var)),
        );
        let sms = keep(&mut problems, every_missing(&var, |var| sms_provider(&var)));
        let bank_verifier = keep(
            &mut problems,
            every_missing(&var, |var| bank_verifier(&var)),
        );
        let linked_accounts = keep(
            &mut problems,
            every_missing(&var, |var| linked_accounts::load(&var)),
        );
        let s3 = keep(&mut problems, every_missing(&var, |var| s3::load(&var)));
        if production {
            problems.extend(production::refusals(&var));
        }
        let (
            Some(mpesa),
            Some(email),
            Some(sms),
            Some(bank_verifier),
            Some(linked_accounts),
            Some(s3),
            true,
        ) = (
            mpesa,
            email,
            sms,
            bank_verifier,
            linked_accounts,
            s3,
            problems.is_empty(),
        )
        else {
            return Err(ConfigError::all(problems));
        };

        Ok(Config {
            bind,
            port,
            database_url: var("DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.to_owned()),
            pwa_dir: PathBuf::from(var("PWA_DIR").unwrap_or_else(|| "pwa/dist".to_owned())),
            demo_data,
            demo_password: env("DEMO_PASSWORD")
                .filter(|p| !p.is_empty())
                .unwrap_or_else(|| DEFAULT_DEMO_PASSWORD.to_owned()),
            session_ttl_seconds,
            app_env,
            public_url: public_url.trim_end_matches('/').to_owned(),
            product_name: var("PRODUCT_NAME").unwrap_or_else(|| DEFAULT_PRODUCT_NAME.to_owned()),
            dev_outbox: demo_data || dev_outbox_env,
            email,
            sms,
            payments,
            mpesa,
            bank_verifier,
            linked_accounts,
            upload_dir: PathBuf::from(
                var("UPLOAD_DIR").unwrap_or_else(|| DEFAULT_UPLOAD_DIR.to_owned()),
            ),
            s3,
            upload_quota_bytes: upload_quota_mb.saturating_mul(1024 * 1024),
            trusted_proxies: crate::proxy::TrustedProxies::parse(
                &var("TRUSTED_PROXIES").unwrap_or_default(),
            )
            .map_err(|item| {
                invalid(
                    "TRUSTED_PROXIES",
                    item,
                    "addresses or ranges such as 10.0.0.0/8, separated by commas",
                )
            })?,
            map_tile_origins: tile_origins(
                &var("MAP_TILE_ORIGINS").unwrap_or_else(|| DEFAULT_MAP_TILE_ORIGINS.to_owned()),
            )
            .map_err(|item| {
                invalid(
                    "MAP_TILE_ORIGINS",
                    item,
                    "origins such as https://tile.openstreetmap.org, separated by commas",
                )
            })?,
        })
    }

    pub fn socket_addr(&self) -> SocketAddr {
        SocketAddr::new(self.bind, self.port)
    }
}

fn switch(var: &impl Fn(&str) -> Option<String>, name: &'static str) -> Result<bool, ConfigError> {
    match var(name).as_deref() {
        None | Some("0" | "false" | "no") => Ok(false),
        Some("1" | "true" | "yes") => Ok(true),
        Some(other) => Err(invalid(name, other.to_owned(), "1 or 0")),
    }
}

fn email_provider(var: &impl Fn(&str) -> Option<String>) -> Result<EmailProvider, ConfigError> {
    match var("EMAIL_PROVIDER").as_deref() {
        None | Some("log") => Ok(EmailProvider::Log),
        Some("smtp") => {
            let url =
                var("SMTP_URL").ok_or(ConfigError::Missing("SMTP_URL", "EMAIL_PROVIDER=smtp"))?;
            let from =
                var("MAIL_FROM").ok_or(ConfigError::Missing("MAIL_FROM", "EMAIL_PROVIDER=smtp"))?;
            if !matches!(url::Url::parse(&url), Ok(u) if matches!(u.scheme(), "smtp" | "smtps") && u.host_str().is_some())
            {
                return Err(invalid(
                    "SMTP_URL",
                    redact_url(&url),
                    "smtp://user:pass@host:587 or smtps://user:pass@host:465",
                ));
            }
            Ok(EmailProvider::Smtp { url, from })
        }
        Some(other) => Err(invalid("EMAIL_PROVIDER", other.to_owned(), "log or smtp")),
    }
}

fn sms_provider(var: &impl Fn(&str) -> Option<String>) -> Result<SmsProvider, ConfigError> {
    match var("SMS_PROVIDER").as_deref() {
        None | Some("log") => Ok(SmsProvider::Log),
        Some("http") => {
            let url = var("SMS_GATEWAY_URL")
                .ok_or(ConfigError::Missing("SMS_GATEWAY_URL", "SMS_PROVIDER=http"))?;
            if !matches!(url::Url::parse(&url), Ok(u) if matches!(u.scheme(), "http" | "https")) {
                return Err(invalid(
                    "SMS_GATEWAY_URL",
                    redact_url(&url),
                    "an http(s) URL",
                ));
            }
            Ok(SmsProvider::Http {
                url,
                token: var("SMS_GATEWAY_TOKEN"),
            })
        }
        Some(other) => Err(invalid("SMS_PROVIDER", other.to_owned(), "log or http")),
    }
}

fn bank_verifier(var: &impl Fn(&str) -> Option<String>) -> Result<BankVerifierKind, ConfigError> {
    const HTTP: &str = "BANK_VERIFIER=http";
    match var("BANK_VERIFIER").as_deref() {
        None | Some("simulator") => Ok(BankVerifierKind::Simulator),
        Some("http") => {
            let url =
                var("BANK_VERIFIER_URL").ok_or(ConfigError::Missing("BANK_VERIFIER_URL", HTTP))?;
            let token = var("BANK_VERIFIER_TOKEN")
                .ok_or(ConfigError::Missing("BANK_VERIFIER_TOKEN", HTTP))?;
            if !matches!(url::Url::parse(&url), Ok(u) if matches!(u.scheme(), "http" | "https")) {
                return Err(invalid(
                    "BANK_VERIFIER_URL",
                    redact_url(&url),
                    "an http(s) URL",
                ));
            }
            Ok(BankVerifierKind::Http { url, token })
        }
        Some(other) => Err(invalid(
            "BANK_VERIFIER",
            other.to_owned(),
            "simulator or http",
        )),
    }
}

/// A URL without its password, for logs and error messages.
pub fn redact_url(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme_end), Some(at)) if at > scheme_end => {
            match url[scheme_end + 3..at].split_once(':') {
                Some((user, _password)) => {
                    format!("{}{user}:***{}", &url[..scheme_end + 3], &url[at..])
                }
                None => url.to_owned(),
            }
        }
        _ => url.to_owned(),
    }
}

pub(crate) fn invalid(name: &'static str, value: String, expected: &'static str) -> ConfigError {
    ConfigError::Invalid {
        name,
        value,
        expected,
    }
}

pub(crate) fn parse<T: std::str::FromStr>(
    var: &impl Fn(&str) -> Option<String>,
    name: &'static str,
    expected: &'static str,
) -> Result<Option<T>, ConfigError> {
    var(name)
        .map(|value| value.parse().map_err(|_| invalid(name, value, expected)))
        .transpose()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn load(args: &[&str], vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let vars: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Config::load(args.iter().map(|a| a.to_string()), |name| {
            vars.get(name).cloned()
        })
    }

    #[test]
    fn defaults() {
        let config = load(&[], &[]).expect("defaults load");
        assert_eq!(config.socket_addr().to_string(), "0.0.0.0:8080");
        assert_eq!(config.database_url, DEFAULT_DATABASE_URL);
        assert_eq!(config.pwa_dir, PathBuf::from("pwa/dist"));
        assert!(!config.demo_data);
        assert_eq!(config.demo_password, "Demo-2026!");
        assert_eq!(config.session_ttl_seconds, 2_592_000);
        assert_eq!(config.public_url, "http://localhost:8080");
        assert_eq!(config.product_name, "Tujenge");
        assert!(!config.dev_outbox);
        assert_eq!(config.email, EmailProvider::Log);
        assert_eq!(config.sms, SmsProvider::Log);
        assert_eq!(config.payments, PaymentsProviderKind::Simulator);
        assert_eq!(config.bank_verifier, BankVerifierKind::Simulator);
        assert_eq!(config.s3, None, "files on local disk");
        assert_eq!(config.upload_dir, PathBuf::from("./data/uploads"));
        assert_eq!(config.upload_quota_bytes, 300 * 1024 * 1024);
    }

    #[test]
    fn profile_settings() {
        let config = load(
            &[],
            &[
                ("PAYMENTS_PROVIDER", "simulator"),
                ("BANK_VERIFIER", "simulator"),
                ("UPLOAD_DIR", "/srv/portal/uploads"),
                ("UPLOAD_QUOTA_MB", "250"),
            ],
        )
        .expect("valid settings");
        assert_eq!(config.upload_dir, PathBuf::from("/srv/portal/uploads"));
        assert_eq!(config.upload_quota_bytes, 250 * 1024 * 1024);
        for bad in ["0", "-1", "lots"] {
            assert!(
                load(&[], &[("UPLOAD_QUOTA_MB", bad)]).is_err(),
                "UPLOAD_QUOTA_MB={bad}"
            );
        }
        let daraja = "PAYMENTS_PROVIDER=daraja";
        assert_eq!(
            load(&[], &[("PAYMENTS_PROVIDER", "daraja")]).err(),
            Some(ConfigError::Several(
                [
                    "MPESA_CONSUMER_KEY",
                    "MPESA_CONSUMER_SECRET",
                    "MPESA_SHORTCODE",
                    "MPESA_PASSKEY",
                    "MPESA_CALLBACK_SECRET",
                    "MPESA_B2C_INITIATOR",
                    "MPESA_B2C_SECURITY_CREDENTIAL",
                ]
                .map(|name| ConfigError::Missing(name, daraja))
                .into()
            ))
        );
        assert!(matches!(
            load(&[], &[("PAYMENTS_PROVIDER", "paypal")]),
            Err(ConfigError::Invalid {
                name: "PAYMENTS_PROVIDER",
                ..
            })
        ));
        assert!(matches!(
            load(&[], &[("BANK_VERIFIER", "flutterwave")]),
            Err(ConfigError::Invalid {
                name: "BANK_VERIFIER",
                ..
            })
        ));
    }

    #[test]
    fn bank_verifier_settings() {
        let http = [
            ("BANK_VERIFIER", "http"),
            ("BANK_VERIFIER_URL", "https://banks.example.org/verify"),
            ("BANK_VERIFIER_TOKEN", "verifier-token"),
        ];
        assert_eq!(
            load(&[], &http).expect("valid").bank_verifier,
            BankVerifierKind::Http {
                url: "https://banks.example.org/verify".into(),
                token: "verifier-token".into()
            }
        );
        assert_eq!(
            load(&[], &http[..1]).err(),
            Some(ConfigError::Several(vec![
                ConfigError::Missing("BANK_VERIFIER_URL", "BANK_VERIFIER=http"),
                ConfigError::Missing("BANK_VERIFIER_TOKEN", "BANK_VERIFIER=http"),
            ]))
        );
        assert!(matches!(
            load(
                &[],
                &[http[0], ("BANK_VERIFIER_URL", "ftp://banks"), http[2]]
            ),
            Err(ConfigError::Invalid {
                name: "BANK_VERIFIER_URL",
                ..
            })
        ));
    }

    #[test]
    fn message_settings() {
        let config = load(
            &[],
            &[
                ("PUBLIC_URL", "https://portal.example.org/"),
                ("PRODUCT_NAME", "Jenga"),
                ("DEV_OUTBOX", "1"),
                ("EMAIL_PROVIDER", "smtp"),
                ("SMTP_URL", "smtp://mailer:secret@mail.example.org:587"),
                ("MAIL_FROM", "Jenga <no-reply@example.org>"),
                ("SMS_PROVIDER", "http"),
                ("SMS_GATEWAY_URL", "https://sms.example.org/send"),
                ("SMS_GATEWAY_TOKEN", "t0ken"),
            ],
        )
        .expect("valid settings");
        assert_eq!(config.public_url, "https://portal.example.org");
        assert_eq!(config.product_name, "Jenga");
        assert!(config.dev_outbox);
        assert_eq!(
            config.email,
            EmailProvider::Smtp {
                url: "smtp://mailer:secret@mail.example.org:587".into(),
                from: "Jenga <no-reply@example.org>".into()
            }
        );
        assert_eq!(
            config.sms,
            SmsProvider::Http {
                url: "https://sms.example.org/send".into(),
                token: Some("t0ken".into())
            }
        );
        assert!(load(&["--demo"], &[]).expect("demo").dev_outbox);
        assert_eq!(
            load(&[], &[("EMAIL_PROVIDER", "smtp")]).err(),
            Some(ConfigError::Several(vec![
                ConfigError::Missing("SMTP_URL", "EMAIL_PROVIDER=smtp"),
                ConfigError::Missing("MAIL_FROM", "EMAIL_PROVIDER=smtp"),
            ]))
        );
        let bad = load(
            &[],
            &[
                ("EMAIL_PROVIDER", "smtp"),
                ("SMTP_URL", "http://u:pw@x"),
                ("MAIL_FROM", "a@b.co"),
            ],
        );
        assert!(
            matches!(&bad, Err(ConfigError::Invalid { name: "SMTP_URL", value, .. }) if value == "http://u:***@x"),
            "{bad:?}"
        );
        assert!(matches!(
            load(&[], &[("SMS_PROVIDER", "pigeon")]),
            Err(ConfigError::Invalid {
                name: "SMS_PROVIDER",
                ..
            })
        ));
        assert!(matches!(
            load(&[], &[("PUBLIC_URL", "portal")]),
            Err(ConfigError::Invalid {
                name: "PUBLIC_URL",
                ..
            })
        ));
    }

    #[test]
    fn redacts_passwords_in_urls() {
        assert_eq!(
            redact_url("postgres://app:secret@db:5432/portal"),
            "postgres://app:***@db:5432/portal"
        );
        assert_eq!(
            redact_url("postgres://postgres@127.0.0.1:5432/test"),
            "postgres://postgres@127.0.0.1:5432/test"
        );
        assert_eq!(
            redact_url("sqlite://data/portal.db?mode=rwc"),
            "sqlite://data/portal.db?mode=rwc"
        );
    }

    #[test]
    fn reads_variables_and_flag() {
        let config = load(
            &["--demo"],
            &[
                ("PORT", "9000"),
                ("BIND", "127.0.0.1"),
                ("SESSION_TTL_SECONDS", "60"),
            ],
        )
        .expect("valid settings");
        assert_eq!(config.socket_addr().to_string(), "127.0.0.1:9000");
        assert!(config.demo_data);
        assert_eq!(config.session_ttl_seconds, 60);
        assert!(
            load(&[], &[("DEMO_DATA", "1")])
                .expect("demo by env")
                .demo_data
        );
    }

    #[test]
    fn rejects_bad_values() {
        assert!(matches!(
            load(&[], &[("PORT", "eighty")]),
            Err(ConfigError::Invalid { name: "PORT", .. })
        ));
        assert!(matches!(
            load(&[], &[("SESSION_TTL_SECONDS", "0")]),
            Err(ConfigError::Invalid { .. })
        ));
        assert_eq!(
            load(&["--nope"], &[]).err(),
            Some(ConfigError::UnknownArgument("--nope".into()))
        );
    }

    #[test]
    fn production_refuses_demo_data() {
        let refusal = |args: &[&str], vars: &[(&str, &str)]| {
            load(args, vars).expect_err("refused").to_string()
        };
        let production = [("APP_ENV", "production")];
        let demo = ConfigError::DemoInProduction.to_string();
        assert!(refusal(&["--demo"], &production).contains(&demo));
        assert!(refusal(&[], &[("DEMO_DATA", "1"), production[0]]).contains(&demo));
        let outbox = ConfigError::DevOutboxInProduction.to_string();
        assert!(refusal(&[], &[("DEV_OUTBOX", "1"), production[0]]).contains(&outbox));
    }

    #[test]
    fn map_tile_origins_are_plain_origins() {
        assert_eq!(
            tile_origins(" https://tile.openstreetmap.org/, https://*.tiles.example.org,http://localhost:8081"),
            Ok(vec![
                "https://tile.openstreetmap.org".to_owned(),
                "https://*.tiles.example.org".to_owned(),
                "http://localhost:8081".to_owned(),
            ])
        );
        for refused in [
            "tile.openstreetmap.org",
            "https://tiles.example.org/{z}/{x}/{y}.png",
            "https://a.example.org; script-src *",
            "https://",
        ] {
            assert_eq!(tile_origins(refused), Err(refused.to_owned()), "{refused}");
        }
    }
}
