//! Random networks against a model: two installs of one person write sales (some refused, some
//! edits of earlier ones) and push them in random pieces: repeated, reordered, with gaps, replayed.
//! Whatever arrives, each change is taken exactly once, every refusal is reported, and the books the
//! server pulls back hold what the model holds.

use crate::common;

use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicUsize, Ordering};

use common::books::{entrepreneur, id, product, pull_all, push_ok, put, sale, variant};
use common::{backends, spawn_app, Options, TestApp};
use portal_core::roles::Role;
use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::{Config, TestRunner};
use serde_json::Value;
use sqlx::Row;

/// One change an install makes: a new sale, or an edit of an earlier new sale of the same install.
/// `valid: false` leaves the revenue blank, which core refuses.
#[derive(Debug, Clone)]
enum Op {
    New { cents: u32, valid: bool },
    Edit { of: Index, cents: u32, valid: bool },
}

#[derive(Debug, Clone)]
struct Case {
    installs: [Vec<Op>; 2],
    /// Each push: which install, and which of its changes (any, repeated, in any order).
    pushes: Vec<(usize, Vec<Index>)>,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (1u32..10_000_000, prop::bool::weighted(0.85))
            .prop_map(|(cents, valid)| Op::New { cents, valid }),
        1 => (any::<Index>(), 1u32..10_000_000, prop::bool::weighted(0.85))
            .prop_map(|(of, cents, valid)| Op::Edit { of, cents, valid }),
    ]
}

fn case() -> impl Strategy<Value = Case> {
    (
        prop::collection::vec(op(), 0..14),
        prop::collection::vec(op(), 0..14),
        prop::collection::vec(
            (0..2usize, prop::collection::vec(any::<Index>(), 0..18)),
            0..8,
        ),
    )
        .prop_map(|(a, b, pushes)| Case {
            installs: [a, b],
            pushes,
        })
}

/// What the server should end with: each sale's revenue in cents, and each install's refused seqs.
#[derive(Default)]
struct Model {
    sales: BTreeMap<String, i64>,
    taken: [usize; 2],
    refused: [BTreeSet<i64>; 2],
}

static PEOPLE: AtomicUsize = AtomicUsize::new(0);

async fn run_case(app: &TestApp, case: Case) {
    let n = PEOPLE.fetch_add(1, Ordering::SeqCst);
    let email = format!("trader{n}@example.com");
    let (_, token, biz) = entrepreneur(app, Role::Client, &email).await;
    let (p, v) = (id(), id());
    push_ok(
        app,
        &token,
        &id(),
        &[
            put(1, "product", &product(&biz.id, &p)),
            put(2, "productVariant", &variant(&biz.id, &v, &p)),
        ],
    )
    .await;

    // Each install's outbox, and the model of what it should do.
    let mut model = Model::default();
    let mut outboxes: [Vec<Value>; 2] = [Vec::new(), Vec::new()];
    for (install, ops) in case.installs.iter().enumerate() {
        let mut created: Vec<String> = Vec::new();
        for (n, op) in ops.iter().enumerate() {
            let seq = i64::try_from(n).expect("small") + 1;
            let (sale_id, cents, valid) = match op {
                Op::Edit { of, cents, valid } if !created.is_empty() => {
                    (created[of.index(created.len())].clone(), *cents, *valid)
                }
                Op::Edit { cents, valid, .. } | Op::New { cents, valid } => {
                    let fresh = id();
                    created.push(fresh.clone());
                    (fresh, *cents, *valid)
                }
            };
            let mut record = sale(&biz.id, &sale_id, &v, f64::from(cents) / 100.0);
            if valid {
                model.sales.insert(sale_id, i64::from(cents));
                model.taken[install] += 1;
            } else {
                record["revenue"] = Value::Null;
                model.refused[install].insert(seq);
            }
            outboxes[install].push(put(seq, "sale", &record));
        }
    }

    let clients = [id(), id()];
    let mut applied = [0u64; 2];
    let mut last_seq = [0i64; 2];
    let mut push_counted = async |install: usize, mutations: &[Value]| {
        let answer = push_ok(app, &token, &clients[install], mutations).await;
        let now = answer["lastSeq"].as_i64().expect("lastSeq");
        assert!(now >= last_seq[install], "lastSeq went back: {answer}");
        last_seq[install] = now;
        applied[install] += answer["applied"].as_u64().expect("applied");
        for rejection in answer["rejected"].as_array().expect("rejected") {
            let seq = rejection["seq"].as_i64().expect("seq");
            assert!(model.refused[install].contains(&seq), "{answer}");
        }
        answer
    };
    for (install, picks) in &case.pushes {
        let outbox = &outboxes[*install];
        if outbox.is_empty() {
            continue;
        }
        let mutations: Vec<Value> = picks
            .iter()
            .map(|pick| outbox[pick.index(outbox.len())].clone())
            .collect();
        push_counted(*install, &mutations).await;
    }
    // Then each phone sends its whole outbox, as it does until everything is acknowledged.
    for (install, outbox) in outboxes.iter().enumerate() {
        let answer = push_counted(install, outbox).await;
        assert_eq!(answer["lastSeq"], outbox.len(), "{answer}");
        assert_eq!(answer["gapAt"], Value::Null);
        let reported: BTreeSet<i64> = answer["rejected"]
            .as_array()
            .expect("rejected")
            .iter()
            .map(|r| r["seq"].as_i64().expect("seq"))
            .collect();
        assert_eq!(reported, model.refused[install]);
    }
    assert_eq!(
        applied,
        model.taken.map(|n| n as u64),
        "each accepted change applied exactly once"
    );
    let change_seq: i64 = sqlx::query("SELECT change_seq FROM businesses WHERE id = $1")
        .bind(&biz.id)
        .fetch_one(app.pool())
        .await
        .expect("business")
        .get(0);
    assert_eq!(
        change_seq,
        2 + i64::try_from(model.taken[0] + model.taken[1]).expect("small")
    );

    let pulled: BTreeMap<String, i64> = pull_all(app, &token)
        .await
        .into_iter()
        .filter(|c| c["entity"] == "sale")
        .map(|c| {
            let revenue = c["record"]["revenue"].as_f64().expect("revenue");
            #[allow(clippy::cast_possible_truncation)]
            let cents = (revenue * 100.0).round() as i64;
            (c["id"].as_str().expect("id").to_owned(), cents)
        })
        .collect();
    assert_eq!(pulled.len(), model.sales.len(), "count of sales");
    assert_eq!(
        pulled.values().sum::<i64>(),
        model.sales.values().sum::<i64>(),
        "total revenue"
    );
    assert_eq!(pulled, model.sales);
}

#[test]
fn random_repeats_reorders_and_gaps_take_each_change_once() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    for backend in backends() {
        let app = runtime.block_on(spawn_app(&backend, Options::default()));
        eprintln!("-- backend: {}", app.backend);
        let mut runner = TestRunner::new(Config {
            cases: 20,
            failure_persistence: None,
            ..Config::default()
        });
        let outcome = runner.run(&case(), |case| {
            runtime.block_on(run_case(&app, case));
            Ok(())
        });
        runtime.block_on(app.stop());
        if let Err(failure) = outcome {
            panic!("on {}: {failure}", backend.name());
        }
    }
}
