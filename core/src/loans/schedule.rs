//! The repayment schedule of a quote: one due date every interval from disbursement, each
//! installment split into principal and interest in the loan's proportion, the last one taking
//! the remainders so the parts add up to the principal and the interest exactly.

use chrono::{Days, NaiveDate};
use rust_decimal::{Decimal, RoundingStrategy};

use super::quote::LoanQuote;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Installment {
    /// 1 for the first.
    pub number: u32,
    pub due_date: NaiveDate,
    pub amount: Decimal,
    pub principal: Decimal,
    pub interest: Decimal,
}

/// The amounts of every installment in order: `full_periods` equal ones, then the overflow if any.
pub fn installment_amounts(quote: &LoanQuote) -> Vec<Decimal> {
    let mut amounts = vec![quote.installment; quote.full_periods as usize];
    if quote.overflow_amount > Decimal::ZERO {
        amounts.push(quote.overflow_amount);
    }
    amounts
}

/// The interest part of each of the first `equal` installments: the loan's share of interest,
/// rounded half-even to the cent, then kept inside the range that leaves the last installment
/// neither negative principal nor negative interest. None when no cent value fits that range
/// (a last installment of a few cents after many equal ones).
fn equal_interest_part(quote: &LoanQuote, equal: Decimal) -> Option<Decimal> {
    let share = (quote.installment * quote.payable_interest / quote.total_to_pay)
        .round_dp_with_strategy(2, RoundingStrategy::MidpointNearestEven);
    let lowest = (quote.installment - quote.principal / equal)
        .round_dp_with_strategy(2, RoundingStrategy::ToPositiveInfinity)
        .max(Decimal::ZERO);
    let highest = (quote.payable_interest / equal)
        .round_dp_with_strategy(2, RoundingStrategy::ToNegativeInfinity)
        .min(quote.installment);
    (lowest <= highest).then(|| share.clamp(lowest, highest))
}

/// Principal and interest of each installment, in order.
pub fn split(quote: &LoanQuote) -> Vec<(Decimal, Decimal, Decimal)> {
    let amounts = installment_amounts(quote);
    let Some((last, firsts)) = amounts.split_last() else {
        return Vec::new();
    };
    let equal = Decimal::from(firsts.len());
    let mut parts = Vec::with_capacity(amounts.len());
    let mut interest_so_far = Decimal::ZERO;
    match equal_interest_part(quote, equal.max(Decimal::ONE)) {
        Some(interest) => {
            for amount in firsts {
                parts.push((*amount, *amount - interest, interest));
                interest_so_far += interest;
            }
        }
        None => {
            // Cumulative shares never go negative; the first installments then differ by a cent.
            let mut paid = Decimal::ZERO;
            for amount in firsts {
                paid += *amount;
                // Kept between what leaves the last installment its principal and its interest.
                let cumulative = (paid * quote.payable_interest / quote.total_to_pay)
                    .round_dp_with_strategy(2, RoundingStrategy::MidpointNearestEven)
                    .clamp(paid - quote.principal, quote.payable_interest);
                let interest = cumulative - interest_so_far;
                parts.push((*amount, *amount - interest, interest));
                interest_so_far = cumulative;
            }
        }
    }
    let last_interest = quote.payable_interest - interest_so_far;
    parts.push((*last, *last - last_interest, last_interest));
    parts
}

