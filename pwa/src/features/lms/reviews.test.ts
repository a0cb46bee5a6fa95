// A topic review written offline waits in the file queue (docs/lms.md "Offline"): its body carries
// the phone's submissionId (the server stores it once), the topic's queued reviews are read back
// from their bodies for the form to show as waiting, and core's check still comes first.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLmsCoreSync } from '../../lib/core-lms';
import type { Submission } from '../../lib/files';
import { queuedReviews, REVIEW_GROUP, reviewBody, reviewGroup } from './queued';
import { checkReview } from './rules';

beforeAll(() => {
  loadLmsCoreSync(readFileSync(fileURLToPath(new URL('../../wasm-pkg/lms/portal_core_bg.wasm', import.meta.url))));
});

const TOPIC = '6960cccc0000000000000001';
const OTHER = '6960cccc0000000000000002';
const SUB = '6960dddd0000000000000001';

const queued = (id: string, topicId: string, body: Record<string, unknown>, state: Submission['state'], createdAt: number, message: string | null = null): Submission => ({
  id,
  group: reviewGroup(topicId),
  files: [],
  method: 'POST',
  path: `/lms/topics/${topicId}/reviews`,
  body,
  fileFields: {},
  state,
  message,
  createdAt,
});

describe('a queued topic review', () => {
  it('is posted as JSON with the trainee, the stars, the comment and the submission id', () => {
    expect(reviewBody('t1', 4, 'Clear and useful', SUB)).toEqual({ traineeId: 't1', rating: 4, comment: 'Clear and useful', submissionId: SUB });
    expect(reviewGroup(TOPIC)).toBe(`${REVIEW_GROUP}${TOPIC}`);
    expect(reviewGroup(TOPIC).startsWith(REVIEW_GROUP)).toBe(true);
  });

  it("is read back per topic, oldest first, with its state and a refusal's message", () => {
    const list = [
      queued('b', TOPIC, reviewBody('t1', 5, 'Second', SUB), 'waiting', 20),
      queued('x', OTHER, reviewBody('t1', 3, 'Another topic', SUB), 'waiting', 5),
      queued('a', TOPIC, reviewBody('t1', 2, 'First', SUB), 'refused', 10, 'Not found'),
      queued('c', TOPIC, reviewBody('t1', 4, 'Third', SUB), 'sent', 30, 'Review submitted'),
    ];
    expect(queuedReviews(list, TOPIC)).toEqual([
      { id: 'a', rating: 2, comment: 'First', state: 'refused', message: 'Not found' },
      { id: 'b', rating: 5, comment: 'Second', state: 'waiting', message: null },
      { id: 'c', rating: 4, comment: 'Third', state: 'sent', message: null },
    ]);
    expect(queuedReviews(list, '6960cccc0000000000000009')).toEqual([]);
  });

  it('reads a damaged body as no stars and no comment rather than failing', () => {
    expect(queuedReviews([queued('a', TOPIC, { rating: 'x', comment: 3 }, 'waiting', 1)], TOPIC)).toEqual([{ id: 'a', rating: 0, comment: '', state: 'waiting', message: null }]);
  });

  it("is checked by core before it is queued: 'Fill all fields' before the stars", () => {
    expect(checkReview('t1', TOPIC, null, '  ')).toEqual({ ok: false, problem: { field: 'comment', message: 'Fill all fields' } });
    expect(checkReview('t1', TOPIC, null, 'Good')).toEqual({ ok: false, problem: { field: 'rating', message: 'Choose from 1 to 5 stars' } });
    expect(checkReview('t1', TOPIC, 4, '  Good  ')).toEqual({ ok: true, rating: 4, comment: 'Good' });
  });
});
