//! What each staff role sees of the clients, walked row by row through the real HTTP answers: for
//! each role and each group of a client's data, the group is in the answer or left out (and named
//! in `hidden`); for each role, a client registered by another sales agent is either visible or
//! answered exactly like a client that does not exist.

use crate::common;

use common::books::entrepreneur;
use common::gateway::shop;
use common::loans::{create_fund, fund_body, insert_loan, person, proposal_step};
use common::profile::{details_with, identity_form, patch_details, upload, verify_mpesa};
use common::{each_backend, json, Options, TestApp, PASSWORD};
use portal_core::loans::lifecycle::LoanStatus;
use portal_core::roles::Role;
use portal_server::staff::visibility::{self, Clients};
use reqwest::StatusCode;
use serde_json::{json, Value};

/// Which clients a role sees: every one, or those the staff member registered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Scope {
    All,
    Registered,
}

const CONTACT: &str = "contact";
const IDENTITY: &str = "identity";
const BANK: &str = "bank";
const NEXT_OF_KIN: &str = "nextOfKin";
const LOANS: &str = "loans";
const DOCUMENTS: &str = "documents";
const BOOKKEEPING: &str = "bookkeeping";
const ONBOARDING: &str = "onboarding";
const SURVEY: &str = "survey";
const SCORECARD: &str = "scorecard";
const GROUPS: [&str; 10] = [
    CONTACT,
    IDENTITY,
    BANK,
    NEXT_OF_KIN,
    LOANS,
    DOCUMENTS,
    BOOKKEEPING,
    ONBOARDING,
    SURVEY,
    SCORECARD,
];
const EVERYTHING: &[&str] = &GROUPS;

/// The expected table: what a sales agent is there for (the clients they brought in, their
/// contacts, how their loans stand and their scorecards), what reviewing and paying out a loan
/// needs, and what a business coach reviewing onboarding and keeping scoring sheets needs (who the
/// entrepreneurs are, what they sent for their onboarding, their scorecards, nothing of their loans). An advisor registers nobody: through the staff lists
/// they see nobody (their entrepreneurs come through the playbook's pairs).
const EXPECTED: [(Role, Scope, &[&str], bool); 8] = [
    (
        Role::Sales,
        Scope::Registered,
        &[CONTACT, LOANS, SCORECARD],
        false,
    ),
    (Role::Processor, Scope::All, EVERYTHING, false),
    (Role::Authorizer, Scope::All, EVERYTHING, false),
    (Role::Admin, Scope::All, EVERYTHING, false),
    (
        Role::Coach,
        Scope::All,
        &[CONTACT, ONBOARDING, SURVEY, SCORECARD],
        false,
    ),
    (Role::Advisor, Scope::Registered, &[CONTACT], false),
    (Role::Mentor, Scope::Registered, &[CONTACT], false),
    (Role::Super, Scope::All, EVERYTHING, true),
];

#[test]
fn the_server_uses_the_expected_table() {
    let staff: Vec<Role> = Role::ALL.into_iter().filter(|r| r.is_staff()).collect();
    let expected: Vec<Role> = EXPECTED.iter().map(|row| row.0).collect();
    assert_eq!(expected.len(), staff.len());
    assert!(staff.iter().all(|role| expected.contains(role)));
    for (role, scope, groups, reports) in EXPECTED {
        let row = visibility::of(role).expect("a staff role has a row");
        let clients = match scope {
            Scope::All => Clients::All,
            Scope::Registered => Clients::Registered,
        };
        assert_eq!(row.clients, clients, "{role:?}");
        let names: Vec<&str> = row.groups.iter().map(|g| g.name()).collect();
        assert_eq!(names, groups, "{role:?}");
        assert_eq!(row.reports, reports, "{role:?}");
    }
}

