// Download for offline: each part of a chapter's bundle kept under the key its screen reads (and read
// back by the screens' own loadOrKept when the network fails), the class's assignment list merged not
// replaced, audio kept only from the portal's own address, and removal forgetting the chapter's reads
// and audio but not what the class shares.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../lib/api';
import { keepKnown, loadOrKept, readKnown } from '../../lib/lastKnown';
import { keys, type Assignment, type Resource } from './api';
import {
  audioCacheName,
  audioOf,
  chapterKeys,
  downloadBytes,
  downloadChapter,
  DOWNLOADS_KEY,
  keepAudio,
  keptParts,
  listDownloads,
  mergeAssignments,
  removeDownload,
  showBytes,
  type ChapterBundle,
  type Download,
} from './download';

const ORIGIN = 'https://portal.test';
const text = (en: string) => ({ en, sw: `${en} (sw)` });

const assignment = (id: string, chapterId: string): Assignment => ({
  id,
  title: text(id),
  createdAt: 1,
  periodInDays: 7,
  chapterId,
  dueDate: 604801,
  score: 'notAttempted',
  state: 'notAttempted',
  unlocked: false,
});

const resource = (id: string, topicId: string, link: string, resourceTypeId = 2): Resource => ({
  id,
  topicId,
  name: text(id),
  description: text(''),
  link,
  position: 1,
  resourceTypeId,
  sizeBytes: 4_200_000,
});

function bundle(chapterId = 'ch1'): ChapterBundle {
  const topic = (id: string, position: number, resources: Resource[]) => ({
    id,
    chapterId,
    name: text(`Topic ${id}`),
    description: text(`**${id}**`),
    descriptionHtml: text(`<p><strong>${id}</strong></p>`),
    position,
    objectives: [{ id: `o-${id}`, title: text('You will'), list: { en: ['count'], sw: ['hesabu'] } }],
    resources,
    reviews: [{ traineeId: 'tr', rating: 5, comment: 'Useful', createdAt: 1 }],
  });
  return {
    chapter: { id: chapterId, name: text('Know your money'), position: 1, status: 'current' },
    // Out of order: the kept list is by position.
    topics: [
      topic(`${chapterId}-t2`, 2, [resource('r2', `${chapterId}-t2`, '/media/shared.mp3'), resource('v', `${chapterId}-t2`, 'abc', 3)]),
      topic(`${chapterId}-t1`, 1, [resource('r1', `${chapterId}-t1`, `/media/${chapterId}.mp3`), resource('r3', `${chapterId}-t1`, 'https://media.example.org/a.mp3')]),
    ],
    faqs: [{ id: 'f1', question: text('How long?'), solution: text('Seven weeks.') }],
    assignments: [assignment(`${chapterId}-a1`, chapterId)],
    assignmentDetails: [{ id: `${chapterId}-a1`, title: text('A1'), tasks: { '1': { text: text('What do you sell?'), type: 'text', options: [] } } }],
    submits: { [`${chapterId}-a1`]: [] },
    keptAt: 1_700_000_000,
  };
}

/** Cache Storage as the browser gives it, in memory (Node has none). */
class MemoryCaches {
  readonly caches = new Map<string, Map<string, Response>>();
  open(name: string): Promise<Cache> {
    const entries = this.caches.get(name) ?? new Map<string, Response>();
    this.caches.set(name, entries);
    const cache = {
      put: (url: string, response: Response) => Promise.resolve(void entries.set(url, response)),
      delete: (url: string) => Promise.resolve(entries.delete(url)),
      match: (url: string) => Promise.resolve(entries.get(url)),
    };
    return Promise.resolve(cache as unknown as Cache);
  }
  links(name: string): string[] {
    return [...(this.caches.get(name)?.keys() ?? [])].sort();
  }
}

const offline = () => Promise.reject(new ApiError(NETWORK_ERROR, 'network'));

