//! SMS through an HTTP gateway: `POST {url}` with `{"to", "message"}` and a bearer token.

use std::time::Duration;

use serde::Serialize;

use crate::outbox::model::Message;

pub struct HttpSms {
    client: reqwest::Client,
    url: String,
    token: Option<String>,
}

#[derive(Serialize)]
struct Payload<'a> {
    to: &'a str,
    message: &'a str,
}

impl HttpSms {
    pub fn new(url: String, token: Option<String>) -> Result<HttpSms, String> {
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(15))
            .build()
            .map_err(|e| format!("SMS gateway client: {e}"))?;
        Ok(HttpSms { client, url, token })
    }

    pub async fn send(&self, message: &Message) -> Result<(), String> {
        let mut request = self.client.post(&self.url).json(&Payload {
            to: &message.recipient,
            message: &message.body,
        });
        if let Some(token) = &self.token {
            request = request.bearer_auth(token);
        }
        let response = request
            .send()
            .await
            .map_err(|e| format!("SMS gateway unreachable: {e}"))?;
        let status = response.status();
        if status.is_success() {
            Ok(())
        } else {
            Err(format!("SMS gateway answered {status}"))
        }
    }
}
