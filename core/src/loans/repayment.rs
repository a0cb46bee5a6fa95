//! Applying a repayment to a loan's schedule, penalties on late installments, the balance and how
//! long a loan has been in arrears.

use chrono::{Days, NaiveDate};
use rust_decimal::Decimal;

/// One installment as stored: what was scheduled, any penalty added, what has been paid to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScheduledInstallment {
    pub number: u32,
    pub due_date: NaiveDate,
    pub amount: Decimal,
    pub penalty_fee: Decimal,
    pub paid: Decimal,
}

impl ScheduledInstallment {
    pub fn owed(&self) -> Decimal {
        (self.amount + self.penalty_fee - self.paid).max(Decimal::ZERO)
    }

    /// The spec's repayment `status`: true once fully paid.
    pub fn is_paid(&self) -> bool {
        self.owed().is_zero()
    }
}

/// What a payment does: how much goes to each installment (by index), and what is left as credit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Allocation {
    pub to_installments: Vec<(usize, Decimal)>,
    pub credit: Decimal,
}

/// Pays the oldest installments first; anything beyond the balance is kept as credit.
pub fn allocate(installments: &[ScheduledInstallment], amount: Decimal) -> Allocation {
    let mut left = amount.max(Decimal::ZERO);
    let mut to_installments = Vec::new();
    for (index, installment) in installments.iter().enumerate() {
        if left.is_zero() {
            break;
        }
        let share = installment.owed().min(left);
        if share > Decimal::ZERO {
            to_installments.push((index, share));
            left -= share;
        }
    }
    Allocation {
        to_installments,
        credit: left,
    }
}

pub fn balance(installments: &[ScheduledInstallment]) -> Decimal {
    installments.iter().map(ScheduledInstallment::owed).sum()
}

/// The installments that, on `today`, are unpaid more than `grace_days` after their due date and
/// carry no penalty yet: each gets the fund's fee (once).
pub fn newly_late(
    installments: &[ScheduledInstallment],
    today: NaiveDate,
    grace_days: u32,
    penalty_fee: Decimal,
) -> Vec<usize> {
    if penalty_fee <= Decimal::ZERO {
        return Vec::new();
    }
    installments
        .iter()
        .enumerate()
        .filter(|(_, i)| {
            let limit = i
                .due_date
                .checked_add_days(Days::new(grace_days.into()))
                .unwrap_or(NaiveDate::MAX);
            i.penalty_fee.is_zero() && !i.is_paid() && today > limit
        })
        .map(|(index, _)| index)
        .collect()
}

/// Days since the oldest unpaid installment fell due; None when nothing is overdue.
pub fn days_in_arrears(installments: &[ScheduledInstallment], today: NaiveDate) -> Option<i64> {
    installments
        .iter()
        .filter(|i| !i.is_paid() && i.due_date < today)
        .map(|i| (today - i.due_date).num_days())
        .max()
}

