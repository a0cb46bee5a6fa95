import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { SelectField, TextField } from '../../components/Field';
import { EmptyState } from '../../components/EmptyState';
import { useTitle } from '../../components/useTitle';
import { statusLabel } from '../../lib/core-loans';
import { useI18n } from '../../lib/i18n';
import { listLoans, type Loan } from './api';
import { Failed } from './Failed';
import { filterStatuses, filterParams, readFilter, SEARCH_DELAY_MS } from './filters';
import { LoansTable } from './LoansTable';
import { areaBase } from './paths';
import { useRemote } from '../../lib/useRemote';
import './texts';

/** The staff loan list: filtered by status, searched by id prefix, names or phone. */
export function LoansPage() {
  const { t, msg } = useI18n();
  const { pathname } = useLocation();
  const base = areaBase(pathname);
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const [typed, setTyped] = useState(filter.query);
  useTitle(t('lending.loans.title'));

  // Typing updates the address (and so the list) once it pauses.
  const { status, query: addressQuery } = filter;
  useEffect(() => {
    if (typed === addressQuery) return;
    const timer = setTimeout(() => setParams(filterParams({ status, query: typed }), { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, status, addressQuery, setParams]);

  const query = addressQuery.trim();
  const load = useCallback((signal: AbortSignal) => listLoans(status, query, signal), [status, query]);
  const list = useRemote<Loan[]>(`${status}|${query}`, load);

  return (
    <section className="page">
      <header className="page__header">
        <h1>{t('lending.loans.title')}</h1>
        <p className="muted">{t('lending.loans.lead')}</p>
      </header>
      <div className="card">
        <div className="lend-toolbar">
          <SelectField
            id="loan-status"
            label={t('lending.loans.status')}
            value={status}
            onChange={(event) => setParams(filterParams({ status: event.target.value, query: typed }), { replace: true })}
          >
            <option value="">{t('lending.loans.all')}</option>
            {filterStatuses().map((status) => (
              <option key={status} value={status}>
                {msg(statusLabel(status))}
              </option>
            ))}
          </SelectField>
          <TextField
            id="loan-search"
            label={t('lending.loans.search')}
            hint={t('lending.loans.searchHint')}
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <LoanList base={base} list={list.data} loading={list.loading} failed={list.failed} onRetry={list.reload} filtered={Boolean(status || query)} />
      </div>
    </section>
  );
}

interface LoanListProps {
  base: string;
  list: Loan[] | null;
  loading: boolean;
  failed: boolean;
  filtered: boolean;
  onRetry: () => void;
}

function LoanList({ base, list, loading, failed, filtered, onRetry }: LoanListProps) {
  const { t } = useI18n();
  if (list === null && failed) return <Failed onRetry={onRetry} />;
  return (
    <div aria-busy={loading}>
      {list && list.length > 0 ? (
        <p className="muted lend-count" role="status">
          {t('lending.loans.count', { n: list.length })}
        </p>
      ) : null}
      <LoansTable
        base={base}
        loans={list}
        caption={t('lending.loans.table')}
        empty={<EmptyState title={filtered ? t('lending.loans.noMatch') : t('lending.loans.empty')} />}
      />
    </div>
  );
}
