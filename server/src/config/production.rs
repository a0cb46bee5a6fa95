//! What `APP_ENV=production` asks of the settings: every provider chosen explicitly (linked
//! financial accounts included), none of them a simulator or the log, and the addresses the outside world uses set, so a production server never
//! starts on stand-ins without a word; uploaded files never cross the network over plain http.
//! Every problem is named at once. Local disk stays allowed: one server with a kept volume is real.

use std::cell::RefCell;

use super::ConfigError;

/// (variable, the stand-in value refused, what production needs instead)
const PROVIDERS: [(&str, &str, &str); 5] = [
    ("PAYMENTS_PROVIDER", "simulator", "daraja"),
    ("EMAIL_PROVIDER", "log", "smtp"),
    ("SMS_PROVIDER", "log", "http"),
    ("BANK_VERIFIER", "simulator", "http"),
    ("LINKED_ACCOUNTS_PROVIDER", "simulator", "mono"),
];

/// Everything production refuses in these settings.
pub fn refusals(var: &impl Fn(&str) -> Option<String>) -> Vec<ConfigError> {
    let mut refusals = Vec::new();
    for (name, stand_in, wanted) in PROVIDERS {
        match var(name) {
            None => refusals.push(ConfigError::NotSetInProduction(name, wanted)),
            Some(value) if value == stand_in => {
                refusals.push(ConfigError::RefusedInProduction {
                    name,
                    value,
                    wanted,
                });
            }
            Some(_) => {}
        }
    }
    if var("PUBLIC_URL").is_none() {
        refusals.push(ConfigError::NotSetInProduction(
            "PUBLIC_URL",
            "the https address people open, used in e-mailed links and M-Pesa callbacks",
        ));
    }
    if var("PAYMENTS_PROVIDER").as_deref() == Some("daraja") && var("MPESA_BASE_URL").is_none() {
        refusals.push(ConfigError::NotSetInProduction(
            "MPESA_BASE_URL",
            "https://api.safaricom.co.ke, not the sandbox by default",
        ));
    }
    if let Some(endpoint) = var("S3_ENDPOINT") {
        // Without S3_ALLOW_HTTP=1 the load itself refuses plain http already.
        if var("STORAGE_PROVIDER").as_deref() == Some("s3")
            && matches!(super::switch(var, "S3_ALLOW_HTTP"), Ok(true))
            && super::s3::is_plain_http_elsewhere(&endpoint)
        {
            refusals.push(ConfigError::RefusedInProduction {
                name: "S3_ENDPOINT",
                value: super::redact_url(&endpoint),
                wanted: "an https:// address; plain http only to this machine (localhost, 127.0.0.1, ::1)",
            });
        }
    }
    refusals
}

