//! `APP_ENV=production` refuses to start on stand-ins (payment simulator, log e-mail and SMS, bank
//! simulator) or with a provider left to its default, and names every problem in one message.

use crate::common;

use common::binary::{databases, run_to_exit};

const NAMES: [&str; 5] = [
    "PAYMENTS_PROVIDER",
    "EMAIL_PROVIDER",
    "SMS_PROVIDER",
    "BANK_VERIFIER",
    "PUBLIC_URL",
];

/// The one line the binary prints when it refuses to start.
fn refusal(output: &str) -> &str {
    output
        .lines()
        .find(|line| line.starts_with("portal-server: "))
        .unwrap_or_else(|| panic!("no refusal in:\n{output}"))
}

#[tokio::test]
async fn production_refuses_to_start_on_defaults_and_names_every_setting() {
    for database in databases().await {
        let (status, output) =
            run_to_exit(&[("APP_ENV", "production"), ("DATABASE_URL", &database.url)]);
        assert!(
            status.is_some_and(|status| !status.success()),
            "started on defaults ({}):\n{output}",
            database.backend
        );
        let line = refusal(&output);
        for name in NAMES {
            assert!(
                line.contains(&format!("{name} is not set")),
                "{name}: {line}"
            );
        }
        assert!(!output.contains("listening"), "{output}");
        database.drop().await;
    }
}

#[tokio::test]
async fn production_refuses_the_simulators_and_the_log_by_name() {
    for database in databases().await {
        let (status, output) = run_to_exit(&[
            ("APP_ENV", "production"),
            ("DATABASE_URL", &database.url),
            ("PUBLIC_URL", "https://portal.example.org"),
            ("PAYMENTS_PROVIDER", "simulator"),
            ("EMAIL_PROVIDER", "log"),
            ("SMS_PROVIDER", "log"),
            ("BANK_VERIFIER", "simulator"),
        ]);
        assert!(
            status.is_some_and(|status| !status.success()),
            "started on simulators:\n{output}"
        );
        let line = refusal(&output);
        for refused in [
            "PAYMENTS_PROVIDER=simulator is refused",
            "EMAIL_PROVIDER=log is refused",
            "SMS_PROVIDER=log is refused",
            "BANK_VERIFIER=simulator is refused",
        ] {
            assert!(line.contains(refused), "{refused}: {line}");
        }
        assert!(!line.contains("PUBLIC_URL"), "{line}");

        // Real providers chosen but not configured: every missing setting at once.
        let (status, output) = run_to_exit(&[
            ("APP_ENV", "production"),
            ("DATABASE_URL", &database.url),
            ("PUBLIC_URL", "https://portal.example.org"),
            ("PAYMENTS_PROVIDER", "daraja"),
            ("EMAIL_PROVIDER", "smtp"),
            ("SMS_PROVIDER", "http"),
            ("BANK_VERIFIER", "http"),
        ]);
        assert!(
            status.is_some_and(|status| !status.success()),
            "started unconfigured:\n{output}"
        );
        let line = refusal(&output);
        for missing in [
            "MPESA_BASE_URL",
            "MPESA_CONSUMER_KEY",
            "MPESA_CONSUMER_SECRET",
            "MPESA_PASSKEY",
            "MPESA_CALLBACK_SECRET",
            "MPESA_B2C_INITIATOR",
            "MPESA_B2C_SECURITY_CREDENTIAL",
            "SMTP_URL",
            "MAIL_FROM",
            "SMS_GATEWAY_URL",
            "BANK_VERIFIER_URL",
            "BANK_VERIFIER_TOKEN",
        ] {
            assert!(line.contains(missing), "{missing}: {line}");
        }
        database.drop().await;
    }
}
