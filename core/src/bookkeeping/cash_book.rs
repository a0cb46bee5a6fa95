//! The cashflow amounts of one business, read once from the phone's columns and kept: the summary
//! screen asks for a range after every change of dates and the analytics for each year, and each
//! of those reads plain integers instead of converting every amount again.

use super::cashflow::{self, Analytics, CashEntry, CashflowSummary, PeriodMode, Totals};

/// One row per entry (kind, date and cents side by side): a range's summary reads them in one pass.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CashBook {
    entries: Vec<CashEntry>,
    /// The amounts' absolute values add up within i64, so any range's sums do too and may be made
    /// in i64 (which a WASM build adds in one instruction, unlike i128).
    fits_i64: bool,
}

impl CashBook {
    /// The columns (kind codes, epoch-second dates, amounts as sent on the wire), read up to the
    /// shortest; rows with an unknown kind are left out, as the summary leaves them out.
    pub fn from_columns(kinds: &[u8], dates: &[f64], amounts: &[f64]) -> CashBook {
        let entries: Vec<CashEntry> =
            cashflow::entries_from_columns(kinds, dates, amounts).collect();
        let magnitude: i128 = entries.iter().map(|e| i128::from(e.minor).abs()).sum();
        CashBook {
            entries,
            fits_i64: magnitude <= i128::from(i64::MAX),
        }
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The summary of the entries dated within `from..=to`, as `cashflow::summarize` gives it.
    pub fn summarize(&self, from: i64, to: i64) -> CashflowSummary {
        if !self.fits_i64 {
            return cashflow::summarize(self.entries.iter().copied(), from, to);
        }
        // Without a branch: an entry outside the range adds to the unused slot 0.
        let (mut sums, mut count) = ([0i64; 8], 0u64);
        for entry in &self.entries {
            let inside = (from..=to).contains(&entry.date);
            sums[(entry.kind as usize * usize::from(inside)) & 7] += entry.minor;
            count += u64::from(inside);
        }
        Totals::from_sums(sums, count).summary()
    }

    pub fn analytics(&self, year: i32, mode: PeriodMode) -> Analytics {
        cashflow::analytics(self.entries.iter().copied(), year, mode)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bookkeeping::cashflow::summarize;

    const DAY: f64 = 1_767_214_800.0; // 2026-01-01 00:00 in Nairobi

    fn columns() -> (Vec<u8>, Vec<f64>, Vec<f64>) {
        (
            vec![1, 2, 3, 4, 5, 6, 9, 1],
            vec![
                DAY,
                DAY,
                DAY + 86_400.0,
                DAY,
                DAY,
                DAY,
                DAY,
                DAY + 40.0 * 86_400.0,
            ],
            vec![1000.5, 250.0, 300.25, 100.0, 50.0, 75.0, 999.0, 10.0],
        )
    }

    #[test]
    fn keeps_the_known_kinds_and_sums_as_the_columns_do() {
        let (kinds, dates, amounts) = columns();
        let book = CashBook::from_columns(&kinds, &dates, &amounts);
        assert_eq!(book.len(), 7, "the unknown kind 9 is left out");
        for (from, to) in [
            (DAY as i64, DAY as i64 + 86_399),
            (0, i64::MAX),
            (DAY as i64 + 1, DAY as i64 + 86_400),
        ] {
            let expected = summarize(
                cashflow::entries_from_columns(&kinds, &dates, &amounts),
                from,
                to,
            );
            assert_eq!(book.summarize(from, to), expected);
        }
        let day = book.summarize(DAY as i64, DAY as i64 + 86_399);
        assert_eq!(day.revenue.to_string(), "1250.50");
        assert_eq!(day.net_cashflow.to_string(), "1100.50");
        assert_eq!(day.entries, 5);
    }

    #[test]
    fn analytics_equal_those_of_the_columns() {
        let (kinds, dates, amounts) = columns();
        let book = CashBook::from_columns(&kinds, &dates, &amounts);
        let expected = cashflow::analytics(
            cashflow::entries_from_columns(&kinds, &dates, &amounts),
            2026,
            PeriodMode::Monthly,
        );
        let got = book.analytics(2026, PeriodMode::Monthly);
        assert_eq!(got, expected);
        assert_eq!(got.revenue[1].to_string(), "10.00");
    }

    #[test]
    fn sums_beyond_i64_stay_exact() {
        let big = 9.0e16; // 90 trillion: cents beyond 2^63 once two are added
        let book = CashBook::from_columns(&[1, 1, 1], &[DAY, DAY, DAY], &[big, big, 0.01]);
        assert!(!book.fits_i64);
        let s = book.summarize(0, i64::MAX);
        assert_eq!(s.revenue.to_string(), "180000000000000000.01");
        let small = CashBook::from_columns(&[1], &[DAY], &[big]);
        assert!(small.fits_i64);
        assert_eq!(
            small.summarize(0, i64::MAX).revenue.to_string(),
            "90000000000000000.00"
        );
    }

    #[test]
    fn columns_of_different_lengths_are_read_up_to_the_shortest() {
        let book = CashBook::from_columns(&[1, 1, 1], &[DAY, DAY], &[5.0, 6.0, 7.0]);
        assert_eq!(book.len(), 2);
        assert_eq!(book.summarize(0, i64::MAX).revenue.to_string(), "11.00");
    }
}
