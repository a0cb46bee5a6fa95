//! "Not yours" and "not there" get the same answer, status and body, on every route that takes an
//! id, an e-mail, a phone or a file: nobody learns that an account, a business, a record, a loan or
//! a file exists by asking for one that is not theirs.

use crate::common;

use common::books::entrepreneur;
use common::gateway::{shop, write};
use common::loans::{person, proposal_step};
use common::profile::{client, identity_form, through_details, upload};
use common::{each_backend, json, Options, TestApp};
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};

/// A fresh id that names nothing.
fn unknown(app: &TestApp) -> String {
    portal_server::ids::new_id(app.state.now())
}

async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> (StatusCode, Value) {
    json(app.post_json(path, Some(token), &body).await).await
}

async fn get(app: &TestApp, token: &str, path: &str) -> (StatusCode, Value) {
    json(app.get(path, Some(token)).await).await
}

#[tokio::test]
async fn business_and_user_reads_answer_alike() {
    each_backend(Options::default(), async |app| {
        let (amina, _, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        app.set_phone_and_verified(&amina, Some("254712000001"), true)
            .await;
        let (_, neema, _) = entrepreneur(app, Role::Applicant, "neema@example.com").await;
        let nobody = unknown(app);

        let no_business = json!({ "message": "No business was found", "business": [] });
        for wanted in [
            "amina@example.com",
            "0712000001",
            business.id.as_str(),
            amina.as_str(),
            "nobody@example.com",
            "0712999999",
            nobody.as_str(),
        ] {
            let body = json!({ "readByEmailOrId": wanted });
            assert_eq!(
                post(app, &neema, "/api/business/readByEmailOrId", body).await,
                (StatusCode::OK, no_business.clone()),
                "{wanted}"
            );
        }
        let no_user = json!({ "message": "No user was found", "data": [] });
        for wanted in [
            "amina@example.com",
            "0712000001",
            amina.as_str(),
            "nobody@example.com",
            "0712999999",
            nobody.as_str(),
        ] {
            let body = json!({ "email": wanted });
            assert_eq!(
                post(app, &neema, "/api/user/readByIdOrPhoneOrEmail", body).await,
                (StatusCode::OK, no_user.clone()),
                "{wanted}"
            );
        }
    })
    .await;
}

#[tokio::test]
async fn files_answer_alike() {
    each_backend(Options::default(), async |app| {
        let (amina, amina_token) = client(app, "amina@example.com").await;
        let (_, baraka) = client(app, "baraka@example.com").await;
        through_details(app, &amina_token, &amina).await;
        let (status, body) =
            json(upload(app, &amina_token, &amina, identity_form("Voters Card")).await).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let image = body["data"]["imageUrl"].as_str().expect("url").to_owned();
        let proposal = proposal_step(app, &amina_token, &amina).await;
        let missing = (StatusCode::NOT_FOUND, json!({ "error": "Not found" }));
        let nobody = unknown(app);

        for path in [
            image.clone(),
            proposal.clone(),
            image.replace("/api/media/", "/api/files/"),
            proposal.replace("/api/files/", "/api/media/"),
            format!("/api/media/{nobody}"),
            format!("/api/files/{nobody}"),
            "/api/files/not-an-id".to_owned(),
        ] {
            assert_eq!(get(app, &baraka, &path).await, missing, "{path}");
        }
        assert_eq!(
            app.get(&image, Some(&amina_token)).await.status(),
            StatusCode::OK
        );
        assert_eq!(
            app.get(&proposal, Some(&amina_token)).await.status(),
            StatusCode::OK
        );
    })
    .await;
}

#[tokio::test]
async fn bookkeeping_records_answer_alike() {
    each_backend(Options::default(), async |app| {
        let (_, amina, business) = entrepreneur(app, Role::Client, "amina@example.com").await;
        let mine = shop(app, &amina, &business.id, 5.0).await;
        let (_, intruder, other) = entrepreneur(app, Role::Client, "baraka@example.com").await;
        let nobody = unknown(app);

        let missing = write(
            app,
            &intruder,
            "entrepreneurProduct",
            "update",
            &json!({ "id": nobody, "name": "Mine now" }),
        )
        .await;
        assert_eq!(missing.0, StatusCode::NOT_FOUND, "{}", missing.1);
        let theirs = write(
            app,
            &intruder,
            "entrepreneurProduct",
            "update",
            &json!({ "id": mine.product, "name": "Mine now" }),
        )
        .await;
        assert_eq!(theirs, missing);

        // Reads and charts of a business not theirs: the same whether it exists or not.
        for business_id in [business.id.as_str(), nobody.as_str()] {
            let path = format!(
                "/api/gateway/api.php?resource=entrepreneurProduct&businessId={business_id}"
            );
            assert_eq!(
                get(app, &intruder, &path).await.0,
                StatusCode::FORBIDDEN,
                "{path}"
            );
        }
        let stats = |id: &str| format!("/api/stats/cashflow/{id}/Shop/2025");
        assert_eq!(
            get(app, &intruder, &stats(&business.id)).await,
            get(app, &intruder, &stats(&nobody)).await
        );
        assert_ne!(other.id, business.id);
    })
    .await;
}

#[tokio::test]
async fn profile_and_loan_reads_answer_alike() {
    each_backend(Options::default(), async |app| {
        let (amina, amina_token) = client(app, "amina@example.com").await;
        let (_, baraka) = person(app, Role::Client, "baraka@example.com").await;
        let (_, boss) = person(app, Role::Super, "super@example.com").await;
        let fund = common::loans::create_fund(app, &boss, &common::loans::fund_body()).await;
        let loan = common::loans::insert_loan(
            app,
            &amina,
            &fund,
            portal_core::loans::lifecycle::LoanStatus::Approved,
            None,
        )
        .await;
        through_details(app, &amina_token, &amina).await;
        let nobody = unknown(app);

        for path in [
            "/api/client/details/{}",
            "/api/client/loan/current/{}",
            "/api/client/loan/view/{}",
        ] {
            let theirs = if path.contains("view") { &loan } else { &amina };
            assert_eq!(
                get(app, &baraka, &path.replace("{}", theirs)).await,
                get(app, &baraka, &path.replace("{}", &nobody)).await,
                "{path}"
            );
        }
        let letter = |id: &str| format!("/api/user/loan/offer_letter/{id}");
        assert_eq!(
            json(app.post(&letter(&loan), Some(&baraka)).await).await,
            json(app.post(&letter(&nobody), Some(&baraka)).await).await
        );
    })
    .await;
}
