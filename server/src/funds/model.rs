//! A loan fund on the wire (`Fund` of the loans contract) and the body that creates or changes one.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::store::Fund;
use crate::numbers::{from_hundredths, Num, Text};

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FundView {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub description: String,
    /// KES or TZS.
    pub currency: String,
    #[schema(value_type = f64)]
    pub max_loan: Num,
    pub website: Option<String>,
    /// Yearly flat rate, percent (0 when banded).
    #[schema(value_type = f64)]
    pub annual_interest: Num,
    /// The rate follows the amount bands of the fund's currency.
    pub banded: bool,
    #[schema(value_type = f64)]
    pub max_repay_duration_years: Num,
    pub repayment_interval_days: i64,
    pub grace_days: i64,
    #[schema(value_type = f64)]
    pub penalty_fee: Num,
    pub active: bool,
}

impl From<&Fund> for FundView {
    fn from(fund: &Fund) -> FundView {
        FundView {
            id: fund.id.clone(),
            name: fund.name.clone(),
            description: fund.description.clone(),
            currency: fund.currency.code().to_owned(),
            max_loan: Num::minor(fund.max_loan_minor),
            website: fund.website.clone(),
            annual_interest: Num(from_hundredths(fund.annual_interest_hundredths)),
            banded: fund.banded,
            max_repay_duration_years: Num(fund.max_years()),
            repayment_interval_days: fund.repayment_interval_days,
            grace_days: fund.grace_days,
            penalty_fee: Num::minor(fund.penalty_fee_minor),
            active: fund.active,
        }
    }
}

/// A fund as the super admin's form sends it; numbers may come as numbers or text. On a change,
/// fields left out keep their value.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct FundBody {
    #[schema(value_type = Option<String>)]
    pub name: Option<Text>,
    #[schema(value_type = Option<String>)]
    pub description: Option<Text>,
    /// KES or TZS (Ksh and Tsh are read too).
    #[schema(value_type = Option<String>)]
    pub currency: Option<Text>,
    #[schema(value_type = Option<f64>)]
    pub max_loan: Option<Text>,
    #[schema(value_type = Option<String>)]
    pub website: Option<Text>,
    #[schema(value_type = Option<f64>)]
    pub annual_interest: Option<Text>,
    pub banded: Option<bool>,
    #[schema(value_type = Option<f64>)]
    pub max_repay_duration_years: Option<Text>,
    #[schema(value_type = Option<i64>)]
    pub repayment_interval_days: Option<Text>,
    #[schema(value_type = Option<i64>)]
    pub grace_days: Option<Text>,
    #[schema(value_type = Option<f64>)]
    pub penalty_fee: Option<Text>,
    pub active: Option<bool>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct FundsResponse {
    pub data: Vec<FundView>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct FundResponse {
    pub message: String,
    pub data: FundView,
}
