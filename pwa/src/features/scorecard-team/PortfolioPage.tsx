/**
 * The scorecards of every business for a quarter (coach and super admin): how many fall in each
 * band and rank group, the list (each opening the business's scorecard), and the server's CSV.
 */
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { RecordList, type Column } from '../../components/RecordList/RecordList';
import { ScoreBand } from '../../components/ScoreBand';
import { useTitle } from '../../components/useTitle';
import { errorMessage } from '../../lib/errors';
import { fetchBlob, saveBlob } from '../../lib/fileDownload';
import { useI18n } from '../../lib/i18n';
import { bandLabel, scoreText } from '../../lib/scores';
import { toast } from '../../lib/toast';
import { useRemote } from '../../lib/useRemote';
import { BANDS, fetchPortfolio, fetchQuarters, portfolioQuery, type PortfolioRow, type Quarters } from './api';
import './scorecardTeam.css';

export function PortfolioPage() {
  const { t } = useI18n();
  useTitle(t('menu.scorecards'));
  const quarters = useRemote('scorecard-quarters', fetchQuarters);
  return (
    <section className="page sct">
      <h1>{t('menu.scorecards')}</h1>
      <p className="muted">{t('sct.lead')}</p>
      {quarters.data ? <Portfolio quarters={quarters.data} /> : quarters.failed ? null : <p className="muted">{t('sct.loading')}</p>}
    </section>
  );
}

function Portfolio({ quarters }: { quarters: Quarters }) {
  const { t, msg } = useI18n();
  const { pathname } = useLocation();
  const base = pathname.startsWith('/super-admin') ? '/super-admin' : '/coach';
  const [form, setForm] = useState({ year: String(quarters.year), quarter: String(quarters.quarter), hub: '' });
  const [shown, setShown] = useState(form);
  const list = useRemote(`portfolio-${shown.year}-${shown.quarter}-${shown.hub}`, (signal) => fetchPortfolio(shown.year, shown.quarter, shown.hub, signal));
  const open = (row: PortfolioRow) => `${base}/scorecards/${encodeURIComponent(row.businessId)}/${shown.year}/${shown.quarter}`;

  const columns: Column<PortfolioRow>[] = [
    { key: 'name', header: t('sct.business'), text: (row) => row.name, card: 'title' },
    { key: 'owner', header: t('sct.owner'), text: (row) => row.owner, card: 'detail' },
    { key: 'hub', header: t('sct.hub'), text: (row) => row.hub || '—', card: 'detail' },
    { key: 'rankGroup', header: t('sct.rankGroup'), text: (row) => t('sct.months', { months: row.rankGroup }), card: 'detail' },
    { key: 'rank', header: t('sct.rank'), text: (row) => String(row.rank), numeric: true, card: 'detail' },
    { key: 'score', header: t('scores.average'), text: (row) => scoreText(row.averageScore) ?? '', numeric: true, card: 'amount' },
    { key: 'band', header: t('sct.band'), text: (row) => bandLabel(t, row.band), cell: (row) => <ScoreBand band={row.band} label={bandLabel(t, row.band)} />, card: 'detail' },
  ];

  async function downloadCsv() {
    try {
      saveBlob(await fetchBlob(`${portfolioQuery(shown.year, shown.quarter, shown.hub)}&format=csv`), `scorecards-${shown.year}-q${shown.quarter}.csv`);
    } catch (error) {
      toast.error(msg(errorMessage(error)));
    }
  }

  return (
    <>
      <form
        className="card sct-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setShown(form);
        }}
      >
        <label>
          {t('sct.year')}
          <select className="input select" value={form.year} onChange={(event) => setForm({ ...form, year: event.target.value, quarter: String(quarters.quarters[event.target.value]?.at(-1) ?? '') })}>
            {quarters.years.map((year) => (
              <option key={year}>{year}</option>
            ))}
          </select>
        </label>
        <label>
          {t('sct.quarter')}
          <select className="input select" value={form.quarter} onChange={(event) => setForm({ ...form, quarter: event.target.value })}>
            {(quarters.quarters[form.year] ?? []).map((quarter) => (
              <option key={quarter} value={quarter}>{`Q${quarter}`}</option>
            ))}
          </select>
        </label>
        <label>
          {t('sct.hub')}
          <select className="input select" value={form.hub} onChange={(event) => setForm({ ...form, hub: event.target.value })}>
            <option value="">{t('sct.allHubs')}</option>
            {(list.data?.hubs ?? []).map((hub) => (
              <option key={hub}>{hub}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--small">
          {t('sct.show')}
        </button>
      </form>
      <p className="sct-tools">
        <button type="button" className="button button--secondary button--small" onClick={() => void downloadCsv()}>
          {t('sct.csv')}
        </button>
        {base === '/super-admin' ? <Link to="/super-admin/scorecard-thresholds">{t('sct.thresholds')}</Link> : null}
      </p>
      {list.data ? (
        <div className="sct-counts">
          <ul aria-label={t('sct.band')}>
            {BANDS.map((band) => (
              <li key={band}>
                <ScoreBand band={band} label={bandLabel(t, band)} /> <strong>{list.data?.byBand[band] ?? 0}</strong>
              </li>
            ))}
          </ul>
          <ul aria-label={t('sct.rankGroup')}>
            {/* Youngest first, as the groups run (the answer is an object, whose order is not kept). */}
            {Object.entries(list.data.byGroup).sort(([a], [b]) => parseInt(a, 10) - parseInt(b, 10)).map(([group, count]) => (
              <li key={group}>
                {t('sct.months', { months: group })} <strong>{count}</strong>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <RecordList
        title={t('menu.scorecards')}
        fileName={`scorecards-${shown.year}-q${shown.quarter}`}
        columns={columns}
        rows={list.data ? list.data.data : list.failed ? [] : null}
        error={list.failed ? t('sct.failed') : null}
        empty={<EmptyState title={t('sct.none')} />}
        rowKey={(row) => row.businessId}
        open={(row) => ({ to: open(row), label: t('sct.open') })}
      />
    </>
  );
}
