import { beforeAll, describe, expect, it } from 'vitest';
import { amountStep, periodOptions } from '../../lib/core-loans';
import { loadCoreForTests } from '../../test/core';
import type { Fund, Loan } from './api';
import { chosenTerms, isFirstLoan, termsOfFund } from './terms';

beforeAll(loadCoreForTests);

const fund: Fund = {
  _id: 'f'.repeat(24),
  name: 'Biashara Fund',
  description: '',
  currency: 'KES',
  maxLoan: 500000,
  website: null,
  annualInterest: 0,
  banded: true,
  maxRepayDurationYears: 2,
  repaymentIntervalDays: 30,
  graceDays: 3,
  penaltyFee: 100,
  active: true,
};

const loan = (values: Partial<Loan>): Loan => ({ _id: 'l', loanFundId: fund._id, ...values }) as Loan;

describe('the chosen fund', () => {
  it('comes from the fund list, as decimal text', () => {
    expect(chosenTerms(loan({}), [fund])).toEqual({
      name: 'Biashara Fund',
      currency: 'KES',
      maxLoan: '500000',
      maxYears: '2',
      intervalDays: 30,
      banded: true,
      annualInterest: '0',
    });
  });

  it('falls back to the figures saved with the application for a fund no longer listed', () => {
    const saved = loan({
      loanFundName: 'Old Fund',
      loanFundCurrency: 'KES',
      loanFundMaxLoan: 200000,
      loanFundRepaymentPeriod: 1,
      loanFundRepaymentInterval: 14,
      loanFundInterest: 10,
    });
    expect(chosenTerms(saved, [])).toMatchObject({ name: 'Old Fund', maxLoan: '200000', intervalDays: 14, banded: false, annualInterest: '10' });
    expect(chosenTerms(loan({ loanFundId: null }), [])).toBeNull();
  });

  it('a banded fund takes the rate of the amount band (core)', () => {
    const terms = termsOfFund(fund);
    const form = { amount: '', years: '1.5', name1: 'Amina', name2: 'Otieno', idno: '123', contribution: '20' };
    const quote = (amount: string, limits = terms) => amountStep({ ...form, amount }, { ...limits, firstTime: false }).quote;
    expect(quote('250000')?.interestRate).toBe('5');
    expect(quote('300000')?.interestRate).toBe('7');
    expect(quote('300000', { ...terms, banded: false, annualInterest: '12' })?.interestRate).toBe('12');
    expect(quote('6250')?.payableInterest).toBe('375.00');
    expect(periodOptions(terms.maxYears)).toEqual(['0.25', '0.5', '0.75', '1', '1.25', '1.5', '1.75', '2']);
  });

  it('a first loan is one before any was paid out', () => {
    expect(isFirstLoan([])).toBe(true);
    expect(isFirstLoan([loan({ status: 'rejected' }), loan({ status: 'pending' })])).toBe(true);
    expect(isFirstLoan([loan({ status: 'closed' })])).toBe(false);
    expect(isFirstLoan([loan({ status: 'written_off' })])).toBe(false);
  });
});
