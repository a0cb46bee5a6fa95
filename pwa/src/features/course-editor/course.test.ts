// The editor's pure parts: the bodies the server is sent from the forms, moving rows and chapters,
// the times and sizes as typed, and the export's zip entries.
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Assignment, Topic } from './api';
import {
  assignmentBody,
  assignmentForm,
  chapterMove,
  faqForm,
  faqsBody,
  meetingForm,
  meetingsBody,
  moved,
  normalTime,
  objectiveBody,
  objectiveForm,
  parseDays,
  parseSize,
  resourceBody,
  resourceForm,
  showSize,
  tasksBody,
  tasksInOrder,
  taskForm,
  topicBody,
  topicForm,
  unreadableSizes,
  withType,
  without,
} from './course';
import { courseZip, slugOf, zipEntries } from './exportZip';
import { crc32, zipTexts } from './zip';
import { leavingTo } from './leaveGuard';

const text = (en: string, sw: string) => ({ en, sw });

describe('moving rows', () => {
  it('moves an item up or down, and leaves the list as it is at its ends', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(without(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('a chapter moves by one PUT to its new place, 1-based; none past the ends', () => {
    const chapters = [{ id: 'c1' }, { id: 'c2' }, { id: 'c3' }];
    expect(chapterMove(chapters, 1, -1)).toEqual({ id: 'c2', position: 1 });
    expect(chapterMove(chapters, 1, 1)).toEqual({ id: 'c2', position: 3 });
    expect(chapterMove(chapters, 0, -1)).toBeNull();
    expect(chapterMove(chapters, 2, 1)).toBeNull();
  });
});

describe('the meeting times as typed', () => {
  it('reads the usual ways of typing a time as HH:MM', () => {
    expect(normalTime('9:30')).toBe('09:30');
    expect(normalTime(' 9.30 ')).toBe('09:30');
    expect(normalTime('0930')).toBe('09:30');
    expect(normalTime('930')).toBe('09:30');
    expect(normalTime('9')).toBe('09:00');
    expect(normalTime('14:05')).toBe('14:05');
    expect(normalTime('23:59')).toBe('23:59');
  });

  it('leaves anything else as typed, for the server to refuse with its message', () => {
    expect(normalTime('25:00')).toBe('25:00');
    expect(normalTime('9:75')).toBe('9:75');
    expect(normalTime('nine')).toBe('nine');
    expect(normalTime('')).toBe('');
  });

  it('sends the schedule whole, in order, texts trimmed and times as HH:MM', () => {
    const first = { ...meetingForm(), title: text(' Welcome ', ' Karibu '), day: '2026-12-03', starts: '9', ends: '11:00', place: ' Nairobi hub ' };
    const second = meetingForm({ title: text('Money', 'Pesa'), day: '2026-12-10', starts: '14:00', ends: '16:00', place: 'Online' });
    expect(meetingsBody(moved([first, second], 1, -1))).toEqual([
      { title: text('Money', 'Pesa'), day: '2026-12-10', starts: '14:00', ends: '16:00', place: 'Online' },
      { title: text('Welcome', 'Karibu'), day: '2026-12-03', starts: '09:00', ends: '11:00', place: 'Nairobi hub' },
    ]);
  });

  it('sends the FAQs whole, in order, trimmed', () => {
    const faqs = [faqForm({ question: text(' How long? ', 'Muda gani?'), solution: text('Seven weeks.', ' Wiki saba. ') })];
    expect(faqsBody(faqs)).toEqual([{ question: text('How long?', 'Muda gani?'), solution: text('Seven weeks.', 'Wiki saba.') }]);
  });
});

describe('sizes as typed', () => {
  it('reads bytes, KB and MB (1 KB = 1000 bytes), blank as none and anything else as unreadable', () => {
    expect(parseSize('4.2 MB')).toBe(4_200_000);
    expect(parseSize('120 kb')).toBe(120_000);
    expect(parseSize('4,5MB')).toBe(4_500_000);
    expect(parseSize('5000')).toBe(5000);
    expect(parseSize('')).toBeNull();
    expect(parseSize('big')).toBeNaN();
    expect(parseSize('4 TB')).toBeNaN();
  });

  it('shows a size so that it reads back exactly', () => {
    for (const bytes of [0, 999, 1000, 120_000, 4_200_000, 4_213_456, 50_000_000]) expect(parseSize(showSize(bytes))).toBe(bytes);
    expect(showSize(4_200_000)).toBe('4.2 MB');
    expect(showSize(120_000)).toBe('120 KB');
  });
});

describe("a topic's body", () => {
  const saved: Topic = {
    id: 't1',
    chapterId: 'c1',
    name: text('Keep daily records', 'Weka kumbukumbu za kila siku'),
    description: text('## Why\n\nBecause.', '## Kwa nini\n\nKwa sababu.'),
    position: 1,
    objectives: [{ title: text('Know', 'Jua'), list: { en: ['one', 'two'], sw: ['moja', 'mbili'] } }],
    resources: [
      { type: 'audio', name: text('Talk', 'Mazungumzo'), description: text('', ''), link: 'https://media.example.org/a.mp3', sizeBytes: 4_200_000 },
      { type: 'video', name: text('Video', 'Video'), description: text('Watch', 'Tazama'), link: 'dQw4w9WgXcQ', sizeBytes: null },
    ],
  };

  it('round-trips a saved topic unchanged', () => {
    expect(topicBody(topicForm(saved))).toEqual({
      name: saved.name,
      description: saved.description,
      objectives: saved.objectives,
      resources: [saved.resources[0], { type: 'video', name: text('Video', 'Video'), description: text('Watch', 'Tazama'), link: 'dQw4w9WgXcQ' }],
    });
  });

  it("keeps an objective's points paired, so both languages always have as many", () => {
    const form = objectiveForm({ title: text('T', 'K'), list: { en: ['a', 'b'], sw: ['x'] } });
    expect(form.points).toEqual([text('a', 'x'), text('b', '')]);
    const body = objectiveBody({ ...form, points: [...form.points, text(' c ', ' z ')] });
    expect(body.list.en).toHaveLength(body.list.sw.length);
    expect(body.list).toEqual({ en: ['a', 'b', 'c'], sw: ['x', '', 'z'] });
    expect(objectiveForm().points).toEqual([text('', '')]);
  });

  it('sends a video without a size, a blank size as null and an unreadable one as 0 (refused by the server)', () => {
    const audio = { ...resourceForm(), link: ' https://x.org/a.mp3 ', size: '' };
    expect(resourceBody(audio)).toMatchObject({ type: 'audio', link: 'https://x.org/a.mp3', sizeBytes: null });
    expect(resourceBody({ ...audio, size: 'big' }).sizeBytes).toBe(0);
    expect(resourceBody({ ...audio, type: 'video', size: '4 MB' })).not.toHaveProperty('sizeBytes');
    expect(unreadableSizes({ ...topicForm(), resources: [audio, { ...audio, size: 'big' }, { ...audio, type: 'video', size: 'big' }] })).toEqual([2]);
  });
});

describe("an assignment's body", () => {
  const saved: Assignment = {
    id: 'a1',
    chapterId: 'c1',
    title: text('Your costs', 'Gharama zako'),
    periodInDays: 7,
    position: 1,
    submissions: 0,
    tasks: {
      '10': { text: text('Last', 'Mwisho'), type: 'file', options: [] },
      '2': { text: text('Pick', 'Chagua'), type: 'choice', options: [text('A', 'A'), text('B', 'B')] },
      '1': { text: text('Write', 'Andika'), type: 'text', options: [] },
    },
  };

  it('reads the tasks in the order of their numbers and numbers them 1..n again', () => {
    expect(tasksInOrder(saved.tasks).map((task) => task.text.en)).toEqual(['Write', 'Pick', 'Last']);
    const form = assignmentForm(saved);
    expect(Object.keys(tasksBody(form.tasks))).toEqual(['1', '2', '3']);
    const body = assignmentBody({ ...form, tasks: moved(form.tasks, 2, -1) });
    expect(body).toEqual({
      title: saved.title,
      periodInDays: 7,
      tasks: {
        '1': { text: text('Write', 'Andika'), type: 'text', options: [] },
        '2': { text: text('Last', 'Mwisho'), type: 'file', options: [] },
        '3': { text: text('Pick', 'Chagua'), type: 'choice', options: [text('A', 'A'), text('B', 'B')] },
      },
    });
  });

  it('a choice or checkbox starts with two options, the other types send none', () => {
    const choice = withType(taskForm(), 'checkbox');
    expect(choice.options).toHaveLength(2);
    const back = withType({ ...choice, options: [text('a', 'b'), text('c', 'd'), text('e', 'f')] }, 'choice');
    expect(back.options).toHaveLength(3);
    expect(withType(back, 'link').options).toEqual([]);
    // Options left in a form whose type no longer takes them are not sent.
    expect(tasksBody([{ ...back, type: 'text' }])['1']?.options).toEqual([]);
  });

  it('days as typed: a whole number, else 0 for the server to refuse', () => {
    expect(parseDays(' 14 ')).toBe(14);
    expect(parseDays('seven')).toBe(0);
    expect(parseDays('1.5')).toBe(0);
    expect(assignmentBody({ ...assignmentForm(), days: '400' }).periodInDays).toBe(400);
  });

  it('once answered, the saved tasks go back unchanged whatever the form holds; title and days still change', () => {
    const form = { ...assignmentForm(saved), title: text(' New ', ' Mpya '), days: '10', tasks: [taskForm()] };
    expect(assignmentBody(form, saved.tasks)).toEqual({ title: text('New', 'Mpya'), periodInDays: 10, tasks: saved.tasks });
  });
});

describe('the export', () => {
  it('puts every file under one folder named after the course, without leading slashes or .. steps', () => {
    expect(slugOf('Grow your business!')).toBe('grow-your-business');
    expect(slugOf('Café & Biashara')).toBe('cafe-biashara');
    expect(slugOf('***')).toBe('course');
    expect(
      zipEntries(
        [
          { path: 'course.md', text: 'name: A | B' },
          { path: '/01-money/../chapter.md', text: 'x' },
        ],
        'grow',
      ),
    ).toEqual([
      ['grow/course.md', 'name: A | B'],
      ['grow/01-money/chapter.md', 'x'],
    ]);
  });

  it('writes a zip that unzips to the same files', async () => {
    const files = [
      { path: 'course.md', text: 'name: Grow your business | Kuza biashara yako\n' },
      { path: '01-money/chapter.md', text: 'name: Money | Pesa\n' },
    ];
    const blob = courseZip(files, 'grow');
    const unzipped = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(Object.fromEntries(Object.entries(unzipped).map(([path, bytes]) => [path, strFromU8(bytes)]))).toEqual({
      'grow/course.md': files[0]?.text,
      'grow/01-money/chapter.md': files[1]?.text,
    });
  });
});

describe('the zip writer', () => {
  it("computes the CRC-32 zip tools check (the standard's check value)", () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it('writes an archive a zip reader opens: names in UTF-8, empty files, no files at all', () => {
    const bytes = zipTexts([
      ['kozi/maelezo ya mada – sura.md', 'Habari, dunia! ✓'],
      ['kozi/empty.md', ''],
    ]);
    const read = unzipSync(bytes);
    expect(Object.keys(read)).toEqual(['kozi/maelezo ya mada – sura.md', 'kozi/empty.md']);
    expect(strFromU8(read['kozi/maelezo ya mada – sura.md']!)).toBe('Habari, dunia! ✓');
    expect(read['kozi/empty.md']).toHaveLength(0);
    expect(unzipSync(zipTexts([]))).toEqual({});
  });
});

describe('leaving with unsaved changes', () => {
  const here = new URL('https://portal.test/coach/learning/courses/c1');
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  const anchor = (href: string, more: { download?: boolean; target?: string } = {}) => ({ href, download: more.download ?? false, target: more.target ?? '' });

  it('asks for a plain click to another page of the portal only', () => {
    expect(leavingTo(anchor('/coach/learning'), click, here)).toBe('/coach/learning');
    expect(leavingTo(anchor('/coach/learning/courses/c1/topics/t1?x=1'), click, here)).toBe('/coach/learning/courses/c1/topics/t1?x=1');
    expect(leavingTo(anchor('/coach/learning/courses/c1'), click, here)).toBeNull();
    expect(leavingTo(anchor('#faqs'), click, here)).toBeNull();
    expect(leavingTo(anchor('https://elsewhere.test/'), click, here)).toBeNull();
    expect(leavingTo(anchor('/file.zip', { download: true }), click, here)).toBeNull();
    expect(leavingTo(anchor('/coach/overview', { target: '_blank' }), click, here)).toBeNull();
    expect(leavingTo(anchor('/coach/overview'), { ...click, ctrlKey: true }, here)).toBeNull();
  });
});
