//! Every server feature has the same files (docs/adding-a-feature.md, section 4): a folder under
//! `server/src` whose `mod.rs` builds a `router()` keeps its routes in `mod.rs` (no handler, no SQL
//! there), its handlers in `handlers.rs`, its wire shapes in `model.rs`, and its SQL in `store.rs`
//! (a feature that runs no SQL itself, working through other features' stores, has none).

use std::fs;
use std::path::{Path, PathBuf};

/// (feature, file it lacks, why). Keep this list short: a new feature follows the layout.
const EXCEPTIONS: [(&str, &str, &str); 1] = [(
    "profile",
    "handlers.rs",
    "its handlers are grouped by screen (details.rs, identity.rs, identity_uploads.rs, mpesa.rs, \
     view.rs); one handlers.rs would be some 900 lines",
)];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir`, sub-folders included.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir).expect("read a feature folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
    files
}

fn runs_sql(text: &str) -> bool {
    ["sqlx::query", "query_as", "query_scalar"]
        .iter()
        .any(|call| text.contains(call))
}

/// The features (folders whose mod.rs has `pub fn router`), by name.
fn features() -> Vec<(String, PathBuf)> {
    let mut found = Vec::new();
    for entry in fs::read_dir(src()).expect("read server/src") {
        let dir = entry.expect("an entry").path();
        let routes = fs::read_to_string(dir.join("mod.rs")).unwrap_or_default();
        if routes.contains("pub fn router(") {
            let name = dir
                .file_name()
                .expect("a name")
                .to_string_lossy()
                .into_owned();
            found.push((name, dir));
        }
    }
    found.sort();
    found
}

/// What `dir` (the feature `name`) lacks or breaks of the layout.
fn problems(name: &str, dir: &Path) -> Vec<String> {
    let mut problems = Vec::new();
    let excused = |file: &str| EXCEPTIONS.iter().any(|(f, x, _)| *f == name && *x == file);
    for file in ["handlers.rs", "model.rs"] {
        if !dir.join(file).is_file() && !excused(file) {
            problems.push(format!("{name}/ has no {file}"));
        }
    }
    let runs_any_sql = rust_files(dir)
        .into_iter()
        .any(|path| runs_sql(&fs::read_to_string(&path).expect("read a source file")));
    if runs_any_sql && !dir.join("store.rs").is_file() && !excused("store.rs") {
        problems.push(format!("{name}/ runs SQL but has no store.rs"));
    }
    let routes = fs::read_to_string(dir.join("mod.rs")).expect("read mod.rs");
    if routes.contains("async fn") || runs_sql(&routes) {
        problems.push(format!("{name}/mod.rs holds more than its routes"));
    }
    problems
}

#[test]
fn every_feature_has_the_same_files() {
    let features = features();
    // The scan finds the features (a broken scan would pass everything).
    for known in ["auth", "loans", "repayments", "profile", "sync"] {
        assert!(features.iter().any(|(name, _)| name == known), "{known}");
    }
    let problems: Vec<String> = features
        .iter()
        .flat_map(|(name, dir)| problems(name, dir))
        .collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // An exception for a file the feature now has, or for a folder that is no feature, goes.
    for (name, file, _) in EXCEPTIONS {
        let dir = src().join(name);
        assert!(
            features.iter().any(|(feature, _)| feature == name),
            "{name} is no feature"
        );
        assert!(!dir.join(file).exists(), "{name} has {file} now");
    }
}

#[test]
fn the_check_finds_what_is_missing() {
    let dir = tempfile::tempdir().expect("temp dir");
    fs::write(
        dir.path().join("mod.rs"),
        "pub fn router() {}\nasync fn handler() {}\n",
    )
    .expect("write");
    fs::write(dir.path().join("handlers.rs"), "sqlx::query(\"SELECT 1\")").expect("write");
    assert_eq!(
        problems("example", dir.path()),
        vec![
            "example/ has no model.rs",
            "example/ runs SQL but has no store.rs",
            "example/mod.rs holds more than its routes",
        ]
    );
}
