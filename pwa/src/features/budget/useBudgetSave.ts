/**
 * Saving a period or a line from its dialog: through the offline engine (core checks it first), a
 * toast either way, the dialog closed when it is kept, and core's refusal kept to show in it.
 */
import { useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { saveRecord } from '../../lib/sync';
import { toast } from '../../lib/toast';

export interface BudgetSave {
  busy: boolean;
  problem: string | null;
  save: (record: { id: string; removed?: boolean }) => Promise<void>;
}

export function useBudgetSave(entity: string, onClose: () => void): BudgetSave {
  const { t, msg } = useI18n();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(record: { id: string; removed?: boolean }) {
    setBusy(true);
    try {
      await saveRecord(entity, { ...record }, null);
      toast.success(t(record.removed ? 'budget.removed' : 'budget.saved'));
      onClose();
    } catch (error) {
      const text = msg(error instanceof Error ? error.message : String(error));
      setProblem(text);
      toast.error(text);
      setBusy(false);
    }
  }

  return { busy, problem, save };
}
