//! The team's side: XLSForm upload (good and bad) and download, windows, responses with their
//! rate by cohort and hub, CSV and XLSX exports, and who may do any of it.

use std::io::Cursor;

use calamine::{Data, Reader, Xlsx};
use portal_core::roles::Role;
use portal_core::survey::codes::SurveyCode;
use portal_core::survey::seeds::seed;
use portal_core::survey::xlsform_write::to_sheets;
use reqwest::multipart::{Form, Part};
use reqwest::{Method, StatusCode};
use rust_xlsxwriter::Workbook;
use serde_json::{json, Value};

use super::support::{answer, get, menu, open_quarterly, person, quarter, quarterly_answers, send};
use crate::common::{each_backend, json as read, Options, TestApp};
use crate::onboarding::support::{cohort, enrol};

/// An .xlsx of `sheets` (name, rows), written with rust_xlsxwriter.
fn xlsx(sheets: &[(&str, Vec<Vec<String>>)]) -> Vec<u8> {
    let mut workbook = Workbook::new();
    for (name, rows) in sheets {
        let sheet = workbook.add_worksheet();
        sheet.set_name(*name).expect("name");
        for (r, row) in rows.iter().enumerate() {
            for (c, cell) in row.iter().enumerate() {
                if !cell.is_empty() {
                    sheet.write_string(r as u32, c as u16, cell).expect("cell");
                }
            }
        }
    }
    workbook.save_to_buffer().expect("xlsx")
}

fn rows(cells: &[&[&str]]) -> Vec<Vec<String>> {
    cells
        .iter()
        .map(|r| r.iter().map(|c| (*c).to_owned()).collect())
        .collect()
}

async fn upload(app: &TestApp, token: &str, bytes: Vec<u8>, lang: &str) -> (StatusCode, Value) {
    let form = Form::new().part("file", Part::bytes(bytes).file_name("form.xlsx"));
    let response = app
        .client
        .post(app.url(&format!("/api/surveys/xlsform?lang={lang}")))
        .bearer_auth(token)
        .multipart(form)
        .send()
        .await
        .expect("request");
    read(response).await
}

async fn status_of(app: &TestApp, path: &str, token: Option<&str>) -> StatusCode {
    let mut request = app.client.get(app.url(path));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    request.send().await.expect("request").status()
}

/// A post-quarterly survey with skip logic in two languages.
fn authored() -> Vec<u8> {
    xlsx(&[
        (
            "survey",
            rows(&[
                &[
                    "type",
                    "name",
                    "label::English (en)",
                    "label::Kiswahili (sw)",
                    "required",
                    "relevant",
                ],
                &[
                    "select_one yn",
                    "sold_more",
                    "Did you sell more?",
                    "Uliuza zaidi?",
                    "yes",
                    "",
                ],
                &[
                    "integer",
                    "how_much_more",
                    "How many more items?",
                    "Bidhaa ngapi zaidi?",
                    "yes",
                    "${sold_more} = 'yes'",
                ],
                &[
                    "text",
                    "comment",
                    "Anything else?",
                    "Jambo lingine?",
                    "no",
                    "",
                ],
            ]),
        ),
        (
            "choices",
            rows(&[
                &[
                    "list_name",
                    "name",
                    "label::English (en)",
                    "label::Kiswahili (sw)",
                ],
                &["yn", "yes", "Yes", "Ndiyo"],
                &["yn", "no", "No", "Hapana"],
            ]),
        ),
        (
            "settings",
            rows(&[
                &["form_id", "form_title", "form_title::Kiswahili (sw)"],
                &["2*14*2", "Follow-up", "Ufuatiliaji"],
            ]),
        ),
    ])
}

