//! The Daraja client against a local stand-in for Safaricom's API: the OAuth token asked once and
//! kept until it expires, the STK password and body, the status query, B2C, Daraja's errors; and the
//! whole repayment flow with `PAYMENTS_PROVIDER=daraja`.

use crate::common;
use crate::repayments_setup;

use std::collections::VecDeque;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicI64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode as AxumStatus};
use axum::routing::{get, post};
use axum::{Json, Router};
use base64::Engine;
use common::profile::client;
use common::{each_backend, Options};
use portal_core::loans::paybill::account_number;
use portal_core::money::Currency;
use portal_server::config::{MpesaConfig, PaymentsProviderKind};
use portal_server::payments::daraja::{basic_auth, Daraja};
use portal_server::payments::{PaymentError, PaymentRequest, PaymentsProvider};
use repayments_setup::*;
use reqwest::StatusCode;
use serde_json::{json, Value};

/// 2026-11-21T21:30:00Z: 00:30 on the 22nd in Nairobi.
const NOW: i64 = 1_795_296_600;
const SECRET: &str = "callbacksecret0123456789";

/// What the stand-in saw and what it answers next.
#[derive(Default)]
struct Stub {
    token_calls: AtomicUsize,
    pushes: AtomicUsize,
    /// (path, Authorization header, body) of every API call.
    calls: Mutex<Vec<(String, String, Value)>>,
    /// Answers to the next status queries; success when none is left.
    query_answers: Mutex<VecDeque<(u16, Value)>>,
}

type Shared = Arc<Stub>;

fn record(stub: &Stub, path: &str, headers: &HeaderMap, body: &Value) {
    let auth = headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    stub.calls
        .lock()
        .expect("lock")
        .push((path.to_owned(), auth, body.clone()));
}

async fn token(
    State(stub): State<Shared>,
    Query(query): Query<std::collections::HashMap<String, String>>,
    headers: HeaderMap,
) -> (AxumStatus, Json<Value>) {
    let auth = headers.get("authorization").and_then(|v| v.to_str().ok());
    if query.get("grant_type").map(String::as_str) != Some("client_credentials")
        || auth != Some(basic_auth("key", "secret").as_str())
    {
        return (AxumStatus::UNAUTHORIZED, Json(json!({})));
    }
    let n = stub.token_calls.fetch_add(1, Ordering::SeqCst) + 1;
    (
        AxumStatus::OK,
        Json(json!({ "access_token": format!("tok-{n}"), "expires_in": "3599" })),
    )
}

async fn push(
    State(stub): State<Shared>,
    headers: HeaderMap,
    Json(body): Json<Value>,
) -> (AxumStatus, Json<Value>) {
    record(&stub, "push", &headers, &body);
    if body["PartyA"].as_str().is_some_and(|p| p.ends_with("999")) {
        return (
            AxumStatus::BAD_REQUEST,
            Json(json!({ "requestId": "1-2", "errorCode": "400.002.02",
                         "errorMessage": "Bad Request - Invalid PhoneNumber" })),
        );
    }
    let n = stub.pushes.fetch_add(1, Ordering::SeqCst) + 1;
    (
        AxumStatus::OK,
        Json(json!({
            "MerchantRequestID": format!("29115-34620561-{n}"),
            "CheckoutRequestID": format!("ws_CO_19122019102036392{n}"),
            "ResponseCode": "0",
            "ResponseDescription": "Success. Request accepted for processing",
            "CustomerMessage": "Success. Request accepted for processing"
        })),
    )
}

async fn query(
    State(stub): State<Shared>,
    headers: HeaderMap,
    Json(body): Json<Value>,
) -> (AxumStatus, Json<Value>) {
    record(&stub, "query", &headers, &body);
    let next = stub.query_answers.lock().expect("lock").pop_front();
    let (status, answer) = next.unwrap_or((
        200,
        json!({ "ResponseCode": "0", "ResultCode": "0",
                "ResultDesc": "The service request is processed successfully." }),
    ));
    (
        AxumStatus::from_u16(status).unwrap_or(AxumStatus::OK),
        Json(answer),
    )
}

