/**
 * Grades given on this page, shown at once over the list read before them: a graded item leaves the
 * Ungraded view and shows its score in the others, until the next read says the same.
 */
export interface Given {
  score: number;
  comment: string;
  at: number;
}

export function withGiven<T extends { id: string; score: number | null; comment: string; gradedAt: number | null }>(
  items: readonly T[],
  given: ReadonlyMap<string, Given>,
  view: 'ungraded' | 'graded' | 'all',
): T[] {
  const out: T[] = [];
  for (const item of items) {
    const mine = given.get(item.id);
    const shown = mine && item.score === null ? { ...item, score: mine.score, comment: mine.comment, gradedAt: mine.at } : item;
    if (view === 'ungraded' && shown.score !== null) continue;
    if (view === 'graded' && shown.score === null) continue;
    out.push(shown);
  }
  return out;
}
