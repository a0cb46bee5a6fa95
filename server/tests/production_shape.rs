//! Production runs several stateless server processes over one PostgreSQL database. Two real
//! processes (the built binary, each with its own background workers) take concurrent requests
//! split between them: each M-Pesa payment is applied once, each outgoing message is sent once, and
//! each sync push is applied once. Skipped with a note when `TEST_DATABASE_URL` is not set.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::common;
use crate::repayments_setup;

use axum::routing::post;
use axum::Json;
use common::books::{id, product, put, sale, variant};
use common::processes::{with_cluster, Cluster, Process};
use common::{insert_user, PASSWORD};
use futures_util::future::join_all;
use portal_core::loans::paybill::account_number;
use portal_core::roles::Role;
use portal_server::auth::hasher::Hasher;
use portal_server::outbox::model::{Channel, NewMessage};
use repayments_setup::{active_loan_in, c2b, stk_callback, LoanSpec, PAYS};
use reqwest::StatusCode;
use serde_json::{json, Value};
use sqlx::{AnyPool, Row};

fn now() -> i64 {
    portal_server::clock::system_clock()()
}

/// No simulated callback arrives while the test runs: the test delivers M-Pesa's news itself.
fn silent_simulator() -> (&'static str, String) {
    ("MPESA_SIMULATOR_DELAY_MS", "600000".to_owned())
}

async fn send(request: reqwest::RequestBuilder) -> (StatusCode, Value) {
    common::json(request.send().await.expect("request")).await
}

async fn sign_in(cluster: &Cluster, server: &Process, email: &str) -> String {
    let body = json!({ "email": email, "password": PASSWORD });
    let request = cluster
        .client
        .post(server.url("/api/client/signin"))
        .json(&body);
    let (status, answer) = send(request).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    answer["token"].as_str().expect("token").to_owned()
}

async fn initiate(
    cluster: &Cluster,
    server: &Process,
    token: &str,
    loan: &str,
    amount: i64,
) -> String {
    let body = json!({ "loanId": loan, "amount": amount, "mpesa_phone": PAYS });
    let request = cluster
        .client
        .post(server.url("/api/payments/mpesa/initiate"))
        .bearer_auth(token)
        .json(&body);
    let (status, answer) = send(request).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    answer["data"]["checkoutRequestId"]
        .as_str()
        .expect("checkout")
        .to_owned()
}

async fn callback(cluster: &Cluster, server: &Process, body: &Value) {
    let path = format!("/api/payments/mpesa/callback/{}", cluster.callback_secret);
    let request = cluster.client.post(server.url(&path)).json(body);
    assert_eq!(send(request).await.0, StatusCode::OK);
}

async fn confirmation(cluster: &Cluster, server: &Process, body: &Value) {
    let path = format!(
        "/api/payments/mpesa/c2b/confirmation?secret={}",
        cluster.callback_secret
    );
    let request = cluster.client.post(server.url(&path)).json(body);
    assert_eq!(send(request).await.0, StatusCode::OK);
}

async fn balance(pool: &AnyPool, loan: &str) -> i64 {
    sqlx::query("SELECT balance_minor FROM loans WHERE id = $1")
        .bind(loan)
        .fetch_one(pool)
        .await
        .expect("loan")
        .get(0)
}

async fn receipts(pool: &AnyPool, loan: &str) -> Vec<String> {
    sqlx::query(
        "SELECT receipt FROM loan_repayments WHERE loan_id = $1 ORDER BY created_at, receipt",
    )
    .bind(loan)
    .fetch_all(pool)
    .await
    .expect("repayments")
    .iter()
    .map(|row| row.get(0))
    .collect()
}

async fn count(pool: &AnyPool, sql: &str) -> i64 {
    sqlx::query(sql)
        .fetch_one(pool)
        .await
        .expect("count")
        .get(0)
}

