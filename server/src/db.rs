//! Opening the database (SQLite or PostgreSQL through one `AnyPool`) and applying its migrations.

use std::path::Path;
use std::time::Duration;

use sqlx::any::AnyPoolOptions;
use sqlx::migrate::Migrator;
use sqlx::{AnyPool, Executor};

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
}
