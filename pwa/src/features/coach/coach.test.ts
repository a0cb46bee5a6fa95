import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadOnboardingCoreSync, onboardingMessage } from '../../lib/core-onboarding';
import { createTranslator } from '../../lib/i18n/translate';
import './en';
import sw from './sw';
import { blankDraft, checkDrafts, moveDraft, serverDraftErrors, toDrafts, toQuestions } from './questionDrafts';
import { deadlineDay, previewKind, readCohorts, readEnrolment, readSubmissions, splitPeople, typedDay } from './wire';

beforeAll(() => {
  loadOnboardingCoreSync(readFileSync(fileURLToPath(new URL('../../wasm-pkg/onboarding/portal_core_bg.wasm', import.meta.url))));
});

describe('enrolling a pasted list', () => {
  it('splits on commas, semicolons, spaces and new lines, each person once', () => {
    expect(splitPeople(' a@b.c,\nd@e.f; a@b.c  \n\n g@h.i ')).toEqual(['a@b.c', 'd@e.f', 'g@h.i']);
    expect(splitPeople(' \n ,')).toEqual([]);
  });

  it('reads who was enrolled, already was, and was not found', () => {
    expect(readEnrolment({ error: false, enrolled: ['a@b.c'], already: [], notFound: ['x@y.z'] })).toEqual({
      enrolled: ['a@b.c'], already: [], notFound: ['x@y.z'],
    });
  });
});

describe('the answers read', () => {
  it('a cohort without a deadline keeps null; with one, its Nairobi day for the form', () => {
    const [open, dated] = readCohorts({
      data: [
        { id: 'c1', name: 'Alpha', year: 2026, intakeDate: '2026-01-15', deadline: null, hubs: ['Nairobi'] },
        // 2026-03-31 23:59:59 in Nairobi is 20:59:59 UTC.
        { id: 'c2', name: 'Beta', year: 2026, intakeDate: '2026-02-01', deadline: 1_774_990_799, hubs: [] },
      ],
    });
    expect(open).toMatchObject({ year: '2026', deadline: null, hubs: ['Nairobi'] });
    expect(deadlineDay(open!.deadline)).toBe('');
    expect(deadlineDay(dated!.deadline)).toBe('2026-03-31');
    expect(typedDay(dated!.intakeDate)).toBe('01/02/2026');
  });

  it('a submission previews its file by content type, and the overview as text', () => {
    const [image, pdf, video, text] = readSubmissions({
      data: [
        { userId: 'u', step: 'passport', fileUrl: '/api/media/1', contentType: 'image/jpeg', submittedAt: 1 },
        { userId: 'u', step: 'kraPin', fileUrl: '/api/media/2', contentType: 'application/pdf', submittedAt: 2 },
        { userId: 'u', step: 'investVideo', fileUrl: '/api/media/3', contentType: 'video/mp4', submittedAt: 3 },
        { userId: 'u', step: 'investOverview', value: 'We sell soap', fileUrl: null, contentType: null, submittedAt: 4 },
      ],
    });
    expect([image, pdf, video, text].map((s) => previewKind(s!))).toEqual(['image', 'pdf', 'video', 'text']);
    expect(text!.value).toBe('We sell soap');
  });
});

describe('the questions editor', () => {
  const saved = [
    { id: 'q1', question: 'Your business name', order: 1, type: 'text' as const, options: [], fileType: '', required: true },
    { id: 'q2', question: 'Which sector?', order: 2, type: 'select' as const, options: ['Food', 'Retail'], fileType: '', required: false },
  ];

  it('orders by place after a move, keeps ids, and sends options only for choices', () => {
    const drafts = moveDraft(toDrafts(saved), 1, -1);
    const extra = { ...blankDraft(), question: 'A photo of your shop', type: 'file' as const, fileType: 'image/*', optionsText: 'ignored' };
    expect(toQuestions([...drafts, extra])).toEqual([
      { id: 'q2', question: 'Which sector?', order: 1, type: 'select', options: ['Food', 'Retail'], fileType: '', required: false },
      { id: 'q1', question: 'Your business name', order: 2, type: 'text', options: [], fileType: '', required: true },
      { question: 'A photo of your shop', order: 3, type: 'file', options: [], fileType: 'image/*', required: true },
    ]);
    expect(moveDraft(drafts, 0, -1).map((d) => d.id)).toEqual(['q2', 'q1']);
  });

  it("core's checks: a question needs its text, a choice its options; a good list passes", () => {
    expect(checkDrafts(toDrafts(saved))).toBeNull();
    const bad = [{ ...blankDraft(), question: ' ' }, { ...blankDraft(), question: 'Sector', type: 'select' as const }];
    const errors = checkDrafts(bad);
    expect(errors?.[0]?.question).toBeTruthy();
    expect(errors?.[1]?.options).toBeTruthy();
  });

  it("reads the server's questions.{i}.{field} messages by question", () => {
    expect(serverDraftErrors({ 'questions.1.options': 'Give the options', name: 'x' }, 2)).toEqual([{}, { options: 'Give the options' }]);
  });
});

describe('messages in Swahili', () => {
  it("the server's cohort and enrolment refusals by the feature's texts, core's by core", () => {
    const { msg } = createTranslator(sw);
    expect(msg('A cohort of this name and year exists already')).toBe('Kundi lenye jina hili na mwaka huu lipo tayari');
    expect(msg('Enrol at most 500 people at once')).toBe('Sajili watu wasiozidi 500 kwa mara moja');
    expect(onboardingMessage('Give the reason for rejecting this step', 'sw')).toBe('Toa sababu ya kukataa hatua hii');
  });
});
