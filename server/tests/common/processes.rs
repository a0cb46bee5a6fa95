//! Production's shape: several real server processes (the built binary) over one fresh PostgreSQL
//! database, each on its own free port with its own background workers. Skipped with a note when
//! `TEST_DATABASE_URL` is not set. Each process is killed when dropped; the database is dropped
//! when the test body ends, even if it panics.

use std::panic::AssertUnwindSafe;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use futures_util::FutureExt;
use sqlx::AnyPool;

use super::{create_postgres_database, drop_postgres_database};

/// How long a process may take to migrate, seed and answer its health check.
const START_TIMEOUT: Duration = Duration::from_secs(60);

/// One running `portal-server`.
pub struct Process {
    child: Child,
    pub base: String,
    log: PathBuf,
}

impl Process {
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// What the process wrote to stdout and stderr so far.
    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.child.kill().ok();
        self.child.wait().ok();
    }
}

/// The processes, a pool of the test's own on their database, and the secret M-Pesa posts with.
pub struct Cluster {
    pub servers: Vec<Process>,
    pub pool: AnyPool,
    pub callback_secret: String,
    pub client: reqwest::Client,
}

impl Cluster {
    /// The process that serves the `n`-th request of a batch, round robin.
    pub fn pick(&self, n: usize) -> &Process {
        &self.servers[n % self.servers.len()]
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("a free port")
        .port()
}

fn spawn(
    dir: &tempfile::TempDir,
    n: usize,
    database_url: &str,
    secret: &str,
    env: &[(&str, String)],
) -> Process {
    let port = free_port();
    let log = dir.path().join(format!("server-{n}.log"));
    let out = std::fs::File::create(&log).expect("log file");
    let err = out.try_clone().expect("log file");
    let mut command = Command::new(env!("CARGO_BIN_EXE_portal-server"));
    command
        .env_clear()
        .env("DATABASE_URL", database_url)
        .env("BIND", "127.0.0.1")
        .env("PORT", port.to_string())
        .env("APP_ENV", "test")
        .env("PUBLIC_URL", format!("http://127.0.0.1:{port}"))
        .env("PWA_DIR", dir.path().join("no-pwa"))
        .env("UPLOAD_DIR", dir.path().join(format!("uploads-{n}")))
        .env("MPESA_CALLBACK_SECRET", secret)
        .env("RUST_LOG", "warn")
        .stdin(Stdio::null())
        .stdout(out)
        .stderr(err);
    for (name, value) in env {
        command.env(name, value);
    }
    let child = command.spawn().expect("start portal-server");
    Process {
        child,
        base: format!("http://127.0.0.1:{port}"),
        log,
    }
}

async fn wait_healthy(process: &mut Process, client: &reqwest::Client) {
    let started = Instant::now();
    loop {
        if let Ok(Some(status)) = process.child.try_wait() {
            panic!("portal-server exited ({status}):\n{}", process.log());
        }
        let health = client.get(process.url("/api/health")).send().await;
        if health.is_ok_and(|response| response.status().is_success()) {
            return;
        }
        assert!(
            started.elapsed() < START_TIMEOUT,
            "portal-server not healthy within {START_TIMEOUT:?}:\n{}",
            process.log()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Starts `count` processes at once over one fresh PostgreSQL database, with `env` set for each,
/// runs `test`, then stops them and drops the database. Prints a note and returns when
/// `TEST_DATABASE_URL` is not set.
pub async fn with_cluster(count: usize, env: &[(&str, String)], test: impl AsyncFn(&Cluster)) {
    let Some(server_url) = std::env::var("TEST_DATABASE_URL")
        .ok()
        .filter(|url| !url.trim().is_empty())
    else {
        eprintln!("skipped: several server processes need PostgreSQL (set TEST_DATABASE_URL)");
        return;
    };
    sqlx::any::install_default_drivers();
    let (name, database_url) = create_postgres_database(&server_url).await;
    let dir = tempfile::tempdir().expect("temp dir");
    let secret = format!("{:032x}", rand::random::<u128>());
    let client = reqwest::Client::new();
    let mut servers: Vec<Process> = (0..count)
        .map(|n| spawn(&dir, n, &database_url, &secret, env))
        .collect();
    for server in &mut servers {
        wait_healthy(server, &client).await;
    }
    let pool = portal_server::db::connect(&database_url)
        .await
        .expect("connect to the cluster's database");
    let cluster = Cluster {
        servers,
        pool,
        callback_secret: secret,
        client,
    };
    let outcome = AssertUnwindSafe(test(&cluster)).catch_unwind().await;
    if outcome.is_err() {
        for (n, server) in cluster.servers.iter().enumerate() {
            eprintln!("-- server {n} log:\n{}", server.log());
        }
    }
    let Cluster { servers, pool, .. } = cluster;
    drop(servers);
    pool.close().await;
    drop_postgres_database(&server_url, &name).await;
    if let Err(panic) = outcome {
        std::panic::resume_unwind(panic);
    }
}
