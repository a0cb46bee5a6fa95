import { beforeAll, describe, expect, it } from 'vitest';
import { quoteLoan, type AmountForm } from '../../lib/core-loans';
import { loadCoreForTests } from '../../test/core';
import { loanAddPayload, stagedApplication, stepBody } from './payload';

beforeAll(loadCoreForTests);

const form: AmountForm = { amount: '6250', years: '1.5', name1: ' Amina ', name2: 'Wanjiru', idno: ' 12345678 ', contribution: '20' };

describe('the loan-add payload from core quote', () => {
  // The worked case (amount 6250, contribution 20, 1.5 years, 12%) assumes exactly 12 payments
  // a year. A fund's interval is whole days and 365/12 is not, so the nearest funds are quoted here:
  // the principal, interest and total are the worked case's; the installments follow the interval.
  it('gives the worked case for a 30-day fund (365/30 ≈ 12.17 payments a year)', () => {
    const quote = quoteLoan(form.amount, form.contribution, form.years, 30, '12');
    expect(quote.error).toBeNull();
    expect(loanAddPayload(quote, form)).toEqual({
      amount: 6250,
      years: 1.5,
      full_periods: 18,
      installment: 324,
      overflow_amount: 68,
      payable_interest: 900,
      totalToPay: 5900,
      noOfInstallments: 19,
      interest_rate: 12,
      contribution: 20,
      amount_b4_contrib: 6250,
      name1: 'Amina',
      name2: 'Wanjiru',
      idno: '12345678',
    });
    expect(quote.principal).toBe('5000.00');
    expect(quote.lastInstallment).toBe('68.00');
  });

  it('gives the 31-day fund (≈ 11.77 payments a year) its own installments', () => {
    const quote = quoteLoan(form.amount, form.contribution, form.years, 31, '12');
    expect(loanAddPayload(quote, form)).toMatchObject({
      installment: 335,
      full_periods: 17,
      overflow_amount: 205,
      noOfInstallments: 18,
      totalToPay: 5900,
      payable_interest: 900,
    });
  });

  it('sends JSON numbers the server can check against its own quote', () => {
    const quote = quoteLoan('70000', '10', '0.75', 14, '7');
    const payload = loanAddPayload(quote, { ...form, amount: '70000', years: '0.75', contribution: '10' });
    expect(payload).not.toBeNull();
    const wire = JSON.parse(JSON.stringify(payload)) as Record<string, unknown>;
    for (const key of ['amount', 'installment', 'overflow_amount', 'payable_interest', 'totalToPay', 'amount_b4_contrib']) {
      expect(typeof wire[key], key).toBe('number');
      expect(String(wire[key]), key).toMatch(/^\d+(\.\d{1,2})?$/);
    }
    expect(wire.totalToPay).toBe(Number(quote.totalToPay));
  });

  it('is not built from a failed quote', () => {
    const quote = quoteLoan('', '20', '1.5', 30, '12');
    expect(quote.error).toBe('Enter a loan amount of at least 1');
    expect(loanAddPayload(quote, form)).toBeNull();
  });

  it('a 0% fund quotes no interest', () => {
    const quote = quoteLoan('6250', '20', '1.5', 30, '0');
    expect(loanAddPayload(quote, form)).toMatchObject({ payable_interest: 0, totalToPay: 5000, interest_rate: 0 });
  });

  it('the last installment is a full one when the total divides evenly', () => {
    const quote = quoteLoan('1200', '0', '1', 365, '0');
    expect(quote.overflowAmount).toMatch(/^0(\.0+)?$/);
    expect(quote.lastInstallment).toBe(quote.installment);
  });
});

describe('the staged bodies', () => {
  it('the calculator step sends numbers', () => {
    expect(
      stagedApplication({
        proposedAmount: '100000',
        proposedDuration: '12',
        monthlyIncome: '90000',
        employmentStatus: 'Capital Expenses',
        estimate: '13322',
      }),
    ).toEqual({ proposedAmount: 100000, proposedDuration: 12, monthlyIncome: 90000, employmentStatus: 'Capital Expenses', proposedMonthyRepayment: 13322 });
  });

  it('sends what is no number as typed, for the server to answer with its message', () => {
    expect(stagedApplication({ proposedAmount: '60,000', proposedDuration: '12', monthlyIncome: '1e308', employmentStatus: '', estimate: '' })).toMatchObject({
      proposedAmount: 60000,
      monthlyIncome: '1e308',
      proposedMonthyRepayment: '',
    });
    expect(stepBody(['payDay'], { payDay: '2,8' })).toEqual({ payDay: '2,8' });
  });

  it('a step keeps account numbers as text and sends pay day and years as numbers', () => {
    expect(stepBody(['bankName', 'accountNumber', 'accountName', 'payDay'], { bankName: ' KCB ', accountNumber: '0012345', accountName: 'Amina', payDay: '28' })).toEqual({
      bankName: 'KCB',
      accountNumber: '0012345',
      accountName: 'Amina',
      payDay: 28,
    });
    expect(stepBody(['businessName', 'yearsInBusiness'], { businessName: 'Duka', yearsInBusiness: '3' })).toEqual({ businessName: 'Duka', yearsInBusiness: 3 });
  });
});
