// The playbook package through its wrapper: the URL's ids and their fallback, the pair, the checks
// with their messages in both languages, and a pair's progress.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chapterOfPath,
  checkFeedback,
  checkReply,
  choosePair,
  emptyMessage,
  loadPlaybookCoreSync,
  playbookOfPath,
  playbookProgress,
  sessionOfPath,
} from './core-playbook';

beforeAll(() => {
  loadPlaybookCoreSync(readFileSync(fileURLToPath(new URL('../wasm-pkg/playbook/portal_core_bg.wasm', import.meta.url))));
});

const PLAY = '6950f2a0aaaaaaaaaaaaaaaa';
const CHAP = '6950f2a0bbbbbbbbbbbbbbbb';
const SES = '6950f2a0cccccccccccccccc';
const PAIR = '6950f2a0dddddddddddddddd';

describe('the playbook rules from the phone', () => {
  it('reads the ids of a page, one piece up when the piece is not an id, else the spec message', () => {
    expect(playbookOfPath(`/dashboard/playbook/playbook/${PLAY}`, 'en')).toEqual({ ok: true, value: PLAY });
    expect(playbookOfPath(`/dashboard/playbook/playbook/${PLAY}/`, 'en')).toEqual({ ok: true, value: PLAY });
    expect(playbookOfPath('/dashboard/playbook/playbook/short', 'en')).toEqual({
      ok: false,
      message: 'Selected Playbook detail not found. Select a playbook to proceed',
    });
    expect(chapterOfPath(`/dashboard/playbook/book/${PLAY}/chapter/${CHAP}`, 'en')).toEqual({
      ok: true,
      value: { playbookId: PLAY, chapterId: CHAP },
    });
    const session = `/dashboard/playbook/b/${PLAY}/c/${CHAP}/s/${SES}`;
    expect(sessionOfPath(session, PAIR, 'en')).toEqual({
      ok: true,
      value: { playbookId: PLAY, chapterId: CHAP, sessionId: SES, pairId: PAIR },
    });
    expect(sessionOfPath(session, null, 'en')).toEqual({ ok: false, message: 'Not Paired. Select an advisor to proceed' });
    expect(sessionOfPath(`${session}/x`, PAIR, 'en')).toEqual({ ok: false, message: 'Link error occured' });
  });

  it('uses the only pair, the saved one, or says which message', () => {
    expect(choosePair(null, [PAIR], 'en')).toEqual({ ok: true, value: PAIR });
    expect(choosePair(null, [], 'en')).toMatchObject({ ok: false, message: expect.stringContaining("You don't have an advisor yet") });
    expect(choosePair('6950f2a0eeeeeeeeeeeeeeee', [PAIR], 'en')).toEqual({ ok: false, message: 'Error Occured. Pair not found' });
  });

  it("answers the spec's check messages, in Swahili too", () => {
    expect(checkFeedback(null, '', 0, 'en')?.message).toBe('Rate the adviser by clicking any of the stars to continue');
    expect(checkFeedback(4, 'Good', 1, 'en')).toBeNull();
    expect(checkFeedback(null, '', 0, 'en', 'advisor')?.message).toBe('Rate this session by clicking any of the stars to continue');
    expect(checkReply(false, '  ', 0, 'en')?.message).toBe('Response is needed to submit');
    const swahili = checkReply(false, '', 0, 'sw')?.message;
    expect(swahili).toBeTruthy();
    expect(swahili).not.toBe('Response is needed to submit');
    expect(emptyMessage('tasks', 'en')).toBe('Nothing yet: No assignment available');
  });

  it('computes a pair’s progress: one of two sessions complete is 50%, in progress', () => {
    const outline = {
      playbookId: PLAY,
      chapters: [{ id: CHAP, position: 1 }],
      sessions: [
        { chapterId: CHAP, id: SES, position: 1, tools: ['Plan'] },
        { chapterId: CHAP, id: `${SES.slice(0, 23)}d`, position: 2, tools: ['Budget'] },
      ],
    };
    expect(playbookProgress({ ...outline, ticks: [], tasks: [] }, 'en')).toMatchObject({ state: '0%', status: 'pending', statusLabel: 'Pending' });
    const half = playbookProgress({ ...outline, ticks: [{ sessionId: SES, tool: 'Plan' }], tasks: [] }, 'en');
    expect(half).toMatchObject({ stateNumber: 50, status: 'inProgress', sessionId: `${SES.slice(0, 23)}d` });
  });
});
