//! Loan helpers: people of each role, funds, applications through the real calls, and loans put
//! straight into a status for the table tests.

use portal_core::loans::lifecycle::LoanStatus;
use portal_core::roles::Role;
use reqwest::multipart::{Form, Part};
use reqwest::{Response, StatusCode};
use serde_json::{json, Value};

use super::{json, TestApp, PASSWORD};

/// A small real PDF: one blank page.
pub fn pdf_bytes() -> Vec<u8> {
    pdf_of_size(0)
}

/// A real one-page PDF carrying an extra stream of `padding` bytes (to make it as large as needed).
pub fn pdf_of_size(padding: usize) -> Vec<u8> {
    use pdf_writer::{Pdf, Rect, Ref};
    let (catalog, tree, page, extra) = (Ref::new(1), Ref::new(2), Ref::new(3), Ref::new(4));
    let mut pdf = Pdf::new();
    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree).kids([page]).count(1);
    pdf.page(page)
        .parent(tree)
        .media_box(Rect::new(0.0, 0.0, 595.0, 842.0));
    pdf.stream(extra, &vec![b'%'; padding]);
    pdf.finish()
}

/// A real Word 2007+ document: a zip holding `[Content_Types].xml` and `word/document.xml`.
pub fn docx_bytes() -> Vec<u8> {
    use std::io::Write;
    use zip::write::SimpleFileOptions;
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let stored = SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    for (name, text) in [
        ("[Content_Types].xml", "<?xml version=\"1.0\"?><Types/>"),
        ("word/document.xml", "<?xml version=\"1.0\"?><w:document/>"),
    ] {
        zip.start_file(name, stored).expect("entry");
        zip.write_all(text.as_bytes()).expect("write");
    }
    zip.finish().expect("zip").into_inner()
}

/// A real Word 97-2003 document: a compound file with a `WordDocument` stream.
pub fn doc_bytes() -> Vec<u8> {
    use std::io::Write;
    let mut file =
        cfb::CompoundFile::create(std::io::Cursor::new(Vec::new())).expect("compound file");
    let mut stream = file.create_stream("/WordDocument").expect("stream");
    stream.write_all(&[0xEC, 0xA5, 0xC1, 0x00]).expect("write");
    drop(stream);
    file.flush().expect("flush");
    file.into_inner().into_inner()
}

/// A signed-in user of `role`: (id, token).
pub async fn person(app: &TestApp, role: Role, email: &str) -> (String, String) {
    let id = app.create_user(role, email).await;
    let token = app.token(email, PASSWORD).await;
    (id, token)
}

/// A client with a verified M-Pesa phone (set directly): (id, token).
pub async fn client_with_mpesa(app: &TestApp, email: &str, phone: &str) -> (String, String) {
    let (id, token) = person(app, Role::Client, email).await;
    sqlx::query(
        "UPDATE users SET mpesa_phone = $1, phone_number = $1, country = 'KE' WHERE id = $2",
    )
    .bind(phone)
    .bind(&id)
    .execute(app.pool())
    .await
    .expect("set mpesa");
    (id, token)
}

/// The 12% Ksh fund of the brief: 1.5 years, monthly, 5 grace days, penalty 200.
pub fn fund_body() -> Value {
    json!({
        "name": "Inua Fund",
        "description": "Working capital",
        "currency": "KES",
        "maxLoan": 500000,
        "website": "https://inua.example.org",
        "annualInterest": 12,
        "banded": false,
        "maxRepayDurationYears": 1.5,
        "repaymentIntervalDays": 30,
        "graceDays": 5,
        "penaltyFee": 200
    })
}

pub fn with(mut body: Value, changes: Value) -> Value {
    for (key, value) in changes.as_object().expect("object") {
        body[key] = value.clone();
    }
    body
}

