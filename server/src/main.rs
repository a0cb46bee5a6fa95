//! `portal-server [--demo]`: settings come from the environment (see `config.rs`).

use std::process::ExitCode;

use portal_server::config::Config;
use portal_server::request_log::{self, Redacting};
use tracing_subscriber::EnvFilter;

/// Logs to stdout with every secret of the settings replaced by `***`.
fn init_tracing(secrets: Vec<String>) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let json = std::env::var("LOG_FORMAT").is_ok_and(|format| format.eq_ignore_ascii_case("json"));
    let writer = Redacting::new(std::io::stdout, secrets);
    if json {
        tracing_subscriber::fmt()
            .json()
            .with_env_filter(filter)
            .with_writer(writer)
            .init();
    } else {
        tracing_subscriber::fmt()
            .with_env_filter(filter)
            .with_writer(writer)
            .init();
    }
}

#[tokio::main]
async fn main() -> ExitCode {
    let config = Config::from_env();
    init_tracing(
        config
            .as_ref()
            .map(request_log::secrets)
            .unwrap_or_default(),
    );
    let config = match config {
        Ok(config) => config,
        Err(error) => {
            tracing::error!(%error, "invalid configuration");
            eprintln!("portal-server: {error}");
            return ExitCode::FAILURE;
        }
    };
    match portal_server::run(config).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            tracing::error!(%error, "the server stopped with an error");
            eprintln!("portal-server: {error}");
            ExitCode::FAILURE
        }
    }
}
