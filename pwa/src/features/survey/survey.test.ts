// The body the survey's endpoint gets, and the draft kept per user and survey.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerBody, submissionGroup } from './answerBody';
import { forgetDraft, readDraft, saveDraft, toggled } from './draft';

describe('the answers sent', () => {
  it('carries every answer by name, the phone, the times in seconds, the language and the submission id', () => {
    const body = answerBody({
      values: { revenue: '1500.5', insurance_types: ['health', 'fire'], phone: 'ignored' },
      phone: '254712345678',
      lang: 'sw',
      submissionId: 'abc-1',
      startedAt: 1_700_000_000_900,
      submittedAt: 1_700_000_100_000,
    });
    expect(body).toEqual({
      revenue: '1500.5',
      insurance_types: ['health', 'fire'],
      sessionPhoneNumber: '254712345678',
      phone: '254712345678',
      createdAt: 1_700_000_000,
      updatedAt: 1_700_000_100,
      lang: 'sw',
      submissionId: 'abc-1',
    });
    expect(submissionGroup('quarterly_survey')).toBe('survey:quarterly_survey');
  });

  it('ticks and unticks choices in the options order', () => {
    const order = ['a', 'b', 'c'];
    expect(toggled([], 'c', true, order)).toEqual(['c']);
    expect(toggled(['c'], 'a', true, order)).toEqual(['a', 'c']);
    expect(toggled(['a', 'c'], 'a', false, order)).toEqual(['c']);
  });
});

describe('the draft', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is kept per user and survey, and forgotten', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
    saveDraft('u1', 'quarterly_survey', { values: { revenue: '10', types: ['a'] }, startedAt: 5 });
    expect(readDraft('u1', 'quarterly_survey')).toEqual({ values: { revenue: '10', types: ['a'] }, startedAt: 5 });
    expect(readDraft('u2', 'quarterly_survey')).toBeNull();
    expect(readDraft('u1', 'post_quarterly_survey')).toBeNull();
    store.set([...store.keys()][0] ?? '', '{"values": {"x": 3}, "startedAt": 1}');
    expect(readDraft('u1', 'quarterly_survey')).toBeNull();
    forgetDraft('u1', 'quarterly_survey');
    expect(store.size).toBe(0);
  });
});

describe('where a survey screen is', () => {
  it('takes the name from the route, else the last piece of the path', async () => {
    const { surveyBaseOf, surveyNameOf } = await import('./paths');
    expect(surveyNameOf('post_quarterly_survey', '/dashboard/qsurvey/client/post_quarterly_survey')).toBe('post_quarterly_survey');
    expect(surveyNameOf(undefined, '/dashboard/playbook/quarterly_survey')).toBe('quarterly_survey');
    expect(surveyNameOf(undefined, '/dashboard/playbook/post_quarterly_survey/')).toBe('post_quarterly_survey');
    expect(surveyBaseOf('/dashboard/playbook/quarterly_survey')).toBe('/dashboard/playbook');
    expect(surveyBaseOf('/dashboard/qsurvey/applicant/quarterly_survey')).toBe('/dashboard/qsurvey/applicant');
  });
});
