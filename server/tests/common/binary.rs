//! The real `portal-server` binary, started with a clean environment of the test's choosing, its
//! stdout and stderr kept for the test to read.

use std::io::Read;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use super::{backends, create_postgres_database, drop_postgres_database, Backend};

/// A database for one run of the binary: a SQLite file in a temp dir, or a fresh PostgreSQL database.
pub struct Database {
    pub backend: &'static str,
    pub url: String,
    postgres: Option<(String, String)>,
    _dir: tempfile::TempDir,
}

impl Database {
    pub async fn drop(self) {
        if let Some((server, name)) = &self.postgres {
            drop_postgres_database(server, name).await;
        }
    }
}

/// One fresh database per configured backend.
pub async fn databases() -> Vec<Database> {
    sqlx::any::install_default_drivers();
    let mut all = Vec::new();
    for backend in backends() {
        let dir = tempfile::tempdir().expect("temp dir");
        let (url, postgres) = match &backend {
            Backend::Sqlite => (
                format!(
                    "sqlite://{}?mode=rwc",
                    dir.path().join("portal.db").display()
                ),
                None,
            ),
            Backend::Postgres(server) => {
                let (name, url) = create_postgres_database(server).await;
                (url, Some((server.clone(), name)))
            }
        };
        all.push(Database {
            backend: backend.name(),
            url,
            postgres,
            _dir: dir,
        });
    }
    all
}

fn command(env: &[(&str, &str)]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_portal-server"));
    command
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("NO_COLOR", "1")
        .envs(env.iter().copied())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

fn collect(stream: impl Read + Send + 'static, into: Arc<Mutex<String>>) -> JoinHandle<()> {
    std::thread::spawn(move || {
        let mut stream = stream;
        let mut buffer = [0u8; 4096];
        while let Ok(read) = stream.read(&mut buffer) {
            if read == 0 {
                break;
            }
            let text = String::from_utf8_lossy(&buffer[..read]).into_owned();
            into.lock().expect("output lock").push_str(&text);
        }
    })
}

/// Runs the binary until it exits by itself (it should refuse to start): its exit status, or None
/// when it was still running after 20 seconds (it started; then it is stopped), and its output.
pub fn run_to_exit(env: &[(&str, &str)]) -> (Option<ExitStatus>, String) {
    let port = free_port().to_string();
    let mut all = vec![("BIND", "127.0.0.1"), ("PORT", port.as_str())];
    all.extend_from_slice(env);
    let mut child = command(&all).spawn().expect("run portal-server");
    let output = Arc::new(Mutex::new(String::new()));
    let readers = [
        collect(child.stdout.take().expect("stdout"), output.clone()),
        collect(child.stderr.take().expect("stderr"), output.clone()),
    ];
    let mut status = None;
    for _ in 0..200 {
        status = child.try_wait().expect("wait for portal-server");
        if status.is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    if status.is_none() {
        child.kill().ok();
        child.wait().ok();
    }
    for reader in readers {
        reader.join().ok();
    }
    let text = output.lock().expect("output lock").clone();
    (status, text)
}

pub struct Server {
    pub base: String,
    child: Child,
    output: Arc<Mutex<String>>,
    readers: Vec<JoinHandle<()>>,
}

/// A free port on 127.0.0.1 (released at once, for the binary to take).
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("free port")
        .port()
}

impl Server {
    /// Starts the binary on 127.0.0.1 and waits until `/api/health` answers.
    pub async fn start(env: &[(&str, &str)]) -> Server {
        let port = free_port().to_string();
        let mut all = vec![("BIND", "127.0.0.1"), ("PORT", port.as_str())];
        all.extend_from_slice(env);
        let mut child = command(&all).spawn().expect("start portal-server");
        let output = Arc::new(Mutex::new(String::new()));
        let readers = vec![
            collect(child.stdout.take().expect("stdout"), output.clone()),
            collect(child.stderr.take().expect("stderr"), output.clone()),
        ];
        let mut server = Server {
            base: format!("http://127.0.0.1:{port}"),
            child,
            output,
            readers,
        };
        let client = reqwest::Client::new();
        for _ in 0..150 {
            if let Ok(Some(status)) = server.child.try_wait() {
                panic!("portal-server exited ({status}): {}", server.output());
            }
            let health = client.get(format!("{}/api/health", server.base)).send();
            if health.await.is_ok() {
                return server;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        server.child.kill().ok();
        panic!("portal-server did not answer: {}", server.output());
    }

    pub fn output(&self) -> String {
        self.output.lock().expect("output lock").clone()
    }

    /// Stops the binary and returns everything it wrote.
    pub fn stop(mut self) -> String {
        self.child.kill().ok();
        self.child.wait().ok();
        for reader in self.readers.drain(..) {
            reader.join().ok();
        }
        self.output()
    }
}
