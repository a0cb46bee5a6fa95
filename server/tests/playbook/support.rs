//! What the playbook tests share: the people, a pair with two playbooks, the calls.

use portal_core::playbook::seeds::{seeds, PlaybookSeed};
use portal_core::roles::Role;
use reqwest::multipart::{Form, Part};
use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::common::{json as read, TestApp};
pub use crate::onboarding::support::{get, person, post, put, send};

pub const CLIENT_PHONE: &str = "254700000101";
pub const ADVISOR_PHONE: &str = "254700000102";

/// Everyone a test needs: a pair (client + advisor) with the first two playbooks, another pair
/// (other client + other advisor) with the first one, the team and a sales agent.
pub struct World {
    pub coach: String,
    pub super_admin: String,
    pub sales: String,
    pub client_id: String,
    pub client: String,
    pub advisor: String,
    pub other_client: String,
    pub other_advisor: String,
    pub pair: String,
    pub other_pair: String,
    pub seeds: Vec<PlaybookSeed>,
}

impl World {
    pub fn playbook(&self, n: usize) -> &str {
        &self.seeds[n].playbook.id
    }

    pub fn chapter(&self) -> &str {
        &self.seeds[0].chapters[0].id
    }

    /// The first session of the first playbook.
    pub fn session(&self) -> &str {
        &self.seeds[0].sessions[0].id
    }

    /// A session of the third playbook (assigned to no pair).
    pub fn unassigned_session(&self) -> &str {
        &self.seeds[2].sessions[0].id
    }
}

pub async fn pair(app: &TestApp, team: &str, entrepreneur: &str, advisor: &str) -> String {
    let (code, body) = post(
        app,
        "/api/playbook/pairs",
        team,
        &json!({"entrepreneurId": entrepreneur, "advisorId": advisor}),
    )
    .await;
    assert_eq!(code, StatusCode::OK, "{body}");
    body["data"]["_id"].as_str().expect("pair id").to_owned()
}

pub async fn assign(app: &TestApp, team: &str, pair: &str, playbook: &str) -> (StatusCode, Value) {
    post(
        app,
        &format!("/api/playbook/pairs/{pair}/playbooks"),
        team,
        &json!({"playbookId": playbook}),
    )
    .await
}

pub async fn world(app: &TestApp) -> World {
    let (_, coach) = person(app, Role::Coach, "coach@playbook.test").await;
    let (_, super_admin) = person(app, Role::Super, "super@playbook.test").await;
    let (_, sales) = person(app, Role::Sales, "sales@playbook.test").await;
    let (client_id, client) = person(app, Role::Client, "client@playbook.test").await;
    let (advisor_id, advisor) = person(app, Role::Advisor, "advisor@playbook.test").await;
    let (other_client_id, other_client) = person(app, Role::Applicant, "other@playbook.test").await;
    let (other_advisor_id, other_advisor) =
        person(app, Role::Advisor, "advisor2@playbook.test").await;
    app.set_phone_and_verified(&client_id, Some(CLIENT_PHONE), true)
        .await;
    app.set_phone_and_verified(&advisor_id, Some(ADVISOR_PHONE), true)
        .await;
    let seeds = seeds();
    let pair_id = pair(app, &coach, &client_id, &advisor_id).await;
    for seed in seeds.iter().take(2) {
        let (code, body) = assign(app, &coach, &pair_id, &seed.playbook.id).await;
        assert_eq!(code, StatusCode::OK, "{body}");
    }
    let other_pair = pair(app, &super_admin, &other_client_id, &other_advisor_id).await;
    let (code, body) = assign(app, &super_admin, &other_pair, &seeds[0].playbook.id).await;
    assert_eq!(code, StatusCode::OK, "{body}");
    World {
        coach,
        super_admin,
        sales,
        client_id,
        client,
        advisor,
        other_client,
        other_advisor,
        pair: pair_id,
        other_pair,
        seeds,
    }
}

/// A multipart post: text fields and files as `file[]`.
pub async fn post_form(
    app: &TestApp,
    path: &str,
    token: &str,
    fields: &[(&str, &str)],
    files: &[Vec<u8>],
) -> (StatusCode, Value) {
    let mut form = Form::new();
    for (name, value) in fields {
        form = form.text(name.to_string(), value.to_string());
    }
    for (n, bytes) in files.iter().enumerate() {
        form = form.part(
            "file[]",
            Part::bytes(bytes.clone()).file_name(format!("file{n}.bin")),
        );
    }
    let response = app
        .client
        .post(app.url(path))
        .bearer_auth(token)
        .multipart(form)
        .send()
        .await
        .expect("request");
    read(response).await
}

/// The advisor sets a task in the first session; its id.
pub async fn set_task(app: &TestApp, w: &World, topic: &str, due: Option<&str>) -> String {
    let (code, body) = post(
        app,
        "/api/playbook/tasks",
        &w.advisor,
        &json!({"sessionId": w.session(), "pairingId": w.pair, "topic": topic, "task": "Do it", "dueDate": due}),
    )
    .await;
    assert_eq!(code, StatusCode::OK, "{body}");
    body["data"]["_id"].as_str().expect("task id").to_owned()
}

pub async fn reply(
    app: &TestApp,
    token: &str,
    task: &str,
    response: &str,
    files: &[Vec<u8>],
) -> (StatusCode, Value) {
    post_form(
        app,
        "/api/playbook/add-task-response",
        token,
        &[("id", task), ("response", response)],
        files,
    )
    .await
}

pub async fn tick(
    app: &TestApp,
    token: &str,
    session: &str,
    pair: &str,
    tool: &str,
    done: bool,
) -> (StatusCode, Value) {
    post(
        app,
        &format!("/api/playbook/tools/{session}/{pair}"),
        token,
        &json!({"tool": tool, "done": done}),
    )
    .await
}

/// The progress of `playbook` in `token`'s view of the pair.
pub async fn progress(app: &TestApp, token: &str, pair: &str, playbook: &str) -> Value {
    let (code, body) = get(app, &format!("/api/playbook/pairs?id={pair}"), token).await;
    assert_eq!(code, StatusCode::OK, "{body}");
    body["data"][0]["progress"]
        .as_array()
        .expect("progress")
        .iter()
        .find(|p| p["playbookId"] == playbook)
        .expect("the playbook's progress")
        .clone()
}

/// The caller chooses how their alerts come: `app`, `sms` or `email`.
pub async fn choose(app: &TestApp, token: &str, channel: &str) -> (StatusCode, Value) {
    put(
        app,
        "/api/playbook/alerts/settings",
        token,
        &json!({ "channel": channel }),
    )
    .await
}

/// A finished resumable upload of kind `playbookFile`: its id.
pub async fn uploaded(app: &TestApp, token: &str, bytes: &[u8]) -> String {
    crate::uploads::uploaded_kind(app, token, "playbookFile", bytes).await
}

/// A new id made "on the phone" for a submission.
pub fn submission() -> String {
    crate::common::books::id()
}
