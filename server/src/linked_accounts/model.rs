//! The wire shapes of the linked account (spec 000 section 7: `/api/mono/…`), in the spec's
//! envelope `{error, message, data}`; amounts as text with two decimals.

use portal_core::linked_accounts::model::{amount_text, AccountInfo, LinkedTransaction};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// `active` once an account is linked.
pub const ACTIVE: &str = "active";
pub const INACTIVE: &str = "inactive";

/// `POST /api/mono/get_id/{userId}`.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
pub struct LinkBody {
    /// The one-time code of the account connection (Mono's Connect widget, or the simulator's
    /// `POST /api/mono/simulator/code`).
    pub mono_code: Option<String>,
}

/// What the link answer shows of the account.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LinkedView {
    /// `active`.
    pub status: String,
    pub institution: String,
    pub account_name: String,
    /// Masked: only the last four shown.
    pub account_number: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct LinkAnswer {
    pub error: bool,
    /// 'Your financial account has been successfully linked', in the caller's language.
    pub message: String,
    pub data: LinkedView,
}

/// The account's information; only `status` when none is linked.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountView {
    /// `active` or `inactive`.
    pub status: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub institution: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub account_name: Option<String>,
    /// Masked: only the last four shown.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub account_number: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub account_type: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub currency: Option<String>,
    /// Text with two decimals.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub balance: Option<String>,
    /// Epoch seconds.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub linked_at: Option<i64>,
}

impl AccountView {
    pub fn inactive() -> AccountView {
        AccountView {
            status: INACTIVE.to_owned(),
            institution: None,
            account_name: None,
            account_number: None,
            account_type: None,
            currency: None,
            balance: None,
            linked_at: None,
        }
    }

    pub fn active(info: AccountInfo, linked_at: i64) -> AccountView {
        AccountView {
            status: ACTIVE.to_owned(),
            institution: Some(info.institution),
            account_name: Some(info.account_name),
            account_number: Some(info.account_number),
            account_type: Some(info.account_type),
            currency: Some(info.currency),
            balance: Some(amount_text(info.balance_minor)),
            linked_at: Some(linked_at),
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct AccountAnswer {
    pub error: bool,
    pub message: String,
    pub data: AccountView,
}

/// `POST /api/mono/transaction_history/{userId}`: days `yyyy-mm-dd`, both included.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
pub struct HistoryBody {
    /// The last 90 days when left out.
    pub from: Option<String>,
    /// Today when left out.
    pub to: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct TransactionView {
    /// The provider's id or reference.
    pub id: String,
    /// Epoch seconds.
    pub time: i64,
    pub narration: String,
    /// `debit` or `credit`.
    #[serde(rename = "type")]
    pub kind: String,
    /// Text with two decimals.
    pub amount: String,
    /// The balance after it, text with two decimals.
    pub balance: String,
}

impl TransactionView {
    pub fn of(t: &LinkedTransaction) -> TransactionView {
        TransactionView {
            id: t.id.clone(),
            time: t.at,
            narration: t.narration.clone(),
            kind: t.direction.name().to_owned(),
            amount: amount_text(t.amount_minor),
            balance: amount_text(t.balance_minor),
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct HistoryAnswer {
    pub error: bool,
    pub message: String,
    /// The days covered, `yyyy-mm-dd`.
    pub from: String,
    pub to: String,
    /// Newest first.
    pub data: Vec<TransactionView>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StatementView {
    /// `/api/mono/statements/{id}`: the CSV, for its owner (bearer token).
    pub path: String,
    pub from: String,
    pub to: String,
    pub months: u32,
    pub transactions: usize,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct StatementAnswer {
    pub error: bool,
    pub message: String,
    pub data: StatementView,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SimulatorCode {
    /// `sim_…`: send it as `mono_code`.
    pub code: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SimulatorCodeAnswer {
    pub error: bool,
    pub message: String,
    pub data: SimulatorCode,
}

/// A refusal in the spec's envelope.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Refusal {
    pub error: bool,
    pub message: String,
}
