import { beforeAll, describe, expect, it } from 'vitest';
import { loadCoreForTests } from '../../test/core';
import { en } from '../../lib/i18n/en';
import { loansTexts } from '../../lib/i18n/en-loans';
import sw from '../../lib/i18n/sw';
import { createTranslator } from '../../lib/i18n/translate';
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

  it("core's messages with a value keep it in Swahili", () => {
    const english = createTranslator({ ...en, ...loansTexts });
    const swahili = createTranslator(sw);
    expect(loanMessage('Maximum Loan available from your selected fund is 500,000', english)).toBe(
      'Maximum Loan available from your selected fund is 500,000',
    );
    expect(loanMessage('Maximum Loan available from your selected fund is 500,000', swahili)).toBe(
      'Kiwango cha juu cha mkopo kutoka mfuko uliouchagua ni 500,000',
    );
    expect(loanMessage('A first loan can be at most Ksh 100,000', swahili)).toBe('Mkopo wa kwanza hauwezi kuzidi Ksh 100,000');
    expect(loanMessage('Select a loan partner to continue', swahili)).toBe(sw['msg.selectFund']);
    expect(loanMessage('Something new', swahili)).toBe('Something new');
  });

  it('the fund list is tried again sooner first, then every 15 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 15000, 15000, 15000]);
  });
});
