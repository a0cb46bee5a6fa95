//! The life cycle: every role × action × status of core's table through the real calls, the
//! approver who may not be the recommender, reasons, the history, and who may see a loan.

use crate::common;

use common::loans::{
    act, create_fund, fund_body, history_count, insert_loan, loan_status, person, transfer,
};
use common::{each_backend, json, Options};
use portal_core::loans::lifecycle::{LoanAction, LoanStatus, REASON_REQUIRED, SAME_PERSON};
use portal_core::roles::Role;
use portal_server::staff::visibility::{self, Group};
use reqwest::StatusCode;
use serde_json::json;

#[tokio::test]
async fn every_role_action_and_status_follows_cores_table() {
    each_backend(Options::default(), async |app| {
        let mut people = Vec::new();
        for role in Role::ALL {
            let (id, token) = person(app, role, &format!("{}@example.com", role.as_str())).await;
            people.push((role, id, token));
        }
        let (super_token, recommender) = {
            let (_, super_token) = person(app, Role::Super, "fund-super@example.com").await;
            let (recommender, _) = person(app, Role::Processor, "recommender@example.com").await;
            (super_token, recommender)
        };
        let fund = create_fund(app, &super_token, &fund_body()).await;
        // Loans belong to the client of the table (or to another client for the other roles).
        let (owner_for_staff, _) = person(app, Role::Client, "owner@example.com").await;
        // Registered by the sales agent of the table, who therefore sees these loans.
        sqlx::query(
            "UPDATE users SET registered_by = (SELECT id FROM users WHERE email = 'sales@example.com') \
             WHERE id = $1",
        )
        .bind(&owner_for_staff)
        .execute(app.pool())
        .await
        .expect("register");
        let mut checked = 0;
        let mut references = 0;
        for action in LoanAction::ALL {
            let (starts, ends) = action.moves();
            for (role, user_id, token) in &people {
                for status in LoanStatus::ALL {
                    let owner = if *role == Role::Client {
                        user_id
                    } else {
                        &owner_for_staff
                    };
                    let loan = insert_loan(app, owner, &fund, status, Some(&recommender)).await;
                    let allowed_role = action.roles().contains(role);
                    let allowed = allowed_role && starts.contains(&status);
                    let (code, body) = if action == LoanAction::Disburse {
                        references += 1;
                        let body =
                            json!({ "method": "bank", "reference": format!("REF-{references}") });
                        transfer(app, token, &loan, &body).await
                    } else {
                        act(app, token, &loan, action.as_str(), Some("checked")).await
                    };
                    let case = format!("{role:?} {action:?} from {status:?}: {body}");
                    if allowed {
                        assert_eq!(code, StatusCode::OK, "{case}");
                        assert_eq!(body["data"]["status"], ends.as_str(), "{case}");
                        assert_eq!(loan_status(app, &loan).await, ends.as_str(), "{case}");
                        assert_eq!(history_count(app, &loan).await, 1, "{case}");
                        let entry = &body["data"]["history"][0];
                        assert_eq!(entry["action"], action.as_str(), "{case}");
                        assert_eq!(entry["fromStatus"], status.as_str(), "{case}");
                        assert_eq!(entry["actorRole"], role.as_str(), "{case}");
                    } else {
                        let expected = if allowed_role {
                            StatusCode::CONFLICT
                        } else {
                            StatusCode::FORBIDDEN
                        };
                        // Applicants, digiprime users and business coaches do not see others'
                        // loans at all (the staff visibility table).
                        let sees_loans = visibility::of(*role)
                            .is_some_and(|row| row.groups.contains(&Group::Loans));
                        let hidden = *role != Role::Client && !sees_loans;
                        if hidden {
                            assert_eq!(code, StatusCode::NOT_FOUND, "{case}");
                        } else {
                            assert_eq!(code, expected, "{case}");
                            assert!(body["error"].is_string(), "{case}");
                        }
                        assert_eq!(loan_status(app, &loan).await, status.as_str(), "{case}");
                        assert_eq!(history_count(app, &loan).await, 0, "{case}");
                    }
                    checked += 1;
                }
            }
        }
        assert_eq!(
            checked,
            LoanAction::ALL.len() * Role::ALL.len() * LoanStatus::ALL.len()
        );
    })
    .await;
}

