/**
 * The budget's exports, CSV and Excel, made by the server from the budget it holds (core's export,
 * in the reader's language). Offline the buttons say a connection is needed; with changes not synced
 * yet, the phone syncs first and says the file may not have them.
 */
import { useState } from 'react';
import { saveBlob, fetchBlob } from '../../lib/fileDownload';
import { useI18n } from '../../lib/i18n';
import { requestSync } from '../../lib/sync';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';

const FORMATS = [
  { path: '/budget/export.csv', file: 'budget.csv', label: 'budget.exportCsv' },
  { path: '/budget/export.xlsx', file: 'budget.xlsx', label: 'budget.exportXlsx' },
] as const;

export function ExportMenu({ pending }: { pending: boolean }) {
  const { t } = useI18n();
  const online = useOnline();
  const [busy, setBusy] = useState(false);

  async function download(path: string, file: string) {
    if (!online) {
      toast(t('budget.exportOffline'));
      return;
    }
    setBusy(true);
    if (pending) {
      requestSync();
      toast(t('budget.exportWaiting'));
    }
    try {
      saveBlob(await fetchBlob(path), file);
    } catch {
      toast.error(t('budget.exportFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="budget__export" role="group" aria-label={t('budget.export')}>
      <span>{t('budget.export')}</span>
      {FORMATS.map((f) => (
        <button key={f.file} type="button" className="button button--secondary button--small" disabled={busy} onClick={() => void download(f.path, f.file)}>
          {t(f.label)}
        </button>
      ))}
    </div>
  );
}