/// Creates a fund as the super admin; returns its id.
pub async fn create_fund(app: &TestApp, super_token: &str, body: &Value) -> String {
    let (status, answer) = json(
        app.post_json("/api/loan_fund", Some(super_token), body)
            .await,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    answer["data"]["_id"].as_str().expect("id").to_owned()
}

pub async fn upload_proposal(
    app: &TestApp,
    token: &str,
    user_id: &str,
    bytes: Vec<u8>,
) -> Response {
    let part = Part::bytes(bytes)
        .file_name("../../etc/proposal.exe")
        .mime_str("image/png")
        .expect("mime");
    app.client
        .post(app.url(&format!("/api/media/proposal/{user_id}")))
        .bearer_auth(token)
        .multipart(Form::new().part("proposal", part))
        .send()
        .await
        .expect("upload")
}

/// Uploads a PDF proposal and saves it on the application; returns the proposal link.
pub async fn proposal_step(app: &TestApp, token: &str, user_id: &str) -> String {
    let (status, body) = json(upload_proposal(app, token, user_id, pdf_bytes()).await).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let link = body["data"]["proposalLink"]
        .as_str()
        .expect("link")
        .to_owned();
    let (status, body) = json(
        app.post_json(
            &format!("/api/client/loan/proposal/{user_id}"),
            Some(token),
            &json!({ "proposalLink": link }),
        )
        .await,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    link
}

pub async fn fund_step(
    app: &TestApp,
    token: &str,
    user_id: &str,
    fund_id: &str,
) -> (StatusCode, Value) {
    json(
        app.post_json(
            &format!("/api/client/loan/fund/{user_id}"),
            Some(token),
            &json!({ "loanFundId": fund_id, "loanFundInterest": 99, "loanFundMaxLoan": 1 }),
        )
        .await,
    )
    .await
}

/// The calculator's answer for these terms.
pub async fn calculate(
    app: &TestApp,
    amount: u64,
    contribution: u32,
    years: f64,
    ppy: f64,
    rate: f64,
) -> Value {
    let body = json!({ "amount": amount, "contribution": contribution, "years": years,
                       "payments_per_year": ppy, "interest_rate": rate });
    let (status, answer) = json(app.post_json("/api/loan/calculate", None, &body).await).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    answer["data"]["out"].clone()
}

/// The loan-add payload from a calculation, as the PWA sends it.
pub fn amount_payload(out: &Value, years: f64, rate: f64, contribution: u32) -> Value {
    json!({
        "amount": out["amount_b4_contrib"],
        "years": years,
        "full_periods": out["full_periods"],
        "installment": out["installment"],
        "overflow_amount": out["overflow_amount"],
        "payable_interest": out["payable_interest"],
        "totalToPay": out["totalToPay"],
        "noOfInstallments": out["no_of_installments"],
        "interest_rate": rate,
        "contribution": contribution,
        "amount_b4_contrib": out["amount_b4_contrib"],
        "name1": "Amina",
        "name2": "Wanjiru",
        "idno": "12345678"
    })
}

pub async fn amount_step(
    app: &TestApp,
    token: &str,
    user_id: &str,
    body: &Value,
) -> (StatusCode, Value) {
    json(
        app.post_json(
            &format!("/api/client/loan/amount/{user_id}"),
            Some(token),
            body,
        )
        .await,
    )
    .await
}

/// A whole fund-flow application on the 12%, 30-day fund: submitted (pending). Returns the loan.
pub async fn apply_through_fund(
    app: &TestApp,
    token: &str,
    user_id: &str,
    fund_id: &str,
    amount: u64,
) -> Value {
    proposal_step(app, token, user_id).await;
    let (status, body) = fund_step(app, token, user_id, fund_id).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let out = calculate(app, amount, 20, 1.5, 365.0 / 30.0, 12.0).await;
    let (status, body) =
        amount_step(app, token, user_id, &amount_payload(&out, 1.5, 12.0, 20)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["data"].clone()
}

/// Posts an action; returns status and body.
pub async fn act(
    app: &TestApp,
    token: &str,
    loan_id: &str,
    action: &str,
    reason: Option<&str>,
) -> (StatusCode, Value) {
    let mut body = json!({ "action": action });
    if let Some(reason) = reason {
        body["reason"] = json!(reason);
    }
    json(
        app.post_json(
            &format!("/api/user/loan/action/{loan_id}"),
            Some(token),
            &body,
        )
        .await,
    )
    .await
}

pub async fn transfer(
    app: &TestApp,
    token: &str,
    loan_id: &str,
    body: &Value,
) -> (StatusCode, Value) {
    json(
        app.post_json(
            &format!("/api/payment/transfer/{loan_id}"),
            Some(token),
            body,
        )
        .await,
    )
    .await
}

/// A fund-flow loan of 6250 at 20% contribution, 1.5 years monthly at 12% (the worked case's
/// figures: principal 5000, total 5900, 17 × 328 then 324), put straight into `status`.
pub async fn insert_loan(
    app: &TestApp,
    user_id: &str,
    fund_id: &str,
    status: LoanStatus,
    recommended_by: Option<&str>,
) -> String {
    let now = app.state.now();
    let id = portal_server::ids::new_id(now);
    sqlx::query(
        "INSERT INTO loans (id, user_id, status, flow, stage, loan_fund_id, currency, amount_minor, \
         contribution_hundredths, principal_minor, interest_rate_hundredths, payable_interest_minor, total_minor, \
         installment_minor, full_periods, overflow_minor, no_of_installments, years_quarters, interval_days, \
         name1, name2, id_number, recommended_by, balance_minor, created_at, updated_at) \
         VALUES ($1, $2, $3, 'fund', 'amount', $4, 'KES', 625000, 2000, 500000, 1200, 90000, 590000, 32800, 17, \
         32400, 18, 6, 30, 'Amina', 'Wanjiru', '12345678', $5, $6, $7, $7)",
    )
    .bind(&id)
    .bind(user_id)
    .bind(status.as_str())
    .bind(fund_id)
    .bind(recommended_by)
    .bind(if status.is_disbursed() { 590_000_i64 } else { 0 })
    .bind(now)
    .execute(app.pool())
    .await
    .expect("insert loan");
    id
}

pub async fn loan_status(app: &TestApp, loan_id: &str) -> String {
    use sqlx::Row;
    sqlx::query("SELECT status FROM loans WHERE id = $1")
        .bind(loan_id)
        .fetch_one(app.pool())
        .await
        .expect("loan")
        .get(0)
}

pub async fn history_count(app: &TestApp, loan_id: &str) -> i64 {
    use sqlx::Row;
    sqlx::query("SELECT COUNT(*) FROM loan_history WHERE loan_id = $1")
        .bind(loan_id)
        .fetch_one(app.pool())
        .await
        .expect("count")
        .get(0)
}
