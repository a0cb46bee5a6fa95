//! The demo loan funds, put back to their terms on every start.

use crate::error::{AppError, AppResult};
use crate::funds::store::{self as funds, Fund};
use crate::state::AppState;
use portal_core::loans::fund::{validate_fund, FundForm};

/// A demo loan fund: fixed id, and the terms as the super admin's form would send them.
pub struct DemoFund {
    pub id: &'static str,
    pub form: FundForm<'static>,
}

/// Fields the demo funds share.
const FUND_BASE: FundForm<'static> = FundForm {
    name: "",
    description: "",
    currency: "KES",
    max_loan: "",
    website: "",
    annual_interest: "",
    banded: false,
    max_repay_duration_years: "1",
    repayment_interval_days: "30",
    grace_days: "",
    penalty_fee: "",
};

pub const FUNDS: [DemoFund; 4] = [
    DemoFund {
        id: "665000000000000000000f01",
        form: FundForm {
            name: "Jenga Biashara Fund",
            description:
                "Growth capital for established businesses; the rate follows the amount's band.",
            max_loan: "1500000",
            banded: true,
            max_repay_duration_years: "2",
            ..FUND_BASE
        },
    },
    DemoFund {
        id: "665000000000000000000f02",
        form: FundForm {
            name: "Inua Mama Mboga Fund",
            description: "Stock and working capital for market traders, 12% a year flat.",
            max_loan: "300000",
            annual_interest: "12",
            max_repay_duration_years: "1.5",
            grace_days: "5",
            penalty_fee: "200",
            ..FUND_BASE
        },
    },
    DemoFund {
        id: "665000000000000000000f03",
        form: FundForm {
            name: "Mkopo wa Wajasiriamali Tanzania",
            description: "Fortnightly repayments for Tanzanian entrepreneurs; banded rates in Tsh.",
            currency: "TZS",
            max_loan: "30000000",
            banded: true,
            repayment_interval_days: "14",
            ..FUND_BASE
        },
    },
    DemoFund {
        id: "665000000000000000000f04",
        form: FundForm {
            name: "Youth Enterprise Fund (0%)",
            description: "Interest-free start-up loans for young entrepreneurs.",
            max_loan: "100000",
            annual_interest: "0",
            ..FUND_BASE
        },
    },
];

/// Puts every demo fund back to its terms (made when missing), checked by core like any fund.
pub async fn seed(state: &AppState, now: i64) -> AppResult<()> {
    for demo in &FUNDS {
        let terms = validate_fund(&demo.form)
            .map_err(|errors| AppError::internal(format!("demo fund {}: {errors:?}", demo.id)))?;
        let stored = funds::record(&terms)?;
        let created_at = funds::find(&state.pool, demo.id)
            .await?
            .map_or(now, |f| f.created_at);
        let fund = Fund {
            id: demo.id.to_owned(),
            name: terms.name,
            description: terms.description,
            currency: terms.currency,
            max_loan_minor: stored.max_loan_minor,
            website: terms.website,
            annual_interest_hundredths: stored.annual_interest_hundredths,
            banded: stored.banded,
            max_repay_quarters: stored.max_repay_quarters,
            repayment_interval_days: i64::from(terms.repayment_interval_days),
            grace_days: i64::from(terms.grace_days),
            penalty_fee_minor: stored.penalty_fee_minor,
            active: true,
            created_at,
            updated_at: now,
        };
        funds::upsert(&state.pool, &fund, None).await?;
    }
    Ok(())
}
