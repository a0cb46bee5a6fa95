// The chosen pair and the drafts, kept per user on the phone and removed at log-out.
import { afterEach, describe, expect, it } from 'vitest';
import { clearAppItems } from '../../lib/storage';
import { forgetFeedbackDraft, readFeedbackDraft, readReplyDraft, saveFeedbackDraft, saveReplyDraft } from './draft';
import { forgetPair, readSavedPair, savePair } from './pair';

afterEach(() => localStorage.clear());

describe('the pair memory', () => {
  it('remembers the chosen pair per user', () => {
    expect(readSavedPair('u1')).toBeNull();
    savePair('u1', 'p1');
    savePair('u2', 'p2');
    expect(readSavedPair('u1')).toBe('p1');
    expect(readSavedPair('u2')).toBe('p2');
    expect(readSavedPair('')).toBeNull();
    forgetPair('u1');
    expect(readSavedPair('u1')).toBeNull();
  });

  it('is removed at log-out with the other per-user items', () => {
    savePair('u1', 'p1');
    saveReplyDraft('u1', 't1', { response: 'half typed' });
    clearAppItems(['portal.lang']);
    expect(readSavedPair('u1')).toBeNull();
    expect(readReplyDraft('u1', 't1').response).toBe('');
  });
});

describe('the drafts', () => {
  it('keeps a reply per task and a feedback per session; empty ones are not kept', () => {
    saveReplyDraft('u1', 't1', { response: 'My sales were' });
    expect(readReplyDraft('u1', 't1')).toEqual({ response: 'My sales were' });
    expect(readReplyDraft('u1', 't2')).toEqual({ response: '' });
    saveReplyDraft('u1', 't1', { response: '' });
    expect(localStorage.length).toBe(0);

    saveFeedbackDraft('u1', 's1', { rated: 4, feedback: '' });
    expect(readFeedbackDraft('u1', 's1')).toEqual({ rated: 4, feedback: '' });
    forgetFeedbackDraft('u1', 's1');
    expect(readFeedbackDraft('u1', 's1')).toEqual({ rated: null, feedback: '' });
  });

  it('ignores what it did not write', () => {
    localStorage.setItem('portal.playbook-draft.u1.feedback.s1', JSON.stringify({ rated: 'five', feedback: 3 }));
    expect(readFeedbackDraft('u1', 's1')).toEqual({ rated: null, feedback: '' });
  });
});
