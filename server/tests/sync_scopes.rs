//! The offline engine beyond DigiKua, over real HTTP: kinds registered by the test itself in the
//! engine's own store prove the user scope (a user's records reach only their devices, also for
//! someone without a business), the append-only rule (an event is created once, never changed),
//! server order for records, core's check and the write rights, and pulls across scopes.

use std::sync::Arc;

use crate::common;

use common::books::{entrepreneur, id, product, push, push_ok, put, variant};
use common::loans::person;
use common::{each_backend, error, Options, TestApp};
use portal_core::forms::REQUIRED;
use portal_core::roles::Role;
use portal_core::sync::{
    ConflictRule, Scope, EVENT_CANNOT_CHANGE, MAY_NOT_CHANGE, RECORD_OF_SOMEONE_ELSE,
};
use portal_server::sync::registry::{Registry, Rights};
use reqwest::StatusCode;
use serde_json::{json, Value};

/// A note's text must not be blank; it is kept trimmed.
fn check_note(mut record: Value, _now: i64) -> Result<Value, String> {
    let text = record["text"].as_str().map(str::trim).unwrap_or_default();
    if text.is_empty() {
        return Err(REQUIRED.to_owned());
    }
    record["text"] = json!(text.to_owned());
    Ok(record)
}

const ANYONE: Rights = Rights {
    write: |_| true,
    read: |_| true,
};

const CLIENTS_WRITE: Rights = Rights {
    write: |role| role == Role::Client,
    read: |_| true,
};

fn test_kinds() -> Options {
    Options {
        entities: Some(Arc::new(|registry: &mut Registry| {
            registry.register_record(
                "note",
                Scope::User,
                ConflictRule::ServerOrder,
                ANYONE,
                check_note,
            );
            registry.register_record(
                "message",
                Scope::User,
                ConflictRule::AppendOnly,
                ANYONE,
                check_note,
            );
            registry.register_record(
                "reply",
                Scope::User,
                ConflictRule::AppendOnly,
                CLIENTS_WRITE,
                check_note,
            );
        })),
        ..Options::default()
    }
}

fn note(id: &str, text: &str) -> Value {
    json!({ "id": id, "text": text })
}

/// Every change after `cursors` (`business:0,user:0` style), through all pages: the changes and the
/// last answer's cursors.
async fn pull_scopes(app: &TestApp, token: &str, limit: usize) -> (Vec<Value>, Value) {
    let mut cursors = String::new();
    let mut changes = Vec::new();
    for _ in 0..100 {
        let (status, page) =
            common::books::pull(app, token, &format!("cursors={cursors}&limit={limit}")).await;
        assert_eq!(status, StatusCode::OK, "pull on {}: {page}", app.backend);
        changes.extend(page["changes"].as_array().expect("changes").iter().cloned());
        cursors = page["cursors"]
            .as_object()
            .expect("cursors")
            .iter()
            .map(|(scope, at)| format!("{scope}:{at}"))
            .collect::<Vec<_>>()
            .join(",");
        if page["more"] != true {
            return (changes, page["cursors"].clone());
        }
    }
    panic!("more than 100 pages");
}

fn ids_of(changes: &[Value], entity: &str) -> Vec<String> {
    changes
        .iter()
        .filter(|c| c["entity"] == entity)
        .map(|c| c["id"].as_str().expect("id").to_owned())
        .collect()
}

