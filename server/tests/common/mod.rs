//! Starts the real server on 127.0.0.1:0 over a fresh database: a SQLite file in a temp dir, and
//! also a fresh PostgreSQL database when `TEST_DATABASE_URL` is set. `each_backend` runs one test
//! body against every configured backend.
#![allow(dead_code)]

pub mod binary;
pub mod books;
pub mod gateway;
pub mod loans;
pub mod processes;
pub mod profile;
pub mod s3;

use std::panic::AssertUnwindSafe;
use std::path::PathBuf;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use futures_util::FutureExt;
use portal_core::roles::Role;
use portal_server::clock::{system_clock, Clock};
use portal_server::config::{
    BankVerifierKind, Config, EmailProvider, MpesaConfig, PaymentsProviderKind, SmsProvider,
};
use portal_server::state::AppState;
use portal_server::sync::registry::Registry;
use portal_server::users::model::NewUser;
use portal_server::users::store as users;
use reqwest::{Response, StatusCode};
use serde_json::Value;
use sqlx::{AnyPool, Connection, Row};
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

pub const PASSWORD: &str = "Correct-Horse-7";

#[derive(Debug, Clone)]
pub enum Backend {
    Sqlite,
    /// The server URL from `TEST_DATABASE_URL`; each test gets its own database there.
    Postgres(String),
}

impl Backend {
    pub fn name(&self) -> &'static str {
        match self {
            Backend::Sqlite => "sqlite",
            Backend::Postgres(_) => "postgres",
        }
    }
}

/// SQLite always; PostgreSQL as well when `TEST_DATABASE_URL` is set.
pub fn backends() -> Vec<Backend> {
    let mut all = vec![Backend::Sqlite];
    if let Some(url) = std::env::var("TEST_DATABASE_URL")
        .ok()
        .filter(|url| !url.trim().is_empty())
    {
        all.push(Backend::Postgres(url));
    }
    all
}

/// Changes the test config before the app starts (providers, dev outbox, …).
pub type Configure = Arc<dyn Fn(&mut Config) + Send + Sync>;

/// Registers more sync entity kinds (a test's own) before the app starts.
pub type RegisterEntities = Arc<dyn Fn(&mut Registry) + Send + Sync>;

#[derive(Clone, Default)]
pub struct Options {
    pub pwa_dir: Option<PathBuf>,
    pub demo: bool,
    pub configure: Option<Configure>,
    pub entities: Option<RegisterEntities>,
}

impl Options {
    pub fn configured(configure: impl Fn(&mut Config) + Send + Sync + 'static) -> Options {
        Options {
            configure: Some(Arc::new(configure)),
            ..Options::default()
        }
    }
}

pub struct TestApp {
    pub backend: &'static str,
    pub base: String,
    pub client: reqwest::Client,
    pub state: AppState,
    pub config: Config,
    clock_offset: Arc<AtomicI64>,
    /// When not zero, the second the clock stands still at (before the offset).
    frozen_at: Arc<AtomicI64>,
    shutdown: Option<oneshot::Sender<()>>,
    server: Option<JoinHandle<std::io::Result<()>>>,
    postgres: Option<(String, String)>,
    _dir: tempfile::TempDir,
}

pub fn random_hex(bytes: usize) -> String {
    (0..bytes)
        .map(|_| format!("{:02x}", rand::random::<u8>()))
        .collect()
}

pub async fn create_postgres_database(server_url: &str) -> (String, String) {
    let name = format!("portal_test_{}", random_hex(8));
    let mut admin = sqlx::AnyConnection::connect(server_url)
        .await
        .expect("connect to TEST_DATABASE_URL");
    sqlx::query(&format!("CREATE DATABASE \"{name}\""))
        .execute(&mut admin)
        .await
        .expect("create test database");
    admin.close().await.ok();
    let mut url = reqwest::Url::parse(server_url).expect("TEST_DATABASE_URL is a URL");
    url.set_path(&name);
    (name, url.to_string())
}

