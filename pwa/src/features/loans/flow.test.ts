import { beforeAll, describe, expect, it } from 'vitest';
import { loadCoreForTests } from '../../test/core';
import type { Loan } from './api';
import { resumeOf, stagedResume } from './flow';

beforeAll(loadCoreForTests);

const loan = (values: Partial<Loan>): Loan => ({ _id: 'a'.repeat(24), status: 'draft', flow: 'fund', stage: null, ...values }) as Loan;

describe('where an application continues', () => {
  it('a staged application continues at its stage (core continuePath)', () => {
    expect(stagedResume('l1', 'calculated')).toEqual({ kind: 'staged', path: '/dashboard/consumer-credit/apply/contact-info', loanId: 'l1', stage: 'calculated' });
    expect(stagedResume('l1', 'address_added')?.path).toBe('/dashboard/consumer-credit/apply/employer-info');
    expect(stagedResume('l1', 'employer_added')?.path).toBe('/dashboard/consumer-credit/apply/bank-info');
    expect(stagedResume('l1', 'bank_added')).toBeNull();
    expect(stagedResume('', 'calculated')).toBeNull();
    expect(stagedResume('l1', 'nonsense')).toBeNull();
  });

  it('from get_state: staged by stage, a fund-flow draft at the saved path, nothing otherwise', () => {
    expect(resumeOf({ path: '/dashboard/consumer-credit/apply/proposal', loanInfo: null })).toBeNull();
    expect(
      resumeOf({ path: '/dashboard/consumer-credit/apply/amount', loanInfo: loan({ flow: 'fund', status: 'draft' }) }),
    ).toEqual({ kind: 'fund', path: '/dashboard/consumer-credit/apply/amount' });
    expect(resumeOf({ path: '/dashboard/consumer-credit/apply/proposal', loanInfo: loan({ flow: 'fund', status: 'pending' }) })).toBeNull();
    expect(
      resumeOf({ path: '/dashboard/consumer-credit/apply/proposal', loanInfo: loan({ flow: 'staged', stage: 'address_added' }) }),
    ).toMatchObject({ kind: 'staged', path: '/dashboard/consumer-credit/apply/employer-info' });
  });
});
