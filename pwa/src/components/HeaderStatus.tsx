import { useId } from 'react';
import { useI18n } from '../lib/i18n';
import { requestSync, useSyncStatus } from '../lib/sync';
import { ConnectionStatus } from './ConnectionStatus';
import { StatusButton, type Tone } from './StatusButton';
import { syncTimeText } from './syncTime';

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