/// What is overdue on `today`.
pub fn arrears_amount(installments: &[ScheduledInstallment], today: NaiveDate) -> Decimal {
    installments
        .iter()
        .filter(|i| i.due_date < today)
        .map(ScheduledInstallment::owed)
        .sum()
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ArrearsBucket {
    Days1To30,
    Days31To60,
    Days61To90,
    Over90,
}

impl ArrearsBucket {
    pub const ALL: [ArrearsBucket; 4] = [
        ArrearsBucket::Days1To30,
        ArrearsBucket::Days31To60,
        ArrearsBucket::Days61To90,
        ArrearsBucket::Over90,
    ];

    pub fn of(days: i64) -> Option<ArrearsBucket> {
        match days {
            i64::MIN..=0 => None,
            1..=30 => Some(ArrearsBucket::Days1To30),
            31..=60 => Some(ArrearsBucket::Days31To60),
            61..=90 => Some(ArrearsBucket::Days61To90),
            _ => Some(ArrearsBucket::Over90),
        }
    }

    /// The report's key: "1-30", "31-60", "61-90", "90+".
    pub fn key(self) -> &'static str {
        match self {
            ArrearsBucket::Days1To30 => "1-30",
            ArrearsBucket::Days31To60 => "31-60",
            ArrearsBucket::Days61To90 => "61-90",
            ArrearsBucket::Over90 => "90+",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            ArrearsBucket::Days1To30 => "1–30 days",
            ArrearsBucket::Days31To60 => "31–60 days",
            ArrearsBucket::Days61To90 => "61–90 days",
            ArrearsBucket::Over90 => "90+ days",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn day(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 1, 1).expect("valid") + chrono::Days::new(d.into())
    }

    fn plan(amounts: &[i64]) -> Vec<ScheduledInstallment> {
        amounts
            .iter()
            .enumerate()
            .map(|(i, a)| ScheduledInstallment {
                number: i as u32 + 1,
                due_date: day(30 * (i as u32 + 1)),
                amount: Decimal::from(*a),
                penalty_fee: Decimal::ZERO,
                paid: Decimal::ZERO,
            })
            .collect()
    }

    #[test]
    fn pays_the_oldest_first_and_keeps_the_rest_as_credit() {
        let mut rows = plan(&[328, 328, 324]);
        rows[0].paid = Decimal::from(100);
        let a = allocate(&rows, Decimal::from(500));
        assert_eq!(
            a.to_installments,
            vec![(0, Decimal::from(228)), (1, Decimal::from(272))]
        );
        assert_eq!(a.credit, Decimal::ZERO);
        let a = allocate(&rows, Decimal::from(1000));
        assert_eq!(a.credit, Decimal::from(1000 - 880));
        assert_eq!(balance(&rows), Decimal::from(880));
    }

    #[test]
    fn a_late_installment_gets_the_penalty_once_after_the_grace_days() {
        let mut rows = plan(&[328, 328]);
        let fee = Decimal::from(50);
        assert!(newly_late(&rows, day(35), 5, fee).is_empty());
        assert_eq!(newly_late(&rows, day(36), 5, fee), vec![0]);
        rows[0].penalty_fee = fee;
        assert!(newly_late(&rows, day(36), 5, fee).is_empty());
        assert_eq!(balance(&rows), Decimal::from(706));
        assert!(newly_late(&rows, day(100), 5, Decimal::ZERO).is_empty());
    }

    #[test]
    fn arrears_age_from_the_oldest_unpaid_installment() {
        let mut rows = plan(&[100, 100, 100]);
        assert_eq!(days_in_arrears(&rows, day(30)), None);
        assert_eq!(days_in_arrears(&rows, day(75)), Some(45));
        assert_eq!(arrears_amount(&rows, day(75)), Decimal::from(200));
        rows[0].paid = Decimal::from(100);
        assert_eq!(days_in_arrears(&rows, day(75)), Some(15));
        assert_eq!(ArrearsBucket::of(15), Some(ArrearsBucket::Days1To30));
        assert_eq!(ArrearsBucket::of(31), Some(ArrearsBucket::Days31To60));
        assert_eq!(ArrearsBucket::of(90), Some(ArrearsBucket::Days61To90));
        assert_eq!(ArrearsBucket::of(91), Some(ArrearsBucket::Over90));
        assert_eq!(ArrearsBucket::of(0), None);
    }

    proptest! {
        #[test]
        fn a_payment_is_never_lost_nor_over_applied(
            amounts in prop::collection::vec(1i64..5_000, 1..30),
            paid_cents in 0i64..20_000_000,
            pay_cents in 1i64..20_000_000,
        ) {
            let mut rows = plan(&amounts);
            // Spread an earlier payment over the schedule first.
            let earlier = allocate(&rows, Decimal::new(paid_cents, 2));
            for (i, share) in &earlier.to_installments { rows[*i].paid += *share; }
            let before = balance(&rows);
            let pay = Decimal::new(pay_cents, 2);
            let a = allocate(&rows, pay);
            let applied: Decimal = a.to_installments.iter().map(|(_, s)| *s).sum();
            prop_assert_eq!(applied + a.credit, pay);
            for (i, share) in &a.to_installments { prop_assert!(*share <= rows[*i].owed()); rows[*i].paid += *share; }
            prop_assert_eq!(balance(&rows), before - applied);
            prop_assert!(a.credit.is_zero() || balance(&rows).is_zero());
        }
    }
}
