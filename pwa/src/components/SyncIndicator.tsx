import { useI18n } from '../lib/i18n';
import { requestSync, useSyncStatus } from '../lib/sync';
import { syncTimeText } from './syncTime';

/**
 * The header's sync state for the entrepreneur's records: how many are not on the server yet, how
 * many the server refused (to fix), when the last sync finished, and a button to sync now. Until the
 * counts were read from the phone it says it is checking, never a 0 it has not read.
 */
export function SyncIndicator() {
  const { t, msg } = useI18n();
  const status = useSyncStatus();
  const title = status.error ? t('sync.failed', { error: msg(status.error) }) : undefined;
  const busy = status.syncing;

  return (
    <section className="sync-indicator" aria-label={t('sync.label')} title={title}>
      <span
        className={status.known && status.pending > 0 ? 'sync-indicator__count sync-indicator__count--pending' : 'sync-indicator__count'}
        role="status"
      >
        {!status.known
          ? t('sync.checking')
          : status.pending > 0
            ? t('sync.pending', { n: status.pending })
            : t('sync.allSynced')}
      </span>
      {status.known && status.rejected > 0 ? (
        <span className="sync-indicator__rejected" role="alert" title={t('sync.rejectedHelp')}>
          {t('sync.rejected', { n: status.rejected })}
        </span>
      ) : null}
      <span className="sync-indicator__time">
        {!status.online
          ? t('sync.offline')
          : status.lastSyncAt
            ? t('sync.last', { time: syncTimeText(status.lastSyncAt) })
            : t('sync.never')}
      </span>
      {status.error && status.online ? (
        <span className="sync-indicator__error" aria-hidden="true">
          !
        </span>
      ) : null}
      <button
        type="button"
        className="button button--small button--ghost sync-indicator__button"
        onClick={requestSync}
        disabled={busy || !status.online}
        aria-busy={busy}
      >
        <svg
          className={busy ? 'sync-indicator__icon sync-indicator__icon--spin' : 'sync-indicator__icon'}
          width="16"
          height="16"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path
            fill="currentColor"
            d="M12 4V1L8 5l4 4V6a6 6 0 0 1 6 6 6 6 0 0 1-.7 2.8l1.5 1.5A8 8 0 0 0 20 12a8 8 0 0 0-8-8Zm0 14a6 6 0 0 1-6-6c0-1 .3-2 .7-2.8L5.2 7.7A8 8 0 0 0 4 12a8 8 0 0 0 8 8v3l4-4-4-4v3Z"
          />
        </svg>
        <span>{busy ? t('sync.syncing') : t('sync.now')}</span>
      </button>
    </section>
  );
}
