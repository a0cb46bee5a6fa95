//! The forms of the acceleration welcome page (`GET /api/onboarding/forms/{form}`): real PDFs made
//! out to the signed-in client or applicant, in their language or the one asked for, and refused
//! to everyone else.

use crate::common;

use common::loans::person;
use common::{each_backend, json, Options, TestApp};
use portal_core::language::Language;
use portal_core::onboarding_forms::{long_date, Form};
use portal_core::roles::Role;
use reqwest::{Response, StatusCode};

const FORMS: [(&str, &str, &str); 3] = [
    ("code-of-conduct", "Code of Conduct", "Code-of-Conduct"),
    (
        "photography-consent",
        "Photography and Video Consent",
        "Photography-and-Video-Consent",
    ),
    (
        "agreement-letter",
        "Programme Agreement Letter",
        "Programme-Agreement-Letter",
    ),
];

/// A signed-in `role` named `first last` with the phone `+2547123456{phone}` and a stored
/// language: its token.
async fn named(
    app: &TestApp,
    role: Role,
    (email, phone): (&str, u8),
    (first, last): (&str, &str),
    language: &str,
) -> String {
    let (id, token) = person(app, role, email).await;
    sqlx::query(
        "UPDATE users SET first_name = $1, last_name = $2, phone_number = $3, language = $4 \
         WHERE id = $5",
    )
    .bind(first)
    .bind(last)
    .bind(phone_of(phone))
    .bind(language)
    .bind(&id)
    .execute(app.pool())
    .await
    .expect("name the user");
    token
}

fn phone_of(phone: u8) -> String {
    format!("+2547123456{phone:02}")
}

async fn form(app: &TestApp, path: &str, token: Option<&str>) -> Response {
    app.get(&format!("/api/onboarding/forms/{path}"), token)
        .await
}

/// The PDF of a 200 answer, parsed, and its text as the offer letter's tests read it.
async fn pdf_text(response: Response) -> String {
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-type"], "application/pdf");
    assert_eq!(response.headers()["cache-control"], "no-store");
    let bytes = response.bytes().await.expect("pdf");
    let document = lopdf::Document::load_mem(&bytes).expect("a PDF that parses");
    assert!(!document.get_pages().is_empty());
    String::from_utf8_lossy(&bytes).into_owned()
}

#[tokio::test]
async fn each_form_is_a_pdf_made_out_to_the_client_or_the_applicant() {
    each_backend(Options::default(), async |app| {
        app.freeze_clock();
        let today = long_date(app.state.now(), Language::English);
        let people = [
            (Role::Client, ("amina@example.com", 1), ("Amina", "Wanjiru")),
            (
                Role::Applicant,
                ("baraka@example.com", 2),
                ("Baraka", "Mushi"),
            ),
        ];
        for (role, (email, phone), (first, last)) in people {
            let token = named(app, role, (email, phone), (first, last), "en").await;
            let name = format!("{first} {last}");
            for (slug, title, file) in FORMS {
                let response = form(app, slug, Some(&token)).await;
                let disposition = response.headers()["content-disposition"]
                    .to_str()
                    .expect("ASCII")
                    .to_owned();
                let saved_as = format!("{file}-{first}-{last}.pdf");
                assert!(
                    disposition.starts_with(&format!("attachment; filename=\"{saved_as}\"")),
                    "{disposition}"
                );
                let text = pdf_text(response).await;
                for expected in [title, &name, email, &phone_of(phone), &today, "Tujenge"] {
                    assert!(text.contains(expected), "{role:?} {slug}: {expected}");
                }
                // Made out to the caller only.
                let other = if role == Role::Client {
                    "Baraka"
                } else {
                    "Amina"
                };
                assert!(!text.contains(other));
            }
        }
    })
    .await;
}

#[tokio::test]
async fn swahili_by_the_stored_language_or_by_asking() {
    each_backend(Options::default(), async |app| {
        app.freeze_clock();
        let now = app.state.now();
        let english = named(
            app,
            Role::Client,
            ("amina@example.com", 1),
            ("Amina", "Wanjiru"),
            "en",
        )
        .await;
        let swahili = named(
            app,
            Role::Applicant,
            ("neema@example.com", 2),
            ("Neema", "Mushi"),
            "sw",
        )
        .await;
        let sw_titles = Form::ALL.map(|form| form.title(Language::Swahili));
        for ((slug, title, _), sw_title) in FORMS.into_iter().zip(sw_titles) {
            let asked = pdf_text(form(app, &format!("{slug}?lang=sw"), Some(&english)).await).await;
            let stored = pdf_text(form(app, slug, Some(&swahili)).await).await;
            for text in [&asked, &stored] {
                assert!(text.contains(sw_title) && !text.contains(title), "{slug}");
                assert!(text.contains(&long_date(now, Language::Swahili)));
                assert!(text.contains("Sahihi") && !text.contains("Signature"));
            }
            let plain = pdf_text(form(app, slug, Some(&english)).await).await;
            assert!(plain.contains(title) && !plain.contains(sw_title));
            assert_ne!(plain, asked);
            // Asking for English overrides a stored Swahili.
            let overridden =
                pdf_text(form(app, &format!("{slug}?lang=en"), Some(&swahili)).await).await;
            assert!(overridden.contains(title) && overridden.contains("Neema Mushi"));
        }
        let response = form(app, "code-of-conduct?lang=sw", Some(&english)).await;
        let disposition = response.headers()["content-disposition"]
            .to_str()
            .expect("ASCII");
        assert!(disposition.contains("filename=\"Kanuni-za-Maadili-Amina-Wanjiru.pdf\""));
        let (status, body) = json(form(app, "code-of-conduct?lang=fr", Some(&english)).await).await;
        assert_eq!(
            (status, body["error"].as_str()),
            (
                StatusCode::BAD_REQUEST,
                Some("Choose English (en) or Swahili (sw)")
            )
        );
    })
    .await;
}

#[tokio::test]
async fn anyone_else_is_refused_and_an_unknown_form_is_not_found() {
    each_backend(Options::default(), async |app| {
        let client = named(
            app,
            Role::Client,
            ("amina@example.com", 1),
            ("Amina", "Wanjiru"),
            "en",
        )
        .await;
        let (status, body) = json(form(app, "code-of-conduct", None).await).await;
        assert_eq!(
            (status, body["error"].as_str()),
            (StatusCode::UNAUTHORIZED, Some("Sign in to continue"))
        );
        let (status, _) = json(form(app, "code-of-conduct", Some("not-a-token")).await).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        for role in [Role::Processor, Role::Sales, Role::Super, Role::Digiprime] {
            let email = format!("{}@example.com", role.as_str());
            let (_, token) = person(app, role, &email).await;
            for slug in ["agreement-letter", "no-such-form"] {
                let (status, body) = json(form(app, slug, Some(&token)).await).await;
                assert_eq!(
                    (status, body["error"].as_str()),
                    (
                        StatusCode::FORBIDDEN,
                        Some("You do not have access to this")
                    ),
                    "{role:?} {slug}"
                );
            }
        }
        for slug in ["no-such-form", "Code-of-Conduct", "code-of-conduct.pdf"] {
            let (status, body) = json(form(app, slug, Some(&client)).await).await;
            assert_eq!(
                (status, body["error"].as_str()),
                (StatusCode::NOT_FOUND, Some("Not found")),
                "{slug}"
            );
        }
    })
    .await;
}
