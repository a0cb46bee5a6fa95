/**
 * The trainee's notes as records of the offline engine (docs/sync.md, docs/lms.md): kind `lms_note`,
 * the user's own, the last save in the server's order wins, checked by core's note check before they
 * are saved (the server checks them again with the same rule).
 */
import { registerEntity } from '../../lib/sync';
import { checkNote } from './rules';

export const NOTE_ENTITY = 'lms_note';

/** A note as the phone keeps it: the spec's fields (lines keyed "1".."n"). */
export interface NoteRecord {
  id: string;
  traineeId: string;
  cohortId: string;
  title: string;
  notes: Record<string, string>;
  type: string[];
  createdBy: string;
  /** Epoch seconds. */
  createdAt: number;
  updatedAt: number;
  /** A note removed (on the server or another phone): kept so every phone learns of it, never shown. */
  deleted?: boolean;
}

/** The lines of a note in their keys' number order. */
export function linesOf(notes: Readonly<Record<string, string>>): string[] {
  return Object.entries(notes)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, line]) => line);
}

registerEntity({
  name: NOTE_ENTITY,
  scope: 'user',
  conflict: 'serverOrder',
  async validate(record) {
    const { loadLmsCore } = await import('../../lib/core-lms');
    await loadLmsCore();
    const note = record as unknown as Partial<NoteRecord>;
    const checked = checkNote(
      {
        id: note.id,
        traineeId: note.traineeId ?? '',
        cohortId: note.cohortId,
        title: note.title ?? '',
        lines: linesOf(note.notes ?? {}),
      },
      false,
    );
    return checked.ok ? null : checked.problem.message;
  },
});
