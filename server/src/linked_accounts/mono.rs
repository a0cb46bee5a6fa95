//! Mono's API (`LINKED_ACCOUNTS_PROVIDER=mono`), version 2, every call with the secret key in the
//! `mono-sec-key` header (marked sensitive, never logged):
//!
//! - `POST /v2/accounts/auth {code}` → `{data: {id}}`: the Connect widget's one-time code for the
//!   account id; a 400, 404 or 422 refuses the code.
//! - `GET /v2/accounts/{id}` → `{data: {account: {name, currency, type, account_number, balance,
//!   institution: {name}}}}`, the balance in minor units (cents, kobo).
//! - `GET /v2/accounts/{id}/transactions?start=dd-mm-yyyy&end=dd-mm-yyyy&paginate=false` →
//!   `{data: [{id, narration, amount, type: debit|credit, balance, date}]}`, amounts in minor units,
//!   `date` in RFC 3339.
//!
//! Any other answer is a failure of the service, named in the log with Mono's `message`.

use std::time::Duration;

use chrono::{DateTime, Datelike, NaiveDate};
use portal_core::linked_accounts::model::{
    masked_number, AccountInfo, Direction, LinkedTransaction,
};
use portal_core::linked_accounts::period::Period;
use reqwest::header::{HeaderValue, ACCEPT};
use reqwest::{Method, StatusCode};
use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;
use serde_json::{json, Value};

use super::provider::{LinkedAccountProvider, ProviderError};
use crate::config::MonoConfig;

pub const SECRET_HEADER: &str = "mono-sec-key";

pub struct Mono {
    client: reqwest::Client,
    base_url: url::Url,
    secret: HeaderValue,
}

impl Mono {
    pub fn new(config: &MonoConfig) -> Result<Mono, String> {
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(30))
            .build()
            .map_err(|e| format!("mono client: {e}"))?;
        let base_url = url::Url::parse(&config.base_url)
            .map_err(|_| "MONO_BASE_URL is not a URL".to_owned())?;
        let mut secret = HeaderValue::from_str(&config.secret_key)
            .map_err(|_| "MONO_SECRET_KEY cannot be sent as a header".to_owned())?;
        secret.set_sensitive(true);
        Ok(Mono {
            client,
            base_url,
            secret,
        })
    }

    /// `{base}/v2/accounts/{segments…}`, each segment escaped.
    fn url(&self, segments: &[&str]) -> Result<url::Url, ProviderError> {
        let mut url = self.base_url.clone();
        url.path_segments_mut()
            .map_err(|()| ProviderError::Failed("MONO_BASE_URL cannot take a path".to_owned()))?
            .pop_if_empty()
            .extend(["v2", "accounts"])
            .extend(segments);
        Ok(url)
    }

    /// The answer's JSON when it succeeded; else its status and Mono's message.
    async fn call(
        &self,
        method: Method,
        url: url::Url,
        body: Option<Value>,
    ) -> Result<Result<Value, (StatusCode, String)>, ProviderError> {
        let mut request = self
            .client
            .request(method, url)
            .header(SECRET_HEADER, self.secret.clone())
            .header(ACCEPT, "application/json");
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request
            .send()
            .await
            .map_err(|e| ProviderError::Failed(format!("mono unreachable: {}", e.without_url())))?;
        let status = response.status();
        let answer: Value = response.json().await.unwrap_or(Value::Null);
        if status.is_success() {
            return Ok(Ok(answer));
        }
        let message = answer["message"].as_str().unwrap_or("").trim().to_owned();
        Ok(Err((status, message)))
    }
}

fn failed((status, message): (StatusCode, String)) -> ProviderError {
    ProviderError::Failed(format!("mono answered {status}: {message}"))
}

fn unreadable(what: &str) -> ProviderError {
    ProviderError::Failed(format!("mono's {what} cannot be read"))
}

fn text(value: &Value) -> String {
    value.as_str().map(str::trim).unwrap_or("").to_owned()
}

/// An amount in minor units as Mono writes it: a whole number (or its text); a fraction is rounded
/// to the unit, never read through floating point.
fn minor(value: &Value) -> Option<i64> {
    if let Some(whole) = value.as_i64() {
        return Some(whole);
    }
    let written = match value {
        Value::Number(number) => number.to_string(),
        Value::String(text) => text.trim().to_owned(),
        _ => return None,
    };
    written.parse::<Decimal>().ok()?.round().to_i64()
}

