/** What the advisor's screens share: a read's states, the kept-copy note, a progress bar, file links. */
import { useState, type ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { playbookMessage, type ProgressStatus } from '../../lib/core-playbook';
import { fetchBlob, openPendingTab, saveBlob, showBlobIn } from '../../lib/fileDownload';
import { useI18n } from '../../lib/i18n';
import { showDateTime } from '../../lib/nairobiTime';
import { toast } from '../../lib/toast';
import { filePath } from './api';
import { failureText, sayMessage } from './say';
import type { Kept } from '../../lib/useKeptRead';

/** Shown from the copy kept on the phone: says so, and from when. */
export function KeptNote({ at }: { at: number | null }) {
  const { t } = useI18n();
  if (at === null) return null;
  return (
    <p className="advisor__kept" role="status">
      {t('advisor.kept', { when: showDateTime(Math.floor(at / 1000)) })}
    </p>
  );
}

interface LoadedProps<T> {
  read: Kept<T>;
  rows?: number;
  children: (data: T) => ReactNode;
}

/** A read's loading, failure (the server's message, Try again) or its data, with the kept note. */
export function Loaded<T>({ read, rows = 3, children }: LoadedProps<T>) {
  const { t, msg, lang } = useI18n();
  if (read.data === null) {
    if (read.loading) return <Skeleton rows={rows} label={t('advisor.loading')} />;
    return (
      <EmptyState
        title={read.error ? sayMessage(failureText(read.error), lang, t, msg) : t('advisor.failed')}
        action={
          <button type="button" className="button" onClick={read.reload}>
            {t('advisor.retry')}
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

/** A playbook's progress: the bar, its figure and core's status label. */
export function ProgressBar({ percent, status, label, statusLabel }: { percent: number; status: ProgressStatus; label: string; statusLabel: string }) {
  return (
    <div className="advisor-progress">
      <div
        className="advisor-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% ${statusLabel}`}
      >
        <span className="advisor-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="advisor-progress__figure">{percent}%</span>
      <span className={`advisor-status advisor-status--${status}`}>{statusLabel}</span>
    </div>
  );
}

/** Section 9's status labels, in the language (core's table through the playbook messages). */
export function useStatusLabel(): (status: ProgressStatus) => string {
  const { lang } = useI18n();
  const english: Record<ProgressStatus, string> = { pending: 'Pending', inProgress: 'In progress', completed: 'Completed' };
  return (status) => playbookMessage(english[status], lang);
}

/** A reply's or feedback's files: each a button that fetches it with the bearer token. */
export function FileLinks({ ids }: { ids: readonly string[] }) {
  const { t, msg, lang } = useI18n();
  const [busy, setBusy] = useState<string | null>(null);
  if (ids.length === 0) return null;

  async function open(id: string) {
    // Opened inside the click, so no pop-up blocker stops it; a file a browser cannot show is saved.
    const tab = openPendingTab();
    setBusy(id);
    try {
      const blob = await fetchBlob(filePath(id));
      if (/^(image\/|application\/pdf)/.test(blob.type)) showBlobIn(tab, blob);
      else {
        tab?.close();
        saveBlob(blob, `playbook-${id}${extensionOf(blob.type)}`);
      }
    } catch (error) {
      tab?.close();
      toast.error(sayMessage(failureText(error), lang, t, msg), { id: 'advisor-file' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <ul className="advisor-files">
      {ids.map((id, index) => (
        <li key={id}>
          <button type="button" className="button button--small button--secondary" onClick={() => void open(id)} aria-busy={busy === id}>
            {busy === id ? t('advisor.fileOpening') : t('advisor.file', { number: index + 1 })}
          </button>
        </li>
      ))}
    </ul>
  );
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': '.pptx',
};

const extensionOf = (type: string): string => EXTENSIONS[type.split(';')[0]?.trim() ?? ''] ?? '';
