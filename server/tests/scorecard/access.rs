//! Who reads which scorecards: a client their own only (another's business answers like a missing
//! one), the staff of the `scorecard` group everyone they see, other roles nothing; the search's
//! lists and messages; the business lookup; the loan page's latest score.

use portal_core::roles::Role;
use portal_core::scorecard::search::search_options;
use portal_server::clock::nairobi_today;
use reqwest::StatusCode;
use serde_json::json;

use super::*;
use crate::common::{each_backend, error, Options};

#[tokio::test]
async fn a_client_reads_only_their_own_and_staff_by_their_row() {
    each_backend(Options::default(), async |app| {
        let quarter = past_quarter(app);
        let (amina_id, amina, business) = client(app, "amina@example.com").await;
        let (_, neema, neema_business) = client(app, "neema@example.com").await;
        sell_each_month(app, &amina, &business.id, quarter, 10_000).await;
        let coach = staff(app, Role::Coach, "coach@example.com").await;

        // Nothing computed yet: an empty answer.
        let empty = post(
            app,
            &amina,
            "/api/scorecard/read",
            &quarter_body(None, quarter),
        )
        .await;
        assert_eq!(empty, (StatusCode::OK, json!({ "count": 0, "data": [] })));

        let record = compute(app, &coach, &business.id, quarter).await;
        assert_eq!(record["business"]["id"], business.id.as_str());
        assert_eq!(record["business"]["name"], business.name.as_str());
        assert_eq!(
            (record["year"].clone(), record["quarter"].clone()),
            (json!(quarter.year), json!(quarter.quarter))
        );
        assert_eq!(
            (record["rank"].clone(), record["groupSize"].clone()),
            (json!(1), json!(1))
        );
        assert_eq!(record["rankGroup"]["id"], "1-6");
        assert_eq!(record["rankGroup"]["stops"], json!([0, 30, 40, 50, 100]));
        let turnover = &record["financialResults"]["monthlyRevenueTurnover"];
        // Ksh 10,000 a month reaches the lowest step of the default table.
        assert_eq!(turnover["score"], 25, "{record}");
        assert!(
            turnover["notes"]
                .as_str()
                .is_some_and(|n| n.contains("10,000.00")),
            "{turnover}"
        );
        for group in [
            "financialResults",
            "impactData",
            "participationInAcceleration",
            "loanRepayment",
        ] {
            assert!(record[group].get("score").is_some(), "{group}: {record}");
        }
        assert!(
            ["bad", "average", "good", "excellent"]
                .contains(&record["band"].as_str().unwrap_or("")),
            "{record}"
        );

        // The client reads their own, with or without naming it, in their language or another.
        let own = post(
            app,
            &amina,
            "/api/scorecard/read",
            &quarter_body(None, quarter),
        )
        .await;
        assert_eq!(own.0, StatusCode::OK);
        assert_eq!(own.1["count"], 1);
        assert_eq!(own.1["data"][0], record);
        let named = post(
            app,
            &amina,
            "/api/scorecard/read",
            &quarter_body(Some(&business.id), quarter),
        )
        .await;
        assert_eq!(named.1["data"][0], record);
        let swahili = post(
            app,
            &amina,
            "/api/scorecard/read?lang=sw",
            &quarter_body(None, quarter),
        )
        .await;
        let sw_notes = &swahili.1["data"][0]["financialResults"]["monthlyRevenueTurnover"]["notes"];
        assert_ne!(sw_notes, &turnover["notes"]);
        assert_eq!(
            swahili.1["data"][0]["financialResults"]["monthlyRevenueTurnover"]["score"],
            25
        );

        // Another's business answers exactly like one that is not there.
        let unknown = portal_server::ids::new_id(app.state.now());
        for wanted in [business.id.as_str(), unknown.as_str(), "nonsense"] {
            let answer = post(
                app,
                &neema,
                "/api/scorecard/read",
                &quarter_body(Some(wanted), quarter),
            )
            .await;
            assert_eq!(
                answer,
                (StatusCode::NOT_FOUND, error("Not found")),
                "{wanted}"
            );
            let risk = get(app, &neema, &format!("/api/scorecard/risk/{wanted}")).await;
            assert_eq!(
                risk,
                (StatusCode::NOT_FOUND, error("Not found")),
                "{wanted}"
            );
        }
        let none = post(
            app,
            &neema,
            "/api/scorecard/read",
            &quarter_body(Some(&neema_business.id), quarter),
        )
        .await;
        assert_eq!(none, (StatusCode::OK, json!({ "count": 0, "data": [] })));

        // Staff of the scorecard group read anyone they see; a sales agent only their own people.
        for role in [
            Role::Processor,
            Role::Authorizer,
            Role::Admin,
            Role::Super,
            Role::Coach,
        ] {
            let token = if role == Role::Coach {
                coach.clone()
            } else {
                staff(app, role, &format!("{}@example.com", role.as_str())).await
            };
            let (status, body) = post(
                app,
                &token,
                "/api/scorecard/read",
                &quarter_body(Some(&business.id), quarter),
            )
            .await;
            assert_eq!(status, StatusCode::OK, "{role:?}");
            assert_eq!(
                body["data"][0]["business"]["id"],
                business.id.as_str(),
                "{role:?}"
            );
            // The whole quarter when no business is named.
            let (_, all) = post(
                app,
                &token,
                "/api/scorecard/read",
                &quarter_body(None, quarter),
            )
            .await;
            assert_eq!(all["count"], 1, "{role:?}");
        }
        let sales = staff(app, Role::Sales, "sales@example.com").await;
        let (status, _) = post(
            app,
            &sales,
            "/api/scorecard/read",
            &quarter_body(Some(&business.id), quarter),
        )
        .await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        let (_, all) = post(
            app,
            &sales,
            "/api/scorecard/read",
            &quarter_body(None, quarter),
        )
        .await;
        assert_eq!(all, json!({ "count": 0, "data": [] }));
        for role in [
            Role::Advisor,
            Role::Mentor,
            Role::Applicant,
            Role::Digiprime,
        ] {
            let token = staff(app, role, &format!("{}@example.com", role.as_str())).await;
            let (status, body) = post(
                app,
                &token,
                "/api/scorecard/read",
                &quarter_body(Some(&business.id), quarter),
            )
            .await;
            assert_eq!(
                (status, body),
                (
                    StatusCode::FORBIDDEN,
                    error("You do not have access to this")
                ),
                "{role:?}"
            );
        }
        let anonymous = app
            .post_json("/api/scorecard/read", None, &quarter_body(None, quarter))
            .await;
        assert_eq!(anonymous.status(), StatusCode::UNAUTHORIZED);

        // The loan page's advice reads the latest card (staff only).
        let latest = get(
            app,
            &coach,
            &format!("/api/scorecard/latest?userId={amina_id}"),
        )
        .await;
        assert_eq!(latest.0, StatusCode::OK);
        assert_eq!(latest.1["data"]["businessId"], business.id.as_str());
        assert_eq!(latest.1["data"]["averageScore"], record["averageScore"]);
        assert_eq!(latest.1["data"]["band"], record["band"]);
        let (status, _) = get(
            app,
            &amina,
            &format!("/api/scorecard/latest?userId={amina_id}"),
        )
        .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        let (status, _) = get(
            app,
            &sales,
            &format!("/api/scorecard/latest?userId={amina_id}"),
        )
        .await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    })
    .await;
}

