//! Writing the course (docs/lms.md, "Writing the course"; coach and super admin, every other role
//! 403), all under `/api/lms/team`, each record checked by core's `lms::course::edit` (the rules
//! the Markdown import applies):
//! - `classes.rs`: a class read whole, made, renamed, removed; `schedule.rs`: its meetings and FAQs;
//! - `chapters.rs`, `topics.rs`, `assignments.rs`: made, saved again, moved, removed;
//! - `preview.rs`: a topic's text as HTML; `import.rs`: a folder of Markdown files imported as a
//!   class, a class exported as one;
//! - `writer.rs`: the role, the caller's language and the audit row every write shares;
//!   `model.rs`: the wire shapes. The SQL is `store/writing.rs`'s.

pub mod assignments;
pub mod chapters;
pub mod classes;
pub mod import;
pub mod model;
pub mod preview;
pub mod schedule;
pub mod topics;
pub mod writer;

use axum::extract::DefaultBodyLimit;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    let imports = OpenApiRouter::new()
        .routes(routes!(import::import))
        .layer(DefaultBodyLimit::max(import::IMPORT_MAX_BYTES));
    OpenApiRouter::new()
        .routes(routes!(classes::class, classes::rename, classes::remove))
        .routes(routes!(classes::create))
        .routes(routes!(schedule::meetings))
        .routes(routes!(schedule::faqs))
        .routes(routes!(chapters::create))
        .routes(routes!(chapters::save, chapters::remove))
        .routes(routes!(topics::topic, topics::save, topics::remove))
        .routes(routes!(topics::create))
        .routes(routes!(
            assignments::assignment,
            assignments::save,
            assignments::remove
        ))
        .routes(routes!(assignments::create))
        .routes(routes!(preview::preview))
        .routes(routes!(import::export))
        .merge(imports)
}
