//! What `APP_ENV=production` asks of the settings: every provider chosen explicitly, none of them a
//! simulator or the log, and the addresses the outside world uses set, so a production server never
//! starts on stand-ins without a word. Every problem is named at once.

use std::cell::RefCell;

use super::ConfigError;

/// (variable, the stand-in value refused, what production needs instead)
const PROVIDERS: [(&str, &str, &str); 4] = [
    ("PAYMENTS_PROVIDER", "simulator", "daraja"),
    ("EMAIL_PROVIDER", "log", "smtp"),
    ("SMS_PROVIDER", "log", "http"),
    (
        "BANK_VERIFIER",
        "simulator",
        "a real bank verifier; none is built in yet",
    ),
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
