import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../components/Field';
import { Loading } from '../../components/Loading';
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

function ClientTable({ rows, loading, failed, search, onRetry }: ClientTableProps) {
  const { t } = useI18n();
  if (rows === null) {
    return failed ? <ListFailed onRetry={onRetry} /> : <Loading label={t('list.loading')} />;
  }
  if (rows.length === 0) {
    return (
      <p className="empty" role="status">
        {search ? t('clients.noMatch', { query: search }) : t('clients.empty')}
      </p>
    );
  }
  return (
    <div className="table-wrap" aria-busy={loading}>
      <table className="data-table">
        <caption className="sr-only">{t('clients.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('clients.id')}</th>
            <th scope="col">{t('clients.firstName')}</th>
            <th scope="col">{t('clients.lastName')}</th>
            <th scope="col">{t('clients.phone')}</th>
            <th scope="col">{t('clients.created')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td data-label={t('clients.id')}>
                <Link to={`../client/${row.id}`}>
                  <code title={row.id}>{shortId(row.id, SHORT_ID)}</code>
                </Link>
              </td>
              <td data-label={t('clients.firstName')}>{row.firstName}</td>
              <td data-label={t('clients.lastName')}>{row.lastName}</td>
              <td data-label={t('clients.phone')}>{row.phoneNumber}</td>
              <td data-label={t('clients.created')}>{row.createdAt ? formatDate(row.createdAt) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
