import { useEffect, useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { showDateTime } from '../../lib/nairobiTime';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { saidChanged, useDownloads } from './DownloadChapter';
import { downloadBytes, removeDownload, showBytes, type Download } from './download';
import { LmsPage } from './Shell';

interface Storage {
  usage: number;
  quota: number | null;
}

/** What the browser says this site stores (every cache and database), when it says. */
function useStorage(version: unknown): Storage | null {
  const [storage, setStorage] = useState<Storage | null>(null);
  useEffect(() => {
    let live = true;
    void navigator.storage
      ?.estimate?.()
      .then((e) => {
        if (live && typeof e.usage === 'number') setStorage({ usage: e.usage, quota: e.quota ?? null });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [version]);
  return storage;
}

/**
 * /dashboard/lms/learning/downloads (docs/lms.md "Offline"): the chapters kept on this phone with
 * their sizes, the storage used, and Remove for each.
 */
export function DownloadsPage() {
  const { t } = useI18n();
  return (
    <LmsPage title={t('lms.downloads.title')} outline>
      {({ userId }) => <Downloads userId={userId} />}
    </LmsPage>
  );
}

function Downloads({ userId }: { userId: string }) {
  const { t } = useI18n();
  const { list } = useDownloads(userId);
  const storage = useStorage(list);
  const total = (list ?? []).reduce((sum, d) => sum + downloadBytes(d), 0);
  return (
    <div className="stack">
      <p className="card">{t('lms.downloads.lead')}</p>
      {storage ? (
        <p className="lms__hint" data-testid="lms-storage">
          {storage.quota
            ? t('lms.downloads.storage', { used: showBytes(storage.usage), quota: showBytes(storage.quota) })
            : t('lms.downloads.storageUsed', { used: showBytes(storage.usage) })}
        </p>
      ) : null}
      {list === null ? null : list.length === 0 ? (
        <EmptyState title={t('lms.downloads.none')} />
      ) : (
        <>
          <p className="lms__hint">{t('lms.downloads.total', { size: showBytes(total) })}</p>
          <ul className="lms-downloads">
            {[...list]
              .sort((a, b) => a.name.en.localeCompare(b.name.en))
              .map((download) => (
                <li key={download.chapterId} className="card lms-downloads__item">
                  <DownloadRow userId={userId} download={download} />
                </li>
              ))}
          </ul>
        </>
      )}
    </div>
  );
}

function DownloadRow({ userId, download }: { userId: string; download: Download }) {
  const { t, lang } = useI18n();
  const [busy, setBusy] = useState(false);
  const name = download.name[lang] || download.name.en;
  const audio = Object.values(download.audio).reduce((sum, n) => sum + n, 0);

  async function remove() {
    setBusy(true);
    try {
      await removeDownload(userId, download.chapterId);
      saidChanged();
      toast.success(t('lms.downloads.removed', { name }), { id: 'lms-downloads' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h2 className="lms__subtitle">{name}</h2>
      <p className="lms__hint">{t('lms.downloads.size', { text: showBytes(download.bytes), audio: showBytes(audio) })}</p>
      <p className="lms__hint">{t('lms.downloads.when', { when: showDateTime(Math.floor(download.at / 1000)) })}</p>
      <button type="button" className="button button--danger button--small" disabled={busy} aria-label={t('lms.downloads.removeNamed', { name })} onClick={() => void remove()}>
        {t('lms.downloads.remove')}
      </button>
    </>
  );
}