#[tokio::test]
async fn an_xlsform_is_stored_as_the_next_version_or_refused_at_its_cells() {
    each_backend(Options::default(), async |app| {
        let (coach, client, token) = open_quarterly(app).await;
        let (status, body) = upload(app, &coach, authored(), "en").await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["data"], json!({"code": "2*14*2", "name": "post_quarterly_survey", "version": 2, "questions": 3}));
        assert_eq!(app.audit_count("survey_uploaded").await, 1);
        let (status, detail) = get(app, "/api/surveys/post_quarterly_survey", &coach).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(detail["data"]["version"], 2);
        assert_eq!(detail["data"]["questions"][2]["name"], "comment");
        let (_, body) = menu(app, &token, &client, "2*14*2", "sw").await;
        assert_eq!(body["data"]["text"], "Ufuatiliaji");
        assert_eq!(body["data"]["version"], 2);
        assert_eq!(body["data"]["subMenus"][1]["dependent"], json!({"code": "2*14*2*1", "input": "yes"}));

        // Through the endpoint: the skipped question is not required, then it is.
        super::support::set_open(app, &coach, "post_quarterly_survey", true).await;
        let (status, body) = answer(app, &token, "post_quarterly_survey", &json!({"sold_more": "yes", "submissionId": "p-1"})).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body["fields"]["how_much_more"], "Answer this question to continue");
        let (status, body) = answer(app, &token, "post_quarterly_survey", &json!({"sold_more": "no", "how_much_more": "---skipped---", "comment": "---inactive---", "submissionId": "p-2"})).await;
        assert_eq!(status, StatusCode::OK, "{body}");

        // Bad: every problem with its sheet, row and column, in the language asked.
        let bad = xlsx(&[
            (
                "survey",
                rows(&[
                    &["type", "name", "label::English (en)", "label::Kiswahili (sw)"],
                    &["geopoint", "where", "Where?", "Wapi?"],
                    &["integer", "count", "How many?", ""],
                ]),
            ),
            ("settings", rows(&[&["form_id"], &["2*14*1"]])),
        ]);
        let (status, body) = upload(app, &coach, bad.clone(), "en").await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(body["error"], true);
        let errors = body["errors"].as_array().expect("errors");
        assert!(errors.len() >= 2, "{body}");
        assert!(errors.iter().any(|e| e["sheet"] == "survey" && e["row"] == 2 && e["column"] == "A"), "{body}");
        assert!(errors.iter().any(|e| e["sheet"] == "survey" && e["row"] == 3 && e["column"] == "D"), "{body}");
        assert_eq!(body["message"], errors[0]["description"]);
        let (_, sw) = upload(app, &coach, bad, "sw").await;
        assert!(sw["message"].as_str().is_some_and(|m| m.starts_with("Karatasi survey")), "{sw}");
        let (status, body) = upload(app, &coach, vec![b'P'; 1024 * 1024 + 1], "en").await;
        assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{body}");
        assert_eq!(body["message"], "The form is larger than 1 MB, choose a smaller one");
        let (status, body) = upload(app, &coach, b"%PDF-1.4 not a workbook".to_vec(), "en").await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body["message"], "Upload the form as an Excel workbook (.xlsx)");
        assert_eq!(app.audit_count("survey_uploaded").await, 1);

        // Download: the seeded quarterly survey as an XLSForm that reads back to it.
        let response = app.client.get(app.url("/api/surveys/quarterly_survey/xlsform")).bearer_auth(&coach).send().await.expect("get");
        assert_eq!(response.status(), StatusCode::OK);
        let bytes = response.bytes().await.expect("bytes").to_vec();
        let sheets = portal_server::survey::team::workbook::read_sheets(bytes).expect("reads");
        assert_eq!(portal_core::survey::xlsform::from_sheets(&sheets), Ok(seed(SurveyCode::Quarterly)));
        assert_eq!(sheets.len(), to_sheets(&seed(SurveyCode::Quarterly)).len());
    })
    .await;
}

