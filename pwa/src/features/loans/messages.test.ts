import { beforeAll, describe, expect, it } from 'vitest';
import { loadCoreForTests } from '../../test/core';
import * as coreLoans from '../../lib/core-loans';
import { createTranslator } from '../../lib/i18n/translate';
import { loadTextsOf } from '../../test/texts';
import { feature } from './feature';
import { retryDelay } from './hooks';
import { isResumePrevious } from './messages';
import { loanMessage } from './useLoanMsg';

beforeAll(loadCoreForTests);

describe('the loan messages', () => {
  it("'complete your previuos loan request' is recognised whatever the case", () => {
    expect(isResumePrevious('complete your previuos loan request')).toBe(true);
    expect(isResumePrevious('Complete your previuos loan request')).toBe(true);
    expect(isResumePrevious('Details updated')).toBe(false);
    expect(isResumePrevious(null)).toBe(false);
  });

  it("core's messages with a value keep it in Swahili", async () => {
    const texts = await loadTextsOf(feature);
    const english = createTranslator(texts.english);
    const swahili = texts.kiswahili;
    expect(loanMessage('Maximum Loan available from your selected fund is 500,000', english)).toBe(
      'Maximum Loan available from your selected fund is 500,000',
    );
    expect(loanMessage('Maximum Loan available from your selected fund is 500,000', swahili)).toBe(
      'Kiwango cha juu cha mkopo kutoka mfuko uliouchagua ni 500,000',
    );
    expect(loanMessage('A first loan can be at most Ksh 100,000', swahili)).toBe('Mkopo wa kwanza hauwezi kuzidi Ksh 100,000');
    expect(loanMessage('Select a loan partner to continue', swahili)).toBe(texts.swahili['msg.selectFund']);
    expect(loanMessage('Something new', swahili)).toBe('Something new');
  });

  it('the fund list is tried again sooner first, then every 15 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 15000, 15000, 15000]);
  });

  it("every message the loan rules produce has a translation in the loan screens' texts", async () => {
    const texts = await loadTextsOf(feature);
    const produced = new Set<string>();
    const add = (text: string | null | undefined) => text && produced.add(text);
    const limits = { maxLoan: '500000', maxYears: '2', currency: 'KES', banded: true, annualInterest: '0', intervalDays: 30, firstTime: false };
    for (const form of [
      { amount: '', years: '', name1: '', name2: '', idno: '', contribution: '' },
      { amount: '1000', years: '0.3', name1: 'A', name2: 'B', idno: 'ab-12', contribution: '15' },
      { amount: '1000', years: '9', name1: 'A', name2: 'B', idno: '12', contribution: '0' },
    ]) {
      Object.values(coreLoans.amountStep(form, limits).errors.fields).forEach(add);
    }
    for (const step of ['address', 'employer', 'bank'] as const) {
      const fields = coreLoans.stepFields(step);
      Object.values(coreLoans.validateStep(step, fields.map(() => '')).fields).forEach(add);
      Object.values(coreLoans.validateStep(step, fields.map(() => 'x')).fields).forEach(add);
    }
    for (const [amount, phone] of [['', ''], ['10.5', '0712345678'], ['300000', '0712345678'], ['100', '0712'], ['1,0,0', '0712345678']] as const) {
      add(coreLoans.validatePayment('loan', amount, phone, 'Kenya'));
    }
    add(coreLoans.checkProposal(new Uint8Array([1, 2, 3]), 3));
    add(coreLoans.quoteLoan('', '0', '1', 30, '12').error);
    add(coreLoans.quoteLoan('1000', '100', '1', 30, '12').error);
    add(coreLoans.quoteLoan('1000', '10', '1', 30, '101').error);
    for (const [amount, contribution, years, rate] of [
      ['6,25,0', '0', '1', '12'],
      ['100.001', '0', '1', '12'],
      ['1e308', '0', '1', '12'],
      ['1000', '99.999', '1', '12'],
      ['1000', '10', '1', '12.345'],
      ['1000', '10', 'one', '12'],
      ['1000', '10', '1.125', '12'],
      ['1000', '10', '101', '12'],
      ['1000', '10', '', '12'],
    ] as const) {
      const error = coreLoans.quoteLoan(amount, contribution, years, 30, rate).error;
      expect(error, `${amount} ${contribution} ${years} ${rate}`).not.toBeNull();
      add(error);
    }
    for (const status of ['draft', 'pending', 'under_review', 'returned', 'recommended', 'approved', 'rejected', 'active', 'closed', 'withdrawn', 'written_off']) {
      add(coreLoans.statusLabel(status));
    }
    for (const text of [
      // Core constants the loans package does not export, and the spec's texts (features/loans/messages.ts).
      'Select your loan proposal to continue',
      'Select a loan partner to continue',
      'complete your previuos loan request',
      'Continue Loan application',
      'Enter Loan amount in digits without commas or special characters e.g 70000',
      'Check you phone to complete payment',
      'Failed to initiate Mpesa payment',
      'Failed to save proposal link, Try again',
      'Failed to add loan, Try again',
      'You have an incomplete loan request, please continue where you left off',
      'You may only act on your own loans',
      'Give a reason for this decision',
    ]) add(text);

    expect(produced.size).toBeGreaterThan(50);
    // The application steps also need the details' texts (M-Pesa phone, account number, Details updated).
    for (const text of produced) expect(texts.keyOf(text), text).toBeDefined();
  });
});