/// A client created by `agent` through the sign-up call (so the server records who registered
/// them), verified and signed in: (id, token).
async fn registered_client(
    app: &TestApp,
    agent: &str,
    email: &str,
    phone: &str,
) -> (String, String) {
    let body = json!({
        "firstName": "Amina", "lastName": "Wanjiru", "email": email, "mobileNumber": phone,
        "password": PASSWORD, "confirmPassword": PASSWORD, "referralChoice": "Business Coach",
    });
    let (status, created) = json(
        app.post_json("/api/client/signup", Some(agent), &body)
            .await,
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    let id = created["data"]["user_id"].as_str().expect("id").to_owned();
    sqlx::query("UPDATE users SET verified = 1 WHERE id = $1")
        .bind(&id)
        .execute(app.pool())
        .await
        .expect("verify");
    (id, app.token(email, PASSWORD).await)
}

/// Everything a client's file can hold: profile, identity pictures, a proposal, an approved loan
/// and books. Returns (loan id, business id, proposal link, identity picture URL).
async fn full_file(
    app: &TestApp,
    id: &str,
    token: &str,
    fund: &str,
) -> (String, String, String, String) {
    let (status, body) = verify_mpesa(app, token, id, "0712345678", "Kenya").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let national_id = json!(format!("{}", 20_000_000 + details_saved(app).await));
    let details = details_with(json!({ "idno": national_id }));
    let (status, body) = patch_details(app, token, id, &details).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = json(upload(app, token, id, identity_form("Voters Card")).await).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let image = body["data"]["imageUrl"].as_str().expect("url").to_owned();
    let proposal = proposal_step(app, token, id).await;
    let loan = insert_loan(app, id, fund, LoanStatus::Approved, None).await;
    let user = portal_server::users::store::find_by_id(app.pool(), id)
        .await
        .expect("read")
        .expect("user");
    let business =
        portal_server::bookkeeping::business::ensure_for(app.pool(), &user, app.state.now())
            .await
            .expect("business")
            .expect("an entrepreneur has books");
    shop(app, token, &business.id, 3.0).await;
    (loan, business.id, proposal, image)
}

/// A number that differs for each client saved so far (for their national ID numbers).
async fn details_saved(app: &TestApp) -> i64 {
    app.count_rows("client_details").await
}

async fn get(app: &TestApp, token: &str, path: &str) -> (StatusCode, Value) {
    json(app.get(path, Some(token)).await).await
}

fn has(value: &Value, key: &str) -> bool {
    value.get(key).is_some()
}

/// The groups a `/staff/clients/{id}` answer shows, read from the fields themselves.
fn groups_shown(file: &Value) -> Vec<&'static str> {
    let details = &file["client"]["details"];
    let purposes: Vec<&str> = file["documents"]
        .as_array()
        .expect("documents")
        .iter()
        .map(|d| d["purpose"].as_str().expect("purpose"))
        .collect();
    let mut shown = Vec::new();
    if has(&file["client"], "email") && has(&details["bioData"], "phoneNumber") {
        shown.push(CONTACT);
    }
    let identity = has(details, "identity") && has(&details["bioData"], "BVN");
    assert_eq!(identity, purposes.contains(&"identification"), "{file}");
    assert_eq!(identity, purposes.contains(&"passport"), "{file}");
    if identity {
        shown.push(IDENTITY);
    }
    if has(details, "bank") {
        shown.push(BANK);
    }
    if has(details, "nextOfKin") {
        shown.push(NEXT_OF_KIN);
    }
    if has(file, "loans") {
        shown.push(LOANS);
    }
    if purposes.contains(&"proposal") {
        shown.push(DOCUMENTS);
    }
    shown
}

