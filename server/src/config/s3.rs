//! Where uploaded files go: local disk (`UPLOAD_DIR`, the default) or an S3-compatible bucket
//! (`STORAGE_PROVIDER=s3` with the `S3_*` settings, every one of them named when missing).

use std::fmt;

use super::{invalid, redact_url, switch, ConfigError};

const S3: &str = "STORAGE_PROVIDER=s3";

/// An S3-compatible bucket and the key that signs for it.
#[derive(Clone, PartialEq, Eq)]
pub struct S3Config {
    /// The server's address (MinIO, R2, a local test server); None is AWS itself, in `region`.
    pub endpoint: Option<String>,
    pub bucket: String,
    pub region: String,
    pub access_key_id: String,
    pub secret_access_key: String,
    /// Plain http to `endpoint` is allowed (a server on this machine).
    pub allow_http: bool,
}

/// The credentials stay out of logs and panics.
impl fmt::Debug for S3Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("S3Config")
            .field("endpoint", &self.endpoint)
            .field("bucket", &self.bucket)
            .field("region", &self.region)
            .field("access_key_id", &"***")
            .field("secret_access_key", &"***")
            .field("allow_http", &self.allow_http)
            .finish()
    }
}

/// The bucket `STORAGE_PROVIDER=s3` asks for, or None for local disk.
pub fn load(var: &impl Fn(&str) -> Option<String>) -> Result<Option<S3Config>, ConfigError> {
    match var("STORAGE_PROVIDER").as_deref() {
        None | Some("local") => return Ok(None),
        Some("s3") => {}
        Some(other) => return Err(invalid("STORAGE_PROVIDER", other.to_owned(), "local or s3")),
    }
    let required = |name: &'static str| var(name).ok_or(ConfigError::Missing(name, S3));
    let bucket = required("S3_BUCKET")?;
    let region = required("S3_REGION")?;
    let access_key_id = required("S3_ACCESS_KEY_ID")?;
    let secret_access_key = required("S3_SECRET_ACCESS_KEY")?;
    let allow_http = switch(var, "S3_ALLOW_HTTP")?;
    let endpoint = var("S3_ENDPOINT");
    if let Some(endpoint) = &endpoint {
        let scheme = url::Url::parse(endpoint)
            .ok()
            .filter(|url| url.host_str().is_some())
            .map(|url| url.scheme().to_owned());
        match scheme.as_deref() {
            Some("https") => {}
            Some("http") if allow_http => {}
            Some("http") => {
                return Err(invalid(
                    "S3_ENDPOINT",
                    redact_url(endpoint),
                    "an https:// address, or S3_ALLOW_HTTP=1 for plain http",
                ))
            }
            _ => {
                return Err(invalid(
                    "S3_ENDPOINT",
                    redact_url(endpoint),
                    "an http(s) URL such as https://s3.example.org",
                ))
            }
        }
    }
    Ok(Some(S3Config {
        endpoint: endpoint.map(|endpoint| endpoint.trim_end_matches('/').to_owned()),
        bucket,
        region,
        access_key_id,
        secret_access_key,
        allow_http,
    }))
}

/// True for an `http://` endpoint on another machine: its files and signed requests would cross
/// the network unencrypted.
pub fn is_plain_http_elsewhere(endpoint: &str) -> bool {
    let Ok(url) = url::Url::parse(endpoint) else {
        return false;
    };
    url.scheme() == "http"
        && match url.host() {
            Some(url::Host::Domain(name)) => !name.eq_ignore_ascii_case("localhost"),
            Some(url::Host::Ipv4(ip)) => !ip.is_loopback(),
            Some(url::Host::Ipv6(ip)) => !ip.is_loopback(),
            None => false,
        }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn load_with(vars: &[(&str, &str)]) -> Result<Option<S3Config>, ConfigError> {
        let vars: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        load(&|name: &str| vars.get(name).cloned())
    }

    const FULL: [(&str, &str); 5] = [
        ("STORAGE_PROVIDER", "s3"),
        ("S3_BUCKET", "portal-files"),
        ("S3_REGION", "eu-west-1"),
        ("S3_ACCESS_KEY_ID", "AKIAEXAMPLEKEY123"),
        ("S3_SECRET_ACCESS_KEY", "wJalrXUtnFEMI/K7MDENG/bPxRfiCY"),
    ];

    fn with(extra: &[(&'static str, &'static str)]) -> Vec<(&'static str, &'static str)> {
        FULL.iter().chain(extra).copied().collect()
    }

    #[test]
    fn local_disk_unless_s3_is_chosen() {
        assert_eq!(load_with(&[]), Ok(None));
        assert_eq!(load_with(&[("STORAGE_PROVIDER", "local")]), Ok(None));
        assert!(matches!(
            load_with(&[("STORAGE_PROVIDER", "ftp")]),
            Err(ConfigError::Invalid {
                name: "STORAGE_PROVIDER",
                ..
            })
        ));
    }

    #[test]
    fn reads_the_bucket_and_hides_the_keys() {
        let config = load_with(&with(&[("S3_ENDPOINT", "https://s3.example.org/")]))
            .expect("valid")
            .expect("s3");
        assert_eq!(config.endpoint.as_deref(), Some("https://s3.example.org"));
        assert_eq!(
            (config.bucket.as_str(), config.region.as_str()),
            ("portal-files", "eu-west-1")
        );
        assert!(!config.allow_http);
        let shown = format!("{config:?}");
        assert!(!shown.contains("AKIAEXAMPLEKEY123"), "{shown}");
        assert!(!shown.contains("wJalrXUtnFEMI"), "{shown}");
        assert_eq!(
            load_with(&FULL).expect("valid").expect("s3").endpoint,
            None,
            "AWS itself when no endpoint is given"
        );
    }

    #[test]
    fn plain_http_only_when_allowed() {
        let local = [("S3_ENDPOINT", "http://127.0.0.1:9000")];
        assert!(matches!(
            load_with(&with(&local)),
            Err(ConfigError::Invalid { name: "S3_ENDPOINT", expected, .. }) if expected.contains("S3_ALLOW_HTTP=1")
        ));
        let allowed = load_with(&with(&[local[0], ("S3_ALLOW_HTTP", "1")]))
            .expect("valid")
            .expect("s3");
        assert!(allowed.allow_http);
        assert!(matches!(
            load_with(&with(&[("S3_ENDPOINT", "s3.example.org")])),
            Err(ConfigError::Invalid {
                name: "S3_ENDPOINT",
                ..
            })
        ));
    }

    #[test]
    fn plain_http_elsewhere_is_told_from_this_machine() {
        for here in [
            "http://localhost:9000",
            "http://127.0.0.1:9000",
            "http://[::1]:9000",
            "https://s3.example.org",
        ] {
            assert!(!is_plain_http_elsewhere(here), "{here}");
        }
        for elsewhere in ["http://s3.example.org", "http://10.0.0.5:9000"] {
            assert!(is_plain_http_elsewhere(elsewhere), "{elsewhere}");
        }
    }
}