fn day_text(day: NaiveDate) -> String {
    format!("{:02}-{:02}-{:04}", day.day(), day.month(), day.year())
}

fn transaction(row: &Value) -> Option<LinkedTransaction> {
    let id = [&row["id"], &row["_id"], &row["reference"]]
        .into_iter()
        .map(text)
        .find(|id| !id.is_empty())?;
    let at = DateTime::parse_from_rfc3339(row["date"].as_str()?.trim())
        .ok()?
        .timestamp();
    Some(LinkedTransaction {
        id,
        at,
        narration: text(&row["narration"]),
        direction: Direction::parse(row["type"].as_str()?)?,
        amount_minor: minor(&row["amount"])?.abs(),
        balance_minor: minor(&row["balance"])?,
    })
}

#[async_trait::async_trait]
impl LinkedAccountProvider for Mono {
    fn name(&self) -> &'static str {
        "mono"
    }

    async fn exchange_code(&self, code: &str) -> Result<String, ProviderError> {
        let url = self.url(&["auth"])?;
        let answer = match self
            .call(Method::POST, url, Some(json!({ "code": code })))
            .await?
        {
            Ok(answer) => answer,
            Err((status, message)) if matches!(status.as_u16(), 400 | 404 | 422) => {
                return Err(ProviderError::CodeRefused(message));
            }
            Err(failure) => return Err(failed(failure)),
        };
        let id = [&answer["data"]["id"], &answer["id"]]
            .into_iter()
            .map(text)
            .find(|id| !id.is_empty())
            .ok_or_else(|| unreadable("account id"))?;
        Ok(id)
    }

    async fn account(&self, account_id: &str) -> Result<AccountInfo, ProviderError> {
        let url = self.url(&[account_id])?;
        let answer = self.call(Method::GET, url, None).await?.map_err(failed)?;
        let data = &answer["data"];
        let account = if data["account"].is_object() {
            &data["account"]
        } else {
            data
        };
        let institution = match &account["institution"] {
            Value::String(name) => name.trim().to_owned(),
            other => text(&other["name"]),
        };
        let balance_minor = match &account["balance"] {
            Value::Null => 0,
            balance => minor(balance).ok_or_else(|| unreadable("balance"))?,
        };
        let number = text(&account["account_number"]);
        Ok(AccountInfo {
            institution,
            account_name: text(&account["name"]),
            account_number: masked_number(&number),
            account_type: text(&account["type"]),
            currency: text(&account["currency"]),
            balance_minor,
        })
    }

    async fn transactions(
        &self,
        account_id: &str,
        period: &Period,
    ) -> Result<Vec<LinkedTransaction>, ProviderError> {
        let mut url = self.url(&[account_id, "transactions"])?;
        url.query_pairs_mut()
            .append_pair("start", &day_text(period.from))
            .append_pair("end", &day_text(period.to))
            .append_pair("paginate", "false");
        let answer = self.call(Method::GET, url, None).await?.map_err(failed)?;
        let rows = match &answer["data"] {
            Value::Array(rows) => rows,
            data => data["transactions"]
                .as_array()
                .ok_or_else(|| unreadable("transactions"))?,
        };
        let all = rows
            .iter()
            .map(|row| transaction(row).ok_or_else(|| unreadable("transaction")))
            .collect::<Result<Vec<_>, _>>()?;
        // Mono cuts days in its own time zone; the portal's are Nairobi's.
        Ok(all.into_iter().filter(|t| period.contains(t.at)).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_and_rows_are_read_without_floating_point() {
        assert_eq!(minor(&json!(150050)), Some(150_050));
        assert_eq!(minor(&json!("2500")), Some(2_500));
        assert_eq!(minor(&json!(12.5)), Some(12));
        assert_eq!(minor(&json!("x")), None);
        let row = json!({"id": "t1", "narration": " POS ", "amount": 500, "type": "debit",
            "balance": 1500, "date": "2023-12-14T00:02:00.500Z"});
        let t = transaction(&row).expect("readable");
        assert_eq!((t.id.as_str(), t.narration.as_str()), ("t1", "POS"));
        assert_eq!(
            (t.direction, t.amount_minor, t.balance_minor),
            (Direction::Debit, 500, 1500)
        );
        assert_eq!(t.at, 1_702_512_120);
        assert!(transaction(&json!({"id": "t2", "type": "debit"})).is_none());
        assert_eq!(
            day_text(NaiveDate::from_ymd_opt(2026, 3, 4).expect("day")),
            "04-03-2026"
        );
    }
}
