//! Loans on the wire (`Loan` and `LoanDetail` of the loans contract) and the bodies of the calls.

use portal_core::loans::lifecycle::LoanStatus;
use portal_core::money::from_minor;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::loans::lifecycle::history::{HistoryRow, RepaymentRow};
use crate::loans::lifecycle::installments::InstallmentRow;
use crate::loans::store::Loan;
use crate::numbers::{from_hundredths, from_quarters, Num, Text};
use crate::staff::visibility::{Group, Reader};

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RepaymentEntry {
    pub number: i64,
    /// YYYY-MM-DD, Nairobi.
    pub due_date: String,
    #[schema(value_type = f64)]
    pub scheduled_amount: Num,
    #[schema(value_type = f64)]
    pub principal: Num,
    #[schema(value_type = f64)]
    pub interest: Num,
    #[schema(value_type = f64)]
    pub penalty_fee: Num,
    #[schema(value_type = f64)]
    pub paid: Num,
    /// Fully paid.
    pub status: bool,
}

impl From<&InstallmentRow> for RepaymentEntry {
    fn from(row: &InstallmentRow) -> RepaymentEntry {
        RepaymentEntry {
            number: row.number,
            due_date: row.due_on.clone(),
            scheduled_amount: Num::minor(row.amount_minor),
            principal: Num::minor(row.principal_minor),
            interest: Num::minor(row.interest_minor),
            penalty_fee: Num::minor(row.penalty_minor),
            paid: Num::minor(row.paid_minor),
            status: row.scheduled().is_paid(),
        }
    }
}

/// A loan as every list and screen shows it. Money as numbers with at most two decimals; times
/// epoch seconds.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoanView {
    #[serde(rename = "_id")]
    pub id: String,
    pub user_id: String,
    pub status: String,
    /// Start case ("Under Review").
    pub status_label: String,
    /// fund or staged.
    pub flow: String,
    pub stage: String,
    /// The amount asked, before the contribution.
    #[schema(value_type = f64)]
    pub amount: Num,
    #[schema(value_type = Option<f64>)]
    pub approved_amount: Option<Num>,
    #[schema(value_type = f64)]
    pub balance: Num,
    #[schema(value_type = f64)]
    pub credit: Num,
    /// The installment.
    #[schema(value_type = f64)]
    pub monthly_repayment: Num,
    /// Years.
    #[schema(value_type = f64)]
    pub repayment_period: Num,
    #[serde(rename = "rePaymentAPI")]
    pub re_payment_api: String,
    /// Left out for staff who may not see a client's documents.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    pub proposal_link: Option<Option<String>>,
    pub loan_fund_id: Option<String>,
    pub loan_fund_name: Option<String>,
    pub loan_fund_currency: String,
    /// The loan's yearly rate (the band's rate for a banded fund).
    #[schema(value_type = f64)]
    pub loan_fund_interest: Num,
    #[schema(value_type = Option<f64>)]
    pub loan_fund_max_loan: Option<Num>,
    /// The fund's longest period, years.
    #[schema(value_type = Option<f64>)]
    pub loan_fund_repayment_period: Option<Num>,
    /// Days between installments.
    pub loan_fund_repayment_interval: Option<i64>,
    /// Percent.
    #[schema(value_type = f64)]
    pub contribution: Num,
    #[schema(value_type = f64)]
    pub principal: Num,
    #[schema(value_type = f64)]
    pub payable_interest: Num,
    #[schema(value_type = f64)]
    pub total_to_pay: Num,
    pub no_of_installments: i64,
    pub name1: Option<String>,
    pub name2: Option<String>,
    /// The national ID number; left out for staff who may not see identities.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    pub idno: Option<Option<String>>,
    pub created_at: i64,
    pub submitted_at: Option<i64>,
    pub disbursed_at: Option<i64>,
    pub client_name: String,
    pub client_phone: Option<String>,
    pub repayment: Vec<RepaymentEntry>,
}

/// Where the API serves a stored file.
pub fn file_url(file_id: &str) -> String {
    format!("/api/files/{file_id}")
}

