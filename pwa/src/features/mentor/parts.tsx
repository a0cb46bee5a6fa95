/** What the mentor's screens share: a read's states, the kept-copy note, a progress bar, badges, file downloads. */
import { useState, type ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { fetchBlob, saveBlob } from '../../lib/fileDownload';
import { useI18n } from '../../lib/i18n';
import { showDateTime } from '../../lib/nairobiTime';
import { toast } from '../../lib/toast';
import { sayFailure } from './say';
import type { Kept } from '../../lib/useKeptRead';

/** Shown from the copy kept on the phone: says so, and from when. */
export function KeptNote({ at }: { at: number | null }) {
  const { t } = useI18n();
  if (at === null) return null;
  return (
    <p className="mentor__kept" role="status">
      {t('mentor.kept', { when: showDateTime(Math.floor(at / 1000)) })}
    </p>
  );
}

/** A read's loading, failure (the server's message, Try again) or its data, with the kept note. */
export function Loaded<T>({ read, rows = 3, children }: { read: Kept<T>; rows?: number; children: (data: T) => ReactNode }) {
  const { t, msg, lang } = useI18n();
  if (read.data === null) {
    if (read.loading) return <Skeleton rows={rows} label={t('mentor.loading')} />;
    return (
      <EmptyState
        title={read.error ? sayFailure(read.error, lang, msg) : t('mentor.failed')}
        action={
          <button type="button" className="button" onClick={read.reload}>
            {t('mentor.retry')}
          </button>
        }
      />
    );
  }
  return (
    <>
      <KeptNote at={read.keptAt} />
      {children(read.data)}
    </>
  );
}

/** A trainee's progress: the bar and the percent with its 2 decimals, as the server sends it. */
export function ProgressBar({ percent, label, detail }: { percent: string; label: string; detail: string }) {
  const value = Math.max(0, Math.min(100, Number(percent) || 0));
  return (
    <div className="mentor-progress">
      <div className="mentor-progress__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-valuetext={`${percent}%, ${detail}`}>
        <span className="mentor-progress__fill" style={{ width: `${value}%` }} />
      </div>
      <span className="mentor-progress__figure">{percent}%</span>
    </div>
  );
}

/** A count that needs the mentor (a warning colour), or a quiet zero. */
export function CountBadge({ count, label }: { count: number; label: string }) {
  return <span className={count > 0 ? 'mentor-badge mentor-badge--due' : 'mentor-badge'}>{label}</span>;
}

/** A file behind the bearer token (`/api/…`) fetched and saved; any other https address a plain link. */
export function FileDownload({ url, name }: { url: string; name: string }) {
  const { t, lang, msg } = useI18n();
  const [busy, setBusy] = useState(false);
  const label = t('mentor.download', { name });
  if (!url.startsWith('/api/')) {
    return /^https?:\/\//.test(url) ? (
      <a className="button button--small button--secondary mentor-file" href={url} target="_blank" rel="noopener noreferrer" download={name}>
        {label}
      </a>
    ) : (
      <span>{name}</span>
    );
  }
  async function download() {
    setBusy(true);
    try {
      saveBlob(await fetchBlob(url.slice('/api'.length)), name || 'file');
    } catch (error) {
      toast.error(sayFailure(error, lang, msg), { id: 'mentor-file' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="button button--small button--secondary mentor-file" onClick={() => void download()} aria-busy={busy}>
      {busy ? t('mentor.downloading') : label}
    </button>
  );
}