#[tokio::test]
async fn two_processes_apply_each_payment_once() {
    with_cluster(2, &[silent_simulator()], async |cluster| {
        let pool = &cluster.pool;
        let email = "amina@example.com";
        let user = insert_user(pool, &Hasher::per_core(), Role::Client, email, now()).await;
        let loan = active_loan_in(pool, now(), &user, LoanSpec::default()).await;
        let owed = balance(pool, &loan).await;
        let token = sign_in(cluster, cluster.pick(0), email).await;

        // Fifty success callbacks with different receipts for one request, split between both.
        let checkout = initiate(cluster, cluster.pick(0), &token, &loan, 400).await;
        let bodies: Vec<Value> = (0..50)
            .map(|n| stk_callback(&checkout, 0, Some(&format!("RKX{n:07}")), 400))
            .collect();
        join_all(
            bodies
                .iter()
                .enumerate()
                .map(|(n, body)| callback(cluster, cluster.pick(n), body)),
        )
        .await;
        assert_eq!(balance(pool, &loan).await, owed - 40_000);
        assert_eq!(receipts(pool, &loan).await.len(), 1);
        assert_eq!(
            count(
                pool,
                "SELECT COUNT(*) FROM payment_reviews WHERE reason = 'another_receipt'"
            )
            .await,
            49
        );

        // One payment told fifty times, by callback and by paybill confirmation, to both.
        let checkout = initiate(cluster, cluster.pick(1), &token, &loan, 250).await;
        let real = "RKY1234567";
        let told = stk_callback(&checkout, 0, Some(real), 250);
        let confirmed = c2b(real, &account_number(&loan), "250");
        join_all((0..50).map(|n| {
            let (told, confirmed) = (&told, &confirmed);
            async move {
                if n % 2 == 0 {
                    callback(cluster, cluster.pick(n / 2), told).await;
                } else {
                    confirmation(cluster, cluster.pick(n / 2), confirmed).await;
                }
            }
        }))
        .await;
        assert_eq!(balance(pool, &loan).await, owed - 65_000);
        let paid = receipts(pool, &loan).await;
        assert_eq!(paid.len(), 2, "{paid:?}");
        assert!(paid.contains(&real.to_owned()));

        // A paybill payment confirmed fifty times at once.
        let again = c2b("RKZ1234567", &account_number(&loan), "50");
        join_all((0..50).map(|n| confirmation(cluster, cluster.pick(n), &again))).await;
        assert_eq!(balance(pool, &loan).await, owed - 70_000);
        assert_eq!(receipts(pool, &loan).await.len(), 3);
        assert_eq!(
            count(
                pool,
                "SELECT COUNT(*) FROM outbox_messages WHERE dedupe_key LIKE 'repayment:%'"
            )
            .await,
            3
        );
    })
    .await;
}

