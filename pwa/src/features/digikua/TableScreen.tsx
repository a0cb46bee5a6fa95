/**
 * The frame of every DigiKua table (spec 002 section 2.1): title, header links, a Back link to the
 * summary, the record list (cards on a phone, the table on wider screens; loading, 'Error:
 * {message}', filter and exports are RecordList's), its empty state with the Add link, and the add
 * or edit modal open over it.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import { EmptyState } from '../../components/EmptyState';
import { RecordList, type Column } from '../../components/RecordList/RecordList';
import { summaryPath } from './paths';
import { editOpen, rowClass, SyncBadge } from './parts';
import type { Row } from './rows';
import { MODAL_STATE, useBase } from './screen';
import './digikua.css';

interface TableScreenProps<R extends Row<unknown>> {
  title: string;
  /** The header links (Add…, All… or Back to…). */
  links: ReactNode;
  columns: Column<R>[];
  rows: R[] | null;
  error: string | null;
  /** The add or edit modal, when one is open. */
  modal: ReactNode;
  /** What a record's link says before its name ("Edit sale"). */
  edit: string;
  /** The empty state ("No sales yet") and its Add link's text. */
  empty: string;
  add: string;
}

export function TableScreen<R extends Row<unknown>>({ title, links, columns, rows, error, modal, edit, empty, add }: TableScreenProps<R>) {
  const { t, msg } = useI18n();
  const base = useBase();
  useTitle(title);
  return (
    <section className="page dk-page">
      <header className="dk-header">
        <Link className="dk-back" to={summaryPath(base)}>
          <span aria-hidden="true">← </span>
          {t('digikua.back')}
        </Link>
        <h1>{title}</h1>
        <nav className="dk-links" aria-label={t('digikua.links')}>
          {links}
        </nav>
      </header>
      <div className="card dk-table-card">
        <RecordList
          title={title}
          fileName="digikua"
          columns={columns}
          rows={rows}
          error={error === null ? null : msg(error)}
          rowKey={(row) => row.id}
          rowClass={rowClass}
          open={editOpen(edit)}
          badge={(row) => <SyncBadge row={row} />}
          empty={<EmptyState title={empty} action={<AddLink>{add}</AddLink>} />}
        />
      </div>
      {modal}
    </section>
  );
}

/** A header link that opens the add modal of this table. */
export function AddLink({ children }: { children: ReactNode }) {
  return (
    <Link className="button button--small" to={{ search: '?add' }} state={MODAL_STATE}>
      {children}
    </Link>
  );
}

/** A header link to another table. */
export function TableLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="button button--small button--secondary" to={to}>
      {children}
    </Link>
  );
}
