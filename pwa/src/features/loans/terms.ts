/** The figures of the chosen fund the amount screen needs, as decimal text for core. */
import { isFirstTime } from '../../lib/core-loans';
import type { Fund, Loan } from './api';
import { decimalText } from './money';

export interface FundTerms {
  name: string;
  currency: string;
  maxLoan: string;
  maxYears: string;
  intervalDays: number;
  banded: boolean;
  annualInterest: string;
}

export function termsOfFund(fund: Fund): FundTerms {
  return {
    name: fund.name,
    currency: fund.currency,
    maxLoan: decimalText(fund.maxLoan),
    maxYears: decimalText(fund.maxRepayDurationYears),
    intervalDays: fund.repaymentIntervalDays,
    banded: fund.banded,
    annualInterest: decimalText(fund.annualInterest),
  };
}

/**
 * The figures the application saved when the fund was chosen, for a fund no longer listed (made
 * inactive since). Such a fund is taken as fixed-rate at the saved interest; the server recomputes.
 */
export function termsOfLoan(loan: Loan): FundTerms | null {
  if (!loan.loanFundId || !loan.loanFundRepaymentInterval) return null;
  return {
    name: loan.loanFundName ?? '',
    currency: loan.loanFundCurrency ?? 'KES',
    maxLoan: decimalText(loan.loanFundMaxLoan),
    maxYears: decimalText(loan.loanFundRepaymentPeriod),
    intervalDays: loan.loanFundRepaymentInterval,
    banded: false,
    annualInterest: decimalText(loan.loanFundInterest),
  };
}

/** The chosen fund's terms: from the fund list when it is there, else from the saved application. */
export function chosenTerms(loan: Loan, funds: readonly Fund[]): FundTerms | null {
  const fund = funds.find((item) => item._id === loan.loanFundId);
  return fund ? termsOfFund(fund) : termsOfLoan(loan);
}

/** No loan of this client has been paid out yet (the first-loan cap applies); the server checks again. */
export function isFirstLoan(loans: readonly Loan[]): boolean {
  return isFirstTime(loans.map((loan) => loan.status));
}
