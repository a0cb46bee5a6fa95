//! Client profile setup: the M-Pesa step, personal details, identity, and reading it back with the
//! route core gives for each stage.

use crate::common;

use common::profile::{
    client, details, details_body, details_with, identity_form, patch_details, staff,
    through_details, upload, verify_mpesa,
};
use common::{each_backend, error, json, Options};
use portal_core::accounts::DUPLICATE_NATIONAL_ID;
use portal_core::forms::{INVALID_EMAIL, INVALID_PHONE, REQUIRED};
use portal_core::profile::{
    profile_route, SetupProgress, COMPLETE_SETUP, INVALID_ACCOUNT_NUMBER, INVALID_MPESA_PHONE,
    SELECT_COUNTRY, UNKNOWN_AREA,
};
use portal_core::roles::Role;
use reqwest::StatusCode;
use serde_json::{json, Value};
use sqlx::Row;

const NO_ACCESS: &str = "You do not have access to this";

async fn payments(
    app: &common::TestApp,
    user_id: &str,
) -> Vec<(String, i64, String, String, String, String)> {
    sqlx::query(
        "SELECT purpose, amount_minor, currency, msisdn, status, provider_reference FROM payments \
         WHERE user_id = $1 ORDER BY created_at, id",
    )
    .bind(user_id)
    .fetch_all(app.pool())
    .await
    .expect("payments")
    .iter()
    .map(|row| {
        (
            row.get(0),
            row.get(1),
            row.get(2),
            row.get(3),
            row.get(4),
            row.get(5),
        )
    })
    .collect()
}

async fn set_new_onboarding(app: &common::TestApp, user_id: &str, on: bool) {
    sqlx::query("UPDATE users SET use_new_onboarding = $1 WHERE id = $2")
        .bind(i64::from(on))
        .bind(user_id)
        .execute(app.pool())
        .await
        .expect("flag");
}

