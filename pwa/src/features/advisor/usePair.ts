/** One of the advisor's pairs, from the pairs list (kept offline with it). */
import { useMemo } from 'react';
import { playbookMessage } from '../../lib/core-playbook';
import { useI18n } from '../../lib/i18n';
import { pairsRead } from './api';
import { useKept, type Kept } from '../../lib/useKeptRead';
import type { Pair } from './wire';

/** Section 8's message for a pair that is not the advisor's. */
export const PAIR_NOT_FOUND = 'Error Occured. Pair not found';

export function usePair(pairId: string): { read: Kept<Pair[]>; pair: Pair | null; missing: string | null } {
  const { lang } = useI18n();
  const read = useKept(useMemo(pairsRead, []));
  const pair = read.data?.find((p) => p.id === pairId) ?? null;
  const missing = read.data && !pair ? playbookMessage(PAIR_NOT_FOUND, lang) : null;
  return { read, pair, missing };
}