#[tokio::test]
async fn a_users_records_reach_only_their_own_devices() {
    each_backend(test_kinds(), async |app| {
        let (_, token, biz) = entrepreneur(app, Role::Client, "wanjiku@example.com").await;
        let (_, other_token, _) = entrepreneur(app, Role::Client, "baraka@example.com").await;
        let (a, b) = (id(), id());
        let phone = id();
        let answer = push_ok(
            app,
            &token,
            &phone,
            &[
                put(1, "note", &note(&a, "  Buy more flour ")),
                put(2, "product", &product(&biz.id, &id())),
                put(3, "note", &note(&b, "Call the supplier")),
            ],
        )
        .await;
        assert_eq!(
            (answer["applied"].clone(), answer["lastSeq"].clone()),
            (json!(3), json!(3))
        );

        // A second device of the same user gets both scopes; each scope numbers its own changes.
        let second = app.token("wanjiku@example.com", common::PASSWORD).await;
        let (changes, cursors) = pull_scopes(app, &second, 500).await;
        assert_eq!(ids_of(&changes, "note"), vec![a.clone(), b.clone()]);
        assert_eq!(changes.len(), 3);
        assert_eq!(cursors, json!({ "business": 1, "user": 2 }));
        let kept = changes
            .iter()
            .find(|c| c["id"] == a.as_str())
            .expect("note a");
        assert_eq!(
            kept["record"],
            note(&a, "Buy more flour"),
            "kept as core tidied it"
        );
        assert_eq!(kept["changeSeq"], 1);

        // Someone else sees none of it; the first version of the protocol sees the business only.
        let (theirs, _) = pull_scopes(app, &other_token, 500).await;
        assert_eq!(theirs, Vec::<Value>::new());
        let (_, legacy) = common::books::pull(app, &token, "cursor=0").await;
        assert_eq!(
            ids_of(legacy["changes"].as_array().expect("changes"), "note"),
            Vec::<String>::new()
        );
        assert_eq!(legacy["changes"].as_array().map(Vec::len), Some(1));
        assert_eq!(legacy.get("cursors"), None);

        // Nobody writes into another user's record, even knowing its id.
        let answer = push_ok(
            app,
            &other_token,
            &id(),
            &[put(1, "note", &note(&a, "Mine now"))],
        )
        .await;
        assert_eq!(answer["rejected"][0]["message"], RECORD_OF_SOMEONE_ELSE);
        let (changes, _) = pull_scopes(app, &token, 500).await;
        let kept = changes
            .iter()
            .find(|c| c["id"] == a.as_str())
            .expect("note a");
        assert_eq!(kept["record"]["text"], "Buy more flour");

        // Staff keep no books, but have a scope of their own: their install has no business.
        let (_, staff) = person(app, Role::Processor, "processor@example.com").await;
        let tablet = id();
        let c = id();
        let answer = push_ok(
            app,
            &staff,
            &tablet,
            &[put(1, "note", &note(&c, "Visit Wanjiku"))],
        )
        .await;
        assert_eq!(answer["applied"], 1);
        let refused = push_ok(
            app,
            &staff,
            &tablet,
            &[put(2, "product", &product(&biz.id, &id()))],
        )
        .await;
        assert_eq!(refused["rejected"][0]["message"], MAY_NOT_CHANGE);
        let (changes, cursors) = pull_scopes(app, &staff, 500).await;
        assert_eq!(ids_of(&changes, "note"), vec![c]);
        assert_eq!(cursors, json!({ "user": 1 }));
        let (status, page) = common::books::pull(app, &staff, "cursor=0").await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(page["changes"], json!([]));
    })
    .await;
}

#[tokio::test]
async fn staff_without_a_kind_of_their_own_still_may_not_sync() {
    each_backend(Options::default(), async |app| {
        let (_, staff) = person(app, Role::Admin, "admin@example.com").await;
        let (status, body) = push(app, &staff, &id(), &[]).await;
        assert_eq!(
            (status, body),
            (
                StatusCode::FORBIDDEN,
                error("You do not have access to this")
            )
        );
        let (status, _) = common::books::pull(app, &staff, "cursors=").await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    })
    .await;
}