async fn b2c(
    State(stub): State<Shared>,
    headers: HeaderMap,
    Json(body): Json<Value>,
) -> Json<Value> {
    record(&stub, "b2c", &headers, &body);
    Json(json!({
        "ConversationID": "AG_20191219_00005797af5d7d75f652",
        "OriginatorConversationID": "16740-34861180-1",
        "ResponseCode": "0",
        "ResponseDescription": "Accept the service request successfully."
    }))
}

async fn daraja_stub() -> (SocketAddr, Shared) {
    let stub = Shared::default();
    let app = Router::new()
        .route("/oauth/v1/generate", get(token))
        .route("/mpesa/stkpush/v1/processrequest", post(push))
        .route("/mpesa/stkpushquery/v1/query", post(query))
        .route("/mpesa/b2c/v3/paymentrequest", post(b2c))
        .with_state(stub.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(async move {
        axum::serve(listener, app).await.ok();
    });
    (addr, stub)
}

fn settings(addr: SocketAddr) -> MpesaConfig {
    MpesaConfig {
        base_url: format!("http://{addr}"),
        consumer_key: "key".into(),
        consumer_secret: "secret".into(),
        shortcode: "600999".into(),
        passkey: "passkey".into(),
        callback_secret: SECRET.into(),
        b2c_shortcode: "600996".into(),
        b2c_initiator: "apiop".into(),
        b2c_security_credential: "encrypted-credential".into(),
        paybill: "888880".into(),
        simulator_delay_ms: 0,
        max_payment: 250_000,
    }
}

fn calls(stub: &Stub, path: &str) -> Vec<(String, Value)> {
    stub.calls
        .lock()
        .expect("lock")
        .iter()
        .filter(|(p, _, _)| p == path)
        .map(|(_, auth, body)| (auth.clone(), body.clone()))
        .collect()
}

fn request<'a>(msisdn: &'a str, callback_url: &'a str) -> PaymentRequest<'a> {
    PaymentRequest {
        msisdn,
        amount_minor: 150_000,
        currency: Currency::Kes,
        account_reference: "A3F09B1C",
        description: "Loan payment",
        callback_url,
    }
}

#[tokio::test]
async fn the_client_speaks_daraja() {
    let (addr, stub) = daraja_stub().await;
    let clock = Arc::new(AtomicI64::new(NOW));
    let time = clock.clone();
    let daraja = Daraja::new(
        settings(addr),
        "https://portal.example.org",
        Arc::new(move || time.load(Ordering::SeqCst)),
    );
    let callback = "https://portal.example.org/api/payments/mpesa/callback/x";

    // Two pushes, one token.
    let first = daraja
        .request_payment(&request("254712345678", callback))
        .await
        .expect("accepted");
    assert_eq!(first.checkout_request_id, "ws_CO_191220191020363921");
    assert_eq!(first.merchant_request_id, "29115-34620561-1");
    assert_eq!(
        first.customer_message,
        "Success. Request accepted for processing"
    );
    let second = daraja
        .request_payment(&request("254712345678", callback))
        .await
        .expect("accepted");
    assert_eq!(second.checkout_request_id, "ws_CO_191220191020363922");
    assert_eq!(stub.token_calls.load(Ordering::SeqCst), 1);

    let pushes = calls(&stub, "push");
    assert_eq!(pushes.len(), 2);
    let (auth, body) = &pushes[0];
    assert_eq!(auth, "Bearer tok-1");
    let password = base64::engine::general_purpose::STANDARD.encode("600999passkey20261122003000");
    assert_eq!(
        body,
        &json!({
            "BusinessShortCode": "600999",
            "Password": password,
            "Timestamp": "20261122003000",
            "TransactionType": "CustomerPayBillOnline",
            "Amount": 1500,
            "PartyA": "254712345678",
            "PartyB": "600999",
            "PhoneNumber": "254712345678",
            "CallBackURL": callback,
            "AccountReference": "A3F09B1C",
            "TransactionDesc": "Loan payment"
        })
    );

    // The token is renewed shortly before its hour is up.
    clock.fetch_add(3_540, Ordering::SeqCst);
    daraja
        .request_payment(&request("254712345678", callback))
        .await
        .expect("accepted");
    assert_eq!(stub.token_calls.load(Ordering::SeqCst), 2);
    assert_eq!(calls(&stub, "push")[2].0, "Bearer tok-2");

    // The status query: still waiting, then the customer's answer.
    stub.query_answers.lock().expect("lock").extend([
        (
            500,
            json!({ "requestId": "1-3", "errorCode": "500.001.1001",
                    "errorMessage": "The transaction is being processed" }),
        ),
        (
            200,
            json!({ "ResponseCode": "0", "ResultCode": "1032",
                    "ResultDesc": "Request cancelled by user" }),
        ),
    ]);
    let waiting = daraja
        .query_payment(&first.checkout_request_id)
        .await
        .expect("answered");
    assert_eq!(waiting.result_code, None);
    assert_eq!(waiting.result_desc, "The transaction is being processed");
    let cancelled = daraja
        .query_payment(&first.checkout_request_id)
        .await
        .expect("answered");
    assert_eq!(cancelled.result_code, Some(1032));
    assert_eq!(cancelled.result_desc, "Request cancelled by user");
    let (_, body) = &calls(&stub, "query")[0];
    assert_eq!(body["CheckoutRequestID"], first.checkout_request_id);
    assert_eq!(body["BusinessShortCode"], "600999");
    assert_eq!(body["Timestamp"], "20261122012900");
    assert_eq!(
        body["Password"],
        base64::engine::general_purpose::STANDARD.encode("600999passkey20261122012900")
    );

    // B2C: accepted is done.
    let transfer = daraja
        .send_to_phone("254712345678", 500_000, Currency::Kes, "Loan A3F09B1C")
        .await
        .expect("accepted");
    assert_eq!(transfer.reference, "AG_20191219_00005797af5d7d75f652");
    assert_eq!(transfer.result_code, 0);
    let (auth, body) = &calls(&stub, "b2c")[0];
    assert_eq!(auth, "Bearer tok-2");
    assert_eq!(body["InitiatorName"], "apiop");
    assert_eq!(body["SecurityCredential"], "encrypted-credential");
    assert_eq!(body["CommandID"], "BusinessPayment");
    assert_eq!(body["Amount"], 5000);
    assert_eq!(body["PartyA"], "600996");
    assert_eq!(body["PartyB"], "254712345678");
    assert_eq!(body["Remarks"], "Loan A3F09B1C");
    let result_url = format!("https://portal.example.org/api/payments/mpesa/b2c/{SECRET}");
    assert_eq!(body["ResultURL"], result_url.as_str());
    assert_eq!(body["QueueTimeOutURL"], result_url.as_str());
    assert_eq!(
        body["OriginatorConversationID"].as_str().map(str::len),
        Some(24)
    );

    // Daraja's refusals become provider errors with its message.
    let refused = daraja
        .request_payment(&request("254712345999", callback))
        .await;
    assert!(
        matches!(&refused, Err(PaymentError::Provider(text)) if text.contains("Invalid PhoneNumber")),
        "{refused:?}"
    );
    assert!(matches!(
        daraja
            .send_to_phone("254712345678", 150_050, Currency::Kes, "x")
            .await,
        Err(PaymentError::Provider(_))
    ));
    let wrong = Daraja::new(
        MpesaConfig {
            consumer_secret: "wrong".into(),
            ..settings(addr)
        },
        "https://portal.example.org",
        Arc::new(|| NOW),
    );
    assert!(matches!(
        wrong.request_payment(&request("254712345678", callback)).await,
        Err(PaymentError::Provider(text)) if text.contains("credentials")
    ));
}

#[tokio::test]
async fn repayment_runs_through_daraja() {
    let (addr, stub) = daraja_stub().await;
    let options = Options::configured(move |config| {
        config.payments = PaymentsProviderKind::Daraja;
        config.mpesa = settings(addr);
    });
    each_backend(options, async |app| {
        let (id, token) = client(app, "amina@example.com").await;
        let loan = active_loan(app, &id, LoanSpec::default()).await;
        let account = account_number(&loan);
        let pushes_before = calls(&stub, "push").len();

        // The prompt goes to Daraja with the public callback URL and the loan's account number.
        let (status, body) = pay(app, &token, &loan, json!(500), PAYS).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["data"]["paybill"], "888880");
        assert_eq!(body["data"]["account_number"], account.as_str());
        let checkout = body["data"]["checkoutRequestId"]
            .as_str()
            .expect("id")
            .to_owned();
        let (_, push) = calls(&stub, "push")[pushes_before].clone();
        assert_eq!(
            push["CallBackURL"],
            format!("http://portal.test/api/payments/mpesa/callback/{SECRET}")
        );
        assert_eq!(push["AccountReference"], account.as_str());
        assert_eq!(push["Amount"], 500);
        assert_eq!(push["PartyA"], PAYS_MSISDN);

        // Daraja calls back.
        let answer = post_callback(
            app,
            SECRET,
            &stk_callback(&checkout, 0, Some("NLJ7RT61SV"), 500),
        )
        .await;
        assert_eq!(answer.0, StatusCode::OK);
        let data = settled(app, &token, &checkout).await;
        assert_eq!(
            (data["status"].as_str(), data["receipt"].as_str()),
            (Some("paid"), Some("NLJ7RT61SV"))
        );
        assert_eq!(loan_money(app, &loan).await.1, 53_000);

        // No callback for the next one: the query says paid (without a receipt), so the
        // CheckoutRequestID stands in until the late callback brings the receipt.
        let checkout = pay_ok(app, &token, &loan, 200, PAYS).await;
        app.advance_clock(60);
        let report = portal_server::repayments::query_due(&app.state)
            .await
            .expect("pass");
        assert_eq!(report.settled, 1);
        assert_eq!(loan_money(app, &loan).await.1, 33_000);
        assert_eq!(
            settled(app, &token, &checkout).await["receipt"],
            checkout.as_str()
        );
        post_callback(
            app,
            SECRET,
            &stk_callback(&checkout, 0, Some("NLJ7RT61SW"), 200),
        )
        .await;
        assert_eq!(loan_money(app, &loan).await.1, 33_000);
        assert_eq!(
            settled(app, &token, &checkout).await["receipt"],
            "NLJ7RT61SW"
        );
        // The same payment confirmed at the paybill is then recognised.
        post_c2b(
            app,
            "confirmation",
            SECRET,
            &c2b("NLJ7RT61SW", &account, "200"),
        )
        .await;
        assert_eq!(loan_money(app, &loan).await.1, 33_000);
        let receipts: Vec<String> = repayments(app, &loan)
            .await
            .into_iter()
            .map(|r| r.0)
            .collect();
        assert_eq!(receipts.len(), 2);
        assert!(
            receipts.contains(&"NLJ7RT61SV".to_owned())
                && receipts.contains(&"NLJ7RT61SW".to_owned())
        );

        // Daraja refusing the push.
        assert_eq!(
            pay(app, &token, &loan, json!(100), "0712345999").await,
            (
                StatusCode::BAD_GATEWAY,
                common::error("Failed to initiate Mpesa payment")
            )
        );
    })
    .await;
}
