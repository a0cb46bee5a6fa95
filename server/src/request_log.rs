//! Keeping secrets out of the log. The request span shows the URI with the M-Pesa callback secret
//! (`/api/payments/mpesa/{callback,b2c}/<secret>`, `?secret=`) and a document link's token
//! (`/d/<token>`, `/api/public/documents/<token>/pdf`) as `***`; and every line written is
//! passed through `Redacting`, which replaces the configured secrets wherever they appear (an
//! error that quotes a callback URL, for one).

use std::io::{self, Write};
use std::sync::Arc;

use axum::http::{Request, Uri};
use tracing::Span;
use tracing_subscriber::fmt::MakeWriter;

use crate::config::{BankVerifierKind, Config, LinkedAccountsKind, SmsProvider};

pub const HIDDEN: &str = "***";
/// Paths whose next segment is a secret (what follows it is shown).
const SECRET_PATHS: [&str; 4] = [
    "/api/payments/mpesa/callback/",
    "/api/payments/mpesa/b2c/",
    "/api/public/documents/",
    "/d/",
];

/// The URI as logged: the secret in the path or the query replaced by `***`.
pub fn redacted_uri(uri: &Uri) -> String {
    let path = uri.path();
    let path = match SECRET_PATHS.iter().find(|prefix| path.starts_with(*prefix)) {
        Some(prefix) => {
            let rest = &path[prefix.len()..];
            let after = rest.find('/').map_or("", |slash| &rest[slash..]);
            format!("{prefix}{HIDDEN}{after}")
        }
        None => path.to_owned(),
    };
    match uri.query() {
        None => path,
        Some(query) => {
            let query: Vec<String> = query
                .split('&')
                .map(|pair| match pair.split_once('=') {
                    Some((name, _)) if name.eq_ignore_ascii_case("secret") => {
                        format!("{name}={HIDDEN}")
                    }
                    _ => pair.to_owned(),
                })
                .collect();
            format!("{path}?{}", query.join("&"))
        }
    }
}

/// The span every request's log lines are written in (as tower-http's default, with the URI redacted).
pub fn span<B>(request: &Request<B>) -> Span {
    tracing::info_span!(
        "request",
        method = %request.method(),
        uri = %redacted_uri(request.uri()),
        version = ?request.version(),
    )
}

/// The secret values in `config` that must never be written out in full.
pub fn secrets(config: &Config) -> Vec<String> {
    let mpesa = &config.mpesa;
    let mut secrets = vec![
        mpesa.callback_secret.clone(),
        mpesa.consumer_secret.clone(),
        mpesa.passkey.clone(),
        mpesa.b2c_security_credential.clone(),
    ];
    if let SmsProvider::Http {
        token: Some(token), ..
    } = &config.sms
    {
        secrets.push(token.clone());
    }
    if let BankVerifierKind::Http { token, .. } = &config.bank_verifier {
        secrets.push(token.clone());
    }
    if let LinkedAccountsKind::Mono(mono) = &config.linked_accounts {
        secrets.push(mono.secret_key.clone());
    }
    if let Some(s3) = &config.s3 {
        secrets.push(s3.secret_access_key.clone());
    }
    // Short values would blank out ordinary words; real secrets are long.
    secrets.retain(|secret| secret.len() >= 8);
    secrets
}

/// A log writer that replaces each secret with `***` in what it writes. The log formatter writes
/// each line in one call, so a secret is never split between two writes.
#[derive(Clone)]
pub struct Redacting<M> {
    inner: M,
    secrets: Arc<Vec<String>>,
}

impl<M> Redacting<M> {
    pub fn new(inner: M, secrets: Vec<String>) -> Redacting<M> {
        Redacting {
            inner,
            secrets: Arc::new(secrets),
        }
    }
}

pub struct RedactingWriter<W> {
    inner: W,
    secrets: Arc<Vec<String>>,
}

impl<'a, M: MakeWriter<'a>> MakeWriter<'a> for Redacting<M> {
    type Writer = RedactingWriter<M::Writer>;

    fn make_writer(&'a self) -> Self::Writer {
        RedactingWriter {
            inner: self.inner.make_writer(),
            secrets: self.secrets.clone(),
        }
    }
}

