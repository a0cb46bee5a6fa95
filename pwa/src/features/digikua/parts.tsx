/** Small pieces of the DigiKua table screens: the edit link of a row and its sync badge. */
import { Link } from 'react-router';
import { shortId } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import type { Row } from './rows';
import { MODAL_STATE } from './screen';

/** How many characters of an id a table shows (the whole id is in the exports). */
export const ID_CHARS = 8;

export const editSearch = (id: string) => `?edit=${encodeURIComponent(id)}`;

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

/** A row's id as the link that opens its edit modal, with its sync badge. */
export function IdCell({ row, name }: { row: Row<unknown>; name: string }) {
  const { t } = useI18n();
  return (
    <span className="dk-id">
      <Link to={{ search: editSearch(row.id) }} state={MODAL_STATE} aria-label={t('digikua.edit', { name: name || row.id })}>
        <code>{shortId(row.id, ID_CHARS)}</code>
      </Link>
      <SyncBadge row={row} />
    </span>
  );
}

/** A name that opens the edit modal. */
export function NameCell({ row, name }: { row: Row<unknown>; name: string }) {
  return (
    <Link to={{ search: editSearch(row.id) }} state={MODAL_STATE}>
      {name}
    </Link>
  );
}

/** The class of a row that waits to sync or that the server refused. */
export function rowClass(row: Row<unknown>): string | undefined {
  return row.state === 'synced' ? undefined : `dk-row--${row.state}`;
}
