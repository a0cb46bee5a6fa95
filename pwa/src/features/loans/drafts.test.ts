import { beforeEach, describe, expect, it } from 'vitest';
import { clearAppItems } from '../../lib/storage';
import { amountDraft, calculatorDraft, clearApplicationDrafts, draftStore, payDraft, publicCalculatorValues, stagedDraft, stepDraft } from './drafts';

describe('the loan drafts', () => {
  beforeEach(() => sessionStorage.clear());

  it('keep what was typed for this visit and read it back for the same user', () => {
    expect(amountDraft.load('u1')).toBeNull();
    const draft = { amount: '70000', years: '1.5', contribution: '20', name1: 'Amina', name2: 'Wanjiru', idno: '12345678' };
    amountDraft.save('u1', draft);
    expect(amountDraft.load('u1')).toEqual(draft);
    expect(sessionStorage.getItem(amountDraft.key)).toContain('Wanjiru');
  });

  it('belong to one user only', () => {
    payDraft.save('u1', { loanId: 'l1', amount: '500', phone: '0712345678', checkoutRequestId: '' });
    expect(payDraft.load('u2')).toBeNull();
  });

  it('ignore damaged or foreign values and fill missing fields', () => {
    sessionStorage.setItem(amountDraft.key, JSON.stringify({ userId: 'u1', draft: { amount: '5000', years: 2, extra: 'x' } }));
    expect(amountDraft.load('u1')).toEqual({ amount: '5000', years: '', contribution: '', name1: '', name2: '', idno: '' });
    sessionStorage.setItem(amountDraft.key, '{not json');
    expect(amountDraft.load('u1')).toBeNull();
  });

  it('a staged step keeps the fields core names', () => {
    const store = stepDraft('bank', ['bankName', 'accountNumber', 'accountName', 'payDay']);
    store.save('u1', { bankName: 'KCB', accountNumber: '', accountName: '', payDay: '5' });
    expect(stepDraft('bank', ['bankName', 'accountNumber', 'accountName', 'payDay']).load('u1')).toEqual({
      bankName: 'KCB',
      accountNumber: '',
      accountName: '',
      payDay: '5',
    });
  });

  it('are dropped together once the application is sent', () => {
    amountDraft.save('u1', { amount: '1', years: '', contribution: '', name1: '', name2: '', idno: '' });
    stagedDraft.save('u1', { loanId: 'l1', stage: 'employer_added' });
    stepDraft('bank', ['bankName']).save('u1', { bankName: 'KCB' });
    payDraft.save('u1', { loanId: 'l1', amount: '1', phone: '', checkoutRequestId: '' });
    clearApplicationDrafts();
    expect(amountDraft.load('u1')).toBeNull();
    expect(stagedDraft.load('u1')).toBeNull();
    expect(stepDraft('bank', ['bankName']).load('u1')).toBeNull();
    // The pay form is not part of an application.
    expect(payDraft.load('u1')).not.toBeNull();
  });

  it('are cleared at log-out with every other item of the app', () => {
    draftStore('x', { a: '' }).save('u1', { a: 'secret' });
    clearAppItems();
    expect(draftStore('x', { a: '' }).load('u1')).toBeNull();
  });

  it('the staged calculator starts from the public calculator', () => {
    expect(publicCalculatorValues()).toBeNull();
    sessionStorage.setItem(
      'portal.calculator',
      JSON.stringify({ proposedAmount: '100,000', proposedDuration: 12, monthlyIncome: '90,000', employmentStatus: 'Capital Expenses' }),
    );
    expect(publicCalculatorValues()).toEqual({
      proposedAmount: '100,000',
      proposedDuration: '12',
      monthlyIncome: '90,000',
      employmentStatus: 'Capital Expenses',
    });
    calculatorDraft.save('u1', { proposedAmount: '60,000', proposedDuration: '6', monthlyIncome: '', employmentStatus: '' });
    expect(calculatorDraft.load('u1')?.proposedAmount).toBe('60,000');
  });
});
