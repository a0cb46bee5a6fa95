import { useCallback, useEffect, useMemo, useState } from 'react';
import { TextField } from '../../components/Field';
import { EmptyState } from '../../components/EmptyState';
import { RecordList, type Column } from '../../components/RecordList/RecordList';
import { useTitle } from '../../components/useTitle';
import { formatDate, isStaffRole, shortId } from '../../lib/core';
import { creatableRoles } from '../../lib/core-accounts';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/useSession';
import { AccountForm } from './AccountForm';
import { listClients, type ClientRow } from './api';
import { InviteForm } from './InviteForm';
import { ListFailed } from './ListFailed';
import { Panel } from './Panel';
import { useRemoteList } from './useRemoteList';
// The texts of these screens, and the account messages the server answers with.

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;
/** The spec shows a client id shortened to its first 6 characters (spec 000 sections 2 and 9). */
const SHORT_ID = 6;

/** The staff list of clients with a search; sales agents and the super admin also add and invite. */
export function ClientsPage() {
  const { t } = useI18n();
  const session = useSession();
  const role = session?.user.role ?? '';
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  useTitle(t('clients.title'));

  useEffect(() => {
    const timer = setTimeout(() => setSearch(query.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const load = useCallback((signal: AbortSignal) => listClients(search, signal), [search]);
  const list = useRemoteList<ClientRow>(search, load);
  /** Entrepreneur accounts this staff member may create; none for processors and authorizers. */
  const roles = useMemo(() => creatableRoles(role).filter((value) => !isStaffRole(value)), [role]);

  return (
    <section className="page">
      <header className="page__header">
        <h1>{t('clients.title')}</h1>
        <p className="muted">{t('clients.lead')}</p>
      </header>
      <div className={roles.length > 0 ? 'staff-layout' : undefined}>
        {roles.length > 0 ? (
          <div className="staff-layout__side stack">
            <Panel title={t('clients.add')} lead={t('clients.addLead')}>
              <AccountForm
                name={t('clients.add')}
                roles={roles}
                roleLabelKey="form.accountType"
                preselect
                withReferral
                submitKey="clients.addSubmit"
                onCreated={list.reload}
              />
            </Panel>
            <Panel title={t('clients.invite')} lead={t('clients.inviteLead')}>
              <InviteForm name={t('clients.invite')} roles={roles} />
            </Panel>
          </div>
        ) : null}
        <div className="card staff-layout__main">
          <div className="toolbar">
            <TextField
              id="client-search"
              label={t('clients.search')}
              type="search"
              autoComplete="off"
              spellCheck={false}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <ClientTable
            rows={list.rows}
            loading={list.loading}
            failed={list.failed}
            search={search}
            onRetry={list.reload}
          />
        </div>
      </div>
    </section>
  );
}

interface ClientTableProps {
  rows: ClientRow[] | null;
  loading: boolean;
  failed: boolean;
  search: string;
  onRetry: () => void;
}

const fullName = (row: ClientRow) => `${row.firstName} ${row.lastName}`.trim();

function ClientTable({ rows, loading, failed, search, onRetry }: ClientTableProps) {
  const { t } = useI18n();
  if (rows === null && failed) return <ListFailed onRetry={onRetry} />;
  const columns: Column<ClientRow>[] = [
    { key: 'id', header: t('clients.id'), text: (row) => shortId(row.id, SHORT_ID), cell: (row) => <code title={row.id}>{shortId(row.id, SHORT_ID)}</code>, card: 'detail' },
    { key: 'firstName', header: t('clients.firstName'), text: (row) => row.firstName, cardText: fullName, card: 'title' },
    { key: 'lastName', header: t('clients.lastName'), text: (row) => row.lastName },
    { key: 'phone', header: t('clients.phone'), text: (row) => row.phoneNumber, card: 'detail' },
    { key: 'created', header: t('clients.created'), text: (row) => (row.createdAt ? formatDate(row.createdAt) : ''), card: 'date' },
  ];
  return (
    <div aria-busy={loading}>
      <RecordList
        title={t('clients.table')}
        tools={false}
        columns={columns}
        rows={rows}
        error={null}
        rowKey={(row) => row.id}
        open={(row) => ({ to: `../client/${row.id}`, label: t('clients.open') })}
        empty={<EmptyState title={search ? t('clients.noMatch', { query: search }) : t('clients.empty')} />}
      />
    </div>
  );
}
