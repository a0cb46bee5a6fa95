//! Opening the database (SQLite or PostgreSQL through one `AnyPool`) and applying its migrations.

use std::path::Path;
use std::time::Duration;

use sqlx::any::AnyPoolOptions;
use sqlx::migrate::Migrator;
use sqlx::{Any, AnyPool, Executor, Transaction};

static SQLITE_MIGRATIONS: Migrator = sqlx::migrate!("../migrations/sqlite");
static POSTGRES_MIGRATIONS: Migrator = sqlx::migrate!("../migrations/postgres");

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

#[derive(Debug, thiserror::Error)]
pub enum DbError {
    #[error("DATABASE_URL must start with sqlite: or postgres:, got {0:?}")]
    UnknownBackend(String),
    #[error("could not create the database folder {path}: {source}")]
    Folder {
        path: String,
        source: std::io::Error,
    },
    #[error("could not connect to the database: {0}")]
    Connect(#[source] sqlx::Error),
    #[error("could not apply the database migrations: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

impl Backend {
    pub fn of_url(url: &str) -> Result<Backend, DbError> {
        if url.starts_with("sqlite:") {
            Ok(Backend::Sqlite)
        } else if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            Ok(Backend::Postgres)
        } else {
            Err(DbError::UnknownBackend(
                url.split(':').next().unwrap_or_default().to_owned(),
            ))
        }
    }
}

/// Connects, prepares SQLite (folder, WAL) and brings the schema up to date.
pub async fn connect(url: &str) -> Result<AnyPool, DbError> {
    sqlx::any::install_default_drivers();
    let backend = Backend::of_url(url)?;
    let options = AnyPoolOptions::new()
        .max_connections(10)
        .acquire_timeout(Duration::from_secs(10));
    let pool = match backend {
        Backend::Sqlite => {
            create_sqlite_folder(url)?;
            options
                .after_connect(|conn, _meta| {
                    Box::pin(async move {
                        // Per connection: WAL lets readers work beside the writer; the busy timeout queues writers.
                        conn.execute("PRAGMA journal_mode = WAL").await?;
                        conn.execute("PRAGMA foreign_keys = ON").await?;
                        conn.execute("PRAGMA busy_timeout = 5000").await?;
                        conn.execute("PRAGMA synchronous = NORMAL").await?;
                        Ok(())
                    })
                })
                .connect(url)
                .await
        }
        Backend::Postgres => options.connect(url).await,
    }
    .map_err(DbError::Connect)?;
    let migrator = match backend {
        Backend::Sqlite => &SQLITE_MIGRATIONS,
        Backend::Postgres => &POSTGRES_MIGRATIONS,
    };
    migrator.run(&pool).await?;
    Ok(pool)
}

/// `sqlite://data/portal.db?mode=rwc` needs `./data` to exist before SQLite can create the file.
fn create_sqlite_folder(url: &str) -> Result<(), DbError> {
    let rest = url.trim_start_matches("sqlite:").trim_start_matches("//");
    let file = rest.split('?').next().unwrap_or_default();
    if file.is_empty() || file == ":memory:" {
        return Ok(());
    }
    match Path::new(file).parent() {
        Some(folder) if !folder.as_os_str().is_empty() => {
            std::fs::create_dir_all(folder).map_err(|source| DbError::Folder {
                path: folder.display().to_string(),
                source,
            })
        }
        _ => Ok(()),
    }
}

/// Starts a transaction (with `statement`, e.g. SQLite's `BEGIN IMMEDIATE`, or the backend's plain
/// `BEGIN`) in a task of its own. sqlx's `begin` is not cancel-safe: a caller dropped while BEGIN
/// waited (a request whose client went away) could return a pooled connection still inside a
/// transaction, and on SQLite hold the write lock for good. Here BEGIN always completes into a
/// `Transaction`, which rolls back when nobody is left to take it.
pub async fn begin_safely(
    pool: &AnyPool,
    statement: Option<&'static str>,
) -> Result<Transaction<'static, Any>, sqlx::Error> {
    let pool = pool.clone();
    tokio::spawn(async move {
        match statement {
            Some(statement) => pool.begin_with(statement).await,
            None => pool.begin().await,
        }
    })
    .await
    .map_err(|error| sqlx::Error::Io(std::io::Error::other(error)))?
}

/// True when the database answers a trivial query.
pub async fn ping(pool: &AnyPool) -> Result<(), sqlx::Error> {
    sqlx::query("SELECT 1").execute(pool).await.map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backend_from_url() {
        assert_eq!(
            Backend::of_url("sqlite://data/portal.db?mode=rwc").ok(),
            Some(Backend::Sqlite)
        );
        assert_eq!(
            Backend::of_url("postgres://u@h/db").ok(),
            Some(Backend::Postgres)
        );
        assert_eq!(
            Backend::of_url("postgresql://u@h/db").ok(),
            Some(Backend::Postgres)
        );
        assert!(Backend::of_url("mysql://u@h/db").is_err());
    }

    #[test]
    fn creates_the_sqlite_folder() {
        let dir = tempfile::tempdir().expect("temp dir");
        let folder = dir.path().join("nested/data");
        let url = format!("sqlite://{}/portal.db?mode=rwc", folder.display());
        create_sqlite_folder(&url).expect("folder created");
        assert!(folder.is_dir());
        create_sqlite_folder("sqlite::memory:").expect("memory needs no folder");
    }

    /// Given up at any moment of BEGIN (the lock free), the pool's connections are never left inside
    /// a transaction: each try stops a little later, so some stop between BEGIN and the check after it.
    #[tokio::test]
    async fn a_begin_given_up_at_any_moment_leaves_no_transaction_open() {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!("sqlite://{}/portal.db?mode=rwc", dir.path().display());
        let pool = connect(&url).await.expect("pool");
        let mut other = <sqlx::AnyConnection as sqlx::Connection>::connect(&url)
            .await
            .expect("second connection");
        other
            .execute("PRAGMA busy_timeout = 2000")
            .await
            .expect("busy timeout");
        for attempt in 0..400u64 {
            let stop = Duration::from_micros(attempt * 5);
            let _ = tokio::time::timeout(stop, begin_safely(&pool, Some("BEGIN IMMEDIATE"))).await;
            tokio::task::yield_now().await;
            other
                .execute("BEGIN IMMEDIATE")
                .await
                .unwrap_or_else(|error| {
                    panic!("attempt {attempt}: the write lock was kept: {error}")
                });
            other.execute("COMMIT").await.expect("commit");
        }
    }
}