#[tokio::test]
async fn setup_runs_from_mpesa_to_identity_and_routes_by_stage() {
    each_backend(Options::default(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        let new_onboarding = SetupProgress {
            use_new_onboarding: true,
            ..SetupProgress::default()
        };

        // Nothing set up: mostly nulls, the setup message, and core's route.
        let (status, body) = details(app, &token, &id).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(body["message"], COMPLETE_SETUP);
        assert_eq!(body["message"], "Complete setting up your account");
        assert_eq!(body["data"]["setupPath"], profile_route(new_onboarding));
        assert_eq!(body["data"]["setupPath"], "/dashboard/onboarding/welcome");
        assert_eq!(
            body["data"]["bioData"],
            json!({
                "firstName": "First-client", "lastName": "Last-client", "email": "amina@example.com",
                "phoneNumber": null, "BVN": null, "mpesaPhone": null, "alternativePhoneNumber": null,
                "bvnPhoneNumber": null
            })
        );
        assert_eq!(
            body["data"]["identity"],
            json!({ "identityType": null, "profilePhoto": null, "imageUrl": null })
        );
        assert_eq!(
            body["data"]["residence"],
            json!({ "street": null, "city": null, "state": null })
        );
        assert_eq!(
            body["data"]["bank"],
            json!({ "accountName": null, "accountType": null, "accountNumber": null, "bankName": null,
                    "bankCode": null, "verified": false })
        );
        assert_eq!(
            body["data"]["nextOfKin"],
            json!({ "fullName": null, "relationship": null, "email": null, "phoneNumber": null,
                    "residentialAddress": null })
        );
        assert_eq!(body["data"]["gender"], Value::Null);
        assert_eq!(body["data"]["country"], Value::Null);
        assert_eq!(body["data"]["mpesaVerified"], false);

        set_new_onboarding(app, &id, false).await;
        let (_, body) = details(app, &token, &id).await;
        assert_eq!(
            body["data"]["setupPath"],
            profile_route(SetupProgress::default())
        );
        assert_eq!(body["data"]["setupPath"], "/dashboard/profile/setup/mpesa");
        set_new_onboarding(app, &id, true).await;

        // M-Pesa.
        let verified = verify_mpesa(app, &token, &id, "0712 345 678", "Kenya").await;
        assert_eq!(
            verified,
            (
                StatusCode::OK,
                json!({
                    "message": "Your M-Pesa number is verified",
                    "data": { "mpesaPhone": "254712345678", "country": "Kenya", "charge": "Ksh1.00" }
                })
            )
        );
        let charges = payments(app, &id).await;
        assert_eq!(charges.len(), 1);
        let (purpose, amount, currency, msisdn, status, reference) = &charges[0];
        assert_eq!(
            (purpose.as_str(), *amount, currency.as_str(), msisdn.as_str(), status.as_str()),
            ("mpesa_verification", 100, "KES", "254712345678", "completed")
        );
        assert!(reference.starts_with("SIM") && reference.len() == 10, "{reference}");
        assert_eq!(app.audit_count("mpesa_verified").await, 1);

        let (_, body) = details(app, &token, &id).await;
        assert_eq!(body["message"], COMPLETE_SETUP);
        assert_eq!(
            body["data"]["setupPath"],
            profile_route(SetupProgress {
                has_bio_data: true,
                ..new_onboarding
            })
        );
        assert_eq!(body["data"]["setupPath"], "/dashboard/profile/setup/info");
        assert_eq!(body["data"]["mpesaVerified"], true);
        assert_eq!(body["data"]["country"], "Kenya");
        assert_eq!(body["data"]["bioData"]["mpesaPhone"], "254712345678");

        // Personal details.
        let (status, saved) = patch_details(app, &token, &id, &details_body()).await;
        assert_eq!(status, StatusCode::OK, "{saved}");
        assert_eq!(saved["message"], "Details updated");
        let data = &saved["data"];
        assert_eq!(data["bioData"]["BVN"], "12345678");
        assert_eq!(data["bioData"]["alternativePhoneNumber"], "254733000222");
        assert_eq!(data["bioData"]["bvnPhoneNumber"], Value::Null);
        assert_eq!(data["gender"], "Female");
        assert_eq!(
            data["residence"],
            json!({ "street": "Moi Avenue 12", "city": "Nairobi", "state": "Nairobi" })
        );
        assert_eq!(
            data["bank"],
            json!({ "accountName": "Amina Wanjiru", "accountType": "Savings", "accountNumber": "0123456789",
                    "bankName": "Equity Bank Kenya", "bankCode": "EQBLKENA", "verified": true })
        );
        assert_eq!(
            data["nextOfKin"],
            json!({ "fullName": "Juma Wanjiru", "relationship": "Brother", "email": "juma@example.com",
                    "phoneNumber": "254722000111", "residentialAddress": "Kisumu, Milimani" })
        );
        assert_eq!(
            data["setupPath"],
            profile_route(SetupProgress {
                has_bio_data: true,
                has_bank_account_name: true,
                ..new_onboarding
            })
        );
        assert_eq!(data["setupPath"], "/dashboard/profile/setup/identity");
        let (_, body) = details(app, &token, &id).await;
        assert_eq!(body["message"], COMPLETE_SETUP);
        assert_eq!(&body["data"], data);
        assert_eq!(app.audit_count("details_updated").await, 1);

        // Identity.
        let (status, uploaded) = json(
            upload(app, &token, &id, identity_form("National Identity Card")).await,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{uploaded}");
        assert_eq!(uploaded["message"], "Details updated");
        assert_eq!(uploaded["data"]["identityType"], "National Identity Card");
        let image_url = uploaded["data"]["imageUrl"].as_str().expect("imageUrl");
        let photo = uploaded["data"]["profilePhoto"].as_str().expect("profilePhoto");
        for url in [image_url, photo] {
            let file_id = url.strip_prefix("/api/media/").expect("media url");
            assert!(portal_core::id::is_valid_id(file_id), "{url}");
        }
        assert_ne!(image_url, photo);
        assert_eq!(app.audit_count("identity_uploaded").await, 1);

        let (status, body) = details(app, &token, &id).await;
        assert_eq!(status, StatusCode::OK);
        assert!(body.get("message").is_none(), "{body}");
        assert_eq!(
            body["data"]["setupPath"],
            profile_route(SetupProgress {
                has_identity_type: true,
                has_bio_data: true,
                has_bank_account_name: true,
                ..new_onboarding
            })
        );
        assert_eq!(body["data"]["setupPath"], "/dashboard/profile/user");
        assert_eq!(
            body["data"]["identity"],
            json!({ "identityType": "National Identity Card", "profilePhoto": photo, "imageUrl": image_url })
        );
        let (_, me) = json(app.get("/api/user/unbox", Some(&token)).await).await;
        assert_eq!(me["user"]["profilePhoto"], photo);
        assert_eq!(me["user"]["mpesaPhone"], "254712345678");
    })
    .await;
}

#[tokio::test]
async fn mpesa_step_uses_core_checks_and_the_simulators_answers() {
    each_backend(Options::default(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        let refused = [
            ("0712", "Kenya", INVALID_MPESA_PHONE),
            ("", "Kenya", INVALID_MPESA_PHONE),
            ("0712345678", "", SELECT_COUNTRY),
            ("0712345678", "Uganda", SELECT_COUNTRY),
            ("254712345678", "Tanzania", INVALID_MPESA_PHONE),
            ("0712345000", "Kenya", "The M-Pesa request was cancelled, try again"),
            ("0712345111", "Kenya", "Not enough M-Pesa balance for the Ksh1.00 check"),
            ("0612345111", "Tanzania", "Not enough M-Pesa balance for the Tsh100.00 check"),
            ("0712345222", "KE", "M-Pesa did not answer, try again"),
        ];
        for (phone, country, message) in refused {
            assert_eq!(
                verify_mpesa(app, &token, &id, phone, country).await,
                (StatusCode::BAD_REQUEST, error(message)),
                "{phone} {country}"
            );
        }
        assert!(payments(app, &id).await.is_empty());
        assert_eq!(app.audit_count("mpesa_verified").await, 0);
        let (_, body) = details(app, &token, &id).await;
        assert_eq!(body["data"]["mpesaVerified"], false);

        assert_eq!(
            verify_mpesa(app, &token, &id, "+255 612 345 678", "+255").await,
            (
                StatusCode::OK,
                json!({
                    "message": "Your M-Pesa number is verified",
                    "data": { "mpesaPhone": "255612345678", "country": "Tanzania", "charge": "Tsh100.00" }
                })
            )
        );
        let charges = payments(app, &id).await;
        assert_eq!(
            (charges[0].1, charges[0].2.as_str(), charges[0].3.as_str()),
            (10_000, "TZS", "255612345678")
        );
        let (_, body) = details(app, &token, &id).await;
        assert_eq!(body["data"]["country"], "Tanzania");

        // A Tanzanian client's residence is a region.
        let tanzanian = details_with(json!({ "residence_state": "Arusha", "bank_code": "CORUTZTZ",
                                             "bank_name": "CRDB Bank" }));
        let (status, saved) = patch_details(app, &token, &id, &tanzanian).await;
        assert_eq!(status, StatusCode::OK, "{saved}");
        assert_eq!(saved["data"]["residence"]["state"], "Arusha");
        assert_eq!(saved["data"]["bioData"]["alternativePhoneNumber"], "255733000222");
        let nairobi = details_with(json!({ "residence_state": "Nairobi", "bank_code": "CORUTZTZ" }));
        let (status, body) = patch_details(app, &token, &id, &nairobi).await;
        assert_eq!((status, &body["error"]), (StatusCode::BAD_REQUEST, &json!(UNKNOWN_AREA)));
    })
    .await;
}

#[tokio::test]
async fn details_are_checked_by_core_and_nothing_is_stored_on_refusal() {
    each_backend(Options::default(), async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        assert_eq!(
            patch_details(app, &token, &id, &details_body()).await,
            (
                StatusCode::BAD_REQUEST,
                error("Verify your M-Pesa number first")
            )
        );
        let (status, _) = verify_mpesa(app, &token, &id, "0712345678", "Kenya").await;
        assert_eq!(status, StatusCode::OK);

        // Empty: every core field named.
        let (status, body) = patch_details(app, &token, &id, &json!({})).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body["error"], REQUIRED);
        let expected: serde_json::Map<String, Value> = [
            "gender",
            "residence_street",
            "residence_city",
            "residence_state",
            "nextOfKin_fullName",
            "nextOfKin_relationship",
            "nextOfKin_email",
            "nextOfKin_phoneNumber",
            "nextOfKin_residentialAddress",
            "bank_name",
            "bank_accountType",
            "bank_accountNumber",
            "bank_accountName",
            "idno",
        ]
        .into_iter()
        .map(|field| (field.to_owned(), json!(REQUIRED)))
        .collect();
        assert_eq!(body["fields"], Value::Object(expected));

        // One per field family, each with its core message.
        let cases = [
            (json!({ "gender": "Unknown" }), "gender", REQUIRED),
            (
                json!({ "residence_city": "  " }),
                "residence_city",
                REQUIRED,
            ),
            (
                json!({ "residence_state": "Arusha" }),
                "residence_state",
                UNKNOWN_AREA,
            ),
            (
                json!({ "nextOfKin_email": "juma@" }),
                "nextOfKin_email",
                INVALID_EMAIL,
            ),
            (
                json!({ "nextOfKin_phoneNumber": "0712" }),
                "nextOfKin_phoneNumber",
                INVALID_PHONE,
            ),
            (
                json!({ "bank_accountType": "Fixed" }),
                "bank_accountType",
                REQUIRED,
            ),
            (
                json!({ "bank_accountNumber": "12-34" }),
                "bank_accountNumber",
                INVALID_ACCOUNT_NUMBER,
            ),
            (json!({ "idno": "0" }), "idno", REQUIRED),
            (
                json!({ "alternativePhoneNumber": "256712345678" }),
                "alternativePhoneNumber",
                INVALID_PHONE,
            ),
        ];
        for (change, field, message) in cases {
            let (status, body) =
                patch_details(app, &token, &id, &details_with(change.clone())).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{change}");
            assert_eq!(body["error"], message, "{change}");
            assert_eq!(body["fields"], json!({ field: message }), "{change}");
        }

        // Several at once: the first in form order, all in fields.
        let (status, body) = patch_details(
            app,
            &token,
            &id,
            &details_with(json!({ "nextOfKin_email": "x", "gender": "", "idno": "" })),
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body["error"], REQUIRED);
        assert_eq!(
            body["fields"],
            json!({ "gender": REQUIRED, "nextOfKin_email": INVALID_EMAIL, "idno": REQUIRED })
        );

        // The bank refuses.
        let bank_cases = [
            (
                json!({ "bank_accountNumber": "0001234567" }),
                "bank_accountNumber",
                "This account number was not found at the bank",
            ),
            (
                json!({ "bank_code": "NOPEKENX" }),
                "bank_code",
                "Unknown bank",
            ),
            (json!({ "bank_code": "" }), "bank_code", "Unknown bank"),
            (
                json!({ "bank_code": "NOPEKENX", "bank_accountNumber": "123456" }),
                "bank_code",
                "Unknown bank",
            ),
        ];
        for (change, field, message) in bank_cases {
            let (status, body) =
                patch_details(app, &token, &id, &details_with(change.clone())).await;
            assert_eq!(
                (status, &body),
                (
                    StatusCode::BAD_REQUEST,
                    &json!({ "error": message, "fields": { field: message } })
                ),
                "{change}"
            );
        }

        assert_eq!(app.count_rows("client_details").await, 0);
        assert_eq!(app.audit_count("details_updated").await, 0);
        let (_, body) = details(app, &token, &id).await;
        assert_eq!(body["data"]["setupPath"], "/dashboard/profile/setup/info");
        assert_eq!(body["data"]["gender"], Value::Null);
        assert_eq!(body["data"]["bank"]["accountNumber"], Value::Null);

        // A number the bank does not verify is saved unverified, without a bank code.
        let short = details_with(json!({ "bank_accountNumber": "123456", "bank_code": "" }));
        let (status, saved) = patch_details(app, &token, &id, &short).await;
        assert_eq!(status, StatusCode::OK, "{saved}");
        assert_eq!(saved["data"]["bank"]["verified"], false);
        assert_eq!(saved["data"]["bank"]["bankCode"], Value::Null);
        assert_eq!(saved["data"]["bank"]["accountNumber"], "123456");

        // A later refused change leaves the saved details as they were.
        let (status, _) = patch_details(
            app,
            &token,
            &id,
            &details_with(
                json!({ "gender": "Male", "residence_city": "Mombasa", "nextOfKin_email": "bad" }),
            ),
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        let (_, body) = details(app, &token, &id).await;
        assert_eq!(body["data"], saved["data"]);
        assert_eq!(body["data"]["gender"], "Female");
        assert_eq!(body["data"]["residence"]["city"], "Nairobi");
        assert_eq!(app.audit_count("details_updated").await, 1);
    })
    .await;
}

