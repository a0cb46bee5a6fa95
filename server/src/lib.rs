//! The portal's HTTP server: the JSON API under `/api` and the built PWA at `/`.

pub mod audit;
pub mod auth;
pub mod banks;
pub mod body;
pub mod bookkeeping;
pub mod budget;
pub mod business;
pub mod clients;
pub mod clock;
pub mod config;
pub mod db;
pub mod demo;
pub mod documents;
pub mod error;
pub mod funds;
pub mod gateway;
pub mod headers;
pub mod health;
pub mod ids;
pub mod invest;
pub mod invitations;
pub mod linked_accounts;
pub mod lms;
pub mod loans;
pub mod media;
pub mod numbers;
pub mod onboarding;
pub mod openapi;
pub mod otp;
pub mod outbox;
pub mod passwords;
pub mod payments;
pub mod playbook;
pub mod preferences;
pub mod profile;
pub mod providers;
pub mod proxy;
pub mod rate_limit;
pub mod repayments;
pub mod reports;
pub mod request_log;
pub mod scorecard;
pub mod signup;
pub mod staff;
pub mod state;
pub mod static_files;
pub mod stats;
pub mod storage;
pub mod survey;
pub mod sync;
pub mod to_the_end;
pub mod uploads;
pub mod users;
pub mod validation;

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;

use axum::middleware::from_fn_with_state;
use axum::routing::any;
use axum::{Extension, Router};
use tokio::net::TcpListener;
use tower_http::compression::CompressionLayer;
use tower_http::trace::{DefaultOnResponse, TraceLayer};
use tracing::Level;
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::clock::Clock;
use crate::config::Config;
use crate::error::{api_method_not_allowed, api_not_found, AppError};
use crate::openapi::{ApiDoc, OpenApiJson};
use crate::state::AppState;