pub fn loan_view(loan: &Loan, installments: &[InstallmentRow]) -> LoanView {
    let f = loan.figures.unwrap_or(crate::loans::store::Figures {
        amount_minor: 0,
        contribution_hundredths: 0,
        principal_minor: 0,
        interest_rate_hundredths: 0,
        payable_interest_minor: 0,
        total_minor: 0,
        installment_minor: 0,
        full_periods: 0,
        overflow_minor: 0,
        no_of_installments: 0,
        years_quarters: 0,
        interval_days: 0,
    });
    let fund = loan.fund.as_ref();
    let rate = if loan.figures.is_some() {
        f.interest_rate_hundredths
    } else {
        fund.map_or(0, |fund| fund.annual_interest_hundredths)
    };
    let interval = loan
        .figures
        .map(|f| f.interval_days)
        .filter(|d| *d > 0)
        .or_else(|| fund.map(|fund| fund.repayment_interval_days));
    LoanView {
        id: loan.id.clone(),
        user_id: loan.user_id.clone(),
        status: loan.status.as_str().to_owned(),
        status_label: loan.status.label(),
        flow: loan.flow.clone(),
        stage: loan.stage.clone(),
        amount: Num::minor(f.amount_minor),
        approved_amount: loan.approved_amount_minor.map(Num::minor),
        balance: Num::minor(loan.balance_minor),
        credit: Num::minor(loan.credit_minor),
        monthly_repayment: Num::minor(f.installment_minor),
        repayment_period: Num(from_quarters(f.years_quarters)),
        re_payment_api: "mpesa".to_owned(),
        proposal_link: Some(loan.proposal_file_id.as_deref().map(file_url)),
        loan_fund_id: loan.loan_fund_id.clone(),
        loan_fund_name: fund.map(|fund| fund.name.clone()),
        loan_fund_currency: loan.currency.clone(),
        loan_fund_interest: Num(from_hundredths(rate)),
        loan_fund_max_loan: fund.map(|fund| Num::minor(fund.max_loan_minor)),
        loan_fund_repayment_period: fund.map(|fund| Num(from_quarters(fund.max_repay_quarters))),
        loan_fund_repayment_interval: interval,
        contribution: Num(from_hundredths(f.contribution_hundredths)),
        principal: Num::minor(f.principal_minor),
        payable_interest: Num::minor(f.payable_interest_minor),
        total_to_pay: Num::minor(f.total_minor),
        no_of_installments: f.no_of_installments,
        name1: loan.name1.clone(),
        name2: loan.name2.clone(),
        idno: Some(loan.id_number.clone()),
        created_at: loan.created_at,
        submitted_at: loan.submitted_at,
        disbursed_at: loan.disbursed_at,
        client_name: format!("{} {}", loan.client.first_name, loan.client.last_name),
        client_phone: loan
            .client
            .mpesa_phone
            .clone()
            .or_else(|| loan.client.phone_number.clone()),
        repayment: installments.iter().map(RepaymentEntry::from).collect(),
    }
}

/// Leaves out what `reader` may not see of a loan (see staff/visibility.rs).
pub fn redact(view: &mut LoanView, reader: &Reader) {
    if !reader.sees(Group::Identity) {
        view.idno = None;
    }
    if !reader.sees(Group::Documents) {
        view.proposal_link = None;
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HistoryEntry {
    pub action: String,
    pub from_status: String,
    pub to_status: String,
    /// Null for the system.
    pub actor_name: Option<String>,
    pub actor_role: String,
    pub reason: String,
    pub at: i64,
}

impl From<HistoryRow> for HistoryEntry {
    fn from(row: HistoryRow) -> HistoryEntry {
        HistoryEntry {
            action: row.action,
            from_status: row.from_status,
            to_status: row.to_status,
            actor_name: row.actor_name,
            actor_role: row.actor_role,
            reason: row.reason,
            at: row.at,
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RepaymentMade {
    pub receipt: String,
    #[schema(value_type = f64)]
    pub amount: Num,
    /// stk, c2b or manual.
    pub channel: String,
    pub msisdn: Option<String>,
    pub paid_at: i64,
}

impl From<RepaymentRow> for RepaymentMade {
    fn from(row: RepaymentRow) -> RepaymentMade {
        RepaymentMade {
            receipt: row.receipt,
            amount: Num(from_minor(row.amount_minor)),
            channel: row.channel,
            msisdn: row.msisdn,
            paid_at: row.paid_at,
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoanClient {
    #[serde(rename = "_id")]
    pub id: String,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone_number: Option<String>,
    pub mpesa_phone: Option<String>,
}

/// A loan with its history, repayments and client.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct LoanDetail {
    #[serde(flatten)]
    pub loan: LoanView,
    pub history: Vec<HistoryEntry>,
    pub repayments: Vec<RepaymentMade>,
    pub client: LoanClient,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct LoanResponse {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    pub data: LoanView,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct LoanDetailResponse {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    pub data: LoanDetail,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct LoansResponse {
    pub data: Vec<LoanView>,
}

/// `POST /user/loan/action/{loanId}`.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct ActionBody {
    /// submit, review, recommend, return, approve, reject, withdraw, write_off.
    pub action: String,
    /// Required to return, reject or write off.
    pub reason: Option<String>,
}

/// `POST /payment/transfer/{loanId}`.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct TransferBody {
    /// mpesa or bank.
    pub method: String,
    /// The bank transfer's reference (bank).
    pub reference: Option<String>,
    /// Where to send the money (mpesa); the client's verified M-Pesa phone when left out.
    pub msisdn: Option<String>,
}

/// Whether a loan is the client's own draft, not yet shown in lists.
pub fn is_listed(status: LoanStatus) -> bool {
    status != LoanStatus::Draft
}

/// Reads an optional text field that may come as a number.
pub fn text(value: &Option<Text>) -> &str {
    value.as_ref().map_or("", Text::as_str)
}
