//! Daraja's JSON as it travels: the STK callback, the C2B confirmation, and amounts and result codes
//! that come as numbers or as strings. The simulator writes these shapes and the handlers read them.

use std::str::FromStr;

use portal_core::money::{from_minor, to_minor};
use rust_decimal::Decimal;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

/// `POST {CallBackURL}` after an STK push: `{"Body": {"stkCallback": {...}}}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct StkCallbackEnvelope {
    #[serde(rename = "Body")]
    pub body: StkCallbackBody,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct StkCallbackBody {
    #[serde(rename = "stkCallback")]
    pub stk_callback: StkCallback,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct StkCallback {
    #[serde(rename = "MerchantRequestID", default)]
    pub merchant_request_id: String,
    #[serde(rename = "CheckoutRequestID")]
    pub checkout_request_id: String,
    /// 0 paid, 1032 cancelled, 1 too low a balance, 1037 no answer, others failed.
    #[serde(rename = "ResultCode", deserialize_with = "code")]
    pub result_code: i64,
    #[serde(rename = "ResultDesc", default)]
    pub result_desc: String,
    #[serde(
        rename = "CallbackMetadata",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub callback_metadata: Option<CallbackMetadata>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct CallbackMetadata {
    #[serde(rename = "Item", default)]
    pub item: Vec<MetadataItem>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct MetadataItem {
    #[serde(rename = "Name")]
    pub name: String,
    #[serde(rename = "Value", default, skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Object)]
    pub value: Option<Value>,
}

impl StkCallback {
    fn item(&self, name: &str) -> Option<&Value> {
        self.callback_metadata
            .as_ref()?
            .item
            .iter()
            .find(|item| item.name == name)?
            .value
            .as_ref()
    }

    pub fn receipt(&self) -> Option<String> {
        self.item("MpesaReceiptNumber")
            .and_then(text)
            .filter(|r| !r.is_empty())
    }

    pub fn amount_minor(&self) -> Option<i64> {
        self.item("Amount").and_then(amount_minor)
    }

    /// The amount exactly as sent.
    pub fn amount_text(&self) -> Option<String> {
        self.item("Amount").and_then(text)
    }

    pub fn phone(&self) -> Option<String> {
        self.item("PhoneNumber").and_then(text)
    }
}

/// `POST` to the C2B confirmation (and validation) URL when a customer pays the paybill.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct C2bPayment {
    #[serde(rename = "TransactionType", default)]
    pub transaction_type: String,
    /// The M-Pesa receipt.
    #[serde(rename = "TransID")]
    pub trans_id: String,
    #[serde(rename = "TransTime", default)]
    pub trans_time: String,
    #[serde(rename = "TransAmount")]
    #[schema(value_type = String)]
    pub trans_amount: Value,
    #[serde(rename = "BusinessShortCode", default)]
    #[schema(value_type = String)]
    pub business_short_code: Value,
    /// The account number the customer typed.
    #[serde(rename = "BillRefNumber", default)]
    pub bill_ref_number: String,
    /// The payer's number; newer Daraja versions send it masked or hashed.
    #[serde(rename = "MSISDN", default)]
    #[schema(value_type = String)]
    pub msisdn: Value,
    #[serde(rename = "FirstName", default)]
    pub first_name: String,
}

/// What a callback URL answers Daraja.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct CallbackAnswer {
    #[serde(rename = "ResultCode")]
    #[schema(value_type = String)]
    pub result_code: Value,
    #[serde(rename = "ResultDesc")]
    pub result_desc: String,
}

impl CallbackAnswer {
    pub fn accepted() -> CallbackAnswer {
        CallbackAnswer {
            result_code: Value::from(0),
            result_desc: "Accepted".to_owned(),
        }
    }

    /// C2B validation's refusal of an account number no loan has.
    pub fn invalid_account() -> CallbackAnswer {
        CallbackAnswer {
            result_code: Value::from("C2B00012"),
            result_desc: "Rejected".to_owned(),
        }
    }
}

/// A number or a numeric string, as text ("SIM123", 254712345678 → "254712345678").
pub fn text(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.trim().to_owned()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// An amount in shillings as sent (`"100"`, `100.0`, `"1e3"`); None when it is not a number.
pub fn amount(text: &str) -> Option<Decimal> {
    let text = text.trim();
    Decimal::from_str(text)
        .or_else(|_| Decimal::from_scientific(text))
        .ok()
}

/// An amount in shillings (number or string) as minor units; None when it is not a whole cent.
pub fn amount_minor(value: &Value) -> Option<i64> {
    to_minor(amount(&text(value)?)?).ok()
}

/// Minor units as the JSON number Daraja sends (1000 for Ksh 1,000.00, 10.5 for 10.50).
pub fn amount_json(amount_minor: i64) -> Value {
    let amount = from_minor(amount_minor).normalize();
    serde_json::from_str(&amount.to_string()).unwrap_or(Value::Null)
}

/// A result code sent as a number or a string.
pub fn code<'de, D: Deserializer<'de>>(deserializer: D) -> Result<i64, D::Error> {
    let value = Value::deserialize(deserializer)?;
    parse_code(&value).ok_or_else(|| serde::de::Error::custom("a numeric result code"))
}

pub fn parse_code(value: &Value) -> Option<i64> {
    match value {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn reads_a_daraja_callback() {
        let body = json!({"Body": {"stkCallback": {
            "MerchantRequestID": "29115-34620561-1", "CheckoutRequestID": "ws_CO_191220191020363925",
            "ResultCode": 0, "ResultDesc": "The service request is processed successfully.",
            "CallbackMetadata": {"Item": [
                {"Name": "Amount", "Value": 1.00}, {"Name": "MpesaReceiptNumber", "Value": "NLJ7RT61SV"},
                {"Name": "Balance"}, {"Name": "TransactionDate", "Value": 20191219102115_i64},
                {"Name": "PhoneNumber", "Value": 254708374149_i64}]}}}});
        let parsed: StkCallbackEnvelope = serde_json::from_value(body).expect("parses");
        let cb = parsed.body.stk_callback;
        assert_eq!(cb.result_code, 0);
        assert_eq!(cb.amount_minor(), Some(100));
        assert_eq!(cb.receipt().as_deref(), Some("NLJ7RT61SV"));
        assert_eq!(cb.phone().as_deref(), Some("254708374149"));
        let cancelled: StkCallbackEnvelope =
            serde_json::from_value(json!({"Body": {"stkCallback": {
            "MerchantRequestID": "m", "CheckoutRequestID": "c", "ResultCode": "1032",
            "ResultDesc": "Request cancelled by user"}}}))
            .expect("parses");
        assert_eq!(cancelled.body.stk_callback.result_code, 1032);
        assert_eq!(cancelled.body.stk_callback.receipt(), None);
    }

    #[test]
    fn amounts_both_ways() {
        assert_eq!(amount_minor(&json!("10")), Some(1000));
        assert_eq!(amount_minor(&json!(10.5)), Some(1050));
        assert_eq!(amount_minor(&json!("1,000")), None);
        assert_eq!(amount_minor(&json!(0.001)), None);
        assert_eq!(amount_minor(&json!("1e3")), Some(100_000));
        assert_eq!(amount("ten"), None);
        assert_eq!(amount(" -5 "), Some(Decimal::from(-5)));
        assert_eq!(amount_json(100_000), json!(1000));
        assert_eq!(amount_json(1050), json!(10.5));
    }
}