describe('keeping a chapter', () => {
  it('files each part under the key its screen reads', () => {
    const parts = new Map(keptParts(bundle(), 'class1', null));
    expect([...parts.keys()]).toEqual([
      keys.topics('ch1'),
      keys.topic('ch1-t1'),
      keys.objectives('ch1-t1'),
      keys.resources('ch1-t1'),
      keys.reviews('ch1-t1'),
      keys.topic('ch1-t2'),
      keys.objectives('ch1-t2'),
      keys.resources('ch1-t2'),
      keys.reviews('ch1-t2'),
      keys.faqs('class1'),
      keys.assignments('class1'),
      keys.assignment('ch1-a1'),
      keys.submits('ch1-a1'),
    ]);
    expect(parts.get(keys.topics('ch1'))).toEqual([
      { id: 'ch1-t1', chapterId: 'ch1', name: text('Topic ch1-t1'), position: 1 },
      { id: 'ch1-t2', chapterId: 'ch1', name: text('Topic ch1-t2'), position: 2 },
    ]);
    // A topic exactly as GET /topics/{id} answers it.
    expect(parts.get(keys.topic('ch1-t1'))).toEqual({
      id: 'ch1-t1',
      chapterId: 'ch1',
      name: text('Topic ch1-t1'),
      description: text('**ch1-t1**'),
      descriptionHtml: text('<p><strong>ch1-t1</strong></p>'),
    });
    expect(parts.get(keys.reviews('ch1-t1'))).toEqual([{ traineeId: 'tr', rating: 5, comment: 'Useful', createdAt: 1 }]);
    expect(parts.get(keys.faqs('class1'))).toEqual(bundle().faqs);
    expect(parts.get(keys.assignment('ch1-a1'))).toEqual(bundle().assignmentDetails[0]);
    expect(parts.get(keys.submits('ch1-a1'))).toEqual([]);
  });

  it("replaces only the chapter's assignments in the class's kept list, in their place", () => {
    const kept = [assignment('x', 'ch0'), assignment('old', 'ch1'), assignment('y', 'ch2')];
    const fresh = [assignment('new1', 'ch1'), assignment('new2', 'ch1')];
    expect(mergeAssignments(kept, 'ch1', fresh).map((a) => a.id)).toEqual(['x', 'new1', 'new2', 'y']);
    expect(mergeAssignments([assignment('x', 'ch0')], 'ch1', fresh).map((a) => a.id)).toEqual(['x', 'new1', 'new2']);
    expect(mergeAssignments(null, 'ch1', fresh)).toEqual(fresh);
  });

  it('lets the screens read a topic offline from what was kept', async () => {
    const user = 'u-offline';
    await keepKnown(user, keys.assignments('class1'), [assignment('x', 'ch0')]);
    const download = await downloadChapter(user, { classId: 'class1', cohortId: 'co' }, bundle(), ORIGIN, 1000);
    const topic = await loadOrKept(user, keys.topic('ch1-t2'), offline);
    expect(topic).toEqual({ value: new Map(keptParts(bundle(), 'class1', null)).get(keys.topic('ch1-t2')), keptAt: 1000 });
    const objectives = await loadOrKept(user, keys.objectives('ch1-t1'), offline);
    expect(objectives.value).toEqual(bundle().topics[1]?.objectives);
    const list = await readKnown<Assignment[]>(user, keys.assignments('class1'));
    expect(list?.value.map((a) => a.id)).toEqual(['x', 'ch1-a1']);
    expect(download.bytes).toBe(new TextEncoder().encode(JSON.stringify(bundle())).length);
    expect(download.topicIds).toEqual(['ch1-t2', 'ch1-t1']);
    expect(download.audioFiles).toEqual([
      { link: '/media/shared.mp3', bytes: 4_200_000, keepable: true },
      { link: '/media/ch1.mp3', bytes: 4_200_000, keepable: true },
      { link: 'https://media.example.org/a.mp3', bytes: 4_200_000, keepable: false },
    ]);
    expect(await listDownloads(user)).toEqual([download]);
    // Again: one entry, newer.
    await downloadChapter(user, { classId: 'class1', cohortId: 'co' }, bundle(), ORIGIN, 2000);
    expect((await listDownloads(user)).map((d) => d.at)).toEqual([2000]);
  });
});