#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error(transparent)]
    Database(#[from] db::DbError),
    #[error("could not create the demo accounts: {0}")]
    Demo(#[source] AppError),
    #[error("could not seed the bookkeeping lookup lists: {0}")]
    Lookups(#[source] sqlx::Error),
    #[error("could not seed the surveys: {0}")]
    Surveys(#[source] sqlx::Error),
    #[error("could not seed the playbooks: {0}")]
    Playbooks(#[source] sqlx::Error),
    #[error("could not set up the outside services: {0}")]
    Providers(String),
    #[error("could not listen on {addr}: {source}")]
    Bind {
        addr: SocketAddr,
        source: std::io::Error,
    },
    #[error("server error: {0}")]
    Serve(#[from] std::io::Error),
}

/// Every API route; paths here are relative to `/api`.
fn api_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(auth::router())
        .merge(passwords::router())
        .merge(otp::router())
        .merge(signup::router())
        .merge(invitations::router())
        .merge(staff::router())
        .merge(clients::router())
        .merge(profile::router())
        .merge(preferences::router())
        .merge(banks::router())
        .merge(media::router())
        .merge(repayments::router())
        .merge(funds::router())
        .merge(gateway::router())
        .merge(business::router())
        .merge(documents::router())
        .merge(budget::router())
        .merge(invest::router())
        .merge(validation::router())
        .merge(linked_accounts::router())
        .merge(stats::router())
        .merge(loans::router())
        .merge(onboarding::router())
        .merge(survey::router())
        .merge(playbook::router())
        .merge(lms::router())
        .merge(reports::router())
        .merge(scorecard::router())
        .merge(sync::router())
        .merge(uploads::router())
        .merge(outbox::router())
        .merge(health::router())
        .routes(routes!(openapi::openapi_json))
}

/// Every kind of record the offline engine syncs, registered by its feature.
pub fn sync_entities() -> sync::registry::Registry {
    let mut registry = sync::registry::Registry::default();
    bookkeeping::entities::register(&mut registry);
    documents::entities::register(&mut registry);
    budget::entities::register(&mut registry);
    lms::entities::register(&mut registry);
    registry
}

/// The API routes and their OpenAPI document, with the `/api` prefix.
pub fn api_with_doc() -> (Router<AppState>, utoipa::openapi::OpenApi) {
    OpenApiRouter::with_openapi(ApiDoc::openapi())
        .nest("/api", api_routes())
        .split_for_parts()
}

/// The whole application: API, 404s for unknown API paths, the PWA, and the shared layers.
pub fn app(state: AppState) -> Router {
    let (api, doc) = api_with_doc();
    let doc = OpenApiJson(Arc::new(doc.to_json().unwrap_or_else(|error| {
        tracing::error!(%error, "could not serialise the OpenAPI document");
        "{}".to_owned()
    })));
    api.route("/api", any(api_not_found))
        .route("/api/{*rest}", any(api_not_found))
        .method_not_allowed_fallback(api_method_not_allowed)
        .fallback(static_files::serve)
        .layer(Extension(doc))
        .layer(from_fn_with_state(state.clone(), headers::secure))
        .layer(axum::middleware::from_fn(to_the_end::run_to_the_end))
        .with_state(state)
        .layer(CompressionLayer::new())
        .layer(
            TraceLayer::new_for_http()
                .make_span_with(request_log::span)
                .on_response(DefaultOnResponse::new().level(Level::INFO)),
        )
}

/// Opens the database, applies migrations, builds the providers the settings chose (messages,
/// payments, bank verification, storage) and, when asked, seeds the
/// demo accounts. The outbox worker is not started here (see `run`), so tests deliver when they choose.
pub async fn prepare(config: Config, clock: Clock) -> Result<AppState, StartError> {
    let backend = db::Backend::of_url(&config.database_url)?;
    let services = providers::build(&config, &clock).map_err(StartError::Providers)?;
    let pool = db::connect(&config.database_url).await?;
    let state = AppState::new(pool, backend, config, clock, services);
    bookkeeping::lookups::seed(&state.pool)
        .await
        .map_err(StartError::Lookups)?;
    survey::seed::seed(&state.pool, state.now())
        .await
        .map_err(StartError::Surveys)?;
    playbook::seed::seed(&state.pool, state.now())
        .await
        .map_err(StartError::Playbooks)?;
    if state.config.demo_data {
        demo::seed(&state).await.map_err(StartError::Demo)?;
    }
    Ok(state)
}

/// Serves `app` on `listener` until `shutdown` completes, letting requests in flight finish.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    axum::serve(
        listener,
        app.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown)
    .await
}

/// The binary's whole life: prepare, start the outbox worker, listen, serve until Ctrl-C or SIGTERM,
/// close the pool.
pub async fn run(config: Config) -> Result<(), StartError> {
    let addr = config.socket_addr();
    let state = prepare(config, clock::system_clock()).await?;
    let listener = TcpListener::bind(addr)
        .await
        .map_err(|source| StartError::Bind { addr, source })?;
    let local = listener.local_addr()?;
    state.set_local_addr(local);
    tracing::info!(address = %local, database = %config::redact_url(&state.config.database_url), "listening");
    if !static_files::is_built(&state.config.pwa_dir) {
        tracing::warn!(pwa_dir = %state.config.pwa_dir.display(), "the PWA is not built; only the API is served");
    }
    if state.config.demo_data {
        let host = if local.ip().is_unspecified() {
            "localhost".to_owned()
        } else {
            local.ip().to_string()
        };
        let notice = demo::announcement(
            &format!("http://{host}:{}", local.port()),
            &state.config.demo_password,
        );
        println!("{notice}");
        tracing::info!(notice = %notice, "demo accounts ready");
    }
    if state.config.dev_outbox {
        tracing::warn!(
            "the dev outbox is on: GET /api/dev/outbox shows every message sent, codes included"
        );
    }
    let pool = state.pool.clone();
    let worker = outbox::spawn_worker(state.clone());
    let payments_worker = repayments::spawn_worker(state.clone());
    let playbook_worker = playbook::spawn_worker(state.clone());
    let scorecard_worker = scorecard::spawn_worker(state.clone());
    serve(listener, app(state), shutdown_signal()).await?;
    // A message cut off mid-delivery is taken up again once its claim runs out; so is a status query.
    worker.abort();
    payments_worker.abort();
    playbook_worker.abort();
    scorecard_worker.abort();
    pool.close().await;
    tracing::info!("stopped");
    Ok(())
}

async fn shutdown_signal() {
    let ctrl_c = async {
        if let Err(error) = tokio::signal::ctrl_c().await {
            tracing::error!(%error, "could not listen for Ctrl-C");
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(error) => {
                tracing::error!(%error, "could not listen for SIGTERM");
                std::future::pending::<()>().await;
            }
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {}
        () = terminate => {}
    }
    tracing::info!("shutting down");
}