#[tokio::test]
async fn a_national_id_belongs_to_one_client() {
    each_backend(Options::default(), async |app| {
        let (amina, amina_token) = client(app, "amina@example.com").await;
        let (baraka, baraka_token) = client(app, "baraka@example.com").await;
        through_details(app, &amina_token, &amina).await;
        let (status, _) = verify_mpesa(app, &baraka_token, &baraka, "0798765432", "Kenya").await;
        assert_eq!(status, StatusCode::OK);

        let taken = details_with(json!({ "idno": " 12345678 " }));
        assert_eq!(
            patch_details(app, &baraka_token, &baraka, &taken).await,
            (StatusCode::CONFLICT, error(DUPLICATE_NATIONAL_ID))
        );
        assert_eq!(
            DUPLICATE_NATIONAL_ID,
            "This BVN already exists in our system"
        );
        let (_, body) = details(app, &baraka_token, &baraka).await;
        assert_eq!(body["data"]["bioData"]["BVN"], Value::Null);
        assert_eq!(app.count_rows("client_details").await, 1);

        // The holder may save their own number again; another number is free for Baraka.
        let (status, _) = patch_details(app, &amina_token, &amina, &details_body()).await;
        assert_eq!(status, StatusCode::OK);
        let (status, body) = patch_details(
            app,
            &baraka_token,
            &baraka,
            &details_with(json!({ "idno": "87654321" })),
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(body["data"]["bioData"]["BVN"], "87654321");
        assert_eq!(body["data"]["bank"]["accountName"], "Amina Wanjiru");
    })
    .await;
}

#[tokio::test]
async fn only_the_client_changes_their_profile_and_staff_may_read_it() {
    each_backend(Options::default(), async |app| {
        let (amina, amina_token) = client(app, "amina@example.com").await;
        let (baraka, baraka_token) = client(app, "baraka@example.com").await;
        let processor = staff(app, Role::Processor, "esther@example.com").await;
        let boss = staff(app, Role::Super, "hassan@example.com").await;
        through_details(app, &amina_token, &amina).await;

        for token in [&baraka_token, &processor, &boss] {
            let (status, body) = verify_mpesa(app, token, &amina, "0711111999", "Kenya").await;
            assert_eq!((status, body), (StatusCode::FORBIDDEN, error(NO_ACCESS)));
            assert_eq!(
                patch_details(app, token, &amina, &details_with(json!({ "idno": "999" }))).await,
                (StatusCode::FORBIDDEN, error(NO_ACCESS))
            );
            assert_eq!(
                json(upload(app, token, &amina, identity_form("Voters Card")).await).await,
                (StatusCode::FORBIDDEN, error(NO_ACCESS))
            );
        }
        assert_eq!(
            details(app, &baraka_token, &amina).await,
            (StatusCode::FORBIDDEN, error(NO_ACCESS))
        );
        for token in [&processor, &boss] {
            let (status, body) = details(app, token, &amina).await;
            assert_eq!(status, StatusCode::OK);
            assert_eq!(body["data"]["bioData"]["BVN"], "12345678");
            assert_eq!(
                body["data"]["setupPath"],
                "/dashboard/profile/setup/identity"
            );
            assert_eq!(body["message"], COMPLETE_SETUP);
        }
        let (status, _) = details(app, &processor, "000000000000000000000000").await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        for path in [
            format!("/api/client/details/{amina}"),
            format!("/api/client/details/{baraka}"),
        ] {
            assert_eq!(
                app.get(&path, None).await.status(),
                StatusCode::UNAUTHORIZED
            );
        }
        let (_, body) = details(app, &amina_token, &amina).await;
        assert_eq!(body["data"]["bioData"]["BVN"], "12345678");
        assert_eq!(body["data"]["bioData"]["mpesaPhone"], "254712345678");
        assert_eq!(app.audit_count("mpesa_verified").await, 1);
        assert_eq!(app.audit_count("details_updated").await, 1);
        assert_eq!(app.count_rows("files").await, 0);
    })
    .await;
}
