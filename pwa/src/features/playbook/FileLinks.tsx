import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { fetchBlob, openPendingTab, showBlobIn } from '../../lib/fileDownload';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { filePath } from './api';

/**
 * The files of a reply or a feedback: each opens in a new tab, fetched with the bearer token
 * (`GET /api/playbook/files/{id}`, served to the pair and the team).
 */
export function FileLinks({ ids }: { ids: readonly string[] }) {
  const { t, msg } = useI18n();
  const [opening, setOpening] = useState<string | null>(null);
  if (ids.length === 0) return null;

  async function open(id: string) {
    const tab = openPendingTab();
    setOpening(id);
    try {
      showBlobIn(tab, await fetchBlob(filePath(id)));
    } catch (error) {
      tab?.close();
      toast.error(msg(errorMessage(error)), { id: 'playbook-file' });
    } finally {
      setOpening(null);
    }
  }

  return (
    <ul className="pb-attachments" aria-label={t('pb.files.attached')}>
      {ids.map((id, index) => (
        <li key={id}>
          <button type="button" className="link-button pb-attachments__link" onClick={() => void open(id)} aria-busy={opening === id}>
            {opening === id ? t('pb.files.opening') : t('pb.files.attachment', { n: index + 1 })}
          </button>
        </li>
      ))}
    </ul>
  );
}