/// Loads with `load` and names every setting it finds missing, not only the first: each missing
/// one is given a stand-in value and the load runs again. A complaint about a stand-in ends it.
pub fn every_missing<T>(
    var: &impl Fn(&str) -> Option<String>,
    load: impl Fn(&dyn Fn(&str) -> Option<String>) -> Result<T, ConfigError>,
) -> Result<T, Vec<ConfigError>> {
    const STAND_IN: &str = "0000000000000000";
    let filled: RefCell<Vec<&'static str>> = RefCell::new(Vec::new());
    let mut problems = Vec::new();
    loop {
        let with_stand_ins = |name: &str| {
            var(name).or_else(|| filled.borrow().contains(&name).then(|| STAND_IN.to_owned()))
        };
        match load(&with_stand_ins) {
            Ok(value) if problems.is_empty() => return Ok(value),
            Ok(_) => return Err(problems),
            Err(ConfigError::Missing(name, when)) if !filled.borrow().contains(&name) => {
                filled.borrow_mut().push(name);
                problems.push(ConfigError::Missing(name, when));
            }
            Err(ConfigError::Invalid { name, .. } | ConfigError::Missing(name, _))
                if filled.borrow().contains(&name) =>
            {
                return Err(problems);
            }
            Err(other) => {
                problems.push(other);
                return Err(problems);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn load(vars: &[(&str, &str)]) -> Result<crate::config::Config, ConfigError> {
        let vars: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        crate::config::Config::load(Vec::<String>::new(), |name| vars.get(name).cloned())
    }

    /// Production settings with real providers, but for `leave_out`.
    fn production(leave_out: &[&str]) -> Vec<(&'static str, &'static str)> {
        [
            ("APP_ENV", "production"),
            ("PUBLIC_URL", "https://portal.example.org"),
            ("PAYMENTS_PROVIDER", "daraja"),
            ("MPESA_BASE_URL", "https://api.safaricom.co.ke"),
            ("MPESA_CONSUMER_KEY", "key"),
            ("MPESA_CONSUMER_SECRET", "consumer-secret"),
            ("MPESA_SHORTCODE", "600100"),
            ("MPESA_PASSKEY", "passkey-passkey"),
            ("MPESA_CALLBACK_SECRET", "Callback0123456789"),
            ("MPESA_B2C_INITIATOR", "initiator"),
            ("MPESA_B2C_SECURITY_CREDENTIAL", "credential"),
            ("EMAIL_PROVIDER", "smtp"),
            ("SMTP_URL", "smtp://mailer:secret@mail.example.org:587"),
            ("MAIL_FROM", "Tujenge <no-reply@example.org>"),
            ("SMS_PROVIDER", "http"),
            ("SMS_GATEWAY_URL", "https://sms.example.org/send"),
            ("BANK_VERIFIER", "http"),
            ("BANK_VERIFIER_URL", "https://banks.example.org/verify"),
            ("BANK_VERIFIER_TOKEN", "verifier-token"),
            ("LINKED_ACCOUNTS_PROVIDER", "mono"),
            ("MONO_SECRET_KEY", "live_sk_mono_secret"),
        ]
        .into_iter()
        .filter(|(name, _)| !leave_out.contains(name))
        .collect()
    }

    fn problems(vars: &[(&str, &str)]) -> Vec<ConfigError> {
        match load(vars) {
            Ok(_) => Vec::new(),
            Err(ConfigError::Several(all)) => all,
            Err(one) => vec![one],
        }
    }

    #[test]
    fn production_names_every_provider_left_to_its_default() {
        let error = load(&[("APP_ENV", "production")]).expect_err("refused");
        assert_eq!(
            error,
            ConfigError::Several(vec![
                ConfigError::NotSetInProduction("PAYMENTS_PROVIDER", "daraja"),
                ConfigError::NotSetInProduction("EMAIL_PROVIDER", "smtp"),
                ConfigError::NotSetInProduction("SMS_PROVIDER", "http"),
                ConfigError::NotSetInProduction("BANK_VERIFIER", "http"),
                ConfigError::NotSetInProduction("LINKED_ACCOUNTS_PROVIDER", "mono"),
                ConfigError::NotSetInProduction(
                    "PUBLIC_URL",
                    "the https address people open, used in e-mailed links and M-Pesa callbacks"
                ),
            ])
        );
        let message = error.to_string();
        assert!(
            message.starts_with("6 settings are missing or refused: PAYMENTS_PROVIDER is not set"),
            "{message}"
        );
        // Outside production the stand-ins remain the defaults.
        assert!(load(&[("APP_ENV", "staging")]).is_ok());
    }

    #[test]
    fn production_refuses_the_stand_ins() {
        let mut vars = production(&[
            "PAYMENTS_PROVIDER",
            "EMAIL_PROVIDER",
            "SMS_PROVIDER",
            "BANK_VERIFIER",
            "LINKED_ACCOUNTS_PROVIDER",
        ]);
        vars.extend([
            ("PAYMENTS_PROVIDER", "simulator"),
            ("EMAIL_PROVIDER", "log"),
            ("SMS_PROVIDER", "log"),
            ("BANK_VERIFIER", "simulator"),
            ("LINKED_ACCOUNTS_PROVIDER", "simulator"),
        ]);
        let refused = |name: &'static str, value: &str, wanted: &'static str| {
            ConfigError::RefusedInProduction {
                name,
                value: value.to_owned(),
                wanted,
            }
        };
        assert_eq!(
            problems(&vars),
            vec![
                refused("PAYMENTS_PROVIDER", "simulator", "daraja"),
                refused("EMAIL_PROVIDER", "log", "smtp"),
                refused("SMS_PROVIDER", "log", "http"),
                refused("BANK_VERIFIER", "simulator", "http"),
                refused("LINKED_ACCOUNTS_PROVIDER", "simulator", "mono"),
            ]
        );
        // With every real provider configured, production starts.
        assert_eq!(problems(&production(&[])), vec![]);
    }

    #[test]
    fn production_keeps_files_off_plain_http_but_to_this_machine() {
        let s3 = |endpoint: &'static str| {
            let mut vars = production(&[]);
            vars.extend([
                ("STORAGE_PROVIDER", "s3"),
                ("S3_BUCKET", "portal-files"),
                ("S3_REGION", "eu-west-1"),
                ("S3_ACCESS_KEY_ID", "key-id"),
                ("S3_SECRET_ACCESS_KEY", "secret-key"),
                ("S3_ALLOW_HTTP", "1"),
                ("S3_ENDPOINT", endpoint),
            ]);
            problems(&vars)
        };
        assert_eq!(
            s3("http://files.example.org:9000"),
            vec![ConfigError::RefusedInProduction {
                name: "S3_ENDPOINT",
                value: "http://files.example.org:9000".to_owned(),
                wanted: "an https:// address; plain http only to this machine (localhost, 127.0.0.1, ::1)",
            }]
        );
        assert_eq!(s3("http://127.0.0.1:9000"), vec![]);
        assert_eq!(s3("https://files.example.org"), vec![]);
        // Missing bucket settings are named together, in production as anywhere.
        let mut vars = production(&[]);
        vars.push(("STORAGE_PROVIDER", "s3"));
        assert_eq!(
            problems(&vars),
            [
                "S3_BUCKET",
                "S3_REGION",
                "S3_ACCESS_KEY_ID",
                "S3_SECRET_ACCESS_KEY"
            ]
            .map(|name| ConfigError::Missing(name, "STORAGE_PROVIDER=s3"))
            .into_iter()
            .collect::<Vec<_>>()
        );
    }

    #[test]
    fn production_names_every_missing_setting_of_the_chosen_providers() {
        let vars = production(&[
            "MPESA_BASE_URL",
            "MPESA_PASSKEY",
            "MPESA_B2C_INITIATOR",
            "MAIL_FROM",
            "SMS_GATEWAY_URL",
            "BANK_VERIFIER_TOKEN",
            "MONO_SECRET_KEY",
        ]);
        let found = problems(&vars);
        assert_eq!(
            found,
            vec![
                ConfigError::Missing("MPESA_PASSKEY", "PAYMENTS_PROVIDER=daraja"),
                ConfigError::Missing("MPESA_B2C_INITIATOR", "PAYMENTS_PROVIDER=daraja"),
                ConfigError::Missing("MAIL_FROM", "EMAIL_PROVIDER=smtp"),
                ConfigError::Missing("SMS_GATEWAY_URL", "SMS_PROVIDER=http"),
                ConfigError::Missing("BANK_VERIFIER_TOKEN", "BANK_VERIFIER=http"),
                ConfigError::Missing("MONO_SECRET_KEY", "LINKED_ACCOUNTS_PROVIDER=mono"),
                ConfigError::NotSetInProduction(
                    "MPESA_BASE_URL",
                    "https://api.safaricom.co.ke, not the sandbox by default"
                ),
            ]
        );
    }
}
