/**
 * The clients' budgets, for the business coach and the super admin: a search of the clients (by
 * name, e-mail or phone), each opening that client's budget against actual, read only.
 */
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Loading } from '../../components/Loading';
import { useTitle } from '../../components/useTitle';
import { apiRequest } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { useRemote } from '../../lib/useRemote';
import './budget.css';

interface ClientRow {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
}

const searchClients = async (q: string, signal: AbortSignal): Promise<ClientRow[]> =>
  (await apiRequest<{ users: ClientRow[] }>(`/clients${q ? `?q=${encodeURIComponent(q)}` : ''}`, { signal })).users;

export function ClientBudgetsPage() {
  const { t } = useI18n();
  useTitle(t('budget.clients.title'));
  const { pathname } = useLocation();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const clients = useRemote(`clients-${query}`, (signal) => searchClients(query, signal));
  return (
    <section className="page budget">
      <h1>{t('budget.clients.title')}</h1>
      <p className="budget__intro">{t('budget.clients.lead')}</p>
      <form
        className="budget__search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(typed.trim());
        }}
      >
        <label htmlFor="budget-client-search">{t('budget.clients.search')}</label>
        <input id="budget-client-search" className="input" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        <button type="submit" className="button button--small">
          {t('budget.clients.find')}
        </button>
      </form>
      {clients.loading && !clients.data ? <Loading label={t('budget.loading')} /> : null}
      {clients.data?.length === 0 ? <p className="budget__note">{t('budget.clients.none')}</p> : null}
      <ul className="budget__clients">
        {(clients.data ?? []).map((c) => (
          <li key={c._id}>
            <Link to={`${pathname}/${encodeURIComponent(c._id)}`}>
              {c.firstName} {c.lastName}
            </Link>
            <span className="muted">{c.phoneNumber ?? c.email}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
