/**
 * The person's pairs (kept on the phone for airplane mode) and the one in use: core's `choosePair`
 * over the saved choice (spec 001 section 4.3), its message when none can be used. A pair chosen
 * because it is the only one is saved, so the session pages (which need a saved pair) open too.
 */
import { useEffect, useMemo } from 'react';
import { choosePair, type Chosen } from '../../lib/core-playbook';
import { useI18n } from '../../lib/i18n';
import { fetchPairs, keys, type Pair } from './api';
import { readSavedPair, savePair } from './pair';
import { useKept, useUserId } from '../../lib/useKept';

export function usePairs() {
  const userId = useUserId();
  const pairs = useKept(keys.pairs, fetchPairs);
  return { ...pairs, userId };
}

export function useChosenPair() {
  const { lang } = useI18n();
  const pairs = usePairs();
  const list = pairs.data?.value;
  const saved = readSavedPair(pairs.userId);
  const choice: Chosen<Pair> | null = useMemo(() => {
    if (!list) return null;
    const chosen = choosePair(saved, list.map((pair) => pair._id), lang);
    if (!chosen.ok) return chosen;
    const pair = list.find((one) => one._id === chosen.value);
    return pair ? { ok: true, value: pair } : { ok: false, message: '' };
  }, [list, saved, lang]);
  const chosenId = choice?.ok ? choice.value._id : null;
  useEffect(() => {
    if (chosenId && chosenId !== saved) savePair(pairs.userId, chosenId);
  }, [chosenId, saved, pairs.userId]);
  return { pairs, choice, saved };
}
