import { useCallback } from 'react';
import { Link, useLocation } from 'react-router';
import { Loading } from '../../components/Loading';
import { useTitle } from '../../components/useTitle';
import { roleLabel } from '../../lib/core';
import { statusLabel } from '../../lib/core-loans';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/useSession';
import { getOverview, type Overview } from './api';
import { Failed } from './Failed';
import { filterStatuses } from './filters';
import { showMoney } from './format';
import { areaBase } from './paths';
import { useRemote } from '../../lib/useRemote';
import './texts';

/** Each staff role's overview: loans by status, and per currency what went out, came in and is late. */
export function LendingOverview() {
  const { t, msg } = useI18n();
  const session = useSession();
  const base = areaBase(useLocation().pathname);
  const user = session?.user;
  const label = user ? roleLabel(user.role) : null;
  const load = useCallback((signal: AbortSignal) => getOverview(signal), []);
  const overview = useRemote<Overview>('overview', load);
  useTitle(t('menu.overview'));

  return (
    <section className="page">
      <header className="page__header">
        <h1>{t('staff.welcome', { name: user?.firstName || user?.email || '' })}</h1>
        {label ? <p className="muted">{t('staff.role', { role: msg(label) })}</p> : null}
      </header>
      {overview.data === null ? (
        overview.failed ? (
          <div className="card">
            <Failed onRetry={overview.reload} />
          </div>
        ) : (
          <Loading label={t('lending.loading')} />
        )
      ) : (
        <OverviewFigures base={base} overview={overview.data} />
      )}
    </section>
  );
}

function OverviewFigures({ base, overview }: { base: string; overview: Overview }) {
  const { t, msg } = useI18n();
  const counts = new Map(overview.counts);
  // The life cycle's order first, then any status the list does not know.
  const statuses = [...filterStatuses(), ...overview.counts.map(([status]) => status).filter((s) => !filterStatuses().includes(s))];
  return (
    <div className="stack lend-stack">
      <section className="card" aria-labelledby="overview-counts">
        <h2 id="overview-counts">{t('lending.overview.counts')}</h2>
        <ul className="lend-counts">
          {statuses.map((status) => (
            <li key={status}>
              <Link className="lend-counts__item" to={`${base}/loans?status=${encodeURIComponent(status)}`}>
                <span className="lend-counts__n">{counts.get(status) ?? 0}</span>
                <span className="lend-counts__label">{msg(statusLabel(status))}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="overview-money">
        <h2 id="overview-money">{t('lending.overview.money')}</h2>
        {overview.totals.length === 0 ? (
          <p className="empty">{t('lending.overview.noMoney')}</p>
        ) : (
          // Wider than a phone with nothing to focus inside: the box takes the focus to scroll by keyboard (a group: its section is the landmark).
          <div className="table-wrap" tabIndex={0} role="group" aria-labelledby="overview-money">
            <table className="lend-table">
              <caption className="sr-only">{t('lending.overview.money')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('lending.col.currency')}</th>
                  <th scope="col" className="lend-num">{t('lending.overview.disbursed')}</th>
                  <th scope="col" className="lend-num">{t('lending.overview.collected')}</th>
                  <th scope="col" className="lend-num">{t('lending.overview.arrears')}</th>
                  <th scope="col" className="lend-num">{t('lending.overview.outstanding')}</th>
                </tr>
              </thead>
              <tbody>
                {overview.totals.map((row) => (
                  <tr key={row.currency}>
                    <th scope="row">{row.currency}</th>
                    <td className="lend-num">{showMoney(row.disbursed, row.currency)}</td>
                    <td className="lend-num">{showMoney(row.collected, row.currency)}</td>
                    <td className="lend-num">{showMoney(row.arrears, row.currency)}</td>
                    <td className="lend-num">{showMoney(row.outstanding, row.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <div className="chooser__actions">
        <Link className="button button--secondary" to={`${base}/loans`}>
          {t('menu.loans')}
        </Link>
        <Link className="button button--secondary" to={`${base}/clients`}>
          {t('menu.clients')}
        </Link>
      </div>
    </div>
  );
}
