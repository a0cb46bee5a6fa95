// The content editor's logic: positions after a move, the bodies sent, the tools that start unticked,
// and the drafts kept on the device.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Playbook, Session } from './api';
import {
  blankTool,
  chapterBody,
  findSession,
  moved,
  parsePosition,
  playbookBody,
  positionChanges,
  sessionBody,
  sessionForm,
  sessionsCount,
  textIn,
  untickedTools,
} from './content';
import { draftKey, forgetDraft, isPlaybookForm, isSessionForm, readDraft, saveDraft } from './draft';

const session = (id: string, position: number): Session => ({
  _id: id,
  chapterId: 'c1',
  name: { en: `S ${id}`, sw: `K ${id}` },
  position,
  info: { en: '# Hi', sw: '# Habari' },
  tools: [{ name: { en: 'Cash book', sw: 'Daftari la fedha' }, info: { en: 'Write', sw: 'Andika' }, icon: 'notebook', value: 'https://example.org/a' }],
});

const playbook: Playbook = {
  _id: 'p1',
  name: { en: 'Basics', sw: '' },
  summary: { en: 'A', sw: 'B' },
  chapters: [
    { _id: 'c1', playbookId: 'p1', name: { en: 'One', sw: 'Moja' }, position: 1, sessions: [session('s1', 1), session('s2', 2)] },
    { _id: 'c2', playbookId: 'p1', name: { en: 'Two', sw: 'Mbili' }, position: 2, sessions: [] },
  ],
};

describe('the content', () => {
  it('names in the language shown, English when the Swahili is blank; counts and finds sessions', () => {
    expect(textIn(playbook.name, 'sw')).toBe('Basics');
    expect(textIn(playbook.chapters[0]!.name, 'sw')).toBe('Moja');
    expect(sessionsCount(playbook)).toBe(2);
    expect(findSession(playbook, 's2')?.chapter._id).toBe('c1');
    expect(findSession(playbook, 'nope')).toBeNull();
  });

  it('moves an item up or down, never past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('a move swaps two positions; repeated positions are numbered afresh', () => {
    const items = [
      { _id: 'a', position: 1 },
      { _id: 'b', position: 2 },
      { _id: 'c', position: 5 },
    ];
    expect(positionChanges(items, 2, -1)).toEqual([
      { _id: 'c', position: 2 },
      { _id: 'b', position: 5 },
    ]);
    expect(positionChanges(items, 0, -1)).toEqual([]);
    const same = [
      { _id: 'a', position: 0 },
      { _id: 'b', position: 0 },
    ];
    expect(positionChanges(same, 0, 1)).toEqual([
      { _id: 'b', position: 1 },
      { _id: 'a', position: 2 },
    ]);
  });

  it('reads a typed position: blank is left out, anything but a whole number refused', () => {
    expect(parsePosition(' ')).toBeUndefined();
    expect(parsePosition(' 3 ')).toBe(3);
    expect(parsePosition('0')).toBe(0);
    expect(parsePosition('-1')).toBeNull();
    expect(parsePosition('2.5')).toBeNull();
    expect(parsePosition('two')).toBeNull();
  });

  it('builds the bodies: names trimmed, a blank position and link left out', () => {
    expect(playbookBody({ name: { en: ' Basics ', sw: ' Misingi' }, summary: { en: 'A ', sw: ' B' } })).toEqual({
      name: { en: 'Basics', sw: 'Misingi' },
      summary: { en: 'A', sw: 'B' },
    });
    expect(chapterBody({ en: ' One', sw: 'Moja ' })).toEqual({ name: { en: 'One', sw: 'Moja' } });
    expect(chapterBody({ en: 'One', sw: 'Moja' }, 4)).toEqual({ name: { en: 'One', sw: 'Moja' }, position: 4 });

    const form = sessionForm(session('s1', 3));
    expect(form.position).toBe('3');
    const tool = { ...blankTool(), name: { en: ' Price list', sw: 'Orodha ya bei ' }, info: { en: 'x', sw: 'y' }, icon: 'tag', link: '  ' };
    const body = sessionBody({ ...form, position: '', tools: [...form.tools, tool] });
    expect(body).toEqual({
      name: { en: 'S s1', sw: 'K s1' },
      info: { en: '# Hi', sw: '# Habari' },
      tools: [
        { name: { en: 'Cash book', sw: 'Daftari la fedha' }, info: { en: 'Write', sw: 'Andika' }, icon: 'notebook', value: 'https://example.org/a' },
        { name: { en: 'Price list', sw: 'Orodha ya bei' }, info: { en: 'x', sw: 'y' }, icon: 'tag' },
      ],
    });
    expect(sessionBody({ ...form, position: '7' }).position).toBe(7);
    expect('key' in (body.tools[0] ?? {})).toBe(false);
  });

  it('a tool renamed in English or removed starts unticked; a Swahili change keeps its ticks', () => {
    const saved = session('s1', 1).tools;
    const form = sessionForm(session('s1', 1)).tools;
    expect(untickedTools(saved, form)).toEqual([]);
    expect(untickedTools(saved, [{ ...form[0]!, name: { en: 'Cash book', sw: 'Daftari' } }])).toEqual([]);
    expect(untickedTools(saved, [{ ...form[0]!, name: { en: 'Cash books', sw: 'Daftari' } }])).toEqual(['Cash book']);
    expect(untickedTools(saved, [])).toEqual(['Cash book']);
  });
});

describe('drafts', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a form per user and form until forgotten, and ignores what is not a form', () => {
    const key = draftKey('u1', 'session:s1');
    expect(key).toBe('portal.playbook-content.u1.session:s1');
    expect(readDraft(key, isSessionForm)).toBeNull();
    const form = { ...sessionForm(session('s1', 1)), position: '4' };
    saveDraft(key, form);
    expect(readDraft(key, isSessionForm)).toEqual(form);
    expect(readDraft(draftKey('u2', 'session:s1'), isSessionForm)).toBeNull();
    expect(readDraft(key, isPlaybookForm)).toBeNull();
    forgetDraft(key);
    expect(readDraft(key, isSessionForm)).toBeNull();
    localStorage.setItem(key, '{"name": 3}');
    expect(readDraft(key, isSessionForm)).toBeNull();
    localStorage.setItem(key, 'not json');
    expect(readDraft(key, isSessionForm)).toBeNull();
  });
});
