import { beforeAll, describe, expect, it } from 'vitest';
import { actionNeedsReason, availableActions, statusLabel, validateFund } from '../../lib/core-loans';
import { loadCoreForTests } from '../../test/core';
import { inviteGenders } from '../../lib/core-accounts';
import { identityTypes, profileGenders } from '../../lib/core-profile';
import { loadTextsOf, partsAt } from '../../test/texts';
import { lendingTexts } from './en';
import { feature } from './feature';
import { disbursementError } from './disburse';
import { filterStatuses } from './filters';
import { showDateTime, showDay, showMoney } from './format';
import { emptyDraft } from './funds';
import { actionKey, stepKey } from './texts';

beforeAll(loadCoreForTests);

const STAFF_ROLES = ['sales', 'processor', 'admin', 'authorizer', 'super'];
const allStatuses = () => ['draft', ...filterStatuses()];

describe('the staff loan screens read core', () => {
  it('every status label core gives has a translation', async () => {
    const texts = await loadTextsOf(feature);
    const { msg } = texts.kiswahili;
    for (const status of allStatuses()) {
      const label = statusLabel(status);
      expect(texts.keyOf(label), label).toBeDefined();
      expect(msg(label), label).not.toBe(label);
    }
    expect(statusLabel('under_review')).toBe('Under Review');
  });

  it('every fund form message core gives has a translation', async () => {
    const texts = await loadTextsOf(feature);
    const checked = validateFund({ ...emptyDraft, maxLoan: 'x', website: 'x', annualInterest: 'x', maxRepayDurationYears: 'x', repaymentIntervalDays: 'x', graceDays: 'x', penaltyFee: 'x' });
    const messages = Object.values(checked.fields);
    expect(messages).toHaveLength(9);
    const bounds = validateFund({ ...emptyDraft, name: 'Fund', currency: 'KES', maxLoan: '1e15', annualInterest: '12.345', maxRepayDurationYears: '1', repaymentIntervalDays: '30', penaltyFee: '1000001' });
    expect(bounds.fields).toEqual({
      maxLoan: 'The largest loan can be at most 10,000,000,000',
      annualInterest: 'Enter the yearly interest with at most 2 decimals',
      penaltyFee: 'The penalty fee can be at most 1,000,000',
    });
    messages.push(...Object.values(bounds.fields));
    for (const text of messages) expect(texts.keyOf(text ?? ''), text).toBeDefined();
  });

  it("a client's gender and identity type, core's values, are translated on the client details", async () => {
    const texts = await loadTextsOf(partsAt(feature, '/processor/client/:clientId'));
    for (const value of [...inviteGenders(), ...profileGenders(), ...identityTypes()]) {
      expect(texts.keyOf(value), value).toBeDefined();
      expect(texts.kiswahili.msg(value), value).not.toBe(value);
    }
  });

  it('every action core offers a staff role has a button label, and every step a history label', () => {
    for (const status of allStatuses()) {
      for (const role of STAFF_ROLES) {
        for (const action of availableActions(status, role)) expect(actionKey(action), `${status} ${role} ${action}`).not.toBeNull();
      }
    }
    for (const step of ['submit', 'review', 'recommend', 'return', 'approve', 'reject', 'disburse', 'withdraw', 'write_off', 'close']) {
      expect(stepKey(step), step).not.toBeNull();
    }
  });

  it('offers each role its own part of the life cycle', () => {
    expect(availableActions('pending', 'processor')).toContain('review');
    expect(availableActions('recommended', 'processor')).not.toContain('approve');
    expect(availableActions('recommended', 'authorizer')).toEqual(expect.arrayContaining(['approve', 'reject']));
    expect(availableActions('approved', 'authorizer')).toEqual(['disburse']);
    expect(availableActions('pending', 'sales')).toEqual([]);
    expect(actionNeedsReason('reject')).toBe(true);
    expect(actionNeedsReason('approve')).toBe(false);
    // The reason message the form shows is core's (lifecycle REASON_REQUIRED).
    expect(lendingTexts['msg.lending.reasonRequired']).toBe('Give a reason for this decision');
  });
});

describe('showing figures', () => {
  it('money is core-formatted with the currency symbol, from decimal text', () => {
    expect(showMoney('1234', 'KES')).toBe('Ksh 1,234.00');
    expect(showMoney('5571.5', 'KES')).toBe('Ksh 5,571.50');
    expect(showMoney('1234567.89', 'TZS')).toBe('Tsh 1,234,567.89');
    expect(showMoney(null, 'KES')).toBe('');
  });

  it('dates are dd/MM/yyyy, times in Nairobi', () => {
    expect(showDay('2026-02-01')).toBe('01/02/2026');
    expect(showDay('soon')).toBe('soon');
    // 2026-01-01 21:30 UTC is 2 January 00:30 in Nairobi.
    expect(showDateTime(Date.UTC(2026, 0, 1, 21, 30) / 1000)).toBe('02/01/2026 00:30');
    expect(showDateTime(null)).toBe('');
  });
});

describe('the disbursement form', () => {
  it('needs a valid M-Pesa phone, or the bank reference', () => {
    expect(disbursementError('mpesa', '254712000001', '')).toBeNull();
    expect(disbursementError('mpesa', '0712000001', '')).toBeNull();
    expect(disbursementError('mpesa', '', '')).toBe('This field is required');
    expect(disbursementError('mpesa', '12345', '')).toBe('Please enter a valid phone number');
    expect(disbursementError('bank', '', 'FT26123')).toBeNull();
    expect(disbursementError('bank', '254712000001', ' ')).toBe('This field is required');
  });
});
