//! The bodies Daraja takes and answers for STK push, STK query and B2C.

use serde::{Deserialize, Serialize};
use serde_json::Value;

#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct StkPush<'a> {
    pub business_short_code: &'a str,
    pub password: &'a str,
    pub timestamp: &'a str,
    pub transaction_type: &'a str,
    pub amount: i64,
    pub party_a: &'a str,
    pub party_b: &'a str,
    pub phone_number: &'a str,
    #[serde(rename = "CallBackURL")]
    pub callback_url: &'a str,
    pub account_reference: &'a str,
    pub transaction_desc: &'a str,
}

#[derive(Debug, Deserialize)]
pub struct StkPushAnswer {
    #[serde(rename = "MerchantRequestID", default)]
    pub merchant_request_id: String,
    #[serde(rename = "CheckoutRequestID", default)]
    pub checkout_request_id: String,
    #[serde(rename = "ResponseCode", default)]
    pub response_code: Value,
    #[serde(rename = "ResponseDescription", default)]
    pub response_description: String,
    #[serde(rename = "CustomerMessage", default)]
    pub customer_message: String,
}

#[derive(Debug, Serialize)]
pub struct StkQuery<'a> {
    #[serde(rename = "BusinessShortCode")]
    pub business_short_code: &'a str,
    #[serde(rename = "Password")]
    pub password: &'a str,
    #[serde(rename = "Timestamp")]
    pub timestamp: &'a str,
    #[serde(rename = "CheckoutRequestID")]
    pub checkout_request_id: &'a str,
}

#[derive(Debug, Deserialize)]
pub struct StkQueryAnswer {
    #[serde(rename = "ResultCode", default)]
    pub result_code: Value,
    #[serde(rename = "ResultDesc", default)]
    pub result_desc: String,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct B2cPayment<'a> {
    #[serde(rename = "OriginatorConversationID")]
    pub originator_conversation_id: &'a str,
    pub initiator_name: &'a str,
    pub security_credential: &'a str,
    #[serde(rename = "CommandID")]
    pub command_id: &'a str,
    pub amount: i64,
    pub party_a: &'a str,
    pub party_b: &'a str,
    pub remarks: &'a str,
    #[serde(rename = "QueueTimeOutURL")]
    pub queue_timeout_url: &'a str,
    #[serde(rename = "ResultURL")]
    pub result_url: &'a str,
    /// Spelt so by Daraja.
    pub occassion: &'a str,
}

#[derive(Debug, Deserialize)]
pub struct B2cAnswer {
    #[serde(rename = "ConversationID", default)]
    pub conversation_id: String,
    #[serde(rename = "OriginatorConversationID", default)]
    pub originator_conversation_id: String,
    #[serde(rename = "ResponseCode", default)]
    pub response_code: Value,
    #[serde(rename = "ResponseDescription", default)]
    pub response_description: String,
}

/// Daraja's error body: `{"requestId", "errorCode": "500.001.1001", "errorMessage"}`.
#[derive(Debug, Default, Deserialize)]
pub struct ErrorAnswer {
    #[serde(rename = "errorCode", default)]
    pub error_code: String,
    #[serde(rename = "errorMessage", default)]
    pub error_message: String,
}