#[tokio::test]
async fn decisions_need_reasons_and_another_approver_and_write_the_history() {
    each_backend(Options::default(), async |app| {
        let (_, super_token) = person(app, Role::Super, "super@example.com").await;
        let fund = create_fund(app, &super_token, &fund_body()).await;
        let (client, client_token) = person(app, Role::Client, "amina@example.com").await;
        let (processor_id, processor) = person(app, Role::Processor, "processor@example.com").await;
        let (_, authorizer) = person(app, Role::Authorizer, "authorizer@example.com").await;
        let loan = insert_loan(app, &client, &fund, LoanStatus::Pending, None).await;

        let (status, body) = act(app, &processor, &loan, "review", None).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["message"], "Loan Under Review");
        let (status, body) = act(app, &processor, &loan, "return", Some("  ")).await;
        assert_eq!(
            (status, body["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some(REASON_REQUIRED))
        );
        let (status, _) = act(app, &processor, &loan, "recommend", None).await;
        assert_eq!(status, StatusCode::OK);
        let recommended_by = |loan: String| async move {
            use sqlx::Row;
            sqlx::query("SELECT recommended_by FROM loans WHERE id = $1")
                .bind(&loan)
                .fetch_one(app.pool())
                .await
                .expect("loan")
                .get::<Option<String>, _>(0)
        };
        assert_eq!(
            recommended_by(loan.clone()).await.as_deref(),
            Some(processor_id.as_str())
        );

        // Returned to the client: the recommendation is cleared; resubmitted, reviewed again.
        let (status, body) = act(
            app,
            &processor,
            &loan,
            "return",
            Some("Add last year's sales"),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(recommended_by(loan.clone()).await, None);
        let (status, body) = act(app, &client_token, &loan, "submit", None).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        act(app, &processor, &loan, "review", None).await;

        // The super admin recommends and then may not approve; an authorizer may.
        let (status, _) = act(app, &super_token, &loan, "recommend", None).await;
        assert_eq!(status, StatusCode::OK);
        let (status, body) = act(app, &super_token, &loan, "approve", None).await;
        assert_eq!(
            (status, body["error"].as_str()),
            (StatusCode::CONFLICT, Some(SAME_PERSON))
        );
        let (status, body) = act(app, &authorizer, &loan, "reject", None).await;
        assert_eq!(
            (status, body["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some(REASON_REQUIRED))
        );
        let (status, body) = act(app, &authorizer, &loan, "approve", None).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["data"]["approvedAmount"], 5000);
        let (status, body) = act(app, &authorizer, &loan, "disburse", None).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        let (status, body) = act(app, &authorizer, &loan, "fly", None).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");

        let (_, body) = json(
            app.get(
                &format!("/api/client/loan/view/{loan}"),
                Some(&client_token),
            )
            .await,
        )
        .await;
        let history: Vec<(String, String, String, String)> = body["data"]["history"]
            .as_array()
            .expect("history")
            .iter()
            .map(|h| {
                (
                    h["action"].as_str().unwrap_or_default().to_owned(),
                    h["toStatus"].as_str().unwrap_or_default().to_owned(),
                    h["actorRole"].as_str().unwrap_or_default().to_owned(),
                    h["reason"].as_str().unwrap_or_default().to_owned(),
                )
            })
            .collect();
        let expected = [
            ("review", "under_review", "processor", ""),
            ("recommend", "recommended", "processor", ""),
            ("return", "returned", "processor", "Add last year's sales"),
            ("submit", "pending", "client", ""),
            ("review", "under_review", "processor", ""),
            ("recommend", "recommended", "super", ""),
            ("approve", "approved", "authorizer", ""),
        ];
        let expected: Vec<(String, String, String, String)> = expected
            .iter()
            .map(|(a, b, c, d)| ((*a).into(), (*b).into(), (*c).into(), (*d).into()))
            .collect();
        assert_eq!(history, expected);
        assert_eq!(
            body["data"]["history"][0]["actorName"],
            "First-processor Last-processor"
        );
        assert_eq!(app.audit_count("loan_action").await, 7);
        assert_eq!(body["data"]["client"]["_id"], client.as_str());
    })
    .await;
}

#[tokio::test]
async fn a_client_sees_only_their_own_loans() {
    each_backend(Options::default(), async |app| {
        let (_, super_token) = person(app, Role::Super, "super@example.com").await;
        let fund = create_fund(app, &super_token, &fund_body()).await;
        let (amina, amina_token) = person(app, Role::Client, "amina@example.com").await;
        let (baraka, baraka_token) = person(app, Role::Client, "baraka@example.com").await;
        let mine = insert_loan(app, &amina, &fund, LoanStatus::Active, None).await;
        insert_loan(app, &amina, &fund, LoanStatus::Draft, None).await;
        let theirs = insert_loan(app, &baraka, &fund, LoanStatus::Pending, None).await;

        let (status, _) = json(
            app.get(
                &format!("/api/client/loan/view/{theirs}"),
                Some(&amina_token),
            )
            .await,
        )
        .await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        let (status, _) = act(app, &amina_token, &theirs, "withdraw", None).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        let (status, body) = json(
            app.get(&format!("/api/client/loan/view/{mine}"), Some(&amina_token))
                .await,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        for role in [Role::Processor, Role::Authorizer, Role::Admin, Role::Super] {
            let (_, token) =
                person(app, role, &format!("{}-reader@example.com", role.as_str())).await;
            let (status, _) = json(
                app.get(&format!("/api/client/loan/view/{theirs}"), Some(&token))
                    .await,
            )
            .await;
            assert_eq!(status, StatusCode::OK, "{role:?}");
        }

        // The history list leaves drafts out.
        let (_, list) = json(app.get("/api/client/loan/view", Some(&amina_token)).await).await;
        let ids: Vec<&str> = list["data"]
            .as_array()
            .expect("list")
            .iter()
            .map(|l| l["_id"].as_str().unwrap_or_default())
            .collect();
        assert_eq!(ids, [mine.as_str()]);
        assert_eq!(list["data"][0]["loanFundName"], "Inua Fund");
        assert_eq!(list["data"][0]["clientName"], "First-client Last-client");

        // Current loans: one's own id only (staff may read any).
        sqlx::query("UPDATE users SET mpesa_phone = '254712345678' WHERE id = $1")
            .bind(&amina)
            .execute(app.pool())
            .await
            .expect("phone");
        let (status, body) = json(
            app.get(
                &format!("/api/client/loan/current/{amina}"),
                Some(&amina_token),
            )
            .await,
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(body["data"]["user_info"]["mpesaPhone"], "254712345678");
        assert_eq!(body["data"]["current"][0]["_id"], mine.as_str());
        assert_eq!(body["data"]["current"][0]["monthlyRepayment"], 328);
        let (status, _) = json(
            app.get(
                &format!("/api/client/loan/current/{amina}"),
                Some(&baraka_token),
            )
            .await,
        )
        .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        let (status, _) = json(
            app.get(
                &format!("/api/client/loan/current/{baraka}"),
                Some(&super_token),
            )
            .await,
        )
        .await;
        assert_eq!(status, StatusCode::OK);
    })
    .await;
}