#[tokio::test]
async fn each_staff_role_sees_its_row_of_the_table() {
    each_backend(Options::default(), async |app| {
        let (_, boss) = person(app, Role::Super, "super@example.com").await;
        let fund = create_fund(app, &boss, &fund_body()).await;
        let (_, dalia) = person(app, Role::Sales, "dalia@example.com").await;
        let (_, baraka) = person(app, Role::Sales, "baraka@example.com").await;
        let (amina, amina_token) =
            registered_client(app, &dalia, "amina@example.com", "0712000101").await;
        let (neema, neema_token) =
            registered_client(app, &baraka, "neema@example.com", "0712000202").await;
        let (loan, business, proposal, image) = full_file(app, &amina, &amina_token, &fund).await;
        let (neema_loan, _, neema_proposal, neema_image) =
            full_file(app, &neema, &neema_token, &fund).await;
        let unknown = portal_server::ids::new_id(app.state.now());

        for (role, scope, groups, reports) in EXPECTED {
            let token = match role {
                Role::Sales => dalia.clone(),
                Role::Super => boss.clone(),
                other => {
                    let email = format!("{}@example.com", other.as_str());
                    person(app, other, &email).await.1
                }
            };
            let sees = |group: &str| groups.contains(&group);
            let hidden: Vec<&str> = GROUPS.into_iter().filter(|g| !sees(g)).collect();
            let at = format!("{role:?}");

            // An advisor registers nobody: the staff routes show them nobody at all (their
            // entrepreneurs come through the playbook's pairs, tests/playbook).
            if matches!(role, Role::Advisor | Role::Mentor) {
                for path in [
                    format!("/api/staff/clients/{amina}"),
                    format!("/api/client/details/{amina}"),
                ] {
                    let (status, _) = get(app, &token, &path).await;
                    assert_eq!(status, StatusCode::NOT_FOUND, "{at} {path}");
                }
                let response = app.get(&image, Some(&token)).await;
                assert_eq!(response.status(), StatusCode::NOT_FOUND, "{at}");
                continue;
            }

            // The client's file and profile: each group present or left out, and named.
            let (status, file) = get(app, &token, &format!("/api/staff/clients/{amina}")).await;
            assert_eq!(status, StatusCode::OK, "{at} {file}");
            let file = &file["data"];
            let shown: Vec<&str> = groups_shown(file);
            let expected: Vec<&str> = groups
                .iter()
                .copied()
                .filter(|g| ![BOOKKEEPING, ONBOARDING, SURVEY, SCORECARD].contains(g))
                .collect();
            assert_eq!(shown, expected, "{at}");
            assert_eq!(file["hidden"], json!(hidden), "{at}");
            let (status, profile) = get(app, &token, &format!("/api/client/details/{amina}")).await;
            assert_eq!(status, StatusCode::OK, "{at}");
            let details = &profile["data"];
            assert_eq!(has(details, "identity"), sees(IDENTITY), "{at}");
            assert_eq!(has(&details["bioData"], "BVN"), sees(IDENTITY), "{at}");
            assert_eq!(has(details, "bank"), sees(BANK), "{at}");
            assert_eq!(has(details, "nextOfKin"), sees(NEXT_OF_KIN), "{at}");
            assert_eq!(details["bioData"]["email"], "amina@example.com", "{at}");
            assert_eq!(details["hidden"], json!(hidden), "{at}");

            // Stored files: served, or answered like a file that is not there.
            let missing_file = get(app, &token, &format!("/api/files/{unknown}")).await;
            assert_eq!(missing_file.0, StatusCode::NOT_FOUND);
            for (url, group) in [(&image, IDENTITY), (&proposal, DOCUMENTS)] {
                let response = app.get(url, Some(&token)).await;
                if sees(group) {
                    assert_eq!(response.status(), StatusCode::OK, "{at} {url}");
                } else {
                    assert_eq!(json(response).await, missing_file, "{at} {url}");
                }
            }

            // Loans: the detail and the lists, with the loan's ID number and proposal as above.
            let (status, view) = get(app, &token, &format!("/api/client/loan/view/{loan}")).await;
            let missing_loan = get(app, &token, &format!("/api/client/loan/view/{unknown}")).await;
            if sees(LOANS) {
                assert_eq!(status, StatusCode::OK, "{at}");
                let shown = &view["data"];
                assert_eq!(has(shown, "idno"), sees(IDENTITY), "{at}");
                assert_eq!(has(shown, "proposalLink"), sees(DOCUMENTS), "{at}");
                assert_eq!(shown["clientName"], "Amina Wanjiru", "{at}");
                let (status, list) = get(app, &token, "/api/staff/loans").await;
                assert_eq!(status, StatusCode::OK, "{at}");
                let ids: Vec<&str> = list["data"]
                    .as_array()
                    .expect("loans")
                    .iter()
                    .map(|l| l["_id"].as_str().expect("id"))
                    .collect();
                assert!(ids.contains(&loan.as_str()), "{at}");
                assert_eq!(
                    ids.contains(&neema_loan.as_str()),
                    scope == Scope::All,
                    "{at}"
                );
                let (status, _) =
                    get(app, &token, &format!("/api/client/loan/current/{amina}")).await;
                assert_eq!(status, StatusCode::OK, "{at}");
            } else {
                assert_eq!((status, view), missing_loan, "{at}");
            }
            let letter = |id: &str| format!("/api/user/loan/offer_letter/{id}");
            let response = app.post(&letter(&loan), Some(&token)).await;
            if sees(DOCUMENTS) && sees(IDENTITY) {
                assert_eq!(response.status(), StatusCode::OK, "{at}");
            } else {
                let missing = json(app.post(&letter(&unknown), Some(&token)).await).await;
                assert_eq!(json(response).await, missing, "{at}");
            }

            // Books: read, or answered like a business that is not there.
            let books = |id: &str| {
                format!("/api/gateway/api.php?resource=entrepreneurProduct&businessId={id}")
            };
            let (status, body) = get(app, &token, &books(&business)).await;
            if sees(BOOKKEEPING) {
                assert_eq!(status, StatusCode::OK, "{at} {body}");
                assert_eq!(body["data"].as_array().map(Vec::len), Some(1), "{at}");
            } else {
                assert_eq!(
                    (status, body),
                    get(app, &token, &books(&unknown)).await,
                    "{at}"
                );
            }
            let (status, found) = json(
                app.post_json(
                    "/api/user/readByIdOrPhoneOrEmail",
                    Some(&token),
                    &json!({ "email": amina }),
                )
                .await,
            )
            .await;
            assert_eq!(status, StatusCode::OK, "{at}");
            assert_eq!(found["data"][0]["email"], "amina@example.com", "{at}");
            assert_eq!(
                found["data"][0]["businesses"].as_array().map(Vec::len),
                // The business is named to those who read its books or its scorecards.
                Some(usize::from(sees(BOOKKEEPING) || sees(SCORECARD))),
                "{at}"
            );

            // Reports.
            let (status, _) = get(app, &token, "/api/reports/portfolio").await;
            let expected = if reports {
                StatusCode::OK
            } else {
                StatusCode::FORBIDDEN
            };
            assert_eq!(status, expected, "{at}");

            // Another agent's client: visible, or answered like nobody at all.
            let (_, clients) = get(app, &token, "/api/clients").await;
            let listed: Vec<&str> = clients["users"]
                .as_array()
                .expect("users")
                .iter()
                .map(|u| u["_id"].as_str().expect("id"))
                .collect();
            assert!(listed.contains(&amina.as_str()), "{at}");
            assert_eq!(
                listed.contains(&neema.as_str()),
                scope == Scope::All,
                "{at}"
            );
            let (_, searched) = get(app, &token, "/api/clients?q=neema").await;
            assert_eq!(
                searched["users"].as_array().map(Vec::len),
                Some(usize::from(scope == Scope::All)),
                "{at}"
            );
            for (path, group) in [
                ("/api/staff/clients/{}", CONTACT),
                ("/api/client/details/{}", CONTACT),
                ("/api/client/loan/current/{}", LOANS),
            ] {
                let theirs = get(app, &token, &path.replace("{}", &neema)).await;
                let nobody = get(app, &token, &path.replace("{}", &unknown)).await;
                if scope == Scope::All && sees(group) {
                    assert_eq!(theirs.0, StatusCode::OK, "{at} {path}");
                } else {
                    assert_eq!(theirs, nobody, "{at} {path}");
                }
            }
            for (path, nobody, group) in [
                (
                    format!("/api/client/loan/view/{neema_loan}"),
                    format!("/api/client/loan/view/{unknown}"),
                    LOANS,
                ),
                (
                    neema_proposal.clone(),
                    format!("/api/files/{unknown}"),
                    DOCUMENTS,
                ),
                (
                    neema_image.clone(),
                    format!("/api/media/{unknown}"),
                    IDENTITY,
                ),
            ] {
                let response = app.get(&path, Some(&token)).await;
                if scope == Scope::All && sees(group) {
                    assert_eq!(response.status(), StatusCode::OK, "{at} {path}");
                } else {
                    assert_eq!(
                        json(response).await,
                        get(app, &token, &nobody).await,
                        "{at} {path}"
                    );
                }
            }
            let lookup = "/api/user/readByIdOrPhoneOrEmail";
            let wanted = |email: &str| json!({ "email": email });
            let theirs = json(
                app.post_json(lookup, Some(&token), &wanted("neema@example.com"))
                    .await,
            )
            .await;
            if scope == Scope::Registered {
                let nobody = json(
                    app.post_json(lookup, Some(&token), &wanted("nobody@example.com"))
                        .await,
                )
                .await;
                assert_eq!(theirs, nobody, "{at}");
            } else {
                assert_eq!(theirs.1["data"][0]["email"], "neema@example.com", "{at}");
            }
            // The loans overview and the funds offered: for the roles that see loans.
            let (status, overview) = get(app, &token, "/api/staff/overview").await;
            let (funds, _) = get(app, &token, "/api/loan_fund/list").await;
            if sees(LOANS) {
                let approved = if scope == Scope::All { 2 } else { 1 };
                assert_eq!(overview["data"]["counts"]["approved"], approved, "{at}");
                assert_eq!(funds, StatusCode::OK, "{at}");
            } else {
                assert_eq!(status, StatusCode::FORBIDDEN, "{at}");
                assert_eq!(funds, StatusCode::FORBIDDEN, "{at}");
            }
        }
    })
    .await;
}