#[tokio::test]
async fn the_search_lists_and_its_messages() {
    each_backend(Options::default(), async |app| {
        let (_, amina, business) = client(app, "amina@example.com").await;
        client(app, "neema@example.com").await;
        let coach = staff(app, Role::Coach, "coach@example.com").await;
        let expected = search_options(nairobi_today(app.state.now()).expect("today"));

        let (status, mine) = get(app, &amina, "/api/scorecard/options").await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(
            mine["businesses"],
            json!([{ "id": business.id, "name": business.name }])
        );
        assert_eq!(mine["years"], json!(expected.years));
        assert_eq!(mine["quarters"], json!(expected.quarters));
        assert_eq!(
            (mine["year"].clone(), mine["quarter"].clone()),
            (json!(expected.year), json!(expected.quarter))
        );
        let (_, found) = get(app, &coach, "/api/scorecard/options?q=amina").await;
        assert_eq!(
            found["businesses"],
            json!([{ "id": business.id, "name": business.name }])
        );
        let (_, everyone) = get(app, &coach, "/api/scorecard/options").await;
        assert_eq!(everyone["businesses"].as_array().map(Vec::len), Some(2));
        let advisor = staff(app, Role::Advisor, "advisor@example.com").await;
        let (status, _) = get(app, &advisor, "/api/scorecard/options").await;
        assert_eq!(status, StatusCode::FORBIDDEN);

        // The checks in the spec's order, in the reader's language.
        let path = "/api/scorecard/read";
        assert_eq!(
            post(app, &amina, path, &json!({})).await,
            (StatusCode::BAD_REQUEST, error("Please select a year"))
        );
        assert_eq!(
            post(app, &amina, path, &json!({ "year": expected.year })).await,
            (StatusCode::BAD_REQUEST, error("Please select a quarter"))
        );
        let future = json!({ "year": expected.years[0] + 1, "quarter": 1 });
        assert_eq!(
            post(app, &amina, path, &future).await,
            (
                StatusCode::BAD_REQUEST,
                error("Choose a year from the list")
            )
        );
        let (status, _) = post(
            app,
            &coach,
            "/api/scorecard/compute",
            &json!({ "year": expected.year, "quarter": expected.quarter }),
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        let (_, refused) = post(
            app,
            &coach,
            "/api/scorecard/compute",
            &json!({ "year": expected.year }),
        )
        .await;
        assert_eq!(refused, error("Please select a business"));

        // The business lookup: a client their own only; the coach anyone's.
        let lookup = "/api/business/readByEmailOrId";
        let (_, own) = post(
            app,
            &amina,
            lookup,
            &json!({ "readByEmailOrId": "amina@example.com" }),
        )
        .await;
        assert_eq!(own["business"][0]["id"], business.id.as_str());
        let (_, theirs) = post(
            app,
            &amina,
            lookup,
            &json!({ "readByEmailOrId": "neema@example.com" }),
        )
        .await;
        assert_eq!(theirs["business"], json!([]));
        let (_, coach_finds) = post(
            app,
            &coach,
            lookup,
            &json!({ "readByEmailOrId": &business.id }),
        )
        .await;
        assert_eq!(
            coach_finds["business"][0]["displayName"],
            business.display_name.as_str()
        );
    })
    .await;
}
