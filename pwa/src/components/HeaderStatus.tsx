import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '../lib/i18n';
import { requestSync, useSyncStatus } from '../lib/sync';
import { useOnline } from '../lib/useOnline';
import { syncTimeText } from './syncTime';

type Tone = 'offline' | 'pending' | 'refused' | 'synced' | 'checking';

const ICONS: Record<Tone, string> = {
  // a cloud struck through
  offline:
    'M3.3 2 2 3.3l3 3A6 6 0 0 0 6 18h10.7l2 2 1.3-1.3L3.3 2ZM6 16a4 4 0 0 1-.3-8l8.7 8H6Zm13.4-5.9A7 7 0 0 0 8.7 5.6l1.5 1.5A5 5 0 0 1 17.5 11l.1 1h.9a2.5 2.5 0 0 1 1.5 4.5l1.4 1.4a4.5 4.5 0 0 0-2-7.8Z',
  // an arrow up into a cloud
  pending:
    'M19.4 10.1A7 7 0 0 0 6 8a6 6 0 0 0 0 12h13a4.5 4.5 0 0 0 .4-9.9ZM13 13v4h-2v-4H8l4-4 4 4h-3Z',
  refused: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
  // a cloud with a tick
  synced:
    'M19.4 10.1A7 7 0 0 0 6 8a6 6 0 0 0 0 12h13a4.5 4.5 0 0 0 .4-9.9ZM10 17l-3.5-3.5 1.4-1.4 2.1 2.1 5.2-5.2 1.4 1.4L10 17Z',
  checking: 'M19.4 10.1A7 7 0 0 0 6 8a6 6 0 0 0 0 12h13a4.5 4.5 0 0 0 .4-9.9Z',
};

/** The compact status button and the panel its tap opens (closed by a second tap, Escape or a tap outside). */
function StatusButton({
  tone,
  word,
  name,
  described,
  children,
}: {
  tone: Tone;
  word: string;
  name: string;
  described?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onDown);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onDown);
    };
  }, [open]);
  return (
    <div className="header-status__wrap" ref={root}>
      <button
        type="button"
        className={`header-status__button header-status__button--${tone}`}
        aria-label={name}
        aria-describedby={described}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d={ICONS[tone]} />
        </svg>
        <span className="header-status__word">{word}</span>
      </button>
      {/* Drawn only while open: its sentences are not on the page twice for anyone reading it. */}
      {open ? (
        <div id={panelId} className="header-status__panel">
          {children}
        </div>
      ) : null}
    </div>
  );
}

/** People without books on the phone (staff, public pages): nothing online, "Offline" when not. */
function ConnectionStatus() {
  const { t } = useI18n();
  if (useOnline()) return null;
  return (
    <section className="header-status" aria-label={t('status.connection')}>
      <StatusButton tone="offline" word={t('sync.offline')} name={t('status.name', { state: t('sync.offline') })}>
        <p>{t('app.offline')}</p>
      </StatusButton>
    </section>
  );
}

/**
 * The entrepreneur's sync state in one compact header control: an icon and a short word (Offline,
 * 3 waiting, Synced), the full state for screen readers, and a tap that explains it with Sync now.
 * Until the counts were read from the phone it says it is checking, never a 0 it has not read.
 */
function SyncStatus() {
  const { t, msg } = useI18n();
  const status = useSyncStatus();
  const detailsId = useId();
  const tone: Tone = !status.online
    ? 'offline'
    : !status.known
      ? 'checking'
      : status.rejected > 0
        ? 'refused'
        : status.pending > 0
          ? 'pending'
          : 'synced';
  const word =
    tone === 'offline'
      ? t('sync.offline')
      : tone === 'checking'
        ? t('sync.short.checking')
        : tone === 'refused'
          ? t('sync.short.refused', { n: status.rejected })
          : tone === 'pending'
            ? t('sync.short.waiting', { n: status.pending })
            : t('sync.short.synced');
  const count = !status.known ? t('sync.checking') : status.pending > 0 ? t('sync.pending', { n: status.pending }) : t('sync.allSynced');
  const when = status.lastSyncAt ? t('sync.last', { time: syncTimeText(status.lastSyncAt) }) : t('sync.never');
  const busy = status.syncing;

  return (
    <section className="header-status sync-indicator" aria-label={t('sync.label')}>
      <StatusButton tone={tone} word={word} name={t('status.name', { state: word })} described={detailsId}>
        {!status.online ? <p>{t('sync.help.offline')}</p> : null}
        <p>{count}</p>
        {status.known && status.rejected > 0 ? <p>{t('sync.rejectedHelp')}</p> : null}
        <p className="muted">{when}</p>
        {status.error && status.online ? <p className="muted">{t('sync.failed', { error: msg(status.error) })}</p> : null}
        <button
          type="button"
          className="button button--small button--secondary"
          onClick={requestSync}
          disabled={busy || !status.online}
          aria-busy={busy}
        >
          {busy ? t('sync.syncing') : t('sync.now')}
        </button>
      </StatusButton>
      {/* The full state, read out when it changes; the visible word above is its short form. */}
      <span id={detailsId} className="sr-only">
        <span role="status">{count}</span>
        {status.known && status.rejected > 0 ? <span role="alert"> {t('sync.rejected', { n: status.rejected })}</span> : null}
        {status.online ? <span> {when}</span> : null}
      </span>
    </section>
  );
}

/** The header's one status control: the sync state for those who keep books on the phone, else the connection. */
export function HeaderStatus({ keepsBooks }: { keepsBooks: boolean }) {
  return keepsBooks ? <SyncStatus /> : <ConnectionStatus />;
}
