/**
 * What the team's screens work out from the server's answers: a text in the person's language, a
 * playbook's progress in a pair (section 9's 0% pending when the server has none), the playbooks a
 * pair does not have yet, and finding people by name or e-mail.
 */
import type { Lang } from '../../lib/i18n';
import type { Pair, Person, Playbook, Progress, ProgressStatus, Text } from './api';

export const textIn = (text: Text, lang: Lang): string => text[lang] || text.en;

/** Core's English label of a status (`playbookMessage` gives it in the language shown). */
export const STATUS_LABEL: Readonly<Record<ProgressStatus, string>> = {
  pending: 'Pending',
  inProgress: 'In progress',
  completed: 'Completed',
};

/** The pair's progress through a playbook; 0%, pending when the server sent none (spec section 9). */
export function progressOf(pair: Pair, playbookId: string): Progress {
  return (
    pair.progress.find((p) => p.playbookId === playbookId) ?? {
      playbookId,
      chapterId: null,
      sessionId: null,
      state: '0%',
      stateNumber: 0,
      status: 'pending',
    }
  );
}

/** The playbooks not assigned to the pair, in the server's order. */
export function notAssigned(playbooks: readonly Playbook[], pair: Pair): Playbook[] {
  const assigned = new Set(pair.assignedPlaybooks.map((p) => p.id));
  return playbooks.filter((p) => !assigned.has(p._id));
}

/** Lower case without accents, for matching what a person types. */
export const folded = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export interface Matches {
  shown: Person[];
  /** How many match in all (more than shown when the list is cut). */
  total: number;
}

/**
 * The people whose name or e-mail holds every word typed (any order, any case), at most `limit`;
 * those whose name starts with the first word first. Nothing typed: everyone, up to `limit`.
 */
export function findPeople(people: readonly Person[], query: string, limit: number): Matches {
  const words = folded(query).split(/\s+/).filter(Boolean);
  const found = people.filter((person) => {
    const text = folded(`${person.name} ${person.email}`);
    return words.every((word) => text.includes(word));
  });
  const first = words[0];
  const ranked = first ? [...found].sort((a, b) => Number(folded(b.name).startsWith(first)) - Number(folded(a.name).startsWith(first))) : found;
  return { shown: ranked.slice(0, limit), total: found.length };
}

/** The pair's playbooks as one line for lists and exports: "Market Access 50% In progress; …". */
export function playbooksLine(pair: Pair, lang: Lang, statusText: (english: string) => string): string {
  return pair.assignedPlaybooks
    .map((playbook) => {
      const progress = progressOf(pair, playbook.id);
      return `${textIn(playbook.name, lang)} ${progress.state} ${statusText(STATUS_LABEL[progress.status])}`;
    })
    .join('; ');
}