describe('audio', () => {
  it("keeps the portal's own audio, says which is elsewhere and which failed", async () => {
    const user = 'u-audio';
    const store = new MemoryCaches();
    const download = await downloadChapter(user, { classId: 'class1', cohortId: 'co' }, bundle(), ORIGIN);
    const asked: string[] = [];
    const get = (input: RequestInfo | URL) => {
      asked.push(String(input));
      return Promise.resolve(String(input).includes('shared') ? new Response('x', { status: 500 }) : new Response('mp3 bytes'));
    };
    const outcome = await keepAudio(user, download, download.audioFiles, store as unknown as CacheStorage, get as typeof fetch);
    expect(outcome).toEqual({ kept: ['/media/ch1.mp3'], failed: ['/media/shared.mp3'], elsewhere: ['https://media.example.org/a.mp3'] });
    expect(asked).toEqual(['/media/shared.mp3', '/media/ch1.mp3']);
    expect(store.links(audioCacheName(user))).toEqual(['/media/ch1.mp3']);
    const [saved] = (await listDownloads(user)) as [Download];
    expect(saved.audio).toEqual({ '/media/ch1.mp3': 4_200_000 });
    expect(downloadBytes(saved)).toBe(saved.bytes + 4_200_000);
  });

  it('lists each audio file once, and a video or file never', () => {
    const files = audioOf(bundle(), ORIGIN);
    expect(files.map((f) => f.link)).toEqual(['/media/shared.mp3', '/media/ch1.mp3', 'https://media.example.org/a.mp3']);
    // A relative link is the site's own wherever it runs; an absolute one only on its own origin.
    expect(audioOf(bundle(), 'https://media.example.org').map((f) => f.keepable)).toEqual([true, true, true]);
    expect(audioOf(bundle(), 'http://media.example.org').map((f) => f.keepable)).toEqual([true, true, false]);
  });
});

describe('removing a download', () => {
  it("forgets the chapter's reads and audio, keeps what the class and other chapters share", async () => {
    const user = 'u-remove';
    const store = new MemoryCaches();
    const get = (() => Promise.resolve(new Response('mp3'))) as unknown as typeof fetch;
    for (const chapter of ['ch1', 'ch2']) {
      const d = await downloadChapter(user, { classId: 'class1', cohortId: 'co' }, bundle(chapter), ORIGIN);
      await keepAudio(user, d, d.audioFiles, store as unknown as CacheStorage, get);
    }
    expect(store.links(audioCacheName(user))).toEqual(['/media/ch1.mp3', '/media/ch2.mp3', '/media/shared.mp3']);
    const [first] = (await listDownloads(user)) as [Download];
    await removeDownload(user, 'ch1', store as unknown as CacheStorage);
    for (const key of chapterKeys(first)) expect(await readKnown(user, key), key).toBeNull();
    expect(await readKnown(user, keys.topic('ch2-t1'))).not.toBeNull();
    expect(await readKnown(user, keys.faqs('class1'))).not.toBeNull();
    expect((await readKnown<Assignment[]>(user, keys.assignments('class1')))?.value.map((a) => a.id)).toEqual(['ch1-a1', 'ch2-a1']);
    // The shared file stays while chapter 2 lists it.
    expect(store.links(audioCacheName(user))).toEqual(['/media/ch2.mp3', '/media/shared.mp3']);
    expect((await listDownloads(user)).map((d) => d.chapterId)).toEqual(['ch2']);
    await removeDownload(user, 'ch2', store as unknown as CacheStorage);
    expect(store.links(audioCacheName(user))).toEqual([]);
    expect((await readKnown(user, DOWNLOADS_KEY))?.value).toEqual([]);
  });

  it('shows sizes in KB, MB and GB of 1000', () => {
    expect(showBytes(999)).toBe('999 B');
    expect(showBytes(12_345)).toBe('12 KB');
    expect(showBytes(4_200_000)).toBe('4.2 MB');
    expect(showBytes(10_739_700_000)).toBe('10.7 GB');
  });
});