/// An SMS gateway that answers after a moment and remembers every message it was given.
async fn counting_gateway() -> (SocketAddr, Arc<Mutex<Vec<String>>>) {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let kept = seen.clone();
    let app = axum::Router::new().route(
        "/send",
        post(move |Json(body): Json<Value>| {
            let kept = kept.clone();
            async move {
                tokio::time::sleep(Duration::from_millis(2)).await;
                let message = body["message"].as_str().unwrap_or_default().to_owned();
                kept.lock().expect("lock").push(message);
                Json(json!({ "ok": true }))
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(async move { axum::serve(listener, app).await.ok() });
    (addr, seen)
}

#[tokio::test]
async fn two_processes_send_each_message_once() {
    let (gateway, seen) = counting_gateway().await;
    let env = [
        silent_simulator(),
        ("SMS_PROVIDER", "http".to_owned()),
        ("SMS_GATEWAY_URL", format!("http://{gateway}/send")),
    ];
    with_cluster(2, &env, async |cluster| {
        let pool = &cluster.pool;
        let user = insert_user(
            pool,
            &Hasher::per_core(),
            Role::Client,
            "amina@example.com",
            now(),
        )
        .await;
        let spec = LoanSpec {
            amount: 100_000,
            ..LoanSpec::default()
        };
        let loan = active_loan_in(pool, now(), &user, spec).await;
        // A backlog that appears at once (one transaction)…
        let mut tx = pool.begin().await.expect("transaction");
        for n in 0..300 {
            let message = NewMessage {
                dedupe_key: format!("backlog:{n}"),
                channel: Channel::Sms,
                recipient: format!("2547{n:08}"),
                subject: String::new(),
                body: format!("backlog message {n}"),
            };
            portal_server::outbox::store::enqueue(&mut tx, &message, now())
                .await
                .expect("queue");
        }
        tx.commit().await.expect("commit");
        // …and at the same moment receipts queued by payments to both processes, each waking its
        // own worker, so both workers go through the same due messages together.
        let account = account_number(&loan);
        let payments: Vec<Value> = (0..40)
            .map(|n| c2b(&format!("RKW{n:07}"), &account, "10"))
            .collect();
        join_all(
            payments
                .iter()
                .enumerate()
                .map(|(n, body)| confirmation(cluster, cluster.pick(n), body)),
        )
        .await;

        let total = 340;
        let started = Instant::now();
        while count(
            pool,
            "SELECT COUNT(*) FROM outbox_messages WHERE status = 'sent'",
        )
        .await
            < total
        {
            assert!(
                started.elapsed() < Duration::from_secs(60),
                "not all sent in a minute"
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        // Whatever a worker may still be doing after marking a message sent has finished.
        tokio::time::sleep(Duration::from_millis(500)).await;
        let seen = seen.lock().expect("lock").clone();
        let mut times: HashMap<&str, usize> = HashMap::new();
        for message in &seen {
            *times.entry(message.as_str()).or_default() += 1;
        }
        let twice: Vec<_> = times.iter().filter(|(_, n)| **n > 1).collect();
        assert!(twice.is_empty(), "sent more than once: {twice:?}");
        assert_eq!(seen.len(), 340);
        assert_eq!(
            count(
                pool,
                "SELECT COUNT(*) FROM outbox_messages WHERE attempts <> 1"
            )
            .await,
            0
        );
    })
    .await;
}

#[tokio::test]
async fn two_processes_apply_each_sync_push_once() {
    with_cluster(2, &[], async |cluster| {
        let pool = &cluster.pool;
        let email = "wanjiku@example.com";
        let user_id = insert_user(pool, &Hasher::per_core(), Role::Client, email, now()).await;
        let user = portal_server::users::store::find_by_id(pool, &user_id)
            .await
            .expect("read")
            .expect("user");
        let business = portal_server::bookkeeping::business::ensure_for(pool, &user, now())
            .await
            .expect("business")
            .expect("an entrepreneur has one");
        let token = sign_in(cluster, cluster.pick(0), email).await;
        let (p, v) = (id(), id());
        let mut mutations = vec![
            put(1, "product", &product(&business.id, &p)),
            put(2, "productVariant", &variant(&business.id, &v, &p)),
        ];
        for n in 3..=202 {
            mutations.push(put(n, "sale", &sale(&business.id, &id(), &v, 100.25)));
        }
        let push_everywhere = async |client: &str, mutations: &[Value]| -> u64 {
            let body = json!({ "clientId": client, "mutations": mutations });
            let answers = join_all((0..4).map(|n| {
                let request = cluster
                    .client
                    .post(cluster.pick(n).url("/api/sync/push"))
                    .bearer_auth(&token)
                    .json(&body);
                send(request)
            }))
            .await;
            let last = mutations
                .last()
                .map_or(0, |m| m["seq"].as_i64().expect("seq"));
            let mut applied = 0;
            for (status, answer) in &answers {
                assert_eq!(*status, StatusCode::OK, "{answer}");
                assert_eq!(answer["lastSeq"], last, "{answer}");
                applied += answer["applied"].as_u64().expect("applied");
            }
            applied
        };

        // A known install's next changes, sent to both processes twice each at once; then again.
        let client = id();
        let request = cluster
            .client
            .post(cluster.pick(0).url("/api/sync/push"))
            .bearer_auth(&token)
            .json(&json!({ "clientId": client, "mutations": mutations[..2] }));
        assert_eq!(send(request).await.0, StatusCode::OK);
        assert_eq!(push_everywhere(&client, &mutations).await, 200);
        assert_eq!(push_everywhere(&client, &mutations).await, 0);
        // A new install's first push, likewise.
        let fresh: Vec<Value> = (1..=30)
            .map(|n| put(n, "sale", &sale(&business.id, &id(), &v, 10.0)))
            .collect();
        assert_eq!(push_everywhere(&id(), &fresh).await, 30);

        let sales = count(
            pool,
            &format!(
                "SELECT COUNT(*) FROM bk_records WHERE business_id = '{}' AND entity = 'sale'",
                business.id
            ),
        )
        .await;
        assert_eq!(sales, 230);
        let change_seq = count(
            pool,
            &format!(
                "SELECT change_seq FROM businesses WHERE id = '{}'",
                business.id
            ),
        )
        .await;
        assert_eq!(change_seq, 232);
    })
    .await;
}
