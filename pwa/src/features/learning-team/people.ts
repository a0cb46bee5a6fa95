/** What the team's screens work out from the people the server finds and the cohort's texts. */
import type { Lang } from '../../lib/i18n';
import type { Person, Text } from './api';

export const textIn = (text: Text, lang: Lang): string => text[lang].trim() || text.en;

/** Whether a person found may be added to the cohort: free, in it already, or in another cohort. */
export type Standing = 'free' | 'here' | 'elsewhere';

export const standing = (person: Person, cohortId: string): Standing =>
  !person.cohortId ? 'free' : person.cohortId === cohortId ? 'here' : 'elsewhere';

/** The chosen people with `person` added or taken out, in the order they were chosen. */
export function toggled(chosen: readonly Person[], person: Person): Person[] {
  return chosen.some((p) => p.id === person.id) ? chosen.filter((p) => p.id !== person.id) : [...chosen, person];
}

/** The most people `GET /people` answers with: when it sends this many, there may be more. */
export const PEOPLE_LIMIT = 50;