/// The whole schedule, the first installment due one interval after `disbursed_on`.
pub fn schedule(
    quote: &LoanQuote,
    disbursed_on: NaiveDate,
    interval_days: u32,
) -> Vec<Installment> {
    split(quote)
        .into_iter()
        .enumerate()
        .map(|(index, (amount, principal, interest))| {
            let number = index as u32 + 1;
            let offset = u64::from(number) * u64::from(interval_days);
            Installment {
                number,
                due_date: disbursed_on
                    .checked_add_days(Days::new(offset))
                    .unwrap_or(NaiveDate::MAX),
                amount,
                principal,
                interest,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loans::interest::{interest_rate, FundRate};
    use crate::loans::quote::{payments_per_year, quote, LoanTerms};
    use crate::money::Currency;
    use proptest::prelude::*;
    use rust_decimal::prelude::FromStr;

    fn d(text: &str) -> Decimal {
        Decimal::from_str(text).expect("valid")
    }

    fn worked_case() -> LoanQuote {
        quote(&LoanTerms {
            amount: d("6250"),
            contribution: d("20"),
            years: d("1.5"),
            payments_per_year: d("12"),
            interest_rate: d("12"),
        })
        .expect("valid")
    }

    #[test]
    fn the_worked_case_schedule() {
        let start = NaiveDate::from_ymd_opt(2026, 1, 10).expect("valid");
        let rows = schedule(&worked_case(), start, 30);
        assert_eq!(rows.len(), 18);
        // 328 × 900/5900 = 50.033… → 50.03 interest, 277.97 principal in each of the 17.
        assert_eq!(
            (rows[0].amount, rows[0].principal, rows[0].interest),
            (d("328"), d("277.97"), d("50.03"))
        );
        assert_eq!(
            rows[0].due_date,
            NaiveDate::from_ymd_opt(2026, 2, 9).expect("valid")
        );
        assert_eq!(
            rows[17].due_date,
            NaiveDate::from_ymd_opt(2027, 7, 4).expect("valid")
        );
        // The last: 900 − 17 × 50.03 = 49.49 interest; 5000 − 17 × 277.97 = 274.51 principal.
        assert_eq!(
            (rows[17].amount, rows[17].principal, rows[17].interest),
            (d("324"), d("274.51"), d("49.49"))
        );
    }

    fn check_invariants(q: &LoanQuote) {
        let rows = split(q);
        assert_eq!(rows.len() as u32, q.no_of_installments);
        let principal: Decimal = rows.iter().map(|r| r.1).sum();
        let interest: Decimal = rows.iter().map(|r| r.2).sum();
        assert_eq!(principal, q.principal, "{q:?}");
        assert_eq!(interest, q.payable_interest, "{q:?}");
        for (amount, p, i) in &rows {
            assert!(*p >= Decimal::ZERO && *i >= Decimal::ZERO, "{q:?} {rows:?}");
            assert_eq!(*p + *i, *amount);
        }
        let (_, firsts) = rows.split_last().expect("valid");
        assert!(firsts.iter().all(|r| r.0 == q.installment), "{q:?}");
    }

    proptest! {
        #[test]
        fn parts_add_up_and_nothing_is_negative_for_every_fund_setting(
            amount in 1u64..3_000_000,
            contribution in prop::sample::select(vec![0u32, 10, 20, 30, 50]),
            quarters in 1u32..=40,
            interval_days in 1u32..=365,
            rate_hundredths in 0u32..=3_000,
            banded in any::<bool>(),
            tanzanian in any::<bool>(),
        ) {
            let amount = Decimal::from(amount);
            let currency = if tanzanian { Currency::Tzs } else { Currency::Kes };
            let fund_rate = if banded { FundRate::Banded } else { FundRate::Fixed(Decimal::new(rate_hundredths.into(), 2)) };
            let terms = LoanTerms {
                amount,
                contribution: Decimal::from(contribution),
                years: Decimal::new(quarters.into(), 0) / Decimal::from(4),
                payments_per_year: payments_per_year(interval_days).expect("valid"),
                interest_rate: interest_rate(fund_rate, amount, currency),
            };
            if let Ok(q) = quote(&terms) {
                check_invariants(&q);
                let total: Decimal = installment_amounts(&q).iter().sum();
                prop_assert_eq!(total, q.total_to_pay);
                prop_assert!(q.overflow_amount < q.installment);
            }
        }

        #[test]
        fn awkward_cent_totals_keep_every_part_non_negative(
            principal_cents in 100i64..5_000_000,
            interest_cents in 0i64..1_000_000,
            installment in 1i64..50_000,
        ) {
            // Totals of any cents against any whole installment, including a last one of a cent.
            let principal = Decimal::new(principal_cents, 2);
            let payable_interest = Decimal::new(interest_cents, 2);
            let total_to_pay = principal + payable_interest;
            let installment = Decimal::from(installment);
            let full = (total_to_pay / installment).floor();
            let overflow_amount = total_to_pay - full * installment;
            prop_assume!(full < Decimal::from(5_000));
            let full_periods = u32::try_from(i64::try_from(full).expect("valid")).expect("valid");
            let q = LoanQuote {
                amount_b4_contrib: principal,
                principal,
                payable_interest,
                total_to_pay,
                installment,
                full_periods,
                overflow_amount,
                no_of_installments: full_periods + u32::from(overflow_amount > Decimal::ZERO),
            };
            prop_assume!(q.no_of_installments > 0);
            check_invariants(&q);
        }
    }
}
