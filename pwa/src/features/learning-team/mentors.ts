/**
 * A cohort's mentors as the coach arranges them before saving (`PUT /cohorts/{id}/mentors` takes the
 * ids in order: the first is the trainees' default chat partner).
 */

export interface Listed {
  id: string;
}

/** The list with the item at `index` moved `delta` places (-1 up, 1 down); unchanged at an end. */
export function moved<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  const item = list[index];
  if (item === undefined || to < 0 || to >= list.length) return [...list];
  const next = list.filter((_, at) => at !== index);
  next.splice(to, 0, item);
  return next;
}

/** The list with `person` added last, unless they are in it already. */
export const withMentor = <T extends Listed>(list: readonly T[], person: T): T[] => (list.some((m) => m.id === person.id) ? [...list] : [...list, person]);

export const withoutMentor = <T extends Listed>(list: readonly T[], id: string): T[] => list.filter((m) => m.id !== id);

/** The ids to save, in order. */
export const mentorIds = (list: readonly Listed[]): string[] => list.map((m) => m.id);

/** Whether two lists name the same mentors in the same order (nothing to save). */
export const sameMentors = (a: readonly Listed[], b: readonly Listed[]): boolean => a.length === b.length && a.every((m, at) => m.id === b[at]?.id);
