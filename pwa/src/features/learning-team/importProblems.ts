/**
 * An import's refusal (docs/lms.md: `400 {error: true, message, errors: [{file, line, message}]}`) as
 * the list the coach fixes the files from: each problem's file, its line (0: the file as a whole) and
 * the message, already in the caller's language (core's `describe` may have written the file and line
 * into it: they are taken off, the list shows them apart).
 */
import { ApiError } from '../../lib/api';

export interface Problem {
  file: string;
  /** 0: the file as a whole. */
  line: number;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** `file, line 4: ` or `file, mstari 4: ` or `file: ` at the start of a message. */
function withoutPlace(message: string, file: string, line: number): string {
  const places = line > 0 ? [`${file}, line ${line}: `, `${file}, mstari ${line}: `] : [`${file}: `];
  const place = places.find((start) => file !== '' && message.startsWith(start));
  return place ? message.slice(place.length) : message;
}

/** One problem of the answer's `errors`, or null when it is not one. */
export function readProblem(value: unknown): Problem | null {
  if (!isRecord(value) || typeof value.message !== 'string' || !value.message.trim()) return null;
  const file = typeof value.file === 'string' ? value.file.trim() : '';
  const line = typeof value.line === 'number' && Number.isInteger(value.line) && value.line > 0 ? value.line : 0;
  return { file, line, message: withoutPlace(value.message.trim(), file, line) };
}

/** Every problem of an import's refusal, in the server's order; null when the refusal lists none. */
export function importProblems(error: unknown): Problem[] | null {
  if (!(error instanceof ApiError) || !isRecord(error.body) || !Array.isArray(error.body.errors)) return null;
  const problems = error.body.errors.map(readProblem).filter((problem): problem is Problem => problem !== null);
  return problems.length > 0 ? problems : null;
}
