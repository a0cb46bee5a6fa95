//! Every playbook call for every role, by someone outside the pair it names: an entrepreneur or an
//! advisor of no pair reads "not there" (404) for what is another's and their own empty lists; only
//! the advisor side ticks and sets tasks, only an entrepreneur replies; the team reads everything
//! and alone pairs and assigns; the loan staff are refused (403) everywhere but their own (empty)
//! alerts.

use portal_core::roles::Role;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use super::support::{person, send, set_task, submission, world};
use crate::common::{each_backend, Options};

/// What a role is to the playbook.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Entrepreneur,
    Advisor,
    Team,
    Refused,
}

fn kind(role: Role) -> Kind {
    match role {
        Role::Client | Role::Applicant | Role::Digiprime => Kind::Entrepreneur,
        Role::Advisor => Kind::Advisor,
        Role::Coach | Role::Super => Kind::Team,
        Role::Admin | Role::Sales | Role::Processor | Role::Authorizer | Role::Mentor => {
            Kind::Refused
        }
    }
}

const OK: StatusCode = StatusCode::OK;
const NOT_THERE: StatusCode = StatusCode::NOT_FOUND;
const REFUSED: StatusCode = StatusCode::FORBIDDEN;

struct Call {
    method: Method,
    path: String,
    body: Option<Value>,
    /// The answer for each kind of caller, in the order of `Kind`.
    expect: [StatusCode; 4],
}

fn call(method: Method, path: String, body: Option<Value>, expect: [StatusCode; 4]) -> Call {
    Call {
        method,
        path,
        body,
        expect,
    }
}

#[tokio::test]
async fn every_call_for_every_role_outside_the_pair() {
    each_backend(Options::default(), async |app| {
        let w = world(app).await;
        let task = set_task(app, &w, "Stock", None).await;
        let (playbook, chapter, session, pair) =
            (w.playbook(0), w.chapter(), w.session(), w.pair.as_str());
        let reply =
            json!({"submissionId": submission(), "id": task, "response": "Done", "files": []});
        let feedback = json!({"submissionId": submission(), "rated": 4, "files": [],
            "sessionId": session, "pairingId": pair});
        let tick = json!({"tool": "Business account opened", "done": true});
        let new_task = json!({"sessionId": session, "pairingId": pair, "topic": "T", "task": "Do"});
        // The team's changes are sent with a body each refuses (400) or with what is there already
        // (409), so the matrix changes nothing: what matters is that only the team gets that far.
        let calls = [
            // Entrepreneur, Advisor, Team, Refused
            call(
                Method::GET,
                "/api/playbook/pairs".into(),
                None,
                [OK, OK, OK, REFUSED],
            ),
            call(
                Method::GET,
                format!("/api/playbook/pairs?id={pair}"),
                None,
                [NOT_THERE, NOT_THERE, OK, REFUSED],
            ),
            call(
                Method::GET,
                "/api/playbook/playbooks".into(),
                None,
                [OK, OK, OK, REFUSED],
            ),
            call(
                Method::GET,
                format!("/api/playbook/chapters/{playbook}"),
                None,
                [NOT_THERE, NOT_THERE, OK, REFUSED],
            ),
            call(
                Method::GET,
                format!("/api/playbook/sessions/{chapter}"),
                None,
                [NOT_THERE, NOT_THERE, OK, REFUSED],
            ),
            call(
                Method::GET,
                format!("/api/playbook/session/{session}"),
                None,
                [NOT_THERE, NOT_THERE, OK, REFUSED],
            ),
            call(
                Method::GET,
                format!("/api/playbook/tools/{session}/{pair}"),
                None,
                [NOT_THERE, NOT_THERE, OK, REFUSED],
            ),
            call(
                Method::GET,
                format!("/api/playbook/tasks/{session}/{pair}"),
                None,
                [NOT_THERE, NOT_THERE, OK, REFUSED],
            ),
            call(
                Method::GET,
                format!("/api/playbook/feedback/{session}/{pair}"),
                None,
                [NOT_THERE, NOT_THERE, OK, REFUSED],
            ),
            call(
                Method::POST,
                format!("/api/playbook/tools/{session}/{pair}"),
                Some(tick),
                [REFUSED, NOT_THERE, REFUSED, REFUSED],
            ),
            call(
                Method::POST,
                "/api/playbook/tasks".into(),
                Some(new_task),
                [REFUSED, NOT_THERE, REFUSED, REFUSED],
            ),
            call(
                Method::POST,
                "/api/playbook/add-task-response".into(),
                Some(reply),
                [NOT_THERE, REFUSED, REFUSED, REFUSED],
            ),
            call(
                Method::POST,
                "/api/playbook/add-feedback".into(),
                Some(feedback),
                [NOT_THERE, NOT_THERE, REFUSED, REFUSED],
            ),
            call(
                Method::GET,
                "/api/playbook/people".into(),
                None,
                [REFUSED, REFUSED, OK, REFUSED],
            ),
            call(
                Method::POST,
                "/api/playbook/pairs".into(),
                Some(json!({})),
                [REFUSED, REFUSED, StatusCode::BAD_REQUEST, REFUSED],
            ),
            call(
                Method::POST,
                format!("/api/playbook/pairs/{pair}/playbooks"),
                Some(json!({"playbookId": playbook})),
                [REFUSED, REFUSED, StatusCode::CONFLICT, REFUSED],
            ),
            call(
                Method::DELETE,
                format!("/api/playbook/pairs/{pair}/playbooks/{}", w.playbook(2)),
                None,
                [REFUSED, REFUSED, StatusCode::CONFLICT, REFUSED],
            ),
            // Anyone signed in reads their own alerts (none, outside the playbook).
            call(
                Method::GET,
                "/api/playbook/alerts".into(),
                None,
                [OK, OK, OK, OK],
            ),
            call(
                Method::GET,
                "/api/playbook/alerts/settings".into(),
                None,
                [OK, OK, REFUSED, REFUSED],
            ),
            call(
                Method::GET,
                "/api/playbook/files/0123456789abcdef01234567".into(),
                None,
                [NOT_THERE, NOT_THERE, NOT_THERE, REFUSED],
            ),
        ];
        let mut wrong = Vec::new();
        for role in Role::ALL {
            let (_, token) = person(app, role, &format!("{}@roles.test", role.as_str())).await;
            let index = kind(role) as usize;
            for c in &calls {
                let (code, body) = send(
                    app,
                    c.method.clone(),
                    &c.path,
                    Some(&token),
                    c.body.as_ref(),
                )
                .await;
                if code != c.expect[index] {
                    wrong.push(format!(
                        "{:?} {} {} → {code} (expected {}): {body}",
                        role, c.method, c.path, c.expect[index]
                    ));
                }
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
        // An entrepreneur and an advisor of no pair have empty lists, not another's.
        let (_, token) = person(app, Role::Client, "lonely@roles.test").await;
        let (_, body) = send(app, Method::GET, "/api/playbook/pairs", Some(&token), None).await;
        assert_eq!(body["data"].as_array().map(Vec::len), Some(0));
        let (_, token) = person(app, Role::Advisor, "lonely-advisor@roles.test").await;
        let (_, body) = send(app, Method::GET, "/api/playbook/pairs", Some(&token), None).await;
        assert_eq!(body["data"].as_array().map(Vec::len), Some(0));
    })
    .await;
}
