/**
 * The score items a person enters for a trainee (docs/lms.md, "Cohorts and people"): `GET
 * /lms/trainees/{id}/score-entries` read defensively, and the mentor's own item (`mentor`, 0 to 100)
 * as it stands now: the newest entry of it. `PUT …/score-entries/mentor {score}` saves it.
 */
import { apiRequest } from '../../lib/api';
import { int, list, rawOf, text } from '../../lib/read';
import type { Read } from './api';

export interface ScoreEntry {
  /** `trainer` or `mentor`. */
  item: string;
  /** 0 to 100, as entered. */
  score: number;
  enteredBy: string;
  createdAt: number;
}

/** A score sent as a number or as its text; anything else is no score. */
function scoreOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

export const readScoreEntries = (answer: unknown): ScoreEntry[] =>
  list(rawOf(answer).data).flatMap((raw) => {
    const score = scoreOf(raw.score);
    const item = text(raw, 'item');
    return score === null || item === '' ? [] : [{ item, score, enteredBy: text(raw, 'enteredBy'), createdAt: int(raw, 'createdAt') }];
  });

/** The item's current entry: the newest one (the last sent of equal times), or null when none. */
export function currentEntry(entries: readonly ScoreEntry[], item: string): ScoreEntry | null {
  let found: ScoreEntry | null = null;
  for (const entry of entries) if (entry.item === item && (!found || entry.createdAt >= found.createdAt)) found = entry;
  return found;
}

const part = (id: string) => encodeURIComponent(id);

export const scoreEntriesRead = (traineeId: string): Read<ScoreEntry[]> => ({
  key: `mentor:score-entries:${traineeId}`,
  load: (signal) => apiRequest<unknown>(`/lms/trainees/${part(traineeId)}/score-entries`, { signal }).then(readScoreEntries),
});

/** `PUT /lms/trainees/{id}/score-entries/mentor {score}`: the server's message (a refusal throws it). */
export const putMentorScore = (traineeId: string, score: number): Promise<string> =>
  apiRequest<unknown>(`/lms/trainees/${part(traineeId)}/score-entries/mentor`, { method: 'PUT', body: { score } }).then((answer) =>
    typeof (answer as { message?: unknown } | null)?.message === 'string' ? (answer as { message: string }).message : '',
  );
