/**
 * What the chapter and session pages show of the playbook: its name and the pair's progress in it,
 * from the pair in use (kept on the phone like every read).
 */
import { useI18n } from '../../lib/i18n';
import { useChosenPair } from './usePairs';

export function usePlaybookOfPair(playbookId: string | null) {
  const { lang } = useI18n();
  const { pairs, choice } = useChosenPair();
  const pair = choice?.ok ? choice.value : null;
  const assigned = pair?.assignedPlaybooks.find((one) => one.id === playbookId);
  return {
    pairs,
    pair,
    name: assigned ? assigned.name[lang] || assigned.name.en : null,
    progress: pair?.progress.find((one) => one.playbookId === playbookId),
  };
}