#[tokio::test]
async fn responses_rate_and_exports() {
    each_backend(Options::default(), async |app| {
        let (coach, _, amina) = open_quarterly(app).await;
        let (_, baraka) = person(app, Role::Client, "baraka@survey.test").await;
        let (_, _) = person(app, Role::Client, "chausiku@survey.test").await;
        let (_, _) = person(app, Role::Client, "dawa@survey.test").await;
        let first = cohort(app, &coach, "Survey cohort").await;
        enrol(
            app,
            &coach,
            &first,
            &[
                "client@survey.test",
                "baraka@survey.test",
                "chausiku@survey.test",
            ],
        )
        .await;
        let second = cohort(app, &coach, "Second cohort").await;
        enrol(app, &coach, &second, &["dawa@survey.test"]).await;
        assert_eq!(
            answer(app, &amina, "quarterly_survey", &quarterly_answers("r-1"))
                .await
                .0,
            StatusCode::OK
        );
        assert_eq!(
            answer(app, &baraka, "quarterly_survey", &quarterly_answers("r-2"))
                .await
                .0,
            StatusCode::OK
        );
        let q = quarter(app);

        let (status, body) = get(app, "/api/surveys/quarterly_survey/responses", &coach).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["total"], 2);
        assert_eq!(
            (body["year"].as_i64(), body["quarter"].as_u64()),
            (Some(i64::from(q.year)), Some(u64::from(q.quarter)))
        );
        let row = &body["data"][0];
        assert_eq!(row["cohort"], "Survey cohort");
        assert_eq!(row["answers"]["employees_total"], "4");
        let (_, page) = get(
            app,
            "/api/surveys/quarterly_survey/responses?perPage=1&page=2",
            &coach,
        )
        .await;
        assert_eq!(
            (
                page["total"].as_i64(),
                page["data"].as_array().map(Vec::len)
            ),
            (Some(2), Some(1))
        );
        assert_ne!(page["data"][0]["id"], row["id"]);
        let (status, _) = get(
            app,
            "/api/surveys/quarterly_survey/responses?year=2026&quarter=7",
            &coach,
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST);

        let (status, body) = get(app, "/api/surveys/2*14*1/rate", &coach).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(
            body["data"]["total"],
            json!({"responded": 2, "expected": 4, "percent": 50})
        );
        let groups = body["data"]["groups"].as_array().expect("groups");
        let of = |name: &str| {
            groups
                .iter()
                .find(|g| g["cohort"] == name)
                .cloned()
                .expect("group")
        };
        assert_eq!(of("Survey cohort")["percent"], 66.67);
        assert_eq!(of("Survey cohort")["responded"], 2);
        assert_eq!(of("Second cohort")["percent"], 0);

        // CSV: one column per question name in the survey's order, formulas defused.
        let response = app
            .client
            .get(app.url("/api/surveys/quarterly_survey/responses/export?format=csv"))
            .bearer_auth(&coach)
            .send()
            .await
            .expect("get");
        assert_eq!(response.status(), StatusCode::OK);
        let text = response.text().await.expect("text");
        let mut lines = text.lines();
        let header = lines.next().expect("header");
        let quarterly = seed(SurveyCode::Quarterly);
        let names: Vec<&str> = quarterly
            .questions
            .iter()
            .filter(|q| q.name != "quarterly_intro")
            .map(|q| q.name.as_str())
            .collect::<Vec<_>>();
        let expected = ["Name,E-mail,Cohort,Hub,Submitted,Version", &names.join(",")].join(",");
        assert_eq!(header, expected);
        assert_eq!(lines.count(), 2);

        // XLSX: parsed back with calamine.
        let response = app
            .client
            .get(app.url("/api/surveys/quarterly_survey/responses/export?format=xlsx"))
            .bearer_auth(&coach)
            .send()
            .await
            .expect("get");
        assert_eq!(response.status(), StatusCode::OK);
        let bytes = response.bytes().await.expect("bytes").to_vec();
        let mut workbook: Xlsx<_> = Xlsx::new(Cursor::new(bytes)).expect("an xlsx");
        let range = workbook.worksheet_range("responses").expect("sheet");
        let cells: Vec<Vec<String>> = range
            .rows()
            .map(|r| {
                r.iter()
                    .map(|c| match c {
                        Data::Empty => String::new(),
                        other => other.to_string(),
                    })
                    .collect()
            })
            .collect();
        assert_eq!(cells.len(), 3);
        assert_eq!(cells[0].join(","), expected);
        assert!(
            cells[1..]
                .iter()
                .all(|r| r[6] == "150000.5" && r[1].ends_with("@survey.test")),
            "{cells:?}"
        );
        let (status, _) = get(
            app,
            "/api/surveys/quarterly_survey/responses/export?format=pdf",
            &coach,
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
    })
    .await;
}

#[tokio::test]
async fn only_the_team_runs_surveys() {
    each_backend(Options::default(), async |app| {
        let (coach, _, client) = open_quarterly(app).await;
        let (_, superadmin) = person(app, Role::Super, "super@survey.test").await;
        let (_, sales) = person(app, Role::Sales, "sales@survey.test").await;
        let (_, processor) = person(app, Role::Processor, "processor@survey.test").await;
        let (_, applicant) = person(app, Role::Applicant, "applicant@survey.test").await;
        let reads = [
            "/api/surveys",
            "/api/surveys/2*13",
            "/api/surveys/quarterly_survey/responses",
            "/api/surveys/quarterly_survey/rate",
            "/api/surveys/quarterly_survey/responses/export",
            "/api/surveys/quarterly_survey/xlsform",
        ];
        for path in reads {
            for token in [&coach, &superadmin] {
                assert_eq!(
                    status_of(app, path, Some(token)).await,
                    StatusCode::OK,
                    "{path}"
                );
            }
            for token in [&sales, &processor, &client, &applicant] {
                assert_eq!(
                    status_of(app, path, Some(token)).await,
                    StatusCode::FORBIDDEN,
                    "{path}"
                );
            }
            assert_eq!(
                status_of(app, path, None).await,
                StatusCode::UNAUTHORIZED,
                "{path}"
            );
        }
        for token in [&sales, &processor, &client] {
            let (status, _) = upload(app, token, authored(), "en").await;
            assert_eq!(status, StatusCode::FORBIDDEN);
            let (status, _) = send(
                app,
                Method::PUT,
                "/api/surveys/quarterly_survey/window",
                Some(token),
                Some(&json!({"year": 2026, "quarter": 1, "open": true})),
            )
            .await;
            assert_eq!(status, StatusCode::FORBIDDEN);
        }
        let (status, body) = get(app, "/api/surveys", &superadmin).await;
        assert_eq!(status, StatusCode::OK);
        let list = body["data"].as_array().expect("list");
        assert_eq!(list.len(), 3);
        assert_eq!(list[0]["openNow"], true);
        assert_eq!(list[0]["windows"][0]["open"], true);
        assert_eq!(list[1]["openNow"], false);
        let (status, body) = send(
            app,
            Method::PUT,
            "/api/surveys/quarterly_survey/window",
            Some(&coach),
            Some(&json!({"year": 2026, "quarter": 5, "open": true})),
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body["error"], true);
        assert_eq!(app.audit_count("survey_window_changed").await, 1);
    })
    .await;
}