pub async fn drop_postgres_database(server_url: &str, name: &str) {
    let Ok(mut admin) = sqlx::AnyConnection::connect(server_url).await else {
        return;
    };
    let dropped = sqlx::query(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
        .execute(&mut admin)
        .await;
    if let Err(error) = dropped {
        eprintln!("could not drop test database {name}: {error}");
    }
    admin.close().await.ok();
}

/// A test config over `database_url`, as the binary would build it.
pub fn test_config(database_url: String, options: &Options, dir: &tempfile::TempDir) -> Config {
    Config {
        bind: [127, 0, 0, 1].into(),
        port: 0,
        database_url,
        pwa_dir: options
            .pwa_dir
            .clone()
            .unwrap_or_else(|| dir.path().join("no-pwa")),
        demo_data: options.demo,
        demo_password: portal_server::config::DEFAULT_DEMO_PASSWORD.to_owned(),
        session_ttl_seconds: portal_server::config::DEFAULT_SESSION_TTL_SECONDS,
        app_env: "test".to_owned(),
        public_url: "http://portal.test".to_owned(),
        product_name: portal_server::config::DEFAULT_PRODUCT_NAME.to_owned(),
        dev_outbox: options.demo,
        email: EmailProvider::Log,
        sms: SmsProvider::Log,
        payments: PaymentsProviderKind::Simulator,
        mpesa: MpesaConfig::simulator(),
        bank_verifier: BankVerifierKind::Simulator,
        upload_dir: dir.path().join("uploads"),
        s3: None,
        upload_quota_bytes: portal_core::uploads::DEFAULT_UPLOAD_QUOTA_MB * 1024 * 1024,
        trusted_proxies: Default::default(),
        map_tile_origins: vec![portal_server::config::DEFAULT_MAP_TILE_ORIGINS.to_owned()],
        linked_accounts: portal_server::config::LinkedAccountsKind::Simulator,
    }
}

/// Starts the app over a fresh database of `backend`.
pub async fn spawn_app(backend: &Backend, options: Options) -> TestApp {
    let dir = tempfile::tempdir().expect("temp dir");
    let (postgres, database_url) = match backend {
        Backend::Sqlite => (
            None,
            format!(
                "sqlite://{}?mode=rwc",
                dir.path().join("data/portal.db").display()
            ),
        ),
        Backend::Postgres(server_url) => {
            let (name, url) = create_postgres_database(server_url).await;
            (Some((server_url.clone(), name)), url)
        }
    };
    let mut config = test_config(database_url, &options, &dir);
    if let Some(configure) = &options.configure {
        configure(&mut config);
    }
    let clock_offset = Arc::new(AtomicI64::new(0));
    let frozen_at = Arc::new(AtomicI64::new(0));
    let (offset, frozen) = (clock_offset.clone(), frozen_at.clone());
    let real = system_clock();
    let clock: Clock = Arc::new(move || {
        let base = match frozen.load(Ordering::SeqCst) {
            0 => real(),
            second => second,
        };
        base + offset.load(Ordering::SeqCst)
    });
    let mut state = portal_server::prepare(config.clone(), clock)
        .await
        .expect("app prepares");
    if let Some(register) = &options.entities {
        let mut registry = (*state.entities).clone();
        register(&mut registry);
        state.entities = Arc::new(registry);
    }

    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind 127.0.0.1:0");
    let addr = listener.local_addr().expect("local addr");
    state.set_local_addr(addr);
    let (shutdown, stopped) = oneshot::channel::<()>();
    let server = tokio::spawn(portal_server::serve(
        listener,
        portal_server::app(state.clone()),
        async {
            stopped.await.ok();
        },
    ));
    TestApp {
        backend: backend.name(),
        base: format!("http://{addr}"),
        client: reqwest::Client::new(),
        state,
        config,
        clock_offset,
        frozen_at,
        shutdown: Some(shutdown),
        server: Some(server),
        postgres,
        _dir: dir,
    }
}

/// Runs `test` once per configured backend, each on a fresh app, and cleans up even when it panics.
pub async fn each_backend(options: Options, test: impl AsyncFn(&TestApp)) {
    for backend in backends() {
        let app = spawn_app(&backend, options.clone()).await;
        eprintln!("-- backend: {}", app.backend);
        let outcome = AssertUnwindSafe(test(&app)).catch_unwind().await;
        app.stop().await;
        if let Err(panic) = outcome {
            eprintln!("-- failed on backend: {}", backend.name());
            std::panic::resume_unwind(panic);
        }
    }
}

impl TestApp {
    pub fn pool(&self) -> &AnyPool {
        &self.state.pool
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// Moves the server's clock forward.
    pub fn advance_clock(&self, seconds: i64) {
        self.clock_offset.fetch_add(seconds, Ordering::SeqCst);
    }

    /// Stops the clock at the current second, so exact times can be asserted; it then moves only
    /// with `advance_clock`.
    pub fn freeze_clock(&self) {
        self.frozen_at.store(system_clock()(), Ordering::SeqCst);
    }

    pub async fn stop(mut self) {
        drop(self.client);
        if let Some(shutdown) = self.shutdown.take() {
            shutdown.send(()).ok();
        }
        if let Some(server) = self.server.take() {
            if tokio::time::timeout(Duration::from_secs(5), server)
                .await
                .is_err()
            {
                eprintln!("server did not stop within 5 s");
            }
        }
        self.state.pool.close().await;
        if let Some((server_url, name)) = self.postgres.take() {
            drop_postgres_database(&server_url, &name).await;
        }
    }

    /// An active, verified account with `PASSWORD`; returns its id.
    pub async fn create_user(&self, role: Role, email: &str) -> String {
        insert_user(
            self.pool(),
            &self.state.hasher,
            role,
            email,
            self.state.now(),
        )
        .await
    }

    pub async fn signin(&self, email: &str, password: &str) -> Response {
        self.client
            .post(self.url("/api/client/signin"))
            .json(&serde_json::json!({ "email": email, "password": password }))
            .send()
            .await
            .expect("signin request")
    }

    /// Signs in and returns the token, failing the test otherwise.
    pub async fn token(&self, email: &str, password: &str) -> String {
        let response = self.signin(email, password).await;
        assert_eq!(
            response.status(),
            StatusCode::OK,
            "sign-in of {email} on {}",
            self.backend
        );
        let body: Value = response.json().await.expect("json");
        body["token"]
            .as_str()
            .expect("token is a string")
            .to_owned()
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> Response {
        let mut request = self.client.get(self.url(path));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        request.send().await.expect("GET request")
    }

    /// POSTs `body` as JSON.
    pub async fn post_json(&self, path: &str, token: Option<&str>, body: &Value) -> Response {
        let mut request = self.client.post(self.url(path)).json(body);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        request.send().await.expect("POST request")
    }

    /// Sets the account's phone (international form) and whether it is verified.
    pub async fn set_phone_and_verified(&self, user_id: &str, phone: Option<&str>, verified: bool) {
        sqlx::query("UPDATE users SET phone_number = $1, verified = $2 WHERE id = $3")
            .bind(phone)
            .bind(i64::from(verified))
            .bind(user_id)
            .execute(self.pool())
            .await
            .expect("update user");
    }

    /// Messages to `recipient` as (subject, body, status), newest first, read from the outbox table.
    pub async fn messages_to(&self, recipient: &str) -> Vec<(String, String, String)> {
        sqlx::query(
            "SELECT subject, body, status FROM outbox_messages WHERE recipient = $1 ORDER BY seq DESC",
        )
        .bind(recipient)
        .fetch_all(self.pool())
        .await
        .expect("outbox rows")
        .iter()
        .map(|row| (row.get(0), row.get(1), row.get(2)))
        .collect()
    }

    pub async fn outbox_count(&self) -> i64 {
        sqlx::query("SELECT COUNT(*) FROM outbox_messages")
            .fetch_one(self.pool())
            .await
            .expect("count")
            .get(0)
    }

    /// The code in the newest message to `recipient` (its `Code: 123456` line).
    pub async fn code_sent_to(&self, recipient: &str) -> String {
        let messages = self.messages_to(recipient).await;
        let (_, body, _) = messages
            .first()
            .unwrap_or_else(|| panic!("no message to {recipient} on {}", self.backend));
        code_in(body)
    }

    /// How many audit events of `kind` there are.
    pub async fn audit_count(&self, kind: &str) -> i64 {
        sqlx::query("SELECT COUNT(*) FROM audit_events WHERE kind = $1")
            .bind(kind)
            .fetch_one(self.pool())
            .await
            .expect("count")
            .get(0)
    }

    /// PATCHes `body` as JSON.
    pub async fn patch_json(&self, path: &str, token: Option<&str>, body: &Value) -> Response {
        let mut request = self.client.patch(self.url(path)).json(body);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        request.send().await.expect("PATCH request")
    }

    /// How many rows `table` has.
    pub async fn count_rows(&self, table: &str) -> i64 {
        sqlx::query(&format!("SELECT COUNT(*) FROM {table}"))
            .fetch_one(self.pool())
            .await
            .expect("count")
            .get(0)
    }

    pub async fn post(&self, path: &str, token: Option<&str>) -> Response {
        let mut request = self.client.post(self.url(path));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        request.send().await.expect("POST request")
    }
}

/// An active, verified account with `PASSWORD`, written straight into the database; returns its id.
pub async fn insert_user(
    pool: &AnyPool,
    hasher: &portal_server::auth::hasher::Hasher,
    role: Role,
    email: &str,
    now: i64,
) -> String {
    let hash = hasher.hash(PASSWORD.to_owned()).await.expect("hash");
    let user = NewUser {
        first_name: format!("First-{}", role.as_str()),
        last_name: format!("Last-{}", role.as_str()),
        email: email.to_owned(),
        phone_number: None,
        role,
        password_hash: hash,
        use_new_onboarding: true,
        onboarding_complete: false,
        mpesa_phone: None,
        active: true,
        verified: true,
        gender: None,
        country: None,
        referral: None,
    };
    users::insert(pool, &user, now).await.expect("insert user")
}

/// The status and JSON body of a response.
pub async fn json(response: Response) -> (StatusCode, Value) {
    let status = response.status();
    let text = response.text().await.expect("body");
    let value =
        serde_json::from_str(&text).unwrap_or_else(|_| panic!("not JSON ({status}): {text:?}"));
    (status, value)
}

/// The six digits on the `Code: ` line of a message body.
pub fn code_in(body: &str) -> String {
    let code = body
        .lines()
        .find_map(|line| line.strip_prefix("Code: "))
        .unwrap_or_else(|| panic!("no code line in {body:?}"))
        .trim()
        .to_owned();
    assert!(
        code.len() == 6 && code.bytes().all(|b| b.is_ascii_digit()),
        "{code:?}"
    );
    code
}

/// A six-digit code other than `code`.
pub fn other_code(code: &str) -> String {
    let n: u32 = code.parse().expect("digits");
    format!("{:06}", (n + 1) % 1_000_000)
}

pub fn error(message: &str) -> Value {
    serde_json::json!({ "error": message })
}
