/**
 * A chapter's "Download for offline" (docs/lms.md "Offline"): one request keeps its text content for
 * the screens to read in airplane mode; then, when it has audio, the choice to keep that too, its
 * size said first. Offline the button is disabled and says why.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';
import { showDateTime } from '../../lib/nairobiTime';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';
import { useLms } from './context';
import { downloadBytes, downloadChapter, fetchChapterBundle, keepAudio, listDownloads, showBytes, type Download } from './download';
import { sayMessage } from './messages';

/** Said on `window` whenever a download is added or removed, so every view of it reads again. */
export const DOWNLOADS_CHANGED = 'lms-downloads-changed';

/** The user's downloads, read again whenever one changes. */
export function useDownloads(userId: string): { list: Download[] | null; reread: () => void } {
  const [list, setList] = useState<Download[] | null>(null);
  const reread = useCallback(() => {
    void listDownloads(userId).then(setList);
  }, [userId]);
  useEffect(() => {
    reread();
    window.addEventListener(DOWNLOADS_CHANGED, reread);
    return () => window.removeEventListener(DOWNLOADS_CHANGED, reread);
  }, [reread]);
  return { list, reread };
}

export const saidChanged = (): void => void window.dispatchEvent(new Event(DOWNLOADS_CHANGED));

export function DownloadChapter({ chapterId }: { chapterId: string }) {
  const { t, lang, msg } = useI18n();
  const { userId, trainee, course } = useLms();
  const online = useOnline();
  const { list } = useDownloads(userId);
  const download = list?.find((d) => d.chapterId === chapterId) ?? null;
  const [busy, setBusy] = useState<'text' | 'audio' | null>(null);
  if (!course) return null;
  const classId = course.id;
  const id = `lms-download-${chapterId}`;
  const files = download?.audioFiles ?? [];
  const keepable = files.filter((a) => a.keepable);
  const elsewhere = files.length - keepable.length;
  const missing = keepable.filter((a) => !(download && a.link in download.audio));
  const keepableSize = keepable.reduce((sum, a) => sum + a.bytes, 0);

  async function getText() {
    setBusy('text');
    try {
      const bundle = await fetchChapterBundle(chapterId);
      const kept = await downloadChapter(userId, { classId, cohortId: trainee.cohortId }, bundle, window.location.origin);
      saidChanged();
      toast.success(t('lms.download.done', { name: kept.name[lang] || kept.name.en }), { id });
    } catch (error) {
      const reason = error instanceof ApiError ? error.message : 'An error occurred. Please try again.';
      toast.error(t('lms.download.failed', { reason: sayMessage(reason, lang, msg) }), { id });
    } finally {
      setBusy(null);
    }
  }

  async function getAudio() {
    if (!download) return;
    setBusy('audio');
    try {
      const outcome = await keepAudio(userId, download, missing);
      saidChanged();
      if (outcome.failed.length) toast.error(t('lms.download.audioFailed', { count: outcome.failed.length }), { id });
      else toast.success(t('lms.download.audioDone'), { id });
    } catch {
      toast.error(t('lms.download.audioFailed', { count: missing.length }), { id });
    } finally {
      setBusy(null);
    }
  }

  const reason = online ? null : t('lms.download.offline');
  return (
    <div className="lms-download" data-testid="lms-download">
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={!online || busy !== null}
        aria-busy={busy === 'text'}
        aria-describedby={reason ? `${id}-why` : undefined}
        onClick={() => void getText()}
      >
        {busy === 'text' ? t('lms.download.busy') : download ? t('lms.download.again') : t('lms.download.action')}
      </button>
      {reason ? (
        <p id={`${id}-why`} className="lms__hint">
          {reason}
        </p>
      ) : null}
      {download ? (
        <p className="lms__hint" role="status">
          {t('lms.download.kept', { when: showDateTime(Math.floor(download.at / 1000)), size: showBytes(downloadBytes(download)) })}
        </p>
      ) : null}
      {keepable.length > 0 && missing.length > 0 ? (
        <button type="button" className="button button--secondary button--small" disabled={!online || busy !== null} aria-busy={busy === 'audio'} onClick={() => void getAudio()}>
          {busy === 'audio' ? t('lms.download.audioBusy') : t('lms.download.audioChoice', { size: showBytes(keepableSize) })}
        </button>
      ) : null}
      {keepable.length > 0 && missing.length === 0 ? <p className="lms__hint">{t('lms.download.audioKept', { size: showBytes(keepableSize) })}</p> : null}
      {elsewhere > 0 ? <p className="notice-inline">{t('lms.download.audioElsewhere', { count: elsewhere })}</p> : null}
    </div>
  );
}