impl<W: Write> Write for RedactingWriter<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let text = String::from_utf8_lossy(buf);
        if self
            .secrets
            .iter()
            .any(|secret| text.contains(secret.as_str()))
        {
            let mut clean = text.into_owned();
            for secret in self.secrets.iter() {
                clean = clean.replace(secret.as_str(), HIDDEN);
            }
            self.inner.write_all(clean.as_bytes())?;
        } else {
            self.inner.write_all(buf)?;
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn redacted(uri: &str) -> String {
        redacted_uri(&uri.parse().expect("uri"))
    }

    #[test]
    fn callback_secrets_are_hidden_in_uris() {
        assert_eq!(
            redacted("/api/payments/mpesa/callback/s3cretS3cretS3cret"),
            "/api/payments/mpesa/callback/***"
        );
        assert_eq!(
            redacted("/api/payments/mpesa/b2c/s3cretS3cretS3cret?x=1"),
            "/api/payments/mpesa/b2c/***?x=1"
        );
        assert_eq!(
            redacted("/api/payments/mpesa/c2b/confirmation?secret=s3cret&a=b"),
            "/api/payments/mpesa/c2b/confirmation?secret=***&a=b"
        );
        assert_eq!(
            redacted("/api/payments/mpesa/c2b/validation?a=b&SECRET=s3cret"),
            "/api/payments/mpesa/c2b/validation?a=b&SECRET=***"
        );
        assert_eq!(
            redacted("/api/loans/abc?status=pending"),
            "/api/loans/abc?status=pending"
        );
        assert_eq!(
            redacted("/api/payments/mpesa/status/ws_CO_1"),
            "/api/payments/mpesa/status/ws_CO_1"
        );
    }

    #[test]
    fn document_link_tokens_are_hidden_in_uris() {
        assert_eq!(redacted("/d/Wq3-x_9AbCdEfGhIjKlMnO"), "/d/***");
        assert_eq!(
            redacted("/api/public/documents/Wq3-x_9AbCdEfGhIjKlMnO"),
            "/api/public/documents/***"
        );
        assert_eq!(
            redacted("/api/public/documents/Wq3-x_9AbCdEfGhIjKlMnO/pdf?language=sw"),
            "/api/public/documents/***/pdf?language=sw"
        );
        assert_eq!(redacted("/dashboard/d/x"), "/dashboard/d/x");
    }

    #[test]
    fn the_writer_hides_every_secret() {
        let mut out = Vec::new();
        {
            let mut writer = RedactingWriter {
                inner: &mut out,
                secrets: Arc::new(vec!["LongSecret123".to_owned(), "token-abcdef".to_owned()]),
            };
            writer
                .write_all(b"error sending request for url (http://127.0.0.1/cb/LongSecret123) token-abcdef\n")
                .expect("write");
            writer.write_all(b"nothing to hide\n").expect("write");
        }
        assert_eq!(
            String::from_utf8(out).expect("utf-8"),
            "error sending request for url (http://127.0.0.1/cb/***) ***\nnothing to hide\n"
        );
    }

    #[test]
    fn short_values_are_not_secrets() {
        let mut config = Config::load(Vec::<String>::new(), |_| None).expect("defaults");
        config.mpesa.passkey = "abc".to_owned();
        let found = secrets(&config);
        assert_eq!(found, vec![config.mpesa.callback_secret.clone()]);
    }

    #[test]
    fn the_s3_secret_key_is_a_secret() {
        let vars = [
            ("STORAGE_PROVIDER", "s3"),
            ("S3_BUCKET", "portal-files"),
            ("S3_REGION", "eu-west-1"),
            ("S3_ACCESS_KEY_ID", "AKIAEXAMPLEKEY123"),
            ("S3_SECRET_ACCESS_KEY", "wJalrXUtnFEMI/K7MDENG"),
        ];
        let config = Config::load(Vec::<String>::new(), |name| {
            vars.iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| (*value).to_owned())
        })
        .expect("settings");
        assert!(secrets(&config).contains(&"wJalrXUtnFEMI/K7MDENG".to_owned()));
    }
}