#[tokio::test]
async fn a_client_invited_by_an_agent_is_theirs() {
    each_backend(Options::default(), async |app| {
        let (_, dalia) = person(app, Role::Sales, "dalia@example.com").await;
        let (_, baraka) = person(app, Role::Sales, "baraka@example.com").await;
        let (status, body) = json(
            app.post_json(
                "/api/invitations",
                Some(&dalia),
                &json!({ "email": "zawadi@example.com", "role": "client" }),
            )
            .await,
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        let onboard = json!({
            "email": "zawadi@example.com", "name": "Zawadi Mushi", "gender": "Female",
            "country": "+254", "phoneNo": "0712000303", "password": PASSWORD, "confirmPassword": PASSWORD,
        });
        let (status, body) = json(app.post_json("/api/client/invite_onboard", None, &onboard).await).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        for (agent, listed) in [(&dalia, 1), (&baraka, 0)] {
            let (_, clients) = get(app, agent, "/api/clients").await;
            assert_eq!(clients["users"].as_array().map(Vec::len), Some(listed));
        }
        // An entrepreneur of no agent's: every other staff role sees them, no agent does.
        let (_, _, _) = entrepreneur(app, Role::Client, "walk-in@example.com").await;
        let (_, clients) = get(app, &dalia, "/api/clients").await;
        assert_eq!(clients["users"].as_array().map(Vec::len), Some(1));
        let (_, processor) = person(app, Role::Processor, "esther@example.com").await;
        let (_, clients) = get(app, &processor, "/api/clients").await;
        assert_eq!(clients["users"].as_array().map(Vec::len), Some(2));
    })
    .await;
}
