//! Settings from the environment and the command line.

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;

pub const DEFAULT_DATABASE_URL: &str = "sqlite://data/portal.db?mode=rwc";
pub const DEFAULT_DEMO_PASSWORD: &str = "Demo-2026!";
pub const DEFAULT_SESSION_TTL_SECONDS: i64 = 30 * 24 * 3600;

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
        let demo_env = match var("DEMO_DATA").as_deref() {
            None | Some("0" | "false" | "no") => false,
            Some("1" | "true" | "yes") => true,
            Some(other) => return Err(invalid("DEMO_DATA", other.to_owned(), "1 or 0")),
        };
        let app_env = var("APP_ENV").unwrap_or_else(|| "development".to_owned());
        let demo_data = demo_flag || demo_env;
        if demo_data && app_env == "production" {
            return Err(ConfigError::DemoInProduction);
        }

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
        })
    }

    pub fn socket_addr(&self) -> SocketAddr {
        SocketAddr::new(self.bind, self.port)
    }
}

fn invalid(name: &'static str, value: String, expected: &'static str) -> ConfigError {
    ConfigError::Invalid {
        name,
        value,
        expected,
    }
}

fn parse<T: std::str::FromStr>(
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
        assert_eq!(
            load(&["--demo"], &[("APP_ENV", "production")]).err(),
            Some(ConfigError::DemoInProduction)
        );
        assert_eq!(
            load(&[], &[("DEMO_DATA", "1"), ("APP_ENV", "production")]).err(),
            Some(ConfigError::DemoInProduction)
        );
        assert!(load(&[], &[("APP_ENV", "production")]).is_ok());
    }
}
