//! Scorecard benchmark (docs/scorecards.md, "Server"): 10,000 client businesses, each with a year
//! of DigiKua records (30 a month), seeded into a fresh SQLite file; then one quarter's scorecards
//! of all of them computed and kept through the quarter-close job's own code
//! (`scorecard::compute::compute_quarter`). Prints the total seconds, the milliseconds per
//! business and the ratio to the 10 s reach. `scripts/bench-scorecards` runs it in release.

use std::time::Instant;

use portal_core::survey::quarter::Quarter;
use portal_server::clock::system_clock;
use portal_server::config::Config;
use portal_server::scorecard::compute::compute_quarter;
use portal_server::scorecard::figures::quarter_before;
use sqlx::{Acquire, Row};

const BUSINESSES: i64 = 10_000;
const RECORDS_PER_MONTH: i64 = 30;
const MONTHS: i64 = 12;
const REACH_SECONDS: f64 = 10.0;

#[tokio::main(flavor = "multi_thread")]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    // RUST_LOG=portal_server::scorecard=debug shows each batch's gathering and keeping times.
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .with_writer(std::io::stderr)
        .init();
    let dir = tempfile::tempdir()?;
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("bench.db").display()
    );
    let uploads = dir.path().join("uploads").display().to_string();
    let config = Config::load(Vec::new(), |name| match name {
        "DATABASE_URL" => Some(url.clone()),
        "UPLOAD_DIR" => Some(uploads.clone()),
        _ => None,
    })?;
    let state = portal_server::prepare(config, system_clock()).await?;
    let now = state.now();
    let quarter = quarter_before(Quarter::of(now).ok_or("the clock")?, 1);
    let year_start = now - 365 * 86_400;
    let seeding = Instant::now();
    {
        let mut conn = state.pool.acquire().await?;
        for pragma in ["PRAGMA synchronous = OFF", "PRAGMA journal_mode = WAL"] {
            sqlx::query(pragma).execute(&mut *conn).await?;
        }
        let mut tx = conn.begin().await?;
        let series = format!(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {BUSINESSES})"
        );
        sqlx::query(&format!(
            "{series} INSERT INTO users (id, first_name, last_name, email, role, password_hash, \
             created_at, updated_at) SELECT printf('%024x', i), 'Owner', printf('%d', i), \
             printf('owner%d@bench.test', i), 'client', 'x', {now}, {now} FROM n"
        ))
        .execute(&mut *tx)
        .await?;
        // Ages from 0 to 39 months: every rank group is filled.
        sqlx::query(&format!(
            "{series} INSERT INTO businesses (id, owner_user_id, name, display_name, change_seq, \
             created_at) SELECT printf('%024x', i + 1000000000), printf('%024x', i), \
             printf('Business %d', i), printf('Business %d', i), 0, {now} - (i % 40) * 30 * 86400 FROM n"
        ))
        .execute(&mut *tx)
        .await?;
        let records = RECORDS_PER_MONTH * MONTHS;
        let step = 365 * 86_400 / records;
        // Kinds: 6 of 10 product sales, 1 a service sale, 1 cost of goods, 1 operating, 1 capital.
        sqlx::query(&format!(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {BUSINESSES}), \
             r(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM r WHERE j < {records} - 1), \
             k(i, j, kind, at) AS (SELECT i, j, CASE WHEN j % 10 < 6 THEN 1 ELSE j % 10 - 4 END, \
               {year_start} + j * {step} + (i % 3600) FROM n, r) \
             INSERT INTO bk_records (id, business_id, entity, data, cash_kind, record_date, \
             amount_minor, change_seq, created_by, updated_by, created_at, updated_at) \
             SELECT printf('%08x%016x', i, j), printf('%024x', i + 1000000000), \
             CASE WHEN kind <= 2 THEN 'sale' ELSE 'expense' END, '{{}}', kind, at, \
             CASE WHEN kind <= 2 THEN 50000 + abs(random()) % 400000 ELSE 20000 + abs(random()) % 300000 END, \
             j + 1, printf('%024x', i), printf('%024x', i), \
             at + abs(random()) % (20 * 86400), at + abs(random()) % (20 * 86400) FROM k"
        ))
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        sqlx::query("ANALYZE").execute(&mut *conn).await?;
    }
    let held: i64 = sqlx::query("SELECT COUNT(*) FROM bk_records")
        .fetch_one(&state.pool)
        .await?
        .try_get(0)?;
    println!(
        "seeded: {BUSINESSES} businesses, {held} DigiKua records in {:.1} s",
        seeding.elapsed().as_secs_f64()
    );
    let started = Instant::now();
    let computed = compute_quarter(&state, quarter, None).await?;
    let seconds = started.elapsed().as_secs_f64();
    let kept: i64 = sqlx::query("SELECT COUNT(*) FROM scorecards WHERE year = $1 AND quarter = $2")
        .bind(i64::from(quarter.year))
        .bind(i64::from(quarter.quarter))
        .fetch_one(&state.pool)
        .await?
        .try_get(0)?;
    println!(
        "computed: {computed} scorecards of {} (kept {kept}) in {seconds:.2} s, {:.3} ms per business, ratio to the {REACH_SECONDS} s reach: {:.2}",
        quarter.label(),
        seconds * 1000.0 / computed.max(1) as f64,
        seconds / REACH_SECONDS
    );
    state.pool.close().await;
    if computed as i64 != BUSINESSES || kept != BUSINESSES {
        return Err("not every business got its scorecard".into());
    }
    Ok(())
}