#[tokio::test]
async fn an_event_is_created_once_and_never_changed() {
    each_backend(test_kinds(), async |app| {
        let (_, token, _) = entrepreneur(app, Role::Applicant, "neema@example.com").await;
        let phone = id();
        let m = id();
        let sent = note(&m, "Thank you, coach");
        let answer = push_ok(app, &token, &phone, &[put(1, "message", &sent)]).await;
        assert_eq!(answer["applied"], 1);
        // The same event again (another tab made it twice): taken, nothing new written.
        // A changed version: refused for good, the first one kept.
        let answer = push_ok(
            app,
            &token,
            &phone,
            &[
                put(2, "message", &sent),
                put(3, "message", &note(&m, "Thanks, coach!")),
            ],
        )
        .await;
        assert_eq!(answer["applied"], 1);
        assert_eq!(answer["lastSeq"], 3);
        assert_eq!(
            answer["rejected"],
            json!([{ "seq": 3, "id": m, "entity": "message", "message": EVENT_CANNOT_CHANGE }])
        );
        let (changes, cursors) = pull_scopes(app, &token, 500).await;
        assert_eq!(changes.len(), 1);
        assert_eq!(changes[0]["record"], sent);
        assert_eq!(
            cursors["user"], 1,
            "the unchanged copy took no change number"
        );
        // From another device too.
        let answer = push_ok(
            app,
            &token,
            &id(),
            &[put(1, "message", &note(&m, "Edited"))],
        )
        .await;
        assert_eq!(answer["rejected"][0]["message"], EVENT_CANNOT_CHANGE);
        // A kind only clients may write: an applicant's is refused, nothing kept.
        let reply = id();
        let answer = push_ok(
            app,
            &token,
            &phone,
            &[put(4, "reply", &note(&reply, "Done"))],
        )
        .await;
        assert_eq!(answer["rejected"][0]["message"], MAY_NOT_CHANGE);
        assert_eq!(pull_scopes(app, &token, 500).await.0.len(), 1);
    })
    .await;
}

#[tokio::test]
async fn records_take_the_last_write_in_server_order_and_core_refuses_what_it_must() {
    each_backend(test_kinds(), async |app| {
        let (_, token, _) = entrepreneur(app, Role::Digiprime, "chege@example.com").await;
        let (first, second) = (id(), id());
        let n = id();
        push_ok(
            app,
            &token,
            &second,
            &[put(1, "note", &note(&n, "From the tablet"))],
        )
        .await;
        push_ok(
            app,
            &token,
            &first,
            &[put(1, "note", &note(&n, "From the phone"))],
        )
        .await;
        let (changes, _) = pull_scopes(app, &token, 500).await;
        assert_eq!(changes.len(), 1);
        assert_eq!(changes[0]["record"]["text"], "From the phone");
        assert_eq!(changes[0]["changeSeq"], 2);

        let blank = id();
        let mut mismatched = put(2, "note", &note(&id(), "x"));
        mismatched["id"] = json!(id());
        let answer = push_ok(
            app,
            &token,
            &first,
            &[
                put(3, "note", &note(&blank, "   ")),
                mismatched,
                put(4, "diary", &note(&id(), "x")),
            ],
        )
        .await;
        let messages: Vec<&str> = answer["rejected"]
            .as_array()
            .expect("rejected")
            .iter()
            .map(|r| r["message"].as_str().expect("message"))
            .collect();
        assert_eq!(
            messages,
            vec![
                "The record's id does not match its change",
                REQUIRED,
                "This kind of record is not known"
            ]
        );
        assert_eq!(answer["applied"], 0);
        assert_eq!(pull_scopes(app, &token, 500).await.0.len(), 1);
    })
    .await;
}

#[tokio::test]
async fn a_page_spans_the_scopes_and_continues_where_it_stopped() {
    each_backend(test_kinds(), async |app| {
        let (_, token, biz) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let (p, v) = (id(), id());
        let notes: Vec<String> = (0..3).map(|_| id()).collect();
        let mut mutations = vec![
            put(1, "product", &product(&biz.id, &p)),
            put(2, "productVariant", &variant(&biz.id, &v, &p)),
        ];
        for (n, note_id) in notes.iter().enumerate() {
            let seq = i64::try_from(n).expect("small") + 3;
            mutations.push(put(seq, "note", &note(note_id, "n")));
        }
        push_ok(app, &token, &id(), &mutations).await;

        let (_, page) = common::books::pull(app, &token, "cursors=&limit=3").await;
        assert_eq!(page["more"], true);
        assert_eq!(page["cursors"], json!({ "business": 2, "user": 1 }));
        assert_eq!(page["cursor"], 2);
        let (_, page) = common::books::pull(app, &token, "cursors=business:2,user:1&limit=3").await;
        assert_eq!(
            ids_of(page["changes"].as_array().expect("changes"), "note"),
            notes[1..].to_vec()
        );
        assert_eq!(page["more"], false);
        assert_eq!(page["cursors"], json!({ "business": 2, "user": 3 }));
        let (changes, _) = pull_scopes(app, &token, 2).await;
        assert_eq!(changes.len(), 5);

        let (status, body) = common::books::pull(app, &token, "cursors=team:1").await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    })
    .await;
}
