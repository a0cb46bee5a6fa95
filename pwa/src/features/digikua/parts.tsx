/** Small pieces of the DigiKua table screens: a record's sync badge, its row class, its edit link. */
import type { RowOpen } from '../../components/RecordList/RecordList';
import { useI18n } from '../../lib/i18n';
import type { Row } from './rows';
import { MODAL_STATE } from './screen';

export const editSearch = (id: string) => `?edit=${encodeURIComponent(id)}`;

/** Where tapping a record goes: its edit modal, the link named `label` ("Edit sale") and the record. */
export const editOpen = (label: string) => (row: Row<unknown>): RowOpen => ({ to: { search: editSearch(row.id) }, state: MODAL_STATE, label });

/** 'Not synced' or 'Refused' (with the server's message); nothing for a synced record. */
export function SyncBadge({ row }: { row: Row<unknown> }) {
  const { t, msg } = useI18n();
  if (row.state === 'pending') {
    return (
      <span className="badge dk-badge dk-badge--pending" title={t('digikua.sync.pendingTitle')}>
        {t('digikua.sync.pending')}
      </span>
    );
  }
  if (row.state === 'rejected') {
    return (
      <span className="dk-refused">
        <span className="badge dk-badge dk-badge--rejected">{t('digikua.sync.rejected')}</span>
        {row.message ? <span className="dk-refused__message">{msg(row.message)}</span> : null}
      </span>
    );
  }
  return null;
}

/** The class of a row that waits to sync or that the server refused. */
export function rowClass(row: Row<unknown>): string | undefined {
  return row.state === 'synced' ? undefined : `dk-row--${row.state}`;
}
