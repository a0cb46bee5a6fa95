import { beforeEach, describe, expect, it } from 'vitest';
import { clearInfoDraft, DRAFT_KEY, emptyInfoDraft, loadInfoDraft, saveInfoDraft, verificationKey } from './infoDraft';

describe('the personal-information draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('is kept for this visit and read back for the same user', () => {
    expect(loadInfoDraft('u1')).toBeNull();
    const draft = { ...emptyInfoDraft, gender: 'Female', kinFullName: 'Juma Wanjiru', accountNumber: '0123456789' };
    saveInfoDraft('u1', draft);
    expect(loadInfoDraft('u1')).toEqual(draft);
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Juma Wanjiru');
  });

  it('belongs to one user only', () => {
    saveInfoDraft('u1', { ...emptyInfoDraft, idno: '12345678' });
    expect(loadInfoDraft('u2')).toBeNull();
  });

  it('ignores damaged or foreign values and fills missing fields', () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ userId: 'u1', draft: { city: 'Nairobi', street: 12, extra: 'x' } }));
    expect(loadInfoDraft('u1')).toEqual({ ...emptyInfoDraft, city: 'Nairobi' });
    sessionStorage.setItem(DRAFT_KEY, '{not json');
    expect(loadInfoDraft('u1')).toBeNull();
  });

  it('is dropped once saved to the server', () => {
    saveInfoDraft('u1', emptyInfoDraft);
    clearInfoDraft();
    expect(loadInfoDraft('u1')).toBeNull();
  });

  it('ties a bank confirmation to the number and the bank', () => {
    expect(verificationKey(' 0123456789 ', '068')).toBe('0123456789/068');
    expect(verificationKey('0123456789', '068')).not.toBe(verificationKey('0123456789', '011'));
  });
});
